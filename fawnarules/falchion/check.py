"""A check in battle: a d20 against a DR, with every modifier of the battle rules.

The d20 succeeds when it is higher than the DR (``falchion.checks.dr``). The DR
starts at the stat, moves with aim, gambits, grapple sizes and the threat level,
and is never raised past 18. Advantage and disadvantage pick the better or the
worse of two d20s. A natural 20 on an attack, block or dodge is a crit, a
natural 1 a botch.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Annotated

from annotated_types import Ge, Le

from fawnarules.dice import D20
from fawnarules.falchion.size import Size
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal

DR_CAP = 18
"""Nothing raises a DR past 18 (``falchion.checks.dr-cap``)."""

AIM_DR = -2
"""Aiming makes a ranged attack 2 easier (``falchion.actions.aim``)."""

AIM_MIN_DISTANCE = 10
"""A target within 10 feet cannot be aimed at (``falchion.actions.aim``)."""

MELEE_REACH = 5
"""A melee attack reaches 5 feet (``falchion.actions.melee-attack``)."""

GRAPPLE_DR_PER_SIZE = 2
"""Each size of difference moves a grapple's DR by 2 (``falchion.actions.grapple``)."""

OVERCOME_ODDS_DR = -2
"""The Overcome Odds gambit (``falchion.grit.gambits``)."""

STRONG_MELEE_DR = 2
"""The Strong Melee Attack gambit makes the attack 2 harder (``falchion.grit.gambits``)."""

DODGE_STEP = 5
"""A dodge moves the dodger 5 feet (``falchion.actions.dodge``)."""

DODGE_EXTRA = 10
"""A further AGI check moves the dodger 10 feet more (``falchion.actions.dodge``)."""

NATURAL_CRIT = 20
NATURAL_BOTCH = 1

StatDR = Annotated[int, Ge(1), Le(DR_CAP)]
"""A stat, which is a check's DR before any modifier; no DR is above 18."""


class Action(Enum):
    """What the check is for; ``other`` is any check outside the battle actions, made against no creature.

    * ``melee_attack``: an attack with a melee weapon, within reach;
    * ``ranged_attack``: an attack with a ranged weapon, within its range;
    * ``block``: a defence that meets an incoming attack with a weapon or shield;
    * ``dodge``: a defence that steps out of an attack's way;
    * ``grapple``: an attempt to seize a creature;
    * ``grapple_attack``: an attack on a creature the roller holds;
    * ``break_free``: an attempt to escape a grapple;
    * ``other``: any check outside the battle actions.
    """

    MELEE_ATTACK = "melee_attack"
    RANGED_ATTACK = "ranged_attack"
    BLOCK = "block"
    DODGE = "dodge"
    GRAPPLE = "grapple"
    GRAPPLE_ATTACK = "grapple_attack"
    BREAK_FREE = "break_free"
    OTHER = "other"


ATTACKS = (Action.MELEE_ATTACK, Action.RANGED_ATTACK, Action.GRAPPLE_ATTACK)
CRIT_ACTIONS = (*ATTACKS, Action.BLOCK, Action.DODGE)
"""Checks whose natural 20 is a crit and natural 1 a botch (``falchion.checks.crits-and-botches``)."""


class Incoming(Enum):
    """The attack a block or a dodge meets."""

    MELEE = "melee"
    RANGED = "ranged"
    UNARMED = "unarmed"


class CheckGambit(Enum):
    """The gambits that change a check's DR (``falchion.grit.gambits``)."""

    OVERCOME_ODDS = "overcome_odds"
    STRONG_MELEE = "strong_melee"


class Mode(Enum):
    """How many d20s are rolled and which one counts (``falchion.checks.advantage``).

    * ``normal``: one d20, which counts;
    * ``advantage``: two d20s, the better counts;
    * ``disadvantage``: two d20s, the worse counts.
    """

    NORMAL = "normal"
    ADVANTAGE = "advantage"
    DISADVANTAGE = "disadvantage"


class Who(Enum):
    """The two sides of a check: the one rolling and the one it is made against.

    * ``roller``: the one who makes the check;
    * ``target``: the one the check is made against.
    """

    ROLLER = "roller"
    TARGET = "target"


