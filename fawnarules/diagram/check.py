"""Checking a diagram against what a ruleset computes, and showing the difference.

A block names its check with ``check="<ruleset>.<name>"``. A *checker* takes the diagram
as written and returns the diagram the reference implementation computes from the same
inputs (the origin, the options, the figures): the comparison is cell by cell and shape by
shape. A ruleset offers its checkers in ``fawnarules/<ruleset>/diagram_checks.py`` as a
mapping ``CHECKS``; that module is imported only when a block first asks for one of them,
so nothing here imports a ruleset up front.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping

from fawnarules.diagram.diagram import Cell, Diagram, DiagramError, format_rows

Checker = Callable[[Diagram], Diagram]

SHARED_OPTIONS = ("title", "check", "geometry", "shapes")
"""The fence options every grid block may set; a check reads its own on top (``OPTIONS`` beside ``CHECKS``)."""


def find_checker(name: str) -> Checker:
    """The checker called ``name``, found in its ruleset's ``diagram_checks`` module."""
    return find_check(name)[0]


def find_check(name: str) -> tuple[Checker, tuple[str, ...]]:
    """The checker called ``name`` and the fence options it reads beyond :data:`SHARED_OPTIONS`."""
    ruleset, dot, _ = name.partition(".")
    if dot and ruleset.isidentifier():
        try:
            module = importlib.import_module(f"fawnarules.{ruleset}.diagram_checks")
        except ModuleNotFoundError:
            pass
        else:
            checks: Mapping[str, Checker] = module.CHECKS
            options: Mapping[str, tuple[str, ...]] = getattr(module, "OPTIONS", {})
            if name in checks:
                return checks[name], options.get(name, ())
    raise DiagramError(f"no diagram check is called {name!r}")


def check_options(diagram: Diagram) -> None:
    """Refuse a fence option neither every block nor the block's check reads: a misspelt ``check``
    would leave the diagram unchecked, and a misspelt option of a check would be ignored."""
    name = diagram.option("check")
    known = SHARED_OPTIONS + (find_check(name)[1] if name is not None else ())
    unknown = [option for option, _ in diagram.options if option not in known]
    if unknown:
        raise DiagramError(
            f"unknown fence option {unknown[0]!r}: a block{' of ' + name if name else ''} reads " + ", ".join(known)
        )


def check_diagram(diagram: Diagram) -> str | None:
    """``None`` when the diagram matches what its check computes, else a readable report."""
    name = diagram.required("check")
    check_options(diagram)
    computed = find_checker(name)(diagram)
    return difference(diagram, computed, name)


def difference(expected: Diagram, computed: Diagram, name: str) -> str | None:
    """Side-by-side grids with the differing cells marked, and the shapes whose verdicts differ."""
    differing = {
        cell
        for cell in expected.cells()
        if not computed.contains(cell) or expected.glyph(cell) is not computed.glyph(cell)
    }
    verdicts = [
        f"  {expected.shape_names(shape)}: the diagram says {shape.verdict!r}, {name} computes {found.verdict!r}"
        for shape, found in zip(expected.shapes, computed.shapes, strict=True)
        if shape.verdict != found.verdict
    ]
    if not differing and not verdicts:
        return None
    lines = [f"the diagram {expected.title!r} differs from what {name} computes"]
    if differing:
        lines.append(f"{len(differing)} cell(s) differ: " + " ".join(sorted(map(expected.name, differing))))
        lines.extend(side_by_side(expected, computed, differing))
    if verdicts:
        lines.append("verdicts that differ:")
        lines.extend(verdicts)
    return "\n".join(lines)


def side_by_side(expected: Diagram, computed: Diagram, differing: set[Cell]) -> list[str]:
    """Three grids in columns: the diagram, the computed one, and ``^`` under each differing cell."""
    width = max(2 * expected.width - 1, len("in the docs"))
    marks = [
        " ".join("^" if Cell(column, row) in differing else "." for column in range(expected.width))
        for row in range(expected.height)
    ]
    header = f"{'in the docs':<{width}}   {'computed':<{width}}   differences"
    return [header] + [
        f"{left:<{width}}   {right:<{width}}   {mark}"
        for left, right, mark in zip(format_rows(expected), format_rows(computed), marks, strict=True)
    ]
