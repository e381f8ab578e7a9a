"""An odds block with its enumeration: what a page draws and a test checks."""

from __future__ import annotations

from dataclasses import dataclass

from fawnarules.engine import Engine, ReferenceEngine
from fawnarules.odds.block import BlockError, OddsBlock
from fawnarules.odds.distribution import Distribution, InProcess, distribution
from fawnarules.odds.enumeration import OddsError, Plan, plan


@dataclass(frozen=True)
class Odds:
    """A block with its enumeration: what a page draws and a test checks."""

    block: OddsBlock
    plan: Plan
    distribution: Distribution


def compute(block: OddsBlock, engine: Engine | None = None) -> Odds:
    """Enumerate the block through ``engine`` (the reference engine unless given)."""
    try:
        planned = plan(block.operation, block.request)
        counted = distribution(InProcess(engine or ReferenceEngine()), planned, block.fields)
    except OddsError as error:
        raise BlockError(str(error)) from error
    return Odds(block, planned, counted)


def unmet_expectations(odds: Odds) -> list[str]:
    """Each expectation of the block that the enumeration does not bear out."""
    unmet = []
    for outcome, chance, line in odds.block.expected:
        found = odds.distribution.chance(outcome)
        if found != chance:
            keys = ", ".join(row.key() for row, _ in odds.distribution.rows)
            unmet.append(f"line {line}: {outcome} has chance {found}, not {chance} (outcomes: {keys})")
    return unmet
