"""What the Gherkin parser says of a feature file that does not parse, in a contributor's words.

The parser names what it expected by its token types (``expected: #EOF, #TableRow, #StepLine, …, got 'Exemples:'``).
A contributor needs what the line should be instead: the keyword they misspelt, the step that came after its
scenario's Examples, the doc string never closed, the table row with a cell too many.
"""

from __future__ import annotations

import difflib
import re

KEYWORDS = ("Feature:", "Rule:", "Background:", "Scenario:", "Scenario Outline:", "Examples:")
STEP_KEYWORDS = ("Given", "When", "Then", "And", "But")
UNEXPECTED = re.compile(r"expected: (?P<expected>.*), got '(?P<got>.*)'", re.DOTALL)
END_OF_FILE = re.compile(r"unexpected end of file, expected: (?P<expected>.*)")
LANGUAGE = re.compile(r"Language not supported: (?P<language>.*)")
CELL_COUNT = "inconsistent cell count within the table"
EXPECTED = {
    "#StepLine": "a step (Given, When, Then, And, But)",
    "#TableRow": "a table row between | bars",
    "#DocStringSeparator": 'a """ line',
    "#ExamplesLine": "'Examples:'",
    "#ScenarioLine": "'Scenario:'",
    "#BackgroundLine": "'Background:'",
    "#RuleLine": "'Rule:'",
    "#FeatureLine": "'Feature:'",
    "#TagLine": "an @tag",
}
LINE_HELP = "comments start with #; a description goes right under its Feature:, Rule: or Scenario: line"


def in_contributor_words(message: str) -> tuple[str, str]:
    """What is wrong and how to fix it, for one of the parser's messages (without its ``(line:column)``)."""
    if message == CELL_COUNT:
        return (
            "this table row has a different number of cells from the rows above it",
            "give every row of the table the same number of | cells (a value with a | in it is written \\|)",
        )
    if unexpected := UNEXPECTED.fullmatch(message):
        return unexpected_line(unexpected["got"], tokens(unexpected["expected"]))
    if end := END_OF_FILE.fullmatch(message):
        if "#DocStringSeparator" in tokens(end["expected"]):
            return 'a """ doc string is never closed', 'close it with a line of """ under its text'
        return "the file ends in the middle of a scenario", "finish the scenario, or remove what is left of it"
    if language := LANGUAGE.fullmatch(message):
        return (
            f"'# language: {language['language']}' names a language Gherkin does not have",
            "remove the '# language:' line: the spec is written in English",
        )
    return f"the feature file does not parse: {message}", "see the Gherkin example in docs/contributing.md"


def tokens(expected: str) -> list[str]:
    """The parser's token types, ``#EOF, #TableRow`` -> ``['#EOF', '#TableRow']``."""
    return [token.strip() for token in expected.split(",")]


def unexpected_line(got: str, expected: list[str]) -> tuple[str, str]:
    """A line the parser did not expect where it stands, given the token types it expected there."""
    first = first_word(got)
    keyword = nearest_keyword(first)
    if keyword is not None and keyword != first:
        return f"'{got}' starts with no keyword Gherkin knows", f"is '{first}' meant to be '{keyword}'?"
    if "#FeatureLine" in expected:
        return "the file does not start with its Feature: line", "put 'Feature: <name>' first (comments may precede it)"
    if first in STEP_KEYWORDS and "#StepLine" not in expected:
        where = "after its scenario's Examples" if "#ExamplesLine" in expected else "outside a scenario"
        return (
            f"the step '{got}' stands {where}",
            "steps go under their 'Scenario:' (or 'Background:'), above its 'Examples:'",
        )
    if got.startswith("|"):
        return "this table row belongs to no step and no Examples", "put it right under the step or 'Examples:' line"
    allowed = ", ".join(EXPECTED[token] for token in expected if token in EXPECTED)
    return f"'{got}' is not a line Gherkin reads here", f"here it reads {allowed}; {LINE_HELP}"


def first_word(got: str) -> str:
    """What may be a line's keyword: up to its colon when that is in its first two words, else its first word."""
    head, colon, _ = got.partition(":")
    return head + colon if colon and len(head.split()) <= 2 else got.split(" ", 1)[0]


def nearest_keyword(first: str) -> str | None:
    """The keyword a line's first word is most likely meant to be, or ``None`` when it is near none."""
    candidates = [*KEYWORDS, *STEP_KEYWORDS]
    found = difflib.get_close_matches(first, candidates, n=1, cutoff=0.7)
    if not found:
        found = [keyword for keyword in candidates if keyword.lower() == first.lower()]
    return found[0] if found else None
