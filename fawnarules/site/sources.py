"""What the docs and the feature files say, read once per build: the catalogue of rules and
scenarios, each feature file's model and the clarifications with the rules they bear on.

Parsing every feature file is most of that work, so the result is kept in the render cache
(:mod:`fawnarules.site.render_cache`) under a digest of every docs page and feature file, and
of the code that reads them (:func:`source_digest`): a build after no change to them reads
nothing again. The same digest is part of every page's cache key, since a page shows what
the other files say (a rules page lists its scenarios; a spec page, its rules' titles).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fawnarules.site import render_cache
from fawnarules.spec.catalog import Catalogue, project_features, read_catalogue
from fawnarules.spec.clarification import Clarification, read_all_clarifications, rules_citing
from fawnarules.spec.feature import Feature


@dataclass(frozen=True)
class Sources:
    """The catalogue, each feature's model by its path (``features/x/y.feature``), the clarifications."""

    catalogue: Catalogue
    features: dict[str, Feature]
    clarifications: list[Clarification]
    clarified: dict[str, list[Clarification]]


def read_sources(root: Path) -> Sources:
    """Everything :class:`Sources` holds, read from ``docs/`` and ``features/`` under ``root``.

    A file that cannot be read is a :class:`~fawnarules.spec.source.SourceError`.
    """
    catalogue = read_catalogue(root)
    features = {path.as_posix(): feature for path, feature in project_features(root)}
    clarifications = read_all_clarifications(root)
    return Sources(catalogue, features, clarifications, rules_citing(root, clarifications))


def source_digest(root: Path, code: str) -> str:
    """A digest of every docs page and feature file under ``root``, and of the code (``code``, its fingerprint)."""
    files = sorted([*(root / "docs").rglob("*.md"), *(root / "features").rglob("*.feature")])
    return render_cache.text_digest(code, files)


def kept_sources(root: Path, digest: str, *, on_disk: bool = True) -> Sources:
    """:func:`read_sources`, or what it gave for the same files and code (``digest``, :func:`source_digest`); kept
    for a later process only if ``on_disk``."""
    folder = render_cache.cache_folder(root)
    return render_cache.kept_object(folder, "sources", digest, lambda: read_sources(root), on_disk=on_disk)
