"""Comparing an engine's answer with the partial answer a scenario expects, as JSON values.

JSON has one number type: ``5`` and ``5.0`` are the same number, whichever way an engine's JSON
library spells it, while ``true`` is never ``1``. Each difference is written in JSON's own words
(``true``, ``false``, ``null``, texts in double quotes) at the dotted path of the field, the
spelling an input error's ``path`` uses (``result.modifiers.0.source``).

>>> mismatches({"result": {"feet": 5000.0, "hit": True}}, {"result": {"feet": 5000, "hit": None}})
['result.hit: expected true, got null']
"""

from __future__ import annotations

import json

from fawnarules.operation import whole_numbers


def mismatches(expected: object, actual: object, path: str = "") -> list[str]:
    """Where ``actual`` differs from ``expected``, one readable line per difference.

    Objects match on the keys ``expected`` lists (others are ignored); lists
    must have the same length and match item by item; anything else must be the same JSON value.
    """
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path or 'answer'}: expected an object, got {json_text(actual)}"]
        found: list[str] = []
        for key, value in expected.items():
            if key not in actual:
                found.append(f"{place(path, key)}: expected {json_text(value)}, but the answer has no such field")
            elif not is_equal_value(value, actual[key]):
                found.extend(mismatches(value, actual[key], place(path, key)))
        return found
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            wanted = f"{items(len(expected))} {json_text(expected)}"
            return [f"{path or 'answer'}: expected {wanted}, got {json_text(actual)}"]
        return [
            line for index, item in enumerate(expected) for line in mismatches(item, actual[index], place(path, index))
        ]
    if not is_equal_value(expected, actual):
        return [f"{path or 'answer'}: expected {json_text(expected)}, got {json_text(actual)}"]
    return []


def is_equal_value(expected: object, actual: object) -> bool:
    """Whether a text, number, ``true``, ``false`` or ``null`` is matched by the same JSON value: numbers
    by their value (``5`` is ``5.0``), anything else by type and value (``true`` is not ``1``).

    An object or a list is never matched here, so that :func:`mismatches` compares it field by
    field; a field that matches is passed over without spelling out its place.
    """
    if is_number(expected) and is_number(actual):
        return expected == actual
    return type(expected) is type(actual) and not isinstance(expected, dict | list) and expected == actual


def is_number(value: object) -> bool:
    """Whether ``value`` is a JSON number (``true`` and ``false`` are not, though Python counts them as ints)."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def json_text(value: object) -> str:
    """``value`` as JSON on one line, as an engine's author reads it (a whole number in float form as ``5``)."""
    return json.dumps(whole_numbers(value), ensure_ascii=False, default=repr)


def items(count: int) -> str:
    """``1 item``, ``3 items``."""
    return f"{count} item" if count == 1 else f"{count} items"


def place(path: str, key: object) -> str:
    """The dotted place of ``key`` inside the place ``path`` (``""`` for the whole answer)."""
    return f"{path}.{key}" if path else str(key)
