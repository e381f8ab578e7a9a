"""A worked-example card as the docs write it: indented ``name: value`` lines in game words.

A card names the operation it calls, describes the situation (the request), and states the
outcome the rules give, optionally after the values of the steps that lead to it::

    operation: reactions.resolve_attack
    attack:
      type: physical
      power: 24
    defender:
      health: 40
      reactions: 3
    reactions:
      - kind: block
        type: physical
        outcome: failure
    steps:
      power: 24
    outcome:
      damage to health: 24

The outcome may instead be ``refused by <rule ID>`` or ``input error at <field path>``.
Names may use spaces for underscores and capitals (``STA left`` is the field ``sta_left``), and a
value may be written in the game's words that ``words.toml`` gives the rulebook
(``ranged attack`` is the engine's ``ranged_attack``). A value is a whole or decimal number, ``yes`` or
``no``, ``none``, a list in brackets (``[ayla, bram]``), a text in double quotes, or any other
words, taken as text. Items of a list are separated by a comma and a space, so
``[0,0, 1,-1]`` is a list of two hexes. Lines starting with ``#`` are comments.

>>> card = parse_card("operation: reactions.resolve_attack\\nattack:\\n  power: 24\\noutcome: refused by a.b.c")
>>> card.request(), card.expected()
({'attack': {'power': 24}}, {'refused': {'rule': 'a.b.c'}})
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from fawnarules.card.words import Words, card_words
from fawnarules.card.words_file import WordsError
from fawnarules.operation import JsonObject
from fawnarules.sources.rule_id import RULE_ID

OPERATION = "operation"
STEPS = "steps"
OUTCOME = "outcome"
RESERVED = (OPERATION, STEPS, OUTCOME)

NAME = re.compile(r"(?P<name>[A-Za-z][A-Za-z0-9_ ]*?)\s*:(?:\s+(?P<value>.*))?")
WHOLE = re.compile(r"[-+]?[0-9]+")
DECIMAL = re.compile(r"[-+]?[0-9]+\.[0-9]+")
REFUSED = re.compile(rf"refused by (?P<rule>{RULE_ID.pattern})")
INPUT_ERROR = re.compile(r"input error at (?P<path>[A-Za-z0-9_. ]*[A-Za-z0-9_])")
OPERATION_NAME = re.compile(r"[a-z_]+\.[a-z_ ]+")
LIST_SEPARATOR = re.compile(r",\s+")
"""Items of a list are separated by a comma and a space, so that ``[0,0, 1,-1]`` holds two hexes."""
WORDS = {"yes": True, "no": False, "none": None}
OUTCOME_HELP = (
    "write 'outcome:' with the result's values under it, "
    "'outcome: refused by <rule ID>' or 'outcome: input error at <field>'"
)


class CardError(ValueError):
    """A malformed card, located by line (1 is the first line of the block) and field when known."""

    def __init__(self, message: str, line: int | None = None, field: str | None = None) -> None:
        where = ", ".join([f"line {line}"] * (line is not None) + [f"field {field!r}"] * (field is not None))
        super().__init__(f"{where}: {message}" if where else message)
        self.line, self.field, self.message = line, field, message


@dataclass(frozen=True)
class Scalar:
    """One value as written (``24``, ``yes``, ``physical``) and the JSON value it spells."""

    words: str
    value: object


@dataclass(frozen=True)
class Field:
    """``name: value`` on one line of the card, or ``name:`` with indented lines under it."""

    name: str
    line: int
    value: Value

    @property
    def key(self) -> str:
        """The name as a JSON key: ``damage to health`` -> ``damage_to_health``, ``STA left`` -> ``sta_left``."""
        return "_".join(self.name.lower().split())


@dataclass(frozen=True)
class Group:
    """Fields under one name: a JSON object."""

    fields: tuple[Field, ...]


@dataclass(frozen=True)
class Items:
    """``- `` lines under one name: a JSON list of objects or of values."""

    items: tuple[Group | Scalar, ...]


Value = Scalar | Group | Items


@dataclass(frozen=True)
class Result:
    """The outcome is a result with these values."""

    fields: tuple[Field, ...]


@dataclass(frozen=True)
class RefusedBy:
    """The outcome is a refusal citing this rule."""

    rule: str


@dataclass(frozen=True)
class InputErrorAt:
    """The outcome is an input error naming this field of the request."""

    path: str


Outcome = Result | RefusedBy | InputErrorAt


@dataclass(frozen=True)
class Card:
    """A parsed card: its title, the operation, the situation, the steps and the outcome."""

    title: str
    operation: str
    situation: tuple[Field, ...]
    steps: tuple[Field, ...]
    outcome: Outcome
    operation_line: int
    outcome_line: int
    words: Words = field(default_factory=Words)

    def request(self) -> JsonObject:
        """The situation as the operation's JSON request."""
        return fields_json(self.situation)

    def expected(self) -> JsonObject:
        """The partial answer the card states: the steps and the outcome, a refusal or an input error."""
        if isinstance(self.outcome, RefusedBy):
            return {"refused": {"rule": self.outcome.rule}}
        if isinstance(self.outcome, InputErrorAt):
            return {"error": {"path": self.outcome.path}}
        return {"result": fields_json(self.steps + self.outcome.fields)}


