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
            where = f"{path}.{key}" if path else str(key)
            if key not in actual:
                found.append(f"{where}: expected {value!r}, but the answer has no such field")
            else:
                found.extend(mismatches(value, actual[key], where))
        return found
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: expected {len(expected)} item(s) {expected!r}, got {actual!r}"]
        return [
            line for index, item in enumerate(expected) for line in mismatches(item, actual[index], f"{path}.{index}")
        ]
    if expected != actual or type(expected) is not type(actual):
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    return []
