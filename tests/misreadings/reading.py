"""One misreading, and the reference engine loaded with it in place of the module it changes.

The changed module is compiled from its source with the one line replaced and loaded by the same
finder the mutation tool uses, so a constant, a helper or an operation is misread as surely as
any other line. Loading it means importing the rulebook afresh: while a misreading is loaded the
rulebook's modules already imported are put aside, and put back when it is unloaded.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from fawnarules import engine
from fawnarules.mutation.replay import MutatedFinder

ROOT = Path(__file__).resolve().parent.parent.parent


@dataclass(frozen=True)
class Misreading:
    """The reading in words, the rule it misreads, and the line it changes in ``module``."""

    name: str
    rule: str
    module: str
    before: str
    after: str

    @property
    def ruleset(self) -> str:
        """The rulebook of the rule misread."""
        return self.rule.partition(".")[0]

    @property
    def slug(self) -> str:
        """The name as one word, to ask for on a command line."""
        return "-".join("".join(c if c.isalnum() else " " for c in self.name.lower()).split())

    def source(self) -> str:
        """The module's source with the line changed; the line must occur exactly once."""
        path = ROOT / Path(*self.module.split(".")).with_suffix(".py")
        text = path.read_text(encoding="utf-8")
        count = text.count(self.before)
        if count != 1:
            raise ValueError(f"{self.slug}: {self.before!r} occurs {count} times in {self.module}, not once")
        return text.replace(self.before, self.after)


def rulebook_modules(ruleset: str) -> dict[str, ModuleType]:
    """The modules of a rulebook's package already imported."""
    prefix = f"fawnarules.{ruleset}"
    return {name: module for name, module in sys.modules.items() if name == prefix or name.startswith(prefix + ".")}


def forget_operations() -> None:
    """Clear the reference engine's memo of built operations, which hold the functions they call."""
    engine.built_operation.cache_clear()
    engine.declared_operations.cache_clear()


def install(misreading: Misreading) -> MutatedFinder:
    """Put the misread module first in the import path; return its finder."""
    path = ROOT / Path(*misreading.module.split(".")).with_suffix(".py")
    code = compile(misreading.source(), str(path), "exec")
    finder = MutatedFinder(misreading.module, path, code)
    sys.meta_path.insert(0, finder)
    return finder


@contextmanager
def misread(misreading: Misreading) -> Iterator[None]:
    """While inside, the reference engine answers with the misreading; afterwards, as before."""
    kept = rulebook_modules(misreading.ruleset)
    for name in kept:
        del sys.modules[name]
    forget_operations()
    finder = install(misreading)
    try:
        yield
    finally:
        sys.meta_path.remove(finder)
        for name in rulebook_modules(misreading.ruleset):
            del sys.modules[name]
        sys.modules.update(kept)
        package = kept.get(f"fawnarules.{misreading.ruleset}")
        if package is not None:
            setattr(sys.modules["fawnarules"], misreading.ruleset, package)
        forget_operations()