@dataclass(frozen=True)
class Threat(Record):
    """The creature the check is made against, and the drifter making it (``falchion.checks.threat-level``)."""

    creature_hd: NonNegative
    drifter_level: NonNegative


@dataclass(frozen=True)
class Reroll(Record):
    """The Reroll gambit on one of the check's d20s: ``result`` replaces it, better or worse."""

    die: Annotated[int, Ge(0), Le(1)]
    result: D20


@dataclass(frozen=True)
class Check(Record):
    """One check and its circumstances.

    ``dr`` is the stat the check uses; ``rolls`` holds one d20, or two under
    advantage or disadvantage. Distances are in feet.
    """

    action: Action
    dr: StatDR
    rolls: tuple[D20, ...]
    threat: Threat | None = None
    gambits: tuple[CheckGambit, ...] = ()
    aim: bool | None = None
    distance: NonNegative | None = None
    weapon_range: NonNegative | None = None
    roller_size: Size | None = None
    target_size: Size | None = None
    roller_prone: bool = False
    target_prone: bool = False
    roller_surprised: bool = False
    target_surprised: bool = False
    incoming: Incoming | None = None
    shield: bool | None = None
    grit_spent: bool = False
    reroll: Reroll | None = None
    extra_move_roll: D20 | None = None


@dataclass(frozen=True)
class CheckRequest(Record):
    """The request of ``falchion.resolve_check``."""

    check: Check


class ModifierSource(StrEnum):
    """Where a change to the DR comes from.

    * ``aim``: aiming a ranged attack (``falchion.actions.aim``);
    * ``overcome_odds``: the Overcome the Odds gambit (``falchion.grit.gambits``);
    * ``strong_melee``: the Strong Melee Attack gambit (``falchion.grit.gambits``);
    * ``size``: the sizes of a grapple or a break free (``falchion.actions.grapple``).
    """

    AIM = "aim"
    OVERCOME_ODDS = "overcome_odds"
    STRONG_MELEE = "strong_melee"
    SIZE = "size"


class AdvantageSource(StrEnum):
    """What gives a check advantage.

    * ``target_surprised``: the target is surprised (``falchion.round.surprise``);
    * ``target_prone``: a melee or ranged attack on a prone target (``falchion.actions.melee-attack``);
    * ``grapple_attack``: an attack on a grappled creature (``falchion.actions.grapple-attack``);
    * ``unarmed_attack``: a block against an unarmed attack (``falchion.actions.block``).
    """

    TARGET_SURPRISED = "target_surprised"
    TARGET_PRONE = "target_prone"
    GRAPPLE_ATTACK = "grapple_attack"
    UNARMED_ATTACK = "unarmed_attack"


class DisadvantageSource(StrEnum):
    """What gives a check disadvantage.

    * ``roller_surprised``: a surprised roller blocks or dodges (``falchion.round.surprise``);
    * ``roller_prone``: a prone roller makes a melee attack (``falchion.actions.melee-attack``);
    * ``grit_spent``: the roller's Grit Die is spent (``falchion.grit.spent``).
    """

    ROLLER_SURPRISED = "roller_surprised"
    ROLLER_PRONE = "roller_prone"
    GRIT_SPENT = "grit_spent"


class Reduces(StrEnum):
    """What a counterattack's damage reduces.

    * ``hp``: the hit points of the one it hits.
    """

    HP = "hp"


@dataclass(frozen=True)
class Modifier(Record):
    """One change to the DR and where it comes from."""

    source: ModifierSource
    dr: int


