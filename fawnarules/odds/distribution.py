"""The exact distribution of chosen result fields over every combination of a request's open dice.

Each combination goes through an engine, the same way ``fawnarules check`` sends a case, and its
answer lands in one outcome: the values of the chosen fields, a refusal (by rule), an input error
(by field), or the engine's own failure. Chances are fractions; nothing is sampled.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Literal, Protocol

from fawnarules.engine import Engine, find_operation
from fawnarules.json_text import value_at
from fawnarules.odds.enumeration import OddsError
from fawnarules.operation import JsonObject

PUBLISHED_OPERATIONS = Path(__file__).resolve().parent.parent / "data" / "operations.json"
"""Every operation's request and result schemas as an installed package publishes them, beside its cases
(:data:`fawnarules.conformance.corpus.PACKAGED_CORPUS`, whose module this one does not import: it reads the spec);
built into the wheel from the types (``setup.py``), so a checkout has none and generates the one schema it needs."""


class Reply(Protocol):
    """How one call ended, as the conformance runner reports it."""

    @property
    def status(self) -> str: ...
    @property
    def answer(self) -> JsonObject: ...
    @property
    def reason(self) -> str: ...


class Runner(Protocol):
    """What sends the calls: :func:`fawnarules.conformance.subject.engine_from_spec` gives one for any engine."""

    def run_all(self, calls: Sequence[tuple[str, object]]) -> Iterator[Reply]:
        """The reply to each ``(operation, request)``, in order."""
        ...


@dataclass(frozen=True)
class Answered:
    """A reply of an engine that answered."""

    answer: JsonObject
    status: str = "answered"
    reason: str = ""


@dataclass(frozen=True)
class InProcess:
    """An engine object called directly, without the protocol machinery ``--engine`` loads."""

    engine: Engine

    def run_all(self, calls: Sequence[tuple[str, object]]) -> Iterator[Reply]:
        for operation, request in calls:
            yield Answered(self.engine.call(operation, request))


Kind = Literal["result", "refused", "error", "engine"]
KIND_ORDER: tuple[Kind, ...] = ("result", "refused", "error", "engine")


@dataclass(frozen=True)
class Outcome:
    """One row of a distribution: the chosen fields' values (as JSON text), or why there is no result."""

    kind: Kind
    values: tuple[str, ...]

    def labels(self, width: int) -> tuple[str, ...]:
        """What a reader sees in each of ``width`` columns."""
        if self.kind == "result":
            return tuple(reading(json.loads(value)) for value in self.values)
        why = {
            "refused": f"not allowed, by the rule “{rule_title(self.values[0])}”",
            "error": f"input error at {self.values[0]}",
            "engine": f"engine failed: {self.values[0]}",
        }[self.kind]
        return (why, *([""] * (width - 1)))

    def key(self) -> str:
        """The outcome as one line: the labels joined by `` · ``."""
        return " · ".join(label for label in self.labels(len(self.values)) if label)

    def as_json(self, fields: Sequence[str]) -> JsonObject:
        """The outcome as the seam would say it: the result's fields, the refusal's rule or the error's path."""
        if self.kind == "result":
            return {"result": {field: json.loads(value) for field, value in zip(fields, self.values, strict=True)}}
        name = {"refused": "rule", "error": "path", "engine": "reason"}[self.kind]
        return {self.kind: {name: self.values[0]}}


def rule_title(rule: str) -> str:
    """A rule as a reader knows it: the title of its heading in the docs (the ID where the docs are not at
    hand, as for an installed package)."""
    return rule_titles(rule.partition(".")[0]).get(rule, rule)


@cache
def rule_titles(ruleset: str) -> dict[str, str]:
    """The title of each rule heading of a rulebook's pages, by rule ID."""
    from fawnarules.odds.reference import DOCS  # noqa: PLC0415
    from fawnarules.sources.catalog import RULE_HEADING  # noqa: PLC0415

    titles: dict[str, str] = {}
    for page in sorted((DOCS / ruleset).glob("*.md")):
        for line in page.read_text(encoding="utf-8").splitlines():
            if match := RULE_HEADING.match(line):
                titles.setdefault(match["id"], match["title"])
    return titles


def reading(value: object) -> str:
    """A result value as a reader says it."""
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if value is None:
        return "none"
    if isinstance(value, str):
        return value.replace("_", " ")
    return json.dumps(value)


