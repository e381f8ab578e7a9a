"""JSON on the wire, read and written fast and exactly as the standard library reads and writes it.

pydantic-core reads and writes JSON in about a third of the time the standard library takes.
Each function here uses it where the two agree and hands the rest to the standard library, so
what is read or written is the same data either way (the texts may differ in spacing and escapes).

>>> read_json(b'{"power": 3, "roll": NaN}')
{'power': 3, 'roll': nan}
>>> json_bytes({"path": "attack.power", "hexes": ["0,0", "1,-1"]})
b'{"path":"attack.power","hexes":["0,0","1,-1"]}'
>>> json_bytes({"ratio": float("nan")})
Traceback (most recent call last):
ValueError: Out of range float values are not JSON compliant

What another program sends is read strictly: an object may not repeat a key, and a number
that JSON has not (``NaN``, the infinities) is found and named by its path.

>>> try:
...     read_unique_json(b'{"seq": 1, "seq": 2}')
... except RepeatedKey as error:
...     print(error)
the key "seq" appears twice in one object
>>> first_non_finite({"result": {"rolls": [3, float("nan")]}})
('result.rolls.1', nan)
"""

from __future__ import annotations

import json
import math

from pydantic_core import PydanticSerializationError, from_json, to_json

strict_json = json.JSONEncoder(allow_nan=False).encode
"""JSON text of a value, ``ValueError`` for ``NaN`` or an infinity: ``json.dumps(value, allow_nan=False)``
without building an encoder on every call."""


def json_bytes(data: object) -> bytes:
    """:data:`strict_json` of JSON data (objects, lists, tuples, texts, numbers, ``true``, ``false``,
    ``null``) and of dataclasses whose fields hold it or other such dataclasses, each written as an
    object of its fields, as UTF-8: ``ValueError`` for ``NaN`` or an infinity.

    pydantic-core writes ``NaN`` and infinities, which strict JSON has not, and refuses a lone
    surrogate, which the standard library escapes: those go to the standard library. Only such
    data is given here, as pydantic-core would also write a set, which is not JSON data.
    """
    try:
        text = to_json(data)
    except PydanticSerializationError:
        return strict_json(plain_data(data)).encode()
    if b"NaN" in text or b"Infinity" in text:  # a number strict JSON has not, or a text holding the word
        return strict_json(plain_data(data)).encode()
    return text


def plain_data(value: object) -> object:
    """``value``, a dataclass made an object of its fields (and so each dataclass in a field), for the
    standard library to write.

    The JSON values the fields hold are taken as they are, not copied.
    """
    names = getattr(type(value), "__dataclass_fields__", None)
    if names is None:
        return value
    return {name: plain_data(getattr(value, name)) for name in names}


def read_json(line: bytes) -> object:
    """The JSON data on ``line``, read as ``json.loads`` reads it (``NaN`` and ``Infinity`` included).

    pydantic-core reads no line otherwise than the standard library, but refuses some that the
    standard library reads (a lone surrogate, nesting past 200 levels, a byte order mark) and
    words its errors its own way: a line it refuses is read by ``json.loads``, which reads it or
    raises its own error (``ValueError``, or ``RecursionError`` for nesting past its reach).
    """
    try:
        return from_json(line)
    except ValueError:
        return json.loads(line)


class RepeatedKey(ValueError):
    """A JSON object that repeats a key: readers differ on which value counts."""


def unique_object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """The object of ``pairs``, or :class:`RepeatedKey` naming the first key it repeats."""
    found = dict(pairs)
    if len(found) < len(pairs):
        keys = [key for key, _ in pairs]
        repeated = next(key for index, key in enumerate(keys) if key in keys[:index])
        raise RepeatedKey(f"the key {shortened_json(repeated)} appears twice in one object")
    return found


def read_unique_json(line: bytes) -> object:
    """The JSON data on ``line``, as ``json.loads`` reads it, but :class:`RepeatedKey` for an object
    that repeats a key."""
    return json.loads(line, object_pairs_hook=unique_object)


def first_non_finite(value: object) -> tuple[str, float] | None:
    """The dotted path (``result.rolls.1``; ``""`` for ``value`` itself) and the value of the first ``NaN``
    or infinity in ``value``, or ``None`` when it holds none.

    Data the compiled writer of :data:`strict_json` writes holds none, which it tells many times faster than a
    walk; any other is walked, with a stack of its own, to the first one.
    """
    try:
        strict_json(value)
    except (TypeError, ValueError, RecursionError):
        pass
    else:
        return None
    stack: list[tuple[object, str]] = [(value, "")]
    while stack:
        item, path = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return path, item
        if isinstance(item, dict | list):
            pairs = item.items() if isinstance(item, dict) else enumerate(item)
            stack.extend((child, f"{path}.{key}" if path else str(key)) for key, child in reversed(list(pairs)))
    return None


def value_at(value: object, path: str) -> object:
    """The value at a dotted path of JSON data (``hits.0.hp_after``), ``None`` where it has no such field."""
    for step in path.split("."):
        if isinstance(value, dict):
            value = value.get(step)
        elif isinstance(value, list) and step.isdigit() and int(step) < len(value):
            value = value[int(step)]
        else:
            return None
    return value


def shortened(text: str, limit: int = 200) -> str:
    """``text`` cut to ``limit`` characters, saying how long it was."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


def shortened_line(line: bytes, limit: int = 200) -> str:
    """A line another program wrote, for a message: decoded, and cut to ``limit`` characters."""
    text = line[: limit * 4].decode(errors="replace")
    return text if len(text) <= limit and len(line) <= limit * 4 else f"{text[:limit]}… ({len(line)} bytes)"


def shortened_text(text: str, limit: int = 200) -> str:
    """:func:`shortened`, with a lone surrogate written as JSON's escape, so that what another program sent is
    never echoed whole or as invalid text."""
    return shortened(text, limit).encode(errors="backslashreplace").decode()


def shortened_json(value: object, limit: int = 200) -> str:
    """``value`` as JSON text for a message, cut to about ``limit`` characters, saying how long it was;
    a lone surrogate is written as JSON's escape, so the message is always valid Unicode."""
    if isinstance(value, str) and len(value) > limit:
        text = json.dumps(value[:limit], ensure_ascii=False)[:-1] + f'…" ({len(value)} characters)'
        return shortened_text(text, len(text))
    return shortened_text(json.dumps(value, ensure_ascii=False), limit)
