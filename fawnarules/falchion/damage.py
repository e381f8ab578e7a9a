"""Damage: the dice, a crit's or botch's maximum, armor, the minimum of 1 and the die that armor drops to.

Armor is a die: its roll comes off the damage. Whatever the armor, at least
1 damage gets through, but that minimum never downs anyone
(``falchion.damage.minimum``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from annotated_types import Ge

from fawnarules.dice import DieRoll, DieSize
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError

MINIMUM_DAMAGE = 1
"""Every hit deals at least 1 (``falchion.damage.minimum``)."""

CLEAVE_PER_EXTRA_ENEMY = 1
"""Cleave takes 1 off the damage for each enemy past the first (``falchion.grit.gambits``)."""


@dataclass(frozen=True)
class Weapon(Record):
    """The damage dice of a weapon: how many, and of which size."""

    dice: Annotated[int, Ge(1)]
    size: DieSize


@dataclass(frozen=True)
class Armor(Record):
    """The armor die of the one taking the damage, and its roll."""

    size: DieSize
    roll: DieRoll


@dataclass(frozen=True)
class Hit(Record):
    """The damage of one hit and the one taking it.

    ``maximized`` is set after a crit or a botch: the one taking this damage
    takes the dice's maximum on top of the roll, and its armor drops a size.
    ``strong_melee`` adds one die of the weapon's size (the gambit); ``cleave``
    is how many enemies past the first the same attack hits.
    """

    weapon: Weapon
    rolls: tuple[DieRoll, ...]
    hp: Annotated[int, Ge(1)]
    armor: Armor | None = None
    maximized: bool = False
    strong_melee: bool = False
    cleave: NonNegative = 0


@dataclass(frozen=True)
class DamageRequest(Record):
    """The request of ``falchion.deal_damage``."""

    hit: Hit


@dataclass(frozen=True)
class DamageResult(Record):
    """Every step from the dice to the hit points left."""

    dice: int
    rolled: int
    maximum: int
    cleave_penalty: int
    armor_roll: int
    after_armor: int
    minimum_applied: bool
    damage: int
    hp_lost: int
    hp_left: int
    downed: bool
    armor_after: DieSize | None


def damage_dice(request: Hit) -> int:
    """The weapon's dice, plus one for Strong Melee Attack (``falchion.grit.gambits``)."""
    return request.weapon.dice + (1 if request.strong_melee else 0)


def check_rolls(request: Hit, dice: int) -> None:
    """One roll per die, each on the die's faces; the armor roll on the armor die."""
    if len(request.rolls) != dice:
        raise InputError("hit.rolls", f"{dice} damage die/dice are cast, so {dice} roll(s) are needed")
    sides = request.weapon.size.sides
    for index, roll in enumerate(request.rolls):
        if roll > sides:
            raise InputError(f"hit.rolls.{index}", f"a {request.weapon.size.value} cannot show {roll}")
    if request.armor is not None and request.armor.roll > request.armor.size.sides:
        raise InputError("hit.armor.roll", f"a {request.armor.size.value} cannot show {request.armor.roll}")


def damage_of(after_armor: int) -> int:
    """What armor leaves of the damage, but never less than 1 (``falchion.damage.minimum``)."""
    return max(after_armor, MINIMUM_DAMAGE)


def hp_after_minimum(hp: int, damage: int, minimum_applied: bool) -> int:
    """Hit points left; the minimum damage cannot take the last one (``falchion.damage.minimum``)."""
    if minimum_applied:
        return max(hp - damage, MINIMUM_DAMAGE)
    return hp - damage


def deal_damage(damage_request: DamageRequest) -> DamageResult:
    """Cast the damage dice and take the result off the target's HP (``falchion.damage.dice``,
    ``falchion.damage.minimum``, ``falchion.checks.crits-and-botches``, ``falchion.damage.die-ladder``)."""
    request = damage_request.hit
    dice = damage_dice(request)
    check_rolls(request, dice)
    rolled = sum(request.rolls)
    maximum = dice * request.weapon.size.sides if request.maximized else 0
    cleave_penalty = CLEAVE_PER_EXTRA_ENEMY * request.cleave
    armor_roll = 0 if request.armor is None else request.armor.roll
    after_armor = maximum + rolled - cleave_penalty - armor_roll
    minimum_applied = after_armor < MINIMUM_DAMAGE
    damage = damage_of(after_armor)
    hp_left = hp_after_minimum(request.hp, damage, minimum_applied)
    armor_after = None
    if request.armor is not None:
        armor_after = request.armor.size.step_down() if request.maximized else request.armor.size
    return DamageResult(
        dice=dice,
        rolled=rolled,
        maximum=maximum,
        cleave_penalty=cleave_penalty,
        armor_roll=armor_roll,
        after_armor=after_armor,
        minimum_applied=minimum_applied,
        damage=damage,
        hp_lost=request.hp - hp_left,
        hp_left=hp_left,
        downed=hp_left <= 0,
        armor_after=armor_after,
    )
