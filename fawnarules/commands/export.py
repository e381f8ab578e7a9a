"""``fawnarules export``: every scenario as a language-neutral JSON case, and the published schemas."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fawnarules.conformance.corpus import PACKAGED_CORPUS, corpus_text
from fawnarules.conformance.schema import write_schema_files
from fawnarules.sources.case import CaseError, project_cases
from fawnarules.sources.source import SourceError

NAME = "export"


def register(parser: argparse.ArgumentParser) -> None:
    """Where to write the cases, or the schemas."""
    parser.add_argument("-o", "--output", metavar="FILE", type=Path, help="write the cases here (default: stdout)")
    parser.add_argument(
        "--root", type=Path, default=Path(), help="the project folder holding features/ (default: here)"
    )
    parser.add_argument(
        "--installed",
        action="store_true",
        help="write the cases installed with fawnarules (its spec version), not those of features/",
    )
    parser.add_argument(
        "--schemas",
        metavar="DIR",
        type=Path,
        help="instead, write the protocol, cases and operations schemas into DIR",
    )


def run(arguments: argparse.Namespace) -> int:
    """Write the corpus (or the schemas); a file or scenario that is no case exits 1 naming its file and line."""
    if arguments.schemas:
        for path in write_schema_files(arguments.schemas):
            print(path)
        return 0
    if arguments.installed:
        text = PACKAGED_CORPUS.read_text(encoding="utf-8")
    elif not (arguments.root / "features").is_dir():
        print(
            f"fawnarules export: no features/ folder in {arguments.root.resolve()} "
            "(--installed writes the cases installed with fawnarules)",
            file=sys.stderr,
        )
        return 2
    else:
        try:
            text = corpus_text(project_cases(arguments.root))
        except (CaseError, SourceError) as error:
            print(f"fawnarules export: {error}", file=sys.stderr)
            return 1
    if arguments.output:
        arguments.output.write_bytes(text.encode())
    else:
        sys.stdout.write(text)
    return 0