@dataclass(frozen=True)
class CheckResult(Record):
    """Every step of the check.

    ``counterattack_by`` says who casts damage after the check: the target
    after a failed melee attack, the roller after a successful block or dodge.
    ``maximized_damage_to`` and ``armor_steps_down`` name who takes maximum
    plus rolled damage and whose armor drops a size, after a crit or a botch.
    """

    action: Action
    base_dr: int
    modifiers: tuple[Modifier, ...]
    """The changes to the DR, in this order: aim, each gambit in the request's order, size."""
    threat_level: int
    uncapped_dr: int
    dr: int
    advantage: tuple[AdvantageSource, ...]
    """What gives advantage, in this order: target_surprised, target_prone, grapple_attack, unarmed_attack."""
    disadvantage: tuple[DisadvantageSource, ...]
    """What gives disadvantage, in this order: roller_surprised, roller_prone, grit_spent."""
    mode: Mode
    rolls: tuple[int, ...]
    """The d20s cast, in the order the request lists them, a Reroll's result in place of the die it rerolls."""
    kept: int
    success: bool
    crit: bool
    botch: bool
    counterattack_by: Who | None
    counterattack_reduces: Reduces | None
    takes_hit: bool
    maximized_damage_to: Who | None
    armor_steps_down: Who | None
    move_feet: int
    falls_prone: bool


def threat_level(threat: Threat | None) -> int:
    """Creature HD less drifter level, never below 0 (``falchion.checks.threat-level``)."""
    if threat is None:
        return 0
    return max(0, threat.creature_hd - threat.drifter_level)


def capped_dr(dr: int) -> int:
    """A DR is never raised past 18 (``falchion.checks.dr-cap``)."""
    return min(dr, DR_CAP)


def grapple_modifier(request: Check) -> int:
    """-2 DR for each size the roller is larger than its opponent, +2 for each size smaller
    (``falchion.actions.grapple``, ``falchion.actions.break-free``)."""
    if request.roller_size is None:
        raise InputError("check.roller_size", f"a {request.action.value} check needs the roller's size")
    if request.target_size is None:
        raise InputError("check.target_size", f"a {request.action.value} check needs the target's size")
    return -GRAPPLE_DR_PER_SIZE * (request.roller_size.rank - request.target_size.rank)


ACTION_FIELDS = {
    "aim": (Action.RANGED_ATTACK,),
    "distance": (Action.MELEE_ATTACK, Action.RANGED_ATTACK),
    "weapon_range": (Action.RANGED_ATTACK,),
    "roller_size": (Action.GRAPPLE, Action.BREAK_FREE),
    "target_size": (Action.GRAPPLE, Action.BREAK_FREE),
    "incoming": (Action.BLOCK,),
    "shield": (Action.BLOCK,),
    "extra_move_roll": (Action.DODGE,),
}
"""The fields that describe one kind of action, and the actions they fit, in the order of the check's fields
(``falchion.clarifications.fields-that-do-not-fit``, ``falchion.clarifications.aim-fits-ranged-attacks``)."""


def check_fields(request: Check) -> None:
    """A field that does not fit the action, or a threat level on a check not made against a
    creature, is an input error rather than ignored (``falchion.clarifications.fields-that-do-not-fit``)."""
    for field, actions in ACTION_FIELDS.items():
        # Given at all is what counts: a distance of 0 or a shield of false on a dodge is as stray as any other.
        if getattr(request, field) is not None and request.action not in actions:
            raise InputError(f"check.{field}", f"a {request.action.value} check takes no {field}")
    if request.threat is not None and request.action is Action.OTHER:
        raise InputError("check.threat", "an other check is not made against a creature, so no threat level applies")
    if request.action is Action.BLOCK and request.incoming is None:
        raise InputError("check.incoming", "a block needs the kind of attack it meets")


