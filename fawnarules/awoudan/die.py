"""Die results: every roll is an input, and a result the die cannot show is an input error.

The type of a roll field names its die, so the request's own validation rejects a 13
on a d12 and names the field (``awoudan.sequence.dice-are-inputs``).
"""

from __future__ import annotations

from typing import Annotated, Literal

from annotated_types import Ge, Le

D4 = Annotated[int, Ge(1), Le(4)]
"""One d4 result."""

D6 = Annotated[int, Ge(1), Le(6)]
"""One d6 result."""

D8 = Annotated[int, Ge(1), Le(8)]
"""One d8 result."""

D12 = Annotated[int, Ge(1), Le(12)]
"""One d12 result."""

DieSize = Literal[4, 6, 8, 10, 12]
"""The sides of a weapon or spell die."""

Positive = Annotated[int, Ge(1)]
"""A whole number of at least 1."""
