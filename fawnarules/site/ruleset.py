"""The rulebooks of the site, found on disk: a rulebook is ``docs/<ruleset>/index.md`` whose front matter gives the
home page card its ``summary``, ``source`` (the credit) and ``source_url``. A new rulebook appears on the home page,
in the rule index and as a printable page as soon as that page exists; nothing else needs editing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import yaml

from fawnarules.sources.catalog import page_title
from fawnarules.sources.front_matter import split_front_matter


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

    @property
    def print_uri(self) -> str:
        """Its printable edition, beside the chapters so their relative links still work."""
        return f"{self.slug}/print.md"


@dataclass(frozen=True)
class NavEntry:
    """A page the ``nav`` of ``mkdocs.yml`` lists, with the line it is written on; no ``title``: the page's heading."""

    section: str
    title: str | None
    uri: str
    line: int


def nav_entries(config_text: str) -> list[NavEntry]:
    """Every page of the ``nav`` of an MkDocs configuration, in order, read with the line each is written on."""
    root = yaml.compose(config_text, Loader=yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader)
    navs = [value for key, value in root.value if key.value == "nav"] if isinstance(root, yaml.MappingNode) else []
    return list(nav_pages(navs[0], "")) if navs else []


def nav_pages(node: yaml.Node, section: str) -> Iterator[NavEntry]:
    """The pages of one section of the nav, at any depth."""
    for item in node.value if isinstance(node, yaml.SequenceNode) else ():
        if isinstance(item, yaml.ScalarNode):
            yield NavEntry(section, None, item.value, item.start_mark.line + 1)
        for key, value in item.value if isinstance(item, yaml.MappingNode) else ():
            if isinstance(value, yaml.ScalarNode):
                yield NavEntry(section, key.value, value.value, key.start_mark.line + 1)
            else:
                yield from nav_pages(value, key.value)


def chapter_order(slug: str, docs: Path, nav: Iterable[NavEntry]) -> tuple[str, ...]:
    """The rulebook's pages in nav order, then any page the nav does not list, index first."""
    on_disk = sorted(
        (page.relative_to(docs).as_posix() for page in (docs / slug).glob("*.md")),
        key=lambda uri: (not uri.endswith("/index.md"), uri),
    )
    return tuple(dict.fromkeys([entry.uri for entry in nav if entry.uri in on_disk] + on_disk))


def read_rulesets(docs: Path, nav: list[NavEntry] | None = None) -> list[Ruleset]:
    """Every rulebook under ``docs``: in the order the nav shows them, then by slug."""
    section_of: dict[str, str] = {}
    for entry in nav or []:
        if "/" in entry.uri:
            section_of.setdefault(PurePosixPath(entry.uri).parts[0], entry.section)
    order = {slug: position for position, slug in enumerate(section_of)}
    found: list[Ruleset] = []
    for index in sorted(docs.glob("*/index.md")):
        meta, body = split_front_matter(index.read_text(encoding="utf-8"))
        if "summary" not in meta:
            continue
        slug = index.parent.name
        title = page_title(body) or slug
        found.append(
            Ruleset(
                slug=slug,
                name=section_of.get(slug) or title.split(":")[0],
                title=title,
                summary=str(meta["summary"]),
                source=str(meta.get("source", "")),
                source_url=str(meta.get("source_url", "") or ""),
                chapters=chapter_order(slug, docs, nav or []),
            )
        )
    return sorted(found, key=lambda ruleset: (order.get(ruleset.slug, len(order)), ruleset.slug))
