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
('attack.power', 'not a finite number (NaN)')
>>> excess({"distance": "\\ud800"})
('distance', 'a text that is not valid Unicode (it holds a lone surrogate)')
>>> excess({"board": {"radius": 3}}) is None
True
"""

from __future__ import annotations

import json
import math

from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema

from fawnarules.record import DescribedSchema

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

    A request within every bound, the usual case, is seen in one quick pass
    (:func:`values_left`); any other is walked again to name the first value at fault
    (:func:`first_excess`).
    """
    return None if values_left(request, 0, MAX_VALUES) >= 0 else first_excess(request)


def first_excess(request: object) -> tuple[str, str] | None:
    """:func:`excess`, found by a walk that names the value at fault.

    The walk keeps its own stack and stops at the first excess, so it costs at most
    :data:`MAX_VALUES` steps whatever it is given. Each value on its stack carries its depth and a
    link to its parent's path, and a path is spelled out only for the value at fault.
    """
    stack: list[tuple[object, int, Path]] = [(request, 0, None)]
    seen = 0
    while stack:
        value, depth, path = stack.pop()
        seen += 1
        problem = value_excess(value, depth)
        if problem is None and seen > MAX_VALUES:
            problem = f"past the first {MAX_VALUES} values a request may hold"
        if problem is not None:
            return dotted(path), problem
        if isinstance(value, dict):
            for key in value:
                if not isinstance(key, str):
                    return dotted(path), f"an object with a key that is not a text ({type(key).__name__})"
                if len(key) > MAX_TEXT:
                    return dotted(path), f"an object with a key of more than {MAX_TEXT} characters"
                if not is_unicode(key):
                    return dotted(path), f"an object with a key that {NOT_UNICODE}"
            stack.extend((item, depth + 1, (path, key)) for key, item in reversed(value.items()))
        elif isinstance(value, list | tuple):
            stack.extend((value[index], depth + 1, (path, str(index))) for index in reversed(range(len(value))))
    return None


def values_left(value: object, depth: int, budget: int) -> int:
    """How many of ``budget`` values are left after ``value`` and everything in it, or -1 when any
    of them passes a bound (or is not plain JSON data: a ``tuple``, a subclass of ``int``...).

    It only answers yes or no, and spends no time on paths, so :func:`excess` asks it first. It
    goes no deeper than :data:`MAX_DEPTH` and stops once the budget is spent, so its recursion and
    its work stay bounded.

    >>> values_left({"hexes": ["0,0", "1,-1"], "radius": 2}, 0, MAX_VALUES)
    4995
    >>> values_left({"radius": float("inf")}, 0, MAX_VALUES)
    -1
    """
    budget -= 1
    if type(value) is str:
        fits = len(value) <= MAX_TEXT and (value.isascii() or is_unicode(value))
    elif type(value) is int or type(value) is float:
        fits = -MAX_NUMBER <= value <= MAX_NUMBER
    elif type(value) is dict or type(value) is list:
        return items_left(value, depth, budget)
    else:
        fits = value is None or type(value) is bool
    return budget if fits else -1


def items_left(value: dict[object, object] | list[object], depth: int, budget: int) -> int:
    """:func:`values_left` for an object or a list: its own bounds, its keys, then each item in turn."""
    if depth >= MAX_DEPTH or len(value) > MAX_ITEMS:
        return -1
    if isinstance(value, list):
        for item in value:
            budget = values_left(item, depth + 1, budget)
            if budget < 0:
                break
        return budget
    for key, item in value.items():
        if type(key) is not str or len(key) > MAX_TEXT or not (key.isascii() or is_unicode(key)):
            return -1
        budget = values_left(item, depth + 1, budget)
        if budget < 0:
            break
    return budget


