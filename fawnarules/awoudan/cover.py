"""Cover: a foe of the attacker standing between attacker and target covers the target.

"Between" means the straight line from the centre of the attacker's square to the centre
of the target's square passes through the inside of the square; grazing a corner does not count
(``awoudan.cover.between``, ``awoudan.clarifications.cover-between``).

>>> from fawnarules.awoudan.grid import Square
>>> [str(square) for square in squares_between(Square.parse("a1"), Square.parse("d1"))]
['b1', 'c1']
>>> [str(square) for square in squares_between(Square.parse("a1"), Square.parse("c3"))]
['b2']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from fawnarules.awoudan.grid import Board, Figure, FigureName, Square, SquareName, place_figures
from fawnarules.record import Record
from fawnarules.rejection import InputError


class CoverLevel(Enum):
    """How much the target is covered (``awoudan.cover.penalty``).

    * ``none``: no cover: no penalty;
    * ``cover``: cover: -2 on the attack roll;
    * ``superior``: superior cover: -8 on the attack roll.
    """

    NONE = "none"
    COVER = "cover"
    SUPERIOR = "superior"


PENALTIES = {CoverLevel.NONE: 0, CoverLevel.COVER: -2, CoverLevel.SUPERIOR: -8}
"""The attack roll penalty of each level of cover (``awoudan.cover.penalty``)."""


@dataclass(frozen=True)
class CoverRequest(Record):
    """The request of ``awoudan.check_cover``: the figures on the map, who attacks whom, and any cover
    the game master rules the target has from objects, structures or terrain."""

    figures: tuple[Figure, ...]
    attacker: str
    target: str
    terrain: CoverLevel = CoverLevel.NONE
    board: Board = field(default_factory=Board)


@dataclass(frozen=True)
class CoverResult(Record):
    """The squares between attacker and target, the foes of the attacker standing on them, and the cover."""

    between: list[SquareName]
    """The squares the line between the two figures' centres crosses, in order from the attacker's to the target's."""
    covering: list[FigureName]
    """The names of the attacker's foes standing on those squares, in order from the attacker's side to the target's."""
    cover: CoverLevel
    penalty: int


def crossing(start: Square, end: Square, square: Square) -> Fraction | None:
    """Where (0 at ``start``, 1 at ``end``) the line between the two centres enters the inside of
    ``square``, or ``None`` when it misses it or only grazes an edge or a corner."""
    enter, leave = Fraction(0), Fraction(1)
    # Doubled coordinates: centres are odd numbers, square edges even ones.
    for begin, finish, low in (
        (2 * start.column + 1, 2 * end.column + 1, 2 * square.column),
        (2 * start.row + 1, 2 * end.row + 1, 2 * square.row),
    ):
        high, delta = low + 2, finish - begin
        if not delta:
            if not low < begin < high:
                return None
            continue
        first, second = sorted((Fraction(low - begin, delta), Fraction(high - begin, delta)))
        enter, leave = max(enter, first), min(leave, second)
    return enter if enter < leave else None


def squares_between(start: Square, end: Square) -> list[Square]:
    """The squares strictly between two squares, from ``start`` towards ``end`` (``awoudan.cover.between``)."""
    found: list[tuple[Fraction, Square]] = []
    for column in range(min(start.column, end.column), max(start.column, end.column) + 1):
        for row in range(min(start.row, end.row), max(start.row, end.row) + 1):
            square = Square(column, row)
            where = crossing(start, end, square)
            if square not in (start, end) and where is not None:
                found.append((where, square))
    return [square for _, square in sorted(found)]


def check_cover(request: CoverRequest) -> CoverResult:
    """The target's cover against the attacker: a foe of the attacker between them gives cover; the game
    master's ruling on terrain may give more (``awoudan.cover.foes``, ``awoudan.cover.penalty``)."""
    squares = place_figures(request.figures, request.board)
    sides = {figure.name: figure.side for figure in request.figures}
    for role, name in (("attacker", request.attacker), ("target", request.target)):
        if name not in squares:
            raise InputError(role, f"no figure is called {name!r}")
    if request.attacker == request.target:
        raise InputError("target", "a figure does not attack itself")
    between = squares_between(squares[request.attacker], squares[request.target])
    standing = {square: name for name, square in squares.items()}
    covering = [
        standing[square]
        for square in between
        if square in standing and sides[standing[square]] != sides[request.attacker]
    ]
    from_figures = CoverLevel.COVER if covering else CoverLevel.NONE
    cover = max(from_figures, request.terrain, key=list(CoverLevel).index)
    return CoverResult(
        between=[str(square) for square in between],
        covering=covering,
        cover=cover,
        penalty=PENALTIES[cover],
    )
