"""The catalogue of rules: rule headings in the docs and ``Rule:`` blocks in the features.

A rule ID is ``<ruleset>.<chapter>.<slug>``. In the docs it is a heading's anchor,
``### Block bonus {#reactions.defense.block-bonus}``, on ``docs/<ruleset>/<chapter>.md``;
in the spec it is the title of a ``Rule:`` block in ``features/<ruleset>/<chapter>.feature``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from fawnarules.sources.feature import Feature, Scenario
from fawnarules.sources.rule_id import RuleId

HEADING = re.compile(r"^(?P<level>#{1,6})\s")
RULE_HEADING = re.compile(r"^(?P<level>#{1,6})\s+(?P<title>.*?)\s*\{#(?P<id>[^}\s]+)[^}]*\}\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")
TITLE = re.compile(r"^#\s+(?P<title>.*?)(?:\s*\{[^{}]*\})?\s*$")


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
    model: Scenario

    @property
    def anchor(self) -> str:
        """The scenario's anchor on its spec page, its case ID: the rule ID, a slash, the name's slug."""
        return f"{self.rule_id}/{slugify(self.name)}"


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


def page_title(text: str) -> str | None:
    """A page's title from its Markdown (front matter left out): its first level-one heading outside code fences,
    without the attributes that may close it (``{ #id }``); ``None`` without one."""
    for line, fenced in fence_lines(text):
        if not fenced and (heading := TITLE.match(line)):
            return heading["title"] or None
    return None


def doc_rule_headings(path: Path, text: str) -> Iterator[RuleHeading]:
    """The rule headings of one Markdown page, skipping fenced code blocks."""
    for number, (line, in_fence) in enumerate(fence_lines(text), start=1):
        match = None if in_fence else RULE_HEADING.match(line)
        if match and RuleId.is_valid(match["id"]):
            yield RuleHeading(match["id"], match["title"], path, number)


def rule_sections(path: Path, text: str) -> Iterator[tuple[RuleHeading, int]]:
    """Each rule heading of one Markdown page and the line its section ends before: the next heading of its level
    or above, or the next rule's heading (at the page's end, one past its last line)."""
    rules = {heading.line: heading for heading in page_rule_headings(path, text)}
    open_rule: tuple[RuleHeading, int] | None = None  # the heading, its level
    number = 0
    for number, (line, fenced) in enumerate(fence_lines(text), start=1):
        heading = None if fenced else HEADING.match(line)
        if heading and open_rule and (number in rules or len(heading["level"]) <= open_rule[1]):
            yield open_rule[0], number
            open_rule = None
        if heading and number in rules:
            open_rule = (rules[number], len(heading["level"]))
    if open_rule:
        yield open_rule[0], number + 1


def feature_rules(path: Path, feature: Feature) -> Iterator[SpecRule]:
    """The ``Rule:`` blocks of one feature file with their scenarios."""
    for rule in feature.rules:
        scenarios = tuple(
            SpecScenario(scenario.name, rule.title, path, scenario.line, scenario) for scenario in rule.scenarios
        )
        yield SpecRule(rule.title, path, rule.line, scenarios)


def loose_scenarios(path: Path, feature: Feature) -> Iterator[SpecScenario]:
    """Scenarios written outside any ``Rule:`` block: every scenario must belong to a rule."""
    for scenario in feature.loose:
        yield SpecScenario(scenario.name, "", path, scenario.line, scenario)


@dataclass(frozen=True)
class Catalogue:
    """Every rule heading of the docs and every rule of the spec, read from disk once."""

    headings: tuple[RuleHeading, ...]
    rules: tuple[SpecRule, ...]
    loose: tuple[SpecScenario, ...]

    def scenarios_of(self, rule_id: str) -> list[SpecScenario]:
        """Every scenario that checks ``rule_id``, in file order."""
        return list(self.scenarios_by_rule.get(rule_id, ()))

    def heading(self, rule_id: str) -> RuleHeading | None:
        """The docs heading of ``rule_id``, if the docs state it."""
        return self.headings_by_rule.get(rule_id)

    # Looked up once per rule heading on every page and in every index: a scan of the whole
    # catalogue per look-up made a build grow with the square of the rules.
    @cached_property
    def scenarios_by_rule(self) -> Mapping[str, tuple[SpecScenario, ...]]:
        """Each rule ID's scenarios, in file order, gathered once."""
        found: dict[str, list[SpecScenario]] = {}
        for rule in self.rules:
            found.setdefault(rule.rule_id, []).extend(rule.scenarios)
        return {rule_id: tuple(scenarios) for rule_id, scenarios in found.items()}

    @cached_property
    def headings_by_rule(self) -> Mapping[str, RuleHeading]:
        """Each rule ID's docs heading (the first, should the docs state one twice), gathered once."""
        found: dict[str, RuleHeading] = {}
        for heading in self.headings:
            found.setdefault(heading.rule_id, heading)
        return found

    @cached_property
    def titles(self) -> Mapping[str, str]:
        """Each rule ID's heading title."""
        return {rule_id: heading.title for rule_id, heading in self.headings_by_rule.items()}


@lru_cache(maxsize=512)
def page_rule_headings(path: Path, text: str) -> tuple[RuleHeading, ...]:
    """:func:`doc_rule_headings`, once per page and text."""
    return tuple(doc_rule_headings(path, text))