def place_too_deep(text: str) -> str | None:
    """Where the JSON ``text`` first nests an object or list past :data:`MAX_DEPTH`, read as text.

    For a request nested deeper than the JSON reader itself can go: the input error still names
    the deepest place a request may reach, as :func:`excess` does, and costs one pass over the text.

    >>> place_too_deep('{"attack": {"power": [[1]]}}'.replace("[[1]]", "[" * 20 + "]" * 20))
    'attack.power.0.0.0.0.0.0.0.0.0.0.0.0.0.0'
    >>> place_too_deep('{"attack": {"power": 3}}') is None
    True
    """
    frames: list[tuple[str, str]] = []  # each open object or list, and the key or index now inside it
    last_text = ""
    in_text = escaped = False
    start = 0
    for index, char in enumerate(text):
        if in_text:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_text, last_text = False, text[start:index]
        elif char == '"':
            in_text, start = True, index + 1
        elif char == ":" and frames:
            frames[-1] = ("{", last_text)
        elif char == "," and frames and frames[-1][0] == "[":
            frames[-1] = ("[", str(int(frames[-1][1]) + 1))
        elif char in "{[":
            if len(frames) >= MAX_DEPTH:
                return ".".join(step for _, step in frames)
            frames.append((char, "0" if char == "[" else ""))
        elif char in "}]" and frames:
            frames.pop()
    return None


Path = tuple["Path", str] | None
"""A value's place in a request: its parent's place and its own key, ``None`` for the request itself."""


def dotted(path: Path) -> str:
    """The dotted spelling of a place in a request (``units.0.hex``)."""
    steps: list[str] = []
    while path is not None:
        path, step = path
        steps.append(step)
    return ".".join(reversed(steps))


def value_excess(value: object, depth: int) -> str | None:
    """Which bound one value passes at ``depth``, without looking into its items."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return number_excess(value)
    if isinstance(value, str):
        return text_excess(value)
    if isinstance(value, dict | list | tuple):
        if depth >= MAX_DEPTH:
            return f"nested more than {MAX_DEPTH} levels deep"
        kind = "an object" if isinstance(value, dict) else "a list"
        return None if len(value) <= MAX_ITEMS else f"{kind} of more than {MAX_ITEMS} items ({len(value)})"
    return f"not JSON data (a {type(value).__name__})"


NOT_UNICODE = "is not valid Unicode (it holds a lone surrogate)"
"""JSON's ``\\ud800`` escapes can spell half a character, which no answer may carry back."""


def is_unicode(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8: it holds no lone surrogate."""
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


def text_excess(text: str) -> str | None:
    """Which bound a text passes: valid Unicode, and at most :data:`MAX_TEXT` characters."""
    if not is_unicode(text):
        return f"a text that {NOT_UNICODE}"
    return None if len(text) <= MAX_TEXT else f"a text of more than {MAX_TEXT} characters ({len(text)})"


def number_excess(number: float) -> str | None:
    """Which bound a number passes: finite, and no larger than :data:`MAX_NUMBER` either way."""
    if isinstance(number, float) and not math.isfinite(number):
        return f"not a finite number ({json.dumps(number)})"
    return None if -MAX_NUMBER <= number <= MAX_NUMBER else f"a number outside {-MAX_NUMBER} to {MAX_NUMBER}"


class BoundedSchema(DescribedSchema):
    """JSON Schemas that publish the bounds of this module wherever a type sets no narrower one."""

    def int_schema(self, schema: core_schema.IntSchema) -> JsonSchemaValue:
        return with_number_bounds(super().int_schema(schema))

    def float_schema(self, schema: core_schema.FloatSchema) -> JsonSchemaValue:
        return with_number_bounds(super().float_schema(schema))

    def str_schema(self, schema: core_schema.StringSchema) -> JsonSchemaValue:
        return with_bound(super().str_schema(schema), "maxLength", MAX_TEXT)

    def list_schema(self, schema: core_schema.ListSchema) -> JsonSchemaValue:
        return with_bound(super().list_schema(schema), "maxItems", MAX_ITEMS)

    def tuple_schema(self, schema: core_schema.TupleSchema) -> JsonSchemaValue:
        return with_bound(super().tuple_schema(schema), "maxItems", MAX_ITEMS)

    def dict_schema(self, schema: core_schema.DictSchema) -> JsonSchemaValue:
        return with_bound(super().dict_schema(schema), "maxProperties", MAX_ITEMS)


def with_bound(published: JsonSchemaValue, bound: str, limit: int) -> JsonSchemaValue:
    """A schema with ``limit`` as its ``bound`` where it has none of its own."""
    published.setdefault(bound, limit)
    return published


def with_number_bounds(published: JsonSchemaValue) -> JsonSchemaValue:
    """A number's schema with :data:`MAX_NUMBER` as its bounds where it has none of its own (beside an exclusive
    bound of its own, the tighter of the two holds)."""
    return with_bound(with_bound(published, "minimum", -MAX_NUMBER), "maximum", MAX_NUMBER)
