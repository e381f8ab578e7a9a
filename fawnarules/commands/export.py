"""``fawnarules export``: every scenario as a language-neutral JSON case, and the published schemas."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fawnarules.conformance.corpus import PACKAGED_CORPUS, corpus_text
from fawnarules.conformance.report_path import UnwritableReport, refuse_unwritable
from fawnarules.conformance.schema import write_schema_files
from fawnarules.gate import refuse_broken_spec
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
    """Write the corpus (or the schemas); a spec that ``fawnarules lint`` refuses exits 1, each problem named
    by its file and line, and nothing is written."""
    if arguments.schemas:
        for path in write_schema_files(arguments.schemas):
            print(path)
        return 0
    try:
        refuse_unwritable({"--output": arguments.output})
    except UnwritableReport as error:
        print(f"fawnarules export: {error}", file=sys.stderr)
        return 2
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
            refuse_broken_spec(arguments.root)
            text = corpus_text(project_cases(arguments.root))
        except (CaseError, SourceError) as error:
            for line in str(error).splitlines():
                print(f"fawnarules export: {line}", file=sys.stderr)
            return 1
    if arguments.output:
        arguments.output.write_bytes(text.encode())
    else:
        sys.stdout.write(text)
    return 0
