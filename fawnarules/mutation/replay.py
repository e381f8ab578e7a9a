"""One mutant against the spec: the rulebook's cases, then its docs pages' examples, in a forked process.

The process that forks has read the cases and the docs but imported none of the rulebook's modules;
the forked child imports them with the one mutated module in place of its file, so a constant, a
default or a class is mutated as surely as a function. A mutant is killed by the first case whose
expected answer it misses, or by a docs example whose assertion fails: by a value. A case or an
example it crashes on (a Python exception), a module it breaks or a replay longer than
:data:`TIMEOUT` seconds only *error* it: an engine that crashed on one request still shows no
rule wrong, so a mutant only errors count apart from the killed ones. Counting, the replay goes
on past the first kill and records every case and example that kills or errors the mutant, so a
reading caught by one case alone shows.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import signal
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import CodeType, FrameType, ModuleType

from fawnarules.engine import ReferenceEngine
from fawnarules.mutation.mutant import Mutant, mutated_code
from fawnarules.sources.case import Case
from fawnarules.sources.expectation import mismatches

TIMEOUT = 20
"""Seconds one mutant may take over all its cases and examples."""

EVERY_CASE = "every case"
"""What errors a mutant that breaks its module or runs past :data:`TIMEOUT`: no answer comes at all."""

CRASH = "crash: "
"""The start of what names a case or example a mutant crashes on rather than answers wrong."""


@dataclass(frozen=True)
class Verdict:
    """How one mutant ended: ``killed`` by a wrong value (and by what), ``errored`` (only crashes, a
    broken module or a timeout notice it) or ``survived``."""

    mutant: Mutant
    status: str
    by: str = ""
    killers: tuple[str, ...] = ()
    """Counting: every case and example that kills the mutant by a value."""
    errors: tuple[str, ...] = ()
    """Every case and example the mutant crashes on (:data:`EVERY_CASE` when none answers)."""


class MutatedFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds the mutated module before the ordinary finders do, and loads it from its mutated code object."""

    def __init__(self, name: str, path: Path, code: CodeType) -> None:
        self.name, self.path, self.code = name, path, code

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        return importlib.util.spec_from_loader(fullname, self, origin=str(self.path)) if fullname == self.name else None

    def exec_module(self, module: ModuleType) -> None:
        exec(self.code, module.__dict__)


class TookTooLong(Exception):
    """The mutant ran past :data:`TIMEOUT`."""


def on_alarm(signum: int, frame: FrameType | None) -> None:
    raise TookTooLong


def judge(
    mutant: Mutant, root: Path, cases: Sequence[Case], examples: Sequence[object], count: bool = False
) -> Verdict:
    """Run in a forked child: load the mutant, replay the cases, then the examples (all of them when
    ``count``ing the kills)."""
    path = root / Path(*mutant.module.split(".")).with_suffix(".py")
    code = mutated_code(path, root, mutant.id)
    sys.meta_path.insert(0, MutatedFinder(mutant.module, path, code))  # type: ignore[arg-type]
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(TIMEOUT)
    try:
        return replay(mutant, cases, examples, count)
    except TookTooLong:
        return Verdict(mutant, "errored", "timeout", errors=(EVERY_CASE,))
    except Exception as error:  # a mutant that breaks the module is one no engine would ship
        return Verdict(mutant, "errored", f"{CRASH}{type(error).__name__}", errors=(EVERY_CASE,))
    finally:
        signal.alarm(0)


def replay(mutant: Mutant, cases: Sequence[Case], examples: Sequence[object], count: bool = False) -> Verdict:
    """The first case or example the mutant answers wrong, else ``errored`` when it only crashes, else
    ``survived``; counting, every one it answers wrong and every one it crashes on."""
    killers: list[str] = []
    errors: list[str] = []
    for failure in failures(cases, examples):
        if failure.startswith(CRASH):
            errors.append(failure)
            continue
        if not count:
            return Verdict(mutant, "killed", failure, errors=tuple(errors))
        killers.append(failure)
    if killers:
        return Verdict(mutant, "killed", killers[0], tuple(killers), tuple(errors))
    if errors:
        return Verdict(mutant, "errored", errors[0], (), tuple(errors))
    return Verdict(mutant, "survived")


def failures(cases: Sequence[Case], examples: Sequence[object]) -> Iterator[str]:
    """Each case, then each docs example, that the engine as now imported fails, as it is found: its ID
    (or place) when it answers wrong, the same after :data:`CRASH` when it crashes."""
    engine = ReferenceEngine()
    for case in cases:
        try:
            answer = engine.call(case.operation, case.request)
        except TookTooLong:
            raise
        except Exception:
            yield f"{CRASH}{case.id}"
            continue
        if mismatches(case.expected, answer):
            yield case.id
    for example in examples:
        try:
            example.evaluate()  # type: ignore[attr-defined]
        except TookTooLong:
            raise
        except AssertionError:
            yield f"docs: {example_place(example)}"
        except Exception:
            yield f"{CRASH}docs: {example_place(example)}"


def example_place(example: object) -> str:
    """Where a docs example sits, as ``docs/<ruleset>/<page>.md:<line>``."""
    path = Path(str(getattr(example, "path", "?")))
    place = path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path
    return f"{place}:{getattr(example, 'line', '?')}"
