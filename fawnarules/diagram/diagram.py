"""A grid diagram as the docs write it: rows of glyphs, and options from the fence line.

The glyphs are the rulebooks' own: ``•`` an empty square (or hex), ``X`` an affected
square or a figure, ``0`` the origin or the character. Glyphs stand side by side, or one
space apart as in the rulebooks.
On a hex grid (``geometry="hex"``) every second row is shifted half a hex to the east,
and the text may show that by starting those rows with one space.

A cell is named like a chess square: its column letter and its row counted from the
bottom of the diagram, so in a diagram of nine rows the top-left cell is ``a9``.

>>> diagram = parse_diagram("• X\\n0 •", {"title": "tiny"})
>>> diagram.width, diagram.height, diagram.name(Cell(column=0, row=1))
(2, 2, 'a1')
>>> sorted(diagram.name(cell) for cell in diagram.cells_of(Glyph.MARK))
['b2']
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import Enum

COLUMN_LETTERS = string.ascii_lowercase


class Glyph(Enum):
    """What one cell of a diagram shows."""

    EMPTY = "•"
    MARK = "X"
    ORIGIN = "0"


class Geometry(Enum):
    """The two kinds of board a diagram can draw."""

    SQUARE = "square"
    HEX = "hex"


GLYPH_HELP = "• for an empty cell, X for an affected cell or a figure, 0 for the origin or the character"


class DiagramError(ValueError):
    """A malformed diagram block, located by line (1 is the first glyph row) and column when known."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        where = "" if line is None else f"line {line}" + ("" if column is None else f", column {column}")
        super().__init__(f"{where}: {message}" if where else message)
        self.line, self.column, self.message = line, column, message


@dataclass(frozen=True, order=True)
class Cell:
    """A cell by column (0 at the left) and row (0 at the top line of the block)."""

    column: int
    row: int


@dataclass(frozen=True)
class Shape:
    """A group of cells the block gives a verdict on, such as one wall or one flanked figure."""

    cells: tuple[Cell, ...]
    verdict: str


@dataclass(frozen=True)
class Diagram:
    """A parsed grid block: glyph rows, fence options, geometry, and the shapes with their verdicts."""

    rows: tuple[tuple[Glyph, ...], ...]
    options: tuple[tuple[str, str], ...] = ()
    geometry: Geometry = Geometry.SQUARE
    shapes: tuple[Shape, ...] = ()

    @property
    def width(self) -> int:
        """Cells per row."""
        return len(self.rows[0])

    @property
    def height(self) -> int:
        """Number of rows."""
        return len(self.rows)

    def option(self, name: str) -> str | None:
        """The value of a fence option, or ``None`` when the fence does not set it."""
        return dict(self.options).get(name)

    def required(self, name: str) -> str:
        """The value of a fence option the block's check needs."""
        value = self.option(name)
        if value is None:
            raise DiagramError(f'the fence needs the option {name}="..."')
        return value

    @property
    def title(self) -> str:
        """What the diagram shows, from the ``title`` option."""
        return self.option("title") or ""

    def glyph(self, cell: Cell) -> Glyph:
        """The glyph at ``cell``."""
        return self.rows[cell.row][cell.column]

    def cells(self) -> Iterable[Cell]:
        """Every cell, in reading order."""
        return (Cell(column, row) for row in range(self.height) for column in range(self.width))

    def cells_of(self, glyph: Glyph) -> frozenset[Cell]:
        """The cells showing ``glyph``."""
        return frozenset(cell for cell in self.cells() if self.glyph(cell) is glyph)

    def contains(self, cell: Cell) -> bool:
        """Whether ``cell`` lies inside the diagram."""
        return 0 <= cell.column < self.width and 0 <= cell.row < self.height

    def name(self, cell: Cell) -> str:
        """The cell's name: column letter and row counted from the bottom (``c3``)."""
        return f"{COLUMN_LETTERS[cell.column]}{self.height - cell.row}"

    def cell(self, name: str) -> Cell:
        """The cell a name such as ``c3`` spells; it must lie inside the diagram."""
        match = re.fullmatch(r"([a-z])([1-9][0-9]*)", name)
        if match is None:
            raise DiagramError(f"{name!r} is not a cell name: a column letter and a row number, like 'c3'")
        cell = Cell(COLUMN_LETTERS.index(match[1]), self.height - int(match[2]))
        if not self.contains(cell):
            raise DiagramError(f"{name} is outside the diagram of {self.width} columns and {self.height} rows")
        return cell

    def with_marks(self, marks: Iterable[Cell]) -> Diagram:
        """The same diagram with ``X`` exactly on ``marks`` (origins stay where they are)."""
        marked = frozenset(marks)
        rows = tuple(
            tuple(
                glyph if glyph is Glyph.ORIGIN else (Glyph.MARK if Cell(column, row) in marked else Glyph.EMPTY)
                for column, glyph in enumerate(line)
            )
            for row, line in enumerate(self.rows)
        )
        return replace(self, rows=rows)

    def with_verdicts(self, verdicts: Iterable[str]) -> Diagram:
        """The same diagram with these verdicts on its shapes, in order."""
        return replace(
            self,
            shapes=tuple(Shape(shape.cells, verdict) for shape, verdict in zip(self.shapes, verdicts, strict=True)),
        )

    def shape_names(self, shape: Shape) -> str:
        """A shape's cells by name, in reading order."""
        return " ".join(self.name(cell) for cell in shape.cells)


