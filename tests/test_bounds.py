"""Every bound of every request is pinned both ways by the exported cases.

Each constraint a request schema states narrower than the global limits (a smallest or largest
number, text length or list length, a pattern), each square or hex of an operation that takes a
board, and each global limit needs two cases: one whose request sits exactly on the bound and is
answered (a result or a refusal), and one whose request is one past it and is an input error naming
that field. A pin no scenario can hold is listed in :data:`UNPINNED` with the reason.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from fawnarules.awoudan.grid import Square
from fawnarules.conformance.current import current_corpus
from fawnarules.conformance.schema import schema_files
from fawnarules.fawnalore.board import ORIGIN, Hex, distance
from fawnarules.sources.case import Case
from tests.any_request import error_path

ROOT = Path(__file__).resolve().parent.parent
UNPINNED = ROOT / "features" / "unpinned-bounds.yaml"

SQUARE_PATTERN = "^[a-z][1-9][0-9]?$"
HEX_PATTERN = "^(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)$"
AWOUDAN_BOARD = {"columns": 26, "rows": 26}
"""The map an awoudan request without a board plays on."""

Schema = Mapping[str, object]
Field = tuple[str, ...]
"""A field of a request as the keys leading to it, ``[]`` standing for any item of a list."""


@cache
def operations_document() -> dict[str, Any]:
    """The published request schemas and global limits."""
    document: dict[str, Any] = json.loads(schema_files()["operations.json"])
    return document


def resolved(node: Schema, definitions: Schema) -> Iterator[Schema]:
    """The node, its reference followed, and each alternative of a union."""
    reference = node.get("$ref")
    if isinstance(reference, str):
        target = definitions[reference.rsplit("/", 1)[1]]
        assert isinstance(target, Mapping)
        yield from resolved(target, definitions)
        return
    yield node
    for key in ("anyOf", "oneOf", "allOf"):
        alternatives = node.get(key, [])
        assert isinstance(alternatives, list)
        for alternative in alternatives:
            yield from resolved(alternative, definitions)


def schema_fields(schema: Schema) -> Iterator[tuple[Field, Schema]]:
    """Every field of a request schema with each schema it may take, the request itself first."""
    definitions = schema.get("$defs", {})
    assert isinstance(definitions, Mapping)
    stack: list[tuple[Field, Schema]] = [((), schema)]
    while stack:
        field, node = stack.pop()
        for alternative in resolved(node, definitions):
            yield field, alternative
            properties = alternative.get("properties", {})
            assert isinstance(properties, Mapping)
            stack.extend(((*field, name), sub) for name, sub in properties.items())
            items = alternative.get("items")
            if isinstance(items, Mapping):
                stack.append(((*field, "[]"), items))


def narrow_bounds(node: Schema, limits: Mapping[str, int]) -> dict[str, int]:
    """The bounds of one schema narrower than the global limits: ``{"minimum": 1, "maximum": 26}``."""
    kind = node.get("type")
    widest = {
        "integer": {"minimum": -limits["max_number"], "maximum": limits["max_number"]},
        "number": {"minimum": -limits["max_number"], "maximum": limits["max_number"]},
        "string": {"minLength": 0, "maxLength": limits["max_text"]},
        "array": {"minItems": 0, "maxItems": limits["max_items"]},
    }.get(str(kind), {})
    found = {}
    for name, wide in widest.items():
        value = node.get(name, wide)
        assert isinstance(value, int | float)
        if value != wide:
            found[name] = int(value)
    return found


def values_at(request: object, field: Field, path: tuple[str, ...] = ()) -> Iterator[tuple[str, object]]:
    """Each value of ``request`` at ``field``, with its dotted path as an input error names it."""
    if not field:
        yield ".".join(path), request
        return
    head, rest = field[0], field[1:]
    if head == "[]" and isinstance(request, list):
        for index, item in enumerate(request):
            yield from values_at(item, rest, (*path, str(index)))
    elif isinstance(request, dict) and head in request:
        yield from values_at(request[head], rest, (*path, head))


def size(bound: str, value: object) -> int | None:
    """What a bound measures of a value: the number, a text's length or a list's length."""
    if bound in ("minimum", "maximum"):
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    if bound in ("minLength", "maxLength"):
        return len(value) if isinstance(value, str) else None
    return len(value) if isinstance(value, list) else None


def board_edge(operation: str, request: object, text: str) -> int | None:
    """How far past the board's edge a square or hex lies: 0 on its last row, column or ring, 1 one past."""
    board = request.get("board", {}) if isinstance(request, dict) else {}
    if operation.startswith("awoudan."):
        if re.fullmatch(SQUARE_PATTERN, text) is None:
            return None
        square = Square.parse(text)
        size = {**AWOUDAN_BOARD, **board}
        return max(square.column + 1 - int(size["columns"]), square.row + 1 - int(size["rows"]))
    if re.fullmatch(HEX_PATTERN, text) is None or "radius" not in board:
        return None
    return distance(ORIGIN, Hex.parse(text)) - int(board["radius"])


