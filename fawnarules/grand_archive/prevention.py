"""Prevention effects: what they take out of a damage event, and what is left of them.

Prevention takes damage out of the event before it is taken; the prevented part never
happens (``grand_archive.prevention.does-not-happen``). Preventions apply one after
another in the order the target's controller chose, which is the order of the request
(``grand_archive.prevention.order``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError


class PreventionKind(Enum):
    """The two kinds of prevention.

    * ``shielding``: keeps a buffer that wears down as it prevents (``grand_archive.prevention.shielding``);
    * ``instance``: is spent by one attempt to prevent (``grand_archive.prevention.instance``).
    """

    SHIELDING = "shielding"
    INSTANCE = "instance"


class DamageType(Enum):
    """Which damage a prevention acts on (``grand_archive.prevention.damage-type``).

    * ``any``: every damage;
    * ``combat``: only an attack's damage (``grand_archive.kinds.combat``);
    * ``non-combat``: only the damage of an action or an ability (``grand_archive.kinds.non-combat``).
    """

    ANY = "any"
    COMBAT = "combat"
    NON_COMBAT = "non-combat"


@dataclass(frozen=True)
class Prevention(Record):
    """One prevention effect protecting the target.

    ``amount`` is how much it prevents; an instance without an amount prevents all of
    the damage. A shielding buffer always has an amount.
    """

    kind: PreventionKind
    amount: NonNegative | None = None
    against: DamageType = DamageType.ANY


@dataclass(frozen=True)
class PreventionOutcome(Record):
    """What one prevention did: whether it tried, how much it took out, what is left of it.

    ``left`` is the shielding buffer still up, or ``None`` for an instance, which is gone
    once ``used``.
    """

    kind: PreventionKind
    used: bool
    prevented: int
    left: int | None


@dataclass(frozen=True)
class Prevented:
    """The damage left after every prevention, and each prevention's outcome."""

    damage: int
    outcomes: tuple[PreventionOutcome, ...]


def check_preventions(preventions: tuple[Prevention, ...]) -> None:
    """A shielding buffer needs an amount to absorb (``grand_archive.prevention.shielding``)."""
    for number, prevention in enumerate(preventions):
        if prevention.kind is PreventionKind.SHIELDING and prevention.amount is None:
            raise InputError(f"preventions.{number}.amount", "a shielding prevention absorbs a set amount of damage")


def is_applicable(prevention: Prevention, combat: bool) -> bool:
    """A prevention that names a damage type acts only on that type (``grand_archive.prevention.damage-type``)."""
    if prevention.against is DamageType.COMBAT:
        return combat
    if prevention.against is DamageType.NON_COMBAT:
        return not combat
    return True


def untouched(prevention: Prevention) -> PreventionOutcome:
    """The outcome of a prevention that did not try: a shielding buffer keeps all of it."""
    left = prevention.amount if prevention.kind is PreventionKind.SHIELDING else None
    return PreventionOutcome(kind=prevention.kind, used=False, prevented=0, left=left)


def attempt(prevention: Prevention, damage: int) -> PreventionOutcome:
    """One prevention tries to take damage out of the event.

    A shielding buffer wears down by exactly what it prevents, so it is not used when
    it prevents nothing (``grand_archive.prevention.shielding``). An instance is spent by
    the attempt even when nothing is left for it to prevent
    (``grand_archive.prevention.instance``).
    """
    if prevention.kind is PreventionKind.INSTANCE:
        prevented = damage if prevention.amount is None else min(damage, prevention.amount)
        return PreventionOutcome(kind=prevention.kind, used=True, prevented=prevented, left=None)
    buffer = prevention.amount or 0  # a shielding buffer always has an amount (check_preventions)
    prevented = min(damage, buffer)
    return PreventionOutcome(kind=prevention.kind, used=prevented > 0, prevented=prevented, left=buffer - prevented)


def prevent(damage: int, preventions: tuple[Prevention, ...], combat: bool, unpreventable: bool) -> Prevented:
    """Apply the preventions in order to ``damage``.

    Unpreventable damage meets none of them (``grand_archive.kinds.unpreventable``), and
    damage of 0 would deal nothing, so there is nothing to try to prevent
    (``grand_archive.clarifications.prevention-at-zero``).
    """
    outcomes: list[PreventionOutcome] = []
    left = damage
    for prevention in preventions:
        if unpreventable or damage == 0 or not is_applicable(prevention, combat):
            outcomes.append(untouched(prevention))
            continue
        outcome = attempt(prevention, left)
        left -= outcome.prevented
        outcomes.append(outcome)
    return Prevented(damage=left, outcomes=tuple(outcomes))
