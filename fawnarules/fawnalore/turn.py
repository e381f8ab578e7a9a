"""Whose turn it is, the phase of a Player's turn, and the Action."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from fawnarules.fawnalore.unit import Name
from fawnarules.record import Record


class Phase(Enum):
    """The phase of a Player's turn. The combat chapter names only the Main Phase, so ``other`` stands for
    every phase that is not it, whatever the full rules call that phase (``fawnalore.clarifications.phases``)."""

    MAIN = "main"
    OTHER = "other"


@dataclass(frozen=True)
class Turn(Record):
    """Whose turn it is, which phase a Player's turn is in, and whether its Action is spent.

    A PPC's turn has no phases in this chapter, so ``phase`` is read only on a Player's turn.
    """

    unit: Name
    phase: Phase | None = None
    action_spent: bool = False
