"""The glossary of the five rulebooks (:mod:`fawnarules.sources.glossary`) on the site.

Every page gets the abbreviations as tooltips; game terms get none: common words (range, cover) would light up in
every rulebook, where they mean something else. A term with a meaning in several rulebooks (Dodge, Shield) has a row
per rulebook, the one of the rule it links to. The glossary page filters by rulebook with radio buttons and the
stylesheet alone, so the filter works without script.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from dataclasses import dataclass

from fawnarules.engine import RULESETS
from fawnarules.site.rule_links import rule_href
from fawnarules.sources.catalog import Catalogue, slugify
from fawnarules.sources.glossary import Entry

NATURAL_PARTS = re.compile(r"(\d+)")
EVERY_RULEBOOK = "all"
"""The rulebook of a term every game shares (d6, GM), which each rulebook's filter shows."""
GLOSSARY_URI = "glossary.md"
FILTER = "fr-rulebook"
"""The name of the glossary's filter buttons, and the start of each one's id (``fr-rulebook-falchion``)."""


def tooltips(entries: Iterable[Entry]) -> dict[str, str]:
    """What the ``abbr`` extension explains on every page: the abbreviations and proper names."""
    return {entry.name: entry.meaning for entry in entries if entry.is_abbreviation}


def natural_key(name: str) -> tuple[tuple[int, int, str], ...]:
    """Sort key that puts d4 before d10 and ignores case."""
    return tuple(
        (1, int(part), "") if part.isdigit() else (0, 0, part.lower()) for part in NATURAL_PARTS.split(name) if part
    )


def rulebook_name(slug: str) -> str:
    """A rulebook as the glossary labels it: ``grand_archive`` -> ``Grand Archive``."""
    return slug.replace("_", " ").title()


def rulebook_of(entry: Entry) -> str:
    """The rulebook an entry belongs to: its rule's, else the one its meaning names, else every rulebook."""
    if entry.rule_id:
        return entry.rule_id.split(".", 1)[0]
    named = [slug for slug in RULESETS if re.search(rf"\b{rulebook_name(slug)}\b", entry.meaning)]
    return named[0] if len(named) == 1 else EVERY_RULEBOOK


@dataclass(frozen=True)
class Term:
    """One term of the glossary: its name, its other spellings, and its meaning in each rulebook that has it."""

    name: str
    spellings: tuple[str, ...]
    meanings: tuple[Entry, ...]

    @property
    def rulebooks(self) -> tuple[str, ...]:
        """The rulebooks that give the term a meaning (``all`` for one every game shares)."""
        return tuple(rulebook_of(meaning) for meaning in self.meanings)


def merged(entries: Iterable[Entry]) -> list[Term]:
    """One term per name whatever its case (PvP and PVP), with the other spellings and one meaning per rulebook
    (the first written, or the first with a rule), in natural order; meanings in the order of the rulebooks."""
    found: dict[str, tuple[list[str], dict[str, Entry]]] = {}
    for entry in entries:
        spellings, meanings = found.setdefault(entry.name.lower(), ([], {}))
        if entry.name not in spellings:
            spellings.append(entry.name)
        rulebook = rulebook_of(entry)
        if rulebook not in meanings or (entry.rule_id and not meanings[rulebook].rule_id):
            meanings[rulebook] = entry
    order = {name: rank for rank, name in enumerate([EVERY_RULEBOOK, *RULESETS])}  # a rulebook being added: last
    terms = [
        Term(
            spellings[0],
            tuple(spellings[1:]),
            tuple(meanings[name] for name in sorted(meanings, key=lambda name: (order.get(name, len(order)), name))),
        )
        for spellings, meanings in found.values()
    ]
    return sorted(terms, key=lambda term: natural_key(term.name))


def meaning_html(entry: Entry, catalogue: Catalogue) -> str:
    """One meaning of a term: its rulebook, what it means there, and the rule defining it (if the docs state it)."""
    rulebook = rulebook_of(entry)
    label = "" if rulebook == EVERY_RULEBOOK else f'<span class="fr-term-rulebook">{rulebook_name(rulebook)}</span> '
    href = rule_href(entry.rule_id, GLOSSARY_URI, catalogue)
    title = html.escape(catalogue.titles[entry.rule_id]) if href else ""
    rule = f' <a class="fr-term-rule" href="{html.escape(href)}">{title}</a>' if href else ""
    return f'<dd data-rulebook="{rulebook}">{label}{html.escape(entry.meaning)}{rule}</dd>'


def term_html(term: Term, catalogue: Catalogue) -> str:
    """A term: its name (and other spellings), then each of its meanings."""
    also = (
        f' <span class="fr-term-also">(also {html.escape(", ".join(term.spellings))})</span>' if term.spellings else ""
    )
    meanings = "".join(meaning_html(entry, catalogue) for entry in term.meanings)
    return (
        f'<div class="fr-term" id="term-{slugify(term.name)}" data-rulebooks="{" ".join(term.rulebooks)}">'
        f"<dt>{html.escape(term.name)}{also}</dt>{meanings}</div>"
    )


def letter_anchor(letter: str) -> str:
    """The anchor of a letter's section: ``glossary-a``, or ``glossary-digits`` for the terms starting with one."""
    return f"glossary-{'digits' if letter == '#' else letter.lower()}"


def glossary_page(entries: Iterable[Entry], catalogue: Catalogue) -> str:
    """The glossary: every term and abbreviation A to Z, its meaning in each rulebook and the rule that defines it; a
    definition list rather than a table, so that it reads as well on a phone as on a wide screen."""
    by_letter: dict[str, list[Term]] = {}
    for term in merged(entries):  # under its first letter, or # for one starting with a digit
        first = term.name[:1].upper()
        by_letter.setdefault(first if first.isalpha() else "#", []).append(term)
    choices = [(EVERY_RULEBOOK, "every rulebook"), *((slug, rulebook_name(slug)) for slug in RULESETS)]
    buttons = "".join(
        f'<input type="radio" name="{FILTER}" id="{FILTER}-{slug}"{" checked" if slug == EVERY_RULEBOOK else ""}>'
        for slug, _ in choices
    )
    labels = " ".join(f'<label for="{FILTER}-{slug}">{name}</label>' for slug, name in choices)
    letters = " ".join(
        f'<a href="#{letter_anchor(letter)}">{letter}</a>' if letter in by_letter else f"<span>{letter}</span>"
        for letter in ["#", *(chr(code) for code in range(ord("A"), ord("Z") + 1))]
        if letter != "#" or "#" in by_letter
    )
    sections = "".join(
        f'<h2 id="{letter_anchor(letter)}">{letter}</h2>'
        f"<dl>{''.join(term_html(term, catalogue) for term in filed)}</dl>"
        for letter, filed in sorted(by_letter.items(), key=lambda item: (item[0] != "#", item[0]))
    )
    return (
        f'<div class="fr-glossary">{buttons}<p class="fr-rulebook-filter">Show the terms of {labels}</p>'
        f'<p class="fr-letters">{letters}</p><div class="fr-terms">{sections}</div></div>'
    )


def search_words(entries: Iterable[Entry]) -> dict[str, list[str]]:
    """For each rule, the words a reader may search it by: the terms it defines and their other words (its search
    entry carries those its title lacks, :func:`fawnarules.site.search_index.page_entries`)."""
    words: dict[str, list[str]] = {}
    for entry in entries:
        if entry.rule_id:
            words.setdefault(entry.rule_id, []).extend([entry.name, *entry.also])
    return words
