"""The example cards of a page that cannot be read, and those that can as examples of a request, for
``fawnarules lint``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from fawnarules.card.blocks import example_blocks
from fawnarules.card.card import CardError
from fawnarules.card.words import all_words
from fawnarules.card.words_file import WordsError
from fawnarules.engine import find_operation
from fawnarules.sources.contradiction import Example
from fawnarules.sources.problem import Problem, ProblemKind

CARD_HELP = "see 'Writing a worked example' in docs/contributing.md"


def card_problems(text: str) -> list[tuple[int, str]]:
    """Each malformed example card of a page's text: the page line and what is wrong, naming the field."""
    problems: list[tuple[int, str]] = []
    for block in example_blocks(text):
        try:
            card = block.card()
        except CardError as error:
            field = f" (field {error.field!r})" if error.field else ""
            problems.append((error.line or block.line, f"malformed example card: {error.message}{field}"))
            continue
        if find_operation(card.operation) is None:
            problems.append(
                (
                    block.line + card.operation_line,
                    f"example card: there is no operation {card.operation} ('fawnarules operations' lists them)",
                )
            )
    return problems


def card_examples(path: Path, text: str) -> Iterator[Example]:
    """Each readable card of the page at ``path`` as an example of its request and expected answer."""
    for block in example_blocks(text):
        try:
            card = block.card()
        except CardError:
            continue
        title = f" {card.title!r}" if card.title else ""
        yield Example(path, block.line, f"the example card{title}", card.operation, card.request(), card.expected())


def words_problems() -> list[Problem]:
    """The words file's problem when it does not read (no card can be read until it is fixed)."""
    try:
        all_words()
    except WordsError as error:
        return [Problem(Path(error.shown), error.line, ProblemKind.UNREADABLE_SOURCE, error.what, error.fix)]
    return []