@dataclass(frozen=True)
class Distribution:
    """The chance of every outcome of one question, over all the ways its open dice and cards can fall."""

    operation: str
    fields: tuple[str, ...]
    combinations: int
    """How many situations (a fall of the dice, in each state a chained question reached) were answered."""
    rows: tuple[tuple[Outcome, Fraction], ...]
    calls: int = 0
    """How many distinct requests the engine answered."""
    rolled: tuple[tuple[str, str], ...] = ()
    """What was rolled or drawn, as the rules name it, with how: ``("the check's d20", "d20")``."""
    notes: tuple[str, ...] = ()
    """What a reader is told of how the chances were reached: a redraw, a policy."""

    def chance(self, key: str) -> Fraction:
        """The chance of the outcome whose :meth:`Outcome.key` is ``key`` (0 if it never happens)."""
        return sum((chance for outcome, chance in self.rows if outcome.key() == key), Fraction(0))

    def numbers(self) -> list[tuple[int | float, Fraction]] | None:
        """Each value with its chance, when one field is counted and every outcome is a number of it."""
        if len(self.fields) != 1:
            return None
        values = [(json.loads(outcome.values[0]), chance) for outcome, chance in self.rows if outcome.kind == "result"]
        if len(values) != len(self.rows) or not all(is_number(value) for value, _ in values):
            return None
        return values

    def mean(self) -> Fraction | None:
        """The mean of the counted number, when it is one."""
        values = self.numbers()
        if values is None:
            return None
        return sum((Fraction(value) * chance for value, chance in values), Fraction(0))

    def at_least(self, value: int | float) -> Fraction:
        """The chance the counted number is ``value`` or more."""
        return sum((chance for found, chance in self.numbers() or () if found >= value), Fraction(0))

    def at_most(self, value: int | float) -> Fraction:
        """The chance the counted number is ``value`` or less."""
        return sum((chance for found, chance in self.numbers() or () if found <= value), Fraction(0))

    def as_json(self) -> JsonObject:
        """The distribution as JSON: chances as exact fractions in text (``"279/400"``), with the views a reader
        uses on a number (at least, at most, the mean) and how many calls the engine answered."""
        numbers = self.numbers()
        outcomes: list[JsonObject] = []
        for outcome, chance in self.rows:
            row: JsonObject = {**outcome.as_json(self.fields), "chance": str(chance), "percent": percent(chance)}
            if numbers is not None:
                value = json.loads(outcome.values[0])
                row |= {"at_least": str(self.at_least(value)), "at_most": str(self.at_most(value))}
            outcomes.append(row)
        mean = self.mean()
        return {
            "operation": self.operation,
            "fields": list(self.fields),
            "combinations": self.combinations,
            "engine_calls": self.calls,
            "outcomes": outcomes,
            **({"mean": str(mean)} if mean is not None else {}),
            **({"notes": list(self.notes)} if self.notes else {}),
        }


def is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def rolled_words(label: str, how: str) -> str:
    """What was rolled, and how where its name does not say: ``the check's d20``, ``the damage dice (2d6)``."""
    return label if label.endswith(how) else f"{label} ({how})"


def percent(chance: Fraction) -> str:
    """A chance as a percentage to one decimal, for reading only (an exact half rounds up)."""
    tenths = math.floor(chance * 1000 + Fraction(1, 2))
    return f"{tenths // 10}.{tenths % 10}"


@cache
def result_fields(operation: str) -> dict[str, list[object]]:
    """The dotted fields of the operation's result, as its published schema names them, each with the values
    it may take when they are a closed set (else an empty list); worked out once per operation.

    The schema is read from the published file: generating it again from the types would cost a
    command for one d20 a quarter of its time. An operation the file does not list yet (one being
    written) has its schema generated."""
    found = find_operation(operation)
    if found is None:
        raise OddsError(f"unknown operation {operation!r}: `fawnarules operations` lists them")
    published = published_results().get(operation)
    return schema_fields_with_choices(published if isinstance(published, dict) else found.result_schema())


