"""A printable edition of a rulebook: its chapters of rules on one page, in reading order.

Each chapter's title becomes a second-level heading and every other heading moves down one
level; a link to another chapter of the same rulebook becomes a link within the page. What
paper cannot use stays on the site: the pages written for implementers (the request and the
Python package), the quick reference (printed on its own), and the odds charts, which a
printed rule names by their link. A card's refusal names its rule by title, as on the site.
Paper shows no tooltip: the abbreviations of the rulebook the edition uses are spelled out once,
at its end, and the text carries none.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from fawnarules.card.blocks import without_blocks
from fawnarules.site.feature_page import markdown_text
from fawnarules.site.glossary import EVERY_RULEBOOK, natural_key, rulebook_of
from fawnarules.site.rule_links import rewrite_links, with_rule_links
from fawnarules.site.ruleset import Ruleset
from fawnarules.site.safe_html import inert_markdown
from fawnarules.sources.catalog import RULE_HEADING, Catalogue, fence_lines, page_rule_headings
from fawnarules.sources.front_matter import split_front_matter
from fawnarules.sources.glossary import Entry

HEADING = re.compile(r"^(?P<hashes>#{1,5})(?P<rest>\s.*)$")
SIGNPOST = "## At the table"
"""Where a rulebook's first page stops introducing the rules and starts pointing to the site's other pages, which
the printable edition leaves out."""
EVIDENCE = "**Evidence.**"
"""The paragraph of a clarification that gives its evidence: the site keeps it, the printed ruling links there."""
CODE_FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>```+|~~~+)\s*(?P<language>python|pycon|py|json|gherkin)\b.*$")
ODDS_FENCE = re.compile(r"^\s*(```+|~~~+)\s*odds\b")
ODDS_LEAD = "**How likely?**"
"""How the paragraph that leads into an odds chart on a rules page starts."""
QUICK_NAME = "quick.md"
NOT_PRINTED = frozenset({"print.md", QUICK_NAME, "python.md", "request.md", "odds.md"})


def chapter_anchor(chapter_uri: str) -> str:
    """The anchor of a chapter's start on the printable page: ``print-defense``."""
    return "print-" + posixpath.splitext(posixpath.basename(chapter_uri))[0]


def demoted(markdown: str, chapter_uri: str) -> str:
    """The chapter with its title as a level-2 heading anchored by chapter, and other headings one lower; a rule's
    heading becomes a titled paragraph carrying its ID, so the table of contents lists chapters, not every rule."""
    out: list[str] = []
    titled = False
    for line, in_fence in fence_lines(markdown):
        heading = None if in_fence else HEADING.match(line)
        named = heading and RULE_HEADING.match(line)
        if heading is None:
            # Paper needs no syntax colours, and plain code keeps a long rulebook's page light.
            fence = CODE_FENCE.match(line) if in_fence else None
            out.append(f"{fence['indent']}{fence['fence']}text" if fence else line)
        elif heading["hashes"] == "#" and not titled:
            titled = True
            out.append(f"##{heading['rest']} {{#{chapter_anchor(chapter_uri)}}}")
        elif named:
            level = len(heading["hashes"]) + 1
            out += ["", f"**{named['title']}**", f"{{: #{named['id']} .fr-print-rule .fr-print-h{level} }}", ""]
        else:
            out.append("#" + line)
    return "\n".join(out)


