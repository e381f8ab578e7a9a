"""The sybil parser that turns each ```` ```odds ```` block of a docs page into a test.

The block is enumerated through the engine of the run (the ``engine`` fixture, so
``pytest --engine SPEC`` checks another engine's odds), else the reference engine. The test
fails when an ``expect`` line is not borne out, when the chart drawn for the page does not
carry exactly the enumeration's chances, or when the figure kept for the site
(:mod:`fawnarules.odds.cache`) is not the one drawn now.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from sybil import Document, Example, Region
from sybil.parsers.markdown.lexers import RawFencedCodeBlockLexer

from fawnarules.odds.block import BlockError, parse_block
from fawnarules.odds.cache import kept_drawing
from fawnarules.odds.chart import chart_data, draw_odds, short_label, sweep_data
from fawnarules.odds.figure import Odds, compute, unmet_expectations
from fawnarules.odds.reference import referenced, section_blocks

ODDS_INFO = re.compile(r"odds[ \t]*$\n", re.MULTILINE)


def drawn_differently(odds: Odds) -> list[str]:
    """Where the bars of the chart (or the cells of a sweep's table) the page shows differ from the answer (none
    when the picture tells the truth)."""
    if odds.sweep.axes:
        return sweep_drawn_differently(odds)
    drawn = chart_data(draw_odds(odds))
    counted = [(short_label(outcome), chance) for outcome, chance in odds.sweep.single.rows]
    if drawn == counted:
        return []
    return [f"the chart shows {drawn}, the enumeration gives {counted}"]


def sweep_drawn_differently(odds: Odds) -> list[str]:
    """Whether each cell of a sweep's table gives the chance the answer has there."""
    cells = sweep_data(draw_odds(odds))
    sweep, show = odds.sweep, odds.block.show
    if len(sweep.axes) == 1 and not show:
        keys = list(dict.fromkeys(row.key() for _, counted in sweep.points for row, _ in counted.rows))
        counted = [distribution.chance(key) for _, distribution in sweep.points for key in keys]
    else:
        counted = [distribution.chance(show) for _, distribution in sweep.points]
    return [] if cells == counted else [f"the table shows {cells}, the answer gives {counted}"]


def kept_differently(odds: Odds, source: str) -> list[str]:
    """Whether the figure the site keeps for this block differs from the one drawn now (it cannot, unless the
    file of kept figures was edited by hand)."""
    kept = kept_drawing(source, odds.block.ruleset)
    if kept is None or kept == draw_odds(odds):
        return []
    return [f"the figure kept for the site shows {chart_data(kept)}, not what the engine draws now"]


def evaluate_odds(example: Example) -> str | None:
    """``None`` when the block's expectations hold and its chart matches the enumeration, else why not."""
    source = example.region.lexemes["source"]
    reference = referenced(source)
    if reference is not None:
        # The blocks themselves are tested on their own page; here the reference must find them.
        try:
            section_blocks(Path(example.path).parent.parent, reference)
        except BlockError as error:
            return f"odds block at page line {example.line}: {error.message}"
        return None
    engine = example.namespace.get("engine")
    try:
        odds = compute(parse_block(source), engine)
        problems = unmet_expectations(odds) + drawn_differently(odds) + kept_differently(odds, source)
    except BlockError as error:
        where = "" if error.line is None else f", page line {example.line + error.line}"
        return f"odds block{where}: {error.message}"
    return f"odds block at page line {example.line}: " + "; ".join(problems) if problems else None


class OddsBlockParser:
    """Finds the odds blocks of a page and checks each one."""

    def __init__(self) -> None:
        self.lexer = RawFencedCodeBlockLexer(info_pattern=ODDS_INFO)

    def __call__(self, document: Document) -> Iterable[Region]:
        for region in self.lexer(document):
            region.evaluator = evaluate_odds
            yield region
