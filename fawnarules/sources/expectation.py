"""Comparing an engine's answer with the partial answer a scenario expects."""

from __future__ import annotations


def mismatches(expected: object, actual: object, path: str = "") -> list[str]:
    """Where ``actual`` differs from ``expected``, one readable line per difference.

    Objects match on the keys ``expected`` lists (others are ignored); lists
    must have the same length and match item by item; anything else must be equal.
    """
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path or 'answer'}: expected an object, got {actual!r}"]
        found: list[str] = []
        for key, value in expected.items():
            if key not in actual:
                found.append(f"{place(path, key)}: expected {value!r}, but the answer has no such field")
            elif not is_equal_value(value, actual[key]):
                found.extend(mismatches(value, actual[key], place(path, key)))
        return found
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: expected {len(expected)} item(s) {expected!r}, got {actual!r}"]
        return [
            line for index, item in enumerate(expected) for line in mismatches(item, actual[index], f"{path}.{index}")
        ]
    if not is_equal_value(expected, actual):
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    return []


def is_equal_value(expected: object, actual: object) -> bool:
    """Whether a text, number, ``true``, ``false`` or ``null`` is matched by an equal value of the same type
    (``1`` is not ``1.0``, nor ``true``).

    An object or a list is never matched here, so that :func:`mismatches` compares it field by
    field; a field that matches is passed over without spelling out its place.
    """
    return type(expected) is type(actual) and not isinstance(expected, dict | list) and expected == actual


def place(path: str, key: object) -> str:
    """The dotted place of ``key`` inside the place ``path`` (``""`` for the whole answer)."""
    return f"{path}.{key}" if path else str(key)
