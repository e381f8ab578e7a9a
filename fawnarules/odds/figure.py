"""An odds block with its answer: what a page draws and a test checks."""

from __future__ import annotations

from dataclasses import dataclass

from fawnarules.engine import Engine, ReferenceEngine
from fawnarules.odds.block import BlockError, OddsBlock
from fawnarules.odds.distribution import InProcess
from fawnarules.odds.enumeration import OddsError
from fawnarules.odds.question import Question, parse_question, single
from fawnarules.odds.sweep import Sweep, ask


@dataclass(frozen=True)
class Odds:
    """A block with its answer: what a page draws and a test checks."""

    block: OddsBlock
    sweep: Sweep


def block_question(block: OddsBlock, written: object) -> Question:
    """The question a block asks, at one value of its ranges (``written`` is its request or chained question)."""
    if block.steps:
        return parse_question(written)
    return single(block.operation, written, block.fields, dict(block.policies))


def compute(block: OddsBlock, engine: Engine | None = None) -> Odds:
    """Answer the block through ``engine`` (the reference engine unless given)."""
    written = block.question if block.steps else block.request
    try:
        answered = ask(written, lambda point: block_question(block, point), InProcess(engine or ReferenceEngine()))
    except OddsError as error:
        raise BlockError(str(error)) from error
    return Odds(block, answered)


def unmet_expectations(odds: Odds) -> list[str]:
    """Each expectation of the block that the answer does not bear out."""
    unmet = []
    for outcome, chance, line in odds.block.expected:
        found = odds.sweep.chance(outcome)
        if found != chance:
            keys = ", ".join(odds.sweep.keys())
            unmet.append(f"line {line}: {outcome} has chance {found}, not {chance} (outcomes: {keys})")
    return unmet
