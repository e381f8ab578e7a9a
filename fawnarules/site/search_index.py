"""The site's search index: one entry per page and one per heading, made from each page's finished HTML.

The theme's search reads ``search/search_index.json``: its settings (``config``) and its
entries (``docs``), each a ``location``, a ``title``, a ``text`` (HTML shown as the preview)
and, optionally, ``tags`` and a ``boost``; a page's own entry comes before its sections'.
This module writes those entries for a reader first:

* a rules page's entries are tagged with their rulebook, and a section that states a rule
  keeps the words the glossary finds it by (they sit, hidden, in its heading);
* what a reader does not read as a rule is not searched: the folded list of scenarios that
  check a rule, the rule ID under its heading, permalinks, scripts, pictures and anything the
  page marks ``data-search-exclude`` (the theme's own mark);
* the spec pages are the implementer's: their entries carry the tag ``Spec`` and a boost so
  small that a reader's words find the rule first, and an implementer finds a scenario by its
  name or case ID, or by asking for the tag (``tags:spec dodge``). Their steps (Given, When,
  Then) are never a preview;
* the pages for implementers and contributors are tagged so, and weigh less than the rules;
  the printable editions and the clarifications index repeat pages that search finds already,
  so they have no entries.

Nothing here needs MkDocs.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from fawnarules.site.clarification_index import CLARIFICATION_INDEX_URI
from fawnarules.site.printable import print_uri
from fawnarules.site.ruleset import Ruleset

SPEC_TAG = "Spec"
IMPLEMENTER_TAG = "For implementers"
SPEC_BOOST = 0.001
"""Below any reader's page: a spec entry whose title is the reader's word still ranks after a rule that only
mentions it."""
IMPLEMENTER_BOOST = 0.1
IMPLEMENTER_PAGES = re.compile(r"^(?:conformance/|contributing\.md$|[^/]+/(?:request|python)\.md$)")
"""The pages for implementers and contributors, by URI: the engine's protocol and checker, requests, the Python API."""

SKIPPED_TAGS = frozenset({"script", "style", "svg", "template", "nav"})
SKIPPED_CLASSES = frozenset({"headerlink", "fr-checks", "fr-checked", "fr-steps", "fr-background", "fr-back"})
KEPT_TAGS = frozenset({"p", "code", "li", "ul", "ol"})
HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
VOID_TAGS = frozenset({"br", "hr", "img", "input", "wbr", "meta", "link", "col", "area", "source"})

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
        if tag in VOID_TAGS:
            return
        attributes = dict(attrs)
        classes = set((attributes.get("class") or "").split())
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


def sections(page_html: str) -> list[Section]:
    """The sections of a page's HTML, the page's own (the text before its first heading but one) first."""
    reader = SectionReader()
    reader.feed(page_html)
    reader.close()
    return reader.sections


def squeezed(parts: Iterable[str]) -> str:
    """Parts joined, every run of white space one space, empty paragraphs and items left out."""
    text = " ".join("".join(parts).split())
    for empty in ("<p> </p>", "<p></p>", "<li> </li>", "<li></li>"):
        text = text.replace(empty, "")
    return text.strip()


@dataclass(frozen=True)
class Audience:
    """Whom a page is for, as search labels and weighs its entries."""

    tags: tuple[str, ...] = ()
    boost: float | None = None
    indexed: bool = True


def audience(uri: str, is_spec: bool, rulesets: Iterable[Ruleset]) -> Audience:
    """Whom the page at ``uri`` (relative to ``docs/``) is for; ``is_spec`` for a page made from a feature file."""
    books = [book for book in rulesets if uri.startswith((f"{book.slug}/", f"spec/{book.slug}/"))]
    rulebooks = tuple(book.name for book in books)
    if is_spec:
        return Audience((SPEC_TAG, *rulebooks), boost=SPEC_BOOST)
    if uri == CLARIFICATION_INDEX_URI or any(uri == print_uri(book) for book in books):
        return Audience(indexed=False)
    if IMPLEMENTER_PAGES.match(uri):
        return Audience((IMPLEMENTER_TAG, *rulebooks), boost=IMPLEMENTER_BOOST)
    return Audience(rulebooks)


def page_entries(url: str, title: str, page_html: str, audience: Audience) -> list[Entry]:
    """The search entries of one page at ``url``: the page's own, then one per heading with an anchor."""
    if not audience.indexed:
        return []
    entries = []
    for section in sections(page_html):
        entry: Entry = {
            "location": url if section.anchor is None else f"{url}#{section.anchor}",
            "title": " ".join("".join(section.title).split()) or title,
            "text": squeezed(section.text),
        }
        if audience.tags:
            entry["tags"] = list(audience.tags)
        if audience.boost is not None:
            entry["boost"] = audience.boost
        entries.append(entry)
    return entries


def search_index(settings: dict[str, Any], entries: Iterable[Entry]) -> str:
    """The text of ``search_index.json``: the theme's search ``settings`` and the entries, page after page."""
    return json.dumps({"config": settings, "docs": list(entries)}, separators=(",", ":"), ensure_ascii=False)
