"""No contributed text can run script: its Markdown made inert, the rendered HTML of a page cut down to what the
rules site draws, titles and front matter escaped.

:func:`inert_markdown` is for the contributor's sake: outside code, formatting tags with only presentational
attributes and comments stay, every other ``<`` is escaped, so they see their markup as text and can fix it.
What keeps readers safe is :func:`safe_html`: every page body passes through nh3 (the sanitiser ammonia, a real HTML5
parser) with an allow-list of exactly what the pages use; links keep only ``http:``, ``https:``, ``mailto:`` and
relative addresses. The theme prints titles and front matter outside the body, some unescaped: :func:`safe_title`
and :func:`safe_text` make them escaped text.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

import nh3

from fawnarules.sources.catalog import fence_lines

PICTURE_TAGS = {"svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan"}
PICTURE_TAGS |= {"title", "desc"}
"""The shapes of the grid pictures; no ``use``, ``image``, ``foreignObject``, ``animate`` or ``script``."""
TAG_ATTRIBUTES = {
    "*": {"class", "id", "title", "lang", "dir", "role"},
    "a": {"href", "name"},
    "details": {"open"},
    "label": {"for"},
    "input": {"name", "checked"},
    "ol": {"start", "reversed"},
    "td": {"colspan", "rowspan", "style"},
    "th": {"colspan", "rowspan", "style", "scope"},
    "time": {"datetime"},
    "svg": {"viewBox", "style", "width", "height"},
    "rect": {"x", "y", "width", "height", "rx", "ry"},
    "circle": {"cx", "cy", "r"},
    "ellipse": {"cx", "cy", "rx", "ry"},
    "line": {"x1", "y1", "x2", "y2"},
    "polyline": {"points"},
    "polygon": {"points"},
    "path": {"d"},
    "text": {"x", "y", "dx", "dy", "text-anchor"},
    "tspan": {"x", "y", "dx", "dy"},
    "g": {"transform"},
}
URL_SCHEMES = {"http", "https", "mailto"}
THEME_IDS = re.compile(r"__(?!tabbed_|codelineno-)")
"""The theme's own elements have ids starting ``__`` (``__config``, ``__search``): a page may not clobber them.
Content tabs and code line numbers, which the extensions write into the page, keep theirs."""


def keep_attribute(tag: str, attribute: str, value: str) -> str | None:
    """An attribute the allow-list passed, unless it is an id that would shadow one of the theme's elements."""
    return None if attribute in ("id", "for", "name") and THEME_IDS.match(value) else value


CLEANER = nh3.Cleaner(
    # nh3's own tags (text, lists, tables, headings, details) but those that load, content tabs' inputs, pictures
    tags=set(nh3.ALLOWED_TAGS) - {"area", "map", "img"} | {"input", "label"} | PICTURE_TAGS,
    clean_content_tags={"script", "style"},
    attributes=TAG_ATTRIBUTES,
    tag_attribute_values={"input": {"type": {"radio", "checkbox"}}},  # a content tab: nothing submits or uploads
    attribute_filter=keep_attribute,
    generic_attribute_prefixes={"aria-", "data-"},  # accessibility labels, the data the site's own scripts read
    url_schemes=URL_SCHEMES,
    filter_style_properties={"text-align", "max-width"},  # table columns' alignment, a picture's width
    link_rel=None,
    strip_comments=True,
)


safe_html = CLEANER.clean
"""A fragment of page HTML with everything outside the allow-list removed."""
TAG = re.compile(r"<[^>]*>")


def safe_title(title: str) -> str:
    """A title as escaped text, what a reader sees of it (tags dropped, character references read): the theme may
    print it raw, or strip and unescape it, and neither runs anything."""
    return html.escape(html.unescape(TAG.sub("", title)), quote=True)


def safe_text(value: object) -> object:
    """Front matter with every string escaped, at any depth, for a theme that prints it raw."""
    if isinstance(value, str):
        return html.escape(value, quote=True)
    if isinstance(value, Mapping):
        return {key: safe_text(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [safe_text(item) for item in value]
    return value


SAFE_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9._-]*$")
"""A folder or file name of docs/ or features/ that an address holds as it is, and no markup can come from."""


def unsafe_name(path: str) -> str | None:
    """What is wrong with a path whose folder or file names are not all :data:`SAFE_NAME`, and how to fix it."""
    if all(map(SAFE_NAME.match, path.split("/"))):
        return None
    return (
        f"the name {path!r} is left out of the site: a file or folder name holds only letters, digits, '.', '_' "
        "and '-' (it becomes the page's address) — rename it"
    )


KEPT_TAGS = frozenset(
    {"abbr", "b", "br", "code", "del", "details", "div", "em", "figcaption", "figure", "hr", "i", "ins", "kbd"}
    | {"mark", "p", "s", "small", "span", "strong", "sub", "summary", "sup", "u"}
)
KEPT_ATTRIBUTES = frozenset({"class", "id", "title", "markdown", "open"})
RAW_TAG = re.compile(
    r"<(?P<close>/?)(?P<name>[A-Za-z][A-Za-z0-9-]*)(?P<attributes>(?:[^<>\"']|\"[^<\"]*\"|'[^<']*')*)>"
)
TAG_OR_BRACKET = re.compile(f"<!--|{RAW_TAG.pattern}|<")
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
        return tag["name"].lower() in URL_SCHEMES
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
