"""The Grit Die: a usage die of at most ud8 that pays for gambits (``falchion.grit.die``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from fawnarules.dice import DieRoll, DieSize
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal

GRIT_MAX = DieSize.D8
"""The Grit Die is ud8 and never grows past it (``falchion.grit.die``, ``falchion.clarifications.grit-maximum``)."""

STEP_DOWN_ON = 2
"""A usage die steps down on a 1 or a 2 (``falchion.grit.cast``)."""

FULL_REST_HOURS = 6
"""Six hours of rest restore the Grit Die to ud8, even when spent (``falchion.grit.rest``)."""


class Gambit(Enum):
    """The gambits the Grit Die pays for (``falchion.grit.gambits``).

    * ``cleave``: the attack also hits adjacent enemies;
    * ``disarm``: the target loses its weapon;
    * ``extra_action``: one more action this round;
    * ``gain_prayer_die``: a Prayer Die to use at once;
    * ``gain_sorcery_die``: a Sorcery Die to use at once;
    * ``kin_ability``: the drifter's kin ability;
    * ``overcome_odds``: any one check is 2 easier;
    * ``reroll``: one die is rolled again, the new result standing;
    * ``redraw``: one card is drawn again, the new card standing;
    * ``strong_melee``: a melee attack is 2 harder and casts one more damage die.
    """

    CLEAVE = "cleave"
    DISARM = "disarm"
    EXTRA_ACTION = "extra_action"
    GAIN_PRAYER_DIE = "gain_prayer_die"
    GAIN_SORCERY_DIE = "gain_sorcery_die"
    KIN_ABILITY = "kin_ability"
    OVERCOME_ODDS = "overcome_odds"
    REROLL = "reroll"
    REDRAW = "redraw"
    STRONG_MELEE = "strong_melee"


class Keeps(StrEnum):
    """Which result stands after a die is rolled again or a card drawn again.

    * ``second``: the new result stands, better or worse (``falchion.grit.gambits``).
    """

    SECOND = "second"


@dataclass(frozen=True)
class GambitEffect(Record):
    """What a gambit does, as numbers; ``keeps`` is which result stands after a reroll or redraw."""

    dr: int = 0
    damage_dice: int = 0
    damage_per_extra_enemy: int = 0
    extra_actions: int = 0
    prayer_dice: int = 0
    sorcery_dice: int = 0
    keeps: Keeps | None = None
    effect: str = ""
    """What the gambit does, in words for a person: not compared by any case."""


GAMBITS = {
    Gambit.CLEAVE: GambitEffect(damage_per_extra_enemy=-1, effect="the same attack also hits adjacent enemies"),
    Gambit.DISARM: GambitEffect(effect="the target loses its weapon"),
    Gambit.EXTRA_ACTION: GambitEffect(extra_actions=1, effect="one more action this round"),
    Gambit.GAIN_PRAYER_DIE: GambitEffect(prayer_dice=1, effect="a Prayer Die to use at once"),
    Gambit.GAIN_SORCERY_DIE: GambitEffect(sorcery_dice=1, effect="a Sorcery Die to use at once"),
    Gambit.KIN_ABILITY: GambitEffect(effect="the drifter's kin ability"),
    Gambit.OVERCOME_ODDS: GambitEffect(dr=-2, effect="any one check is easier"),
    Gambit.REROLL: GambitEffect(keeps=Keeps.SECOND, effect="one die is rolled again"),
    Gambit.REDRAW: GambitEffect(keeps=Keeps.SECOND, effect="one card is drawn again"),
    Gambit.STRONG_MELEE: GambitEffect(dr=2, damage_dice=1, effect="a melee attack hits harder but is harder to land"),
}
"""Each gambit's exact effect (``falchion.grit.gambits``)."""


@dataclass(frozen=True)
class Cast(Record):
    """The Grit Die now (``null`` when spent), its roll and the gambit it pays for."""

    grit: DieSize | None
    roll: DieRoll
    gambit: Gambit


@dataclass(frozen=True)
class CastRequest(Record):
    """The request of ``falchion.cast_grit``."""

    cast: Cast


@dataclass(frozen=True)
class CastResult(Record):
    """The die before and after the cast, and the gambit's effect."""

    gambit: Gambit
    grit_before: DieSize
    roll: int
    stepped_down: bool
    grit_after: DieSize | None
    spent: bool
    disadvantage_on_all_checks: bool
    effect: GambitEffect


def check_grit_size(grit: DieSize | None, path: str) -> None:
    """The Grit Die is never larger than ud8 (``falchion.grit.die``)."""
    if grit is not None and list(DieSize).index(grit) > list(DieSize).index(GRIT_MAX):
        raise InputError(path, f"the Grit Die is at most u{GRIT_MAX.value}")


def cast_grit(cast_request: CastRequest) -> CastResult:
    """Cast the Grit Die for a gambit: a 1 or 2 steps it down a size, and below ud4 it is spent
    (``falchion.grit.cast``, ``falchion.grit.spent``, ``falchion.grit.gambits``)."""
    request = cast_request.cast
    check_grit_size(request.grit, "cast.grit")
    if request.grit is None:
        raise Refusal("falchion.grit.spent", "the Grit Die is spent: no gambit until a long rest")
    if request.roll > request.grit.sides:
        raise InputError("cast.roll", f"a {request.grit.value} cannot show {request.roll}")
    stepped_down = request.roll <= STEP_DOWN_ON
    after = request.grit.step_down() if stepped_down else request.grit
    return CastResult(
        gambit=request.gambit,
        grit_before=request.grit,
        roll=request.roll,
        stepped_down=stepped_down,
        grit_after=after,
        spent=after is None,
        disadvantage_on_all_checks=after is None,
        effect=GAMBITS[request.gambit],
    )


@dataclass(frozen=True)
class Rest(Record):
    """The Grit Die now (``null`` when spent) and whole hours of rest."""

    grit: DieSize | None
    hours: NonNegative


@dataclass(frozen=True)
class RestRequest(Record):
    """The request of ``falchion.rest``."""

    rest: Rest


@dataclass(frozen=True)
class RestResult(Record):
    """The Grit Die after the rest."""

    grit_before: DieSize | None
    hours: int
    grit_after: DieSize | None
    spent: bool


def rest(rest_request: RestRequest) -> RestResult:
    """Six hours restore ud8; a shorter rest gives back one size per full hour, up to ud8, but never
    revives a spent die (``falchion.grit.rest``, ``falchion.clarifications.grit-recovery``)."""
    request = rest_request.rest
    check_grit_size(request.grit, "rest.grit")
    after: DieSize | None = request.grit
    if request.hours >= FULL_REST_HOURS:
        after = GRIT_MAX
    elif after is not None:
        for _ in range(request.hours):
            after = after.step_up(GRIT_MAX)
    return RestResult(grit_before=request.grit, hours=request.hours, grit_after=after, spent=after is None)
