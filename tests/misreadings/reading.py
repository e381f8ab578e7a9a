"""One misreading, and the reference engine loaded with it in place of the module it changes.

The changed module is compiled from its source with the one line replaced and loaded by the same
finder the mutation tool uses, so a constant, a helper or an operation is misread as surely as
any other line. Loading it imports afresh the misread module and the rulebook's modules that
import it, directly or through others; the rest of the rulebook is shared, as it holds nothing the
misreading changes. While a misreading is loaded the modules it replaces are put aside, and put
back when it is unloaded.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from io import BufferedIOBase
from pathlib import Path
from types import ModuleType
from typing import cast

from fawnarules import engine
from fawnarules.conformance.serve import serve
from fawnarules.mutation.replay import MutatedFinder
from tests.source_imports import imported

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
    """Every module of a rulebook's package, imported."""
    package = importlib.import_module(f"fawnarules.{ruleset}")
    names = [f"{package.__name__}.{found.name}" for found in pkgutil.iter_modules(package.__path__)]
    return {name: importlib.import_module(name) for name in names}


@cache
def import_graph(ruleset: str) -> dict[str, set[str]]:
    """What each module of a rulebook imports, by the module's name."""
    return {name: imported(Path(str(module.__file__))) for name, module in rulebook_modules(ruleset).items()}


@cache
def importers(module: str) -> frozenset[str]:
    """``module`` and the modules of its rulebook that import it, directly or through others."""
    graph = import_graph(module.split(".")[1])
    found = {module}
    while grown := {name for name, names in graph.items() if names & found} - found:
        found |= grown
    return frozenset(found)


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


def serve_misread(misreading: Misreading) -> None:
    """Answer over protocol v1 on standard input and output, with the misreading, until ``stop``."""
    install(misreading)
    sys.exit(serve(cast(BufferedIOBase, sys.stdin.buffer), sys.stdout.buffer))


@contextmanager
def misread(misreading: Misreading) -> Iterator[None]:
    """While inside, the reference engine answers with the misreading; afterwards, as before."""
    kept = rulebook_modules(misreading.ruleset)
    package = sys.modules[f"fawnarules.{misreading.ruleset}"]
    exported = dict(vars(package))
    for name in importers(misreading.module):
        del sys.modules[name]
    forget_operations()
    finder = install(misreading)
    try:
        yield
    finally:
        sys.meta_path.remove(finder)
        sys.modules.update(kept)
        for name in set(vars(package)) - set(exported):
            delattr(package, name)
        vars(package).update(exported)
        forget_operations()
