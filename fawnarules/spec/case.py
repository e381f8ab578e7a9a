"""Scenarios as language-neutral cases: a request, one operation and a partial expected answer.

Each scenario of ``features/`` is compiled into pickles by the Gherkin pickle compiler
(which expands Scenario Outlines and prepends Backgrounds), and each pickle's steps are
read with the same step vocabulary the pytest binding uses (:mod:`fawnarules.spec.vocabulary`):
``Given`` steps build the request, ``When`` names the operation, ``Then`` steps state the
expected answer. A step that matches no form of the vocabulary is a :class:`CaseError`
naming its file and line.

A case's ID is stable under edits elsewhere in the spec: ``<rule ID>/<scenario slug>``,
and for an outline row ``<rule ID>/<scenario slug>/<slug of the row's values>``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, cast

from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler

from fawnarules.operation import JsonObject
from fawnarules.record import Record
from fawnarules.spec import vocabulary as v
from fawnarules.spec.catalog import slugify
from fawnarules.spec.table import Table

KEYWORD_OF_TYPE = {"Context": "Given", "Action": "When", "Outcome": "Then"}
"""The pickle compiler's step types, by the keyword that gives them (``And`` takes the one before)."""


class CaseError(Exception):
    """A scenario that cannot become a case; the message starts with ``file:line``."""


@dataclass(frozen=True)
class Case(Record):
    """One scenario (or one row of an outline) as data any test runner can replay.

    ``expected`` is a partial answer: an engine passes when its answer has every field
    listed, with the same value; lists must have exactly the listed items.
    """

    id: str
    rule: str
    ruleset: str
    scenario: str
    source: str
    operation: str
    request: JsonObject
    expected: JsonObject


@dataclass(frozen=True)
class Origin:
    """Where a node of the Gherkin document sits: its line, and the rule and scenario around it."""

    line: int
    rule: str
    scenario: str
    values: tuple[str, ...] = ()


def feature_cases(source: str, text: str) -> list[Case]:
    """The cases of one feature file, in file order; ``source`` is its path as shown in messages and cases."""
    document = cast(dict[str, Any], Parser().parse(text))
    document["uri"] = source
    origins = dict(node_origins(document))
    cases: list[Case] = []
    taken: set[str] = set()
    for pickle in Compiler().compile(cast(Any, document)):
        origin = origins[pickle["astNodeIds"][-1]]
        if not origin.rule:
            raise CaseError(f"{source}:{origin.line}: scenario {origin.scenario!r} is outside any Rule:")
        case = pickle_case(source, cast(dict[str, Any], pickle), origin, origins)
        case_id = unique_id(case.id, taken)
        taken.add(case_id)
        cases.append(replace(case, id=case_id))
    return cases


def node_origins(document: dict[str, Any]) -> Iterator[tuple[str, Origin]]:
    """Every scenario, step and example row of the document by its node ID."""
    feature = document.get("feature") or {}
    for child in feature.get("children", []):
        if "rule" in child:
            rule = child["rule"]
            for item in rule.get("children", []):
                yield from container_origins(item, rule["name"].strip())
        else:
            yield from container_origins(child, "")


def container_origins(container: dict[str, Any], rule: str) -> Iterator[tuple[str, Origin]]:
    """The origins inside one Background or Scenario of a feature or rule."""
    node = container.get("scenario") or container.get("background")
    if node is None:
        return
    name = node["name"].strip()
    if "scenario" in container:
        yield node["id"], Origin(node["location"]["line"], rule, name)
    for step in node["steps"]:
        yield step["id"], Origin(step["location"]["line"], rule, name)
    for examples in node.get("examples", []):
        for row in examples.get("tableBody", []):
            values = tuple(cell["value"] for cell in row["cells"])
            yield row["id"], Origin(row["location"]["line"], rule, name, values)


