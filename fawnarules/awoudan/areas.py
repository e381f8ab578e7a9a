"""Area patterns: blast, burst, close burst and line, each with a rating of at least 1.

>>> from fawnarules.awoudan.grid import Direction, Square, format_area
>>> format_area(blast_squares(Square.parse("e5"), Direction.N, 1))
'd6-f6 d7-f7'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import Annotated

from pydantic import Field

from fawnarules.awoudan.grid import (
    COLUMNS,
    Board,
    Direction,
    Square,
    SquareName,
    area_notation,
    distance,
    sorted_squares,
)
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal

MAX_RATING = len(COLUMNS)
"""A rating larger than the notation's map cannot be drawn on it."""

Rating = Annotated[int, Field(ge=1, le=MAX_RATING)]


class Pattern(Enum):
    """The four area patterns (``awoudan.areas.blast`` and the rules after it).

    * ``blast``: a block of squares in front of the character, facing one of eight directions (``awoudan.areas.blast``);
    * ``burst``: a square of squares centred on a target square within range (``awoudan.areas.burst``);
    * ``close_burst``: the squares around the character, its own left out (``awoudan.areas.close-burst``);
    * ``line``: a straight row of squares from the character, facing one of eight directions (``awoudan.areas.line``).
    """

    BLAST = "blast"
    BURST = "burst"
    CLOSE_BURST = "close_burst"
    LINE = "line"


@dataclass(frozen=True)
class Area(Record):
    """An area to lay out: the pattern, its rating and where the character stands.

    A blast and a line need ``facing``; a burst needs ``target`` (the square it is
    centred on) and the weapon's ``range``.
    """

    pattern: Pattern
    rating: Rating
    origin: SquareName
    facing: Direction | None = None
    target: SquareName | None = None
    range: NonNegative | None = None


@dataclass(frozen=True)
class AreaRequest(Record):
    """The request of ``awoudan.compute_area``."""

    area: Area
    board: Board = field(default_factory=Board)


@dataclass(frozen=True)
class AreaResult(Record):
    """The squares of the area, in area notation and as a list, with what decided them.

    ``centre`` is the square the pattern is counted from: the burst's target, or the
    character's own square. ``distance`` is how far a burst's target is from the
    character. ``off_map`` counts the pattern's squares that fall past the map's edge.
    """

    pattern: Pattern
    rating: int
    origin: SquareName
    facing: Direction | None
    centre: SquareName
    distance: int | None
    count: int
    off_map: int
    area: str
    """The area's squares in area notation: rows south to north, in each row its runs west to east (``d6-f6 d7-f7``);
    empty when no square is on the map."""
    squares: list[SquareName]
    """The area's squares in the order of the notation: rows south to north, each row west to east."""


def blast_squares(origin: Square, facing: Direction, rating: int) -> frozenset[Square]:
    """A blast (``awoudan.areas.blast``, ``awoudan.clarifications.blast-width``).

    Facing N, E, S or W it is ``rating + 1`` squares deep, starting next to the
    character, and ``2 * rating + 1`` wide, centred on the character's column or row.
    Facing a diagonal it is a square of ``rating + 1`` on a side whose corner touches
    the character's corner.
    """
    columns, rows = facing.vector
    depth = range(1, rating + 2)
    if facing.is_diagonal():
        return frozenset(origin.shift(columns * across, rows * up) for across in depth for up in depth)
    width = range(-rating, rating + 1)
    return frozenset(
        origin.shift(columns * deep + rows * side, rows * deep + columns * side) for deep in depth for side in width
    )


def square_around(centre: Square, rating: int) -> Iterator[Square]:
    """Every square at most ``rating`` squares from ``centre``: a square ``2 * rating + 1`` on a side."""
    for columns in range(-rating, rating + 1):
        for rows in range(-rating, rating + 1):
            yield centre.shift(columns, rows)


def burst_squares(target: Square, rating: int) -> frozenset[Square]:
    """A burst, centred on the target square (``awoudan.areas.burst``, ``awoudan.clarifications.burst-centre``)."""
    return frozenset(square_around(target, rating))


def close_burst_squares(origin: Square, rating: int) -> frozenset[Square]:
    """A close burst: the square around the character, without the character's own square
    (``awoudan.areas.close-burst``)."""
    return frozenset(square for square in square_around(origin, rating) if square != origin)


def line_squares(origin: Square, facing: Direction, rating: int) -> frozenset[Square]:
    """A line: ``rating`` squares straight on from the character (``awoudan.areas.line``)."""
    return frozenset(origin.step(facing, count) for count in range(1, rating + 1))


def on_board(board: Board, path: str, name: str) -> Square:
    """The square ``name``, which must lie on the map (an input error at ``path`` otherwise)."""
    square = Square.parse(name)
    if not board.has(square):
        raise InputError(path, f"{name} is off the map of {board.columns} columns and {board.rows} rows")
    return square


def needed_facing(area: Area) -> Direction:
    """The facing of a blast or a line, which must be given."""
    if area.facing is None:
        raise InputError("area.facing", f"a {area.pattern.value} needs a facing: N, NE, E, SE, S, SW, W or NW")
    return area.facing


def refuse_extras(area: Area) -> None:
    """A request naming what its pattern does not use is malformed, not silently read."""
    uses_facing = area.pattern in (Pattern.BLAST, Pattern.LINE)
    if area.facing is not None and not uses_facing:
        raise InputError("area.facing", f"a {area.pattern.value} has no facing")
    for name, value in (("target", area.target), ("range", area.range)):
        if value is not None and area.pattern is not Pattern.BURST:
            raise InputError(f"area.{name}", f"only a burst has a {name}")


def compute_area(request: AreaRequest) -> AreaResult:
    """Lay out an area pattern on the map (``awoudan.areas.blast``, ``awoudan.areas.burst``,
    ``awoudan.areas.close-burst``, ``awoudan.areas.line``, ``awoudan.areas.map-edge``)."""
    area, board = request.area, request.board
    refuse_extras(area)
    origin = on_board(board, "area.origin", area.origin)
    centre, reach = origin, None
    if area.pattern is Pattern.BLAST:
        squares = blast_squares(origin, needed_facing(area), area.rating)
    elif area.pattern is Pattern.LINE:
        squares = line_squares(origin, needed_facing(area), area.rating)
    elif area.pattern is Pattern.CLOSE_BURST:
        squares = close_burst_squares(origin, area.rating)
    else:
        centre, reach = burst_target(area, board, origin)
        squares = burst_squares(centre, area.rating)
    kept = sorted_squares(square for square in squares if board.has(square))
    return AreaResult(
        pattern=area.pattern,
        rating=area.rating,
        origin=str(origin),
        facing=area.facing,
        centre=str(centre),
        distance=reach,
        count=len(kept),
        off_map=len(squares) - len(kept),
        area=area_notation(kept),
        squares=[str(square) for square in kept],
    )


def burst_target(area: Area, board: Board, origin: Square) -> tuple[Square, int]:
    """The burst's centre and its distance from the character, which the weapon's range must reach
    (``awoudan.areas.burst``)."""
    if area.target is None:
        raise InputError("area.target", "a burst needs the target square it is centred on")
    if area.range is None:
        raise InputError("area.range", "a burst needs the range of the weapon it is made with")
    target = on_board(board, "area.target", area.target)
    reach = distance(origin, target)
    if reach > area.range:
        raise Refusal(
            "awoudan.areas.burst",
            f"the burst's target {target} is {reach} squares away, beyond the weapon's range of {area.range}",
        )
    return target, reach