@cache
def published_results() -> dict[str, object]:
    """Each operation's result schema in :data:`PUBLISHED_OPERATIONS`, by operation name; none in a checkout."""
    if not PUBLISHED_OPERATIONS.is_file():
        return {}
    document = json.loads(PUBLISHED_OPERATIONS.read_text(encoding="utf-8"))
    return {name: entry["result"] for name, entry in document["operations"].items()}


def schema_fields_with_choices(schema: JsonObject) -> dict[str, list[object]]:
    """The dotted fields a result schema names, each with the values it may take when they are a closed set."""
    definitions = schema.get("$defs", {})
    assert isinstance(definitions, dict)
    fields: dict[str, list[object]] = {}
    for name, choices in schema_fields(schema, definitions, ""):
        fields.setdefault(name, []).extend(choices)
    return fields


def schema_fields(schema: object, definitions: dict[str, object], prefix: str) -> Iterable[tuple[str, list[object]]]:
    """The dotted property names of a schema, following references and optional (``anyOf``) objects; an item
    of a list is named by its position, written ``0`` here."""
    if not isinstance(schema, dict):
        return
    reference = schema.get("$ref")
    if isinstance(reference, str):
        yield from schema_fields(definitions.get(reference.rsplit("/", 1)[-1]), definitions, prefix)
        return
    for option in [*schema.get("anyOf", ()), *schema.get("oneOf", ())]:
        yield from schema_fields(option, definitions, prefix)
    if "items" in schema:
        yield f"{prefix}0", []
        yield from schema_fields(schema["items"], definitions, f"{prefix}0.")
    for index, item in enumerate(schema.get("prefixItems", ())):
        yield f"{prefix}{index}", []
        yield from schema_fields(item, definitions, f"{prefix}{index}.")
    if isinstance(choices := schema.get("enum"), list) and prefix:
        yield prefix.removesuffix("."), choices
    properties = schema.get("properties", {})
    assert isinstance(properties, dict)
    for name, child in properties.items():
        yield f"{prefix}{name}", []
        yield from schema_fields(child, definitions, f"{prefix}{name}.")


def check_fields(operation: str, fields: Sequence[str]) -> list[list[object]]:
    """Every chosen field must be a field of the operation's result (``hits.0.hp_loss`` for an item of a list);
    the values each may take, when they are a closed set."""
    known = result_fields(operation)
    if not fields:
        raise OddsError(f"choose a result field with --field; {operation} answers {', '.join(top_level(known))}")
    for field in fields:
        if schema_name(field) not in known:
            raise OddsError(
                f"--field {field}: {operation} has no such result field; it answers {', '.join(top_level(known))}"
            )
    return [known[schema_name(field)] for field in fields]


def schema_name(field: str) -> str:
    """A field as the schema names it: any position in a list is ``0``."""
    return re.sub(r"(?<=\.)\d+(?=\.|$)", "0", field)


def top_level(fields: Iterable[str]) -> list[str]:
    return [field for field in fields if "." not in field]


def outcome_of(status: str, answer: JsonObject, reason: str, fields: Sequence[str]) -> Outcome:
    """The outcome one reply of the engine lands in."""
    if status != "answered":
        return Outcome("engine", ((reason or status).splitlines()[0][:80],))
    if isinstance(result := answer.get("result"), dict):
        return Outcome("result", tuple(json.dumps(value_at(result, field), sort_keys=True) for field in fields))
    if isinstance(refused := answer.get("refused"), dict):
        return Outcome("refused", (str(refused.get("rule", "")),))
    error = answer.get("error")
    return Outcome("error", (str(error.get("path", "")) if isinstance(error, dict) else "",))


def ordered(tally: dict[Outcome, Fraction]) -> tuple[tuple[Outcome, Fraction], ...]:
    """Results first, then refusals and errors. Results in order of their values where those are numbers
    (false before true), else in the order the dice first gave them (faces in order, cards in deck order)."""
    first = {outcome: index for index, outcome in enumerate(tally)}

    def key(outcome: Outcome) -> tuple[object, ...]:
        if outcome.kind != "result":
            return KIND_ORDER.index(outcome.kind), outcome.values[0], 0
        values = [json.loads(value) for value in outcome.values]
        if all(isinstance(value, bool) or is_number(value) or value is None for value in values):
            return 0, tuple((value is None, value or 0) for value in values), 0
        return 0, (), first[outcome]

    return tuple(sorted(tally.items(), key=lambda row: key(row[0])))
