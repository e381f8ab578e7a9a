"""The ```` ```flow ```` blocks of a page that cannot be drawn (:mod:`fawnarules.site.flow`), for lint."""

from __future__ import annotations

from pathlib import Path

from fawnarules.card.blocks import fenced_blocks
from fawnarules.site.flow import FlowError, parse_flow
from fawnarules.sources.problem import Problem, ProblemKind

FLOW_HELP = (
    "write one step a line, each branch under its step as '  - label -> words', a note as 'note: words' "
    "(see 'Drawing a procedure' in docs/contributing.md)"
)


def flow_problems(path: Path, text: str) -> list[Problem]:
    """Each malformed flow block of a page, on the page line that is wrong (its opening fence for the whole block)."""
    found: list[Problem] = []
    for block in fenced_blocks(text, "flow"):
        try:
            parse_flow(block.body)
        except FlowError as error:
            line = block.line + (error.line or 0)
            found.append(
                Problem(path, line, ProblemKind.MALFORMED_FLOW, f"malformed flow block: {error.message}", FLOW_HELP)
            )
    return found
