"""The error box a fenced block of the rules site is drawn as when it cannot be drawn.

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
