"""The sybil parser that turns each ```` ```example ```` block of a docs page into a test.

The card is read (a malformed one fails, naming its page line and field) and sent through
the seam, ``engine.call``: to the engine of the ``engine`` fixture when the run provides
one (so ``pytest --engine ...`` checks the cards too), else to the reference engine. An
answer that differs fails with each difference at its ``page:line``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from sybil import Document, Example, Region
from sybil.parsers.markdown.lexers import RawFencedCodeBlockLexer

from fawnarules.card.blocks import Block
from fawnarules.card.card import CardError
from fawnarules.card.check import check_card
from fawnarules.engine import Engine, ReferenceEngine

EXAMPLE_INFO = re.compile(r"example(?:[ \t]+(?P<options>[^\n]*))?$\n", re.MULTILINE)


def evaluate_card(example: Example) -> str | None:
    """``None`` when the engine answers what the card states, else each difference at its page line."""
    page = Path(example.path)
    where = page.relative_to(Path.cwd()) if page.is_relative_to(Path.cwd()) else page
    block = Block(example.line, example.region.lexemes.get("options") or "", example.region.lexemes["source"])
    try:
        card = block.card()
    except CardError as error:
        return f"{where}:{error.line or example.line}: malformed example card: {error.message}" + (
            f" (field {error.field!r})" if error.field else ""
        )
    engine: Engine = example.namespace.get("engine") or ReferenceEngine()
    differences = check_card(card, engine)
    if not differences:
        return None
    title = f" {card.title!r}" if card.title else ""
    lines = [f"{where}:{example.line}: the example card{title} differs from what {card.operation} answers:"]
    lines += [f"  {where}:{example.line + difference.line}: {difference.message}" for difference in differences]
    return "\n".join(lines)


class CardBlockParser:
    """Finds the example blocks of a page and checks each one."""

    def __init__(self) -> None:
        self.lexer = RawFencedCodeBlockLexer(info_pattern=EXAMPLE_INFO)

    def __call__(self, document: Document) -> Iterable[Region]:
        for region in self.lexer(document):
            region.evaluator = evaluate_card
            yield region
