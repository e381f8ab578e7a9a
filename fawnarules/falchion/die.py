"""Die sizes, the die-size ladder and the d20.

The game's dice are d4, d6, d8, d10, d12 and d20 (``falchion.damage.die-ladder``).
A die that steps down from d4 is gone: a usage die is spent, an armor die
protects no more.

>>> DieSize.D8.step_down(), DieSize.D4.step_down()
(<DieSize.D6: 'd6'>, None)
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated

from annotated_types import Ge, Le

D20 = Annotated[int, Ge(1), Le(20)]
"""One d20 result: 0 and 21 are input errors."""

D6 = Annotated[int, Ge(1), Le(6)]
"""One d6 result."""

DieRoll = Annotated[int, Ge(1)]
"""One result of a die whose size is given beside it; the size bounds it."""


class DieSize(Enum):
    """The die sizes, smallest first: the ladder a die steps along (``falchion.damage.die-ladder``)."""

    D4 = "d4"
    D6 = "d6"
    D8 = "d8"
    D10 = "d10"
    D12 = "d12"
    D20 = "d20"

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
