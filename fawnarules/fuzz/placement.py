"""Where a found scenario belongs in the spec, and proof that pasted there it means the request found.

The rule: for a refusal, the refused rule, unless the engine answers a result that states otherwise a
value the reference computed before it refused: then the rule of that step. For an input error, the
check that turned the request away, or when the spec shows that check in no scenario of the operation,
the rule whose scenario stating that error is most like the request. Where only the engine refuses, the
rule its refusal cites; where only the engine answers an input error, of the rules whose scenarios state
that error path (the spec keeps a request's bounds under its request rules), the one whose scenario is
most like the request. For a result, of the rules whose scenarios of the same operation state the first
field the answers differ in (the reference's fields come in the order it computes them), the step of the
reference's computation of the request that gave that field's value, the finest first, as a trace of its
calls shows, then the one whose scenario is most like the request. Otherwise the rule whose scenarios
call the same operation and state the most of the same fields (for an input error, the same error path),
ties going to the rule with more scenarios of that operation. The file: the feature file that holds
that ``Rule:``.

The scenario is pasted at the end of its rule's block in a copy of the file's text and read back
with the spec's own case reader. A ``Background`` of the file may set request fields the found
request leaves out; those are then written with their published default, so that the case read
back carries exactly the request that was found.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import cast

from fawnarules.fuzz.scenario import leaves, scenario_text
from fawnarules.fuzz.trace import Step, first_step_stated_otherwise, last_step_before_error, traced_rules
from fawnarules.json_text import value_at
from fawnarules.operation import JsonObject
from fawnarules.sources.case import Case, CaseError, feature_cases


@dataclass(frozen=True)
class Placement:
    """A feature file, the rule to paste under, and why that rule."""

    source: str
    rule: str
    reason: str


@dataclass(frozen=True)
class Written:
    """A scenario ready to paste, and the case it becomes once pasted."""

    text: str
    placement: Placement | None
    case: Case | None


def expected_paths(case: Case) -> set[str]:
    """The dotted paths a case states of a result, or its error path."""
    kind = next(iter(case.expected))
    body = case.expected[kind]
    if kind == "error":
        return {f"error:{cast(JsonObject, body).get('path')}"}
    return {path for path, _ in leaves(body, "")} if kind == "result" else set()


def place(
    cases: Sequence[Case],
    operation: str,
    answer: JsonObject,
    fields: Sequence[str],
    *,
    first: str = "",
    request: JsonObject | None = None,
    engine: JsonObject | None = None,
) -> Placement | None:
    """The rule and file a scenario of ``operation`` expecting ``answer`` belongs under, if the spec has one.

    For a result whose first differing field is known, a rule whose scenarios of ``operation`` state
    that field (:func:`focus_rule`). The result's fields come in the order the reference computes
    them, so the first that differs belongs to the step a wrong engine first goes astray in."""
    kind = next(iter(answer))
    body = cast(JsonObject, answer[kind])
    theirs = next(iter(engine)) if engine else ""
    if kind == "refused":
        shown = cast(JsonObject, engine["result"]) if engine and theirs == "result" else None
        step = first_step_stated_otherwise(operation, request or {}, shown) if shown else None
        by_step = under(cases, step, "the first step of the reference's that the engine's result states otherwise")
        return by_step or under(cases, str(body["rule"]), "the refused rule")
    if kind == "error":
        raised = turned_away(cases, operation, f"error:{body.get('path')}", request or {})
        if raised is not None:
            return raised
    if kind == "result" and engine and theirs != "result":
        by_engine = turned_away_by_engine(cases, operation, engine, request or {})
        if by_engine is not None:
            return by_engine
    of_operation = [case for case in cases if case.operation == operation]
    if not of_operation:
        return None
    if kind == "result" and first:
        traced = traced_rules(operation, request or {}, value_at(body, first), first)
        focused = focus_rule(of_operation, first, request or {}, traced)
        if focused is not None:
            return focused
    wanted = {f"error:{body.get('path')}"} if kind == "error" else set(fields)
    overlap: Counter[str] = Counter()
    count: Counter[str] = Counter(case.rule for case in of_operation)
    for case in of_operation:
        stated = expected_paths(case)
        overlap[case.rule] = max(overlap[case.rule], len(wanted & stated) + len(prefixes(wanted) & prefixes(stated)))
    rule = max(count, key=lambda name: (overlap[name], count[name]))
    source = next(case.source for case in of_operation if case.rule == rule)
    what = "error path" if kind == "error" else "fields"
    reason = (
        f"its scenarios of {operation} state the same {what}"
        if overlap[rule]
        else f"it has the most scenarios of {operation} (no rule states these {what})"
    )
    return Placement(source.rpartition(":")[0], rule, reason)


def turned_away(cases: Sequence[Case], operation: str, error: str, request: JsonObject) -> Placement | None:
    """Where a request the reference turns away as malformed goes: the rule of the check that did (the last step
    to return a value before it) when the spec has scenarios of it calling ``operation``, or no rule's scenarios
    state that error; else, of the rules whose scenarios of ``operation`` state it, the one whose scenario is
    most like ``request`` (a step such as measuring a distance serves many checks and shows in none)."""
    step = last_step_before_error(operation, request)
    of_operation = [case for case in cases if case.operation == operation]
    shown = {case.rule for case in of_operation}
    if step in shown or not any(error in expected_paths(case) for case in of_operation):
        return under(cases, step, "the check that turned the request away")
    turned = focus_rule(of_operation, error, request)
    reason = "the reference turns the request away at a field its scenarios state"
    return replace(turned, reason=reason) if turned else None


def turned_away_by_engine(
    cases: Sequence[Case], operation: str, engine: JsonObject, request: JsonObject
) -> Placement | None:
    """Where a request the reference answers goes when the engine refuses it (the rule its refusal cites) or
    turns it away as malformed (of the rules whose scenarios of ``operation`` state that error path, the
    one whose scenario is most like ``request``)."""
    kind = next(iter(engine))
    body = engine[kind]
    if kind == "refused" and isinstance(body, dict):
        return under(cases, str(body.get("rule")), "the rule the engine refused by where the reference answers")
    if kind != "error" or not isinstance(body, dict):
        return None
    of_operation = [case for case in cases if case.operation == operation]
    turned = focus_rule(of_operation, f"error:{body.get('path')}", request)
    reason = "the engine turns away a field the reference answers, and its scenarios state that error"
    return replace(turned, reason=reason) if turned else None


def under(cases: Sequence[Case], rule: str | None, reason: str) -> Placement | None:
    """The file that holds the scenarios of ``rule``, that rule, and ``reason``; ``None`` when no case is of it."""
    source = next((case.source for case in cases if rule and case.rule == rule), None)
    return Placement(source.rpartition(":")[0], str(rule), reason) if source else None


def is_about(stated: str, first: str) -> bool:
    """Whether a stated path speaks of the field ``first``: the same, inside it, or holding it (a list
    stated whole holds its items), an item's index aside."""
    plain = ".".join(part for part in first.split(".") if not part.isdigit())
    stated = ".".join(part for part in stated.split(".") if not part.isdigit())
    return stated == plain or stated.startswith(plain + ".") or plain.startswith(stated + ".")


