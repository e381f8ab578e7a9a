"""The printable edition's chapters: what paper keeps of a rules page and of the clarifications."""

from __future__ import annotations

from fawnarules.site.printable import demoted, rulings_only, without_odds


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
    assert without_odds(chapter) == "A rule.\n\n\nAnother paragraph.\n\n```example\nodds: kept\n```"


def test_a_printed_ruling_keeps_its_question_and_ruling_and_links_to_the_rest() -> None:
    chapter = (
        "# Clarifications\n\n## Open? {#x.clarifications.open}\n\n**Question.** Q.\n\n**Ruling.** R.\n\n"
        "```example\noutcome: 1\n```\n\n**Evidence.** E.\n\nMore evidence.\n\n## Next {#x.clarifications.next}\n"
    )
    assert rulings_only(chapter, "x/clarifications.md") == (
        "# Clarifications\n\n## Open? {#x.clarifications.open}\n\n**Question.** Q.\n\n**Ruling.** R.\n\n\n"
        "*The examples and the evidence for this ruling are "
        "[on the site](../x/clarifications.md#x.clarifications.open).*\n\n## Next {#x.clarifications.next}"
    )
    assert rulings_only("# A rules page\n\n```example\nkept: yes\n```", "x/a.md") == (
        "# A rules page\n\n```example\nkept: yes\n```"
    )
