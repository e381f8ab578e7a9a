"""The glossary: every abbreviation and game term explained once, in natural order, linked to a rule that exists."""

from __future__ import annotations

from pathlib import Path

import pytest

from fawnarules.site.glossary import (
    Entry,
    GlossaryError,
    glossary_page,
    merged,
    read_abbreviations,
    read_terms,
    tooltips,
    unknown_rules,
    with_search_words,
)
from fawnarules.sources.catalog import read_catalogue

ROOT = Path(__file__).resolve().parent.parent
AWOUDAN = ("HEA", "STA", "WIL", "DEF", "FOC", "STR", "DEX", "END", "INT", "MIN", "SPI", "VIT", "SPE", "STH", "GM")
FAWNALORE = ("PPC", "HP", "PVP", "PvP", "AI", "Makri")
FALCHION = ("AGI", "AGT", "MGT", "DR", "HD", "GP", "KO", "ud", "ud8", "Grit Die")
SHARED = ("TCG", "d4", "d6", "d8", "d10", "d12", "d20", "NE", "NW", "SE", "SW")
REQUIRED_TOOLTIPS = AWOUDAN + FAWNALORE + FALCHION + SHARED
REQUIRED_TERMS = ("PPC turn", "Immortality", "Block bonus", "Reaction", "Usage die", "Threat level", "Flanking")
REQUIRED_TERMS_TOO = ("Blast", "Burst", "Crit", "Botch")


@pytest.fixture(scope="module")
def entries() -> list[Entry]:
    docs = ROOT / "docs/includes"
    return [*read_abbreviations(docs / "abbreviations.md"), *read_terms(docs / "terms.md")]


def test_every_abbreviation_of_the_rulebooks_explains_itself_as_a_tooltip(entries: list[Entry]) -> None:
    assert [name for name in REQUIRED_TOOLTIPS if name not in tooltips(entries)] == []


def test_the_defined_terms_of_each_rulebook_are_in_the_glossary(entries: list[Entry]) -> None:
    names = {entry.name.lower() for entry in entries}
    assert [term for term in REQUIRED_TERMS + REQUIRED_TERMS_TOO if term.lower() not in names] == []


def test_no_term_is_written_twice(entries: list[Entry]) -> None:
    names = [entry.name for entry in entries]
    assert sorted({name for name in names if names.count(name) > 1}) == []


def test_the_page_lists_each_term_once_whatever_its_case(entries: list[Entry]) -> None:
    page = glossary_page(entries, {})
    assert page.count("**PvP** (also PVP)\n") == 1
    assert "**PVP**" not in page


def test_every_rule_a_term_names_exists(entries: list[Entry]) -> None:
    known = {heading.rule_id for heading in read_catalogue(ROOT).headings}
    assert [(entry.where, entry.rule_id) for entry in unknown_rules(entries, known)] == []
    assert sum(1 for entry in entries if entry.rule_id) >= 60


def test_terms_come_in_natural_order_dice_by_size() -> None:
    names = ["d20", "Blast", "d10", "d4", "ud8", "ud", "D12", "d6"]
    order = [entry.name for entry, _ in merged(Entry(name, "x") for name in names)]
    assert order == ["Blast", "d4", "d6", "d10", "D12", "d20", "ud", "ud8"]


def test_the_page_links_each_term_to_its_rule_and_shows_text_as_text() -> None:
    page = glossary_page(
        [Entry("Crit", "A natural 20 <b>", "falchion.checks.crits-and-botches"), Entry("X<", "<script>")],
        {"falchion.checks.crits-and-botches": ("falchion/checks.md", "Crits and botches")},
    )
    link = "[Crits and botches](falchion/checks.md#falchion.checks.crits-and-botches)"
    assert f"**Crit**\n:   A natural 20 &lt;b&gt; Defined in {link}.\n" in page
    assert "<script>" not in page


def test_search_finds_a_rule_by_the_words_its_terms_give() -> None:
    page = (
        '<h2 class="x" id="falchion.checks.crits-and-botches">Crits and botches'
        '<a class="headerlink" href="#falchion.checks.crits-and-botches">¶</a></h2><p>Text</p>'
    )
    searched = with_search_words(page, {"falchion.checks.crits-and-botches": ["Crit", "critical", "<b>", "critical"]})
    hidden = '<span class="fr-search-words" hidden> (critical, &lt;b&gt;)</span>'
    assert f"Crits and botches{hidden}<a class" in searched


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("| Crit | A natural 20 |", "terms.md:3: a row has 2 cells — write 4: Term | Meaning | Rule | Also"),
        ("| Crit | A natural 20 | Falchion checks | |", "terms.md:3: 'Falchion checks' is not a rule ID"),
        ("| | A natural 20 | | |", "terms.md:3: a term needs a name and a meaning"),
    ],
)
def test_a_malformed_row_is_named_by_file_and_line(tmp_path: Path, row: str, message: str) -> None:
    terms = tmp_path / "terms.md"
    terms.write_text(f"| Term | Meaning | Rule | Also |\n|---|---|---|---|\n{row}\n", encoding="utf-8")
    with pytest.raises(GlossaryError, match=message.replace("|", r"\|")):
        read_terms(terms)
