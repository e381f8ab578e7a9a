"""Valid requests of one operation, drawn from its published JSON Schema and biased to edge values.

The schema is the contract every engine sees, whatever its language, so requests are drawn from it
rather than from the Python request types. Each integer is drawn first from its edges (its minimum,
one above it, its maximum, one below it, a value inside), then from its whole range; each optional
field may be left out (an engine must apply the published default); each list holds its fewest
items first. Hypothesis shrinks a drawn request toward these first choices, so a difference shrinks
to the smallest request that still shows it.

Requests are also drawn from the spec's own cases of the operation, with one to three of their
values replaced by values drawn from the schema at that place: such a request is valid and, unlike
most requests drawn from nothing, reaches the rules rather than an input error.

With ``stray`` set, each request drawn also gives one to three of the optional fields it leaves out an
empty value (0, false, ``[]``, ``""``, or the nearest the field allows): a field that does not fit
where it lands must be an input error naming it, whatever its value, and never a crash.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from typing import cast

from hypothesis import strategies as st

from fawnarules.operation import JsonObject

Json = object
Path = tuple[str | int, ...]

UNBOUNDED_SPAN = 30
"""How far above its minimum (or around 0) an integer with no maximum is drawn."""

EXTRA_ITEMS = 3
"""How many items a list may hold beyond its fewest."""

PAIRED = 30
"""The most distinct numbers a request may hold for the sums of their pairs to be drawn as values."""

NAMES = ("a", "b", "c")
"""Text for a free-text field the spec's cases never fill: short, so that names can refer to one another."""


class SchemaError(ValueError):
    """A schema keyword the request drawer does not know; the message names where it sits."""


