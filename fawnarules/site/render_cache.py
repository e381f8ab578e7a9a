"""Pages rendered before, kept by what they were rendered from, so a build renders only what changed.

A page's HTML, its table of contents, its anchors and its search entries depend on its
Markdown and on things every page shares: the site's configuration, the list of files
(relative links), the site's own code (fences draw cards, diagrams and odds from the rules)
and the installed Markdown extensions. :func:`fingerprint` sums up the shared part once per
build; :func:`page_key` adds the page. A page whose key is in ``.cache/site/`` (the folder
``FAWNARULES_CACHE`` moves, beside the parsed feature files) is not rendered again. A second, shorter
way to a page is kept too: its own text with a digest of every source of the build, so a
build after no change at all does not even make the pages' Markdown.

The cache holds one build's pages: :func:`prune` removes every entry the last full build
did not use. Nothing here needs MkDocs.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import pickle
from collections.abc import Callable, Iterable
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any, TypeVar, cast

from fawnarules.sources.kept_parse import cache_folder as kept_folder

T = TypeVar("T")

RENDERERS = ("mkdocs", "mkdocs-material", "markdown", "pymdown-extensions", "nh3", "pygments")
"""The installed packages whose versions change what a page renders to."""

SNIPPET = "--8<--"
"""A Markdown snippet pulls in another file, which the key does not cover: such a page is never kept."""


def cache_folder(root: Path) -> Path:
    """``.cache/site/`` under the project, or under ``FAWNARULES_CACHE``."""
    return kept_folder("site", root)


def code_fingerprint(code_folders: Iterable[Path]) -> str:
    """The site's code, data and templates, and the versions of the installed renderers. Files are named
    from their folder, so a copy of the project elsewhere finds the same pages kept."""
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
    """The version of an installed package, looked up once while a process lasts: the code it runs is the code it
    imported, whatever is installed later."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "absent"


def page_key(shared: str, uri: str, markdown: str) -> str | None:
    """The key of a page's rendering, or ``None`` for a page that must always be rendered."""
    if SNIPPET in markdown:
        return None
    return hashlib.sha256(f"{shared}\0{uri}\0{markdown}".encode()).hexdigest()


SAME_AS = "same as"
"""An entry that only names the key of another: the same page, looked up by what it was made from."""


def load(folder: Path, key: str) -> dict[str, Any] | None:
    """The kept rendering of a page (or the key it is kept under, for :data:`SAME_AS`), if it can be read."""
    try:
        record = json.loads((folder / f"{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) else None


def resolve(folder: Path, key: str) -> tuple[str, dict[str, Any]] | None:
    """The key a page's rendering is kept under, and the rendering, following one :data:`SAME_AS`."""
    record = load(folder, key)
    if record is not None and isinstance(same := record.get(SAME_AS), str):
        key, record = same, load(folder, same)
    return (key, record) if record is not None and SAME_AS not in record else None


def store(folder: Path, key: str, record: dict[str, Any]) -> None:
    """Keep a page's rendering; written to a temporary name first, so a reader never sees half of it."""
    folder.mkdir(parents=True, exist_ok=True)
    partial = folder / f"{key}.{os.getpid()}.partial"
    partial.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    partial.replace(folder / f"{key}.json")


def prune(folder: Path, used: Iterable[str]) -> int:
    """Remove every kept page but the ``used`` keys; the number removed."""
    keep = {f"{key}.json" for key in used}
    removed = 0
    for path in folder.glob("*.json") if folder.is_dir() else ():
        if path.name not in keep:
            path.unlink(missing_ok=True)
            removed += 1
    return removed


def text_digest(salt: str, paths: Iterable[Path]) -> str:
    """A digest of ``salt`` and of the files at ``paths``, names and texts; a file that cannot be read is absent."""
    digest = hashlib.sha256(salt.encode())
    for path in paths:
        digest.update(b"\0path\0" + path.as_posix().encode())
        with contextlib.suppress(OSError):
            digest.update(b"\0text\0" + path.read_bytes())
    return digest.hexdigest()


RECENT: dict[tuple[Path, str], tuple[str, Any]] = {}
"""The last value :func:`kept_object` gave for each folder and name, with its key, while the process lasts."""


def kept_object(folder: Path, name: str, key: str, compute: Callable[[], T], *, on_disk: bool = True) -> T:
    """``compute()``, or what it gave last time under ``key``; only the newest ``name`` is kept.

    The last value is kept in memory too, so a process that builds again (``mkdocs serve``)
    reads nothing back; with ``on_disk`` false a computed value is kept only there, which
    spares a rebuild the time of writing it for a later process. The cache belongs to the
    project like its code, so it is read with ``pickle``; an entry that cannot be read is
    computed again.
    """
    recent = RECENT.get((folder, name))
    if recent is None or recent[0] != key:
        recent = RECENT[(folder, name)] = (key, read_or_compute(folder, name, key, compute, on_disk=on_disk))
    return cast(T, recent[1])


def read_or_compute(folder: Path, name: str, key: str, compute: Callable[[], T], *, on_disk: bool) -> T:
    """The value kept on disk under ``key``, or ``compute()`` (kept on disk if ``on_disk``)."""
    with contextlib.suppress(Exception):
        return cast(T, pickle.loads((folder / f"{name}-{key}.pickle").read_bytes()))
    value = compute()
    if on_disk:
        write_kept(folder, name, key, value)
    return value


def write_kept(folder: Path, name: str, key: str, value: object) -> None:
    """Keep ``value`` as the newest ``name``, under ``key``; written whole, so a reader never sees half of it."""
    folder.mkdir(parents=True, exist_ok=True)
    for older in folder.glob(f"{name}-*.pickle"):
        older.unlink(missing_ok=True)
    partial = folder / f"{name}-{key}.{os.getpid()}.partial"
    partial.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
    partial.replace(folder / f"{name}-{key}.pickle")
