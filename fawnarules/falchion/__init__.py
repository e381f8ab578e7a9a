"""The ``falchion`` rulebook: Falchion's battle rules, with cards, d20 checks against a DR and the Grit Die.

>>> from fawnarules.falchion import Card, DieSize
>>> str(Card.parse("AS")), DieSize.D4.step_down()
('AS', None)
"""

from fawnarules.dice import DieSize
from fawnarules.falchion.card import Card, Colour, Joker, Suit
from fawnarules.falchion.size import Size

__all__ = ["Card", "Colour", "DieSize", "Joker", "Size", "Suit"]