class RequestDrawer:
    """Strategies for the values of one JSON Schema, with ``$ref`` resolved against its ``$defs``."""

    def __init__(self, schema: JsonObject, examples: Sequence[JsonObject] = (), *, stray: bool = False) -> None:
        self.schema = schema
        self.stray = stray
        self.definitions = cast(dict[str, JsonObject], schema.get("$defs", {}))
        self.examples = list(examples)
        self.texts = sorted({text for example in examples for text in strings_in(example)}) or list(NAMES)
        self.numbers = sorted({number for example in examples for number in numbers_in(example)})

    def requests(self, order: int = 0) -> st.SearchStrategy[JsonObject]:
        """A valid request: most often one of the spec's examples with a few values changed (three times in
        four: such requests reach the rules), else one drawn from nothing.

        Hypothesis draws an item of a list, and above all the first items of a run, nearer its start than
        its end; the examples are therefore dealt in an ``order`` of their own (a shuffle seeded by it),
        and a hunt of several runs gives each its own, so the examples of the last rules get their turn."""
        drawn = cast(st.SearchStrategy[JsonObject], self.values(self.schema))
        if self.examples:
            varied = self.varied_examples(random.Random(order).sample(self.examples, len(self.examples)))
            drawn = st.one_of(varied, varied, varied, drawn)
        return drawn.flatmap(self.with_stray_fields) if self.stray else drawn

    def with_stray_fields(self, request: JsonObject) -> st.SearchStrategy[JsonObject]:
        """``request`` with one to three of the optional fields it leaves out given an empty value."""
        left_out = [
            (path, schema) for path, schema in self.places(self.schema, request, ()) if is_left_out(request, path)
        ]
        if not left_out:
            return st.just(request)

        @st.composite
        def strayed(draw: st.DrawFn) -> JsonObject:
            value: Json = request
            places = st.lists(st.sampled_from(left_out), min_size=1, max_size=3, unique_by=lambda place: place[0])
            for path, schema in draw(places):
                value = replaced(value, path, draw(self.empty(schema)))
            return cast(JsonObject, value)

        return strayed()

    def empty(self, schema: JsonObject) -> st.SearchStrategy[Json]:
        """The empty values a field allows (0 or the least number, false, ``[]``, ``""``), else any of its values."""
        resolved = self.resolve(schema)
        branches = cast(list[JsonObject], resolved.get("anyOf") or resolved.get("oneOf") or [])
        if branches:
            filled = [branch for branch in branches if self.resolve(branch).get("type") != "null"]
            return st.one_of([self.empty(branch) for branch in filled or branches])
        kind = resolved.get("type")
        if kind in ("integer", "number") and not {"enum", "const"} & resolved.keys():
            low, high = integer_bounds(resolved)
            return st.just(min(max(0, low), high))
        if kind == "boolean":
            return st.just(False)
        if kind == "array" and not resolved.get("minItems") and "prefixItems" not in resolved:
            return st.just([])
        if kind == "string" and not {"enum", "const", "pattern", "minLength"} & resolved.keys():
            return st.just("")
        return self.values(schema)

    def resolve(self, schema: JsonObject) -> JsonObject:
        """``schema`` itself, or the definition its ``$ref`` names."""
        reference = schema.get("$ref")
        if isinstance(reference, str):
            return self.definitions[reference.rpartition("/")[2]]
        return schema

    def values(self, schema: JsonObject, where: str = "request") -> st.SearchStrategy[Json]:
        """Every valid value of ``schema``, its edge values first."""
        schema = self.resolve(schema)
        for keyword in ("anyOf", "oneOf"):
            if keyword in schema:
                branches = cast(list[JsonObject], schema[keyword])
                return st.one_of([self.values(branch, where) for branch in branches])
        if "const" in schema:
            return st.just(schema["const"])
        if "enum" in schema:
            return st.sampled_from(cast(list[Json], schema["enum"]))
        kinds: dict[object, Callable[[], st.SearchStrategy[Json]]] = {
            "object": lambda: self.objects(schema, where),
            "array": lambda: self.arrays(schema, where),
            "integer": lambda: integers(schema, self.numbers),
            "number": lambda: integers(schema, self.numbers) | numbers(schema),
            "string": lambda: self.strings(schema),
            "boolean": st.booleans,
            "null": st.none,
        }
        kind = schema.get("type")
        if kind not in kinds:
            raise SchemaError(f"{where}: no values can be drawn for the schema {schema!r}")
        return kinds[kind]()

    def objects(self, schema: JsonObject, where: str) -> st.SearchStrategy[Json]:
        """Objects with every required property and any of the optional ones."""
        properties = cast(dict[str, JsonObject], schema.get("properties", {}))
        required = set(cast(list[str], schema.get("required", [])))
        strategies = {name: self.values(value, f"{where}.{name}") for name, value in properties.items()}
        return st.fixed_dictionaries(
            {name: strategy for name, strategy in strategies.items() if name in required},
            optional={name: strategy for name, strategy in strategies.items() if name not in required},
        )

    def arrays(self, schema: JsonObject, where: str) -> st.SearchStrategy[Json]:
        """Lists of the fewest items first; a fixed tuple (``prefixItems``) item by item."""
        if "prefixItems" in schema:
            items = cast(list[JsonObject], schema["prefixItems"])
            return st.tuples(*(self.values(item, f"{where}.{index}") for index, item in enumerate(items))).map(list)
        fewest = cast(int, schema.get("minItems", 0))
        most = min(cast(int, schema.get("maxItems", fewest + EXTRA_ITEMS)), fewest + EXTRA_ITEMS)
        return st.lists(
            self.values(cast(JsonObject, schema.get("items", {})), f"{where}.0"), min_size=fewest, max_size=most
        )

    def strings(self, schema: JsonObject) -> st.SearchStrategy[Json]:
        """Text the spec's cases use where it fits the schema, else text the pattern spells."""
        pattern = schema.get("pattern")
        shortest = cast(int, schema.get("minLength", 0))
        fitting = [text for text in self.texts if len(text) >= shortest and fits(text, pattern)]
        if isinstance(pattern, str):
            spelled = st.from_regex(pattern, fullmatch=True).filter(lambda text: len(text) >= shortest)
            return st.one_of(st.sampled_from(fitting), spelled) if fitting else spelled
        return st.sampled_from(fitting or [name.ljust(shortest, "a") for name in NAMES])

    def varied_examples(self, examples: Sequence[JsonObject]) -> st.SearchStrategy[JsonObject]:
        """One of ``examples`` with one to three of its values replaced by valid ones."""

        @st.composite
        def varied(draw: st.DrawFn) -> JsonObject:
            request: Json = draw(st.sampled_from(examples))
            for _ in range(draw(st.integers(1, 3))):
                path, schema = draw(st.sampled_from(list(self.places(self.schema, request, ()))))
                request = replaced(request, path, draw(self.near(schema, value_at(request, path), request)))
            return cast(JsonObject, request)

        return varied()

    def near(self, schema: JsonObject, value: Json, request: Json) -> st.SearchStrategy[Json]:
        """A valid value for a place holding ``value``. For a whole number, first one next to it or to any
        number of the request (a roll beside a die's faces, damage beside the HP left: the edges between
        fields that no schema states), or one that makes a sum with another number of the request land
        on zero or on a threshold the spec's cases name, or one either side (a base and a modifier that
        total exactly 0), or the sum of two numbers of the request, or one either side (a defence equal
        to a roll plus an ability: a result of exactly 0); then any valid value."""
        drawn = self.values(schema)
        resolved = self.resolve(schema)
        if resolved.get("type") != "integer":
            return drawn
        others = set(numbers_in(request))
        around = others | ({value} if isinstance(value, int) and not isinstance(value, bool) else set())
        steps = sorted({step for number in around for step in (number - 1, number, number + 1)} - {value})
        steps = [step for step in steps if is_within(step, resolved)]
        thresholds = {0, *self.numbers}
        totals = {first + second for first in others for second in others} if len(others) <= PAIRED else set()
        sums = sorted(
            {
                total + side
                for total in {target - other for target in thresholds for other in others} | totals
                for side in (-1, 0, 1)
                if is_within(total + side, resolved)
            }
            - {value}
        )
        choices = [st.sampled_from(found) for found in (steps, sums) if found]
        return st.one_of(*choices, drawn)

    def places(self, schema: JsonObject, value: Json, path: Path) -> Iterator[tuple[Path, JsonObject]]:
        """Every place in ``value`` a new value can go, with its schema: each plain value, each list (to
        change its length), and each optional field the value leaves out (to set it)."""
        resolved = self.resolve(schema)
        branch = self.branch(resolved, value)
        if branch is not None:
            yield from self.places(branch, value, path)
            return
        if isinstance(value, dict):
            properties = cast(dict[str, JsonObject], resolved.get("properties", {}))
            for name, item_schema in properties.items():
                if name in value:
                    yield from self.places(item_schema, value[name], (*path, name))
                else:
                    yield (*path, name), item_schema
            return
        if isinstance(value, list):
            prefix = cast(list[JsonObject], resolved.get("prefixItems", []))
            for index, item in enumerate(value):
                item_schema = prefix[index] if index < len(prefix) else cast(JsonObject, resolved.get("items", {}))
                yield from self.places(item_schema, item, (*path, index))
        if path:
            yield path, schema

    def branch(self, schema: JsonObject, value: Json) -> JsonObject | None:
        """The branch of a union ``value`` belongs to, or ``None`` when ``schema`` is no union."""
        branches = cast(list[JsonObject], schema.get("anyOf") or schema.get("oneOf") or [])
        if not branches:
            return None
        for candidate in branches:
            resolved = self.resolve(candidate)
            if is_of_type(value, resolved):
                return candidate
        return branches[0]


