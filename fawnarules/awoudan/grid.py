"""The battle map of Paladins of Awoudan: squares, their notation, the eight directions and distance.

A square is written like a chess square: a column letter (``a`` is the west edge) and a
row number (``1`` is the south edge), so ``c3`` is the third column from the west, third
row from the south. North is up. The notation round-trips:

>>> Square.parse("c3")
Square('c3')
>>> str(Square(column=2, row=2))
'c3'
>>> distance(Square.parse("b2"), Square.parse("e4"))
3

A set of squares has a compact *area notation*: rows from south to north, and in each
row the runs of neighbouring squares from west to east, a run written ``d6-f6`` (or just
``d6`` when it is one square):

>>> area = parse_area("d6-f6 d7-f7")
>>> len(area), format_area(area)
(6, 'd6-f6 d7-f7')
"""

from __future__ import annotations

import itertools
import json
import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Annotated

from pydantic import AfterValidator, Field

from fawnarules.record import Record
from fawnarules.rejection import InputError

COLUMNS = string.ascii_lowercase
"""Column letters: the notation reaches 26 columns (``a`` to ``z``)."""

MAX_ROWS = 99
"""Row numbers run from 1 to 99."""

SQUARE_PATTERN = r"^[a-z][1-9][0-9]?$"

_SQUARE = re.compile(SQUARE_PATTERN)


@dataclass(frozen=True, order=True)
class Square:
    """One square of the map; ``column`` and ``row`` count from 0 at the south-west corner."""

    column: int
    row: int

    @classmethod
    def parse(cls, name: str) -> Square:
        """The square a name such as ``c3`` spells; ``ValueError`` for anything else."""
        if not _SQUARE.match(name):
            raise ValueError(
                f'{json.dumps(name)} is not a square: a column letter a-z and a row number 1-99, like "c3"'
            )
        return cls(column=COLUMNS.index(name[0]), row=int(name[1:]) - 1)

    def __str__(self) -> str:
        return f"{COLUMNS[self.column]}{self.row + 1}"

    def __repr__(self) -> str:
        return f"Square({str(self)!r})"

    def step(self, direction: Direction, count: int = 1) -> Square:
        """The square ``count`` steps away in ``direction``."""
        columns, rows = direction.vector
        return Square(self.column + columns * count, self.row + rows * count)

    def shift(self, columns: int, rows: int) -> Square:
        """The square this many columns east and rows north (negative: west, south)."""
        return Square(self.column + columns, self.row + rows)


def square_name(name: str) -> str:
    """A square's name, once it reads as a square: a request holding any other text is an input error at it."""
    return str(Square.parse(name))


SquareName = Annotated[str, AfterValidator(square_name), Field(json_schema_extra={"pattern": SQUARE_PATTERN})]
"""A square in notation, as it appears in requests and results (``c3``); the schema publishes the
pattern a name follows, and the request reads each name as the square it spells."""


class Direction(Enum):
    """The eight directions a blast or a line can face, with their step as (columns east, rows north).

    * ``N``: north, up the map;
    * ``NE``: north-east;
    * ``E``: east, to the right;
    * ``SE``: south-east;
    * ``S``: south, down the map;
    * ``SW``: south-west;
    * ``W``: west, to the left;
    * ``NW``: north-west.
    """

    N = "N"
    NE = "NE"
    E = "E"
    SE = "SE"
    S = "S"
    SW = "SW"
    W = "W"
    NW = "NW"

    @property
    def vector(self) -> tuple[int, int]:
        """One step this way, as (columns east, rows north)."""
        return _VECTORS[self]

    def is_diagonal(self) -> bool:
        """Whether this is one of NE, SE, SW and NW."""
        columns, rows = self.vector
        return columns != 0 and rows != 0


_VECTORS = {
    Direction.N: (0, 1),
    Direction.NE: (1, 1),
    Direction.E: (1, 0),
    Direction.SE: (1, -1),
    Direction.S: (0, -1),
    Direction.SW: (-1, -1),
    Direction.W: (-1, 0),
    Direction.NW: (-1, 1),
}

