"""A printable edition of a rulebook: all its chapters on one page, in reading order.

Each chapter's title becomes a second-level heading and every other heading moves down one
level; a link to another chapter of the same rulebook becomes a link within the page.
"""

from __future__ import annotations

import posixpath
import re
from functools import lru_cache
from pathlib import Path

from fawnarules.site.feature_page import markdown_text
from fawnarules.site.link import rewrite_links
from fawnarules.site.raw_html import inert_markdown
from fawnarules.site.ruleset import Ruleset, split_front_matter
from fawnarules.sources.catalog import fence_lines

HEADING = re.compile(r"^(?P<hashes>#{1,5})(?P<rest>\s.*)$")
CODE_FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>```+|~~~+)\s*(?P<language>python|pycon|py|json|gherkin)\b.*$")
PRINT_NAME = "print.md"
API_NAME = "python.md"
"""The page on the Python package: a programmer's page, not a chapter of the rulebook."""


def print_uri(ruleset: Ruleset) -> str:
    """Where the printable edition lives, beside the chapters so their relative links still work."""
    return f"{ruleset.slug}/{PRINT_NAME}"


def chapter_anchor(chapter_uri: str) -> str:
    """The anchor of a chapter's start on the printable page: ``print-defense``."""
    return "print-" + posixpath.splitext(posixpath.basename(chapter_uri))[0]


def demoted(markdown: str, chapter_uri: str) -> str:
    """The chapter with its title as a level-2 heading anchored by chapter, and other headings one lower."""
    out: list[str] = []
    titled = False
    for line, in_fence in fence_lines(markdown):
        heading = None if in_fence else HEADING.match(line)
        if heading is None:
            # Paper needs no syntax colours, and plain code keeps a long rulebook's page light.
            fence = CODE_FENCE.match(line) if in_fence else None
            out.append(f"{fence['indent']}{fence['fence']}text" if fence else line)
        elif heading["hashes"] == "#" and not titled:
            titled = True
            out.append(f"##{heading['rest']} {{#{chapter_anchor(chapter_uri)}}}")
        else:
            out.append("#" + line)
    return "\n".join(out)


def printable_page(ruleset: Ruleset, docs: Path) -> str:
    """The printable edition of one rulebook, in Markdown: its :func:`printable_sections` one after another."""
    return joined_sections(printable_sections(ruleset, docs))


def joined_sections(sections: list[str]) -> str:
    """The page made of ``sections``, each its own run of Markdown blocks."""
    return "\n\n".join(sections) + "\n"


def printable_sections(ruleset: Ruleset, docs: Path) -> list[str]:
    """The printable edition's parts, in Markdown: its title and introduction, then each chapter."""
    chapters = [uri for uri in ruleset.chapters if posixpath.basename(uri) not in {PRINT_NAME, API_NAME}]
    siblings = tuple((posixpath.basename(uri), uri) for uri in chapters)
    introduction = "\n".join(
        [
            f"# {markdown_text(ruleset.title)} — printable edition",
            "",
            f"All {len(chapters)} pages of this rulebook on one page, for printing or reading offline. "
            f"*Source:* {markdown_text(ruleset.source)}",
            "{: .fr-print-intro }",
        ]
    )
    sections = [introduction]
    for uri in chapters:
        _, body = split_front_matter((docs / uri).read_text(encoding="utf-8"))
        sections.append(printed_chapter(body, uri, siblings))
    return sections


@lru_cache(maxsize=256)
def printed_chapter(body: str, uri: str, siblings: tuple[tuple[str, str], ...]) -> str:
    """One chapter as the printable edition shows it; made once per text while a process lasts (``mkdocs serve``).

    ``siblings`` maps the file name of each chapter of the rulebook to its URI: a link to one
    of them becomes a link within the printable page.
    """
    names = dict(siblings)

    def rewrite(path: str, fragment: str) -> str:
        if path in names:
            return "#" + (fragment or chapter_anchor(names[path]))
        return path + (f"#{fragment}" if fragment else "")

    return rewrite_links(demoted(inert_markdown(body), uri), rewrite)
