"""The printable edition's chapters: what paper keeps of a rules page and of the clarifications."""

from __future__ import annotations

import html

import markdown  # type: ignore[import-untyped]

from fawnarules.site.glossary import tooltips
from fawnarules.site.printable import abbreviations, demoted, rulings_only, without_odds
from fawnarules.sources.glossary import Entry


def test_a_printed_chapter_moves_its_headings_down_and_its_rules_out_of_the_table_of_contents() -> None:
    chapter = "# Title\n\n## Rule {#a.b.c}\nText.\n\n### A plain heading\n\n```python\n# a comment\n```\n"
    assert demoted(chapter, "x/b.md") == (
        "## Title {#print-b}\n\n\n**Rule**\n{: #a.b.c .fr-print-rule .fr-print-h3 }\n\nText.\n\n"
        "#### A plain heading\n\n```text\n# a comment\n```"
    )


def test_paper_leaves_out_the_odds_charts_and_the_paragraph_leading_into_each() -> None:
    chapter = (
        "A rule.\n\n**How likely?** Worked out by the engine\nover every roll:\n\n```odds\nfrom: x/odds.md#a\n```\n\n"
        "Another paragraph.\n\n```example\nodds: kept\n```\n"
    )
    assert without_odds(chapter) == "A rule.\n\n\nAnother paragraph.\n\n```example\nodds: kept\n```\n"


def test_a_long_paragraph_led_like_an_odds_chart_but_with_none_is_kept_at_once() -> None:
    # Each line of the paragraph is read one way only: a pattern splitting a line two ways takes exponential time.
    chapter = "**How likely?** Not a chart.\n" + "A line of the rule, and another.\n" * 30 + "```example\nx: 1\n```\n"
    assert without_odds(chapter) == chapter


def test_a_printed_ruling_keeps_its_question_and_ruling_and_links_to_the_rest() -> None:
    chapter = (
        "# Clarifications\n\n## Open? {#x.clarifications.open}\n\n**Question.** Q.\n\n**Ruling.** R.\n\n"
        "```example\noutcome: 1\n```\n\n**Evidence.** E.\n\nMore evidence.\n\n## Next {#x.clarifications.next}\n"
    )
    assert rulings_only(chapter, "x/clarifications.md") == (
        "# Clarifications\n\n## Open? {#x.clarifications.open}\n\n**Question.** Q.\n\n**Ruling.** R.\n\n\n"
        "*The examples and the evidence for this ruling are "
        "[on the site](../x/clarifications.md#x.clarifications.open).*\n\n## Next {#x.clarifications.next}\n"
    )
    assert rulings_only("# A rules page\n\n```example\nkept: yes\n```", "x/a.md") == (
        "# A rules page\n\n```example\nkept: yes\n```"
    )


def test_paper_spells_out_the_abbreviations_of_its_rulebook_it_uses_and_shows_no_tooltip() -> None:
    glossary = [
        Entry("STA", "Stamina (Awoudan): spent on stamina actions.", is_abbreviation=True),
        Entry("HEA", "Health (Awoudan): the first well-being stat.", is_abbreviation=True),
        Entry("DR", "Difficulty Rating (Falchion).", "falchion.checks.dr", is_abbreviation=True),
        Entry("d12", "A twelve-sided die.", is_abbreviation=True),
    ]
    text = "Spend STA on a d12 roll; a DR is another game's."
    sections = abbreviations(text, "awoudan", glossary)
    settings = {"abbr": {"glossary": tooltips(glossary)}}
    printed = html.unescape(
        markdown.markdown("\n\n".join([text, *sections]), extensions=["abbr", "attr_list"], extension_configs=settings)
    )
    assert "<abbr" not in printed
    assert printed.endswith(
        '<h2 id="print-abbreviations">Abbreviations</h2>\n<ul>\n<li><strong>d12</strong>: A twelve-sided die.</li>\n'
        "<li><strong>STA</strong>: Stamina (Awoudan): spent on stamina actions.</li>\n</ul>"
    )
    assert abbreviations("No abbreviation here.", "awoudan", glossary) == []
