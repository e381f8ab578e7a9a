"""Links from each rule heading of a rules page to the scenarios that check it."""

from __future__ import annotations

import posixpath
from pathlib import PurePosixPath

from fawnarules.site.feature_page import markdown_text
from fawnarules.spec.catalog import RULE_HEADING, RULE_ID, Catalogue, SpecScenario, fence_lines
from fawnarules.spec.clarification import Clarification


def spec_page_uri(feature_path: PurePosixPath) -> str:
    """Where a feature file's spec page lives on the site: ``features/x/y.feature`` -> ``spec/x/y.md``."""
    return posixpath.join("spec", *feature_path.parts[1:-1], feature_path.stem + ".md")


def scenario_link(scenario: SpecScenario, page_uri: str) -> str:
    """A Markdown link from the page at ``page_uri`` to one scenario on its spec page."""
    target = spec_page_uri(PurePosixPath(scenario.path.as_posix()))
    relative = posixpath.relpath(target, posixpath.dirname(page_uri) or ".")
    return f"[{markdown_text(scenario.name)}]({relative}#{scenario.anchor})"


def clarification_link(clarification: Clarification, page_uri: str) -> str:
    """A Markdown link from the page at ``page_uri`` to a clarification on its rulebook's clarifications page."""
    target = posixpath.relpath(clarification.path.as_posix().removeprefix("docs/"), posixpath.dirname(page_uri) or ".")
    return f"[{markdown_text(clarification.title)}]({target}#{clarification.rule_id})"


def clarification_links(clarifications: list[Clarification], page_uri: str) -> str:
    """`` · clarified by: …`` with a link to each clarification bearing on a rule, or nothing."""
    if not clarifications:
        return ""
    return " · clarified by: " + " · ".join(clarification_link(item, page_uri) for item in clarifications)


def add_scenario_links(
    markdown: str, page_uri: str, catalogue: Catalogue, clarified: dict[str, list[Clarification]] | None = None
) -> str:
    """Insert, under every rule heading of the page, the scenarios that check it and the rulings on it."""
    out: list[str] = []
    for line, in_fence in fence_lines(markdown):
        out.append(line)
        match = None if in_fence else RULE_HEADING.match(line)
        if match is None or not RULE_ID.fullmatch(match["id"]):
            continue
        scenarios = catalogue.scenarios_of(match["id"])
        count = f"{len(scenarios)} scenario{'s' if len(scenarios) != 1 else ''}"
        links = " · ".join(scenario_link(scenario, page_uri) for scenario in scenarios)
        rulings = clarification_links((clarified or {}).get(match["id"], []), page_uri)
        out += ["", f"`{match['id']}` · checked by {count}: {links}{rulings}", "{: .fr-checked }", ""]
    return "\n".join(out)
