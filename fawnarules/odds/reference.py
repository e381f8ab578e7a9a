"""An odds block that shows another page's odds: ``from: falchion/odds.md#odds-check``.

A rule's page shows the charts of its section of the rulebook's "How likely?" page without
writing them twice: the block names the page (from ``docs/``) and the section's anchor, and is
drawn as the odds blocks of that section. Markdown includes cannot do this here, since the
site makes raw markup in pages inert.
"""

from __future__ import annotations

import re
from pathlib import Path
from textwrap import dedent

from fawnarules.odds.block import BlockError
from fawnarules.sources.catalog import HEADING

DOCS = Path("docs")
"""Where the pages are read from (a reference, the blocks of every page): the site is built from the project."""
REFERENCE = re.compile(r"from:\s*(?P<page>[\w/.-]+\.md)#(?P<section>[\w.-]+)")
ODDS_BLOCK = re.compile(
    r"^(?P<indent>[ \t]*)```odds[ \t]*\n(?P<source>.*?)^(?P=indent)```[ \t]*$", re.MULTILINE | re.DOTALL
)


def page_blocks(text: str) -> list[str]:
    """The odds blocks of a page (or part of one), in order, each as the fence reads it: an indented block
    (in an admonition or a tab) without its indent."""
    return [dedent(match["source"]) for match in ODDS_BLOCK.finditer(text)]


def referenced(source: str) -> re.Match[str] | None:
    """The page and section a block names, when it is a reference."""
    return REFERENCE.fullmatch(source.strip())


def section_blocks(docs: Path, reference: re.Match[str]) -> list[str]:
    """The odds blocks of the named section, in order, leaving out references (so none can lead back to
    itself); a missing page, section or block is a :class:`BlockError`."""
    page, section = reference["page"], reference["section"]
    try:
        lines = (docs / page).read_text(encoding="utf-8").splitlines(keepends=True)
    except OSError as error:
        raise BlockError(f"from: cannot read {page}: {error.strerror}") from error
    start = next((number for number, line in enumerate(lines) if f"{{#{section}}}" in line), None)
    level = HEADING.match(lines[start]) if start is not None else None
    if start is None or level is None:
        raise BlockError(f"from: {page} has no heading {{#{section}}}")
    depth = len(level["level"])
    end = next(
        (
            number
            for number in range(start + 1, len(lines))
            if (match := HEADING.match(lines[number])) and len(match["level"]) <= depth
        ),
        len(lines),
    )
    blocks = [block for block in page_blocks("".join(lines[start:end])) if referenced(block) is None]
    if not blocks:
        raise BlockError(f"from: the section {{#{section}}} of {page} has no odds block")
    return blocks
