"""The creature reaction: two cards against the reaction table (``falchion.round.reaction``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated

from annotated_types import Ge, Le

from fawnarules.falchion.card import Card, CardText, Joker, card_total
from fawnarules.record import Record


class Reaction(Enum):
    """How the creatures first meet the drifters.

    * ``hostile``: they attack;
    * ``may_attack``: they may attack;
    * ``indifferent``: they pay the drifters no heed;
    * ``friendly``: they are well disposed.
    """

    HOSTILE = "hostile"
    MAY_ATTACK = "may_attack"
    INDIFFERENT = "indifferent"
    FRIENDLY = "friendly"


LOWEST_REACTION = Reaction.HOSTILE
"""The reaction to the lowest totals, 4 to 8 (``falchion.round.reaction``)."""

REACTION_TABLE = ((9, Reaction.MAY_ATTACK), (16, Reaction.INDIFFERENT), (24, Reaction.FRIENDLY))
"""The lowest total of each band above the first: 9-15, 16-23, 24 and more, up to 28, two aces
(``falchion.round.reaction``)."""

JOKER_REACTIONS = {Joker.ONE_EYED: Reaction.HOSTILE, Joker.STANDARD: Reaction.FRIENDLY}
"""A Joker decides the reaction whatever the other card (``falchion.round.reaction``)."""


@dataclass(frozen=True)
class Redraw(Record):
    """The Redraw gambit: card number ``card`` is drawn again and ``result`` stands."""

    card: Annotated[int, Ge(0), Le(1)]
    result: CardText


@dataclass(frozen=True)
class ReactionRequest(Record):
    """The request of ``falchion.draw_reaction``: the two cards drawn, in order."""

    cards: tuple[CardText, CardText]
    redraw: Redraw | None = None


@dataclass(frozen=True)
class ReactionResult(Record):
    """The cards that count, their total (``None`` when a Joker decides) and the reaction."""

    cards: tuple[CardText, ...]
    """The cards that count, in the order drawn, a redrawn card in place of the one it replaces."""
    total: int | None
    joker: Joker | None
    reaction: Reaction


def cards_after_redraw(cards: tuple[str, ...], redraw: Redraw | None) -> tuple[Card, ...]:
    """The cards drawn, with a redrawn card replaced by its second draw (``falchion.grit.gambits``)."""
    return tuple(
        Card.parse(redraw.result if redraw is not None and position == redraw.card else text)
        for position, text in enumerate(cards)
    )


def reaction_for_total(total: int) -> Reaction:
    """The band a total of two cards falls in (``falchion.round.reaction``)."""
    reached = [reaction for lowest, reaction in REACTION_TABLE if total >= lowest]
    return reached[-1] if reached else LOWEST_REACTION


def draw_reaction(request: ReactionRequest) -> ReactionResult:
    """Read the creatures' reaction off two cards (``falchion.round.reaction``); the first Joker drawn
    decides when both are drawn (``falchion.clarifications.both-jokers``)."""
    cards = cards_after_redraw(request.cards, request.redraw)
    for card in cards:
        if card.joker is not None:
            reaction = JOKER_REACTIONS[card.joker]
            return ReactionResult(cards=tuple(map(str, cards)), total=None, joker=card.joker, reaction=reaction)
    total = card_total(cards)
    return ReactionResult(cards=tuple(map(str, cards)), total=total, joker=None, reaction=reaction_for_total(total))
