"""Parsed feature files kept between runs, so the spec is parsed only when a file changes.

The Gherkin parser is the costliest step of reading the spec: every test run, lint, export and
site build reads all of it. The parser's document of a feature file's text is plain JSON data,
so it is kept in ``.cache/gherkin/`` under the directory a command runs from (or under
``FAWNARULES_CACHE``), one file per text, named by a digest of the text and of the parser's
version, and read back instead of parsing again. A file that cannot be read back is parsed
again; a folder that cannot be written to only costs time. The folder keeps the :data:`KEPT`
most recent texts.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from functools import cache
from importlib.metadata import version
from pathlib import Path
from typing import TypeVar

Document = TypeVar("Document")
KEPT = 512
"""How many parsed texts the folder keeps: several times the spec's feature files, for edits and branches."""


def cache_folder(kind: str, root: Path = Path()) -> Path:
    """Where results of ``kind`` are kept between runs (it may not exist yet): ``.cache/<kind>/`` under
    ``root``, the directory a command runs from by default, or under ``FAWNARULES_CACHE``."""
    return Path(os.environ.get("FAWNARULES_CACHE", root / ".cache")) / kind


@cache
def parser_version() -> str:
    return version("gherkin-official")


def kept_document(text: str, parse: Callable[[str], Document]) -> Document:
    """``parse(text)``, or the document kept from parsing the same text with the same parser before."""
    key = hashlib.sha256(f"{parser_version()}\n{text}".encode()).hexdigest()[:32]
    path = cache_folder("gherkin") / f"{key}.json"
    try:
        kept: Document = json.loads(path.read_bytes())
    except (OSError, ValueError):
        pass
    else:
        return kept
    document = parse(text)
    keep(path, document)
    return document


def keep(path: Path, document: object) -> None:
    """Write ``document`` to ``path`` whole (another process may read it at the same time), then trim the folder."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.part")
        partial.write_text(json.dumps(document, separators=(",", ":")), encoding="utf-8")
        os.replace(partial, path)
        kept = sorted(path.parent.glob("*.json"), key=lambda file: file.stat().st_mtime_ns)
        for old in kept[:-KEPT]:
            old.unlink(missing_ok=True)
    except OSError:
        pass  # a read-only tree reads the spec as well, only slower
