"""Drawn odds kept between builds in the project's cache (:mod:`fawnarules.cache`, ``.cache/odds/``), so that a
rebuild enumerates only what changed.

A figure is kept by its block's text and a fingerprint of everything it depends on: the sources of the ruleset's
package, of the shared modules at the package root and of the odds package, and the versions of the validation
library. A changed rule changes the key of every block of its rulebook, so it is never hidden by a kept figure (every
block of that rulebook is enumerated through the engine again, and a wrong answer still fails the build). Keeping a
figure removes every figure older code drew or no page holds any more, so the folder keeps what the site shows.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import fawnarules
from fawnarules import cache
from fawnarules.odds.block import BlockError, parse_block
from fawnarules.odds.reference import DOCS, page_blocks

PACKAGE = Path(fawnarules.__file__).parent
VALIDATION = ("pydantic", "pydantic-core")
"""The validation library and its core, which decide, besides the rules, what a request answers."""


def code_fingerprint(ruleset: str) -> str:
    """A digest of every source that can change what an operation of ``ruleset`` answers or how it is drawn.

    The files are read again only when one of them changed on disk, so a long ``mkdocs serve`` sees an edit.
    """
    stamps = (*python_files(PACKAGE, within=False), *python_files(PACKAGE / ruleset), *python_files(PACKAGE / "odds"))
    return digest_of(tuple(sorted(stamps)))


def python_files(folder: Path, *, within: bool = True) -> list[tuple[str, int, int]]:
    """Each Python source of ``folder`` (and of its sub-packages ``within``), with the time it last changed and
    its size: one look at the disk per file, as this runs for every odds block of a build."""
    stamps = []
    for parent, folders, files in os.walk(folder):
        folders[:] = [name for name in folders if within and name != "__pycache__"]
        for name in files:
            if name.endswith(".py"):
                stat = os.stat(os.path.join(parent, name))
                stamps.append((os.path.join(parent, name), stat.st_mtime_ns, stat.st_size))
    return stamps


@lru_cache(maxsize=32)
def digest_of(stamps: tuple[tuple[str, int, int], ...]) -> str:
    paths = (Path(source) for source, _, _ in stamps)
    sources = (f"{path.relative_to(PACKAGE).as_posix()}\0{path.read_text(encoding='utf-8')}" for path in paths)
    return cache.content_key(*(f"{name}={cache.installed_version(name)}" for name in VALIDATION), *sources)


def figures_folder() -> Path:
    """Where the figures are kept: ``.cache/odds/`` of the project the site is built from."""
    return cache.cache_folder(DOCS.parent, "odds")


def block_key(source: str, ruleset: str) -> str:
    """A block's key: its text, blank lines around it left out, and the code that draws it."""
    return key_by(code_fingerprint(ruleset), source)


def key_by(fingerprint: str, source: str) -> str:
    return cache.content_key(fingerprint, source.strip())


def shown_keys() -> list[str]:
    """The key of every odds block the pages of the site hold, by the current code."""
    blocks = drawn_blocks()
    fingerprints = {ruleset: code_fingerprint(ruleset) for ruleset in {ruleset for _, ruleset in blocks}}
    return [key_by(fingerprints[ruleset], block) for block, ruleset in blocks]


def kept_drawing(source: str, ruleset: str) -> str | None:
    """The figure kept for this block by the current code, if any."""
    return kept_figure(figures_folder(), block_key(source, ruleset))


def kept_figure(folder: Path, key: str) -> str | None:
    """The figure kept in ``folder`` under ``key``, if any."""
    record = cache.load(folder, key)
    figure = record.get("figure") if record else None
    return figure if isinstance(figure, str) else None


def cached_drawing(source: str, ruleset: str, draw: Callable[[], str | None]) -> str | None:
    """The kept figure of this block, or ``draw()``, kept for next time; ``None`` (a failure) is never kept."""
    folder, key = figures_folder(), block_key(source, ruleset)
    kept = kept_figure(folder, key)
    if kept is not None:
        return kept
    drawn = draw()
    if drawn is not None:
        cache.prune(folder, shown_keys())
        cache.store(folder, key, {"figure": drawn})
    return drawn


def drawn_blocks() -> tuple[tuple[str, str], ...]:
    """Every odds block the pages of the site hold, with its rulebook (read again only when a page changed)."""
    pages = []
    for page in sorted(DOCS.glob("**/*.md")):
        stat = page.stat()
        pages.append((page, stat.st_mtime_ns, stat.st_size))
    return blocks_of(tuple(pages))


@lru_cache(maxsize=8)
def blocks_of(pages: tuple[tuple[Path, int, int], ...]) -> tuple[tuple[str, str], ...]:
    blocks = []
    for page, _, _ in pages:
        for block in page_blocks(page.read_text(encoding="utf-8")):
            try:
                blocks.append((block, parse_block(block).ruleset))
            except BlockError:
                continue  # a reference, or a block the build reports as it draws it
    return tuple(blocks)
