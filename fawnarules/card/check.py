"""Running a card through an engine and saying, in the card's words, where the answer differs.

The card goes through the seam (``engine.call(operation, request)``), as every scenario
does, so a card checks any engine, not only the reference one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from fawnarules.card.card import Card, Field, InputErrorAt, RefusedBy, Result, field_line, scalar, value_json
from fawnarules.engine import Engine
from fawnarules.operation import JsonObject
from fawnarules.sources.expectation import mismatches


@dataclass(frozen=True)
class Difference:
    """One way the engine's answer differs from the card, at a line of the card."""

    line: int
    message: str


def check_card(card: Card, engine: Engine) -> list[Difference]:
    """Every difference between what the card states and what ``engine`` answers; empty when they agree."""
    answer = engine.call(card.operation, card.request())
    if isinstance(card.outcome, Result):
        if "result" not in answer:
            return [Difference(answer_line(card, answer), f"the card expects a result, but {unexpected(answer)}")]
        result = answer["result"]
        return [
            difference
            for field in card.steps + card.outcome.fields
            for difference in field_differences(field, result if isinstance(result, dict) else {})
        ]
    expected = card.expected()
    if mismatches(expected, answer):
        return [Difference(answer_line(card, answer), f"the card expects {stated(card)}, but {unexpected(answer)}")]
    return []


def field_differences(field: Field, result: JsonObject) -> list[Difference]:
    """How one stated value differs from the result, if it does."""
    expected = value_json(field.value)
    if field.key not in result:
        return [Difference(field.line, f"{field.name}: the answer has no such field")]
    actual = result[field.key]
    if not isinstance(expected, dict | list):
        if mismatches(expected, actual):
            return [
                Difference(
                    field.line, f"{field.name}: the card says {words(expected)}, the engine says {words(actual)}"
                )
            ]
        return []
    return [Difference(field.line, f"{field.name}: {line}") for line in mismatches(expected, actual, field.key)]


def stated(card: Card) -> str:
    """What the card's outcome says, in words."""
    if isinstance(card.outcome, RefusedBy):
        return f"a refusal by {card.outcome.rule}"
    if isinstance(card.outcome, InputErrorAt):
        return f"an input error at {card.outcome.path}"
    return "a result"


def answer_line(card: Card, answer: JsonObject) -> int:
    """The card line to point at: the field an input error names when the card has it, else the outcome."""
    error = answer.get("error")
    line = field_line(card.situation, str(error.get("path"))) if isinstance(error, dict) else None
    return card.outcome_line if line is None else line


def unexpected(answer: JsonObject) -> str:
    """What the engine answered instead."""
    refused, error = answer.get("refused"), answer.get("error")
    if isinstance(refused, dict):
        return f"the engine refuses it by {refused.get('rule')}: {refused.get('reason')}"
    if isinstance(error, dict):
        return f"the engine reports an input error at {error.get('path')}: {error.get('message')}"
    return f"the engine answers {words(answer.get('result'))}"


def words(value: object) -> str:
    """A JSON value as a card writes it: ``yes``, ``no``, ``none``, numbers, lists in brackets."""
    if isinstance(value, bool) or value is None:
        return {True: "yes", False: "no", None: "none"}[value]
    if isinstance(value, list):
        return "[" + ", ".join(map(words, value)) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}: {words(item)}" for key, item in value.items()) + "}"
    if isinstance(value, str) and scalar(value) != value:
        return json.dumps(value)
    return str(value)
