"""Which cases catch a misreading: replayed in this process, the misreading loaded in place."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fawnarules.engine import ReferenceEngine
from fawnarules.sources.case import Case
from fawnarules.sources.expectation import mismatches
from tests.misreadings.reading import Misreading, misread


@dataclass(frozen=True)
class Caught:
    """The cases that answer a wrong value under a misreading, and those it only crashes on."""

    misreading: Misreading
    by_value: tuple[Case, ...]
    by_error: tuple[Case, ...]

    @property
    def situations(self) -> set[str]:
        """The scenarios among the cases caught by a value: the rows of one outline are one situation."""
        return {f"{case.source.rpartition(':')[0]}: {case.scenario}" for case in self.by_value}


def catch(misreading: Misreading, cases: Sequence[Case]) -> Caught:
    """Replay the misread rulebook's cases against the misreading."""
    by_value: list[Case] = []
    by_error: list[Case] = []
    with misread(misreading):
        engine = ReferenceEngine()
        for case in cases:
            if case.ruleset != misreading.ruleset:
                continue
            try:
                answer = engine.call(case.operation, case.request)
            except Exception:  # a crash shows no rule wrong: counted apart
                by_error.append(case)
                continue
            if mismatches(case.expected, answer):
                by_value.append(case)
    return Caught(misreading, tuple(by_value), tuple(by_error))