def field_line(fields: tuple[Field, ...], path: str) -> int | None:
    """The card line of the field at a dotted path (``reactions.0.type``) among ``fields``, or of the nearest field
    above it that the card has."""
    line = None
    for part in path.split("."):
        found = next((field for field in fields if field.key == part), None)
        if found is None:
            return line
        line, value = found.line, found.value
        fields = value.fields if isinstance(value, Group) else ()
        if isinstance(value, Items):
            return line
    return line


def scalar(words: str) -> object:
    """The JSON value a written value spells.

    >>> [scalar(words) for words in ("24", "-1", "0.5", "yes", "none", "physical", '"24"', "[ayla, 2]", "[0,0, 1,-1]")]
    [24, -1, 0.5, True, None, 'physical', '24', ['ayla', 2], ['0,0', '1,-1']]
    """
    if WHOLE.fullmatch(words):
        return int(words)
    if DECIMAL.fullmatch(words):
        return float(words)
    if words in WORDS:
        return WORDS[words]
    if words.startswith('"') and words.endswith('"') and len(words) >= 2:
        text: object = json.loads(words)
        return text
    if words.startswith("[") and words.endswith("]"):
        inside = words[1:-1].strip()
        return [scalar(item.strip()) for item in LIST_SEPARATOR.split(inside)] if inside else []
    return words


def value_json(value: Value) -> object:
    """The JSON value of a field's value."""
    if isinstance(value, Scalar):
        return value.value
    if isinstance(value, Group):
        return fields_json(value.fields)
    return [value_json(item) for item in value.items]


def fields_json(fields: tuple[Field, ...]) -> JsonObject:
    """Fields as one JSON object."""
    return {field.key: value_json(field.value) for field in fields}


@dataclass(frozen=True)
class Line:
    """One meaningful line of the block: its number, its indentation and its text."""

    number: int
    indent: int
    text: str


