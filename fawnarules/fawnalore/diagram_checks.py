"""The check behind the Fawnalore ```` ```grid geometry="hex" ```` diagrams.

``fawnalore.range`` (option ``range``): the ``0`` is the unit's hex, and the check marks
with ``X`` every hex within that range (``fawnalore.board.range``), as
:func:`fawnarules.fawnalore.board.hexes_within` computes it.

A hex diagram is drawn in rows, every second row shifted half a hex to the east. Row ``row``
(0 at the top) holds the hexes of axial ``r = row``, and column ``column`` of it is axial
``q = column - row // 2``: the shift of the odd rows is what makes that half-step line up.
"""

from __future__ import annotations

from collections.abc import Mapping

from fawnarules.diagram.check import Checker
from fawnarules.diagram.diagram import Cell, Diagram, DiagramError, Geometry, Glyph
from fawnarules.fawnalore.board import MAX_RANGE, Hex, hexes_within


def hex_of(cell: Cell) -> Hex:
    """The axial hex a diagram cell stands for."""
    return Hex(cell.column - cell.row // 2, cell.row)


def cell_of(hex_: Hex) -> Cell:
    """The diagram cell of an axial hex (the inverse of :func:`hex_of`)."""
    return Cell(hex_.q + hex_.r // 2, hex_.r)


def check_range(diagram: Diagram) -> Diagram:
    """Mark every hex within ``range`` of the diagram's one ``0`` (``fawnalore.board.range``)."""
    if diagram.geometry is not Geometry.HEX:
        raise DiagramError('a Fawnalore range diagram needs geometry="hex"')
    origins = sorted(diagram.cells_of(Glyph.ORIGIN))
    if len(origins) != 1:
        raise DiagramError(f"a range diagram has exactly one 0 (the unit's hex), this one has {len(origins)}")
    (origin,) = origins
    text = diagram.required("range")
    if not (text.isascii() and text.isdigit() and len(text) <= len(str(MAX_RANGE)) and 1 <= int(text) <= MAX_RANGE):
        raise DiagramError(
            f"range must be a whole number from 1 (range 0 does not exist) to {MAX_RANGE} (the widest board),"
            f" not {text!r}"
        )
    cells = [cell_of(h) for h in hexes_within(hex_of(origin), int(text))]
    outside = [cell for cell in cells if not diagram.contains(cell)]
    if outside:
        raise DiagramError(f"{len(outside)} hex(es) in range fall outside the diagram")
    return diagram.with_marks(cells)


CHECKS: Mapping[str, Checker] = {"fawnalore.range": check_range}
OPTIONS: Mapping[str, tuple[str, ...]] = {"fawnalore.range": ("range",)}
"""The fence options each check reads beyond the shared ones."""
