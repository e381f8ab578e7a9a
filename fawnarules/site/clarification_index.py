"""The clarifications index: every ruling of every rulebook on one page, with the scenarios that pin it."""

from __future__ import annotations

from itertools import groupby

from fawnarules.card.blocks import without_cards
from fawnarules.site.feature_page import markdown_text
from fawnarules.site.link import moved, relative_uri
from fawnarules.site.raw_html import inert_markdown
from fawnarules.site.rule_links import scenario_link
from fawnarules.site.ruleset import Ruleset
from fawnarules.sources.catalog import Catalogue
from fawnarules.sources.clarification import PARTS, Clarification

CLARIFICATION_INDEX_URI = "clarifications.md"


def clarification_entry(clarification: Clarification, catalogue: Catalogue, bears_on: list[str]) -> list[str]:
    """One ruling: its title linked to its page, its ID, its three parts, the rules it bears on, its scenarios."""
    source = clarification.path.as_posix().removeprefix("docs/")
    target = relative_uri(source, CLARIFICATION_INDEX_URI)
    lines = [
        f"### [{markdown_text(clarification.title)}]({target}#{clarification.rule_id}) {{#{clarification.rule_id}}}",
        "",
        f"`{clarification.rule_id}`",
        "{: .fr-id }",
        "",
    ]
    for label in PARTS:
        text = moved(inert_markdown(without_cards(clarification.parts.get(label, ""))), source, CLARIFICATION_INDEX_URI)
        lines += [f"**{label}.** {text or '*(missing)*'}", ""]
    stated = catalogue.headings_by_rule
    concerns = [
        f"[`{rule_id}`]({relative_uri(stated[rule_id].path.as_posix().removeprefix('docs/'), CLARIFICATION_INDEX_URI)}"
        f"#{rule_id})"
        for rule_id in bears_on
        if rule_id in stated
    ]
    if concerns:
        lines += [f"**Bears on** {' · '.join(concerns)}", "{: .fr-checked }", ""]
    scenarios = catalogue.scenarios_of(clarification.rule_id)
    links = " · ".join(scenario_link(scenario, CLARIFICATION_INDEX_URI) for scenario in scenarios) or "**none**"
    lines += [f"**Pinned by** {len(scenarios)} scenario{'' if len(scenarios) == 1 else 's'}: {links}"]
    return [*lines, "{: .fr-checked }", ""]


def clarification_index_page(
    clarifications: list[Clarification],
    catalogue: Catalogue,
    rulesets: list[Ruleset],
    clarified: dict[str, list[Clarification]],
) -> str:
    """The whole clarifications index, rulebook by rulebook in home-page order.

    ``clarified`` gives each rule's clarifications; read the other way it gives the rules each ruling bears on.
    """
    bears_on: dict[str, list[str]] = {}
    for rule_id, rulings in clarified.items():
        for ruling in rulings:
            bears_on.setdefault(ruling.rule_id, []).append(rule_id)
    names = {ruleset.slug: ruleset for ruleset in rulesets}
    order = {ruleset.slug: position for position, ruleset in enumerate(rulesets)}
    ordered = sorted(clarifications, key=lambda item: (order.get(item.ruleset, len(order)), item.ruleset))
    lines = [
        "# Clarifications",
        "",
        f"Every point the rulebooks leave open or word two ways, as ruled by this project — {len(clarifications)} "
        "rulings. Each gives the question, the ruling, the evidence that decides it and the scenarios that pin it "
        "down; [Contributing](contributing.md#adding-a-clarification) shows how to add one.",
        "",
        '<div class="fr-filter" data-target=".fr-ruleset"></div>',
        "",
    ]
    for slug, group in groupby(ordered, key=lambda item: item.ruleset):
        ruleset = names.get(slug)
        lines += [
            f'<div class="fr-ruleset" data-ruleset="{slug}" markdown>',
            "",
            f"## {markdown_text(ruleset.name if ruleset else slug)} {{#ruleset-{slug}}}",
            "",
        ]
        for clarification in group:
            lines += clarification_entry(clarification, catalogue, bears_on.get(clarification.rule_id, []))
        lines += ["</div>", ""]
    return "\n".join(lines)
