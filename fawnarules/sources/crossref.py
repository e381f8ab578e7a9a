"""The cross-reference check between the docs and the spec.

Every rule heading has at least one scenario; every ``Rule:`` names a rule the
docs state; IDs and scenario names are unique (a reader, a report and a case ID tell
scenarios apart by name); an ID's ruleset and chapter match its file.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from fawnarules.sources.catalog import Catalogue, RuleHeading, SpecRule, SpecScenario
from fawnarules.sources.problem import Problem, ProblemKind


def expected_prefix(path: Path) -> str | None:
    """``docs/reactions/defense.md`` and ``features/reactions/defense.feature`` hold ``reactions.defense.*``."""
    parts = path.parts
    if len(parts) != 3 or parts[0] not in ("docs", "features"):
        return None
    return f"{parts[1]}.{Path(parts[2]).stem}."


def crossref_problems(catalogue: Catalogue) -> list[Problem]:
    """Every broken cross-reference of the catalogue, docs first, in file order."""
    problems: list[Problem] = []
    specified = {rule.rule_id for rule in catalogue.rules}
    stated = {heading.rule_id for heading in catalogue.headings}
    heading_count = Counter(heading.rule_id for heading in catalogue.headings)
    rule_count = Counter(rule.rule_id for rule in catalogue.rules)
    scenarios = [scenario for rule in catalogue.rules for scenario in rule.scenarios]
    name_count = Counter(scenario.name for scenario in scenarios)

    def found(place: RuleHeading | SpecRule | SpecScenario, kind: ProblemKind, message: str, fix: str) -> None:
        problems.append(Problem(place.path, place.line, kind, message, fix))

    for heading in catalogue.headings:
        rule_id, prefix = heading.rule_id, expected_prefix(heading.path)
        if prefix and not rule_id.startswith(prefix):
            found(
                heading,
                ProblemKind.RULE_ON_WRONG_PAGE,
                f"rule {rule_id} is on the wrong page",
                f"IDs on this page start with {prefix}",
            )
        if heading_count[rule_id] > 1:
            found(
                heading,
                ProblemKind.RULE_STATED_TWICE,
                f"rule {rule_id} is stated twice",
                "give each rule heading its own ID",
            )
        if rule_id not in specified:
            found(
                heading,
                ProblemKind.RULE_WITHOUT_SCENARIO,
                f"rule {rule_id} has no scenario",
                f"add 'Rule: {rule_id}' with a scenario to the paired .feature file",
            )
    for rule in catalogue.rules:
        rule_id, prefix = rule.rule_id, expected_prefix(rule.path)
        if prefix and not rule_id.startswith(prefix):
            found(
                rule,
                ProblemKind.RULE_IN_WRONG_FILE,
                f"Rule: {rule_id} is in the wrong file",
                f"rules in this file start with {prefix}",
            )
        if rule_id not in stated:
            found(
                rule,
                ProblemKind.RULE_NOT_IN_DOCS,
                f"Rule: {rule_id} names no rule of the docs",
                "fix the ID, or add a heading with {#" + rule_id + "} to the paired page",
            )
        if rule_count[rule_id] > 1:
            found(
                rule,
                ProblemKind.RULE_BLOCK_TWICE,
                f"Rule: {rule_id} appears twice",
                "put all its scenarios in one Rule: block",
            )
        if not rule.scenarios:
            found(
                rule,
                ProblemKind.EMPTY_RULE_BLOCK,
                f"Rule: {rule_id} has no scenario",
                "add a scenario that would fail if the rule were implemented wrongly",
            )
    for scenario in scenarios:
        if name_count[scenario.name] > 1:
            found(
                scenario,
                ProblemKind.REPEATED_SCENARIO_NAME,
                f"scenario name repeats: {scenario.name!r}",
                "scenario names are unique across the spec; reword this one",
            )
    for scenario in catalogue.loose:
        found(
            scenario,
            ProblemKind.SCENARIO_OUTSIDE_RULE,
            f"scenario {scenario.name!r} is outside any Rule:",
            "move it into the Rule: block of the rule it checks",
        )
    return problems
