"""The start and the end of a character's turn: damage over time, recovery and regeneration
(``awoudan.conditions.bleeding``, ``awoudan.conditions.burning``, ``awoudan.niche.*-regeneration``)."""

from __future__ import annotations

from dataclasses import dataclass

from fawnarules.awoudan.condition import Condition, ConditionsAfter, with_condition, without_condition
from fawnarules.dice import D4, D6, D8
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError

MIN_EXHAUSTED_MAXIMUM = 1
"""Exhaustion never lowers a maximum below this (``awoudan.conditions.exhausted``)."""

DAMAGE_OVER_TIME = (Condition.BLEEDING, Condition.BURNING)
"""Conditions that deal their rating as damage at the start of the turn, in this order."""


@dataclass(frozen=True)
class Afflicted(Record):
    """A character whose turn starts, with the ratings of its rated conditions."""

    hea: int
    conditions: tuple[Condition, ...] = ()
    bleeding: NonNegative | None = None
    burning: NonNegative | None = None


@dataclass(frozen=True)
class StartRequest(Record):
    """The request of ``awoudan.start_turn``."""

    character: Afflicted


@dataclass(frozen=True)
class Tick(Record):
    """The damage one condition dealt."""

    condition: Condition
    damage: int
    hea_after: int
    wound: bool


@dataclass(frozen=True)
class StartResult(Record):
    """Each condition's damage, and the character after it."""

    ticks: tuple[Tick, ...]
    """The damage of each condition that dealt some, in the order bleeding, then burning
    (``awoudan.conditions.burning``)."""
    hea: int
    wounds: int
    conditions: ConditionsAfter


def start_turn(request: StartRequest) -> StartResult:
    """Bleeding, then burning, deal their rating to HEA; one that takes HEA to 0 or less
    causes a wound and ends (``awoudan.conditions.bleeding``, ``awoudan.conditions.burning``)."""
    who = request.character
    hea, conditions = who.hea, who.conditions
    ticks: list[Tick] = []
    for condition in DAMAGE_OVER_TIME:
        rating = getattr(who, condition.value)
        if condition not in who.conditions:
            # Given at all is what counts: a rating of 0 for a condition the character lacks is as stray as any
            # other (``awoudan.clarifications.fields-that-do-not-fit``).
            if rating is not None:
                raise InputError(
                    f"character.{condition.value}", f"the character is not {condition.value}: leave it out"
                )
            continue
        if rating is None:
            raise InputError(f"character.{condition.value}", f"{condition.value} needs its rating")
        after = hea - rating
        wound = hea > 0 >= after
        if wound:
            conditions = with_condition(
                with_condition(without_condition(conditions, condition), Condition.DYING), Condition.UNCONSCIOUS
            )
        ticks.append(Tick(condition, rating, after, wound))
        hea = after
    return StartResult(ticks=tuple(ticks), hea=hea, wounds=sum(tick.wound for tick in ticks), conditions=conditions)


@dataclass(frozen=True)
class Rester(Record):
    """A character whose turn ends."""

    sta: int
    wil: int
    max_sta: NonNegative
    max_wil: NonNegative
    endurance: int = 0
    mind: int = 0
    conditions: tuple[Condition, ...] = ()
    exhausted: NonNegative | None = None


@dataclass(frozen=True)
class EndRolls(Record):
    """The dice of the end of the turn, each given exactly when its rule applies."""

    stamina: D4 | None = None
    rest: D6 | None = None
    recovery: D8 | None = None


@dataclass(frozen=True)
class EndRequest(Record):
    """The request of ``awoudan.end_turn``. ``recovering`` marks the end of the turn after STA was drained."""

    character: Rester
    spent_sta: bool = False
    spent_wil: bool = False
    rested: bool = False
    recovering: bool = False
    rolls: EndRolls = EndRolls()


