"""Checks and saves (``awoudan.checks.*``, ``awoudan.conditions.saves``, ``awoudan.damage.death-saves``).

A check is a d12 plus an ability score and succeeds on a total above 6; an opposed
check subtracts the opponent's score. These come from the game's own rules on checks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Annotated

from annotated_types import Ge, Le

from fawnarules.awoudan.attack import CHARGE_BONUS, AttackKind, Charge, check_charge
from fawnarules.awoudan.condition import Condition
from fawnarules.dice import D12
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal

DIFFICULTY = 6
"""A check succeeds on a total above this (``awoudan.checks.difficulty``)."""

DEATH_SAVES_TO_END = 3
"""Three successes stabilise, three failures kill (``awoudan.damage.death-saves``)."""


class Ability(StrEnum):
    """The five abilities a save may use, named as in :class:`Scores` (``awoudan.conditions.saves``).

    * ``strength``: the STR score;
    * ``dexterity``: the DEX score;
    * ``vitality``: the VIT score;
    * ``spirit``: the SPI score;
    * ``mind``: the MIN score.
    """

    STRENGTH = "strength"
    DEXTERITY = "dexterity"
    VITALITY = "vitality"
    SPIRIT = "spirit"
    MIND = "mind"


SAVE_ABILITY: dict[Condition, Ability] = {
    Condition.BLEEDING: Ability.VITALITY,
    Condition.BURNING: Ability.DEXTERITY,
    Condition.DAZED: Ability.MIND,
    Condition.EXPOSED: Ability.SPIRIT,
    Condition.FRIGHTENED: Ability.SPIRIT,
    Condition.GRAPPLED: Ability.STRENGTH,
    Condition.IMMOBILIZED: Ability.VITALITY,
    Condition.SLOWED: Ability.VITALITY,
    Condition.STUNNED: Ability.MIND,
}
"""The ability each condition's save uses (``awoudan.conditions.saves``)."""


class Edge(Enum):
    """Advantage rolls 2d12 and keeps the higher; disadvantage keeps the lower (``awoudan.checks.advantage``).

    * ``none``: one d12;
    * ``advantage``: two d12s, the higher kept;
    * ``disadvantage``: two d12s, the lower kept.
    """

    NONE = "none"
    ADVANTAGE = "advantage"
    DISADVANTAGE = "disadvantage"


class Purpose(Enum):
    """What the check is for, which decides what success brings.

    * ``plain``: any check against the difficulty alone (``awoudan.checks.difficulty``);
    * ``bull_rush``: an opposed STR check to push a foe (``awoudan.actions.bull-rush``);
    * ``grapple``: an opposed STR check to seize a foe (``awoudan.actions.grapple``);
    * ``concentration``: a MIN check to keep an effect going after damage (``awoudan.niche.concentration-check``).
    """

    PLAIN = "plain"
    BULL_RUSH = "bull_rush"
    GRAPPLE = "grapple"
    CONCENTRATION = "concentration"


OPPOSED_PURPOSES = frozenset({Purpose.BULL_RUSH, Purpose.GRAPPLE})


@dataclass(frozen=True)
class CheckRequest(Record):
    """The request of ``awoudan.make_check``."""

    ability: int
    roll: D12
    purpose: Purpose = Purpose.PLAIN
    edge: Edge = Edge.NONE
    second_roll: D12 | None = None
    help_reroll: D12 | None = None
    opponent: int | None = None
    damage_taken: NonNegative | None = None
    bonus: int = 0
    charge: Charge | None = None


class Outcome(StrEnum):
    """What a check brings about, by its purpose and whether it succeeded.

    * ``success``: a plain check succeeded;
    * ``failure``: a plain check failed;
    * ``target pushed 1 square and prone, or 2 squares``: a bull rush succeeded (``awoudan.actions.bull-rush``);
    * ``no push``: a bull rush failed;
    * ``target grappled``: a grapple succeeded (``awoudan.actions.grapple``);
    * ``no grapple``: a grapple failed;
    * ``effect continues``: a concentration check succeeded (``awoudan.niche.concentration-check``);
    * ``effect ends``: a concentration check failed.
    """

    SUCCESS = "success"
    FAILURE = "failure"
    PUSHED = "target pushed 1 square and prone, or 2 squares"
    NO_PUSH = "no push"
    GRAPPLED = "target grappled"
    NO_GRAPPLE = "no grapple"
    CONTINUES = "effect continues"
    ENDS = "effect ends"


