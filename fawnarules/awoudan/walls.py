"""Walls: sections placed one by one from an origin square, each checked against the wall so far.

>>> from fawnarules.awoudan.grid import parse_area
>>> wall_faults(parse_area("b2-d2"))
()
>>> [str(fault) for fault in wall_faults(parse_area("b2-d2 c3"))]
['awoudan.walls.three-sections']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Annotated

from pydantic import Field

from fawnarules.awoudan.areas import on_board
from fawnarules.awoudan.grid import (
    Board,
    Square,
    SquareName,
    diagonal_neighbours,
    distance,
    orthogonal_neighbours,
)
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError

MAX_ORTHOGONAL_NEIGHBOURS = 2
"""A section may share a side with at most two others (``awoudan.walls.three-sections``)."""


class WallRule(StrEnum):
    """The rules a wall section can break, by their rule ID.

    * ``awoudan.walls.unoccupied``: the square is already occupied;
    * ``awoudan.walls.origin-range``: the first section, the origin, is beyond the weapon's range;
    * ``awoudan.walls.no-diagonal``: the section would join the wall only at a corner;
    * ``awoudan.walls.continuous``: the section would not touch the wall at all;
    * ``awoudan.walls.three-sections``: a section would share a side with three or more others.
    """

    UNOCCUPIED = "awoudan.walls.unoccupied"
    ORIGIN_RANGE = "awoudan.walls.origin-range"
    NO_DIAGONAL = "awoudan.walls.no-diagonal"
    CONTINUOUS = "awoudan.walls.continuous"
    THREE_SECTIONS = "awoudan.walls.three-sections"


@dataclass(frozen=True)
class Wall(Record):
    """A wall to place: who makes it, the weapon's range, how many sections the ability grants,
    and the squares the player places sections on, in order (the first is the origin)."""

    caster: SquareName
    range: NonNegative
    sections: Annotated[int, Field(ge=1)]
    placements: Annotated[tuple[SquareName, ...], Field(min_length=1)]
    occupied: tuple[SquareName, ...] = ()


@dataclass(frozen=True)
class WallRequest(Record):
    """The request of ``awoudan.place_wall``."""

    wall: Wall
    board: Board = field(default_factory=Board)


@dataclass(frozen=True)
class InvalidSection(Record):
    """A placement the rules turn down, and the rule it breaks."""

    square: SquareName
    rule: WallRule
    reason: str
    """Why the placement breaks the rule, in words."""


@dataclass(frozen=True)
class WallResult(Record):
    """The wall as placed: its origin, the sections that stand, those turned down, and how many
    of the ability's sections are discarded for want of a valid square."""

    origin: SquareName | None
    origin_distance: int | None
    placed: list[SquareName]
    """The sections that stand, in the order they were placed; the origin first."""
    invalid: list[InvalidSection]
    """The placements turned down, in the order they were tried."""
    discarded: int
    valid: bool


def orthogonal_groups(squares: frozenset[Square]) -> list[frozenset[Square]]:
    """The pieces of a set of squares that hang together through shared sides."""
    groups: list[frozenset[Square]] = []
    left = set(squares)
    while left:
        group = {left.pop()}
        frontier = list(group)
        while frontier:
            joined = left.intersection(orthogonal_neighbours(frontier.pop()))
            left.difference_update(joined)
            group.update(joined)
            frontier.extend(joined)
        groups.append(frozenset(group))
    return groups


def touches_diagonally(group: frozenset[Square], others: Iterable[Square]) -> bool:
    """Whether a square of ``group`` has a corner on one of ``others``."""
    rest = frozenset(others)
    return any(neighbour in rest for square in group for neighbour in diagonal_neighbours(square))


def wall_faults(sections: frozenset[Square]) -> tuple[WallRule, ...]:
    """The shape rules a set of sections breaks, in the order the rules are stated; none for a valid wall.

    * a piece joined to the rest only at a corner (``awoudan.walls.no-diagonal``,
      ``awoudan.clarifications.wall-diagonal``);
    * a piece that touches the rest nowhere (``awoudan.walls.continuous``);
    * a section sharing a side with three or more others (``awoudan.walls.three-sections``);
      a closed two-by-two loop breaks none of these (``awoudan.clarifications.wall-loop``).
    """
    faults: list[WallRule] = []
    groups = orthogonal_groups(sections)
    if len(groups) > 1:
        joined = [touches_diagonally(group, sections - group) for group in groups]
        if any(joined):
            faults.append(WallRule.NO_DIAGONAL)
        if not all(joined):
            faults.append(WallRule.CONTINUOUS)
    if any(
        sum(neighbour in sections for neighbour in orthogonal_neighbours(square)) > MAX_ORTHOGONAL_NEIGHBOURS
        for square in sections
    ):
        faults.append(WallRule.THREE_SECTIONS)
    return tuple(faults)


@dataclass(frozen=True)
class Fault:
    """The rule a placement breaks, and why."""

    rule: WallRule
    reason: str


FAULT_REASONS = {
    WallRule.NO_DIAGONAL: "it would join the wall only at a corner",
    WallRule.CONTINUOUS: "it would not touch the wall at all",
    WallRule.THREE_SECTIONS: "a section would share a side with three or more others",
}


def place_wall(request: WallRequest) -> WallResult:
    """Place the sections in order; a placement that breaks a rule is turned down and the next one tried
    (``awoudan.walls.origin-range``, ``awoudan.walls.unoccupied``, ``awoudan.walls.no-diagonal``,
    ``awoudan.walls.continuous``, ``awoudan.walls.three-sections``, ``awoudan.walls.discarded``).

    The first section that stands is the wall's origin and must be within the weapon's range of
    the caster. The caster's own square is occupied.
    """
    wall, board = request.wall, request.board
    caster = on_board(board, "wall.caster", wall.caster)
    occupied = {caster} | {on_board(board, f"wall.occupied.{index}", name) for index, name in enumerate(wall.occupied)}
    placed: list[Square] = []
    invalid: list[InvalidSection] = []
    for index, name in enumerate(wall.placements):
        square = on_board(board, f"wall.placements.{index}", name)
        if len(placed) == wall.sections:
            raise InputError(f"wall.placements.{index}", f"all {wall.sections} sections are already placed")
        fault = placement_fault(square, placed, occupied, caster, wall.range)
        if fault is None:
            placed.append(square)
        else:
            invalid.append(InvalidSection(square=name, rule=fault.rule, reason=fault.reason))
    origin = placed[0] if placed else None
    return WallResult(
        origin=None if origin is None else str(origin),
        origin_distance=None if origin is None else distance(caster, origin),
        placed=[str(square) for square in placed],
        invalid=invalid,
        discarded=wall.sections - len(placed),
        valid=not invalid and len(placed) == wall.sections,
    )


def placement_fault(
    square: Square, placed: list[Square], occupied: set[Square], caster: Square, reach: int
) -> Fault | None:
    """The rule a placement breaks and why, or ``None`` when the section stands."""
    if square in occupied or square in placed:
        return Fault(WallRule.UNOCCUPIED, f"{square} is already occupied")
    if not placed:
        away = distance(caster, square)
        if away > reach:
            return Fault(
                WallRule.ORIGIN_RANGE, f"the origin {square} is {away} squares away, beyond the range of {reach}"
            )
        return None
    broken = wall_faults(frozenset([*placed, square]))
    return next((Fault(rule, FAULT_REASONS[rule]) for rule in broken), None)
