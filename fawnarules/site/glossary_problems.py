"""Glossary entries that point at a rule no docs page states, found by lint.

An abbreviation (``*[DR]: … → falchion.checks.dr``) or a game term links to the rule that
defines it; a mistyped ID would make a link to nowhere on every page the tooltip shows on.
"""

from __future__ import annotations

from pathlib import Path

from fawnarules.site.glossary import Entry, GlossaryError, read_abbreviations, read_terms
from fawnarules.sources.problem import Problem, ProblemKind

GLOSSARY_FILES = {"abbreviations.md": read_abbreviations, "terms.md": read_terms}
"""The glossary's files under ``docs/includes/``, with how each is read."""


def glossary_problems(root: Path, stated: set[str]) -> list[Problem]:
    """A problem for each glossary entry citing a rule not in ``stated``, and each line that cannot be read."""
    found: list[Problem] = []
    for name, read in GLOSSARY_FILES.items():
        file = root / "docs" / "includes" / name
        if not file.is_file():
            continue
        try:
            entries: list[Entry] = read(file)
        except GlossaryError as error:
            where, _, what = str(error).partition(": ")
            found.append(entry_problem(root, where, what.partition(" — ")[0], "write it as <ruleset>.<chapter>.<slug>"))
            continue
        found += [
            entry_problem(
                root,
                entry.where,
                f"{entry.name} points at {entry.rule_id}, which no docs page states",
                "correct the ID (the rule index lists them all) or leave the rule out",
            )
            for entry in entries
            if entry.rule_id and entry.rule_id not in stated
        ]
    return found


def entry_problem(root: Path, where: str, what: str, fix: str) -> Problem:
    """A problem at ``where`` (``file:line``, the file under ``root``)."""
    file, _, line = where.rpartition(":")
    return Problem(Path(file).relative_to(root), int(line), ProblemKind.UNKNOWN_GLOSSARY_RULE, what, fix)
