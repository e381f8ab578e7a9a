"""Drawn odds kept between builds, so that a rebuild enumerates only what changed.

Each rulebook's figures are one file, ``.cache/odds/<ruleset>.json`` beside the site's render
cache (built, never committed: a change of the rules commits no figure): a fingerprint of
everything the figures depend on, and each figure by the digest of its block. The fingerprint
covers the sources of the ruleset's package, of the shared modules at the package root and of
the odds package, and the versions of the validation library. When it differs from the file's,
none of the file's figures is used: every block of that rulebook is enumerated through the
engine again (so a changed rule is never hidden by a kept figure, and a wrong answer still fails
the build) and the file is written anew. ``FAWNARULES_ODDS_FIGURES`` moves the folder (a
read-only tree builds as well, only slower).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path

import fawnarules
from fawnarules.odds.reference import DOCS, page_blocks

PACKAGE = Path(fawnarules.__file__).parent


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


@cache
def validation_versions() -> str:
    """The versions of the validation library and of its core, which decide, besides the rules, what a request
    answers (a build has loaded them already, for the worked examples)."""
    from pydantic.version import VERSION  # noqa: PLC0415
    from pydantic_core import __version__  # noqa: PLC0415

    return f"pydantic=={VERSION}\npydantic-core=={__version__}\n"


@lru_cache(maxsize=32)
def digest_of(stamps: tuple[tuple[str, int, int], ...]) -> str:
    digest = hashlib.sha256(validation_versions().encode())
    for source, _, _ in stamps:
        path = Path(source)
        digest.update(path.relative_to(PACKAGE).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def figures_folder() -> Path:
    """Where the figures are kept: ``.cache/odds`` of the project the site is built from."""
    return Path(os.environ.get("FAWNARULES_ODDS_FIGURES", DOCS.parent / ".cache" / "odds"))


def block_key(source: str) -> str:
    """A block's key: the digest of its text, blank lines around it left out."""
    return hashlib.sha256(source.strip().encode()).hexdigest()[:32]


def kept_figures(ruleset: str) -> dict[str, str]:
    """The figures kept for ``ruleset`` by its current code, by block key (none when its code changed)."""
    path = figures_folder() / f"{ruleset}.json"
    try:
        stat = path.stat()
    except OSError:
        return {}
    kept = read_figures(path, stat.st_mtime_ns, stat.st_size)
    return kept[1] if kept[0] == code_fingerprint(ruleset) else {}


@lru_cache(maxsize=32)
def read_figures(path: Path, modified: int, size: int) -> tuple[str, dict[str, str]]:
    """The fingerprint and figures a file holds (read again when it changes); an unreadable file holds none."""
    try:
        content = json.loads(path.read_text(encoding="utf-8"))
        fingerprint, figures = content["code"], content["figures"]
    except (OSError, ValueError, KeyError, TypeError):
        return "", {}
    if not isinstance(fingerprint, str) or not isinstance(figures, dict):
        return "", {}
    return fingerprint, {key: figure for key, figure in figures.items() if isinstance(figure, str)}


def kept_drawing(source: str, ruleset: str) -> str | None:
    """The figure kept for this block by the current code, if any."""
    return kept_figures(ruleset).get(block_key(source))


def cached_drawing(source: str, ruleset: str, draw: Callable[[], str | None]) -> str | None:
    """The kept figure of this block, or ``draw()``, kept for next time; ``None`` (a failure) is never kept."""
    kept = kept_drawing(source, ruleset)
    if kept is not None:
        return kept
    drawn = draw()
    if drawn is not None:
        keep(ruleset, block_key(source), drawn)
    return drawn


def drawn_blocks() -> frozenset[str]:
    """The key of every odds block the pages of the site hold (read again only when a page changed)."""
    pages = []
    for page in sorted(DOCS.glob("**/*.md")):
        stat = page.stat()
        pages.append((page, stat.st_mtime_ns, stat.st_size))
    return blocks_of(tuple(pages))


@lru_cache(maxsize=8)
def blocks_of(pages: tuple[tuple[Path, int, int], ...]) -> frozenset[str]:
    texts = (page.read_text(encoding="utf-8") for page, _, _ in pages)
    return frozenset(block_key(block) for text in texts for block in page_blocks(text))


def keep(ruleset: str, key: str, figure: str) -> None:
    """Add a figure to the rulebook's file, dropping every figure older code drew and every figure of a block no
    page holds any more (so the file keeps what the site shows, no more); the file is replaced whole, so a
    reader never sees half of it."""
    path = figures_folder() / f"{ruleset}.json"
    shown = drawn_blocks()
    figures = {**{old: drawn for old, drawn in kept_figures(ruleset).items() if old in shown}, key: figure}
    content = {"code": code_fingerprint(ruleset), "figures": dict(sorted(figures.items()))}
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        partial.replace(path)
    except OSError:
        partial.unlink(missing_ok=True)  # a read-only tree builds as well, only slower