@dataclass(frozen=True)
class Bound:
    """One bound of one field of one operation's request: a check (``minimum``, ``maxItems``,
    ``pattern``, ``board``) and its number or pattern."""

    operation: str
    field: Field
    check: str
    limit: int | str

    def pin(self, way: str) -> str:
        """One way of the bound, as the pins are listed: ``awoudan.check_cover board.columns: maximum 26, one past``
        (a case on it that is answered, or a case one past it that is an input error)."""
        words = {"pattern": "pattern", "board": "board edge"}.get(self.check, f"{self.check} {self.limit}")
        return f"{self.operation} {'.'.join(self.field)}: {words}, {way}"

    def place(self, request: object, value: object) -> int | None:
        """Where ``value`` lies against the bound: 0 on it, 1 one past it, ``None`` neither.

        A pattern has no edge: a value matching it counts as on it, any other as one past."""
        if self.check == "pattern":
            if not isinstance(value, str):
                return None
            return 0 if re.fullmatch(str(self.limit), value) else 1
        if self.check == "board":
            return board_edge(self.operation, request, value) if isinstance(value, str) else None
        measured = size(self.check, value)
        if measured is None:
            return None
        return (measured - int(self.limit)) * (-1 if self.check.startswith("min") else 1)


WAYS = ("on it", "one past")


def held_pins(bound: Bound, cases: list[Case]) -> set[str]:
    """The ways of ``bound`` the cases hold: on it and answered, one past it and an input error naming it."""
    held = set()
    for case in cases:
        if case.operation != bound.operation:
            continue
        for path, value in values_at(case.request, bound.field):
            place = bound.place(case.request, value)
            if place == 0 and error_path(case.expected) is None:
                held.add(WAYS[0])
            if place == 1 and names(error_path(case.expected), path, bound.check):
                held.add(WAYS[1])
    return held


def names(at: str | None, path: str, check: str) -> bool:
    """Whether an input error ``at`` a path names the field at ``path``: a list one item short may
    be named by the item it lacks (``cards.1``)."""
    if at is None:
        return False
    return at == path or (check == "minItems" and at.startswith(f"{path}."))


def request_bounds() -> Iterator[Bound]:
    """Every bound of every request narrower than the global limits, and the board edge of every
    square or hex of an operation that takes a board."""
    document = operations_document()
    seen: set[Bound] = set()
    for operation, schemas in sorted(document["operations"].items()):
        request = schemas["request"]
        takes_board = "board" in request.get("properties", {})
        for field, node in schema_fields(request):
            found = [
                Bound(operation, field, check, limit)
                for check, limit in narrow_bounds(node, document["limits"]).items()
            ]
            pattern = node.get("pattern")
            if isinstance(pattern, str):
                found.append(Bound(operation, field, "pattern", pattern))
                if takes_board and pattern in (SQUARE_PATTERN, HEX_PATTERN):
                    found.append(Bound(operation, field, "board", pattern))
            for bound in found:
                if bound not in seen:
                    seen.add(bound)
                    yield bound


