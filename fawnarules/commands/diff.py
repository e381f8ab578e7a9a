"""`fawnarules diff OLD NEW`: the cases added, removed and changed between two versions of the spec."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fawnarules.conformance.corpus import read_case_file
from fawnarules.conformance.diff import diff_lines, spec_diff, version_problem
from fawnarules.sources.case import CaseError

NAME = "diff"


def register(parser: argparse.ArgumentParser) -> None:
    """The two cases files (`fawnarules export`), older first."""
    parser.add_argument("old", type=Path, help="the older cases file")
    parser.add_argument("new", type=Path, help="the newer cases file")


def run(arguments: argparse.Namespace) -> int:
    """Print one line per change and the version change it calls for; exit 0 when the cases are the same,
    1 when they differ, 2 when a file cannot be read."""
    try:
        old, new = read_case_file(arguments.old), read_case_file(arguments.new)
    except (CaseError, OSError) as error:
        print(f"fawnarules diff: {error}", file=sys.stderr)
        return 2
    diff = spec_diff(list(old.cases), list(new.cases))
    for line in diff_lines(diff):
        print(line)
    counts = (
        f"{len(diff.added)} added, {len(diff.removed)} removed, {len(diff.changed)} changed, "
        f"{len(diff.renamed)} rule(s) renamed, {len(diff.new_ids)} moved to a new ID, "
        f"{diff.moved} with a new title or line"
    )
    print(f"{old.spec_version or '(unversioned)'} -> {new.spec_version or '(unversioned)'}: {counts}")
    if old.spec_version and new.spec_version:
        problem = version_problem(old.spec_version, new.spec_version, diff)
        if problem:
            print(problem)
    return 0 if diff.level == "none" else 1
