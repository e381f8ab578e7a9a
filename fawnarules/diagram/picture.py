"""A diagram drawn as an inline SVG picture: coloured cells, the origin ringed, shapes by verdict.

Colours come from CSS classes (``docs/stylesheets/diagram.css``) that use the theme's
variables, so the picture follows the light and dark palettes. The SVG scales to the width
of the page, so it never scrolls sideways on a phone.

A square picture names its cells like a chess board (columns a, b, c…, rows 1, 2, 3… from
the bottom). A hex picture writes each hex's axial coordinates ``q,r`` in it, counted from
the ``0`` when there is one, as the rules' prose and the engine count them: row ``r`` from
the top, and ``q = column - r // 2`` because every second row is shifted half a hex east.

>>> from fawnarules.diagram.diagram import parse_diagram
>>> svg = draw_diagram(parse_diagram("• X\\n0 •", {"title": "tiny"}))
>>> svg.count('class="fr-cell fr-mark"'), svg.count('class="fr-cell fr-origin"')
(1, 1)
"""

from __future__ import annotations

import itertools
import math
from html import escape

from fawnarules.diagram.diagram import COLUMN_LETTERS, Cell, Diagram, Geometry, Glyph

MARGIN = 0.8
"""Room for the column letters and row numbers, in cell widths."""

HEX_WIDTH = math.sqrt(3) / 2
"""A pointy-topped hex of height 1 is this wide; its rows are 3/4 apart."""

MAX_CELL_REM = 2.0
"""The largest a cell is drawn on a wide screen."""

GLYPH_CLASSES = {Glyph.EMPTY: "fr-empty", Glyph.MARK: "fr-mark", Glyph.ORIGIN: "fr-origin"}

GLYPH_KEY = {Glyph.ORIGIN: ("0", "the origin, or the character"), Glyph.MARK: ("X", "marked: affected, or a figure")}
"""What the legend says of each glyph the picture draws in colour, with the letter the block's text uses."""


