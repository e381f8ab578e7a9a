"""Scenarios as language-neutral cases: a request, one operation and a partial expected answer.

Each run of a scenario of ``features/`` (:meth:`fawnarules.sources.feature.Scenario.runs`: the
scenario, or each row of an outline, with the Background's steps first) is read with the same
step vocabulary the pytest binding uses (:mod:`fawnarules.sources.vocabulary`):
``Given`` steps build the request, ``When`` names the operation, ``Then`` steps state the
expected answer. A step that matches no form of the vocabulary is a :class:`CaseError`
naming its file and line.

A case's ID is stable under edits elsewhere in the spec: ``<rule ID>/<scenario slug>``,
and for an outline row ``<rule ID>/<scenario slug>/<slug of the row's values>``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import cast

from fawnarules.operation import JsonObject
from fawnarules.record import Record
from fawnarules.sources import vocabulary as v
from fawnarules.sources.catalog import slugify
from fawnarules.sources.feature import Feature, Run, Step, parse_feature
from fawnarules.sources.rule_id import RuleId


class CaseError(Exception):
    """A scenario that cannot become a case; the message starts with ``file:line``.

    A file that is no feature file at all is a :class:`~fawnarules.sources.source.SourceError` instead.
    """


@dataclass(frozen=True)
class Case(Record):
    """One scenario (or one row of an outline) as data any test runner can replay.

    ``expected`` is a partial answer: an engine passes when its answer has every field
    listed, with the same value; lists must have exactly the listed items. ``steps`` are the
    scenario's steps in words, as the spec page shows them, so that a report can show the
    scenario wherever the checker runs.
    """

    id: str
    rule: str
    ruleset: str
    scenario: str
    source: str
    operation: str
    request: JsonObject
    expected: JsonObject
    steps: tuple[str, ...] = ()


def feature_cases(source: str, text: str) -> list[Case]:
    """The cases of one feature file, in file order; ``source`` is its path as shown in messages and cases."""
    return model_cases(parse_feature(source, text))


def model_cases(feature: Feature) -> list[Case]:
    """The cases of one feature file's model, in file order; a scenario that is no case is a :class:`CaseError`."""
    return list(built_cases(feature))


@lru_cache(maxsize=512)
def built_cases(feature: Feature) -> tuple[Case, ...]:
    """The cases of one feature file's model, built once per model (and a model once per file text): a process
    that reads the spec again, as the test suite and a live preview do, builds no case twice."""
    made = run_cases(feature)
    for _, case in made:
        if isinstance(case, CaseError):
            raise CaseError(str(case))
    return tuple(numbered([cast(Case, case) for _, case in made]))


@lru_cache(maxsize=512)
def cases_by_line(feature: Feature) -> dict[int, Case]:
    """The case of each run that is one, by the run's line (the scenario's, or the outline row's), once per feature."""
    found = [(line, case) for line, case in run_cases(feature) if not isinstance(case, CaseError)]
    return dict(zip((line for line, _ in found), numbered([case for _, case in found]), strict=True))


@lru_cache(maxsize=512)
def run_cases(feature: Feature) -> tuple[tuple[int, Case | CaseError], ...]:
    """Each run's line and its case, or why it is none, in file order: what :func:`built_cases` and
    :func:`cases_by_line` number, read once per feature for both."""
    made: list[tuple[int, Case | CaseError]] = []
    for scenario in feature.scenarios:
        for run in scenario.runs():
            try:
                made.append((run.line, run_case(feature.source, run)))
            except CaseError as error:
                made.append((run.line, error))
    return tuple(made)


def numbered(cases: list[Case]) -> list[Case]:
    """The cases with ``-2``, ``-3``… appended to the IDs of later cases of one file that slug alike."""
    taken: set[str] = set()
    unique: list[Case] = []
    for case in cases:
        case_id = unique_id(case.id, taken)
        taken.add(case_id)
        unique.append(replace(case, id=case_id))
    return unique


