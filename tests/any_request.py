"""Requests of every shape, for the tests that an engine answers anything without crashing."""

from __future__ import annotations

from hypothesis import strategies as st

from fawnarules.operation import JsonObject


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


def any_json(words: list[str]) -> st.SearchStrategy[object]:
    """JSON values whose keys and strings come from ``words``, nested a few levels deep."""
    return st.recursive(
        st.none() | st.booleans() | st.integers(-20, 40) | st.sampled_from(words),
        lambda children: st.lists(children, max_size=3) | st.dictionaries(st.sampled_from(words), children, max_size=4),
        max_leaves=14,
    )


def is_one_answer(answer: JsonObject) -> bool:
    """Exactly one of a result, a refusal or an input error."""
    return len(answer) == 1 and next(iter(answer)) in {"result", "refused", "error"}
