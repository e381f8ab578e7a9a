"""The sybil parser that turns each ```` ```grid ```` block of a docs page into a test.

The block is parsed (a malformed one fails, naming its line and column in the page) and
compared with what its ``check`` computes; a mismatch fails with both grids side by side.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from sybil import Document, Example, Region
from sybil.parsers.markdown.lexers import RawFencedCodeBlockLexer

from fawnarules.diagram.check import check_diagram
from fawnarules.diagram.diagram import DiagramError, parse_diagram, parse_options

GRID_INFO = re.compile(r"grid(?:[ \t]+(?P<options>[^\n]*))?$\n", re.MULTILINE)


def evaluate_grid(example: Example) -> str | None:
    """``None`` when the block matches its check, else why not."""
    options_text: str = example.region.lexemes.get("options") or ""
    try:
        diagram = parse_diagram(example.region.lexemes["source"], parse_options(options_text))
        return check_diagram(diagram)
    except DiagramError as error:
        if error.line is None:
            return f"grid block: {error}"
        column = "" if error.column is None else f", column {error.column}"
        return f"grid block, page line {example.line + error.line}{column}: {error.message}"


class GridBlockParser:
    """Finds the grid blocks of a page and checks each one."""

    def __init__(self) -> None:
        self.lexer = RawFencedCodeBlockLexer(info_pattern=GRID_INFO)

    def __call__(self, document: Document) -> Iterable[Region]:
        for region in self.lexer(document):
            region.evaluator = evaluate_grid
            yield region
