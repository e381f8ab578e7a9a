"""The three well-being stats and the fourteen conditions (``awoudan.conditions.*``)."""

from __future__ import annotations

from enum import Enum


class Stat(Enum):
    """Health, stamina and willpower: the stats that damage lowers."""

    HEA = "hea"
    STA = "sta"
    WIL = "wil"


class Condition(Enum):
    """The fourteen conditions of the rulebook."""

    BLEEDING = "bleeding"
    BROKEN = "broken"
    BURNING = "burning"
    DAZED = "dazed"
    DYING = "dying"
    EXHAUSTED = "exhausted"
    EXPOSED = "exposed"
    FRIGHTENED = "frightened"
    GRAPPLED = "grappled"
    IMMOBILIZED = "immobilized"
    PRONE = "prone"
    SLOWED = "slowed"
    STUNNED = "stunned"
    UNCONSCIOUS = "unconscious"


def with_condition(conditions: tuple[Condition, ...], gained: Condition) -> tuple[Condition, ...]:
    """The conditions plus ``gained``, each listed once, in the order they were gained."""
    return conditions if gained in conditions else (*conditions, gained)


def without_condition(conditions: tuple[Condition, ...], lost: Condition) -> tuple[Condition, ...]:
    """The conditions less ``lost``."""
    return tuple(condition for condition in conditions if condition is not lost)
