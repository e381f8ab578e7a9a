"""The search plugin's division of a page into sections, the same sections, at a fraction of the cost.

Material's search plugin splits a page's HTML into sections, one per heading, with a subclass of
:class:`html.parser.HTMLParser` that asks, for every tag and every piece of text, whether any open
element is one to skip, is ``<pre>``, is the section's heading or is a permalink, each time by walking
every open element and comparing tag names in Python. Most of its time goes on the parser itself,
which finds each tag with several regular expressions and counts the lines of everything it reads.

This module reads the page with one regular expression instead, one match per tag, piece of text or
element holding only text (``<td>1</td>``), and keeps a count of the open elements by tag, so each
of those questions is a look-up. What it reads is what :class:`~html.parser.HTMLParser` reads: tag
and attribute names lower-cased, character references in text and attribute values replaced,
``<script>`` and ``<style>`` content left as it is until the element's end tag, comments,
declarations and processing instructions read as nothing, a ``<`` that starts no tag read as text.
The first markup it does not know for certain how that parser would read (a tag left open at the end
of the page, an attribute with no space before it, ``<![CDATA[``) hands the rest of the page to that
parser, so any page gives the plugin's sections. Everything after the reading is the plugin's own
code; tests hold the two to the same tokens on hard markup and to the same sections on every page of
a built site. Like the plugin, it compares elements by tag name: an element is "open" when one with
its tag is. It imports only Python and the plugin it copies, so it goes when the theme does.
"""

from __future__ import annotations

import re
from html import escape, unescape
from html.parser import HTMLParser
from typing import Any, Final, Protocol

from material.plugins.search.plugin import (  # type: ignore[import-untyped]
    Element,
    SearchIndex,
    Section,
    void,
)

ALWAYS_SKIPPED = frozenset({"object", "script", "style"})
HEADINGS = frozenset(f"h{level}" for level in range(1, 7))
KEPT = frozenset({"p", "code", "pre", "li", "ol", "ul", "sub", "sup"})
RAW_TEXT = {tag: re.compile(rf"</\s*{tag}\s*>", re.IGNORECASE) for tag in HTMLParser.CDATA_CONTENT_ELEMENTS}

Attributes = dict[str, str | None]
NO_ATTRIBUTES: Final[Attributes] = {}

# The markup HTMLParser reads one way only. Attribute names start with no quote or "=", and unquoted
# values with neither: HTMLParser reads those in ways of its own, so they stop the match. Possessive
# quantifiers keep a match from reading a tag another way than HTMLParser reads it from the left.
NAME = r"""[^\s"'/=>][^\s/=>]*+"""
VALUE = r"""(?:"[^"]*+"|'[^']*+'|[^\s"'=>][^\s>]*+)"""
ATTRIBUTE = re.compile(rf"\s++({NAME})(?:\s*+=\s*+({VALUE}))?+")
MARKUP = re.compile(
    rf"""
      ([^<]++)                                          # 1: text
    | <([a-zA-Z][a-zA-Z0-9]*+)(?=[\t\n\r\f >])           # 2: the tag of an element holding only text,
       ((?:\s++{NAME}(?:\s*+=\s*+{VALUE})?+)*+)\s*+>       # 3: its attributes,
       ([^<]*+)</\2>                                    # 4: its text
    | <([a-zA-Z][^\t\n\r\f />\x00]*+)                     # 5: a start tag's name,
       ((?:\s++{NAME}(?:\s*+=\s*+{VALUE})?+)*+)\s*+(/?)>  # 6: its attributes, 7: "/" when it is empty
    | </\s*+([a-zA-Z][-.a-zA-Z0-9:_]*+)\s*+>             # 8: an end tag's name
    | (<)(?![a-zA-Z/!?])                                # 9: a "<" that starts no markup is text
    | <!--.*?--\s*>                                     # a comment
    | <!(?!--|\[)[^>]*+>                                # a declaration, such as <!doctype html>
    | <\?[^>]*+>                                        # a processing instruction
    """,
    re.VERBOSE | re.DOTALL,
)


def attributes(text: str) -> Attributes:
    """A start tag's attributes as HTMLParser reads them: quotes taken off, references replaced, ``None`` when
    the attribute has no value."""
    found: Attributes = {}
    for name, written in ATTRIBUTE.findall(text):
        value = written[1:-1] if written[:1] in ('"', "'") else written
        found[name.lower()] = (unescape(value) if "&" in value else value) if written else None
    return found


class Reader(Protocol):
    """What is told, in order, each start tag, end tag and piece of text of a page."""

    def start(self, tag: str, attributes: Attributes) -> None: ...

    def end(self, tag: str) -> None: ...

    def text(self, data: str) -> None: ...


class HTMLParserReading(HTMLParser):
    """HTMLParser telling a reader what it reads: for the rest of a page from the first markup :data:`MARKUP`
    does not read."""

    def __init__(self, reader: Reader) -> None:
        super().__init__(convert_charrefs=True)
        self.reader = reader

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.reader.start(tag, dict(attrs))

    def handle_endtag(self, tag: str) -> None:
        self.reader.end(tag)

    def handle_data(self, data: str) -> None:
        self.reader.text(data)


