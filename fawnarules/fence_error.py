"""What the fenced blocks of the rules site share: the validator, and the error box a block is drawn as when it
cannot be drawn.

The grid, example-card and odds fences (:mod:`fawnarules.diagram.fence`,
:mod:`fawnarules.card.fence`, :mod:`fawnarules.odds.fence`) each say what went wrong the same
way: a box a reader sees on the page, and a warning in the build's log, which fails a strict
build. Nothing here needs MkDocs to import.
"""

from __future__ import annotations

import logging
from html import escape


def error_box(log: logging.Logger, headline: str, block: str, message: str) -> str:
    """A failure box headed ``headline`` naming the ``block`` and saying ``message``; the same logged as a warning."""
    log.warning("%s %r: %s", headline, block, message)
    return (
        f'<div class="admonition failure"><p class="admonition-title">{escape(headline)}</p>'
        f"<p>{escape(block)}: {escape(message)}</p></div>"
    )


def keep_options(language: str, inputs: dict[str, str], options: dict[str, str], attrs: object, md: object) -> bool:
    """The ``pymdownx.superfences`` validator of every fence here: keep all options of the fence line (``title`` and
    those a block's kind reads, such as a grid's ``check`` or a card's ``rule_titles``), for its formatter to judge."""
    options.update(inputs)
    return True
