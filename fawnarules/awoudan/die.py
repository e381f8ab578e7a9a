"""Die results: every roll is an input, and a result the die cannot show is an input error.

The type of a roll field names its die, so the request's own validation rejects a 13
on a d12 and names the field (``awoudan.sequence.dice-are-inputs``).
"""

from __future__ import annotations

from typing import Annotated, Literal

from annotated_types import Ge, Le
from pydantic import BeforeValidator
from pydantic_core import PydanticCustomError

D4 = Annotated[int, Ge(1), Le(4)]
"""One d4 result."""

D6 = Annotated[int, Ge(1), Le(6)]
"""One d6 result."""

D8 = Annotated[int, Ge(1), Le(8)]
"""One d8 result."""

D12 = Annotated[int, Ge(1), Le(12)]
"""One d12 result."""


def whole_number(value: object) -> object:
    """``value`` if it is a whole number: a listed value compares equal to its float (8.0 == 8), which
    strict validation must still turn down."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise PydanticCustomError("int_type", "Input should be a valid integer")
    return value


DieSize = Annotated[Literal[4, 6, 8, 10, 12], BeforeValidator(whole_number)]
"""The sides of a weapon or spell die."""

Positive = Annotated[int, Ge(1)]
"""A whole number of at least 1."""