def request_leaves(request: JsonObject) -> set[tuple[str, str]]:
    """A request's values, each with its path, as text that can be compared."""
    return {(path, json.dumps(value, sort_keys=True)) for path, value in leaves(request, "")}


def focus_rule(
    cases: Sequence[Case], first: str, request: JsonObject, traced: dict[str, Step] | None = None
) -> Placement | None:
    """Of the rules whose scenarios state ``first``, the step of the reference's computation of ``request``
    that returned its value, then the finest step (``traced``: :func:`fawnarules.fuzz.trace.traced_rules`),
    then the one whose scenario stating it is most like ``request``, then the rule for which ``first``
    is the largest share of what its scenarios state; ``None`` when none states it. Likeness counts
    the request values two requests share, each weighed by how few of the operation's scenarios hold
    it: a dodge among blocks says more than the defender's health every scenario sets."""
    steps = traced or {}
    held: Counter[tuple[str, str]] = Counter()
    for case in cases:
        held.update(request_leaves(case.request))

    def weight(values: set[tuple[str, str]]) -> float:
        return sum(math.log((1 + len(cases)) / (1 + held[value])) for value in values)

    about: Counter[str] = Counter()
    stated: Counter[str] = Counter()
    likeness: dict[str, float] = {}
    found = request_leaves(request)
    for case in cases:
        paths = expected_paths(case)
        stated[case.rule] += len(paths)
        count = sum(is_about(path, first) for path in paths)
        if count:
            about[case.rule] += count
            own = request_leaves(case.request)
            alike = weight(found & own) / (weight(found | own) or 1.0)
            likeness[case.rule] = max(likeness.get(case.rule, 0.0), alike)
    if not about:
        return None
    rule = max(
        about,
        key=lambda name: (
            steps.get(name, Step()),
            likeness[name],
            about[name] / stated[name],
        ),
    )
    source = next(case.source for case in cases if case.rule == rule)
    reason = (
        f"the answers first differ in {first}, which its scenarios state, and it is the step of the"
        " reference's computation that gives it"
    )
    return Placement(source.rpartition(":")[0], rule, reason)