ORTHOGONAL_STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL_STEPS = ((1, 1), (1, -1), (-1, -1), (-1, 1))


def distance(start: Square, end: Square) -> int:
    """Squares counted from one square to another, a diagonal step counting as one
    (``awoudan.areas.distance``, ``awoudan.clarifications.range-distance``)."""
    return max(abs(start.column - end.column), abs(start.row - end.row))


def orthogonal_neighbours(square: Square) -> tuple[Square, ...]:
    """The four squares sharing a side with ``square``."""
    return tuple(square.shift(columns, rows) for columns, rows in ORTHOGONAL_STEPS)


def diagonal_neighbours(square: Square) -> tuple[Square, ...]:
    """The four squares touching ``square`` only at a corner."""
    return tuple(square.shift(columns, rows) for columns, rows in DIAGONAL_STEPS)


@dataclass(frozen=True)
class Board(Record):
    """The size of the map; a square past its edge is not on it (``awoudan.areas.map-edge``)."""

    columns: Annotated[int, Field(ge=1, le=len(COLUMNS))] = len(COLUMNS)
    rows: Annotated[int, Field(ge=1, le=MAX_ROWS)] = len(COLUMNS)

    def has(self, square: Square) -> bool:
        """Whether ``square`` lies on the map."""
        return 0 <= square.column < self.columns and 0 <= square.row < self.rows


def sorted_squares(squares: Iterable[Square]) -> list[Square]:
    """Squares in reading order of the area notation: rows south to north, each row west to east."""
    return sorted(set(squares), key=lambda square: (square.row, square.column))


def format_area(squares: Iterable[Square]) -> str:
    """The area notation of a set of squares (``d6-f6 d7-f7``); empty for no squares."""
    return area_notation(sorted_squares(squares))


def area_notation(ordered: Sequence[Square]) -> str:
    """:func:`format_area` of distinct squares already in reading order (as :func:`sorted_squares` gives
    them), so that squares sorted for another use are not sorted again."""
    runs = itertools.groupby(enumerate(ordered), key=run_of)
    return " ".join(run_notation([square for _, square in run]) for _, run in runs)


def run_of(placed: tuple[int, Square]) -> tuple[int, int]:
    """What the squares of one run share, given each with its place in reading order: the row, and the
    column less the place, as each next square of a run is one column further east."""
    place, square = placed
    return square.row, square.column - place


def run_notation(run: Sequence[Square]) -> str:
    """Neighbouring squares of one row, west to east, as one run: ``d6-f6``, or ``d6`` alone."""
    first, last = run[0], run[-1]
    return str(first) if first == last else f"{first}-{last}"


def parse_area(text: str) -> frozenset[Square]:
    """The squares an area notation names; ``ValueError`` on a malformed run."""
    squares: set[Square] = set()
    for run in text.split():
        first, _, last = run.partition("-")
        west, east = Square.parse(first), Square.parse(last or first)
        if west.row != east.row or west.column > east.column:
            raise ValueError(f"{run!r} is not a run: it must go west to east along one row")
        squares.update(Square(column, west.row) for column in range(west.column, east.column + 1))
    return frozenset(squares)


FigureName = Annotated[str, Field(description="A figure's name, as the request gives it.")]
"""A figure named in a result."""


@dataclass(frozen=True)
class Figure(Record):
    """A character on the map: its name, its square, and its side (figures of different sides are foes)."""

    name: Annotated[str, Field(min_length=1)]
    square: SquareName
    side: Annotated[str, Field(min_length=1)]


def place_figures(figures: tuple[Figure, ...], board: Board) -> dict[str, Square]:
    """Each figure's square by name; two figures with one name, or on one square, are an input error."""
    squares: dict[str, Square] = {}
    for index, figure in enumerate(figures):
        square = Square.parse(figure.square)
        if not board.has(square):
            raise InputError(f"figures.{index}.square", f"{figure.square} is off the map")
        if figure.name in squares:
            raise InputError(f"figures.{index}.name", f"two figures are called {figure.name!r}")
        if square in squares.values():
            raise InputError(f"figures.{index}.square", f"two figures stand on {figure.square}")
        squares[figure.name] = square
    return squares