@dataclass(frozen=True)
class EndResult(Record):
    """What the end of the turn restored."""

    max_sta: int
    max_wil: int
    recovered: int
    sta_regained: int
    wil_regained: int
    sta: int
    wil: int
    conditions: ConditionsAfter


def maximums(who: Rester) -> tuple[int, int]:
    """Maximum STA and WIL, each lowered by the exhausted rating but not below 1 (``awoudan.conditions.exhausted``)."""
    if Condition.EXHAUSTED not in who.conditions:
        # Given at all is what counts: a rating of 0 on a character not exhausted is as stray as any other.
        if who.exhausted is not None:
            raise InputError("character.exhausted", "the character is not exhausted: leave the rating out")
        return who.max_sta, who.max_wil
    if who.exhausted is None:
        raise InputError("character.exhausted", "exhausted needs its rating")
    return (
        max(MIN_EXHAUSTED_MAXIMUM, who.max_sta - who.exhausted),
        max(MIN_EXHAUSTED_MAXIMUM, who.max_wil - who.exhausted),
    )


def regain(current: int, amount: int, maximum: int) -> int:
    """Regaining never lowers a stat and never lifts it past its maximum (``awoudan.niche.stamina-regeneration``,
    ``awoudan.clarifications.healing-cap``)."""
    return max(current, min(current + amount, maximum))


def needed(roll: int | None, path: str, why: str) -> int:
    """A roll the rules reach, or an input error naming it."""
    if roll is None:
        raise InputError(path, why)
    return roll


def check_rolls(request: EndRequest) -> None:
    """A roll given without what rolls it is an input error, whatever its value
    (``awoudan.clarifications.fields-that-do-not-fit``): the d4 only when STA was not spent and so
    regenerates, the d6 only after a rest, the d8 only when recovering from drained stamina."""
    rolls = request.rolls
    if rolls.stamina is not None and request.spent_sta:
        raise InputError("rolls.stamina", "STA was spent this turn, so it does not regenerate: leave the d4 out")
    if rolls.rest is not None and not request.rested:
        raise InputError("rolls.rest", "the d6 is rolled only after a rest: leave it out")
    if rolls.recovery is not None and not request.recovering:
        raise InputError("rolls.recovery", "the d8 is rolled only when recovering from drained stamina: leave it out")


def end_turn(request: EndRequest) -> EndResult:
    """Recover from drained stamina, then regenerate what was not spent.

    The turn after STA was drained ends exposure and restores d8 + END
    (``awoudan.damage.stamina``). Unspent STA regenerates d4 + END
    (``awoudan.niche.stamina-regeneration``), unspent WIL regenerates MIN
    (``awoudan.niche.willpower-regeneration``); resting adds a d6 to each
    (``awoudan.actions.rest``).
    """
    who, rolls = request.character, request.rolls
    max_sta, max_wil = maximums(who)
    check_rolls(request)
    sta, wil, conditions = who.sta, who.wil, who.conditions
    recovered = 0
    if request.recovering:
        recovery = needed(rolls.recovery, "rolls.recovery", "recovering from drained stamina rolls a d8")
        before = sta
        sta = regain(sta, recovery + who.endurance, max_sta)
        recovered = sta - before
        conditions = without_condition(conditions, Condition.EXPOSED)
    regenerates = not (request.spent_sta and request.spent_wil)
    rest = needed(rolls.rest, "rolls.rest", "resting adds a d6") if request.rested and regenerates else 0
    sta_before, wil_before = sta, wil
    if not request.spent_sta:
        stamina = needed(rolls.stamina, "rolls.stamina", "stamina regeneration rolls a d4")
        sta = regain(sta, stamina + who.endurance + rest, max_sta)
    if not request.spent_wil:
        wil = regain(wil, who.mind + rest, max_wil)
    return EndResult(
        max_sta=max_sta,
        max_wil=max_wil,
        recovered=recovered,
        sta_regained=sta - sta_before,
        wil_regained=wil - wil_before,
        sta=sta,
        wil=wil,
        conditions=conditions,
    )
