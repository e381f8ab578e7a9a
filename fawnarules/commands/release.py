"""`fawnarules release`: prepare the next spec release from the changes since the last one (for maintainers)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fawnarules.conformance.archive import write_archive
from fawnarules.conformance.corpus import corpus_text, read_case_file
from fawnarules.conformance.current import released_case_file
from fawnarules.conformance.diff import next_version, spec_diff
from fawnarules.conformance.release import changelog_entry, stated_version, with_entry, with_version
from fawnarules.gate import refuse_broken_spec
from fawnarules.sources.case import CaseError
from fawnarules.sources.source import SourceError

NAME = "release"
CORPUS_MODULE = Path("fawnarules") / "conformance" / "corpus.py"
CHANGELOG = Path("docs") / "conformance" / "changelog.md"


def register(parser: argparse.ArgumentParser) -> None:
    """The checkout to release, and where its archive goes."""
    parser.add_argument("--root", type=Path, default=Path(), help="the checkout to release (default: here)")
    parser.add_argument(
        "-o", "--output", metavar="DIR", type=Path, default=Path("dist"), help="write the archive here (default: dist)"
    )


def run(arguments: argparse.Namespace) -> int:
    """Write the release's version, published cases, changelog entry and archive, and print each file; exit 1 when
    no case changed since the last release or the spec does not pass lint, 2 when the checkout lacks a file."""
    root: Path = arguments.root
    try:
        released_version = stated_version((root / CORPUS_MODULE).read_text(encoding="utf-8"))
        released = read_case_file(released_case_file(root, released_version))
        changelog = (root / CHANGELOG).read_text(encoding="utf-8")
    except (OSError, ValueError, CaseError) as error:
        print(f"fawnarules release: {error}", file=sys.stderr)
        return 2
    try:
        cases = refuse_broken_spec(root).cases
    except (CaseError, SourceError) as error:
        for line in str(error).splitlines():
            print(f"fawnarules release: {line}", file=sys.stderr)
        return 1
    diff = spec_diff(list(released.cases), cases)
    if diff.level == "none":
        print(f"fawnarules release: no case changed since {released_version}: nothing to release", file=sys.stderr)
        return 1
    version = next_version(released_version, diff.level)
    published = released_case_file(root, version)
    published.write_text(corpus_text(cases, version), encoding="utf-8")
    (root / CHANGELOG).write_text(with_entry(changelog, changelog_entry(version, diff)), encoding="utf-8")
    module = root / CORPUS_MODULE
    module.write_text(with_version(module.read_text(encoding="utf-8"), version), encoding="utf-8")
    written = [published, root / CHANGELOG, module]
    written += write_archive(cases, root / "docs" / "conformance", arguments.output, version)
    for path in written:
        print(path)
    print(
        f"{released_version} -> {version} ({diff.level}): put the changes in words in {CHANGELOG}, "
        "then `make results` (it needs Node.js) for the results page",
        file=sys.stderr,
    )
    return 0
