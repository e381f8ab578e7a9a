"""The search plugin's division of a page into sections, the same sections, at a fraction of the cost.

Material's search plugin splits a page's HTML into sections, one per heading, with a parser
that asks, for every tag and every piece of text, whether any open element is one to skip,
is ``<pre>``, is the section's heading or is a permalink, each time by walking every open
element and comparing tag names in Python. This parser keeps a count of the open elements by
tag instead, so each question is a look-up; everything else is the plugin's own code, and a
test holds the two to the same sections on every page of a built site. Like the plugin, it
compares elements by tag name: an element is "open" when one with its tag is.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any

from material.plugins.search.plugin import (  # type: ignore[import-untyped]
    Element,
    Parser,
    SearchIndex,
    Section,
    void,
)

ALWAYS_SKIPPED = frozenset({"object", "script", "style"})
HEADINGS = frozenset(f"h{level}" for level in range(1, 7))
KEPT = frozenset({"p", "code", "pre", "li", "ol", "ul", "sub", "sup"})


class SectionParser(Parser):  # type: ignore[misc]
    """Material's search parser, answering "is an element with this tag open?" from counts."""

    def __init__(self) -> None:
        super().__init__()
        self.skipped = set(ALWAYS_SKIPPED)
        self.open: Counter[str] = Counter()
        self.permalinks = 0

    def is_skipping(self) -> bool:
        return any(self.open[tag] for tag in self.skipped)

    def kept_parts(self) -> list[str]:
        """Where the text goes: the section's title while its heading is open, its text otherwise."""
        parts: list[str] = self.section.title if self.open[self.section.el.tag] else self.section.text
        return parts

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag in void:
            return
        element = Element(tag, attributes)
        self.context.append(element)
        self.open[tag] += 1
        if tag == "a" and attributes.get("class") == "headerlink":
            self.permalinks += 1
        if tag in HEADINGS and "id" in attributes:
            depth = len(self.context)
            if tag != "h1" and not self.data:
                self.section = Section(Element("hx"), depth)
                self.data.append(self.section)
            self.section = Section(element, depth)
            if self.data:
                self.section.id = attributes["id"]
            self.data.append(self.section)
        if not self.section:
            self.section = Section(Element("hx"))
            self.data.append(self.section)
        for key, value in attributes.items():
            if key == "data-search-exclude" or (key == "class" and value == "linenodiv"):
                self.skipped.add(tag)
                return
        if tag in KEPT and not self.is_skipping():
            self.kept_parts().append(f"<{tag}>")

    def handle_endtag(self, tag: str) -> None:
        if not self.context or self.context[-1].tag != tag:
            return
        if self.section.depth > len(self.context):
            for section in reversed(self.data):
                if section.depth <= len(self.context):
                    self.section.depth = float("inf")
                    self.section = section
                    break
        element = self.context.pop()
        self.open[tag] -= 1
        if tag == "a" and element.attrs.get("class") == "headerlink":
            self.permalinks -= 1
        if tag in self.skipped:
            if tag not in ALWAYS_SKIPPED:
                self.skipped.remove(tag)
            return
        if tag in KEPT and not self.is_skipping():
            data = self.kept_parts()
            index = data.index(f"<{tag}>")
            for i in range(index + 1, len(data)):
                if not data[i].isspace():
                    index = len(data)
                    break
            if len(data) > index:
                del data[index:]
            else:
                data.append(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        if self.is_skipping():
            return
        if not self.open["pre"]:
            data = data.replace("\n", " ") if not data.isspace() else " "
        if not self.section:
            self.section = Section(Element("hx"))
            self.data.append(self.section)
        text = self.section.text
        if self.open[self.section.el.tag]:
            if not self.permalinks:
                self.section.title.append(escape(data, quote=False))
        elif data.isspace():
            if not text or not text[-1].isspace() or self.open["pre"]:
                text.append(data)
        else:
            text.append(escape(data, quote=False))


def search_entries(page: Any) -> list[dict[str, Any]]:
    """The search entries of a rendered page, as the search plugin makes them (none for a page kept out of search)."""
    search = page.meta.get("search") or {}
    if search.get("exclude"):
        return []
    parser = SectionParser()
    parser.feed(page.content)
    parser.close()
    index = SearchIndex()
    for section in parser.data:
        if not section.is_excluded():
            index.create_entry_for_section(section, page.toc, page.url, page)
    return list(index.entries)
