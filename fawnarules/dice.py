"""Dice for every rulebook: the die-size ladder, dice notation and the result of one die.

Every roll is an input of a request, so a die appears in a request in one of three ways:
its size on the ladder (``"d8"``), its size written as a number of sides (``8``), or one
result, whose type names the die so that the request's own validation turns down a 13
rolled on a d12 and names the field (``awoudan.sequence.dice-are-inputs``).

>>> Dice.parse("2d6+3")
Dice(count=2, size=<DieSize.D6: 'd6'>, modifier=3)
>>> str(Dice.parse("1d8-1")), str(Dice.parse("d20"))
('d8-1', 'd20')
>>> DieSize.D8.step_down(), DieSize.D4.step_down(), DieSize.D10.step_up(limit=DieSize.D8)
(<DieSize.D6: 'd6'>, None, <DieSize.D8: 'd8'>)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Annotated, Literal

from annotated_types import Ge, Le
from pydantic import BeforeValidator
from pydantic_core import PydanticCustomError

MAX_COUNT = 99
"""The most dice one notation rolls at once."""

MAX_MODIFIER = 999
"""The largest number a notation adds to or takes from its dice."""

NOTATION = re.compile(r"(?P<count>[0-9]{0,2})d(?P<sides>[0-9]{1,3})(?:(?P<sign>[+-])(?P<modifier>[0-9]{1,3}))?")
"""Dice notation: an optional count, ``d``, the sides, an optional ``+N`` or ``-N``."""


class DieSize(Enum):
    """The die sizes, smallest first: the ladder a die steps along (``falchion.damage.die-ladder``).

    * ``d4``: a four-sided die;
    * ``d6``: a six-sided die;
    * ``d8``: an eight-sided die;
    * ``d10``: a ten-sided die;
    * ``d12``: a twelve-sided die;
    * ``d20``: a twenty-sided die.
    """

    D4 = "d4"
    D6 = "d6"
    D8 = "d8"
    D10 = "d10"
    D12 = "d12"
    D20 = "d20"

    @classmethod
    def of_sides(cls, sides: int) -> DieSize:
        """The die with ``sides`` sides; any other number is a ``ValueError`` naming the sizes there are."""
        for size in cls:
            if size.sides == sides:
                return size
        names = ", ".join(size.value for size in cls)
        raise ValueError(f"there is no die with {sides} sides: the dice are {names}")

    @property
    def sides(self) -> int:
        """The largest result the die shows."""
        return int(self.value[1:])

    def step_down(self) -> DieSize | None:
        """One size smaller; below d4 there is no die left (``falchion.damage.die-ladder``)."""
        ladder = list(DieSize)
        index = ladder.index(self)
        return ladder[index - 1] if index > 0 else None

    def step_up(self, limit: DieSize) -> DieSize:
        """One size larger, but never past ``limit`` (``falchion.grit.rest``)."""
        ladder = list(DieSize)
        return ladder[min(ladder.index(self) + 1, ladder.index(limit))]


@dataclass(frozen=True)
class Dice:
    """A number of dice of one size plus a fixed modifier, as ``2d6+3`` writes it.

    ``str`` writes the notation back, leaving out a count of one (``d8``) and a modifier of 0,
    so that ``Dice.parse(str(dice)) == dice`` for every dice.
    """

    count: int
    size: DieSize
    modifier: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.count <= MAX_COUNT:
            raise ValueError(f"dice count {self.count} is outside 1 to {MAX_COUNT}")
        if abs(self.modifier) > MAX_MODIFIER:
            raise ValueError(f"dice modifier {self.modifier} is outside -{MAX_MODIFIER} to {MAX_MODIFIER}")

    @classmethod
    def parse(cls, text: str) -> Dice:
        """Read dice notation such as ``2d6+3``, ``d20`` or ``1d8-1``; anything else is a ``ValueError``
        quoting the text."""
        match = NOTATION.fullmatch(text)
        if match is None:
            raise ValueError(f"{text!r} is not dice notation such as 2d6+3, d20 or 1d8-1")
        modifier = int(match["modifier"] or 0)
        return cls(
            count=int(match["count"] or 1),
            size=DieSize.of_sides(int(match["sides"])),
            modifier=-modifier if match["sign"] == "-" else modifier,
        )

    def __str__(self) -> str:
        count = str(self.count) if self.count > 1 else ""
        modifier = f"{self.modifier:+d}" if self.modifier else ""
        return f"{count}{self.size.value}{modifier}"


def whole_number(value: object) -> object:
    """``value`` if it is a whole number: a listed value compares equal to its float (8.0 == 8),
    which strict validation must still turn down."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise PydanticCustomError("int_type", "Input should be a valid integer")
    return value


DieSides = Annotated[Literal[4, 6, 8, 10, 12], BeforeValidator(whole_number)]
"""A die of the ladder from d4 to d12 written by its number of sides (``8`` for a d8),
as a weapon's or spell's die is written in an awoudan request."""

D4 = Annotated[int, Ge(1), Le(4)]
"""One d4 result."""

D6 = Annotated[int, Ge(1), Le(6)]
"""One d6 result."""

D8 = Annotated[int, Ge(1), Le(8)]
"""One d8 result."""

D10 = Annotated[int, Ge(1), Le(10)]
"""One d10 result."""

D12 = Annotated[int, Ge(1), Le(12)]
"""One d12 result."""

D20 = Annotated[int, Ge(1), Le(20)]
"""One d20 result: 0 and 21 are input errors."""

DieRoll = Annotated[int, Ge(1)]
"""One result of a die whose size is given beside it; the size bounds it."""
