"""Clarifications as data: the question, ruling and evidence of each ruling on a clarifications page.

A clarification is a rule heading on ``docs/<ruleset>/clarifications.md`` followed by paragraphs
that start with their label in bold, ``**Question.**``, ``**Ruling.**`` and ``**Evidence.**``. A
part runs until the next label or the next heading, so a ruling may take several paragraphs.
Any rule ID the clarification mentions (``reactions.defense.one-successful-block``) ties it to
that rule: the rule index lists it under the rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from fawnarules.sources.catalog import HEADING, RULE_HEADING, fence_lines
from fawnarules.sources.rule_id import MENTIONED_RULE_ID, RuleId

PARTS = ("Question", "Ruling", "Evidence")
LABEL = re.compile(r"^\*\*(?P<label>Question|Ruling|Evidence)\.\*\*\s*(?P<rest>.*)$")


@dataclass(frozen=True)
class Clarification:
    """One ruling: its ID and title, its parts as Markdown, and the rule IDs it mentions."""

    rule_id: str
    title: str
    path: Path
    line: int
    parts: dict[str, str]
    mentions: tuple[str, ...]

    @property
    def ruleset(self) -> str:
        """The ruleset the clarification belongs to: the first part of its ID."""
        return RuleId.parse(self.rule_id).ruleset

    def missing_parts(self) -> list[str]:
        """The labels among Question, Ruling and Evidence that this clarification lacks."""
        return [label for label in PARTS if not self.parts.get(label)]


def is_clarifications_page(path: Path) -> bool:
    """``docs/<ruleset>/clarifications.md`` holds a ruleset's clarifications."""
    return path.name == "clarifications.md"


def sections(text: str) -> list[tuple[int, str, list[tuple[str, bool]]]]:
    """The page cut at its headings: each heading's line number, the heading, and the lines under it."""
    cut: list[tuple[int, str, list[tuple[str, bool]]]] = []
    for number, (line, in_fence) in enumerate(fence_lines(text), start=1):
        if not in_fence and HEADING.match(line):
            cut.append((number, line, []))
        elif cut:
            cut[-1][2].append((line, in_fence))
    return cut


def labelled_parts(lines: list[tuple[str, bool]]) -> dict[str, str]:
    """The Question, Ruling and Evidence of a section, each up to the next label."""
    parts: dict[str, list[str]] = {}
    label: str | None = None
    for line, in_fence in lines:
        labelled = None if in_fence else LABEL.match(line)
        if labelled:
            label = labelled["label"]
            parts[label] = [labelled["rest"]]
        elif label is not None:
            parts[label].append(line)
    return {name: "\n".join(part).strip() for name, part in parts.items()}


def read_clarifications(path: Path, text: str) -> list[Clarification]:
    """Every clarification of one clarifications page, in page order."""
    found: list[Clarification] = []
    for number, heading_line, lines in sections(text):
        heading = RULE_HEADING.match(heading_line)
        if heading is None or not RuleId.is_valid(heading["id"]):
            continue
        rule_id = heading["id"]
        body = "\n".join(line for line, _ in lines)
        mentions = (found_id for found_id in MENTIONED_RULE_ID.findall(body) if found_id != rule_id)
        found.append(
            Clarification(
                rule_id, heading["title"], path, number, labelled_parts(lines), tuple(dict.fromkeys(mentions))
            )
        )
    return found


def rules_tied(
    clarifications: list[Clarification], pages: Iterable[tuple[Path, str]]
) -> dict[str, list[Clarification]]:
    """For each rule ID, the clarifications tied to it, from either side; ``pages`` are the rulebooks' pages.

    A clarification is tied to a rule when the clarification mentions the rule's ID, or when
    the rule's own section of its docs page links to or names the clarification's ID.
    """
    by_id = {clarification.rule_id: clarification for clarification in clarifications}
    tied: dict[str, dict[str, Clarification]] = {}
    for clarification in clarifications:
        for rule_id in clarification.mentions:
            tied.setdefault(rule_id, {})[clarification.rule_id] = clarification
    for path, text in pages:
        if is_clarifications_page(path):
            continue
        for rule_id, mentioned in rules_mentioning(text):
            for cited in mentioned:
                if cited in by_id:
                    tied.setdefault(rule_id, {})[cited] = by_id[cited]
    return {rule_id: list(found.values()) for rule_id, found in tied.items()}


@lru_cache(maxsize=512)
def rules_mentioning(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each rule of a docs page's text with the rule IDs its section mentions, in page order; found once per text
    while a process lasts, so reading the clarifications again after an edit reads only the page edited."""
    found = []
    for _, heading_line, lines in sections(text):
        heading = RULE_HEADING.match(heading_line)
        if heading is not None and RuleId.is_valid(heading["id"]):
            found.append((heading["id"], tuple(MENTIONED_RULE_ID.findall("\n".join(line for line, _ in lines)))))
    return tuple(found)
