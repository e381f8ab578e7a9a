"""One move: walking, crawling at half speed and standing up from prone (``falchion.actions.move``)."""

from __future__ import annotations

from dataclasses import dataclass

from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal

CRAWL_COST = 2
"""Crawling is half movement: each foot crawled costs two (``falchion.actions.move``)."""

STAND_UP_SHARE = 2
"""Standing up from prone takes half the Battle Movement (``falchion.actions.move``)."""


@dataclass(frozen=True)
class Move(Record):
    """In whole feet: the mover's Battle Movement and what it does with it."""

    movement: NonNegative
    walk: NonNegative | None = None
    crawl: NonNegative = 0
    prone: bool = False
    stand_up: bool | None = None


@dataclass(frozen=True)
class MoveRequest(Record):
    """The request of ``falchion.move``."""

    move: Move


@dataclass(frozen=True)
class MoveResult(Record):
    """What each part of the move costs, in whole feet of movement, and whether the mover ends prone."""

    stand_up_cost: int
    crawl_cost: int
    walk_cost: int
    used: int
    left: int
    prone: bool


def stand_up_cost(movement: int) -> int:
    """Half the Battle Movement, an odd half foot rounded up (``falchion.actions.move``,
    ``falchion.clarifications.stand-up-odd-movement``): with whole feet walked, rounding up allows
    exactly the moves the exact half allows."""
    return -(-movement // STAND_UP_SHARE)


def move(move_request: MoveRequest) -> MoveResult:
    """Spend one Battle Movement (``falchion.actions.move``): standing up costs half of it, crawling
    costs double; a prone mover must stand before walking.

    Standing up fits only a prone mover, and walking only one that is standing or stands up first: either
    given where it does not fit, whatever its value, is an input error
    (``falchion.clarifications.move-fields-that-do-not-fit``)."""
    request = move_request.move
    # Given at all is what counts: a stand up of false or a walk of 0 is as stray as any other.
    if request.stand_up is not None and not request.prone:
        raise InputError("move.stand_up", "only a prone creature stands up: leave stand_up out")
    if request.walk is not None and request.prone and not request.stand_up:
        raise InputError("move.walk", "a prone creature crawls, or stands up before it walks: leave walk out")
    standing = stand_up_cost(request.movement) if request.stand_up else 0
    crawl_cost = CRAWL_COST * request.crawl
    walked = request.walk or 0
    used = standing + crawl_cost + walked
    if used > request.movement:
        raise Refusal(
            "falchion.actions.move", f"the move costs {used}' of movement but only {request.movement}' is there"
        )
    return MoveResult(
        stand_up_cost=standing,
        crawl_cost=crawl_cost,
        walk_cost=walked,
        used=used,
        left=request.movement - used,
        prone=request.prone and not request.stand_up,
    )
