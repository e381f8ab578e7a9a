"""The home page's cards: one per rulebook, written from the front matter of its index page."""

from __future__ import annotations

from fawnarules.site.feature_page import markdown_text
from fawnarules.site.ruleset import Ruleset

CARDS_MARKER = "<!-- rulebook cards -->"


def card(ruleset: Ruleset) -> list[str]:
    """One card: the rulebook's name, its summary, its credited source, and where to go next."""
    credit = markdown_text(ruleset.source)
    if ruleset.source_url:
        credit += f" ([source]({ruleset.source_url}))"
    clarifications, quick = f"{ruleset.slug}/clarifications.md", f"{ruleset.slug}/quick.md"
    links = [f"[Read the rules]({ruleset.index_uri})"]
    if quick in ruleset.chapters:
        links.append(f"[Quick reference]({quick})")
    if clarifications in ruleset.chapters:
        links.append(f"[Clarifications]({clarifications})")
    links += [f"[Rule index](rules.md#ruleset-{ruleset.slug})", f"[Printable]({ruleset.slug}/print.md)"]
    return [
        f"-   **[{markdown_text(ruleset.name)}]({ruleset.index_uri})**",
        "",
        "    ---",
        "",
        f"    {markdown_text(ruleset.summary)}",
        "",
        f"    *Source:* {credit}",
        "",
        f"    {' · '.join(links)}",
        "",
    ]


def rulebook_cards(rulesets: list[Ruleset]) -> str:
    """The grid of cards for the home page (which lives at the root of ``docs/``)."""
    lines = ['<div class="grid cards fr-rulebooks" markdown>', ""]
    for ruleset in rulesets:
        lines += card(ruleset)
    lines += ["</div>"]
    return "\n".join(lines)


def add_rulebook_cards(markdown: str, rulesets: list[Ruleset]) -> str:
    """The home page with its cards marker replaced by the cards."""
    return markdown.replace(CARDS_MARKER, rulebook_cards(rulesets))
