"""An outline's placeholder without its column: ``<gambits>`` in a step while the Examples table has no ``gambits``
column. The row's value is never filled in, and the step would be read with the placeholder itself as its value, so
lint names the step and the columns the table has."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from pathlib import Path

from fawnarules.sources.feature import Feature, Scenario, Step
from fawnarules.sources.problem import Problem, ProblemKind

PLACEHOLDER = re.compile(r"<(?P<name>[^<>]+)>")


def step_placeholders(step: Step) -> list[str]:
    """The ``<placeholders>`` of a step's text and table, in order, without repeats."""
    cells = [cell for row in step.table.rows for cell in row.cells] if step.table else []
    found = [match["name"] for text in [step.text, *cells] for match in PLACEHOLDER.finditer(text)]
    return list(dict.fromkeys(found))


def missing_columns(scenario: Scenario) -> Iterator[tuple[Step, str, tuple[str, ...], int]]:
    """Each step's placeholder an Examples table of the outline lacks: the step, the name, that table's columns
    and line."""
    for examples in scenario.examples:
        for step in scenario.steps:
            for name in step_placeholders(step):
                if name not in examples.header:
                    yield step, name, examples.header, examples.line


def outline_column_problems(path: Path, feature: Feature) -> Iterator[Problem]:
    """Every placeholder of an outline of ``feature`` whose Examples have no column of that name."""
    for scenario in feature.scenarios:
        for step, name, columns, line in missing_columns(scenario):
            nearest = difflib.get_close_matches(name, columns, n=1)
            fix = f"is it <{nearest[0]}>?" if nearest else f"add a column {name} to it"
            yield Problem(
                path,
                step.line,
                ProblemKind.PLACEHOLDER_WITHOUT_COLUMN,
                f"the step uses <{name}>, but the Examples table at line {line} has no {name} column "
                f"(its columns: {', '.join(columns)})",
                fix,
            )
