"""What a module of the project imports, read from its source: the import graph the misreadings reload by, and the
floors the package keeps (``tests/test_floors.py``)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported(path: Path, root: Path = ROOT) -> set[str]:
    """Every module the source at ``path`` imports, anywhere in it (inside a function too), by its full name:
    ``from package import name`` gives ``package`` and ``package.name``, as the name may be a module, and a relative
    import is named from the package of ``path`` under ``root``."""
    package = path.relative_to(root).parent.parts
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) + 1 - node.level]) if node.level else ""
            module = ".".join(part for part in (base, node.module) if part)
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names
