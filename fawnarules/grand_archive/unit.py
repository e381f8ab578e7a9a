"""Champions and allies: the units damage is marked on, and what happens to it later.

Damage on an ally is temporary and is cleared in the end phase; damage on a champion
stays as damage counters until an effect such as Recover removes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import Field

from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError


@dataclass(frozen=True)
class Champion(Record):
    """A champion with the damage counters it carries."""

    kind: Literal["champion"]
    name: str
    life: NonNegative
    damage: NonNegative = 0
    immortal: bool = False


@dataclass(frozen=True)
class Ally(Record):
    """An ally with the temporary damage marked on it this turn."""

    kind: Literal["ally"]
    name: str
    life: NonNegative
    damage: NonNegative = 0


Unit = Annotated[Champion | Ally, Field(discriminator="kind")]


class UnitKind(StrEnum):
    """The two kinds of unit.

    * ``champion``: keeps its damage counters from turn to turn (``grand_archive.units.champion-counters``);
    * ``ally``: loses its temporary damage in the clean-up (``grand_archive.units.ally-clean-up``).
    """

    CHAMPION = "champion"
    ALLY = "ally"


def marked_of(unit: Champion | Ally, taken: int) -> int:
    """The damage on ``unit`` once it takes ``taken`` more: an ally's adds up over the turn, a champion's counters
    from one event to the next (``grand_archive.units.champion-counters``), past its life when Immortality keeps
    it alive (``grand_archive.units.immortality``)."""
    return unit.damage + taken


def is_destroyed(ally: Ally, damage: int) -> bool:
    """An ally is destroyed when the damage marked on it reaches its life (``grand_archive.units.ally-destroyed``)."""
    return damage >= ally.life


def has_died(champion: Champion, damage: int) -> bool:
    """A champion dies when its damage counters reach its life (``grand_archive.units.champion-death``), unless
    Immortality keeps it alive however many counters it has (``grand_archive.units.immortality``)."""
    return not champion.immortal and damage >= champion.life


def is_lethal(unit: Champion | Ally, damage: int) -> bool:
    """Whether ``damage`` marked on ``unit`` destroys the ally or kills the champion."""
    return has_died(unit, damage) if isinstance(unit, Champion) else is_destroyed(unit, damage)


def check_on_field(unit: Champion | Ally, path: str) -> None:
    """Reject a unit the life check would already have taken off the field
    (``grand_archive.clarifications.ally-death-timing``)."""
    if is_lethal(unit, unit.damage):
        raise InputError(
            f"{path}.damage",
            f"{unit.name} has {unit.damage} damage against {unit.life} life: "
            "the check right after that damage removed it from the field",
        )


@dataclass(frozen=True)
class CleanUpRequest(Record):
    """The request of ``grand_archive.clean_up``: the units on the field as the end phase's clean-up begins."""

    units: tuple[Unit, ...]


@dataclass(frozen=True)
class UnitDamage(Record):
    """A unit's damage before and after."""

    name: str
    """The unit's name, as the request gives it."""
    kind: UnitKind
    before: int
    after: int


@dataclass(frozen=True)
class CleanUpResult(Record):
    """Every unit's damage once the clean-up is over."""

    units: tuple[UnitDamage, ...]
    """Every unit, in the order of the request's units."""


def clean_up(request: CleanUpRequest) -> CleanUpResult:
    """Remove the temporary damage of every ally; champions keep their counters
    (``grand_archive.units.ally-clean-up``, ``grand_archive.units.champion-counters``)."""
    for number, unit in enumerate(request.units):
        check_on_field(unit, f"units.{number}")
    return CleanUpResult(
        units=tuple(
            UnitDamage(
                name=unit.name,
                kind=UnitKind(unit.kind),
                before=unit.damage,
                after=unit.damage if isinstance(unit, Champion) else 0,
            )
            for unit in request.units
        )
    )


@dataclass(frozen=True)
class RecoverRequest(Record):
    """The request of ``grand_archive.recover``: the champion and the X of Recover X."""

    champion: Champion
    amount: NonNegative


@dataclass(frozen=True)
class RecoverResult(Record):
    """How many counters came off and how many are left."""

    removed: int
    damage: int


def recover(request: RecoverRequest) -> RecoverResult:
    """Remove up to X damage counters from the champion (``grand_archive.units.recover``,
    ``grand_archive.clarifications.recover-more-than-marked``)."""
    champion = request.champion
    check_on_field(champion, "champion")
    removed = min(request.amount, champion.damage)
    return RecoverResult(removed=removed, damage=champion.damage - removed)