def integers(schema: JsonObject, seen: Sequence[int] = ()) -> st.SearchStrategy[Json]:
    """Whole numbers within the schema's bounds, the edges first: minimum, one above, maximum, one below,
    zero and one either side of it; then the numbers the spec's cases use (a die's faces, a stat's usual
    values, every threshold a scenario names) and one either side of each; then any in range."""
    low, high = integer_bounds(schema)
    middle = (low + high) // 2
    edges = list(
        dict.fromkeys(value for value in (low, low + 1, high, high - 1, 0, 1, -1, middle) if low <= value <= high)
    )
    usual = sorted(
        {near for value in seen for near in (value - 1, value, value + 1) if low <= near <= high} - set(edges)
    )
    if usual:
        return st.one_of(st.sampled_from(edges), st.sampled_from(usual), st.integers(low, high))
    return st.one_of(st.sampled_from(edges), st.integers(low, high))


def integer_bounds(schema: JsonObject) -> tuple[int, int]:
    """The schema's bounds, a span of :data:`UNBOUNDED_SPAN` standing in for a missing one."""
    low, high = schema.get("minimum"), schema.get("maximum")
    if isinstance(low, int) and isinstance(high, int):
        return low, high
    if isinstance(low, int):
        return low, low + UNBOUNDED_SPAN
    if isinstance(high, int):
        return high - UNBOUNDED_SPAN, high
    return -UNBOUNDED_SPAN // 3, UNBOUNDED_SPAN


