"""One mutant against the spec: the rulebook's cases, then its docs pages' examples, in a forked process.

The process that forks has read the cases and the docs but imported none of the rulebook's modules;
the forked child imports them with the one mutated module in place of its file, so a constant, a
default or a class is mutated as surely as a function. A mutant is killed by the first case whose
expected answer it misses, by an example that fails, by a crash, or by taking longer than
:data:`TIMEOUT` seconds (a checker's timeout would catch such an engine too).
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import signal
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import CodeType, FrameType, ModuleType

from fawnarules.engine import ReferenceEngine
from fawnarules.mutation.mutant import Mutant, mutated_code
from fawnarules.spec.case import Case
from fawnarules.spec.expectation import mismatches

TIMEOUT = 20
"""Seconds one mutant may take over all its cases and examples."""


@dataclass(frozen=True)
class Verdict:
    """How one mutant ended: ``killed`` (and by what) or ``survived``."""

    mutant: Mutant
    status: str
    by: str = ""


class MutatedLoader(importlib.abc.Loader):
    """Loads one module from a mutated code object instead of its file."""

    def __init__(self, code: CodeType) -> None:
        self.code = code

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        exec(self.code, module.__dict__)


class MutatedFinder(importlib.abc.MetaPathFinder):
    """Finds the mutated module before the ordinary finders do."""

    def __init__(self, name: str, path: Path, code: CodeType) -> None:
        self.name, self.path, self.code = name, path, code

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != self.name:
            return None
        return importlib.util.spec_from_loader(fullname, MutatedLoader(self.code), origin=str(self.path))


class TookTooLong(Exception):
    """The mutant ran past :data:`TIMEOUT`."""


def on_alarm(signum: int, frame: FrameType | None) -> None:
    raise TookTooLong


def judge(mutant: Mutant, root: Path, cases: Sequence[Case], examples: Sequence[object]) -> Verdict:
    """Run in a forked child: load the mutant, replay the cases, then the examples."""
    path = root / Path(*mutant.module.split(".")).with_suffix(".py")
    code = mutated_code(path, root, mutant.id)
    sys.meta_path.insert(0, MutatedFinder(mutant.module, path, code))  # type: ignore[arg-type]
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(TIMEOUT)
    try:
        return replay(mutant, cases, examples)
    except TookTooLong:
        return Verdict(mutant, "killed", "timeout")
    except Exception as error:  # a mutant that breaks the module is one no engine would ship
        return Verdict(mutant, "killed", f"crash: {type(error).__name__}")
    finally:
        signal.alarm(0)


def replay(mutant: Mutant, cases: Sequence[Case], examples: Sequence[object]) -> Verdict:
    """The first case or example the mutant fails, else ``survived``."""
    engine = ReferenceEngine()
    for case in cases:
        try:
            answer = engine.call(case.operation, case.request)
        except TookTooLong:
            raise
        except Exception:
            return Verdict(mutant, "killed", f"crash: {case.id}")
        if mismatches(case.expected, answer):
            return Verdict(mutant, "killed", case.id)
    for example in examples:
        try:
            example.evaluate()  # type: ignore[attr-defined]
        except TookTooLong:
            raise
        except Exception:
            return Verdict(mutant, "killed", f"docs: {example}")
    return Verdict(mutant, "survived")
