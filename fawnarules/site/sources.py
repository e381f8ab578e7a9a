"""What the docs and the feature files say, read once per build: the catalogue of rules and
scenarios, each feature file's model and the clarifications with the rules they bear on.

Parsing every feature file is most of that work, so the result is kept in the render cache
(:mod:`fawnarules.site.render_cache`) under a digest of every docs page and feature file, and
of the code that reads them (:func:`source_digest`): a build after no change to them reads
nothing again. The same digest is part of every page's cache key, since a page shows what
the other files say (a rules page lists its scenarios; a spec page, its rules' titles).

When nothing is kept (a fresh clone), a full build parses the feature files on two processes
(:func:`parse_ahead`): a forked copy parses from the back of the list into the parser's own
cache (:mod:`fawnarules.sources.kept_parse`) while this process parses from the front.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from fawnarules.site import render_cache
from fawnarules.site.shared_work import SharedWork
from fawnarules.sources.catalog import Catalogue, project_features, read_catalogue
from fawnarules.sources.clarification import Clarification, read_all_clarifications, rules_citing
from fawnarules.sources.feature import Feature, gherkin_document


@dataclass(frozen=True)
class Sources:
    """The catalogue, each feature's model by its path (``features/x/y.feature``), the clarifications."""

    catalogue: Catalogue
    features: dict[str, Feature]
    clarifications: list[Clarification]
    clarified: dict[str, list[Clarification]]


def read_sources(root: Path) -> Sources:
    """Everything :class:`Sources` holds, read from ``docs/`` and ``features/`` under ``root``.

    A file that cannot be read is a :class:`~fawnarules.sources.source.SourceError`.
    """
    catalogue = read_catalogue(root)
    features = {path.as_posix(): feature for path, feature in project_features(root)}
    clarifications = read_all_clarifications(root)
    return Sources(catalogue, features, clarifications, rules_citing(root, clarifications))


def source_digest(root: Path, code: str) -> str:
    """A digest of every docs page and feature file under ``root``, and of the code (``code``, its fingerprint)."""
    files = sorted([*(root / "docs").rglob("*.md"), *(root / "features").rglob("*.feature")])
    return render_cache.text_digest(code, files)


def kept_sources(root: Path, digest: str, *, on_disk: bool = True, two_processes: bool = False) -> Sources:
    """:func:`read_sources`, or what it gave for the same files and code (``digest``, :func:`source_digest`); kept
    for a later process only if ``on_disk``. With ``two_processes``, sources read afresh are parsed on two
    (:func:`parse_ahead`)."""

    def read() -> Sources:
        if two_processes:
            parse_ahead(root)
        return read_sources(root)

    return render_cache.kept_object(render_cache.cache_folder(root), "sources", digest, read, on_disk=on_disk)


def parse_ahead(root: Path) -> None:
    """Parse every feature file under ``root`` into the parser's cache, this process from the front of the list and a
    forked copy from the back (:class:`~fawnarules.site.shared_work.SharedWork`), so that reading them is quick."""
    files = sorted((root / "features").rglob("*.feature"))

    def parse(index: int) -> None:
        with contextlib.suppress(Exception):  # a file that cannot be read or parsed is reported when it is read
            gherkin_document(files[index].read_text(encoding="utf-8"))

    shared = SharedWork(len(files), parse, start=lambda: None)
    for index in range(len(files)):
        if not shared.take(index):
            break
        parse(index)
    shared.finish()
