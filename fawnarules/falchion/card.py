"""Playing cards as values that read and write their own notation (``QH``, ``10S``, ``JOKER``).

A standard deck of 52 cards and two Jokers (``falchion.cards.notation``). A card
is written rank then suit; the two Jokers are written ``JOKER`` (the standard
Joker) and ``ONE-EYED-JOKER``.

>>> Card.parse("QH")
Card.parse('QH')
>>> str(Card.parse("10S")), Card.parse("10S").value
('10S', 10)
>>> Card.parse("ONE-EYED-JOKER").joker
<Joker.ONE_EYED: 'ONE-EYED-JOKER'>
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Annotated

from pydantic import StringConstraints


class Suit(Enum):
    """The four suits, by their letter; ``falchion.clarifications.morale-equal-rank`` orders them."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; spades and clubs are black."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Colour(Enum):
    """A card's colour, which decides a broken creature's fate (``falchion.round.morale``).

    * ``red``: hearts and diamonds;
    * ``black``: spades and clubs.
    """

    RED = "red"
    BLACK = "black"


class Joker(Enum):
    """The two Jokers of the deck, which the reaction table treats apart (``falchion.round.reaction``).

    * ``JOKER``: the standard Joker;
    * ``ONE-EYED-JOKER``: the one-eyed Joker.
    """

    STANDARD = "JOKER"
    ONE_EYED = "ONE-EYED-JOKER"


RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""The ranks from low to high; a rank's value is its face, then J 11, Q 12, K 13, A 14 (``falchion.cards.values``)."""

FACE_VALUES = {rank: value for value, rank in enumerate(RANKS, start=2)}

CARD_PATTERN = r"^(?:(?:[2-9]|10|[JQKA])[SHDC]|JOKER|ONE-EYED-JOKER)$"
"""How a card is written in a request (``falchion.cards.notation``)."""

CardText = Annotated[str, StringConstraints(pattern=CARD_PATTERN)]
"""A card in its notation, as requests and results carry it."""

CARD = re.compile(CARD_PATTERN)
JOKERS = {joker.value: joker for joker in Joker}
"""The Jokers by their notation (a card is parsed in every answer that draws one, and odds draw thousands)."""


@dataclass(frozen=True)
class Card:
    """One card: a rank and a suit, or one of the two Jokers (``falchion.cards.notation``)."""

    rank: str | None = None
    suit: Suit | None = None
    joker: Joker | None = None

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card ``text`` names; anything else (``11S``, ``1S``, ``QX``) is a ``ValueError``."""
        if not CARD.fullmatch(text):
            raise ValueError(f"{text!r} is not a card: write rank then suit (2-10, J, Q, K, A; S, H, D, C) or a Joker")
        if text in JOKERS:
            return cls(joker=JOKERS[text])
        return cls(rank=text[:-1], suit=Suit(text[-1]))

    def __str__(self) -> str:
        if self.joker is not None:
            return self.joker.value
        assert self.suit is not None
        return f"{self.rank}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def value(self) -> int:
        """The card's value in a total: 2-10 at face, J 11, Q 12, K 13, A 14 (``falchion.cards.values``).

        A Joker has no value of its own; what it means depends on the draw.
        """
        match self.rank:
            case None:
                raise ValueError(f"{self} has no value of its own")
            case rank:
                return FACE_VALUES[rank]

    @property
    def colour_suit(self) -> Suit:
        """The card's suit; a Joker has none."""
        match self.suit:
            case None:
                raise ValueError(f"{self} has no suit")
            case suit:
                return suit

    @property
    def colour(self) -> Colour:
        """Red for hearts and diamonds, black for spades and clubs."""
        return Colour.RED if self.colour_suit.is_red else Colour.BLACK


SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""Highest suit first, to tell the high card between equal ranks (``falchion.clarifications.morale-equal-rank``)."""


def high_card(first: Card, second: Card) -> Card:
    """The higher of two suited cards; between equal ranks the higher suit
    (``falchion.clarifications.morale-equal-rank``)."""
    return max((first, second), key=lambda card: (card.value, -SUIT_ORDER.index(card.colour_suit)))


def card_total(cards: tuple[Card, ...]) -> int:
    """The sum of the cards' values (``falchion.cards.total``)."""
    return sum(card.value for card in cards)
