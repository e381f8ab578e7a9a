"""The ```` ```odds ```` fence of the rules site, for ``pymdownx.superfences``.

In ``mkdocs.yml``::

    custom_fences:
      - name: odds
        class: fr-odds
        format: !!python/name:fawnarules.odds.fence.format_fence

The block is enumerated through the reference engine when the page is built and drawn as a
chart and a table, kept with the docs (:mod:`fawnarules.odds.cache`) until the block or the rules change.
A malformed block, or an ``expect`` line the engine does not bear out, is drawn as an error
box and logged as a warning, which fails a strict build. Nothing here needs MkDocs to import.
"""

from __future__ import annotations

import logging

from fawnarules.fence_error import error_box
from fawnarules.odds.block import BlockError, parse_block
from fawnarules.odds.cache import cached_drawing
from fawnarules.odds.reference import DOCS, referenced, section_blocks

log = logging.getLogger("mkdocs.fawnarules.odds")


def format_fence(source: str, language: str, class_name: str, options: dict[str, str], md: object, **_: object) -> str:
    """The block as a figure (from the cache when neither the block nor the rules changed), or an error box
    that fails a strict build. A reference is drawn as the blocks of the section it names."""
    reference = referenced(source)
    if reference is not None:
        try:
            blocks = section_blocks(DOCS, reference)
        except BlockError as error:
            return failure(source, str(error))
        return "".join(format_fence(block, language, class_name, options, md) for block in blocks)
    try:
        block = parse_block(source)
    except BlockError as error:
        return failure(source, str(error))
    problems: list[str] = []

    def draw() -> str | None:
        # Imported on a miss only: a build whose figures are all kept never loads the engine.
        from fawnarules.odds.chart import draw_odds  # noqa: PLC0415
        from fawnarules.odds.figure import compute, unmet_expectations  # noqa: PLC0415

        try:
            odds = compute(block)
            problems.extend(unmet_expectations(odds))
            return None if problems else draw_odds(odds)
        except BlockError as error:
            problems.append(str(error))
            return None

    drawn = cached_drawing(source, block.ruleset, draw)
    return drawn if drawn is not None else failure(source, "; ".join(problems))


def failure(source: str, message: str) -> str:
    """An error box naming the block by its first line, and a warning for the build."""
    first = source.strip().splitlines()[0] if source.strip() else "(empty)"
    return error_box(log, "These odds could not be computed", first, message)
