"""The bounds every request keeps, checked before any validation or rule runs.

No request to any operation comes near them (the largest in the spec nests 5 deep, holds
lists of 6 items and numbers up to 61), yet without them a request nested a thousand deep,
a list of a million items or a number of a thousand digits would cost the engine time and
memory out of all proportion to what it answers. A request beyond a bound is an input error
naming the first field that passes it. The bounds on numbers, texts, lists and objects are
published in each operation's request schema (:class:`BoundedSchema`); the depth is stated
in the published operations document.

>>> excess({"units": [{"id": "x" * 300}]})
('units.0.id', 'a text of more than 200 characters (300)')
>>> excess({"attack": {"power": float("nan")}})
('attack.power', 'not a finite number (nan)')
>>> excess({"board": {"radius": 3}}) is None
True
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

MAX_DEPTH = 16
"""Objects and lists nested inside each other, the request itself being level 0."""

MAX_ITEMS = 100
"""Items in one list, or fields in one object."""

MAX_TEXT = 200
"""Characters in one text or object key."""

MAX_NUMBER = 1_000_000
"""The largest size of any number, whole or not; NaN and infinities are never numbers of a request."""

MAX_VALUES = 5_000
"""Values in the whole request, counting every object, list, text, number, ``true``, ``false`` and ``null``."""


def excess(request: object) -> tuple[str, str] | None:
    """The dotted path of the first value of ``request`` beyond a bound, and which bound; ``None`` within all.

    The walk keeps its own stack and stops at the first excess, so it costs at most
    :data:`MAX_VALUES` steps whatever it is given.
    """
    stack: list[tuple[object, tuple[str, ...]]] = [(request, ())]
    seen = 0
    while stack:
        value, path = stack.pop()
        seen += 1
        problem = value_excess(value, len(path))
        if problem is None and seen > MAX_VALUES:
            problem = f"past the first {MAX_VALUES} values a request may hold"
        if problem is not None:
            return ".".join(path), problem
        for step, child in reversed(list(children(value))):
            if not isinstance(step, str):
                return ".".join(path), f"an object with a key that is not a text ({type(step).__name__})"
            if len(step) > MAX_TEXT:
                return ".".join(path), f"an object with a key of more than {MAX_TEXT} characters"
            stack.append((child, (*path, step)))
    return None


def value_excess(value: object, depth: int) -> str | None:
    """Which bound one value passes at ``depth``, without looking into its items."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return number_excess(value)
    if isinstance(value, str):
        return None if len(value) <= MAX_TEXT else f"a text of more than {MAX_TEXT} characters ({len(value)})"
    if isinstance(value, dict | list | tuple):
        if depth >= MAX_DEPTH:
            return f"nested more than {MAX_DEPTH} levels deep"
        kind = "an object" if isinstance(value, dict) else "a list"
        return None if len(value) <= MAX_ITEMS else f"{kind} of more than {MAX_ITEMS} items ({len(value)})"
    return f"not JSON data (a {type(value).__name__})"


def number_excess(number: float) -> str | None:
    """Which bound a number passes: finite, and no larger than :data:`MAX_NUMBER` either way."""
    if isinstance(number, float) and not math.isfinite(number):
        return f"not a finite number ({number})"
    return None if -MAX_NUMBER <= number <= MAX_NUMBER else f"a number outside {-MAX_NUMBER} to {MAX_NUMBER}"


def children(value: object) -> Iterator[tuple[object, object]]:
    """The (key or index as text, item) pairs of an object or a list; nothing for any other value."""
    if isinstance(value, dict):
        yield from value.items()
    elif isinstance(value, Sequence) and not isinstance(value, str):
        for index, item in enumerate(value):
            yield str(index), item


class BoundedSchema(GenerateJsonSchema):
    """JSON Schemas that publish the bounds of this module wherever a type sets no narrower one."""

    def int_schema(self, schema: core_schema.IntSchema) -> JsonSchemaValue:
        return with_number_bounds(super().int_schema(schema))

    def float_schema(self, schema: core_schema.FloatSchema) -> JsonSchemaValue:
        return with_number_bounds(super().float_schema(schema))

    def str_schema(self, schema: core_schema.StringSchema) -> JsonSchemaValue:
        published = super().str_schema(schema)
        published.setdefault("maxLength", MAX_TEXT)
        return published

    def list_schema(self, schema: core_schema.ListSchema) -> JsonSchemaValue:
        published = super().list_schema(schema)
        published.setdefault("maxItems", MAX_ITEMS)
        return published

    def tuple_schema(self, schema: core_schema.TupleSchema) -> JsonSchemaValue:
        published = super().tuple_schema(schema)
        published.setdefault("maxItems", MAX_ITEMS)
        return published

    def dict_schema(self, schema: core_schema.DictSchema) -> JsonSchemaValue:
        published = super().dict_schema(schema)
        published.setdefault("maxProperties", MAX_ITEMS)
        return published


def with_number_bounds(published: JsonSchemaValue) -> JsonSchemaValue:
    """A number's schema with :data:`MAX_NUMBER` as its bounds where it has none of its own."""
    if "minimum" not in published and "exclusiveMinimum" not in published:
        published["minimum"] = -MAX_NUMBER
    if "maximum" not in published and "exclusiveMaximum" not in published:
        published["maximum"] = MAX_NUMBER
    return published
