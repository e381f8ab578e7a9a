"""Pages rendered before, kept in ``.cache/site/`` by what they were rendered from, so a build renders only what
changed: a page's Markdown and what every page shares (the configuration, the list of files, the site's code and the
installed renderers). The key is the content, never a file's time, so an edit shows however quickly it follows the
last build. The cache holds one build's pages: :func:`prune` removes what the last full build did not use.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

RENDERERS = (
    "mkdocs",
    "mkdocs-material",
    "markdown",
    "pymdown-extensions",
    "nh3",
    "pygments",
    "pydantic",
    "pydantic-core",
)
"""The installed packages whose versions change what a page renders to (the engine answers cards through pydantic)."""

SNIPPET = "--8<--"
"""A Markdown snippet pulls in another file, which the key does not cover: such a page is never kept."""


def cache_folder(root: Path) -> Path:
    """``.cache/site/`` under the project, or under ``$FAWNARULES_CACHE``."""
    return Path(os.environ.get("FAWNARULES_CACHE", root / ".cache")) / "site"


def code_fingerprint(code_folders: Iterable[Path]) -> str:
    """The site's code, data and templates, named from their folder (so a copy of the project elsewhere finds the
    same pages kept), and the versions of the installed renderers."""
    digest = hashlib.sha256()
    for number, folder in enumerate(code_folders):
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                name = f"{number}/{path.relative_to(folder).as_posix()}"
                digest.update(b"\0code\0" + name.encode() + b"\0" + path.read_bytes())
    for name in RENDERERS:
        digest.update(f"\0{name}={installed_version(name)}".encode())
    return digest.hexdigest()


def fingerprint(code: str, settings: str, file_uris: Iterable[str]) -> str:
    """What every page depends on besides its Markdown: the code, the settings and the files."""
    digest = hashlib.sha256(f"{code}\0{settings}".encode())
    for uri in sorted(file_uris):
        digest.update(b"\0file\0" + uri.encode())
    return digest.hexdigest()


@cache
def installed_version(name: str) -> str:
    """The version of an installed package, once a process: it runs the code it imported, whatever comes later."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "absent"


def page_key(shared: str, uri: str, markdown: str) -> str | None:
    """The key of a page's rendering, or ``None`` for a page that must always be rendered."""
    if SNIPPET in markdown:
        return None
    return hashlib.sha256(f"{shared}\0{uri}\0{markdown}".encode()).hexdigest()


def load(folder: Path, key: str) -> dict[str, Any] | None:
    """The kept rendering of a page, if it can be read."""
    try:
        record = json.loads((folder / f"{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) else None


def kept(folder: Path, key: str | None, make: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """What ``make()`` gave before under ``key``, or what it gives now, kept (unless ``key`` is ``None``)."""
    record = load(folder, key) if key else None
    if record is None:
        record = make()
        if key:
            store(folder, key, record)
    return record


def store(folder: Path, key: str, record: dict[str, Any]) -> None:
    """Keep a page's rendering; written to a temporary name first, so a reader never sees half of it."""
    folder.mkdir(parents=True, exist_ok=True)
    partial = folder / f"{key}.{os.getpid()}.partial"
    partial.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    partial.replace(folder / f"{key}.json")


def prune(folder: Path, used: Iterable[str]) -> None:
    """Remove every kept page but the ``used`` keys."""
    keep = {f"{key}.json" for key in used}
    for path in folder.glob("*.json") if folder.is_dir() else ():
        if path.name not in keep:
            path.unlink(missing_ok=True)
