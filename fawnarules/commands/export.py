"""``fawnarules export``: every scenario as a language-neutral JSON case, and the published schemas."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fawnarules.conformance.corpus import corpus_text
from fawnarules.conformance.current import current_corpus, features_corpus
from fawnarules.conformance.report_path import UnwritableReport, refuse_unwritable
from fawnarules.conformance.schema import write_schema_files
from fawnarules.gate import refuse_broken_spec
from fawnarules.sources.case import CaseError
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
        help="write the cases fawnarules checks by default (those of its own checkout, else those installed)",
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
        installed = current_corpus()
        text = corpus_text(list(installed.cases), installed.spec_version)
    elif not (arguments.root / "features").is_dir():
        print(
            f"fawnarules export: no features/ folder in {arguments.root.resolve()} "
            "(--installed writes the cases installed with fawnarules)",
            file=sys.stderr,
        )
        return 2
    else:
        try:
            spec = features_corpus(arguments.root, refuse_broken_spec(arguments.root).cases)
            text = corpus_text(list(spec.cases), spec.spec_version)
        except (CaseError, SourceError) as error:
            for line in str(error).splitlines():
                print(f"fawnarules export: {line}", file=sys.stderr)
            return 1
    if arguments.output:
        arguments.output.write_bytes(text.encode())
    else:
        sys.stdout.write(text)
    return 0