def prefixes(paths: set[str]) -> set[str]:
    """The top-level field of each dotted path, so that ``units.0.hp`` and ``units.1.hp`` count as near."""
    return {path.partition(".")[0] + ".*" for path in paths if "." in path}


def pasted(text: str, rule: str, scenario: str) -> str:
    """``text`` of a feature file with ``scenario`` added at the end of the block of ``Rule: <rule>``."""
    lines = text.splitlines(keepends=True)
    start = next(index for index, line in enumerate(lines) if line.strip() == f"Rule: {rule}")
    end = next(
        (index for index in range(start + 1, len(lines)) if lines[index].lstrip().startswith("Rule:")), len(lines)
    )
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1
    before = "".join(lines[:end]).rstrip("\n") + "\n"
    after = "".join(lines[end:])
    return before + "\n" + scenario + ("\n" + after.lstrip("\n") if after.strip() else "")


def unique_name(text: str, name: str) -> str:
    """``name``, numbered when a scenario of the file already has it (lint holds names unique)."""
    taken = set(re.findall(r"^\s*Scenario(?: Outline)?:\s*(.+?)\s*$", text, flags=re.MULTILINE))
    candidate, number = name, 1
    while candidate in taken:
        number += 1
        candidate = f"{name} ({number})"
    return candidate


def write_scenario(
    *,
    root: Path,
    cases: Sequence[Case],
    name: str,
    operation: str,
    request: JsonObject,
    answer: JsonObject,
    fields: Sequence[str],
    defaults: JsonObject,
    first: str = "",
    engine: JsonObject | None = None,
) -> Written:
    """The scenario for ``request``, placed in the spec under ``root`` and read back as the case it becomes."""
    placement = place(cases, operation, answer, fields, first=first, request=request, engine=engine)
    if placement is None or not (root / placement.source).is_file():
        return Written(scenario_text(name, operation, request, answer, fields), None, None)
    original = (root / placement.source).read_text(encoding="utf-8")
    name = unique_name(original, name)
    written = dict(request)
    for _ in range(2):
        text = scenario_text(name, operation, written, answer, fields)
        try:
            case = next(
                case
                for case in feature_cases(placement.source, pasted(original, placement.rule, text))
                if case.scenario == name
            )
        except CaseError:  # a scenario the spec's reader refuses is still shown, with no case to replay
            return Written(text, placement, None)
        extra = [key for key in case.request if key not in written]
        if not extra:
            break
        written.update({key: defaults[key] for key in extra if key in defaults})
    return Written(text, placement, case if case.request == written else None)
