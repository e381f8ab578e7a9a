"""What a rulebook package exports, imported when it is first used.

A rulebook package (``fawnarules.falchion``) lists the names it exports as ordinary imports
under ``if TYPE_CHECKING:``. Type checkers and readers take them as any import; at run time
:func:`exported_on_demand` reads the same lines from the package's source and imports a name
when it is first asked for. Importing one module of a rulebook, as the engine does for the one
operation it answers, then loads that module alone, not the whole rulebook.
"""

from __future__ import annotations

import ast
import importlib
import sys
from collections.abc import Callable
from pathlib import Path


def exported_on_demand(package: str, source: str) -> Callable[[str], object]:
    """The module ``__getattr__`` of ``package``, whose ``__init__`` is the file ``source``."""
    tree = ast.parse(Path(source).read_text(encoding="utf-8"), source)
    origins = {alias.asname or alias.name: line.module for line in checked_imports(tree) for alias in line.names}

    def exported(name: str) -> object:
        module = origins.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)
        return value

    return exported


def checked_imports(tree: ast.Module) -> list[ast.ImportFrom]:
    """The ``from … import …`` lines under the module's ``if TYPE_CHECKING:``."""
    return [
        line
        for block in tree.body
        if isinstance(block, ast.If) and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
        for line in block.body
        if isinstance(line, ast.ImportFrom) and line.module
    ]