def meaningful_lines(text: str) -> list[Line]:
    """The block's lines without blanks and comments; a tab in the indentation is an error."""
    lines: list[Line] = []
    for number, raw in enumerate(text.split("\n"), start=1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        indentation = raw[: len(raw) - len(raw.lstrip())]
        if "\t" in indentation:
            raise CardError("indent with spaces, not tabs", number)
        lines.append(Line(number, len(indentation), raw.rstrip()[len(indentation) :]))
    return lines


class Reader:
    """Reads nested fields from the card's lines, one line at a time."""

    def __init__(self, lines: list[Line]) -> None:
        self.lines = lines
        self.position = 0

    def peek(self) -> Line | None:
        return self.lines[self.position] if self.position < len(self.lines) else None

    def fields(self, indent: int, parent: str | None = None) -> tuple[Field, ...]:
        """The fields written at ``indent`` (under ``parent``), each with what is indented under it."""
        found: list[Field] = []
        while (line := self.peek()) is not None and line.indent >= indent:
            if line.indent > indent:
                raise CardError("this line is indented more than the one above it", line.number, parent)
            if line.text.startswith("-"):
                return tuple(found)
            field = self.field(line, parent)
            if any(earlier.key == field.key for earlier in found):
                raise CardError("this name is given twice", line.number, field.name)
            found.append(field)
        return tuple(found)

    def field(self, line: Line, parent: str | None) -> Field:
        match = NAME.fullmatch(line.text)
        if match is None:
            raise CardError(f"expected 'name: value', found {line.text!r}", line.number, parent)
        self.position += 1
        name = match["name"]
        if match["value"] is not None and match["value"].strip():
            return Field(name, line.number, Scalar(match["value"].strip(), scalar(match["value"].strip())))
        below = self.peek()
        if below is None or below.indent <= line.indent:
            raise CardError("no value: write it after the colon, or indent lines under the name", line.number, name)
        if below.text.startswith("-"):
            return Field(name, line.number, self.items(below.indent, name))
        return Field(name, line.number, Group(self.fields(below.indent, name)))

    def items(self, indent: int, parent: str) -> Items:
        """The ``- `` items written at ``indent``: objects (``- name: value`` and the lines under it) or values."""
        found: list[Group | Scalar] = []
        while (line := self.peek()) is not None and line.indent == indent and line.text.startswith("-"):
            rest = line.text[1:].strip()
            if not rest:
                raise CardError("an item needs a value after '- '", line.number, parent)
            if NAME.fullmatch(rest):
                inner = indent + len(line.text) - len(rest)
                self.lines[self.position] = Line(line.number, inner, rest)
                found.append(Group(self.fields(inner, parent)))
            else:
                self.position += 1
                found.append(Scalar(rest, scalar(rest)))
        if (line := self.peek()) is not None and line.indent > indent:
            raise CardError("this line is indented more than the item above it", line.number, parent)
        return Items(tuple(found))


def parse_card(text: str, options: Mapping[str, str] | None = None) -> Card:
    """Read a card's body (and the fence's options: ``title``); :class:`CardError` names the line and field."""
    lines = meaningful_lines(text)
    if not lines:
        raise CardError("the card is empty: it needs an operation, a situation and an outcome", 1)
    reader = Reader(lines)
    fields = reader.fields(lines[0].indent)
    if (extra := reader.peek()) is not None:
        raise CardError(f"cannot read {extra.text!r} here: is it indented to match the lines above?", extra.number)
    by_key = {field.key: field for field in fields}
    operation = by_key.get(OPERATION)
    if operation is None:
        raise CardError("the card needs a line 'operation: <ruleset>.<operation>'", 1, OPERATION)
    outcome_field = by_key.get(OUTCOME)
    if outcome_field is None:
        raise CardError(f"the card has no outcome: {OUTCOME_HELP}", lines[-1].number, OUTCOME)
    steps_field = by_key.get(STEPS)
    outcome = read_outcome(outcome_field)
    steps = read_steps(steps_field, outcome)
    operation_name = read_operation(operation)
    try:
        words = card_words(operation_name.split(".")[0])
    except WordsError as error:
        raise CardError(str(error)) from None
    if isinstance(outcome, Result):
        outcome = Result(in_engine_values(outcome.fields, words))
    return Card(
        title=(options or {}).get("title", ""),
        operation=operation_name,
        situation=in_engine_values(tuple(field for field in fields if field.key not in RESERVED), words),
        steps=in_engine_values(steps, words),
        outcome=outcome,
        operation_line=operation.line,
        outcome_line=outcome_field.line,
        words=words,
    )


def in_engine_values(fields: tuple[Field, ...], words: Words) -> tuple[Field, ...]:
    """The fields with each value written in game words standing for the engine's value (a text in quotes is
    taken as written)."""
    return tuple(Field(field.name, field.line, engine_value(field.value, words)) for field in fields)


def engine_value(value: Value, words: Words) -> Value:
    """A value whose game words stand for the engine's values, item by item."""
    if isinstance(value, Group):
        return Group(in_engine_values(value.fields, words))
    if isinstance(value, Items):
        return Items(
            tuple(
                Group(in_engine_values(item.fields, words)) if isinstance(item, Group) else engine_scalar(item, words)
                for item in value.items
            )
        )
    return engine_scalar(value, words)


def engine_scalar(value: Scalar, words: Words) -> Scalar:
    """One written value, or each item of a written list, as the engine's value."""
    if value.words.startswith('"'):
        return value
    if isinstance(value.value, str):
        return Scalar(value.words, words.engine_value(value.value))
    if isinstance(value.value, list):
        return Scalar(
            value.words, [words.engine_value(item) if isinstance(item, str) else item for item in value.value]
        )
    return value


def read_operation(field: Field) -> str:
    """``operation: reactions.resolve attack`` as ``reactions.resolve_attack``."""
    if not isinstance(field.value, Scalar) or not OPERATION_NAME.fullmatch(field.value.words):
        raise CardError(
            "name the operation as <ruleset>.<operation>, like reactions.resolve_attack", field.line, OPERATION
        )
    return "_".join(field.value.words.split())


def read_outcome(field: Field) -> Outcome:
    """The outcome: the result's fields, a refusal or an input error."""
    value = field.value
    if isinstance(value, Group):
        return Result(value.fields)
    if isinstance(value, Scalar):
        if refused := REFUSED.fullmatch(value.words):
            return RefusedBy(refused["rule"])
        if error := INPUT_ERROR.fullmatch(value.words):
            return InputErrorAt(".".join("_".join(part.split()) for part in error["path"].split(".")))
    raise CardError(f"cannot read the outcome: {OUTCOME_HELP}", field.line, OUTCOME)


def read_steps(field: Field | None, outcome: Outcome) -> tuple[Field, ...]:
    """The steps' values: fields of the result, shown in the order written."""
    if field is None:
        return ()
    if not isinstance(outcome, Result):
        raise CardError("a refused or malformed request has no steps: remove them", field.line, STEPS)
    if not isinstance(field.value, Group):
        raise CardError("list the steps as indented 'name: value' lines", field.line, STEPS)
    return field.value.fields
