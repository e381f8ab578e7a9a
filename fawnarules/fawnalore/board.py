"""The Fawnalore board: hex tiles in axial coordinates, distance in steps and range.

Axial coordinates name a hex by two numbers, ``q`` (columns running down-right) and
``r`` (rows); the third cube coordinate ``s = -q - r`` is implied. Unlike offset
coordinates, the six neighbours of every hex sit at the same six offsets and the
distance between two hexes is one formula, which keeps range checks plain arithmetic.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Annotated

from annotated_types import Ge, Le
from pydantic import AfterValidator, Field

from fawnarules.record import Record
from fawnarules.rejection import InputError

HEX_PATTERN = r"^(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)$"
"""The text form of a hex, ``q,r``: whole numbers without spaces, signs other than ``-`` or leading zeros,
so that every hex has exactly one spelling (``fawnalore.board.hexes``)."""

MAX_RADIUS = 50
"""The largest board a request may describe: 7,651 hexes (``fawnalore.clarifications.board-size``)."""

MAX_RANGE = 2 * MAX_RADIUS
"""The largest range: the widest board's breadth, past which a range reaches nothing more
(``fawnalore.clarifications.board-size``)."""

Range = Annotated[int, Ge(1), Le(MAX_RANGE)]
"""A range: range 1 is adjacent and range 0 does not exist (``fawnalore.board.no-range-zero``)."""

NEIGHBOUR_OFFSETS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The six axial offsets of adjacent hexes, clockwise from the east."""


@dataclass(frozen=True, order=True)
class Hex:
    """One hex tile. Its text form ``q,r`` round-trips: ``Hex.parse(str(h)) == h`` (``fawnalore.board.hexes``)."""

    q: int
    r: int

    @classmethod
    def parse(cls, text: str) -> Hex:
        """Read the text form ``q,r``; raise ``ValueError`` for any other spelling."""
        if not re.fullmatch(HEX_PATTERN, text):
            raise ValueError(f"{json.dumps(text)} is not a hex: write it as q,r (for example 2,-1)")
        q, r = text.split(",")
        return cls(int(q), int(r))

    @property
    def s(self) -> int:
        """The implied third cube coordinate."""
        return -self.q - self.r

    def __str__(self) -> str:
        return hex_text(self.q, self.r)

    def __repr__(self) -> str:
        return f"Hex.parse({str(self)!r})"

    def neighbours(self) -> tuple[Hex, ...]:
        """The six adjacent hexes, clockwise from the east."""
        return tuple(Hex(self.q + dq, self.r + dr) for dq, dr in NEIGHBOUR_OFFSETS)


def hex_text(q: int, r: int) -> str:
    """The text form ``q,r`` of the hex at these coordinates."""
    return f"{q},{r}"


def hex_name(text: str) -> str:
    """A hex as a request spells it, once it reads as a hex: any other text is an input error at it."""
    return str(Hex.parse(text))


HexText = Annotated[str, AfterValidator(hex_name), Field(json_schema_extra={"pattern": HEX_PATTERN})]
"""A hex as a request spells it (``"2,-1"``); the schema publishes the pattern a hex follows, and
the request reads each as the hex it spells."""

ORIGIN = Hex(0, 0)


@dataclass(frozen=True)
class Board(Record):
    """A hexagonal board: every hex within ``radius`` steps of ``0,0`` (``fawnalore.board.extent``)."""

    radius: Annotated[int, Ge(0), Le(MAX_RADIUS)]

    def has(self, hex_: Hex) -> bool:
        """Whether the hex lies on the board."""
        return distance(ORIGIN, hex_) <= self.radius


def distance(a: Hex, b: Hex) -> int:
    """The number of steps from one hex to another, each step into an adjacent hex (``fawnalore.board.distance``).

    No line of sight is involved: nothing on the hexes between them matters.
    """
    return max(abs(a.q - b.q), abs(a.r - b.r), abs(a.s - b.s))


def is_in_range(source: Hex, target: Hex, reach: int) -> bool:
    """Whether ``target`` is within range ``reach`` of ``source``: at most that many steps (``fawnalore.board.range``).

    Range 1 is exactly the six adjacent hexes; a unit's own hex is at distance 0.
    """
    return distance(source, target) <= reach


def hexes_within(origin: Hex, reach: int, board: Board | None = None) -> frozenset[Hex]:
    """Every hex at distance 1 to ``reach`` from ``origin``, kept to the board when one is given
    (``fawnalore.board.range``).

    The origin itself is not in range of itself: a unit never targets its own hex. Only the
    hexes found are visited, so the cost follows the answer, not the range.
    """
    return frozenset(Hex(q, r) for q, r in places_in_order(origin, reach, board))


def places_in_order(origin: Hex, reach: int, board: Board | None = None) -> Iterator[tuple[int, int]]:
    """The coordinates ``(q, r)`` of the hexes of :func:`hexes_within`, in ``q`` then ``r`` order
    (bare pairs: a board of the largest radius holds thousands of hexes).

    A hex is within ``reach`` of the origin when each of its three cube coordinates is within
    ``reach`` of the origin's, and on the board when each is within the radius; so ``q`` and,
    for each ``q``, ``r`` run over the meeting of those intervals and nothing else.
    """
    # Without a board, a radius that holds every hex within reach leaves only the reach to bound.
    extent = distance(ORIGIN, origin) + reach if board is None else board.radius
    for q in range(max(origin.q - reach, -extent), min(origin.q + reach, extent) + 1):
        # s = -q - r, so |s - origin.s| <= reach and |s| <= radius are bounds on r.
        low = max(origin.r - reach, -extent, -q - origin.s - reach, -q - extent)
        high = min(origin.r + reach, extent, -q - origin.s + reach, -q + extent)
        for r in range(low, high + 1):
            if (q, r) != (origin.q, origin.r):
                yield q, r


@dataclass(frozen=True)
class DistanceRequest(Record):
    """The request of ``fawnalore.measure_distance``."""

    board: Board
    origin: HexText
    target: HexText


@dataclass(frozen=True)
class DistanceResult(Record):
    """Steps between two hexes; adjacent hexes are 1 step apart."""

    distance: int
    adjacent: bool


@dataclass(frozen=True)
class RangeRequest(Record):
    """The request of ``fawnalore.hexes_in_range``."""

    board: Board
    origin: HexText
    range: Range


@dataclass(frozen=True)
class RangeResult(Record):
    """The board's hexes within range of the origin, in ``q`` then ``r`` order."""

    count: int
    hexes: tuple[HexText, ...]
    """The hexes in range, in the order of ``q``, then of ``r``."""


def on_board(board: Board, text: str, path: str) -> Hex:
    """The hex ``text`` names; off the board it is an input error at ``path`` (``fawnalore.board.extent``)."""
    where = Hex.parse(text)
    if not board.has(where):
        raise InputError(path, f"{where} is off a board of radius {board.radius}")
    return where


def measure_distance(request: DistanceRequest) -> DistanceResult:
    """Count the steps from one hex to another (``fawnalore.board.distance``)."""
    steps = distance(
        on_board(request.board, request.origin, "origin"), on_board(request.board, request.target, "target")
    )
    return DistanceResult(steps, steps == 1)


def hexes_in_range(request: RangeRequest) -> RangeResult:
    """Every board hex within range of the origin (``fawnalore.board.range``)."""
    origin = on_board(request.board, request.origin, "origin")
    found = [hex_text(q, r) for q, r in places_in_order(origin, request.range, request.board)]
    return RangeResult(len(found), tuple(found))