def check_allowed(request: Check) -> None:
    """Refuse an attack out of reach or range, an aim too close, a block and a gambit the rules forbid
    (``falchion.actions.melee-attack``, ``falchion.actions.ranged-attack``, ``falchion.actions.aim``,
    ``falchion.actions.block``, ``falchion.grit.spent``, ``falchion.clarifications.one-gambit-of-a-kind``)."""
    check_fields(request)
    action = request.action
    if request.grit_spent and (request.gambits or request.reroll is not None):
        raise Refusal("falchion.grit.spent", "the Grit Die is spent: it pays for no gambit until a long rest")
    if len(set(request.gambits)) < len(request.gambits):
        raise Refusal("falchion.clarifications.one-gambit-of-a-kind", "a check takes each gambit at most once")
    if action is Action.BLOCK and request.incoming is Incoming.RANGED and not request.shield:
        raise Refusal("falchion.actions.block", "only a shield blocks a ranged attack")
    if action not in (Action.MELEE_ATTACK, Action.RANGED_ATTACK):
        return
    if request.distance is None:
        raise InputError("check.distance", f"a {action.value} needs the distance to the target")
    if action is Action.MELEE_ATTACK and request.distance > MELEE_REACH:
        raise Refusal("falchion.actions.melee-attack", f"the target is {request.distance}' away; melee reaches 5'")
    if action is Action.RANGED_ATTACK:
        if request.weapon_range is None:
            raise InputError("check.weapon_range", "a ranged attack needs the weapon's range")
        if request.distance > request.weapon_range:
            raise Refusal(
                "falchion.actions.ranged-attack",
                f"the target is {request.distance}' away, beyond the weapon's range of {request.weapon_range}'",
            )
        if request.aim and request.distance <= AIM_MIN_DISTANCE:
            raise Refusal("falchion.actions.aim", f"the target is within {AIM_MIN_DISTANCE}', too close to aim")


def dr_modifiers(request: Check) -> tuple[Modifier, ...]:
    """The DR changes of aim, gambits and grapple sizes, in that order."""
    modifiers: list[Modifier] = []
    if request.aim:
        modifiers.append(Modifier(ModifierSource.AIM, AIM_DR))
    for gambit in request.gambits:
        if gambit is CheckGambit.OVERCOME_ODDS:
            modifiers.append(Modifier(ModifierSource.OVERCOME_ODDS, OVERCOME_ODDS_DR))
        elif request.action is Action.MELEE_ATTACK:
            modifiers.append(Modifier(ModifierSource.STRONG_MELEE, STRONG_MELEE_DR))
        else:
            raise Refusal("falchion.grit.gambits", "Strong Melee Attack is only for a melee attack")
    if request.action in (Action.GRAPPLE, Action.BREAK_FREE):
        modifiers.append(Modifier(ModifierSource.SIZE, grapple_modifier(request)))
    return tuple(modifiers)


def advantage_sources(request: Check) -> tuple[AdvantageSource, ...]:
    """What gives this check advantage (``falchion.round.surprise``, ``falchion.actions.melee-attack``,
    ``falchion.actions.ranged-attack``, ``falchion.actions.block``, ``falchion.actions.grapple-attack``)."""
    action = request.action
    sources: list[AdvantageSource] = []
    if request.target_surprised and action in CRIT_ACTIONS:
        sources.append(AdvantageSource.TARGET_SURPRISED)
    if request.target_prone and action in (Action.MELEE_ATTACK, Action.RANGED_ATTACK):
        sources.append(AdvantageSource.TARGET_PRONE)
    if action is Action.GRAPPLE_ATTACK:
        sources.append(AdvantageSource.GRAPPLE_ATTACK)
    if action is Action.BLOCK and request.incoming is Incoming.UNARMED:
        sources.append(AdvantageSource.UNARMED_ATTACK)
    return tuple(sources)


def disadvantage_sources(request: Check) -> tuple[DisadvantageSource, ...]:
    """What gives this check disadvantage (``falchion.round.surprise``, ``falchion.actions.melee-attack``,
    ``falchion.grit.spent``)."""
    sources: list[DisadvantageSource] = []
    if request.roller_surprised and request.action in (Action.BLOCK, Action.DODGE):
        sources.append(DisadvantageSource.ROLLER_SURPRISED)
    if request.roller_prone and request.action is Action.MELEE_ATTACK:
        sources.append(DisadvantageSource.ROLLER_PRONE)
    if request.grit_spent:
        sources.append(DisadvantageSource.GRIT_SPENT)
    return tuple(sources)


def roll_mode(advantage: tuple[AdvantageSource, ...], disadvantage: tuple[DisadvantageSource, ...]) -> Mode:
    """Advantage and disadvantage cancel; more of one kind is still one
    (``falchion.checks.advantage``, ``falchion.clarifications.advantage-and-disadvantage``)."""
    if advantage and not disadvantage:
        return Mode.ADVANTAGE
    if disadvantage and not advantage:
        return Mode.DISADVANTAGE
    return Mode.NORMAL


