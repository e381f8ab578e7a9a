"""`fawnarules archive -o DIR`: the spec release as one language-neutral archive with its checksum."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fawnarules.conformance.archive import DOCUMENTS, write_archive
from fawnarules.conformance.current import current_corpus

NAME = "archive"


def register(parser: argparse.ArgumentParser) -> None:
    """Where to write the archive, and the checkout whose pages it carries."""
    parser.add_argument("-o", "--output", metavar="DIR", type=Path, required=True, help="write the archive here")
    parser.add_argument(
        "--root", type=Path, default=Path(), help="the checkout holding docs/conformance/ (default: here)"
    )


def run(arguments: argparse.Namespace) -> int:
    """Write DIR/fawnarules-spec-VERSION.zip of the installed cases and DIR/fawnarules-spec-VERSION.zip.sha256,
    and print both paths; exit 2 when the checkout's pages are missing."""
    docs = arguments.root / "docs" / "conformance"
    missing = [name for name in DOCUMENTS if not (docs / name).is_file()]
    if missing:
        print(
            f"fawnarules archive: {docs.resolve()} lacks {', '.join(missing)}: run it in a checkout, or give --root",
            file=sys.stderr,
        )
        return 2
    corpus = current_corpus()
    for path in write_archive(list(corpus.cases), docs, arguments.output, corpus.spec_version):
        print(path)
    return 0