def axial(diagram: Diagram, cell: Cell) -> tuple[int, int]:
    """A hex cell's axial ``q, r``, counted from the picture's one ``0`` when it has exactly one."""
    origins = sorted(diagram.cells_of(Glyph.ORIGIN))
    home = origins[0] if len(origins) == 1 else Cell(0, 0)
    return (cell.column - cell.row // 2) - (home.column - home.row // 2), cell.row - home.row


def cell_name(diagram: Diagram, cell: Cell) -> str:
    """What the picture and its legend call a cell: ``q,r`` on a hex board, ``c3`` on a square one."""
    if diagram.geometry is Geometry.HEX:
        return "{},{}".format(*axial(diagram, cell))
    return diagram.name(cell)


def verdict_classes(diagram: Diagram) -> dict[str, int]:
    """Each distinct verdict, in order of first appearance, numbered for its colour."""
    numbers: dict[str, int] = {}
    for shape in diagram.shapes:
        numbers.setdefault(shape.verdict, len(numbers))
    return numbers


def centre(diagram: Diagram, cell: Cell) -> tuple[float, float]:
    """Where a cell's centre is drawn."""
    if diagram.geometry is Geometry.HEX:
        shift = HEX_WIDTH / 2 if cell.row % 2 else 0.0
        return MARGIN + HEX_WIDTH * (cell.column + 0.5) + shift, 0.5 + 0.75 * cell.row
    return MARGIN + cell.column + 0.5, cell.row + 0.5


def hex_corners(diagram: Diagram, cell: Cell) -> list[tuple[float, float]]:
    """The six corners of a pointy-topped hex cell."""
    x, y = centre(diagram, cell)
    return [
        (x + 0.48 * math.cos(math.radians(angle)), y + 0.48 * math.sin(math.radians(angle)))
        for angle in range(30, 360, 60)
    ]


def outline(diagram: Diagram, cell: Cell) -> tuple[str, str]:
    """The SVG element (tag and attributes) of one cell's outline: a square or a pointy-topped hex."""
    if diagram.geometry is Geometry.HEX:
        return "polygon", 'points="{}"'.format(" ".join(f"{x:.3f},{y:.3f}" for x, y in hex_corners(diagram, cell)))
    return "path", f'd="{outline_path(diagram, cell)}"'


def outline_path(diagram: Diagram, cell: Cell) -> str:
    """One cell's outline as an SVG sub-path."""
    if diagram.geometry is Geometry.HEX:
        return "M" + "L".join(f"{x:.2f} {y:.2f}" for x, y in hex_corners(diagram, cell)) + "z"
    x, y = centre(diagram, cell)
    return f"M{x - 0.45:.2f} {y - 0.45:.2f}h.9v.9h-.9z"


def cells_path(diagram: Diagram, cells: list[Cell]) -> str:
    """The outlines of many cells as one SVG path. On a square board each square after the first is drawn from
    the one before it, a whole number of cells away, which keeps a board of many squares short."""
    if diagram.geometry is Geometry.HEX or not cells:
        return "".join(outline_path(diagram, cell) for cell in cells)
    steps = [outline_path(diagram, cells[0])]
    for before, cell in itertools.pairwise(cells):
        steps.append(f"m{cell.column - before.column} {cell.row - before.row}h.9v.9h-.9z")
    return "".join(steps)


def size(diagram: Diagram) -> tuple[float, float]:
    """The picture's width and height in cell units, labels included."""
    if diagram.geometry is Geometry.HEX:
        return MARGIN + HEX_WIDTH * (diagram.width + 0.5), 0.75 * diagram.height + 0.25 + MARGIN
    return MARGIN + diagram.width, diagram.height + MARGIN


def draw_diagram(diagram: Diagram) -> str:
    """The SVG picture of ``diagram``."""
    width, height = size(diagram)
    numbers = verdict_classes(diagram)
    shape_of = {cell: index for index, shape in enumerate(diagram.shapes) for cell in shape.cells}
    parts = [
        f'<svg class="fr-diagram-svg" viewBox="0 0 {width:.2f} {height:.2f}" role="img" '
        f'aria-label="{escape(diagram.title)}" style="max-width: {width * MAX_CELL_REM:.1f}rem">',
        f"<title>{escape(diagram.title)}</title>",
    ]
    # Empty cells are most of a board: drawn as one path, they keep a page of diagrams light.
    empty = [cell for cell in diagram.cells() if diagram.glyph(cell) is Glyph.EMPTY and cell not in shape_of]
    if empty:
        parts.append(f'<path class="fr-cell fr-empty" d="{cells_path(diagram, empty)}"/>')
    # The coloured cells, grouped by their colours: each keeps its own name for pointing at it.
    coloured: dict[str, list[str]] = {}
    rings = []
    for cell in diagram.cells():
        if cell in empty:
            continue
        glyph = diagram.glyph(cell)
        classes = f"fr-cell {GLYPH_CLASSES[glyph]}"
        if cell in shape_of:
            classes += f" fr-verdict-{numbers[diagram.shapes[shape_of[cell]].verdict] % 4}"
        tag, attributes = outline(diagram, cell)
        coloured.setdefault(classes, []).append(
            f"<{tag} {attributes}><title>{cell_name(diagram, cell)}</title></{tag}>"
        )
        if glyph is Glyph.ORIGIN:
            x, y = centre(diagram, cell)
            rings.append(f'<circle class="fr-origin-ring" cx="{x:.2f}" cy="{y:.2f}" r="0.22"/>')
    parts += [f'<g class="{classes}">{"".join(cells)}</g>' for classes, cells in coloured.items()]
    parts += rings
    for index, shape in enumerate(diagram.shapes, start=1):
        x, y = centre(diagram, shape.cells[0])
        parts.append(f'<text class="fr-shape-label" x="{x:.2f}" y="{y + 0.13:.2f}">{index}</text>')
    parts.extend(hex_labels(diagram) if diagram.geometry is Geometry.HEX else axis_labels(diagram))
    parts.append("</svg>")
    return "".join(parts)


def axis_labels(diagram: Diagram) -> list[str]:
    """Column letters under the grid and row numbers beside it, so cells can be named. A line of labels is one
    text placed a character at a time (SVG's list of positions), which keeps a page of diagrams light; row numbers
    of two digits are placed one number at a time."""
    _, height = size(diagram)
    columns = [f"{centre(diagram, Cell(column, 0))[0]:g}" for column in range(diagram.width)]
    letters = COLUMN_LETTERS[: diagram.width]
    labels = [f'<text x="{" ".join(columns)}" y="{height - 0.2:g}">{letters}</text>']
    rows = [
        (str(diagram.height - row), f"{centre(diagram, Cell(0, row))[1] + 0.12:g}") for row in range(diagram.height)
    ]
    if diagram.height < 10:
        xs, ys = " ".join([f"{MARGIN / 2:g}"] * len(rows)), " ".join(y for _, y in rows)
        labels.append(f'<text x="{xs}" y="{ys}">{"".join(number for number, _ in rows)}</text>')
    else:
        labels += [f'<text x="{MARGIN / 2:g}" y="{y}">{number}</text>' for number, y in rows]
    return ['<g class="fr-axis">', *labels, "</g>"]


def hex_labels(diagram: Diagram) -> list[str]:
    """Each hex's ``q,r`` written in it; the origin's ring says ``0,0`` already."""
    labels = []
    for cell in diagram.cells():
        glyph = diagram.glyph(cell)
        if glyph is Glyph.ORIGIN:
            continue
        x, y = centre(diagram, cell)
        on_colour = " fr-on-colour" if glyph is Glyph.MARK else ""
        labels.append(
            f'<text class="fr-coordinate{on_colour}" x="{x:.2f}" y="{y + 0.08:.2f}">{cell_name(diagram, cell)}</text>'
        )
    return labels


def draw_legend(diagram: Diagram) -> str:
    """The key to the picture, as the picture draws it: each coloured glyph that some cell shows as itself, then
    each shape with its number, cells and verdict, its swatch drawn as its first cell is (a figure keeps its
    colour inside a frame of the verdict's)."""
    in_shapes = {cell for shape in diagram.shapes for cell in shape.cells}
    drawn = [glyph for glyph in GLYPH_KEY if set(diagram.cells_of(glyph)) - in_shapes]
    items = [
        f'<li><span class="fr-swatch {GLYPH_CLASSES[glyph]}">{GLYPH_KEY[glyph][0]}</span> {GLYPH_KEY[glyph][1]}</li>'
        for glyph in drawn
    ]
    numbers = verdict_classes(diagram)
    items += [
        f'<li><span class="fr-swatch{swatch_glyph(diagram, shape.cells[0])} fr-verdict-{numbers[shape.verdict] % 4}">'
        f"{index}</span> <strong>{escape(shape.verdict)}</strong> "
        f"<code>{escape(' '.join(cell_name(diagram, cell) for cell in shape.cells))}</code></li>"
        for index, shape in enumerate(diagram.shapes, start=1)
    ]
    return f'<ul class="fr-diagram-legend">{"".join(items)}</ul>' if items else ""


def swatch_glyph(diagram: Diagram, cell: Cell) -> str:
    """The glyph class a shape's swatch adds for its first cell: a figure's own colour, else none."""
    return f" {GLYPH_CLASSES[Glyph.ORIGIN]}" if diagram.glyph(cell) is Glyph.ORIGIN else ""
