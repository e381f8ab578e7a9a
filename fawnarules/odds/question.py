"""A question for the odds: one operation, or several chained, with the player's choices named as policies.

A question in JSON::

    {"start": {"hp": 6, "down": false},
     "repeat": 2,
     "steps": [
       {"operation": "falchion.resolve_check", "request": {...}, "set": {"hit": "success"}},
       {"when": {"hit": true, "down": false}, "operation": "falchion.deal_damage",
        "request": {"hit": {"hp": {"var": "hp"}, ...}}, "set": {"hp": "hp_left", "down": "downed"}}],
     "ask": ["down"]}

Each step is one operation of the engine, with open dice (``"?"``) like a single request. ``set`` keeps
result fields under names; ``{"var": NAME}`` in a later request reads one back; ``add`` keeps a running
count: ``{"hits": "success"}`` adds a result field to a name (a number, or 1 for true), ``{"gambits": 1}``
a number each time the step answers (a name counted so starts at 0 unless ``start`` gives it); ``when``
runs a step only where the names hold those values; ``repeat`` runs the steps again (a run of saves, two
attacks). ``ask`` names what is counted. A step's ``policy`` says when the player takes a choice
(:data:`POLICIES`).

Any number may range: ``{"range": [8, 16]}`` in place of it asks the question once per value (a sweep),
``{"range": [8, 16], "name": "DR"}`` naming the axis as a reader says it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import product

from fawnarules.odds.distribution import check_fields
from fawnarules.odds.enumeration import OddsError, filled, is_open, leaves
from fawnarules.odds.table import CHOICES, choice_at
from fawnarules.operation import JsonObject

MAX_REPEAT = 20
"""The most times a question's steps may run."""

MAX_POINTS = 400
"""The most values a sweep may ask about."""

POLICIES = {
    "always": "always",
    "on a failure": "only when the roll fails without it",
    "when it turns a failure into a success": "only when it turns a failure into a success",
}
"""The policies a player's choice may follow, by name, with how a reader is told. ``when VALUE`` (such as
``when hostile``) takes the choice when the answer without it reads that value."""


@dataclass(frozen=True)
class Step:
    """One operation of a question: its request (open dice, ``{"var": NAME}``), the names it keeps, when it
    runs, and the policy of each choice it leaves open."""

    operation: str
    request: JsonObject
    sets: tuple[tuple[str, str], ...]
    when: tuple[tuple[str, object], ...] = ()
    policies: tuple[tuple[str, str], ...] = ()
    adds: tuple[tuple[str, str | int], ...] = ()
    """Each running count the step adds to, with the result field it adds (or a whole number)."""

    @property
    def read_fields(self) -> tuple[str, ...]:
        """The result fields the step keeps or adds up."""
        added = tuple(field for _, field in self.adds if isinstance(field, str))
        return tuple(dict.fromkeys((*(field for _, field in self.sets), *added)))


@dataclass(frozen=True)
class Question:
    """Steps run in order, ``repeat`` times, from the ``start`` names; ``ask`` is what is counted."""

    steps: tuple[Step, ...]
    ask: tuple[str, ...]
    start: tuple[tuple[str, object], ...] = ()
    repeat: int = 1

    @property
    def operation(self) -> str:
        """The operations asked, as one name: ``falchion.resolve_check``, or several joined by ``then``."""
        return " then ".join(dict.fromkeys(step.operation for step in self.steps))


def single(operation: str, request: object, fields: Sequence[str], policies: Mapping[str, str]) -> Question:
    """A question of one operation whose result ``fields`` are counted."""
    if not isinstance(request, dict):
        raise OddsError("the request must be a JSON object")
    check_fields(operation, fields)
    step = Step(operation, request, tuple((field, field) for field in fields), (), tuple(policies.items()))
    checked_policies(step)
    return Question((step,), tuple(fields))


