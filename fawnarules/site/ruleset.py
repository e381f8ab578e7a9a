"""The rulebooks of the site, found on disk: a rulebook is ``docs/<ruleset>/index.md`` with front matter.

The front matter says what a reader sees on the home page card::

    ---
    summary: One sentence on what the rulebook covers.
    source: Credit — the game, its author or publisher, its licence.
    source_url: https://… (only when a public address is known)
    ---

A new rulebook appears on the home page, in the rule index and as a printable page as soon
as its ``docs/<ruleset>/index.md`` exists; nothing else needs editing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

import yaml

FRONT_MATTER = re.compile(r"\A---\s*\n(?P<yaml>.*?)\n---\s*\n", re.DOTALL)
TITLE = re.compile(r"^#\s+(?P<title>.+?)\s*(\{[^}]*\})?\s*$", re.MULTILINE)


@dataclass(frozen=True)
class Ruleset:
    """One rulebook as the site presents it."""

    slug: str
    name: str
    title: str
    summary: str
    source: str
    source_url: str
    chapters: tuple[str, ...]

    @property
    def index_uri(self) -> str:
        """The rulebook's overview page, relative to ``docs/``."""
        return f"{self.slug}/index.md"


def split_front_matter(text: str) -> tuple[dict[str, Any], str]:
    """A page's YAML front matter (empty when it has none or it is not a mapping) and the rest."""
    match = FRONT_MATTER.match(text)
    if match is None:
        return {}, text
    try:
        data = yaml.safe_load(match["yaml"])
    except yaml.YAMLError:
        return {}, text
    return (data if isinstance(data, dict) else {}), text[match.end() :]


def nav_pages(nav: Iterable[Any], section: str = "") -> list[tuple[str, str]]:
    """Every page of an MkDocs ``nav`` in order, with the title of the innermost section holding it."""
    found: list[tuple[str, str]] = []
    for item in nav:
        if isinstance(item, str):
            found.append((section, item))
        elif isinstance(item, dict):
            for title, value in item.items():
                if isinstance(value, str):
                    found.append((section, value))
                elif isinstance(value, list):
                    found.extend(nav_pages(value, str(title)))
    return found


def chapter_order(slug: str, docs: Path, nav: list[tuple[str, str]]) -> tuple[str, ...]:
    """The rulebook's pages in nav order, then any page the nav does not list, index first."""
    listed = [uri for _, uri in nav if PurePosixPath(uri).parts[:1] == (slug,) and uri.endswith(".md")]
    on_disk = sorted(
        (page.relative_to(docs).as_posix() for page in (docs / slug).glob("*.md")),
        key=lambda uri: (not uri.endswith("/index.md"), uri),
    )
    return tuple(dict.fromkeys([uri for uri in listed if uri in on_disk] + on_disk))


def read_rulesets(docs: Path, nav: Iterable[Any] = ()) -> list[Ruleset]:
    """Every rulebook under ``docs``: in the order the nav shows them, then by slug."""
    pages = nav_pages(nav)
    section_of: dict[str, str] = {}
    for section, uri in pages:
        if "/" in uri:
            section_of.setdefault(PurePosixPath(uri).parts[0], section)
    order = {slug: position for position, slug in enumerate(section_of)}
    found: list[Ruleset] = []
    for index in sorted(docs.glob("*/index.md")):
        meta, body = split_front_matter(index.read_text(encoding="utf-8"))
        if "summary" not in meta:
            continue
        slug = index.parent.name
        title_match = TITLE.search(body)
        title = title_match["title"] if title_match else slug
        found.append(
            Ruleset(
                slug=slug,
                name=section_of.get(slug) or title.split(":")[0],
                title=title,
                summary=str(meta.get("summary", "")),
                source=str(meta.get("source", "")),
                source_url=str(meta.get("source_url", "") or ""),
                chapters=chapter_order(slug, docs, pages),
            )
        )
    return sorted(found, key=lambda ruleset: (order.get(ruleset.slug, len(order)), ruleset.slug))
