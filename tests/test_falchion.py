"""Unit checks of the falchion ruleset beyond its scenarios: card notation (bad input everywhere is in
``tests/test_engine.py``, for every operation)."""

from __future__ import annotations

from fawnarules.falchion import Card
from fawnarules.falchion.card import RANKS, Joker, Suit


def test_every_card_reads_back_as_the_text_it_was_written_with() -> None:
    texts = [f"{rank}{suit.value}" for rank in RANKS for suit in Suit] + [joker.value for joker in Joker]
    assert len(texts) == 54
    assert all(str(Card.parse(text)) == text for text in texts)