def printable_page(ruleset: Ruleset, docs: Path, glossary: Iterable[Entry]) -> str:
    """The printable edition of one rulebook, in Markdown: its title and introduction, each chapter, then the
    abbreviations it uses."""
    chapters = [uri for uri in ruleset.chapters if posixpath.basename(uri) not in NOT_PRINTED]
    siblings = tuple((posixpath.basename(uri), uri) for uri in chapters)
    has_quick = f"{ruleset.slug}/{QUICK_NAME}" in ruleset.chapters
    quick = f"; the [quick reference]({QUICK_NAME}) fits on two sheets" if has_quick else ""
    introduction = (
        f"# {markdown_text(ruleset.title)} — printable edition\n\n"
        f"All {len(chapters)} chapters of these rules on one page, for printing or reading offline{quick}. "
        f"*Source:* {markdown_text(ruleset.source)}\n{{: .fr-print-intro }}"
    )
    bodies = {uri: split_front_matter((docs / uri).read_text(encoding="utf-8"))[1] for uri in chapters}
    headings = (heading for uri, body in bodies.items() for heading in page_rule_headings(Path("docs", uri), body))
    rules = Catalogue(tuple(headings), (), ())
    sections = [introduction]
    for uri, body in bodies.items():
        shown = body.split(f"\n{SIGNPOST}\n", 1)[0] if uri == ruleset.index_uri else body
        sections.append(printed_chapter(with_rule_links(shown, ruleset.print_uri, rules), uri, siblings))
    return "\n\n".join([*sections, *abbreviations("\n\n".join(sections), ruleset.slug, glossary)]) + "\n"


def abbreviations(markdown: str, rulebook: str, glossary: Iterable[Entry]) -> list[str]:
    """The abbreviations ``markdown`` uses, spelled out in a section of their own (the rulebook's, and those every
    rulebook shares), and every one it uses unset for the page with Python-Markdown's ``*[NAME]: ""``, so that the
    ``abbr`` extension gives the printed text no tooltip."""
    used = [
        entry
        for entry in glossary
        if entry.is_abbreviation and entry.name in markdown and re.search(rf"\b{re.escape(entry.name)}\b", markdown)
    ]
    if not used:
        return []
    listed = sorted(
        (entry for entry in used if rulebook_of(entry) in {rulebook, EVERY_RULEBOOK}),
        key=lambda entry: natural_key(entry.name),
    )
    spelled_out = [f"- **{markdown_text(entry.name)}**: {markdown_text(entry.meaning)}" for entry in listed]
    section = ["\n".join(["## Abbreviations {#print-abbreviations}", "", *spelled_out])] if listed else []
    return [*section, "\n".join(f'*[{entry.name}]: ""' for entry in used)]


@lru_cache(maxsize=256)
def printed_chapter(body: str, uri: str, siblings: tuple[tuple[str, str], ...]) -> str:
    """One chapter as the printable edition shows it, made once per text while ``mkdocs serve`` lasts; a link to one
    of its ``siblings`` (each chapter's file name and URI) becomes a link within the printable page."""
    names = dict(siblings)

    def rewrite(path: str, fragment: str) -> str:
        if path in names:
            return "#" + (fragment or chapter_anchor(names[path]))
        return path + (f"#{fragment}" if fragment else "")

    return rewrite_links(demoted(rulings_only(without_odds(inert_markdown(body)), uri), uri), rewrite)


def without_odds(markdown: str) -> str:
    """The chapter without its odds charts, nor the paragraph leading into each: charts are for the screen."""
    out: list[str] = []
    for line in markdown.split("\n"):
        if ODDS_FENCE.match(line):  # the chart's paragraph and the blank lines after it go; the chart goes below
            while out and not out[-1].strip():
                out.pop()
            paragraph = len(out)
            while paragraph and out[paragraph - 1].strip():
                paragraph -= 1
            if paragraph < len(out) and out[paragraph].startswith(ODDS_LEAD):
                del out[paragraph:]
        out.append(line)
    return without_blocks("\n".join(out), "odds")


def rulings_only(markdown: str, chapter_uri: str) -> str:
    """A clarifications chapter with each question and ruling, and a link to the site for the examples and the
    evidence (from the ``**Evidence.**`` paragraph to the next heading)."""
    if EVIDENCE not in markdown:
        return markdown
    out: list[str] = []
    rule_id, skipping = "", False
    for line in without_blocks(markdown).split("\n"):
        if HEADING.match(line):
            named = RULE_HEADING.match(line)
            rule_id, skipping = (named["id"] if named else ""), False
        elif line.startswith(EVIDENCE) and rule_id:
            # Written from the site's root, so the link is not turned into one within the printable page.
            link = f"../{chapter_uri}#{rule_id}"
            out += [f"*The examples and the evidence for this ruling are [on the site]({link}).*", ""]
            skipping = True
        if not skipping:
            out.append(line)
    return "\n".join(out)
