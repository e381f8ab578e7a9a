"""Rounds, surprise, initiative and the end of combat (``awoudan.sequence.*``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Annotated

from annotated_types import Ge

from fawnarules.dice import D12
from fawnarules.record import Record
from fawnarules.rejection import InputError, Refusal

SURPRISE_ROUND = 1
"""Surprised characters sit out this round (``awoudan.sequence.surprise``)."""


class Side(Enum):
    """The two sides of a skirmish; players win initiative ties (``awoudan.sequence.initiative-ties``).

    * ``players``: the player characters and their allies;
    * ``foes``: the characters they fight.
    """

    PLAYERS = "players"
    FOES = "foes"


class Standing(Enum):
    """Whether a character is still in the fight (``awoudan.sequence.combat-end``).

    * ``active``: still fighting;
    * ``dead``: killed;
    * ``disabled``: alive but out of the fight;
    * ``fled``: gone from the fight.
    """

    ACTIVE = "active"
    DEAD = "dead"
    DISABLED = "disabled"
    FLED = "fled"


@dataclass(frozen=True)
class Combatant(Record):
    """One character of the skirmish with its initiative roll. ``delays`` marks a character asking
    to take its turn later than its initiative slot."""

    name: str
    side: Side
    dexterity: int
    initiative_roll: D12
    surprised: bool = False
    standing: Standing = Standing.ACTIVE
    delays: bool = False


@dataclass(frozen=True)
class RoundRequest(Record):
    """The request of ``awoudan.order_round``: which round it is and who fights."""

    round: Annotated[int, Ge(1)]
    combatants: tuple[Combatant, ...]


@dataclass(frozen=True)
class Slot(Record):
    """One place in the initiative order."""

    name: str
    """The character's name, as the request gives it."""
    side: Side
    initiative: int
    takes_turn: bool
    can_react: bool


@dataclass(frozen=True)
class RoundResult(Record):
    """The turn order of the round and whether the combat is already over."""

    order: tuple[Slot, ...]
    """Every combatant's slot, highest initiative first; on a tie a player before a foe, and characters tied on
    the same side in the order the request lists them."""
    surprise_round: bool
    combat_over: bool
    sides_standing: tuple[Side, ...]
    """The sides with an active character left, in the order ``players``, then ``foes``."""


def initiative(combatant: Combatant) -> int:
    """Initiative is a d12 plus DEX (``awoudan.sequence.initiative``)."""
    return combatant.initiative_roll + combatant.dexterity


def is_surprised_now(combatant: Combatant, round_number: int) -> bool:
    """A surprised character loses its turn and reactions in the first round only (``awoudan.sequence.surprise``)."""
    return combatant.surprised and round_number == SURPRISE_ROUND


def takes_turn(combatant: Combatant, round_number: int) -> bool:
    """Every character still in the fight takes one turn in the round (``awoudan.sequence.rounds``), but one
    :func:`is_surprised_now`; it may react in the round exactly when it takes its turn."""
    return combatant.standing is Standing.ACTIVE and not is_surprised_now(combatant, round_number)


def order_of(combatants: Iterable[Combatant]) -> list[Combatant]:
    """Highest initiative first; on a tie a player before a foe, and characters tied on one side in the
    order they are listed (``awoudan.sequence.initiative-ties``)."""
    return sorted(combatants, key=lambda combatant: (-initiative(combatant), combatant.side is not Side.PLAYERS))


def order_round(request: RoundRequest) -> RoundResult:
    """Put every character in initiative order for one round (``awoudan.sequence.rounds``).

    Highest initiative first; on a tie a player goes before a foe
    (``awoudan.sequence.initiative-ties``); characters tied on the same side keep
    the order in which they are listed. Nobody leaves its slot
    (``awoudan.sequence.fixed-slots``). The combat is over once a side has no
    active character left (``awoudan.sequence.combat-end``).
    """
    names = [combatant.name for combatant in request.combatants]
    for index, name in enumerate(names):
        if name in names[:index]:
            raise InputError(f"combatants.{index}.name", f"{name!r} is listed twice")
    for combatant in request.combatants:
        if combatant.delays:
            raise Refusal(
                "awoudan.sequence.fixed-slots", f"{combatant.name} keeps its initiative slot for the whole combat"
            )
    ranked = order_of(request.combatants)
    order = tuple(
        Slot(
            name=combatant.name,
            side=combatant.side,
            initiative=initiative(combatant),
            takes_turn=takes_turn(combatant, request.round),
            can_react=takes_turn(combatant, request.round),
        )
        for combatant in ranked
    )
    standing = tuple(
        side for side in Side if any(c.side is side and c.standing is Standing.ACTIVE for c in request.combatants)
    )
    return RoundResult(
        order=order,
        surprise_round=request.round == SURPRISE_ROUND and any(c.surprised for c in request.combatants),
        combat_over=len(standing) < len(Side),
        sides_standing=standing,
    )
