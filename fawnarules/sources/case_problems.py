"""Scenarios that cannot be exported as cases, found by lint with the same reading export uses.

Lint reads each run of a scenario as export does (:func:`~fawnarules.sources.case.run_cases`), so a cell
no engine reads alike (``NaN``, a number past what JSON readers hold, an object repeating a
key), a table setting one field twice, or expectations that contradict each other stop lint as
they would stop the export, at the same ``file:line``. A table that sets one key twice, as
written, is refused too: the later row would silently win.
"""

from __future__ import annotations

from pathlib import Path

from fawnarules.sources.case import CaseError, run_cases
from fawnarules.sources.feature import Feature, Step
from fawnarules.sources.problem import Problem, ProblemKind
from fawnarules.sources.table import field_name
from fawnarules.sources.vocabulary import TableShape, matching_form

NOT_A_CASE_FIX = "the spec's cases are what engines are checked against: correct the step (docs/contributing.md)"


def case_problems(path: Path, feature: Feature, reported: set[int]) -> list[Problem]:
    """A problem for each run of ``feature`` that is no case, unless its line is among ``reported``
    (lint already said what is wrong there, in its own words)."""
    found: list[Problem] = []
    for run_line, made in run_cases(feature):
        if isinstance(made, CaseError):
            line, _, what = str(made).removeprefix(f"{feature.source}:").partition(": ")
            if int(line) not in reported and run_line not in reported:
                found.append(Problem(path, int(line), ProblemKind.NOT_A_CASE, what, NOT_A_CASE_FIX))
    return found


def repeated_key_problems(path: Path, feature: Feature) -> list[Problem]:
    """A problem for each key a table, as written, sets a second time (``power`` twice, or ``max sta`` and
    ``max_sta``); a key an outline fills in (``charge.<part>``) may override a row on purpose."""
    steps: dict[int, Step] = {}
    for scenario in feature.scenarios:
        steps.update((step.line, step) for step in (*scenario.background, *scenario.steps))
    found: list[Problem] = []
    for step in steps.values():
        form = matching_form(step.keyword, step.text)
        if step.table is None or form is None or form.table is TableShape.NONE:
            continue
        rows = step.table.rows if form.table is TableShape.KEY_VALUE else step.table.rows[:1]
        keys = [
            (row.line, key.strip())
            for row in rows
            for key in (row.cells[:1] if form.table is TableShape.KEY_VALUE else row.cells)
        ]
        first: dict[str, int] = {}
        for line, key in keys:
            name = ".".join(field_name(part) for part in key.split("."))
            if name in first:
                found.append(
                    Problem(
                        path,
                        line,
                        ProblemKind.REPEATED_TABLE_KEY,
                        f"the table sets {key!r} again (line {first[name]}): only the later row would count",
                        "keep one row for each key",
                    )
                )
            else:
                first[name] = line
    return found