def parse_question(value: object) -> Question:
    """A question from its JSON; a malformed one is an :class:`OddsError` naming the field."""
    if not isinstance(value, dict):
        raise OddsError("a question is a JSON object with steps and ask")
    unknown = set(value) - {"start", "repeat", "steps", "ask"}
    if unknown:
        raise OddsError(f"{sorted(unknown)[0]}: a question has only start, repeat, steps and ask")
    steps = value.get("steps")
    if not isinstance(steps, list) or not steps:
        raise OddsError("steps: a question needs a list of at least one step")
    ask = value.get("ask")
    if not isinstance(ask, list) or not ask or not all(isinstance(name, str) for name in ask):
        raise OddsError("ask: name what is counted, as a list of names the steps set")
    start = value.get("start", {})
    if not isinstance(start, dict):
        raise OddsError("start: the names a question starts with, as a JSON object")
    repeat = value.get("repeat", 1)
    if not isinstance(repeat, int) or isinstance(repeat, bool) or not 1 <= repeat <= MAX_REPEAT:
        raise OddsError(f"repeat: a whole number from 1 to {MAX_REPEAT}")
    parsed = tuple(parse_step(step, f"steps.{index}") for index, step in enumerate(steps))
    question = Question(parsed, tuple(ask), tuple(start.items()), repeat)
    check_names(question)
    return question


def parse_step(value: object, where: str) -> Step:
    """One step of a question's JSON."""
    if not isinstance(value, dict):
        raise OddsError(f"{where}: a step is a JSON object with operation, request and set")
    unknown = set(value) - {"operation", "request", "set", "add", "when", "policy"}
    if unknown:
        raise OddsError(f"{where}.{sorted(unknown)[0]}: a step has only operation, request, set, add, when and policy")
    operation, request = value.get("operation"), value.get("request")
    if not isinstance(operation, str):
        raise OddsError(f"{where}.operation: name the operation, such as falchion.resolve_check")
    if not isinstance(request, dict):
        raise OddsError(f"{where}.request: the operation's request, as a JSON object")
    named = {key: value.get(key, {}) for key in ("set", "add", "when", "policy")}
    for key, names in named.items():
        if not isinstance(names, dict):
            raise OddsError(f"{where}.{key}: a JSON object of names")
    sets, adds, policies = named["set"], named["add"], named["policy"]
    if not all(isinstance(field, str) for field in sets.values()):
        raise OddsError(f"{where}.set: each name keeps a result field, written as text")
    if not all(isinstance(added, str) or type(added) is int for added in adds.values()):
        raise OddsError(f"{where}.add: each name adds up a result field (as text) or a whole number")
    if set(sets) & set(adds):
        raise OddsError(f"{where}.add: {sorted(set(sets) & set(adds))[0]} is both set and added to")
    if not all(isinstance(policy, str) for policy in policies.values()):
        raise OddsError(f"{where}.policy: each choice's policy is written as text")
    step = Step(
        operation,
        request,
        tuple(sets.items()),
        tuple(named["when"].items()),
        tuple(policies.items()),
        tuple(adds.items()),
    )
    if step.read_fields:
        check_fields(operation, list(step.read_fields))
    checked_policies(step, f"{where}.policy")
    return step


def checked_policies(step: Step, where: str = "policy") -> None:
    """Each policy names a choice of the operation and a policy there is; one choice per step."""
    for path, policy in step.policies:
        if choice_at(step.operation, path) is None:
            choices = ", ".join(choice.path for choice in CHOICES.get(step.operation, ())) or "none"
            raise OddsError(f"{where}: {path} is no choice of {step.operation} (its choices: {choices})")
        if policy not in POLICIES and not policy.startswith("when "):
            raise OddsError(f"{where}: {policy!r} is no policy; name one of {', '.join(map(repr, POLICIES))}")
    if len(step.policies) > 1:
        raise OddsError(f"{where}: one choice per step; chain a step for each further choice")


