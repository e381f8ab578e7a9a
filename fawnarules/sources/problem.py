"""A problem found in the docs or the spec: its kind, where it is, what is wrong and how to fix it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path


class ProblemKind(Enum):
    """What is wrong, as a value a program can test (the message is for people)."""

    UNREADABLE_SOURCE = "a file that is not UTF-8 text or does not parse"
    OPEN_FENCE = "a code fence never closed"
    MALFORMED_GRID = "a grid block the grid checker rejects"
    MALFORMED_CARD = "a worked-example card that cannot be read or calls no operation"
    MALFORMED_FLOW = "a flow block that cannot be drawn"
    UNKNOWN_CARD_FIELD = "a name on a worked-example card that its operation's request or result does not have"
    CARD_DISAGREES = "a worked-example card stating an outcome the engine does not give"
    RULE_WITHOUT_EXAMPLE = "a rule or ruling with no worked example (a card or a grid diagram) under its heading"
    CONTRADICTION = "a scenario or card expecting, of the same request, what another one contradicts"
    MISSING_FRONT_MATTER = "a rulebook index page without summary: or source:"
    CLARIFICATION_PART_MISSING = "a clarification without its Question, Ruling or Evidence"
    CLARIFICATION_UNKNOWN_RULE = "a clarification naming a rule no docs page states"
    RULING_WITHOUT_ID = "a ruling heading on a clarifications page without its rule ID"
    PLACEHOLDER_WITHOUT_COLUMN = "an outline's <placeholder> its Examples table has no column for"
    RULE_ON_WRONG_PAGE = "a rule ID on a page of another chapter"
    RULE_STATED_TWICE = "a rule ID on two headings"
    RULE_WITHOUT_SCENARIO = "a rule of the docs no scenario checks"
    RULE_IN_WRONG_FILE = "a Rule: block in the feature file of another chapter"
    RULE_NOT_IN_DOCS = "a Rule: block naming no rule of the docs"
    RULE_BLOCK_TWICE = "two Rule: blocks for one rule"
    EMPTY_RULE_BLOCK = "a Rule: block without scenarios"
    REPEATED_SCENARIO_NAME = "a scenario name used twice"
    SCENARIO_OUTSIDE_RULE = "a scenario outside any Rule:"
    UNKNOWN_STEP = "a step no form of the vocabulary matches"
    TABLE_MISSING = "a step that needs a table has none"
    TABLE_UNEXPECTED = "a step that takes no table has one"
    UNKNOWN_REFUSAL_RULE = "a refusal citing a rule no docs page states"
    UNKNOWN_OPERATION = "a call of an operation no ruleset has"
    UNKNOWN_REQUEST_FIELD = "a request field the operation does not have"
    BACKGROUND_REPLACED = "a scenario's object replacing the Background's and dropping some of its keys"
    NOT_A_CASE = "a scenario that cannot be exported as a case"
    REPEATED_TABLE_KEY = "a table setting one key twice"
    MALFORMED_RULE_ID = "a heading anchor with a dot that is no rule ID"
    UNKNOWN_GLOSSARY_RULE = "an abbreviation or game term pointing at a rule no docs page states"

    @property
    def is_note(self) -> bool:
        """Whether this kind is worth saying but not wrong (it does not fail lint)."""
        return self is ProblemKind.BACKGROUND_REPLACED


@dataclass(frozen=True)
class Problem:
    """One problem, where it is and how to fix it."""

    path: Path
    line: int
    kind: ProblemKind
    message: str
    fix: str

    def __str__(self) -> str:
        return f"{self.path.as_posix()}:{self.line}: {self.message} — {self.fix}"