OPTION = re.compile(r"""\s*(?P<key>[a-zA-Z][a-zA-Z0-9_]*)(?:=(?P<quote>["'])(?P<value>.*?)(?P=quote))?(?=\s|$)""")


def parse_options(text: str) -> dict[str, str]:
    """The options of a fence line after its language: ``title="Blast 1" rating="1"``."""
    options: dict[str, str] = {}
    position = 0
    text = text.rstrip()
    while position < len(text):
        match = OPTION.match(text, position)
        if match is None:
            raise DiagramError(f'cannot read the fence options from {text[position:].strip()!r}: use name="value"')
        options[match["key"]] = match["key"] if match["value"] is None else match["value"]
        position = match.end()
    return options


def parse_row(text: str, number: int, shifted: bool) -> tuple[Glyph, ...]:
    """One line of glyphs, side by side (``••X0``) or separated by single spaces (``• • X 0``).

    A hex row shifted east may start with one space.
    """
    start = 1 if shifted and text.startswith(" ") else 0
    spaced = text[start + 1 : start + 2] == " "
    glyphs: list[Glyph] = []
    for index in range(start, len(text)):
        character = text[index]
        if spaced and (index - start) % 2 == 1:
            if character != " ":
                raise DiagramError(f"expected one space between glyphs, found {character!r}", number, index + 1)
            continue
        try:
            glyphs.append(Glyph(character))
        except ValueError:
            hint = "glyphs stand side by side or one space apart, not both" if character == " " else f"use {GLYPH_HELP}"
            raise DiagramError(f"{character!r} is not a glyph ({hint})", number, index + 1) from None
    if not glyphs:
        raise DiagramError("the row is empty", number)
    return tuple(glyphs)


def parse_diagram(text: str, options: Mapping[str, str]) -> Diagram:
    """Read a grid block's body and options; :class:`DiagramError` names the line and column of a fault."""
    lines = text.rstrip("\n").split("\n")
    if not any(line.strip() for line in lines):
        raise DiagramError("the diagram has no rows", 1)
    try:
        geometry = Geometry(options.get("geometry", Geometry.SQUARE.value))
    except ValueError:
        raise DiagramError(f"geometry must be 'square' or 'hex', not {options['geometry']!r}") from None
    rows = tuple(
        parse_row(line.rstrip(), number, geometry is Geometry.HEX and number % 2 == 0)
        for number, line in enumerate(lines, start=1)
    )
    for number, row in enumerate(rows, start=1):
        if len(row) != len(rows[0]):
            raise DiagramError(f"the row has {len(row)} cells, the first row has {len(rows[0])}", number)
    if len(rows[0]) > len(COLUMN_LETTERS):
        raise DiagramError(f"a diagram has at most {len(COLUMN_LETTERS)} columns", 1)
    diagram = Diagram(rows=rows, options=tuple(options.items()), geometry=geometry)
    return replace(diagram, shapes=parse_shapes(diagram, options.get("shapes", "")))


def parse_shapes(diagram: Diagram, text: str) -> tuple[Shape, ...]:
    """The ``shapes`` option: ``b4-b7 b9: continuous; e7-f7: valid`` — each shape's cells (single cells
    or runs along a row or a column) and its verdict, shapes separated by semicolons."""
    shapes: list[Shape] = []
    seen: set[Cell] = set()
    for entry in filter(None, (part.strip() for part in text.split(";"))):
        names, colon, verdict = entry.partition(":")
        if not colon or not verdict.strip() or not names.split():
            raise DiagramError(f"shape {entry!r} must be written as its cells, a colon and its verdict")
        cells = [cell for token in names.split() for cell in cell_run(diagram, token)]
        for cell in cells:
            if diagram.glyph(cell) is Glyph.EMPTY:
                raise DiagramError(f"shape {entry!r}: {diagram.name(cell)} is an empty cell")
            if cell in seen:
                raise DiagramError(f"shape {entry!r}: {diagram.name(cell)} is in two shapes")
            seen.add(cell)
        shapes.append(Shape(tuple(sorted(cells, key=lambda cell: (cell.row, cell.column))), verdict.strip()))
    return tuple(shapes)


def cell_run(diagram: Diagram, token: str) -> list[Cell]:
    """The cells a token names: one cell (``b9``) or a run along a row or a column (``b4-b7``)."""
    first, _, last = token.partition("-")
    start, end = diagram.cell(first), diagram.cell(last or first)
    if start.row != end.row and start.column != end.column:
        raise DiagramError(f"{token!r} is not a run: it must go along one row or one column")
    return [
        Cell(column, row)
        for row in range(min(start.row, end.row), max(start.row, end.row) + 1)
        for column in range(min(start.column, end.column), max(start.column, end.column) + 1)
    ]


def format_rows(diagram: Diagram) -> list[str]:
    """The diagram's glyph rows as text again."""
    return [" ".join(glyph.value for glyph in row) for row in diagram.rows]
