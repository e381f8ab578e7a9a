"""The glossary: every abbreviation and game term of the five rulebooks, A to Z, each meaning under its rulebook and
linked to a rule that exists, with a filter by rulebook that needs no script."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fawnarules.engine import RULESETS
from fawnarules.site.glossary import glossary_page, merged, rulebook_of, tooltips
from fawnarules.site.search_index import page_entries
from fawnarules.sources.catalog import Catalogue, RuleHeading
from fawnarules.sources.glossary import Entry, GlossaryError, read_abbreviations, read_terms
from tests.any_request import project_sources

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


def test_no_term_is_written_twice_for_one_rulebook(entries: list[Entry]) -> None:
    written = [(entry.name.lower(), rulebook_of(entry), entry.is_abbreviation) for entry in entries]
    assert sorted({item for item in written if written.count(item) > 1}) == [("pvp", "fawnalore", True)]


def test_the_page_lists_each_term_once_whatever_its_case(entries: list[Entry]) -> None:
    page = glossary_page(entries, Catalogue((), (), ()))
    assert page.count('<dt>PvP <span class="fr-term-also">(also PVP)</span></dt>') == 1
    assert "<dt>PVP" not in page


def test_terms_come_in_natural_order_dice_by_size() -> None:
    names = ["d20", "Blast", "d10", "d4", "ud8", "ud", "D12", "d6"]
    order = [term.name for term in merged(Entry(name, "x") for name in names)]
    assert order == ["Blast", "d4", "d6", "d10", "D12", "d20", "ud", "ud8"]


def test_the_page_links_each_term_to_its_rule_and_shows_text_as_text() -> None:
    crit = "falchion.checks.crits-and-botches"
    page = glossary_page(
        [Entry("Crit", "A natural 20 <b>", crit), Entry("X<", "<script>")],
        Catalogue(
            (
                RuleHeading(
                    "falchion.checks.crits-and-botches", "Crits and botches", Path("docs/falchion/checks.md"), 1
                ),
            ),
            (),
            (),
        ),
    )
    link = '<a class="fr-term-rule" href="falchion/checks.html#falchion.checks.crits-and-botches">Crits and botches</a>'
    meaning = '<dd data-rulebook="falchion"><span class="fr-term-rulebook">Falchion</span> A natural 20 &lt;b&gt;'
    assert f"<dt>Crit</dt>{meaning} {link}</dd>" in page
    assert "<script>" not in page


def test_search_finds_a_rule_by_the_words_its_terms_give() -> None:
    page = (
        '<h2 class="x" id="falchion.checks.crits-and-botches">Crits and botches'
        '<a class="headerlink" href="#falchion.checks.crits-and-botches">¶</a></h2><p>Text</p>'
    )
    words = {"falchion.checks.crits-and-botches": ["Crit", "critical", "<b>", "critical"]}
    entries = page_entries("falchion/checks.md", "falchion/checks.html", "Checks", page, rulesets=[], defining=words)
    assert entries[1]["title"] == "Crits and botches (critical, &lt;b&gt;)"


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


PER_RULEBOOK = {"Dodge": 3, "Shield": 3, "Reaction": 3, "Armor": 4}
"""Words the rulebooks use differently, and how many rulebooks give each its own meaning at least."""


def test_every_rulebook_has_terms_and_a_word_used_differently_has_each_rulebooks_meaning(entries: list[Entry]) -> None:
    terms = {term.name: term for term in merged(entries)}
    assert {rulebook_of(entry) for entry in entries} >= set(RULESETS)
    assert {name: len(set(terms[name].rulebooks)) for name in PER_RULEBOOK} == PER_RULEBOOK
    assert all(rulebook in RULESETS for name in PER_RULEBOOK for rulebook in terms[name].rulebooks)


def test_each_meaning_on_the_page_links_a_rule_heading_that_exists(entries: list[Entry]) -> None:
    catalogue = project_sources().catalogue
    page = glossary_page(entries, catalogue)
    links = re.findall(r'<a class="fr-term-rule" href="([^"#]+)\.html#([^"]+)">', page)
    assert len(links) == sum(1 for term in merged(entries) for entry in term.meanings if entry.rule_id) >= 60
    assert [
        (page_name, rule_id)
        for page_name, rule_id in links
        if (heading := catalogue.heading(rule_id)) is None
        or heading.path.as_posix() != f"docs/{page_name}.md"
        or not (ROOT / "docs" / f"{page_name}.md").is_file()
    ] == []


def test_the_page_files_terms_a_to_z_under_letter_headings(entries: list[Entry]) -> None:
    page = glossary_page(entries, Catalogue((), (), ()))
    letters = re.findall(r'<h2 id="glossary-([a-z]|digits)">', page)
    assert letters == sorted(letters, key=lambda letter: (letter != "digits", letter))
    assert {"a", "d", "s"} <= set(letters)
    for letter in letters:
        section = page.split(f'<h2 id="glossary-{letter}">', 1)[1].split("<h2", 1)[0]
        names = re.findall(r"<dt>([^<]+)", section)
        assert all(name.strip()[0].lower() == letter for name in names if letter != "digits"), (letter, names)


def test_each_letter_of_the_bar_leads_to_its_section_a_digit_too() -> None:
    page = glossary_page([Entry("2d6", "Two six-sided dice"), Entry("Crit", "A natural 20")], Catalogue((), (), ()))
    links = re.findall(r'<a href="#(glossary-[^"]+)">', page)
    assert links == ["glossary-digits", "glossary-c"]
    assert all(f'<h2 id="{anchor}">' in page for anchor in links)


def test_the_filter_has_a_button_and_a_stylesheet_rule_for_every_rulebook(entries: list[Entry]) -> None:
    page = glossary_page(entries, Catalogue((), (), ()))
    stylesheet = (ROOT / "docs/stylesheets/glossary.css").read_text(encoding="utf-8")
    for rulebook in RULESETS:
        assert f'<input type="radio" name="fr-rulebook" id="fr-rulebook-{rulebook}">' in page
        assert f'<label for="fr-rulebook-{rulebook}">' in page
        assert f'#fr-rulebook-{rulebook}:checked ~ .fr-terms .fr-term:not([data-rulebooks~="{rulebook}"])' in stylesheet
        assert f'#fr-rulebook-{rulebook}:checked ~ .fr-terms dd:not([data-rulebook="{rulebook}"])' in stylesheet
    assert '<input type="radio" name="fr-rulebook" id="fr-rulebook-all" checked>' in page