def check_names(question: Question) -> None:
    """Every name read (``var``, ``when``, ``ask``) is set by the start or by a step."""
    known = {name for name, _ in question.start} | {
        name for step in question.steps for name, _ in (*step.sets, *step.adds)
    }
    for index, step in enumerate(question.steps):
        read = [name for name, _ in step.when] + [value for _, value in variables(step.request)]
        for name in read:
            if name not in known:
                raise OddsError(f"steps.{index}: {name!r} is set by no step and not at the start")
    for name in question.ask:
        if name not in known:
            raise OddsError(f"ask: {name!r} is set by no step and not at the start")


def is_variable(value: object) -> bool:
    return isinstance(value, dict) and set(value) == {"var"} and isinstance(value["var"], str)


def variables(node: object) -> Iterator[tuple[str, str]]:
    """Each ``{"var": NAME}`` of a request, with its dotted path."""
    if is_variable(node):
        assert isinstance(node, dict)
        yield "", node["var"]
    elif isinstance(node, dict):
        for key, child in node.items():
            yield from ((f"{key}.{path}".rstrip("."), name) for path, name in variables(child))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from ((f"{index}.{path}".rstrip("."), name) for path, name in variables(child))


def with_values(node: object, values: Mapping[str, str]) -> object:
    """A copy of a request with each ``{"var": NAME}`` given its value (kept as JSON text)."""
    if is_variable(node):
        assert isinstance(node, dict)
        return json.loads(values.get(node["var"], "null"))
    if isinstance(node, dict):
        return {key: with_values(child, values) for key, child in node.items()}
    if isinstance(node, list):
        return [with_values(child, values) for child in node]
    return node


@dataclass(frozen=True)
class Axis:
    """A number of the question that ranges: where it is, what a reader calls it, and its values."""

    path: str
    name: str
    values: tuple[int, ...]


def is_range(value: object) -> bool:
    return isinstance(value, dict) and "range" in value and set(value) <= {"range", "name"}


def axes(value: object) -> tuple[Axis, ...]:
    """The ranges of a question (or request), in the order they are written."""
    found = []
    for path, marker in leaves(value, "", is_range):
        if not isinstance(marker, dict) or not is_range(marker):
            continue
        bounds = marker.get("range")
        if not (isinstance(bounds, list) and len(bounds) in (2, 3) and all(type(bound) is int for bound in bounds)):
            raise OddsError(f'{path}: a range is {{"range": [low, high]}} or {{"range": [low, high, step]}}')
        low, high, *step = bounds
        values = tuple(range(low, high + 1, step[0] if step else 1))
        if not values or (step and step[0] < 1):
            raise OddsError(f"{path}: the range {low} to {high} holds no value")
        name = marker.get("name")
        found.append(Axis(path, name if isinstance(name, str) else path.rsplit(".", 1)[-1].replace("_", " "), values))
    points = 1
    for axis in found:
        points *= len(axis.values)
    if points > MAX_POINTS:
        raise OddsError(f"a sweep of {points:,} values is more than {MAX_POINTS}: narrow a range")
    return tuple(found)


def points(value: object, found: tuple[Axis, ...]) -> Iterator[tuple[tuple[int, ...], object]]:
    """The question (or request) once per combination of the axes' values, each range given its value."""
    for picked in product(*(axis.values for axis in found)):
        values = {axis.path: value for axis, value in zip(found, picked, strict=True)}
        yield picked, filled(value, values, "")


def open_choices(step: Step) -> list[str]:
    """The choices of a step left open (an open die in them) that no policy names."""
    named = {path for path, _ in step.policies}
    return [
        choice.path
        for choice in CHOICES.get(step.operation, ())
        if choice.path not in named
        and any(path == choice.path or path.startswith(f"{choice.path}.") for path in open_paths(step.request))
    ]


def open_paths(request: object) -> list[str]:
    return [path for path, value in leaves(request, "") if is_open(value)]