def pickle_case(source: str, pickle: dict[str, Any], origin: Origin, origins: dict[str, Origin]) -> Case:
    """The case one pickle spells: its request, its one operation and its merged expectations."""
    request: JsonObject = {}
    operation = ""
    expected: JsonObject = {}
    for step in pickle["steps"]:
        line = origins[step["astNodeIds"][0]].line
        where = f"{source}:{line}"
        keyword = KEYWORD_OF_TYPE.get(step["type"], "")
        text = step["text"]
        table = data_table(step)
        form = v.matching_form(keyword, text)
        if form is None:
            raise CaseError(f"{where}: step '{keyword} {text}' matches no form of the step vocabulary")
        fields = cast(re.Match[str], form.pattern.fullmatch(text)).groupdict()
        try:
            if keyword == "Given":
                request = given(form.pattern, request, fields, table)
            elif keyword == "When":
                if operation:
                    raise CaseError(f"{where}: a scenario calls one operation, and this one already called {operation}")
                operation = fields["operation"]
            else:
                expected = merge(expected, then(form.pattern, fields, table), where)
        except ValueError as error:
            raise CaseError(f"{where}: {error}") from error
    if not operation:
        raise CaseError(f"{source}:{origin.line}: scenario {origin.scenario!r} calls no operation")
    if not expected:
        raise CaseError(f"{source}:{origin.line}: scenario {origin.scenario!r} expects nothing")
    parts = [origin.rule, slugify(origin.scenario)]
    if origin.values:
        parts.append(row_slug(origin.values))
    return Case(
        id="/".join(parts),
        rule=origin.rule,
        ruleset=origin.rule.partition(".")[0],
        scenario=origin.scenario,
        source=f"{source}:{origin.line}",
        operation=operation,
        request=request,
        expected=expected,
    )


def row_slug(values: tuple[str, ...]) -> str:
    """An outline row's values as a slug; a minus sign is spelt out, so ``-1`` and ``1`` differ."""
    words = (re.sub(r"^-(?=\d)", "minus ", value.strip()) for value in values)
    return slugify(" ".join(words)) or "row"


def data_table(step: dict[str, Any]) -> Table | None:
    """The step's data table as rows of cell texts, or ``None`` when it has none."""
    table = step.get("argument", {}).get("dataTable")
    if table is None:
        return None
    return [[cell["value"] for cell in row["cells"]] for row in table["rows"]]


def needs_table(table: Table | None) -> Table:
    """The table of a step whose form takes one; a missing table is a spec mistake."""
    if table is None:
        raise ValueError("this step needs a data table")
    return table


def given(pattern: re.Pattern[str], request: JsonObject, fields: dict[str, str], table: Table | None) -> JsonObject:
    """The request after one ``Given`` step."""
    field = fields["field"]
    if pattern is v.GIVEN_OBJECT:
        return v.given_object(request, field, needs_table(table))
    if pattern is v.GIVEN_LIST:
        return v.given_list(request, field, needs_table(table))
    if pattern is v.GIVEN_EMPTY_LIST:
        return v.given_empty_list(request, field)
    return v.given_value(request, field, fields["value"])


THEN: dict[re.Pattern[str], Callable[[dict[str, str], Table | None], JsonObject]] = {
    v.THEN_RESULT: lambda fields, table: v.expect_result(needs_table(table)),
    v.THEN_RESULT_LIST: lambda fields, table: v.expect_result_list(fields["field"], needs_table(table)),
    v.THEN_REFUSED: lambda fields, table: v.expect_refusal(fields["rule"]),
    v.THEN_INPUT_ERROR: lambda fields, table: v.expect_input_error(fields["path"]),
}


def then(pattern: re.Pattern[str], fields: dict[str, str], table: Table | None) -> JsonObject:
    """The partial answer one ``Then`` step expects."""
    return THEN[pattern](fields, table)


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


def project_cases(root: Path) -> list[Case]:
    """Every case of ``features/**/*.feature`` under the project ``root``, by file path then file order."""
    cases: list[Case] = []
    for feature in sorted((root / "features").rglob("*.feature")):
        cases.extend(feature_cases(feature.relative_to(root).as_posix(), feature.read_text(encoding="utf-8")))
    return cases
