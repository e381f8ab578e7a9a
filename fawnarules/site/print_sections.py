"""A printable edition rendered part by part, so an edit to one chapter renders only that chapter again.

A printable edition (:mod:`fawnarules.site.printable`) holds every chapter of its rulebook, so
an edit to any chapter changes it, and rendering all of it again is the largest part of a
``mkdocs serve`` rebuild (0.18 s for the longest rulebook). Its parts (the introduction, then
each chapter) are separate runs of Markdown blocks: each is rendered here on its own, as MkDocs
renders a page at the printable edition's address, and kept while the process lasts by its
text and what every page shares; the page is then put together from its parts. The result is
what rendering the whole page gives (``tests/test_site.py`` compares the two), except when two
parts give the same id to an element (a heading title used in two chapters, two sets of tabs):
the parts then depend on each other, and :func:`assembled` gives ``None`` so the page is
rendered whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

from markdown.extensions.toc import nest_toc_tokens  # type: ignore[import-untyped]
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink

from fawnarules.site.render_cache import page_key


@dataclass(frozen=True)
class Part:
    """What rendering one part gave: HTML, title, headings (title, id, level), ids, and links to other pages'
    anchors (by the linked file's URI)."""

    html: str
    title: str | None
    headings: tuple[tuple[str, str, int], ...]
    anchors: frozenset[str]
    links: dict[str, dict[str, str]]


COUNTED = (re.compile(r"(__codelineno-)(\d+)(?=-)"), re.compile(r"(__tabbed_|data-tabs=\")(\d+)(?=[_\":])"))
"""Ids that Markdown extensions number from the start of each page: the line anchors of each code block, each set
of tabs. A page rendered whole numbers them on from one part to the next."""
ELEMENT_ID = re.compile(r"\sid=\"([^\"]*)\"")

KEPT: dict[str, dict[str, Part]] = {}
"""By page URI, the parts of the page's last rendering, by key: only those, so the memory stays bounded."""


def assembled(
    sections: list[str], file: File, config: MkDocsConfig, files: Files, *, shared: str, warnings: Callable[[], int]
) -> dict[str, Any] | None:
    """The rendering of the page made of ``sections`` at ``file`` (title, ``toc`` entries, anchors, links and HTML
    as :func:`fawnarules.site.mkdocs_hooks.rendering` gives them), or ``None`` if it must be rendered whole.

    ``shared`` sums up what every page's rendering depends on besides its Markdown
    (:func:`fawnarules.site.render_cache.fingerprint`); a part whose rendering raised a warning
    (``warnings`` counts them) is not kept, so it warns again in the next build.
    """
    kept, fresh = KEPT.get(file.src_uri, {}), {}
    parts = []
    for number, section in enumerate(sections):
        key = page_key(shared, f"{file.src_uri}\0{number}", section)
        if key is None:
            return None
        part, warned = kept.get(key), False
        if part is None:
            before = warnings()
            part = rendered_part(section, file, config, files)
            warned = warnings() != before
        if not warned:
            fresh[key] = part
        parts.append(part)
    KEPT[file.src_uri] = fresh
    parts = numbered_on(parts)
    html = "\n".join(part.html for part in parts)
    ids = ELEMENT_ID.findall(html)
    if len(ids) != len(set(ids)):
        return None
    links: dict[str, dict[str, str]] = {}
    for part in parts:
        for uri, anchors in part.links.items():
            links.setdefault(uri, {}).update(anchors)
    return {
        "title": parts[0].title,
        "toc": toc_entries([heading for part in parts for heading in part.headings]),
        "anchors": sorted(anchor for part in parts for anchor in part.anchors if anchor),
        "links": links,
        "html": html,
    }


def numbered_on(parts: list[Part]) -> list[Part]:
    """The parts with the :data:`COUNTED` ids of each numbered on from where the parts before it stopped, as they
    are in a page rendered whole."""
    for counted in COUNTED:
        done, shifted = 0, []
        for part in parts:
            shifted.append(shifted_numbers(part, counted, done))
            done += len({match[2] for match in counted.finditer(part.html)})
        parts = shifted
    return parts


def shifted_numbers(part: Part, counted: re.Pattern[str], by: int) -> Part:
    """The part with each number that ``counted`` finds in its HTML and ids made larger by ``by``."""

    def shifted(match: re.Match[str]) -> str:
        return f"{match[1]}{int(match[2]) + by}"

    return replace(
        part,
        html=counted.sub(shifted, part.html),
        anchors=frozenset(counted.sub(shifted, anchor) for anchor in part.anchors),
    )


def rendered_part(markdown: str, file: File, config: MkDocsConfig, files: Files) -> Part:
    """One part rendered as MkDocs renders a page at ``file``; the page MkDocs builds at ``file`` stays its own."""
    page = file.page
    part = Page(None, file, config)
    file.page = page
    part.markdown = markdown
    part.render(config, files)
    return Part(
        html=part.content or "",
        title=part.title,
        headings=tuple(flat_headings(part.toc)),
        anchors=frozenset(part.present_anchor_ids or ()),
        links={target.src_uri: dict(anchors) for target, anchors in (part.links_to_anchors or {}).items()},
    )


def flat_headings(links: Iterable[AnchorLink]) -> list[tuple[str, str, int]]:
    """Table-of-contents entries and their children, in page order, as (title, id, level)."""
    found = []
    for link in links:
        found += [(link.title, link.id, link.level), *flat_headings(link.children)]
    return found


def toc_entries(headings: list[tuple[str, str, int]]) -> list[dict[str, Any]]:
    """The table of contents of headings in page order, nested as the Markdown table-of-contents extension nests
    them, as data (``title``, ``id``, ``level``, ``children``)."""
    tokens: list[dict[str, Any]] = nest_toc_tokens(
        [{"level": level, "id": id_, "name": title} for title, id_, level in headings]
    )

    def entry(token: dict[str, Any]) -> dict[str, Any]:
        return {
            "title": token["name"],
            "id": token["id"],
            "level": token["level"],
            "children": [entry(child) for child in token["children"]],
        }

    return [entry(token) for token in tokens]
