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

from fawnarules.sources.catalog import fence_lines, page_rule_headings
from fawnarules.sources.clarification import is_clarifications_page
from fawnarules.sources.problem import Problem, ProblemKind

HEADING = re.compile(r"^(?P<level>#{1,6})\s")
WORKED_EXAMPLE = re.compile(r"^\s*(?:```+|~~~+)\s*(?:example|grid)\b")
TABLE_DELIMITER = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
"""The line under a Markdown table's header row: ``|---|:---:|``."""


def rules_without_example(path: Path, text: str) -> Iterator[Problem]:
    """Each rule heading of the page at ``path`` whose section holds no card, no grid picture and no table."""
    what = "ruling" if is_clarifications_page(path) else "rule"
    rules = {heading.line: heading.rule_id for heading in page_rule_headings(path, text)}
    open_rule: tuple[int, int, str] | None = None  # its heading's line and level, and its ID
    for number, (line, fenced) in enumerate(fence_lines(text), start=1):
        heading = None if fenced else HEADING.match(line)
        rule = rules.get(number) if heading else None
        if open_rule is not None and heading and (rule or len(heading["level"]) <= open_rule[1]):
            yield without_example(path, open_rule, what)
            open_rule = None
        if heading and rule:
            open_rule = (number, len(heading["level"]), rule)
        elif open_rule is not None and (WORKED_EXAMPLE.match(line) or (not fenced and TABLE_DELIMITER.match(line))):
            open_rule = None
    if open_rule is not None:
        yield without_example(path, open_rule, what)


def without_example(path: Path, rule: tuple[int, int, str], what: str) -> Problem:
    """The problem of one rule heading without a worked example."""
    line, _, rule_id = rule
    return Problem(
        path,
        line,
        ProblemKind.RULE_WITHOUT_EXAMPLE,
        f"the {what} {rule_id} has no worked example under its heading",
        "add an example card (see 'Writing a worked example' in docs/contributing.md), "
        "a grid picture or a table under the heading",
    )