@dataclass(frozen=True)
class CheckResult(Record):
    """The roll kept, every term of the total, and what success or failure brings."""

    kept_roll: int
    ability: int
    opponent: int
    penalty: int
    bonus: int
    total: int
    success: bool
    outcome: Outcome


def kept_roll(roll: int, second: int | None, edge: Edge, reroll: int | None) -> int:
    """The die that counts: a help reroll replaces the first roll (``awoudan.checks.help``), then advantage
    keeps the higher of two and disadvantage the lower (``awoudan.checks.advantage``)."""
    first = roll if reroll is None else reroll
    if edge is Edge.NONE:
        if second is not None:
            raise InputError("second_roll", "a second d12 is rolled only with advantage or disadvantage")
        return first
    if second is None:
        raise InputError("second_roll", f"{edge.value} rolls a second d12")
    return max(first, second) if edge is Edge.ADVANTAGE else min(first, second)


def is_success(total: int) -> bool:
    """A check succeeds on a total above 6 (``awoudan.checks.difficulty``)."""
    return total > DIFFICULTY


def make_check(request: CheckRequest) -> CheckResult:
    """Make a check (``awoudan.checks.difficulty``, ``awoudan.checks.opposed``).

    A bull rush or grapple is an opposed STR check (``awoudan.actions.bull-rush``,
    ``awoudan.actions.grapple``); a charge adds 2 to a bull rush
    (``awoudan.actions.charge``); a concentration check subtracts the damage taken, which it
    cannot do without (``awoudan.niche.concentration-check``, ``awoudan.clarifications.concentration-damage``).
    """
    if request.purpose in OPPOSED_PURPOSES and request.opponent is None:
        raise InputError("opponent", f"a {request.purpose.value} is an opposed check: give the target's STR")
    if request.damage_taken is None and request.purpose is Purpose.CONCENTRATION:
        raise InputError("damage_taken", "a concentration check is made on taking damage: give the damage taken")
    # Given at all is what counts: damage taken of 0 on another check is as stray as any other
    # (``awoudan.clarifications.fields-that-do-not-fit``).
    if request.damage_taken is not None and request.purpose is not Purpose.CONCENTRATION:
        raise InputError(
            "damage_taken", f"only a concentration check counts the damage taken, not a {request.purpose.value}"
        )
    if request.charge is not None:
        if request.purpose is not Purpose.BULL_RUSH:
            raise Refusal("awoudan.actions.charge", "a charge ends in a melee attack or a bull rush")
        check_charge(request.charge, AttackKind.MELEE)
    kept = kept_roll(request.roll, request.second_roll, request.edge, request.help_reroll)
    opponent = request.opponent or 0
    penalty = request.damage_taken or 0
    bonus = request.bonus + (CHARGE_BONUS if request.charge is not None else 0)
    total = kept + request.ability - opponent - penalty + bonus
    success = is_success(total)
    return CheckResult(
        kept_roll=kept,
        ability=request.ability,
        opponent=opponent,
        penalty=penalty,
        bonus=bonus,
        total=total,
        success=success,
        outcome=check_outcome(request.purpose, success),
    )


def check_outcome(purpose: Purpose, success: bool) -> Outcome:
    """What the check brings about."""
    if purpose is Purpose.BULL_RUSH:
        return Outcome.PUSHED if success else Outcome.NO_PUSH
    if purpose is Purpose.GRAPPLE:
        return Outcome.GRAPPLED if success else Outcome.NO_GRAPPLE
    if purpose is Purpose.CONCENTRATION:
        return Outcome.CONTINUES if success else Outcome.ENDS
    return Outcome.SUCCESS if success else Outcome.FAILURE


class Source(Enum):
    """Where a condition came from: some sources allow no save, or no save action.

    * ``effect``: an attack, a spell or another effect;
    * ``wound``: a wound, whose condition the save action cannot end (``awoudan.conditions.save-action``);
    * ``drained_stamina``: STA drained to 0, whose exposure allows no save (``awoudan.damage.stamina``);
    * ``shield``: shielding, whose exposure allows no save on the next turn (``awoudan.reactions.shield``).
    """

    EFFECT = "effect"
    WOUND = "wound"
    DRAINED_STAMINA = "drained_stamina"
    SHIELD = "shield"


