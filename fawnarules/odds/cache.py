"""Drawn odds kept between site builds, keyed by the block and the code that computes it.

A figure is computed again only when its block changes or any source the answer depends on
changes: the ruleset's package, the odds package, or the shared modules at the package root.
So a wrong answer introduced in the rules is never served from the cache. The files live in
``.cache/odds/`` under the directory the site is built from (``FAWNARULES_CACHE`` moves it).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from functools import cache
from pathlib import Path

import fawnarules

PACKAGE = Path(fawnarules.__file__).parent


def code_fingerprint(ruleset: str) -> str:
    """A digest of every source that can change what an operation of ``ruleset`` answers or how it is drawn.

    The files are read again only when one of them changed on disk, so a long ``mkdocs serve`` sees an edit.
    """
    sources = [*PACKAGE.glob("*.py"), *(PACKAGE / ruleset).rglob("*.py"), *(PACKAGE / "odds").rglob("*.py")]
    stamps = tuple((source, source.stat().st_mtime_ns, source.stat().st_size) for source in sorted(sources))
    return digest_of(stamps)


@cache
def digest_of(stamps: tuple[tuple[Path, int, int], ...]) -> str:
    digest = hashlib.sha256()
    for source, _, _ in stamps:
        digest.update(source.relative_to(PACKAGE).as_posix().encode())
        digest.update(source.read_bytes())
    return digest.hexdigest()


def cache_folder() -> Path:
    return Path(os.environ.get("FAWNARULES_CACHE", ".cache")) / "odds"


def cached_drawing(source: str, ruleset: str, draw: Callable[[], str | None]) -> str | None:
    """``draw()``, or what it gave last time for the same block and code; ``None`` (a failure) is never kept.

    Keeping a figure drops those the same ruleset's older code drew, so the folder never outgrows the blocks.
    """
    fingerprint = code_fingerprint(ruleset)[:16]
    block = hashlib.sha256(source.encode()).hexdigest()[:32]
    path = cache_folder() / f"{ruleset}-{fingerprint}-{block}.html"
    if path.is_file():
        return path.read_text(encoding="utf-8")
    drawn = draw()
    if drawn is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            for stale in path.parent.glob(f"{ruleset}-*.html"):
                if not stale.name.startswith(f"{ruleset}-{fingerprint}-"):
                    stale.unlink(missing_ok=True)
            path.write_text(drawn, encoding="utf-8")
        except OSError:
            pass  # a read-only tree builds as well, only slower
    return drawn
