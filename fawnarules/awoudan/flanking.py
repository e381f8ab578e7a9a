"""Flanking: two foes on exactly opposite squares next to a character flank it and gain combat advantage.

>>> from fawnarules.awoudan.grid import Square
>>> opposite(Square.parse("c3"), Square.parse("b4"))
Square('d2')
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fawnarules.awoudan.grid import Board, Figure, FigureName, Square, distance, place_figures
from fawnarules.record import Record

COMBAT_ADVANTAGE_BONUS = 2
"""Added to the attack roll of an attack with combat advantage (``awoudan.flanking.advantage``)."""


@dataclass(frozen=True)
class FlankingRequest(Record):
    """The request of ``awoudan.find_flanks``: every figure on the map."""

    figures: tuple[Figure, ...]
    board: Board = field(default_factory=Board)


@dataclass(frozen=True)
class Flank(Record):
    """A flanked figure and the foes that flank it, in the order the request lists them."""

    target: str
    """The flanked figure's name."""
    flankers: list[FigureName]
    """The names of the foes that flank it, in the order the request lists them."""


@dataclass(frozen=True)
class Advantage(Record):
    """One attacker that has combat advantage against one target, and the bonus it adds."""

    attacker: str
    """The name of a figure flanking the target."""
    target: str
    """The name of the flanked figure."""
    bonus: int


@dataclass(frozen=True)
class FlankingResult(Record):
    """The flanked figures and every attacker's combat advantage from flanking."""

    flanks: list[Flank]
    """One per flanked figure, in the order the request lists the figures."""
    advantages: list[Advantage]
    """One per flanker of each flank, in the order of ``flanks``, then of its ``flankers``."""


def opposite(centre: Square, square: Square) -> Square:
    """The square on the far side of ``centre`` from ``square``."""
    return Square(2 * centre.column - square.column, 2 * centre.row - square.row)


def flankers_of(target: Figure, figures: tuple[Figure, ...], squares: dict[str, Square]) -> list[str]:
    """The foes of ``target`` next to it with another foe on the opposite square (``awoudan.flanking.flanked``,
    ``awoudan.clarifications.flanking-orthogonal``)."""
    centre = squares[target.name]
    foes = {squares[figure.name]: figure.name for figure in figures if figure.side != target.side}
    return [name for square, name in foes.items() if distance(centre, square) == 1 and opposite(centre, square) in foes]


def find_flanks(request: FlankingRequest) -> FlankingResult:
    """Every flanked figure; only its flankers gain combat advantage against it
    (``awoudan.flanking.flanked``, ``awoudan.flanking.advantage``)."""
    squares = place_figures(request.figures, request.board)
    flanks = [
        Flank(target=figure.name, flankers=flankers)
        for figure in request.figures
        if (flankers := flankers_of(figure, request.figures, squares))
    ]
    advantages = [
        Advantage(attacker=attacker, target=flank.target, bonus=COMBAT_ADVANTAGE_BONUS)
        for flank in flanks
        for attacker in flank.flankers
    ]
    return FlankingResult(flanks=flanks, advantages=advantages)
