"""Which cases catch a misreading, and what it answers to other requests: replayed in this process, the misreading
loaded in place once for both.

Only the cases of operations that run the misread module are replayed: any other operation runs the very code the
reference engine runs, and the reference answers every case of the spec as it expects.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fawnarules.engine import ReferenceEngine, declared_operations
from fawnarules.operation import JsonObject
from fawnarules.sources.case import Case
from fawnarules.sources.expectation import mismatches
from tests.misreadings.reading import Misreading, importers, misread


@dataclass(frozen=True)
class Caught:
    """The cases that answer a wrong value under a misreading, those it only crashes on, and its answers to the
    requests asked of it besides, in their order."""

    misreading: Misreading
    by_value: tuple[Case, ...]
    by_error: tuple[Case, ...]
    answers: tuple[JsonObject, ...] = ()

    @property
    def situations(self) -> set[str]:
        """The scenarios among the cases caught by a value: the rows of one outline are one situation."""
        return {f"{case.source.rpartition(':')[0]}: {case.scenario}" for case in self.by_value}


def runs_misread_module(misreading: Misreading, operation: str) -> bool:
    """Whether ``operation``'s function lives in the misread module or in one that imports it."""
    function = declared_operations(misreading.ruleset)[operation].function
    return f"fawnarules.{misreading.ruleset}.{function.rpartition('.')[0]}" in importers(misreading.module)


def catch(misreading: Misreading, cases: Sequence[Case], asked: Sequence[tuple[str, object]] = ()) -> Caught:
    """Replay the cases of the misread rulebook's operations that run the misread module against the misreading,
    and ask it each operation and request of ``asked``."""
    by_value: list[Case] = []
    by_error: list[Case] = []
    ruleset = misreading.ruleset
    misread_operations = {name for name in declared_operations(ruleset) if runs_misread_module(misreading, name)}
    with misread(misreading):
        engine = ReferenceEngine()
        for case in cases:
            if case.ruleset != ruleset or case.operation not in misread_operations:
                continue
            try:
                answer = engine.call(case.operation, case.request)
            except Exception:  # a crash shows no rule wrong: counted apart
                by_error.append(case)
                continue
            if mismatches(case.expected, answer):
                by_value.append(case)
        answers = tuple(engine.call(operation, request) for operation, request in asked)
    return Caught(misreading, tuple(by_value), tuple(by_error), answers)
