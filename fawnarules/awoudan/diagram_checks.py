"""The checks behind the awoudan ```` ```grid ```` diagrams: each computes the diagram from its inputs.

* ``awoudan.blast``, ``awoudan.line`` (``rating``, ``facing``), ``awoudan.close_burst``
  (``rating``) and ``awoudan.burst`` (``rating``, ``range``, ``target``): the ``0`` is the
  character, and the check marks the area with ``X``.
* ``awoudan.walls``: each shape is one wall of ``X`` sections; its verdict is ``valid`` or the
  rules it breaks (``continuous``, ``no-diagonal``, ``three-sections``), joined by ``and``.
* ``awoudan.flanking``: the ``0`` figures are one side and the ``X`` figures their foes; each
  shape is one ``0``, its verdict ``flanked`` or ``not flanked``.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import TypeAdapter, ValidationError

from fawnarules.awoudan.areas import AreaRequest, Pattern, compute_area
from fawnarules.awoudan.flanking import FlankingRequest, find_flanks
from fawnarules.awoudan.grid import Figure, Square
from fawnarules.awoudan.walls import wall_faults
from fawnarules.diagram.check import Checker
from fawnarules.diagram.diagram import Cell, Diagram, DiagramError, Glyph
from fawnarules.rejection import InputError, Refusal


def square_of(diagram: Diagram, cell: Cell) -> Square:
    """The map square a diagram cell stands for: both are named the same way."""
    return Square.parse(diagram.name(cell))


def the_character(diagram: Diagram) -> Cell:
    """The one ``0`` of an area diagram."""
    origins = sorted(diagram.cells_of(Glyph.ORIGIN))
    if len(origins) != 1:
        raise DiagramError(f"an area diagram has exactly one 0 (the character), this one has {len(origins)}")
    (character,) = origins
    return character


def area_check(pattern: Pattern) -> Checker:
    """The check of one area pattern, reading its rating and the rest from the fence options."""

    def check(diagram: Diagram) -> Diagram:
        character = square_of(diagram, the_character(diagram))
        area = {"pattern": pattern.value, "origin": str(character)}
        area.update((name, value) for name in AREA_OPTIONS if (value := diagram.option(name)) is not None)
        board = {"columns": diagram.width, "rows": diagram.height}
        try:
            result = compute_area(AREA_REQUEST.validate_python({"area": area, "board": board}))
        except (ValidationError, InputError, Refusal) as error:
            raise DiagramError(f"the fence options do not make a {pattern.value}: {error}") from None
        if result.off_map:
            raise DiagramError(f"{result.off_map} square(s) of the {pattern.value} fall outside the diagram")
        return diagram.with_marks(diagram.cell(name) for name in result.squares)

    return check


AREA_OPTIONS = ("rating", "facing", "target", "range")
"""The fence options an area diagram passes on to the area (numbers are read from their text)."""

AREA_REQUEST = TypeAdapter(AreaRequest)


def require_shapes(diagram: Diagram, glyph: Glyph) -> None:
    """Every cell showing ``glyph`` belongs to a shape, so none of them goes unchecked."""
    loose = diagram.cells_of(glyph) - {cell for shape in diagram.shapes for cell in shape.cells}
    if loose:
        names = " ".join(sorted(diagram.name(cell) for cell in loose))
        raise DiagramError(f"the shapes option leaves out {names}: give every {glyph.value} a shape and a verdict")


def check_walls(diagram: Diagram) -> Diagram:
    """Each shape's verdict as a wall (``awoudan.walls.continuous``, ``awoudan.walls.no-diagonal``,
    ``awoudan.walls.three-sections``)."""
    require_shapes(diagram, Glyph.MARK)
    verdicts = []
    for shape in diagram.shapes:
        faults = wall_faults(frozenset(square_of(diagram, cell) for cell in shape.cells))
        verdicts.append(" and ".join(fault.removeprefix("awoudan.walls.") for fault in faults) or "valid")
    return diagram.with_verdicts(verdicts)


def check_flanking(diagram: Diagram) -> Diagram:
    """Each shape's ``0`` is flanked or not by the ``X`` figures (``awoudan.flanking.flanked``)."""
    require_shapes(diagram, Glyph.ORIGIN)
    figures = tuple(
        Figure(name=diagram.name(cell), square=diagram.name(cell), side="heroes" if glyph is Glyph.ORIGIN else "foes")
        for cell in diagram.cells()
        if (glyph := diagram.glyph(cell)) is not Glyph.EMPTY
    )
    flanked = {flank.target for flank in find_flanks(FlankingRequest(figures=figures)).flanks}
    return diagram.with_verdicts(
        "flanked" if diagram.name(shape.cells[0]) in flanked else "not flanked" for shape in diagram.shapes
    )


CHECKS: Mapping[str, Checker] = {
    "awoudan.blast": area_check(Pattern.BLAST),
    "awoudan.burst": area_check(Pattern.BURST),
    "awoudan.close_burst": area_check(Pattern.CLOSE_BURST),
    "awoudan.line": area_check(Pattern.LINE),
    "awoudan.walls": check_walls,
    "awoudan.flanking": check_flanking,
}
AREA_CHECKS = ("awoudan.blast", "awoudan.burst", "awoudan.close_burst", "awoudan.line")
OPTIONS: Mapping[str, tuple[str, ...]] = dict.fromkeys(AREA_CHECKS, AREA_OPTIONS)
"""The fence options each check reads beyond the shared ones."""