def run_case(source: str, run: Run) -> Case:
    """The case one run of a scenario spells: its request, its one operation and its merged expectations."""
    request: JsonObject = {}
    operation = ""
    expected: JsonObject = {}
    scenario = run.scenario
    if not scenario.rule:
        raise CaseError(f"{source}:{run.line}: scenario {scenario.name!r} is outside any Rule:")
    for step in run.steps:
        where = f"{source}:{step.line}"
        form = v.matching_form(step.keyword, step.text)
        if form is None:
            raise CaseError(f"{where}: step '{step.keyword.value} {step.text}' matches no form of the step vocabulary")
        fields = form.fields(step.text)
        table = step.table.cells if step.table else None
        try:
            if isinstance(form, v.GivenForm):
                request = form.apply(request, fields, table)
            elif isinstance(form, v.WhenForm):
                if operation:
                    raise CaseError(f"{where}: a scenario calls one operation, and this one already called {operation}")
                operation = form.operation(fields)
            else:
                expected = merge(expected, form.expected(fields, table), where)
        except ValueError as error:
            raise CaseError(f"{where}: {error}") from error
    if not operation:
        raise CaseError(f"{source}:{run.line}: scenario {scenario.name!r} calls no operation")
    if not expected:
        raise CaseError(f"{source}:{run.line}: scenario {scenario.name!r} expects nothing")
    if not RuleId.is_valid(scenario.rule):
        raise CaseError(f"{source}:{scenario.line}: the Rule: title {scenario.rule!r} is not a rule ID")
    parts = [scenario.rule, slugify(scenario.name)]
    if run.values:
        parts.append(row_slug(run.values))
    return Case(
        id="/".join(parts),
        rule=scenario.rule,
        ruleset=RuleId.parse(scenario.rule).ruleset,
        scenario=scenario.name,
        source=f"{source}:{run.line}",
        operation=operation,
        request=request,
        expected=expected,
        steps=tuple(line for step in run.steps for line in step_lines(step)),
    )


def step_lines(step: Step) -> list[str]:
    """A step as the spec shows it: its keyword as written and its text, then its table's rows."""
    lines = [f"{step.written} {step.text}"]
    if step.table is not None:
        rows = step.table.cells
        widths = [max(len(row[column]) for row in rows if column < len(row)) for column in range(len(rows[0]))]
        for row in rows:
            lines.append("  | " + " | ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)) + " |")
    if step.doc_string is not None:
        lines.extend(f"  {line}" for line in step.doc_string.splitlines())
    return lines


def row_slug(values: tuple[str, ...]) -> str:
    """An outline row's values as a slug; a minus sign is spelt out, so ``-1`` and ``1`` differ."""
    words = (re.sub(r"^-(?=\d)", "minus ", value.strip()) for value in values)
    return slugify(" ".join(words)) or "row"


def merge(old: JsonObject, new: JsonObject, where: str) -> JsonObject:
    """Two ``Then`` steps' expectations as one; the same path expected two ways is a spec mistake."""
    merged = dict(old)
    for key, value in new.items():
        if key not in merged:
            merged[key] = value
        elif isinstance(merged[key], dict) and isinstance(value, dict):
            merged[key] = merge(cast(JsonObject, merged[key]), cast(JsonObject, value), where)
        elif merged[key] != value:
            raise CaseError(f"{where}: this step expects {key!r} to be {value!r}, an earlier one {merged[key]!r}")
    if len({"result", "refused", "error"} & merged.keys()) > 1:
        raise CaseError(f"{where}: a scenario expects one kind of answer, not {' and '.join(sorted(merged))}")
    return merged


def unique_id(case_id: str, taken: set[str]) -> str:
    """``case_id``, or with ``-2``, ``-3``… appended when two cases of one file slug alike."""
    candidate, number = case_id, 1
    while candidate in taken:
        number += 1
        candidate = f"{case_id}-{number}"
    return candidate
