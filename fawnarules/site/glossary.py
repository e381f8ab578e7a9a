"""The glossary of the five rulebooks: abbreviations and game terms, each with what it means and the rule defining it.

Two files under ``docs/includes/`` hold it, each readable on its own:

* ``abbreviations.md`` keeps Markdown's own form, one ``*[HEA]: Health (Awoudan): …`` line
  per abbreviation or proper name (Makri, Grit Die), optionally ending ``→ <rule ID>``.
  Every page gets these as tooltips: the site hands the list to the ``abbr`` extension once.
* ``terms.md`` is a table of game terms — ``| Term | Meaning | Rule | Also |`` — where *Rule*
  is the ID of the rule that defines the term and *Also* lists other words a reader may
  search with ("critical" for a crit). Common words (range, cover) get no tooltip: they
  would light up in every rulebook, where they mean something else.

The glossary page lists both in natural order (d4 before d10), one entry per term, with a
link to its rule; the search words are put, hidden, under the rule's heading so that search
finds the rule by them. Nothing here needs MkDocs.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fawnarules.site.feature_page import markdown_text

ABBREVIATION = re.compile(r"^\*\[(?P<name>[^\]]+)\]:\s*(?P<meaning>.+?)(?:\s+→\s+(?P<rule>\S+))?\s*$")
RULE_ID = re.compile(r"^[a-z][a-z0-9_]*(?:\.[a-z0-9][a-z0-9_-]*)+$")
TERM_COLUMNS = ("Term", "Meaning", "Rule", "Also")
NATURAL_PARTS = re.compile(r"(\d+)")


class GlossaryError(ValueError):
    """A line of a glossary file that cannot be read, as ``file:line: what — how to fix``."""


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
    if rule_id and not RULE_ID.match(rule_id):
        raise GlossaryError(f"{where}: {rule_id!r} is not a rule ID — write it as <ruleset>.<chapter>.<slug>")
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
                f"{where}: a row has {len(cells)} cells — write {len(TERM_COLUMNS)}: {' | '.join(TERM_COLUMNS)}"
            )
        if tuple(cells) == TERM_COLUMNS or set("".join(cells)) <= set("-: "):
            continue
        name, meaning, rule, also = cells
        if not name or not meaning:
            raise GlossaryError(f"{where}: a term needs a name and a meaning")
        words = tuple(word.strip() for word in also.split(",") if word.strip())
        entries.append(Entry(name, meaning, checked_rule(rule, where), words, where=where))
    return entries


def tooltips(entries: Iterable[Entry]) -> dict[str, str]:
    """What the ``abbr`` extension explains on every page: the abbreviations and proper names."""
    return {entry.name: entry.meaning for entry in entries if entry.is_abbreviation}


def natural_key(name: str) -> tuple[tuple[int, int, str], ...]:
    """Sort key that puts d4 before d10 and ignores case."""
    return tuple(
        (1, int(part), "") if part.isdigit() else (0, 0, part.lower()) for part in NATURAL_PARTS.split(name) if part
    )


def merged(entries: Iterable[Entry]) -> list[tuple[Entry, list[str]]]:
    """One entry per name whatever its case (PvP and PVP), with the other spellings, in natural order."""
    found: dict[str, tuple[Entry, list[str]]] = {}
    for entry in entries:
        key = entry.name.lower()
        if key in found:
            first, spellings = found[key]
            if entry.name != first.name:
                spellings.append(entry.name)
            if not first.rule_id and entry.rule_id:
                found[key] = (entry, [first.name, *spellings])
        else:
            found[key] = (entry, [])
    return sorted(found.values(), key=lambda item: natural_key(item[0].name))


def rule_link(rule_id: str, rules: Mapping[str, tuple[str, str]]) -> str:
    """A link to the rule's heading, given its page and title; empty without a rule."""
    if rule_id not in rules:
        return ""
    page, title = rules[rule_id]
    return f"[{markdown_text(title)}]({page}#{rule_id})"


def glossary_page(entries: Iterable[Entry], rules: Mapping[str, tuple[str, str]]) -> str:
    """The glossary page: every term and abbreviation, what it means, and the rule that defines it.

    A definition list rather than a table: it reads as well on a phone as on a wide screen.
    """
    lines = [
        "# Glossary",
        "",
        "The game terms and abbreviations of the five rulebooks, each with the rule that defines it. "
        "On every page an abbreviation or a named term explains itself when you point at it or tap it.",
        "",
    ]
    for entry, spellings in merged(entries):
        also = f" (also {', '.join(markdown_text(spelling) for spelling in spellings)})" if spellings else ""
        link = rule_link(entry.rule_id, rules)
        defined = f" Defined in {link}." if link else ""
        lines += [f"**{markdown_text(entry.name)}**{also}", f":   {markdown_text(entry.meaning)}{defined}", ""]
    return "\n".join(lines)


def unknown_rules(entries: Iterable[Entry], known: Iterable[str]) -> list[Entry]:
    """The entries whose rule ID names no rule of the docs."""
    rule_ids = frozenset(known)
    return [entry for entry in entries if entry.rule_id and entry.rule_id not in rule_ids]


def search_words(entries: Iterable[Entry]) -> dict[str, list[str]]:
    """For each rule, the words a reader may search it by: the terms it defines and their other words."""
    words: dict[str, list[str]] = {}
    for entry in entries:
        if entry.rule_id:
            words.setdefault(entry.rule_id, []).extend([entry.name, *entry.also])
    return words


RULE_HEADING_HTML = re.compile(
    r'<h[1-6][^>]*\sid="(?P<id>[^"]+)"[^>]*>(?P<title>.*?)(?=<a class="headerlink"|</h[1-6]>)', re.DOTALL
)


def with_search_words(page_html: str, words: Mapping[str, list[str]]) -> str:
    """A rendered page whose rule headings carry, hidden, the other words search should find them by.

    Search weighs a heading far above the text under it, so the words go in the heading:
    a search for "critical" lists "Crits and botches (critical, natural 20)" among the first.
    The page is read once, heading by heading, however many rules the glossary names.
    """
    parts: list[str] = []
    done = 0
    for heading in RULE_HEADING_HTML.finditer(page_html):
        found_by = words.get(html.unescape(heading["id"]))
        if not found_by:
            continue
        title = heading["title"].lower()
        extra = [word for word in dict.fromkeys(found_by) if word.lower() not in title]
        if extra:
            parts += [
                page_html[done : heading.end()],
                f'<span class="fr-search-words" hidden> ({html.escape(", ".join(extra))})</span>',
            ]
            done = heading.end()
    return "".join([*parts, page_html[done:]])
