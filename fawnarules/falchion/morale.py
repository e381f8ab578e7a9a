"""The morale check (``falchion.round.morale``): when it is made, and what two cards say."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated

from annotated_types import Ge

from fawnarules.falchion.card import Card, CardText, Colour, card_total, high_card
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal


class Trigger(Enum):
    """The three events that call for a morale check (``falchion.round.morale-triggers``).

    * ``below_half_hp``: the creature has fewer than half its maximum HP;
    * ``leader_downed``: its leader is downed;
    * ``half_forces_slain``: at least half its forces are slain.
    """

    BELOW_HALF_HP = "below_half_hp"
    LEADER_DOWNED = "leader_downed"
    HALF_FORCES_SLAIN = "half_forces_slain"


class MoraleOutcome(Enum):
    """What a creature does after its morale check.

    * ``fights_on``: its morale holds;
    * ``surrenders``: broken, it surrenders;
    * ``flees``: broken, it flees.
    """

    FIGHTS_ON = "fights_on"
    SURRENDERS = "surrenders"
    FLEES = "flees"


FATE_BY_COLOUR = {Colour.BLACK: MoraleOutcome.SURRENDERS, Colour.RED: MoraleOutcome.FLEES}
"""A broken creature surrenders on a black high card and flees on a red one (``falchion.round.morale``)."""


@dataclass(frozen=True)
class Creature(Record):
    """A creature's hit points now and at full, its Morale, and how its side fares.

    ``forces`` counts the creature's side at the start of battle.
    """

    hp: NonNegative
    max_hp: Annotated[int, Ge(1)]
    morale: NonNegative
    leader_downed: bool = False
    forces: NonNegative = 0
    forces_slain: NonNegative = 0


@dataclass(frozen=True)
class MoraleRequest(Record):
    """The request of ``falchion.check_morale``."""

    creature: Creature
    cards: tuple[CardText, CardText] | None = None


@dataclass(frozen=True)
class MoraleResult(Record):
    """The triggers met, the cards, their total against Morale, and the outcome."""

    triggers: tuple[Trigger, ...]
    """The triggers met, in this order: below_half_hp, leader_downed, half_forces_slain."""
    cards: tuple[CardText, ...]
    """The two cards drawn, in the order the request lists them."""
    total: int
    morale: int
    broken: bool
    high_card: CardText
    colour: Colour
    outcome: MoraleOutcome


def morale_triggers(request: MoraleRequest) -> tuple[Trigger, ...]:
    """Below half HP (exactly half is not below), the leader downed, or at least half the forces slain
    (``falchion.round.morale-triggers``, ``falchion.clarifications.morale-thresholds``)."""
    creature = request.creature
    if creature.forces_slain > creature.forces:
        raise InputError("creature.forces_slain", "more of the creature's forces are slain than it has")
    if creature.hp > creature.max_hp:
        raise InputError("creature.hp", "the creature has more HP than its maximum")
    triggers: list[Trigger] = []
    if 2 * creature.hp < creature.max_hp:
        triggers.append(Trigger.BELOW_HALF_HP)
    if creature.leader_downed:
        triggers.append(Trigger.LEADER_DOWNED)
    if creature.forces > 0 and 2 * creature.forces_slain >= creature.forces:
        triggers.append(Trigger.HALF_FORCES_SLAIN)
    return tuple(triggers)


def is_broken(total: int, morale: int) -> bool:
    """A total of the two cards above the creature's Morale breaks it (``falchion.round.morale``)."""
    return total > morale


def check_morale(request: MoraleRequest) -> MoraleResult:
    """Check a creature's morale: a total above Morale breaks it, and the high card's colour says
    how (``falchion.round.morale``, ``falchion.clarifications.morale-fights-on``)."""
    triggers = morale_triggers(request)
    if not triggers:
        raise Refusal(
            "falchion.round.morale-triggers",
            "morale is checked only below half HP, after the leader is downed, or once half the forces are slain",
        )
    if request.cards is None:
        raise InputError("cards", "a morale check draws two cards")
    cards = tuple(Card.parse(text) for text in request.cards)
    for card in cards:
        if card.joker is not None:
            raise Refusal("falchion.clarifications.morale-joker", "a Joker has no value in a morale check: redraw it")
    total = card_total(cards)
    high = high_card(*cards)
    broken = is_broken(total, request.creature.morale)
    return MoraleResult(
        triggers=triggers,
        cards=tuple(map(str, cards)),
        total=total,
        morale=request.creature.morale,
        broken=broken,
        high_card=str(high),
        colour=high.colour,
        outcome=FATE_BY_COLOUR[high.colour] if broken else MoraleOutcome.FIGHTS_ON,
    )