def missing_pins(cases: list[Case]) -> list[str]:
    missing = []
    for bound in request_bounds():
        held = held_pins(bound, cases)
        missing += [bound.pin(way) for way in WAYS if way not in held]
    return missing


Measure = Callable[[object, int], int | None]
"""What a global limit measures of a value at a depth (the request itself at depth 0)."""


def number_size(value: object, depth: int) -> int | None:
    return abs(value) if isinstance(value, int) and not isinstance(value, bool) else None


def container_depth(value: object, depth: int) -> int | None:
    """A list or object's level counted so the deepest allowed one is at the limit: the request is
    level 0 and a list or object at level 16 is one past (``fawnarules.limits.MAX_DEPTH``)."""
    return depth + 1 if isinstance(value, dict | list) else None


def request_size(value: object, depth: int) -> int | None:
    """The values of the whole request, measured at the request itself."""
    return count_values(value) if depth == 0 else None


def count_values(value: object) -> int:
    if isinstance(value, dict):
        return 1 + sum(count_values(item) for item in value.values())
    if isinstance(value, list):
        return 1 + sum(count_values(item) for item in value)
    return 1


LIMIT_MEASURES: dict[str, Measure] = {
    "max_number": number_size,
    "max_text": lambda value, _: size("maxLength", value),
    "max_items": lambda value, _: size("maxItems", value),
    "max_depth": container_depth,
    "max_values": request_size,
}


def every_value(value: object, path: tuple[str, ...] = (), depth: int = 0) -> Iterator[tuple[str, object, int]]:
    yield ".".join(path), value, depth
    if isinstance(value, dict):
        for key, item in value.items():
            yield from every_value(item, (*path, key), depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from every_value(item, (*path, str(index)), depth + 1)


def global_pins(cases: list[Case]) -> set[str]:
    """The ways of each global limit the cases hold, as pin IDs (``limits max_text: on it``).

    One past the count of values is an input error wherever it names: the value at fault is
    the first past the count, not a field of its own."""
    limits = operations_document()["limits"]
    held = set()
    for case in cases:
        at = error_path(case.expected)
        for path, value, depth in every_value(case.request):
            for name, measure in LIMIT_MEASURES.items():
                measured = measure(value, depth)
                if measured == limits[name] and at is None:
                    held.add(f"limits {name}: {WAYS[0]}")
                named = at == path or (name == "max_values" and at is not None)
                if measured == limits[name] + 1 and named:
                    held.add(f"limits {name}: {WAYS[1]}")
    return held


@cache
def open_pins() -> tuple[str, ...]:
    """Every pin no case holds, request bounds first, then the global limits: found once for both tests."""
    cases = list(current_corpus().cases)
    held = global_pins(cases)
    return tuple(missing_pins(cases)) + tuple(
        f"limits {name}: {way}" for name in LIMIT_MEASURES for way in WAYS if f"limits {name}: {way}" not in held
    )


def unpinned() -> dict[str, str]:
    data = yaml.safe_load(UNPINNED.read_text(encoding="utf-8")) or {}
    assert isinstance(data, dict)
    return {str(key): str(value) for key, value in data.items()}


def test_every_request_bound_is_pinned_both_ways_or_listed_with_a_reason() -> None:
    listed = unpinned()
    gaps = [pin for pin in open_pins() if pin not in listed]
    assert not gaps, "bounds no case pins: write scenarios, or list them in features/unpinned-bounds.yaml:\n" + (
        "\n".join(gaps)
    )


def test_every_listed_unpinned_bound_is_one_no_case_pins_and_says_why() -> None:
    listed = unpinned()
    assert all(reason.strip() for reason in listed.values())
    still_open = set(open_pins())
    assert set(listed) <= still_open, f"listed, yet pinned: {sorted(set(listed) - still_open)}"
