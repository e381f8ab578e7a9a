"""The theme's static files, listed without walking the folders no file is copied from.

On every build MkDocs lists the files a theme copies into the site by walking every theme
folder and matching each file against a list of patterns (``Files.add_files_from_theme``).
Material's folder holds some 14,500 files, nearly all icons in its hidden ``.icons`` folder,
and every one of them is matched against the patterns only to be left out, since a file in a
hidden folder is never copied: under ``mkdocs serve`` that is about a fifth of a rebuild.
:func:`install` replaces the method with one that does not enter hidden folders, and gives
the same files in the same order. Every folder is listed on every build, so nothing is kept
that could go stale.

This is the site's one patch of MkDocs' internals. It is made only over the method it was
written against (:data:`REPLACED_SOURCE_DIGEST`); ``tests/test_theme_files.py`` fails if
MkDocs' method is another, and holds the listing to MkDocs' own, file for file.
"""

from __future__ import annotations

import fnmatch
import hashlib
import inspect
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from jinja2 import Environment
from mkdocs import utils
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

REPLACED_SOURCE_DIGEST = "0169dd2b1c22ca136924ca9136a97b690ba2711d8896258e5858a237c186a12e"
"""The SHA-256 of the source of ``Files.add_files_from_theme`` (MkDocs 1.6) that :func:`theme_files` follows."""

ORIGINAL: Callable[[Files, Environment, MkDocsConfig], None] = Files.add_files_from_theme


def method_digest(method: Callable[..., Any]) -> str:
    """The SHA-256 of a function's source text."""
    return hashlib.sha256(inspect.getsource(method).encode()).hexdigest()


def install() -> bool:
    """Make every later build list the theme's files through :func:`add_files_from_theme`, if MkDocs' method is
    the one it follows (otherwise MkDocs' own stays: slower, the same site); whether it is installed."""
    if Files.add_files_from_theme is add_files_from_theme:
        return True
    if method_digest(ORIGINAL) != REPLACED_SOURCE_DIGEST:
        return False
    setattr(Files, "add_files_from_theme", add_files_from_theme)  # noqa: B010 - the one patch, see above
    return True


def add_files_from_theme(files: Files, env: Environment, config: MkDocsConfig) -> None:
    """What ``Files.add_files_from_theme`` adds: each of the theme's static files that no docs file overrides."""
    for path, folder in theme_files(config):
        if files.get_file_from_path(path) is None:
            files.append(File(path, folder, config.site_dir, config.use_directory_urls))


def theme_files(config: MkDocsConfig) -> list[tuple[str, str]]:
    """Each static file of the theme (a path relative to its folder) with the first theme folder holding it, in
    MkDocs' order: by path."""
    skipped = skipped_patterns(config.theme.static_templates)
    first: dict[str, str] = {}
    for folder in config.theme.dirs:
        for path in listed_files(folder, skipped):
            first.setdefault(path, folder)
    return sorted(first.items())


def skipped_patterns(static_templates: Iterable[str]) -> list[str]:
    """The patterns of files a theme does not copy: hidden files, code, templates, Markdown, translations."""
    patterns = [".*", "*/.*", "*.py", "*.pyc", "*.html", "*readme*", "mkdocs_theme.yml", "locales/*"]
    return [*patterns, *(f"*{extension}" for extension in utils.markdown_extensions), *static_templates]


def listed_files(folder: str, skipped: list[str]) -> set[str]:
    """The files under ``folder`` (paths with ``/``) that match none of the ``skipped`` patterns.

    A hidden folder is not entered: the patterns ``.*`` and ``*/.*`` leave out every file in one.
    """
    found = set()
    for directory, folders, names in os.walk(folder):
        folders[:] = [name for name in folders if not name.startswith(".")]
        for name in names:
            full = os.path.join(directory, name)
            path = Path(full).relative_to(folder).as_posix()
            if os.path.isfile(full) and not any(fnmatch.fnmatch(path.lower(), pattern) for pattern in skipped):
                found.add(path)
    return found
