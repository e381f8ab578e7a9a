"""How far a move action goes, whether it provokes, and what broken bones cost (``awoudan.movement.*``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from fawnarules.awoudan.condition import Condition
from fawnarules.awoudan.economy import Action, ActionName, Round, check_conditions
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal

SPRINT_BONUS = 2
"""Squares a sprint adds to SPE (``awoudan.movement.sprint``)."""

SHIFT_SQUARES = 1
"""A shift moves exactly one square at most (``awoudan.movement.shift``)."""

CRAWL_DIVISOR = 4
"""A crawl covers a quarter of SPE, rounded down (``awoudan.movement.crawl``)."""

PRONE_CHANGE_COST = 2
"""Squares of movement to stand up or drop prone (``awoudan.conditions.prone``)."""


class Mode(Enum):
    """The four move actions.

    * ``crawl``: a quarter of speed, the one move open to a prone character (``awoudan.movement.crawl``);
    * ``shift``: one careful square that gives no opportunity attack (``awoudan.movement.shift``);
    * ``sprint``: half speed plus 2, which gives foes combat advantage (``awoudan.movement.sprint``);
    * ``run``: up to the character's speed (``awoudan.movement.run``).
    """

    CRAWL = "crawl"
    SHIFT = "shift"
    SPRINT = "sprint"
    RUN = "run"


@dataclass(frozen=True)
class Mover(Record):
    """The character moving."""

    speed: NonNegative
    conditions: tuple[Condition, ...] = ()
    grappling: bool = False


@dataclass(frozen=True)
class MoveRequest(Record):
    """The request of ``awoudan.move``: one move action of ``squares`` squares."""

    character: Mover
    mode: Mode
    squares: NonNegative
    stand_up: bool | None = None
    drop_prone: bool | None = None
    toward_fear_source: bool = False


@dataclass(frozen=True)
class MoveResult(Record):
    """The squares the move allows and spends, and what it brings."""

    speed: int
    allowance: int
    movement_spent: int
    provokes: bool
    grants_combat_advantage: bool
    broken_damage: int
    prone_after: bool


def effective_speed(mover: Mover) -> int:
    """SPE, halved (rounded down) when slowed and again when dragging a grappled creature
    (``awoudan.conditions.slowed``, ``awoudan.conditions.grappled``, ``awoudan.niche.rounding``)."""
    speed = mover.speed
    if Condition.SLOWED in mover.conditions:
        speed //= 2
    if mover.grappling:
        speed //= 2
    return speed


def allowance(mode: Mode, speed: int) -> int:
    """Squares each move action covers (``awoudan.movement.run``, ``awoudan.movement.sprint``,
    ``awoudan.movement.shift``, ``awoudan.movement.crawl``)."""
    if mode is Mode.RUN:
        return speed
    if mode is Mode.SPRINT:
        return speed + SPRINT_BONUS
    if mode is Mode.SHIFT:
        return SHIFT_SQUARES
    return speed // CRAWL_DIVISOR


def move(request: MoveRequest) -> MoveResult:
    """Take one move action; refuse more squares than it allows.

    A prone character may stand as part of a move, spending two squares of it
    first (``awoudan.conditions.prone``); standing up fits only a prone character and
    dropping prone only one that is not, so either given where it does not fit is an input
    error. Broken bones cost 1 HEA and 1 STA per square of movement (``awoudan.conditions.broken``).
    """
    mover = request.character
    prone = Condition.PRONE in mover.conditions
    # Given at all is what counts: a stand up or a drop prone of false is as stray as one of true.
    if request.stand_up is not None and not prone:
        raise InputError("stand_up", "only a prone character stands up: leave stand_up out")
    if request.drop_prone is not None and prone:
        raise InputError("drop_prone", "the character is already prone: leave drop_prone out")
    stands, drops = bool(request.stand_up), bool(request.drop_prone)
    still_prone = prone and not stands
    conditions = mover.conditions if still_prone else tuple(c for c in mover.conditions if c is not Condition.PRONE)
    check_conditions(
        Action(action=ActionName(request.mode.value), against_fear_source=request.toward_fear_source),
        Round(sta=0, wil=0, conditions=conditions),
        1,
    )
    speed = effective_speed(mover)
    allowed = allowance(request.mode, speed)
    spent = request.squares + PRONE_CHANGE_COST * (stands or drops)
    if spent > allowed:
        raise Refusal(
            f"awoudan.movement.{request.mode.value}",
            f"a {request.mode.value} covers {allowed} squares of movement, not {spent}",
        )
    return MoveResult(
        speed=speed,
        allowance=allowed,
        movement_spent=spent,
        provokes=request.mode is not Mode.SHIFT and request.squares > 0,
        grants_combat_advantage=request.mode is Mode.SPRINT,
        broken_damage=spent if Condition.BROKEN in mover.conditions else 0,
        prone_after=still_prone or drops,
    )
