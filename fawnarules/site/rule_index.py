"""The rule index: every rule of every rulebook, where it is stated, what checks it, what clarifies it.

One section per rulebook, so the page reads without a script; the filter script of the
site (``docs/javascripts/filter.js``) narrows it to one rulebook or to rules matching a word.
"""

from __future__ import annotations

from itertools import groupby

from fawnarules.site.feature_page import markdown_text
from fawnarules.site.rule_links import clarification_link, scenario_link, spec_page_from
from fawnarules.site.ruleset import Ruleset
from fawnarules.sources.catalog import Catalogue, RuleHeading
from fawnarules.sources.clarification import Clarification
from fawnarules.sources.rule_id import RuleId

RULE_INDEX_URI = "rules.md"

LISTED_SCENARIOS = 8
"""A rule checked by more scenarios than this links to them where its spec page lists them, rather
than naming each: a well-formed-request rule holds dozens of input errors, and naming them all
would make the index too heavy to load on a phone."""


def plural(count: int, word: str) -> str:
    """``1 scenario``, ``2 scenarios``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def docs_uri(heading: RuleHeading) -> str:
    """The page stating a rule, relative to ``docs/``."""
    return heading.path.as_posix().removeprefix("docs/")


def rule_row(heading: RuleHeading, catalogue: Catalogue, clarified_by: list[Clarification]) -> str:
    """One table row: the rule's title and ID, its scenarios, its clarifications."""
    scenarios = catalogue.scenarios_of(heading.rule_id)
    rule = f"[{markdown_text(heading.title)}]({docs_uri(heading)}#{heading.rule_id})<br>`{heading.rule_id}`"
    checks = "<br>".join(scenario_link(scenario, RULE_INDEX_URI) for scenario in scenarios) or "**none**"
    if len(scenarios) > LISTED_SCENARIOS:
        spec_page = spec_page_from(scenarios[0].path.as_posix(), RULE_INDEX_URI)
        checks = f"[{plural(len(scenarios), 'scenario')} on its spec page]({spec_page}#{heading.rule_id})"
    clarified = "<br>".join(clarification_link(item, RULE_INDEX_URI) for item in clarified_by)
    return f"| {rule} | {len(scenarios)} | {checks} | {clarified} |"


def ruleset_section(
    slug: str,
    headings: list[RuleHeading],
    catalogue: Catalogue,
    ruleset: Ruleset | None,
    clarified: dict[str, list[Clarification]],
) -> list[str]:
    """The section of one rulebook: a heading, its totals, and one row per rule."""
    scenario_count = sum(len(catalogue.scenarios_of(heading.rule_id)) for heading in headings)
    links = f" · [Rules]({ruleset.index_uri}) · [Printable]({slug}/print.md)" if ruleset else ""
    return [
        f'<div class="fr-ruleset" data-ruleset="{slug}" markdown>',
        "",
        f"## {markdown_text(ruleset.name if ruleset else slug)} {{#ruleset-{slug}}}",
        "",
        f"{plural(len(headings), 'rule')}, {plural(scenario_count, 'scenario')}{links}",
        "",
        "| Rule | # | Scenarios | Clarifications |",
        "|---|---|---|---|",
        *(rule_row(heading, catalogue, clarified.get(heading.rule_id, [])) for heading in headings),
        "",
        "</div>",
        "",
    ]


def reading_order(headings: tuple[RuleHeading, ...], rulesets: list[Ruleset]) -> list[RuleHeading]:
    """Rules by rulebook in home-page order, then by chapter in nav order, then down the page."""
    rulebook = {ruleset.slug: position for position, ruleset in enumerate(rulesets)}
    chapter = {uri: position for ruleset in rulesets for position, uri in enumerate(ruleset.chapters)}

    def key(heading: RuleHeading) -> tuple[int, str, int, str, int]:
        slug, uri = ruleset_of(heading), docs_uri(heading)
        return (rulebook.get(slug, len(rulebook)), slug, chapter.get(uri, len(chapter)), uri, heading.line)

    return sorted(headings, key=key)


def ruleset_of(heading: RuleHeading) -> str:
    """The ruleset of a rule: the first part of its ID."""
    return RuleId.parse(heading.rule_id).ruleset


def rule_index_page(catalogue: Catalogue, rulesets: list[Ruleset], clarified: dict[str, list[Clarification]]) -> str:
    """The whole rule index page, in Markdown; ``clarified`` gives each rule's clarifications."""
    names = {ruleset.slug: ruleset for ruleset in rulesets}
    total = sum(len(rule.scenarios) for rule in catalogue.rules)
    lines = [
        "# Rule index",
        "",
        f"Every rule of every rulebook — {plural(len(catalogue.headings), 'rule')} checked by "
        f"{plural(total, 'scenario')}. Each row links to the rule's text, to every scenario that checks it "
        "and to the clarifications that bear on it. IDs never change, so a link to a rule stays good.",
        "",
        '<div class="fr-filter" data-target=".fr-ruleset"></div>',
        "",
    ]
    for slug, group in groupby(reading_order(catalogue.headings, rulesets), key=ruleset_of):
        lines += ruleset_section(slug, list(group), catalogue, names.get(slug), clarified)
    return "\n".join(lines)