def numbers(schema: JsonObject) -> st.SearchStrategy[Json]:
    """Fractional numbers within the schema's bounds (whole ones come from :func:`integers`)."""
    low, high = integer_bounds(schema)
    return st.floats(low, high, allow_nan=False, allow_infinity=False).map(
        lambda value: min(max(round(value, 2), low), high)
    )


def is_within(value: int, schema: JsonObject) -> bool:
    """Whether ``value`` lies within the schema's bounds."""
    low, high = schema.get("minimum"), schema.get("maximum")
    return (not isinstance(low, int) or value >= low) and (not isinstance(high, int) or value <= high)


def is_of_type(value: Json, schema: JsonObject) -> bool:
    """Whether ``value`` has the JSON type (and tag) of a resolved union branch."""
    if "const" in schema:
        return bool(value == schema["const"])
    if "enum" in schema:
        return value in cast(list[Json], schema["enum"])
    kind = schema.get("type")
    if kind == "object" and isinstance(value, dict):
        tags = {
            name: item["const"]
            for name, item in cast(dict[str, JsonObject], schema.get("properties", {})).items()
            if "const" in item
        }
        return all(value.get(name) == tag for name, tag in tags.items())
    checks: dict[object, type | tuple[type, ...]] = {"array": list, "string": str, "boolean": bool, "null": type(None)}
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    return kind in checks and isinstance(value, checks[kind])


def fits(text: str, pattern: object) -> bool:
    """Whether ``text`` matches the schema's ``pattern`` (any text when there is none)."""
    return not isinstance(pattern, str) or re.fullmatch(pattern, text) is not None


def strings_in(value: Json) -> Iterator[str]:
    """Every string value inside a JSON value (keys excluded)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict | list):
        for item in value.values() if isinstance(value, dict) else value:
            yield from strings_in(item)


def numbers_in(value: Json) -> Iterator[int]:
    """Every whole number inside a JSON value, written in its text too (``d6`` holds 6)."""
    if isinstance(value, int) and not isinstance(value, bool):
        yield value
    elif isinstance(value, str):
        yield from (int(digits) for digits in re.findall(r"\d+", value)[:4])
    elif isinstance(value, dict | list):
        for item in value.values() if isinstance(value, dict) else value:
            yield from numbers_in(item)


def held(value: Json, path: Path) -> tuple[bool, Json]:
    """Whether ``value`` holds the field ``path`` names (null or not), and the value there (``None`` if not)."""
    for step in path:
        if isinstance(value, dict) and step not in value:
            return False, None
        value = value[step]  # type: ignore[index]
    return True, value


def is_left_out(value: Json, path: Path) -> bool:
    """Whether ``path`` names a field that ``value`` leaves out (rather than one it holds, null or not)."""
    return not held(value, path)[0]


def value_at(value: Json, path: Path) -> Json:
    """The value at ``path`` inside ``value`` (``None`` for a field it leaves out)."""
    return held(value, path)[1]


def replaced(value: Json, path: Path, new: Json) -> Json:
    """A copy of ``value`` with ``new`` at ``path``."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: replaced(value.get(head), rest, new)}
    items = list(cast(list[Json], value))
    items[cast(int, head)] = replaced(items[cast(int, head)], rest, new)
    return items
