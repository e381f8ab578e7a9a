"""Requests of every shape, for the tests that an engine answers anything without crashing."""

from __future__ import annotations

import json
import math
import random
from collections import deque
from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import cast

from hypothesis import strategies as st

from fawnarules.commands.fuzz import seed_requests
from fawnarules.conformance.current import kept_features_corpus
from fawnarules.engine import find_operation
from fawnarules.fuzz.strategy import RequestDrawer
from fawnarules.operation import JsonObject
from fawnarules.sources.case import Case
from fawnarules.sources.project import Sources, read_sources

ROOT = Path(__file__).resolve().parent.parent


def schema_words(schema: object) -> list[str]:
    """Every field name and enumerated text value in a JSON Schema, so drawn requests look like real ones."""
    words: set[str] = set()
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            words.update(str(name) for name in node.get("properties", {}))
            words.update(value for value in node.get("enum", []) if isinstance(value, str))
            if isinstance(node.get("const"), str):
                words.add(node["const"])
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return sorted(words) or ["x"]


@cache
def project_sources() -> Sources:
    """The project's docs pages and feature files, read once a process as lint and the site read them."""
    return read_sources(ROOT)


@cache
def spec_cases() -> list[Case]:
    """Every case of the spec, read once a process, from the project's cache where the scenarios are collected from
    (the cases as the checker reads them)."""
    return list(kept_features_corpus(ROOT).cases)


def spec_requests() -> dict[str, list[JsonObject]]:
    """The requests the spec's cases send, by operation."""
    requests: dict[str, list[JsonObject]] = {}
    for case in spec_cases():
        requests.setdefault(case.operation, []).append(case.request)
    return requests


@cache
def valid_requests(name: str) -> st.SearchStrategy[JsonObject]:
    """Requests valid by the operation's published schema, drawn as ``fawnarules fuzz`` draws them: most of them a
    request of the spec with a few values changed. The spec is read when a test first draws, not when pytest
    collects it."""

    def drawn() -> st.SearchStrategy[JsonObject]:
        operation = find_operation(name)
        assert operation is not None
        return RequestDrawer(operation.request_schema(), seed_requests(spec_cases(), operation)).requests()

    return st.deferred(drawn)


def error_path(answer: JsonObject) -> str | None:
    """The path an input error names; ``None`` for any other answer (a result or a refusal)."""
    error = answer.get("error")
    return str(error.get("path")) if isinstance(error, dict) else None


def is_one_answer(answer: JsonObject) -> bool:
    """Exactly one of a result, a refusal or an input error."""
    return len(answer) == 1 and next(iter(answer)) in {"result", "refused", "error"}


def adversarial_requests(seed: int, bases: Sequence[object], words: list[str], count: int) -> list[object]:
    """``count`` requests made from ``bases`` (requests of the spec) by one hostile change each.

    A change puts, somewhere in a base request, a value nested far too deep, a list, object or
    text far too long, a number that is not finite or far too large, a value of the wrong type,
    stray Unicode, a missing or an unknown field, or the largest legal number and one past it;
    a fifth of the requests are drawn whole from the operation's words instead.
    """
    rng = random.Random(seed)
    texts = [json.dumps(base) for base in bases]
    made: list[object] = []
    while len(made) < count:
        base = json.loads(rng.choice(texts)) if texts and rng.random() < 0.8 else {}
        made.append(hostile_change(rng, base, words))
    return made


def hostile_change(rng: random.Random, request: object, words: list[str]) -> object:
    """``request`` with one node replaced (or one key dropped or added) by something hostile."""
    places = list(nodes(request))
    parent, key = rng.choice(places) if places else (None, None)
    value = hostile_value(rng, words)
    if parent is None:
        return value if rng.random() < 0.2 else {rng.choice(words): value}
    if isinstance(parent, dict) and rng.random() < 0.15:
        parent.pop(key, None)
    elif isinstance(parent, dict) and rng.random() < 0.1:
        parent[rng.choice(words) + "_"] = value
    else:
        parent[key] = value  # type: ignore[index]
    return request


def nodes(value: object) -> Iterator[tuple[object, object]]:
    """Every (container, key or index) pair of a JSON value, breadth first."""
    queue = deque([value])
    while queue:
        node = queue.popleft()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, item in items:
            yield node, key
            queue.append(item)


def hostile_value(rng: random.Random, words: list[str]) -> object:  # noqa: PLR0911
    """One value an engine must answer without crashing, stalling or writing what is not JSON."""
    kind = rng.randrange(12)
    if kind == 0:
        deep: object = rng.choice([1, "x", None])
        word = rng.choice(words)
        for level in range(rng.choice([17, 40, 400, 2000])):
            deep = [deep] if level % 3 else {word: deep}
        return deep
    if kind == 1:
        return [rng.randrange(10)] * rng.choice([101, 1000, 5000])
    if kind == 2:
        return rng.choice(words) * rng.choice([50, 500])
    if kind == 3:
        return rng.choice([math.nan, math.inf, -math.inf])
    if kind == 4:
        return rng.choice([10**6, 10**6 + 1, -(10**6) - 1, 10**18, -(10**400), 1e308, -1e-308, 8.0, 0.5])
    if kind == 5:
        return rng.choice([True, False, None, "", [], {}, "1", "0,0", 1.5])
    if kind == 6:
        return "".join(chr(rng.choice([0, 0x7F, 0xE9, 0x2028, 0xD800, 0xFFFF, 0x1F600])) for _ in range(5))
    if kind == 7:
        return {str(n): n for n in range(rng.choice([5, 101]))}
    if kind in (8, 9):
        return rng.choice([-1, 0, 1, 2, 6, 12, 20, 26, 50, 51, 99, 100, 101, 1000, 1001])
    return rng.choice(words)


def largest(request: object, schema: JsonObject) -> object:
    """``request`` with every number set to the largest its field allows and every list filled to
    the most items its field allows (repeating its last item): the costliest request of its shape."""
    drawer = RequestDrawer(schema)

    def stretch(value: object, node: JsonObject) -> object:
        found = drawer.resolve(node)
        while (branch := drawer.branch(found, value)) is not None:
            found = drawer.resolve(branch)
        if isinstance(value, bool) or value is None or isinstance(value, str):
            return value
        if isinstance(value, int | float):
            top = found.get("maximum")
            return top if isinstance(top, int | float) and isinstance(value, type(top)) else value
        if isinstance(value, dict):
            properties = cast(dict[str, JsonObject], found.get("properties", {}))
            return {key: stretch(item, properties.get(key, {})) for key, item in value.items()}
        if isinstance(value, list):
            items = cast(JsonObject, found.get("items", {}))
            most = found.get("maxItems")
            stretched = [stretch(item, items) for item in value]
            return stretched + stretched[-1:] * (most - len(value)) if isinstance(most, int) else stretched
        return value

    return stretch(request, schema)
