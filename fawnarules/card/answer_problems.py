"""Worked-example cards the engine does not bear out, for ``fawnarules lint``: a value the engine answers
differently, and a name the operation does not have (with the nearest names it has).

A card states what the rules give, and the reference engine is the project's reading of the rules: when
the two differ, one of them is wrong. Lint runs each card through the engine as the page's examples do in
the suite, so the mistake is named at the card's line while the page is being written.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from pathlib import Path

from fawnarules.card.blocks import Block, example_blocks
from fawnarules.card.card import Card, CardError, Field, Result, field_line
from fawnarules.card.check import check_card
from fawnarules.engine import Engine, find_operation, request_schema, result_schema
from fawnarules.operation import JsonObject
from fawnarules.sources.problem import Problem, ProblemKind
from fawnarules.sources.request_fields import unknown_fields

DISAGREEMENT_FIX = (
    "write what the rules give; if the card is right, the engine is wrong: "
    "'pytest <page>' runs the page's cards against it"
)


def card_answer_problems(path: Path, text: str, engine: Engine) -> list[Problem]:
    """Each card of the page at ``path`` naming a field its operation does not have, or else stating an outcome
    ``engine`` does not give. A card that cannot be read is left to :func:`fawnarules.card.lint.card_problems`."""
    found: list[Problem] = []
    for block in example_blocks(text):
        try:
            card = block.card()
        except CardError:
            continue
        if find_operation(card.operation) is None:
            continue
        unknown = list(unknown_card_fields(path, block, card))
        found += unknown or list(disagreements(path, block, card, engine))
    return found


def unknown_card_fields(path: Path, block: Block, card: Card) -> Iterator[Problem]:
    """The names of the card's situation its operation's request lacks, and those of its steps and outcome its
    result lacks, each with the nearest names it has there."""
    checked: list[tuple[tuple[Field, ...], JsonObject, JsonObject | None, str]] = [
        (card.situation, card.request(), request_schema(card.operation), "situation")
    ]
    if isinstance(card.outcome, Result):
        stated = card.steps + card.outcome.fields
        result = card.expected()["result"]
        checked.append((stated, result if isinstance(result, dict) else {}, result_schema(card.operation), "outcome"))
    for fields, value, schema, part in checked:
        for dotted, known in unknown_fields(value, schema or {}):
            line = field_line(fields, dotted)
            yield Problem(
                path,
                block.line + (line or 0),
                ProblemKind.UNKNOWN_CARD_FIELD,
                f"the card's {part} names {in_card_words(dotted)}, which {card.operation} does not have",
                nearest_names(dotted.rsplit(".", 1)[-1], known),
            )


def nearest_names(name: str, known: tuple[str, ...]) -> str:
    """How to fix a name that is not one of ``known``: the nearest of them first, then all of them."""
    words = [each.replace("_", " ") for each in known]
    nearest = difflib.get_close_matches(name.replace("_", " "), words, n=2, cutoff=0.6)
    guess = f"is it {' or '.join(map(repr, nearest))}? " if nearest else ""
    return f"{guess}the names there: {', '.join(words)}"


def in_card_words(dotted: str) -> str:
    """A field's dotted path as a card writes its names: ``defender.armor_type`` -> ``'armor type' under
    'defender'``."""
    parts = [part.replace("_", " ") for part in dotted.split(".") if not part.isdigit()]
    under = "".join(f" under {part!r}" for part in reversed(parts[:-1]))
    return f"{parts[-1]!r}{under}"


def disagreements(path: Path, block: Block, card: Card, engine: Engine) -> Iterator[Problem]:
    """Each way ``engine``'s answer differs from the card, at the card's line that states it."""
    for difference in check_card(card, engine):
        yield Problem(
            path,
            block.line + difference.line,
            ProblemKind.CARD_DISAGREES,
            f"the example card differs from what {card.operation} answers: {difference.message}",
            DISAGREEMENT_FIX,
        )
