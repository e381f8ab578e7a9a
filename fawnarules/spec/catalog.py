"""The catalogue of rules: rule headings in the docs and ``Rule:`` blocks in the features.

A rule ID is ``<ruleset>.<chapter>.<slug>``. In the docs it is a heading's anchor,
``### Block bonus {#reactions.defense.block-bonus}``, on ``docs/<ruleset>/<chapter>.md``;
in the spec it is the title of a ``Rule:`` block in ``features/<ruleset>/<chapter>.feature``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, cast

from gherkin.parser import Parser

RULE_ID = re.compile(r"[a-z_]+\.[a-z0-9-]+\.[a-z0-9-]+")
RULE_HEADING = re.compile(r"^(?P<level>#{1,6})\s+(?P<title>.*?)\s*\{#(?P<id>[^}\s]+)[^}]*\}\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


@dataclass(frozen=True)
class RuleHeading:
    """A rule as the docs state it: a heading whose anchor is the rule ID."""

    rule_id: str
    title: str
    path: Path
    line: int


@dataclass(frozen=True)
class SpecScenario:
    """One scenario (or scenario outline) of a ``Rule:`` block."""

    name: str
    rule_id: str
    path: Path
    line: int

    @property
    def anchor(self) -> str:
        """The scenario's anchor on its spec page: the rule ID, two dashes, the name's slug."""
        return f"{self.rule_id}--{slugify(self.name)}"


@dataclass(frozen=True)
class SpecRule:
    """A ``Rule:`` block of a feature file and its scenarios."""

    rule_id: str
    path: Path
    line: int
    scenarios: tuple[SpecScenario, ...]


def slugify(text: str) -> str:
    """Lower-case words joined by dashes: ``A dodge (example B)`` -> ``a-dodge-example-b``."""
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))


def fence_lines(text: str) -> Iterator[tuple[str, bool]]:
    """Each line of a Markdown page, with whether it lies inside a fenced code block."""
    in_fence = False
    for line in text.splitlines():
        if FENCE.match(line):
            in_fence = not in_fence
            yield line, True
        else:
            yield line, in_fence


def doc_rule_headings(path: Path, text: str) -> Iterator[RuleHeading]:
    """The rule headings of one Markdown page, skipping fenced code blocks."""
    for number, (line, in_fence) in enumerate(fence_lines(text), start=1):
        match = None if in_fence else RULE_HEADING.match(line)
        if match and RULE_ID.fullmatch(match["id"]):
            yield RuleHeading(match["id"], match["title"], path, number)


@lru_cache(maxsize=512)
def parse_feature(text: str) -> dict[str, Any]:
    """The Gherkin document of a feature file, as the parser's JSON-shaped tree.

    Parsing is slow and the site build reads each feature twice (the catalogue, then the
    spec page), so documents are kept per text. Callers must not change the tree.
    """
    return cast(dict[str, Any], Parser().parse(text))


def feature_rules(path: Path, text: str) -> Iterator[SpecRule]:
    """The ``Rule:`` blocks of one feature file with their scenarios."""
    feature = parse_feature(text).get("feature") or {}
    for child in feature.get("children", []):
        rule = child.get("rule")
        if rule is None:
            continue
        rule_id = rule["name"].strip()
        scenarios = tuple(
            SpecScenario(item["scenario"]["name"].strip(), rule_id, path, item["scenario"]["location"]["line"])
            for item in rule.get("children", [])
            if "scenario" in item
        )
        yield SpecRule(rule_id, path, rule["location"]["line"], scenarios)


def loose_scenarios(path: Path, text: str) -> Iterator[SpecScenario]:
    """Scenarios written outside any ``Rule:`` block: every scenario must belong to a rule."""
    feature = parse_feature(text).get("feature") or {}
    for child in feature.get("children", []):
        if "scenario" in child:
            scenario = child["scenario"]
            yield SpecScenario(scenario["name"].strip(), "", path, scenario["location"]["line"])


@dataclass(frozen=True)
class Catalogue:
    """Every rule heading of the docs and every rule of the spec, read from disk once."""

    headings: tuple[RuleHeading, ...]
    rules: tuple[SpecRule, ...]
    loose: tuple[SpecScenario, ...]

    def scenarios_of(self, rule_id: str) -> list[SpecScenario]:
        """Every scenario that checks ``rule_id``, in file order."""
        return [scenario for rule in self.rules if rule.rule_id == rule_id for scenario in rule.scenarios]

    def heading(self, rule_id: str) -> RuleHeading | None:
        """The docs heading of ``rule_id``, if the docs state it."""
        return next((heading for heading in self.headings if heading.rule_id == rule_id), None)


def read_catalogue(root: Path) -> Catalogue:
    """Read ``docs/**/*.md`` and ``features/**/*.feature`` under the project ``root``."""
    headings: list[RuleHeading] = []
    for page in sorted((root / "docs").rglob("*.md")):
        headings.extend(doc_rule_headings(page.relative_to(root), page.read_text(encoding="utf-8")))
    rules: list[SpecRule] = []
    loose: list[SpecScenario] = []
    for feature in sorted((root / "features").rglob("*.feature")):
        text = feature.read_text(encoding="utf-8")
        rules.extend(feature_rules(feature.relative_to(root), text))
        loose.extend(loose_scenarios(feature.relative_to(root), text))
    return Catalogue(tuple(headings), tuple(rules), tuple(loose))


@cache
def project_catalogue(root: Path) -> Catalogue:
    """:func:`read_catalogue`, read once per process."""
    return read_catalogue(root)
