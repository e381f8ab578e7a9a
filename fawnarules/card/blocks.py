"""Finding the ```` ```example ```` blocks of a page, for the checks that read pages as text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from fawnarules.card.card import Card, CardError, parse_card
from fawnarules.diagram.diagram import DiagramError, parse_options

OPENING = re.compile(r"^(?P<indent>[ ]*)(?P<fence>```+|~~~+)[ \t]*(?P<language>[^\s`]*)(?P<options>[^`]*)$")
LANGUAGE = "example"


@dataclass(frozen=True)
class Block:
    """One fenced block: the page line of its opening fence, its fence options and its body."""

    line: int
    options: str
    body: str

    def card(self) -> Card:
        """The block as a card; a fault is a :class:`CardError` whose line is the page's."""
        try:
            options = parse_options(self.options)
        except DiagramError as error:
            raise CardError(f"the fence line: {error.message}", self.line) from None
        try:
            return parse_card(self.body, options)
        except CardError as error:
            raise CardError(
                error.message, None if error.line is None else self.line + error.line, error.field
            ) from None


def example_blocks(text: str) -> Iterator[Block]:
    """The example blocks of a page, with the page line of each; code fences of other languages are skipped."""
    return fenced_blocks(text, LANGUAGE)


def fenced_blocks(text: str, language: str) -> Iterator[Block]:
    """The blocks of a page fenced as ``language``, with the page line of each; other code fences are skipped."""
    lines = text.split("\n")
    number = 0
    while number < len(lines):
        opening = OPENING.match(lines[number])
        number += 1
        if opening is None:
            continue
        indent, fence = len(opening["indent"]), opening["fence"]
        body: list[str] = []
        while number < len(lines) and not lines[number].strip().startswith(fence):
            body.append(lines[number][indent:])
            number += 1
        number += 1
        if opening["language"] == language:
            yield Block(number - len(body) - 1, opening["options"].strip(), "\n".join(body))


def without_blocks(text: str, language: str = LANGUAGE) -> str:
    """The text with its blocks fenced as ``language`` (example cards unless told) left out, for a page that quotes
    prose and not the cards or charts under it."""
    lines = text.split("\n")
    for block in sorted(fenced_blocks(text, language), key=lambda block: block.line, reverse=True):
        fence = lines[block.line - 1].strip()[:3]
        closing = next(
            (index for index in range(block.line, len(lines)) if lines[index].strip().startswith(fence)), len(lines)
        )
        del lines[block.line - 1 : closing + 1]
    return "\n".join(lines)