def read(html: str, reader: Reader) -> int:
    """Tell ``reader`` the start tags, end tags and text of ``html``, in order, as :class:`html.parser.HTMLParser`
    reads them; how many characters :data:`MARKUP` read (HTMLParser read the rest)."""
    start, end, text, match_at = reader.start, reader.end, reader.text, MARKUP.match
    position, length = 0, len(html)
    while position < length:
        match = match_at(html, position)
        if match is None:
            rest = HTMLParserReading(reader)
            rest.feed(html[position:])
            rest.close()
            return position
        position = match.end()
        group = match.lastindex  # the last group of the alternative that matched; None for a comment
        if group == 1:
            data = match[1]
            text(unescape(data) if "&" in data else data)
        elif group == 4:
            tag, written, data = match.group(2, 3, 4)
            tag = tag.lower()
            start(tag, attributes(written) if written else NO_ATTRIBUTES)
            if data:
                text(unescape(data) if "&" in data and tag not in RAW_TEXT else data)
            end(tag)
        elif group == 7:
            tag, written, empty = match.group(5, 6, 7)
            tag = tag.lower()
            start(tag, attributes(written) if written else NO_ATTRIBUTES)
            if empty:
                end(tag)
            elif tag in RAW_TEXT:
                closing = RAW_TEXT[tag].search(html, position)
                if closing is None:
                    return length
                if closing.start() > position:
                    text(html[position : closing.start()])
                end(tag)
                position = closing.end()
        elif group == 8:
            end(match[8].lower())
        elif group == 9:
            text("<")
    return length


class SectionSplitter:
    """Material's search parser as a reader, answering "is an element with this tag open?" from counts."""

    def __init__(self) -> None:
        self.data: list[Section] = []
        self.section: Section | None = None
        self.context: list[str] = []  # the tags of the open elements
        self.open: dict[str, int] = {}  # how many elements with each tag are open
        self.skipped = set(ALWAYS_SKIPPED)
        self.links: list[bool] = []  # for each open <a>, whether it is a heading's permalink
        self.permalinks = 0

    def start_page(self) -> Section:
        """The section of a page that starts with no heading."""
        self.section = Section(Element("hx"))
        self.data.append(self.section)
        return self.section

    def start(self, tag: str, attributes: Attributes) -> None:
        if tag in void:
            return
        context, is_open = self.context, self.open
        context.append(tag)
        is_open[tag] = is_open.get(tag, 0) + 1
        if tag == "a":
            is_permalink = attributes.get("class") == "headerlink"
            self.links.append(is_permalink)
            self.permalinks += is_permalink
        section = self.section
        if tag in HEADINGS and "id" in attributes:
            depth = len(context)
            if tag != "h1" and not self.data:
                self.data.append(Section(Element("hx"), depth))
            section = self.section = Section(Element(tag, attributes), depth)
            if self.data:
                section.id = attributes["id"]
            self.data.append(section)
        elif section is None:
            section = self.start_page()
        if "data-search-exclude" in attributes or attributes.get("class") == "linenodiv":
            self.skipped.add(tag)
        elif tag in KEPT and self.skipped.isdisjoint(is_open):
            (section.title if section.el.tag in is_open else section.text).append(f"<{tag}>")

    def end(self, tag: str) -> None:
        context, is_open = self.context, self.open
        if not context or context[-1] != tag:
            return
        section = self.section
        assert section is not None, "the open element started a section"
        if section.depth > len(context):
            for earlier in reversed(self.data):
                if earlier.depth <= len(context):
                    section.depth = float("inf")
                    self.section = section = earlier
                    break
        context.pop()
        if is_open[tag] == 1:
            del is_open[tag]
        else:
            is_open[tag] -= 1
        if tag == "a":
            self.permalinks -= self.links.pop()
        if tag in self.skipped:
            if tag not in ALWAYS_SKIPPED:
                self.skipped.remove(tag)
        elif tag in KEPT and self.skipped.isdisjoint(is_open):
            parts = section.title if section.el.tag in is_open else section.text
            index = parts.index(f"<{tag}>")
            if all(part.isspace() for part in parts[index + 1 :]):
                del parts[index:]
            else:
                parts.append(f"</{tag}>")

    def text(self, data: str) -> None:
        is_open = self.open
        if not self.skipped.isdisjoint(is_open):
            return
        in_pre = "pre" in is_open
        if not in_pre:
            data = " " if data.isspace() else data.replace("\n", " ")
        section = self.section or self.start_page()
        if section.el.tag in is_open:
            if not self.permalinks:
                section.title.append(escape(data, quote=False))
        elif data.isspace():
            text = section.text
            if not text or not text[-1].isspace() or in_pre:
                text.append(data)
        else:
            section.text.append(escape(data, quote=False))


def sections(html: str) -> list[Section]:
    """The sections of a page's HTML, as Material's search parser divides it."""
    splitter = SectionSplitter()
    read(html, splitter)
    return splitter.data


def search_entries(page: Any) -> list[dict[str, Any]]:
    """The search entries of a rendered page, as the search plugin makes them (none for a page kept out of search)."""
    search = page.meta.get("search") or {}
    if search.get("exclude"):
        return []
    index = SearchIndex()
    for section in sections(page.content):
        if not section.is_excluded():
            index.create_entry_for_section(section, page.toc, page.url, page)
    return list(index.entries)
