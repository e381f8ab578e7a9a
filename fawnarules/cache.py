"""The project's one cache: what it makes from its sources, kept in ``.cache/<part>/`` by what it was made from, so
it is made again only when that changes. The site keeps its rendered pages in ``site/`` (by a page's Markdown and what
every page shares: the configuration, the glossary, the list of files, the site's code and the installed renderers);
a checkout's checker keeps the cases it reads from the feature files in ``cases/`` (by the feature files, the newest
release's cases, the package's code and the installed readers); reading the project's sources keeps the Gherkin
parser's document of each feature file in ``features/`` (by its text and the parser's version). The key is the
content, never a file's time, so an edit shows however quickly it follows the last build. A part holds one build's
worth: :func:`prune` removes what the last full build did not use. The cache only saves time: where it cannot be
written, nothing is kept.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from contextlib import suppress
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

READERS = ("gherkin-official", "pydantic", "pydantic-core")
"""The installed packages whose versions change how the feature files read as cases."""

SNIPPET = "--8<--"
"""A Markdown snippet pulls in another file, which the key does not cover: such a page is never kept."""


def cache_folder(root: Path, part: str) -> Path:
    """``.cache/<part>/`` under the project, or under ``$FAWNARULES_CACHE``."""
    return Path(os.environ.get("FAWNARULES_CACHE", root / ".cache")) / part


def code_fingerprint(code_folders: Iterable[Path], packages: Iterable[str]) -> str:
    """The files of ``code_folders`` (code, data, templates), named from their folder (so a copy of the project
    elsewhere finds the same things kept), and the versions of the installed ``packages``."""
    digest = hashlib.sha256()
    for number, folder in enumerate(code_folders):
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                name = f"{number}/{path.relative_to(folder).as_posix()}"
                digest.update(b"\0code\0" + name.encode() + b"\0" + path.read_bytes())
    for name in packages:
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
    return None if SNIPPET in markdown else content_key(shared, uri, markdown)


def content_key(*made_from: str) -> str:
    """The key of what is made from ``made_from``."""
    return hashlib.sha256("\0".join(made_from).encode()).hexdigest()


def entry(folder: Path, key: str) -> Path:
    """The file of the record kept under ``key``: JSON."""
    return folder / f"{key}.json"


def load(folder: Path, key: str) -> dict[str, Any] | None:
    """The record kept under ``key``, if it can be read."""
    try:
        record = json.loads(entry(folder, key).read_text(encoding="utf-8"))
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
    """Keep a record, written to a temporary name first, so a reader never sees half of it; a folder that cannot be
    written to keeps nothing."""
    partial = folder / f"{key}.{os.getpid()}.partial"
    with suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        partial.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
        partial.replace(entry(folder, key))


def prune(folder: Path, used: Iterable[str]) -> None:
    """Remove every kept record but the ``used`` keys."""
    keep = {f"{key}.json" for key in used}
    for path in folder.glob("*.json") if folder.is_dir() else ():
        if path.name not in keep:
            with suppress(OSError):  # a folder that cannot be written to keeps what it holds
                path.unlink(missing_ok=True)
