"""Raw HTML in contributed Markdown: harmless formatting is kept, anything that could run is shown as text.

Docs pages are Markdown, and Markdown lets raw HTML through. A contributor may write
``<br>`` in a table or ``<div class="grid cards" markdown>``; nobody may ship a script, an
event handler, a frame or a ``javascript:`` link to readers. So every tag outside code is
checked: a tag from a short list of formatting tags, with only presentational attributes,
is kept; every other ``<`` is escaped, so any other tag, or a tag inside a broken one
(``<x<script>``), reads as text. HTML comments stay (the doc-test markers are comments).
Links written in Markdown with a ``javascript:`` or ``vbscript:`` address lose the address.

This is for the contributor's sake: they see their markup on the page and can fix it. What
keeps readers safe is the sanitiser every rendered page passes through
(:mod:`fawnarules.site.safe_html`).
"""

from __future__ import annotations

import re

from fawnarules.sources.catalog import fence_lines

KEPT_TAGS = frozenset(
    {"abbr", "b", "br", "code", "del", "details", "div", "em", "figcaption", "figure", "hr", "i", "ins", "kbd"}
    | {"mark", "p", "s", "small", "span", "strong", "sub", "summary", "sup", "u"}
)
SAFE_SCHEMES = frozenset({"http", "https", "mailto"})
KEPT_ATTRIBUTES = frozenset({"class", "id", "title", "markdown", "open"})
TAG = re.compile(r"<(?P<close>/?)(?P<name>[A-Za-z][A-Za-z0-9-]*)(?P<attributes>(?:[^<>\"']|\"[^<\"]*\"|'[^<']*')*)>")
TAG_OR_BRACKET = re.compile(f"<!--|{TAG.pattern}|<")
ATTRIBUTE = re.compile(r"(?P<name>[^\s=/>\"']+)(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>]+))?")
CODE_SPAN = re.compile(r"(`+)(?:.+?)\1")
UNSAFE_LINK = re.compile(r"\]\(\s*<?\s*(?:javascript|vbscript):(?:[^()]|\([^()]*\))*\)", re.IGNORECASE)


def is_kept(tag: re.Match[str]) -> bool:
    """A formatting tag whose attributes can only style it, never make it act; a safe autolink; a comment."""
    if tag[0] == "<!--":
        return True
    if tag["name"] is None:
        return False
    if tag["attributes"].startswith(":") and not tag["close"]:
        return tag["name"].lower() in SAFE_SCHEMES
    if tag["name"].lower() not in KEPT_TAGS:
        return False
    names = {match["name"].lower() for match in ATTRIBUTE.finditer(tag["attributes"].rstrip("/"))}
    return names <= KEPT_ATTRIBUTES


def inert_text(text: str) -> str:
    """One stretch of Markdown outside code: unsafe tags escaped, unsafe link addresses dropped."""
    text = TAG_OR_BRACKET.sub(lambda tag: tag[0] if is_kept(tag) else "&lt;" + tag[0][1:], text)
    return UNSAFE_LINK.sub("](#)", text)


def inert_line(line: str) -> str:
    """A line of Markdown with its code spans left alone and everything else made inert."""
    out: list[str] = []
    position = 0
    for span in CODE_SPAN.finditer(line):
        out += [inert_text(line[position : span.start()]), span[0]]
        position = span.end()
    out.append(inert_text(line[position:]))
    return "".join(out)


def inert_markdown(markdown: str) -> str:
    """A whole page of contributed Markdown made safe to render; fenced code is left as it is."""
    if "<" not in markdown and ":" not in markdown:
        return markdown
    return "\n".join(line if in_fence else inert_line(line) for line, in_fence in fence_lines(markdown))
