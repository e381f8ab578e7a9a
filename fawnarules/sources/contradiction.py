"""Two examples that cannot both be right: the same request to the same operation, answers that disagree.

Every operation is pure (DESIGN.md): one request has one answer, whatever the engine. So when two
scenarios, two cards, or a scenario and a card send an operation the very same request and expect
answers that cannot both hold, one of them is wrong, and no engine can pass both. This is how a new
ruling that contradicts the spec is found without trusting the engine: its scenario or card is named
beside the one it contradicts. Expectations are partial, so two examples that state different fields
of one answer agree; they contradict each other when they expect different kinds of answer (a result,
a refusal, an input error), or state one field with different values.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from fawnarules.operation import JsonObject
from fawnarules.sources.case import cases_by_line
from fawnarules.sources.expectation import is_equal_value, json_text, place
from fawnarules.sources.feature import Feature
from fawnarules.sources.problem import Problem, ProblemKind

ANSWERS = {"result": "a result", "refused": "a refusal", "error": "an input error"}


@dataclass(frozen=True)
class Example:
    """A request to one operation and the partial answer some scenario or card expects, where it is written."""

    path: Path
    line: int
    label: str
    operation: str
    request: JsonObject
    expected: JsonObject

    @property
    def place(self) -> str:
        """What and where the example is, for a message about another one."""
        return f"{self.label} ({self.path.as_posix()}:{self.line})"


def scenario_examples(path: Path, feature: Feature) -> Iterator[Example]:
    """Each run of the feature's scenarios that is a case (an outline's rows one by one), as an example."""
    for line, case in cases_by_line(feature).items():
        yield Example(path, line, f"scenario {case.scenario!r}", case.operation, case.request, case.expected)


def contradiction_problems(examples: Iterable[Example]) -> Iterator[Problem]:
    """For each two examples of one request whose answers disagree, a problem at each, naming the other."""
    by_request: dict[tuple[str, str], list[Example]] = defaultdict(list)
    for example in examples:
        by_request[example.operation, json.dumps(example.request, sort_keys=True)].append(example)
    for same in by_request.values():
        for index, first in enumerate(same):
            for second in same[index + 1 :]:
                difference = contradiction(first.expected, second.expected)
                if difference is not None:
                    yield contradicts(first, second, difference)
                    yield contradicts(second, first, contradiction(second.expected, first.expected) or difference)


def contradicts(example: Example, other: Example, difference: str) -> Problem:
    """The problem at ``example``, naming the ``other`` it contradicts."""
    return Problem(
        example.path,
        example.line,
        ProblemKind.CONTRADICTION,
        f"{example.label} and {other.place} send {example.operation} the same request but expect different "
        f"answers: {difference}",
        "one of the two is wrong: correct it, or make the requests differ in what the rulings turn on",
    )


def contradiction(expected: JsonObject, other: JsonObject) -> str | None:
    """How two partial answers to one request disagree (``result.damage: 3 here, 4 there``), or ``None``."""
    kind, other_kind = answer_kind(expected), answer_kind(other)
    if kind != other_kind:
        return f"{ANSWERS.get(kind, kind)} here, {ANSWERS.get(other_kind, other_kind)} there"
    return next(conflicts(expected, other, ""), None)


def answer_kind(expected: JsonObject) -> str:
    """Which kind of answer a partial answer expects: ``result``, ``refused`` or ``error``."""
    return next((key for key in ANSWERS if key in expected), "")


def conflicts(value: object, other: object, path: str) -> Iterator[str]:
    """Each place where two expected values cannot both hold: objects on the keys both state, lists of one
    length item by item, anything else by its JSON value."""
    if isinstance(value, dict) and isinstance(other, dict):
        for key in sorted(value.keys() & other.keys()):
            yield from conflicts(value[key], other[key], place(path, key))
    elif isinstance(value, list) and isinstance(other, list) and len(value) == len(other):
        for index, (item, other_item) in enumerate(zip(value, other, strict=True)):
            yield from conflicts(item, other_item, place(path, index))
    elif not (is_equal_value(value, other) or value == other):
        yield f"{path} {json_text(value)} here, {json_text(other)} there"