def rolls_after_reroll(request: Check, mode: Mode) -> tuple[int, ...]:
    """The d20s, after checking they fit the mode and applying a Reroll (``falchion.grit.gambits``)."""
    needed = 1 if mode is Mode.NORMAL else 2
    if len(request.rolls) != needed:
        raise InputError("check.rolls", f"a check with mode {mode.value} takes {needed} d20 result(s)")
    rolls = dict(enumerate(request.rolls))
    if request.reroll is not None:
        if request.reroll.die not in rolls:
            raise InputError("check.reroll.die", f"the check has no d20 number {request.reroll.die}")
        rolls[request.reroll.die] = request.reroll.result
    return tuple(rolls.values())


def kept_roll(rolls: tuple[int, ...], mode: Mode) -> int:
    """Advantage keeps the higher d20, disadvantage the lower, and a normal check its one d20
    (``falchion.checks.advantage``)."""
    return min(rolls) if mode is Mode.DISADVANTAGE else max(rolls)


def is_success(kept: int, dr: int, action: Action) -> bool:
    """Higher than the DR succeeds (``falchion.checks.dr``); on an attack, block or dodge a natural 1
    always fails (``falchion.clarifications.natural-rolls``). A natural 20 needs no such exception:
    the DR cap of 18 already lets it succeed."""
    if action in CRIT_ACTIONS and kept == NATURAL_BOTCH:
        return False
    return kept > dr


def counterattack(action: Action, success: bool) -> Who | None:
    """A failed melee attack meets the target's counterattack; a successful block or dodge
    counterattacks (``falchion.actions.melee-attack``, ``falchion.actions.block``, ``falchion.actions.dodge``)."""
    if action is Action.MELEE_ATTACK and not success:
        return Who.TARGET
    if action in (Action.BLOCK, Action.DODGE) and success:
        return Who.ROLLER
    return None


def dodge_movement(request: Check) -> tuple[int, bool]:
    """Feet moved by a dodge and whether the dodger ends prone (``falchion.actions.dodge``,
    ``falchion.clarifications.dodge-movement``)."""
    if request.action is not Action.DODGE:
        return 0, False
    if request.extra_move_roll is None:
        return DODGE_STEP, False
    return DODGE_STEP + DODGE_EXTRA, request.extra_move_roll <= request.dr


def resolve_check(check_request: CheckRequest) -> CheckResult:
    """Resolve one check in battle: DR modifiers, threat level and cap, advantage, the kept d20, crits
    and botches, and what follows (``falchion.checks.dr``, ``falchion.checks.crits-and-botches``)."""
    request = check_request.check
    check_allowed(request)
    modifiers = dr_modifiers(request)
    threat = threat_level(request.threat)
    uncapped = request.dr + sum(modifier.dr for modifier in modifiers) + threat
    dr = capped_dr(uncapped)
    advantage, disadvantage = advantage_sources(request), disadvantage_sources(request)
    mode = roll_mode(advantage, disadvantage)
    rolls = rolls_after_reroll(request, mode)
    kept = kept_roll(rolls, mode)
    success = is_success(kept, dr, request.action)
    crit = request.action in CRIT_ACTIONS and kept == NATURAL_CRIT
    botch = request.action in CRIT_ACTIONS and kept == NATURAL_BOTCH
    counter = counterattack(request.action, success)
    move_feet, falls_prone = dodge_movement(request)
    return CheckResult(
        action=request.action,
        base_dr=request.dr,
        modifiers=modifiers,
        threat_level=threat,
        uncapped_dr=uncapped,
        dr=dr,
        advantage=advantage,
        disadvantage=disadvantage,
        mode=mode,
        rolls=rolls,
        kept=kept,
        success=success,
        crit=crit,
        botch=botch,
        counterattack_by=counter,
        counterattack_reduces=Reduces.HP if counter is not None else None,
        takes_hit=request.action in (Action.BLOCK, Action.DODGE) and not success,
        maximized_damage_to=Who.TARGET if crit else Who.ROLLER if botch else None,
        armor_steps_down=Who.TARGET if crit else Who.ROLLER if botch else None,
        move_feet=move_feet,
        falls_prone=falls_prone,
    )
