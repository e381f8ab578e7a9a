"""The site's search index (``search/search_index.json``): one entry per page and one per heading, made from each
page's finished HTML, for a reader first.

* A rules page's entries are tagged with their rulebook; a rule weighs more than the page's own entry or a ruling,
  the rule the glossary names for a term more again, so a player's word finds the rule that defines it first. Such
  a rule's title carries the term's other words: search weighs a title far above the text under it, so "critical"
  finds "Crits and botches (critical, natural 20)" first.
* Left out: code, the folded scenarios under a rule, the rule ID, permalinks, pictures, anything marked
  ``data-search-exclude``, and the printable editions and clarifications index, which repeat other pages.
* Spec pages are tagged ``Spec`` and weigh so little that a reader's word finds the rules first (``+tags:spec
  dodge`` finds only them); implementers' and contributors' pages are tagged so and weigh less.
"""

from __future__ import annotations

import html
import re
from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from fawnarules.site.ruleset import Ruleset
from fawnarules.site.site_pages import CLARIFICATION_INDEX_URI
from fawnarules.sources.rule_id import RuleId

SPEC_TAG = "Spec"
IMPLEMENTER_TAG = "For implementers"
SPEC_BOOST = 0.0001
"""Below a reader's page: a spec entry whose title holds the reader's word ranks after the rules that mention it."""
IMPLEMENTER_BOOST = 0.1
RULE_BOOST = 2.0
DEFINING_RULE_BOOST = 4.0
INTRODUCTION_BOOST = 0.4
"""A reader's page's own entry: the theme multiplies a page's score by 5 where it multiplies a section's by 2."""
IMPLEMENTER_PAGES = re.compile(r"^(?:conformance/|contributing\.md$|[^/]+/(?:request|python)\.md$)")
"""The pages for implementers and contributors, by URI: the engine's protocol and checker, requests, the Python API."""

SKIPPED_TAGS = frozenset({"script", "style", "svg", "template", "nav", "pre"})
SKIPPED_CLASSES = frozenset({"headerlink", "fr-checks", "fr-checked", "fr-steps", "fr-background", "fr-back"})
KEPT_TAGS = frozenset({"p", "code", "li", "ul", "ol"})
HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
VOID_TAGS = frozenset({"br", "hr", "img", "input", "wbr", "meta", "link", "col", "area", "source"})
SPACED_TAGS = frozenset({"br", "div", "dt", "dd", "td", "th"})
"""Tags whose edges part words, as the page shows them: ``<dt>board</dt><dd>radius 3</dd>`` is ``board radius 3``."""
SPACED_CLASSES = frozenset({"fr-item"})
"""Elements a card frames apart, one item of a list each (``removed from`` *board* *Makri zone*)."""

Entry = dict[str, Any]


@dataclass
class Section:
    """What one heading of a page heads: its anchor (none for the page's own entry), title and text."""

    anchor: str | None
    title: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)


class SectionReader(HTMLParser):
    """A page's HTML read into :class:`Section` objects, leaving out what search should not show."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.sections = [Section(None)]
        self.skipping: list[str] = []
        self.heading: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        classes = set((attributes.get("class") or "").split())
        if tag in SPACED_TAGS or classes & SPACED_CLASSES:
            self.handle_data(" ")
        if tag in VOID_TAGS:
            return
        if self.skipping or tag in SKIPPED_TAGS or classes & SKIPPED_CLASSES or "data-search-exclude" in attributes:
            self.skipping.append(tag)
        elif tag in HEADINGS and (attributes.get("id") or tag == "h1"):
            self.heading = tag
            is_page_title = tag == "h1" and len(self.sections) == 1 and not self.sections[0].title
            if not is_page_title and attributes.get("id"):
                self.sections.append(Section(attributes["id"]))
        elif tag in KEPT_TAGS and self.heading is None:
            self.sections[-1].text.append(f"<{tag}>")

    def handle_endtag(self, tag: str) -> None:
        if tag in SPACED_TAGS:
            self.handle_data(" ")
        if self.skipping:
            if tag == self.skipping[-1]:
                self.skipping.pop()
        elif tag == self.heading:
            self.heading = None
        elif tag in KEPT_TAGS and self.heading is None:
            self.sections[-1].text.append(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            part = self.sections[-1].title if self.heading else self.sections[-1].text
            part.append(html.escape(data, quote=False))


def squeezed(parts: Iterable[str]) -> str:
    """Parts joined, every run of white space one space, empty paragraphs and items left out."""
    text = " ".join("".join(parts).split())
    for empty in ("<p> </p>", "<p></p>", "<li> </li>", "<li></li>"):
        text = text.replace(empty, "")
    return text.strip()


def reader_boost(anchor: str | None, defining: Container[str]) -> float | None:
    """How much an entry of a reader's page weighs: its introduction less, a rule more, a defining rule most."""
    if anchor is None:
        return INTRODUCTION_BOOST
    if not RuleId.is_valid(anchor) or RuleId.parse(anchor).chapter == "clarifications":
        return None
    return DEFINING_RULE_BOOST if anchor in defining else RULE_BOOST


def page_entries(
    uri: str,
    url: str,
    title: str,
    page_html: str,
    *,
    rulesets: Iterable[Ruleset],
    defining: Mapping[str, list[str]],
) -> list[Entry]:
    """The search entries of the page at ``uri`` (relative to ``docs/``) served at ``url``: the page's own, then one
    per heading with an anchor, tagged and weighed by whom the page is for (a spec page is under ``spec/``);
    ``defining`` gives the words of the rules the glossary names as where its terms are defined."""
    books = [book for book in rulesets if uri.startswith((f"{book.slug}/", f"spec/{book.slug}/"))]
    if uri == CLARIFICATION_INDEX_URI or any(uri == book.print_uri for book in books):
        return []
    tags, boost = tuple(book.name for book in books), None  # a reader's page: each entry by what it holds
    if uri.startswith("spec/"):
        tags, boost = (SPEC_TAG, *tags), SPEC_BOOST
    elif IMPLEMENTER_PAGES.match(uri):
        tags, boost = (IMPLEMENTER_TAG, *tags), IMPLEMENTER_BOOST
    reader = SectionReader()
    reader.feed(page_html)
    reader.close()
    entries = []
    for section in reader.sections:
        heading = " ".join("".join(section.title).split()) or title
        words = [word for word in defining.get(section.anchor or "", ()) if word.lower() not in heading.lower()]
        entry: Entry = {
            "location": url if section.anchor is None else f"{url}#{section.anchor}",
            "title": f"{heading} ({html.escape(', '.join(dict.fromkeys(words)), quote=False)})" if words else heading,
            "text": squeezed(section.text),
        }
        if tags:
            entry["tags"] = list(tags)
        if (weight := reader_boost(section.anchor, defining) if boost is None else boost) is not None:
            entry["boost"] = weight
        entries.append(entry)
    return entries
