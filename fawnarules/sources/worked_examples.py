"""A rule or ruling with no worked example under its heading: no card, no picture, no table.

A worked example is what a reader meets right under the rule, in the game's words: an ```` ```example ```` card or
a ```` ```grid ```` picture, which the suite checks against the engine, or a table, in the rule's own section (from
its heading to the next heading of the same or a higher level, or to the next rule's heading). A scenario does not
count: every rule has one already (:mod:`fawnarules.sources.crossref`), and it sits on the spec page, a click
away from the reader.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from fawnarules.sources.catalog import RuleHeading, fence_lines, rule_sections
from fawnarules.sources.clarification import is_clarifications_page
from fawnarules.sources.problem import Problem, ProblemKind

WORKED_EXAMPLE = re.compile(r"^\s*(?:```+|~~~+)\s*(?:example|grid)\b")
TABLE_DELIMITER = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
"""The line under a Markdown table's header row: ``|---|:---:|``."""


def rules_without_example(path: Path, text: str) -> Iterator[Problem]:
    """Each rule heading of the page at ``path`` whose section holds no card, no grid picture and no table."""
    what = "ruling" if is_clarifications_page(path) else "rule"
    lines = list(fence_lines(text))
    for heading, end in rule_sections(path, text):
        under = lines[heading.line : end - 1]
        if not any(WORKED_EXAMPLE.match(line) or (not code and TABLE_DELIMITER.match(line)) for line, code in under):
            yield without_example(heading, what)


def without_example(heading: RuleHeading, what: str) -> Problem:
    """The problem of one rule heading without a worked example."""
    return Problem(
        heading.path,
        heading.line,
        ProblemKind.RULE_WITHOUT_EXAMPLE,
        f"the {what} {heading.rule_id} has no worked example under its heading",
        "add an example card (see 'Writing a worked example' in docs/contributing.md), "
        "a grid picture or a table under the heading",
    )
