"""Damage and healing of HEA, STA and WIL, and damage to structures
(``awoudan.damage.*``, ``awoudan.niche.structures``)."""

from __future__ import annotations

from dataclasses import dataclass

from fawnarules.awoudan.condition import Condition, ConditionsAfter, Stat, with_condition, without_condition
from fawnarules.awoudan.turn import regain
from fawnarules.dice import D6
from fawnarules.record import NonNegative, Positive, Record
from fawnarules.rejection import InputError

BROKEN_WILL: tuple[Condition, ...] = (
    Condition.SLOWED,
    Condition.IMMOBILIZED,
    Condition.DAZED,
    Condition.STUNNED,
    Condition.FRIGHTENED,
    Condition.EXPOSED,
)
"""The d6 table of a broken will, from the game's own rules, in the order of the die's faces 1 to 6
(``awoudan.damage.willpower``)."""

HEA_PER_STH = 10
"""HEA damage that takes one point of STH (``awoudan.niche.structures``)."""


@dataclass(frozen=True)
class Sufferer(Record):
    """A character's well-being as damage or healing arrives."""

    hea: int
    sta: int
    wil: int
    mind: int = 0
    conditions: tuple[Condition, ...] = ()
    concentrating: bool = False


@dataclass(frozen=True)
class Amount(Record):
    """An amount of damage or healing to one stat."""

    stat: Stat
    amount: NonNegative


@dataclass(frozen=True)
class DamageRequest(Record):
    """The request of ``awoudan.apply_damage``; the d6 rolls are needed when WIL breaks."""

    character: Sufferer
    damage: Amount
    broken_will_roll: D6 | None = None
    will_recovery_roll: D6 | None = None


@dataclass(frozen=True)
class DamageResult(Record):
    """The stats after the damage and every consequence."""

    hea: int
    sta: int
    wil: int
    conditions: ConditionsAfter
    wound: bool
    dying: bool
    drained: bool
    broken_will: Condition | None
    will_regained: int
    concentration_check_penalty: int | None


def has_fallen(before: int, after: int) -> bool:
    """A stat that was above 0 is now 0 or less."""
    return before > 0 >= after


def apply_damage(request: DamageRequest) -> DamageResult:
    """Lower one stat and apply what reaching 0 or less brings.

    HEA: a wound, and the character is dying and unconscious (``awoudan.damage.health``).
    STA: drained, exposed with no save (``awoudan.damage.stamina``).
    WIL: the broken will table, then WIL comes back (``awoudan.damage.willpower``).
    Any damage while concentrating calls for a concentration check (``awoudan.niche.concentration-check``).
    """
    who, damage = request.character, request.damage
    hea, sta, wil = who.hea, who.sta, who.wil
    conditions = who.conditions
    wound = drained = False
    broken: Condition | None = None
    regained = 0
    if damage.stat is Stat.HEA:
        hea -= damage.amount
        wound = has_fallen(who.hea, hea) and Condition.DYING not in conditions
        if wound:
            conditions = with_condition(with_condition(conditions, Condition.DYING), Condition.UNCONSCIOUS)
    elif damage.stat is Stat.STA:
        sta -= damage.amount
        drained = has_fallen(who.sta, sta)
        if drained:
            conditions = with_condition(conditions, Condition.EXPOSED)
    else:
        wil -= damage.amount
        if has_fallen(who.wil, wil):
            broken, regained = break_will(request)
            wil += regained
            conditions = with_condition(conditions, broken)
    return DamageResult(
        hea=hea,
        sta=sta,
        wil=wil,
        conditions=conditions,
        wound=wound,
        dying=Condition.DYING in conditions,
        drained=drained,
        broken_will=broken,
        will_regained=regained,
        concentration_check_penalty=damage.amount if who.concentrating and damage.amount > 0 else None,
    )


def break_will(request: DamageRequest) -> tuple[Condition, int]:
    """Roll on the broken will table, then regain d6 + MIN WIL (``awoudan.damage.willpower``)."""
    if request.broken_will_roll is None:
        raise InputError("broken_will_roll", "WIL fell to 0 or less: roll a d6 on the broken will table")
    if request.will_recovery_roll is None:
        raise InputError("will_recovery_roll", "WIL fell to 0 or less: roll a d6 to regain WIL")
    return BROKEN_WILL[request.broken_will_roll - 1], request.will_recovery_roll + request.character.mind


@dataclass(frozen=True)
class HealRequest(Record):
    """The request of ``awoudan.heal``. ``maximum`` is the healed stat's maximum as it stands,
    lowered already by any exhaustion."""

    character: Sufferer
    healing: Amount
    maximum: Positive


@dataclass(frozen=True)
class HealResult(Record):
    """What the healing restored, the stats after it, and whether the character woke."""

    healed: int
    hea: int
    sta: int
    wil: int
    conditions: ConditionsAfter
    death_saves_cleared: bool


def heal(request: HealRequest) -> HealResult:
    """Raise one stat up to its maximum, never lowering it (``awoudan.clarifications.healing-cap``).
    HEA above 0 ends unconsciousness and dying and throws out the death saves
    (``awoudan.damage.healing``)."""
    who, healing = request.character, request.healing
    before = getattr(who, healing.stat.value)
    after = regain(before, healing.amount, request.maximum)
    hea = after if healing.stat is Stat.HEA else who.hea
    sta = after if healing.stat is Stat.STA else who.sta
    wil = after if healing.stat is Stat.WIL else who.wil
    conditions = who.conditions
    woke = healing.stat is Stat.HEA and hea > 0 and Condition.UNCONSCIOUS in conditions
    if healing.stat is Stat.HEA and hea > 0:
        conditions = without_condition(without_condition(conditions, Condition.DYING), Condition.UNCONSCIOUS)
    return HealResult(healed=after - before, hea=hea, sta=sta, wil=wil, conditions=conditions, death_saves_cleared=woke)


@dataclass(frozen=True)
class Structure(Record):
    """A structure's STH and the HEA damage it has taken short of the next point of STH."""

    sth: NonNegative
    carried: NonNegative = 0


@dataclass(frozen=True)
class StructureRequest(Record):
    """The request of ``awoudan.damage_structure``: hits in order."""

    structure: Structure
    hits: tuple[Amount, ...]


@dataclass(frozen=True)
class StructureHit(Record):
    """What one hit did."""

    stat: Stat
    amount: int
    sth_damage: int
    sth_left: int
    carried: int


@dataclass(frozen=True)
class StructureResult(Record):
    """Each hit, and the structure after them."""

    hits: tuple[StructureHit, ...]
    """One per hit, in the order the request lists them."""
    sth_left: int
    carried: int
    destroyed: bool


def damage_structure(request: StructureRequest) -> StructureResult:
    """Every 10 HEA damage takes 1 STH, counted across hits; STA and WIL damage take none
    (``awoudan.niche.structures``)."""
    if request.structure.carried >= HEA_PER_STH:
        raise InputError("structure.carried", f"damage carried over is below {HEA_PER_STH}")
    sth, carried = request.structure.sth, request.structure.carried
    hits: list[StructureHit] = []
    for hit in request.hits:
        taken = 0
        if hit.stat is Stat.HEA:
            taken, carried = divmod(carried + hit.amount, HEA_PER_STH)
        sth -= taken
        hits.append(StructureHit(hit.stat, hit.amount, taken, sth, carried))
    return StructureResult(hits=tuple(hits), sth_left=sth, carried=carried, destroyed=sth <= 0)
