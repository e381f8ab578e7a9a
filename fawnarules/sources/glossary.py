"""The glossary's two files under ``docs/includes/``, read into entries, and what lint finds wrong in them.

* ``abbreviations.md`` keeps Markdown's own form, one ``*[HEA]: Health (Awoudan): …`` line
  per abbreviation or proper name (Makri, Grit Die), optionally ending ``→ <rule ID>``.
* ``terms.md`` is a table of game terms — ``| Term | Meaning | Rule | Also |`` — where *Rule*
  is the ID of the rule that defines the term and *Also* lists other words a reader may
  search with ("critical" for a crit).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from fawnarules.sources.problem import Problem, ProblemKind
from fawnarules.sources.rule_id import RuleId

ABBREVIATION = re.compile(r"^\*\[(?P<name>[^\]]+)\]:\s*(?P<meaning>.+?)(?:\s+→\s+(?P<rule>\S+))?\s*$")
TERM_COLUMNS = ("Term", "Meaning", "Rule", "Also")


class GlossaryError(ValueError):
    """A line of a glossary file that cannot be read: where (``file:line``), what is wrong and how to fix it."""

    def __init__(self, where: str, what: str, fix: str) -> None:
        super().__init__(f"{where}: {what} — {fix}")
        self.where, self.what, self.fix = where, what, fix


@dataclass(frozen=True)
class Entry:
    """One abbreviation or game term."""

    name: str
    meaning: str
    rule_id: str = ""
    also: tuple[str, ...] = ()
    is_abbreviation: bool = False
    where: str = field(default="", compare=False)
    """The file and line it is written on."""


def checked_rule(rule_id: str, where: str) -> str:
    """A rule ID as written, or a clear error."""
    if rule_id and not RuleId.is_valid(rule_id):
        raise GlossaryError(where, f"{rule_id!r} is not a rule ID", "write it as <ruleset>.<chapter>.<slug>")
    return rule_id


def read_abbreviations(path: Path) -> list[Entry]:
    """Each ``*[NAME]: meaning`` line of ``path``, in file order."""
    entries = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        match = ABBREVIATION.match(line)
        if match is not None:
            rule = checked_rule(match["rule"] or "", f"{path}:{number}")
            entries.append(Entry(match["name"], match["meaning"], rule, is_abbreviation=True, where=f"{path}:{number}"))
    return entries


def table_cells(line: str) -> list[str]:
    """The cells of one Markdown table row."""
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def read_terms(path: Path) -> list[Entry]:
    """Each row of the table of game terms in ``path``, in file order."""
    entries = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.startswith("|"):
            continue
        cells = table_cells(line)
        where = f"{path}:{number}"
        if len(cells) != len(TERM_COLUMNS):
            raise GlossaryError(
                where, f"a row has {len(cells)} cells", f"write {len(TERM_COLUMNS)}: {' | '.join(TERM_COLUMNS)}"
            )
        if tuple(cells) == TERM_COLUMNS or set("".join(cells)) <= set("-: "):
            continue
        name, meaning, rule, also = cells
        if not name or not meaning:
            raise GlossaryError(where, "a term needs a name and a meaning", "write both")
        words = tuple(word.strip() for word in also.split(",") if word.strip())
        entries.append(Entry(name, meaning, checked_rule(rule, where), words, where=where))
    return entries


GLOSSARY_FILES = {"abbreviations.md": read_abbreviations, "terms.md": read_terms}
"""The glossary's files under ``docs/includes/``, with how each is read."""


def read_glossary(docs: Path) -> list[Entry]:
    """The abbreviations and game terms of ``docs/includes/``, those files that exist."""
    files = ((docs / "includes" / name, read) for name, read in GLOSSARY_FILES.items())
    return [entry for file, read in files if file.is_file() for entry in read(file)]


def glossary_problems(root: Path, stated: set[str]) -> list[Problem]:
    """Lint's problems with the glossary: each line that cannot be read, and each entry citing a rule not in
    ``stated`` (a link to nowhere on every page its tooltip shows on)."""
    found: list[Problem] = []
    for name, read in GLOSSARY_FILES.items():
        file = root / "docs" / "includes" / name
        try:
            entries = read(file) if file.is_file() else []
        except GlossaryError as error:
            found.append(problem(root, error.where, error.what, error.fix))
            entries = []
        found += [
            problem(
                root,
                entry.where,
                f"{entry.name} points at {entry.rule_id}, which no docs page states",
                "correct the ID (the rule index lists them all) or leave the rule out",
            )
            for entry in entries
            if entry.rule_id and entry.rule_id not in stated
        ]
    return found


def problem(root: Path, where: str, what: str, fix: str) -> Problem:
    """A problem at ``where`` (``file:line``, the file under ``root``)."""
    file, _, line = where.rpartition(":")
    return Problem(Path(file).relative_to(root), int(line), ProblemKind.UNKNOWN_GLOSSARY_RULE, what, fix)
