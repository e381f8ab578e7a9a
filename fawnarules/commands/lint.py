"""``fawnarules lint``: what a contributor can get wrong, found before the suite runs, with file:line and a fix.

The checks live in :mod:`fawnarules.lint`; this command prints the problems, what the contributor must
act on, and counts the notes (worth knowing, not wrong), which ``--notes`` prints too. The exit status is
1 when anything is wrong, 0 otherwise, 2 when there is nothing to check.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fawnarules.card.words import plural
from fawnarules.lint import lint

NAME = "lint"


def register(parser: argparse.ArgumentParser) -> None:
    """Where the project is."""
    parser.add_argument("root", nargs="?", default=".", type=Path, help="the project folder (default: here)")
    parser.add_argument("--notes", action="store_true", help="print the notes too (worth knowing, not wrong)")


def run(arguments: argparse.Namespace) -> int:
    """Print every problem as ``path:line: what — how to fix``; exit 1 if there is any."""
    root: Path = arguments.root
    if not (root / "docs").is_dir() or not (root / "features").is_dir():
        print(f"fawnarules lint: {root} has no docs/ and features/ folders; run it from the project folder")
        return 2
    found = lint(root)
    problems = [problem for problem in found if not problem.kind.is_note]
    notes = [problem for problem in found if problem.kind.is_note]
    for problem in problems:
        print(problem)
    for note in notes if arguments.notes else []:
        print(f"note: {note}")
    shown = "" if arguments.notes else ": --notes prints them"
    noted = f" ({plural(len(notes), 'note')}{shown})" if notes else ""
    if problems:
        print(f"\n{plural(len(problems), 'problem')} found{noted}.")
        return 1
    print(f"No problems found{noted}.")
    return 0
