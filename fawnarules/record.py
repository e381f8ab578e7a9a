"""The base of every request and answer value of the operation seam."""

from __future__ import annotations

from typing import Annotated, ClassVar

from annotated_types import Ge
from pydantic import ConfigDict


class Record:
    """Mixed into each request and answer dataclass of a ruleset.

    It carries two settings for the validation library: a request holding a
    field the type does not declare is an input error, not silently ignored; and
    a field's docstring (the string under it) is its description in the published
    schemas, where a list says the order of its items.
    """

    __pydantic_config__: ClassVar[ConfigDict] = ConfigDict(extra="forbid", use_attribute_docstrings=True)


NonNegative = Annotated[int, Ge(0)]
"""A whole number of at least 0: power, armor, health, a count of reactions."""

Positive = Annotated[int, Ge(1)]
"""A whole number of at least 1."""
