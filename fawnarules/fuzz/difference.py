"""Where two answers to one request differ, in the terms a scenario can state.

Two answers agree when they are of the same kind and, for a result, every field has the same
value; for a refusal, the same rule (its reason is prose); for an input error, the same path
(its message is prose).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from fawnarules.operation import JsonObject


@dataclass(frozen=True)
class Difference:
    """How an engine's answer differs from the reference engine's.

    ``fields`` holds the dotted paths of the result fields that differ (empty when the kinds,
    the refused rule or the error path differ); ``first`` the first leaf that differs, in the
    reference's order, which is the order it computes them in (``hits.0.hp_loss``); ``summary``
    says it in one line.
    """

    summary: str
    fields: tuple[str, ...] = ()
    first: str = ""

    @property
    def signature(self) -> str:
        """What makes two differences the same finding: the result fields involved, else the whole summary
        (for a crash, only that it crashed)."""
        if self.fields:
            return "result:" + ",".join(self.fields)
        return "errored" if self.summary.startswith("errored") else self.summary


def answer_kind(answer: JsonObject) -> str:
    """``result``, ``refused`` or ``error``."""
    return next(iter(answer))


def outcome(answer: JsonObject) -> str:
    """An answer in a few words: ``a result``, ``refused by <rule>``, ``an input error at <path>``."""
    kind = answer_kind(answer)
    body = cast(JsonObject, answer[kind])
    if kind == "refused":
        return f"refused by {body.get('rule')}"
    if kind == "error":
        return f"an input error at {body.get('path')!r}"
    return "a result"


def compare(reference: JsonObject, engine: JsonObject) -> Difference | None:
    """The difference between the engine's answer and the reference's, or ``None`` when they agree."""
    kind = answer_kind(reference)
    if answer_kind(engine) != kind or (kind != "result" and outcome(engine) != outcome(reference)):
        return Difference(f"answer: the reference answers {outcome(reference)}, the engine {outcome(engine)}")
    if kind != "result":
        return None
    fields = tuple(differing_paths(reference["result"], engine["result"], ""))
    if not fields:
        return None
    first = first_difference(reference["result"], engine["result"], "")
    return Difference(f"result: {', '.join(fields)} differ", fields, first or fields[0])


def differing_paths(expected: object, actual: object, path: str) -> list[str]:
    """The dotted paths at which two JSON values differ, as deep as both are objects.

    A list is compared whole: a scenario states a list item by item, so its path is the list's.
    A field only ``actual`` has is no difference: a scenario never forbids more fields.
    """
    if isinstance(expected, dict) and isinstance(actual, dict):
        return [
            found
            for key in expected
            for found in differing_paths(expected.get(key), actual.get(key), f"{path}.{key}" if path else key)
        ]
    if expected != actual or type(expected) is not type(actual):
        return [path]
    return []


def first_difference(expected: object, actual: object, path: str) -> str:
    """The dotted path of the first leaf at which two JSON values differ, in ``expected``'s order, going
    into lists item by item: an item both lists hold that differs comes before the list's length, since the
    items before the first one missing or extra were computed first; ``""`` when they agree."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return first_among([(str(key), value, actual.get(key)) for key, value in expected.items()], path)
    if isinstance(expected, list) and isinstance(actual, list):
        pairs = enumerate(zip(expected, actual, strict=False))
        found = first_among([(str(index), value, other) for index, (value, other) in pairs], path)
        return found or ("" if len(expected) == len(actual) else path)
    return "" if expected == actual and type(expected) is type(actual) else path


def first_among(items: list[tuple[str, object, object]], path: str) -> str:
    """The first difference inside the first of ``items`` (a key, the expected value, the actual one) that differ
    under ``path``; ``""`` when none does."""
    for key, value, other in items:
        found = first_difference(value, other, f"{path}.{key}" if path else key)
        if found:
            return found
    return ""
