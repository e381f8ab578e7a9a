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
A player's choice left open is named with ``policy: check.reroll = on a failure``.

A chained question has ``step`` lines instead of ``operation`` and ``request`` (one JSON step each,
as :mod:`fawnarules.odds.question` reads them), with ``start`` (JSON) and ``repeat`` (a number, or a
range: the question asked after each number of rounds); its ``field`` lines name what the steps
set. A number written ``{"range": [8, 16]}`` sweeps: the block is drawn as a table with a row per
value (and a column per value of a second range) giving the chance of the outcome ``show`` names;
an ``expect`` of a sweep starts with the values, ``11 · yes = 9/20``.
Reading a block needs neither the engine nor the rules: :mod:`fawnarules.odds.figure` computes it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction

KEYS = ("title", "operation", "request", "policy", "start", "step", "repeat", "field", "show", "expect", "note")
REPEATED = ("field", "expect", "note", "policy", "step")


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
    policies: tuple[tuple[str, str], ...] = ()
    steps: tuple[object, ...] = ()
    start: object = None
    repeat: object = 1
    """How many times the steps run: a whole number, or a range of them."""
    show: str = ""

    @property
    def ruleset(self) -> str:
        """The rulebook the block asks about."""
        first = self.steps[0] if self.steps else None
        operation = first.get("operation") if isinstance(first, dict) else self.operation
        return str(operation).partition(".")[0]

    @property
    def question(self) -> object:
        """The chained question's JSON (``None`` for a single operation)."""
        if not self.steps:
            return None
        start = {} if self.start is None else self.start
        return {"start": start, "repeat": self.repeat, "steps": list(self.steps), "ask": list(self.fields)}


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
    needed = ("step", "field") if values["step"] else ("operation", "request", "field")
    for key in needed:
        if not values[key]:
            raise BlockError(f"an odds block needs a {key} line")
    return OddsBlock(
        title=values["title"][0][0] if values["title"] else "",
        operation=values["operation"][0][0] if values["operation"] else "",
        request=json_value("request", values["request"][0]) if values["request"] else None,
        fields=tuple(value for value, _ in values["field"]),
        expected=tuple(parse_expectation(value, line) for value, line in values["expect"]),
        notes=tuple(value for value, _ in values["note"]),
        policies=tuple(parse_policy(value, line) for value, line in values["policy"]),
        steps=tuple(json_value("step", step) for step in values["step"]),
        start=json_value("start", values["start"][0]) if values["start"] else None,
        repeat=json_value("repeat", values["repeat"][0]) if values["repeat"] else 1,
        show=values["show"][0][0] if values["show"] else "",
    )


def json_value(key: str, written: tuple[str, int]) -> object:
    """The JSON of a ``request``, ``step`` or ``start`` line."""
    text, line = written
    try:
        return json.loads(text)
    except ValueError as error:
        raise BlockError(f"the {key} is not JSON: {error}", line) from error


def parse_policy(text: str, line: int) -> tuple[str, str]:
    """``check.reroll = on a failure``: a choice of the request and the policy the player follows."""
    path, equals, policy = text.partition("=")
    if not equals or not path.strip() or not policy.strip():
        raise BlockError(f"a policy is `choice = policy`, such as `check.reroll = on a failure`, not {text!r}", line)
    return path.strip(), policy.strip()


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
