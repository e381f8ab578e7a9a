"""Effects in play, as data: what they change, whose they are, and which damage they apply to.

An effect's ``applies_to`` says whether it speaks of attacks ("attack damage +2") or of
any damage ("-2 damage taken"); an attacks-only effect never touches non-attack damage
(``fawnalore.damage.attack-only-effects``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated, Literal

from pydantic import Field

from fawnarules.fawnalore.unit import Name
from fawnarules.record import NonNegative, Record


class AppliesTo(Enum):
    """Which damage an effect speaks of."""

    ATTACKS = "attacks"
    ALL_DAMAGE = "all_damage"


@dataclass(frozen=True)
class DamageDealt(Record):
    """A modifier to the damage its holder deals, added at step 1 (``fawnalore.attack.damage-dealt``)."""

    kind: Literal["damage_dealt"]
    holder: Name
    source: Name
    amount: int
    applies_to: AppliesTo = AppliesTo.ALL_DAMAGE


@dataclass(frozen=True)
class RangeModifier(Record):
    """A modifier to its holder's range from a card or ability (``fawnalore.board.range-stat``)."""

    kind: Literal["range"]
    holder: Name
    source: Name
    amount: int


@dataclass(frozen=True)
class DamageTaken(Record):
    """A flat reduction of the damage its holder takes, subtracted at step 2 (``fawnalore.damage.reduction``)."""

    kind: Literal["damage_taken"]
    holder: Name
    source: Name
    amount: NonNegative
    applies_to: AppliesTo = AppliesTo.ALL_DAMAGE


@dataclass(frozen=True)
class Reduce(Record):
    """Pre-damage window: the holder would take less (``fawnalore.window.reduce``)."""

    kind: Literal["reduce"]
    holder: Name
    source: Name
    amount: NonNegative
    applies_to: AppliesTo = AppliesTo.ALL_DAMAGE


@dataclass(frozen=True)
class Prevent(Record):
    """Pre-damage window: the holder takes none of it (``fawnalore.window.prevent``)."""

    kind: Literal["prevent"]
    holder: Name
    source: Name
    applies_to: AppliesTo = AppliesTo.ALL_DAMAGE


@dataclass(frozen=True)
class Redirect(Record):
    """Pre-damage window: another unit takes it instead (``fawnalore.window.redirect``)."""

    kind: Literal["redirect"]
    holder: Name
    source: Name
    to: Name
    applies_to: AppliesTo = AppliesTo.ALL_DAMAGE


@dataclass(frozen=True)
class Replace(Record):
    """Pre-damage window: something else happens instead of the damage (``fawnalore.window.replace``)."""

    kind: Literal["replace"]
    holder: Name
    source: Name
    instead: Name
    applies_to: AppliesTo = AppliesTo.ALL_DAMAGE


WindowEffect = Reduce | Prevent | Redirect | Replace
Effect = Annotated[
    DamageDealt | RangeModifier | DamageTaken | Reduce | Prevent | Redirect | Replace,
    Field(discriminator="kind"),
]


def is_applicable(effect: DamageDealt | DamageTaken | WindowEffect, is_attack: bool) -> bool:
    """Whether the effect applies to this damage: attacks-only effects skip non-attack damage
    (``fawnalore.damage.attack-only-effects``)."""
    return is_attack or effect.applies_to is AppliesTo.ALL_DAMAGE