class Timing(Enum):
    """Saves come at the start of the turn, or as the save standard action.

    * ``start_of_turn``: the save at the start of the sufferer's turn (``awoudan.conditions.saves``);
    * ``save_action``: the save standard action (``awoudan.conditions.save-action``).
    """

    START_OF_TURN = "start_of_turn"
    SAVE_ACTION = "save_action"


SavesSoFar = Annotated[int, Ge(0), Le(DEATH_SAVES_TO_END - 1)]


@dataclass(frozen=True)
class Scores(Record):
    """The ability scores a save may use."""

    strength: int = 0
    dexterity: int = 0
    vitality: int = 0
    spirit: int = 0
    mind: int = 0


@dataclass(frozen=True)
class DeathSaves(Record):
    """Death saves made so far, each below three."""

    successes: SavesSoFar = 0
    failures: SavesSoFar = 0


@dataclass(frozen=True)
class Tally(Record):
    """Death saves after this one."""

    successes: int
    failures: int


@dataclass(frozen=True)
class SaveRequest(Record):
    """The request of ``awoudan.make_save``: one save against one condition."""

    condition: Condition
    roll: D12
    scores: Scores = Scores()
    source: Source = Source.EFFECT
    timing: Timing = Timing.START_OF_TURN
    help_reroll: D12 | None = None
    death_saves: DeathSaves = DeathSaves()


class DeathState(StrEnum):
    """Where a dying character stands after a death save (``awoudan.damage.death-saves``).

    * ``dying``: still dying: fewer than three successes or three failures so far;
    * ``stable``: the third success: no longer dying;
    * ``dead``: the third failure.
    """

    DYING = "dying"
    STABLE = "stable"
    DEAD = "dead"


@dataclass(frozen=True)
class SaveResult(Record):
    """The save's terms and whether the condition is gone. For a death save, the tally and the state."""

    ability: Ability | None
    kept_roll: int
    total: int
    success: bool
    removed: bool
    death_saves: Tally | None
    state: DeathState | None


def make_save(request: SaveRequest) -> SaveResult:
    """Save against a condition with the ability it names (``awoudan.conditions.saves``).

    Refuses a save the rules do not allow: a condition with no save, exposure from
    drained stamina or from shielding (``awoudan.damage.stamina``,
    ``awoudan.reactions.shield``), a save action against a wound's condition
    (``awoudan.conditions.save-action``).
    """
    condition = request.condition
    if condition is Condition.DYING:
        return make_death_save(request)
    if condition not in SAVE_ABILITY:
        raise Refusal(f"awoudan.conditions.{condition.value}", f"there is no save against {condition.value}")
    if condition is Condition.EXPOSED and request.source is Source.DRAINED_STAMINA:
        raise Refusal("awoudan.damage.stamina", "exposure from drained stamina allows no save")
    if condition is Condition.EXPOSED and request.source is Source.SHIELD:
        raise Refusal("awoudan.reactions.shield", "exposure from shielding allows no save on the next turn")
    if request.source is Source.WOUND and request.timing is Timing.SAVE_ACTION:
        raise Refusal("awoudan.conditions.save-action", "the save action cannot heal a wound's condition")
    ability = SAVE_ABILITY[condition]
    kept = kept_roll(request.roll, None, Edge.NONE, request.help_reroll)
    total = kept + getattr(request.scores, ability)
    success = is_success(total)
    return SaveResult(ability, kept, total, success, success, None, None)


def make_death_save(request: SaveRequest) -> SaveResult:
    """A death save is a d12 with no bonus, succeeding above 6; three of a kind decide
    (``awoudan.damage.death-saves``, ``awoudan.conditions.dying``)."""
    if request.timing is Timing.SAVE_ACTION:
        raise Refusal("awoudan.conditions.dying", "death saves are made once per turn, not as the save action")
    kept = kept_roll(request.roll, None, Edge.NONE, request.help_reroll)
    success = is_success(kept)
    tally = request.death_saves
    successes = tally.successes + success
    failures = tally.failures + (not success)
    state = DeathState.DYING
    if successes == DEATH_SAVES_TO_END:
        state = DeathState.STABLE
    elif failures == DEATH_SAVES_TO_END:
        state = DeathState.DEAD
    return SaveResult(None, kept, kept, success, state is DeathState.STABLE, Tally(successes, failures), state)
