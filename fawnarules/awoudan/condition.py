"""The three well-being stats and the fourteen conditions (``awoudan.conditions.*``)."""

from __future__ import annotations

from enum import Enum
from typing import Annotated

from pydantic import Field


class Stat(Enum):
    """Health, stamina and willpower: the stats that damage lowers.

    * ``hea``: HEA, health; at 0 or less the character suffers a wound (``awoudan.damage.health``);
    * ``sta``: STA, stamina, spent on stamina actions (``awoudan.damage.stamina``);
    * ``wil``: WIL, willpower, which keeps concentration going (``awoudan.damage.willpower``).
    """

    HEA = "hea"
    STA = "sta"
    WIL = "wil"


class Condition(Enum):
    """The fourteen conditions of the rulebook.

    * ``bleeding``: takes its rating in damage at the start of each turn (``awoudan.conditions.bleeding``);
    * ``broken``: each square of movement costs 1 HEA and 1 STA (``awoudan.conditions.broken``);
    * ``burning``: like bleeding, with its own rating, after bleeding (``awoudan.conditions.burning``);
    * ``dazed``: no stamina actions and no reactions (``awoudan.conditions.dazed``);
    * ``dying``: one death save each turn until stable or dead (``awoudan.conditions.dying``);
    * ``exhausted``: maximum STA and WIL lowered by its rating (``awoudan.conditions.exhausted``);
    * ``exposed``: free actions only, and 4 more damage from each hit (``awoudan.conditions.exposed``);
    * ``frightened``: may not move towards or attack what frightens it (``awoudan.conditions.frightened``);
    * ``grappled``: held by another creature: immobilized, -2 on attacks (``awoudan.conditions.grappled``);
    * ``immobilized``: no move actions, nothing that leaves the square (``awoudan.conditions.immobilized``);
    * ``prone``: lying down: crawling is the only move action (``awoudan.conditions.prone``);
    * ``slowed``: speed halved, rounded down (``awoudan.conditions.slowed``);
    * ``stunned``: loses its free move or its standard action each turn (``awoudan.conditions.stunned``);
    * ``unconscious``: takes no actions at all, not even reactions (``awoudan.conditions.unconscious``).
    """

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


ConditionsAfter = Annotated[
    tuple[Condition, ...],
    Field(
        description="The character's conditions afterwards: those it had, in the order the request lists them, "
        "less any that ended, then those it gained, in the order it gained them."
    ),
]
"""A character's conditions in a result, each listed once."""


def with_condition(conditions: tuple[Condition, ...], gained: Condition) -> tuple[Condition, ...]:
    """The conditions plus ``gained``, each listed once, in the order they were gained."""
    return conditions if gained in conditions else (*conditions, gained)


def without_condition(conditions: tuple[Condition, ...], lost: Condition) -> tuple[Condition, ...]:
    """The conditions less ``lost``."""
    return tuple(condition for condition in conditions if condition is not lost)
