"""Headings whose anchor is meant as a rule ID but is not one, found by lint.

A heading's ``{#...}`` anchor with a dot in it is a rule ID (``{#reactions.block.bonus}``);
other anchors name sections of a page and use hyphens (``{#odds-check}``). An anchor with a
dot that is no rule ID (``{#reactions.block.Bonus}``, ``{#reactions.block}``) would leave the
rule out of the index, the spec and the cross-references without a word: lint names it.
"""

from __future__ import annotations

from pathlib import Path

from fawnarules.sources.catalog import RULE_HEADING, fence_lines
from fawnarules.sources.problem import Problem, ProblemKind
from fawnarules.sources.rule_id import RuleId


def malformed_anchor_problems(path: Path, text: str) -> list[Problem]:
    """A problem for each heading of ``text`` (outside code fences) whose anchor has a dot but is no rule ID."""
    found: list[Problem] = []
    for number, (line, in_fence) in enumerate(fence_lines(text), start=1):
        match = None if in_fence else RULE_HEADING.match(line)
        if match and "." in match["id"] and not RuleId.is_valid(match["id"]):
            found.append(
                Problem(
                    path,
                    number,
                    ProblemKind.MALFORMED_RULE_ID,
                    f"the heading's anchor {match['id'][:80]!r} is not a rule ID",
                    "write it <ruleset>.<chapter>.<slug> in lower case, words joined by hyphens "
                    "(a section anchor has no dot)",
                )
            )
    return found
