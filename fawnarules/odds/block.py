"""The ```` ```odds ```` block of a docs page: a request with open dice, the result fields to count,
and the chances a reader can check by hand.

A block is ``key: value`` lines::

    title: A check against DR 11 with advantage
    operation: falchion.resolve_check
    request: {"check": {"action": "other", "dr": 11, "rolls": ["?"]}}
    field: success
    expect: yes = 1/2
    note: what the reader should know about the inputs

``request`` is JSON; ``field`` and ``expect`` may be repeated (one ``field`` per column of a
joint table; an ``expect`` names an outcome as the table writes it, ``yes · no`` for two fields).
Reading a block needs neither the engine nor the rules: :mod:`fawnarules.odds.figure` computes it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction

KEYS = ("title", "operation", "request", "field", "expect", "note")
REPEATED = ("field", "expect", "note")


class BlockError(ValueError):
    """A malformed odds block; ``line`` counts from the block's first line (1), when known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message if line is None else f"line {line}: {message}")
        self.message = message
        self.line = line


@dataclass(frozen=True)
class OddsBlock:
    """One parsed odds block."""

    title: str
    operation: str
    request: object
    fields: tuple[str, ...]
    expected: tuple[tuple[str, Fraction, int], ...]
    """Each expected outcome, its exact chance and the block line it is written on."""
    notes: tuple[str, ...]


def parse_block(source: str) -> OddsBlock:
    """Read an odds block; an unknown key, bad JSON or a bad fraction is a :class:`BlockError`."""
    values: dict[str, list[tuple[str, int]]] = {key: [] for key in KEYS}
    for number, line in enumerate(source.splitlines(), start=1):
        if not line.strip():
            continue
        key, colon, value = line.partition(":")
        key = key.strip()
        if not colon or key not in KEYS:
            raise BlockError(f"expected one of {', '.join(KEYS)} then a colon, not {line.strip()!r}", number)
        if values[key] and key not in REPEATED:
            raise BlockError(f"{key} is given twice", number)
        values[key].append((value.strip(), number))
    for key in ("operation", "request", "field"):
        if not values[key]:
            raise BlockError(f"an odds block needs a {key} line")
    request_text, request_line = values["request"][0]
    try:
        request = json.loads(request_text)
    except ValueError as error:
        raise BlockError(f"the request is not JSON: {error}", request_line) from error
    return OddsBlock(
        title=values["title"][0][0] if values["title"] else "",
        operation=values["operation"][0][0],
        request=request,
        fields=tuple(value for value, _ in values["field"]),
        expected=tuple(parse_expectation(value, line) for value, line in values["expect"]),
        notes=tuple(value for value, _ in values["note"]),
    )


def parse_expectation(text: str, line: int) -> tuple[str, Fraction, int]:
    """``yes = 279/400``: an outcome and its exact chance."""
    outcome, equals, chance = text.rpartition("=")
    try:
        fraction = Fraction(chance.strip())
    except (ValueError, ZeroDivisionError):
        fraction = None
    if not equals or not outcome.strip() or fraction is None:
        raise BlockError(f"an expectation is `outcome = fraction`, such as `yes = 279/400`, not {text!r}", line)
    return outcome.strip(), fraction, line
