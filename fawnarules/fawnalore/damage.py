"""The damage pipeline every point of damage runs through, attack or not.

Step 1, damage dealt: the roll or stated amount plus modifiers. Step 2, damage
reduction: every flat "damage taken" reduction of the target, added up. Step 3, damage
taken: what is left, never below 0. Then the pre-damage window, and step 4, HP loss.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Annotated

from annotated_types import MinLen
from pydantic import Field

from fawnarules.fawnalore.battle import Battle, Battlefield, read_battle
from fawnarules.fawnalore.effect import (
    DamageDealt,
    DamageTaken,
    Prevent,
    Redirect,
    Reduce,
    Replace,
    WindowEffect,
    is_applicable,
)
from fawnarules.fawnalore.target import check_target, is_valid_target
from fawnarules.fawnalore.turn import Turn
from fawnarules.fawnalore.unit import GameMode, Name, Unit, UnitKind
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal


class Zone(StrEnum):
    """Where a Liberated Makri is removed from (``fawnalore.death.makri``).

    * ``board``: the hex board the battle is fought on;
    * ``makri_zone``: the Makri Zone, where the Makri's card lay.
    """

    BOARD = "board"
    MAKRI_ZONE = "makri_zone"


MAKRI_REMOVED_FROM = (Zone.BOARD, Zone.MAKRI_ZONE)
"""Where a Liberated Makri is removed from, at once (``fawnalore.death.makri``)."""

PLAYER_DEATH_CONSEQUENCE = {
    GameMode.CO_OP: "set by the co-op rules",
    GameMode.PVP: "set by the pvp rules",
    GameMode.CAMPAIGN: "set by the campaign rules",
}
"""What a dead Player character's death means is each game mode's own rule, which this chapter
only points to (``fawnalore.death.player``)."""


class Outcome(Enum):
    """What 0 HP makes of a unit.

    * ``liberated``: a Makri at 0 HP is Liberated (``fawnalore.death.makri``);
    * ``dead``: a Player or a PPC at 0 HP is dead (``fawnalore.death.player``).
    """

    LIBERATED = "liberated"
    DEAD = "dead"


@dataclass(frozen=True)
class Part(Record):
    """One named contribution to a total: a die roll, a weapon, a card's modifier, a reduction."""

    source: str
    """What the contribution comes from, in words: the Attack Die, a weapon or its die, an effect's source, the
    cause of non-attack damage."""
    amount: int


class WindowKind(StrEnum):
    """What a pre-damage window effect does.

    * ``reduce``: takes some of the damage away (``fawnalore.window.reduce``);
    * ``prevent``: stops all of it (``fawnalore.window.prevent``);
    * ``redirect``: hands it to another unit (``fawnalore.window.redirect``);
    * ``replace``: puts another event in its place (``fawnalore.window.replace``).
    """

    REDUCE = "reduce"
    PREVENT = "prevent"
    REDIRECT = "redirect"
    REPLACE = "replace"


@dataclass(frozen=True)
class WindowUse(Record):
    """One pre-damage window effect that resolved, and the damage it left the target to take."""

    source: str
    """The name of the effect's source, as the request gives it."""
    kind: WindowKind
    before: int
    after: int
    to: (
        Annotated[str, Field(description="The unit a redirect hands the damage to, as the request names it.")] | None
    ) = None
    instead: (
        Annotated[str, Field(description="The event a replacement puts in the damage's place, in the request's words.")]
        | None
    ) = None


@dataclass(frozen=True)
class Hit(Record):
    """The four steps for one target, with the window between steps 3 and 4."""

    target: str
    """The target's name, as the request gives it."""
    damage_dealt: int
    reductions: tuple[Part, ...]
    """What reduces the damage, in the order the request gives the target's effects."""
    damage_reduction: int
    damage_taken: int
    window: tuple[WindowUse, ...]
    """The window effects that resolved, in the order they resolved (``fawnalore.window.timing``)."""
    hp_before: int
    hp_loss: int
    excess: int
    hp_after: int


@dataclass(frozen=True)
class RedirectedLoss(Record):
    """HP loss of a unit that takes damage redirected to it (``fawnalore.window.redirect``)."""

    unit: str
    """The name of the unit the damage is redirected to."""
    source: str
    """The name of the redirecting effect's source."""
    damage: int
    hp_before: int
    hp_loss: int
    excess: int
    hp_after: int


@dataclass(frozen=True)
class Death(Record):
    """A unit brought to 0 HP, and what follows (``fawnalore.death.makri``, ``fawnalore.death.player``)."""

    unit: str
    """The name of the unit brought to 0 HP."""
    kind: UnitKind
    outcome: Outcome
    removed_from: tuple[Zone, ...] = ()
    """Where a Liberated Makri is removed from, in the order ``board``, then ``makri_zone``."""
    ether_reward: int | None = None
    consequence: (
        Annotated[
            str, Field(description="What a Player's death means, in words: where the game mode's own rules settle it.")
        ]
        | None
    ) = None


@dataclass(frozen=True, kw_only=True)
class DamageOutcome(Record):
    """Every value of the pipeline: step 1 for all targets, then each target's steps 2 to 4."""

    damage_dealt: int
    dealt_parts: Annotated[
        tuple[Part, ...],
        Field(
            description="What adds up to the damage dealt, in order: the Attack Die or the stated amount, the "
            "weapon's die and modifier, then the source's effects in the order the request gives them."
        ),
    ]
    hits: Annotated[tuple[Hit, ...], Field(description="One per target, in the order the targets are named.")]
    redirected: Annotated[
        tuple[RedirectedLoss, ...], Field(description="The redirected damage, in the order it was redirected.")
    ]
    deaths: Annotated[
        tuple[Death, ...],
        Field(
            description="The units brought to 0 HP, in the order the targets are named, a redirect's unit after "
            "the target it protected."
        ),
    ]


def dealt_modifiers(field: Battlefield, source: Unit | None, is_attack: bool) -> tuple[Part, ...]:
    """The source's damage-dealt modifiers that apply to this damage (``fawnalore.damage.attack-only-effects``)."""
    if source is None:
        return ()
    return tuple(
        Part(effect.source, effect.amount)
        for effect in field.effects_of(source.id)
        if isinstance(effect, DamageDealt) and is_applicable(effect, is_attack)
    )


def reductions_of(field: Battlefield, target: str, is_attack: bool) -> tuple[Part, ...]:
    """The target's flat "damage taken" reductions that apply; they stack (``fawnalore.damage.reduction``)."""
    return tuple(
        Part(effect.source, effect.amount)
        for effect in field.effects_of(target)
        if isinstance(effect, DamageTaken) and is_applicable(effect, is_attack)
    )


def damage_dealt(parts: Iterable[Part]) -> int:
    """Step 1: the rolled parts and the source's modifiers, added together (``fawnalore.attack.damage-dealt``)."""
    return sum(part.amount for part in parts)


def damage_taken(dealt: int, reduction: int) -> int:
    """Step 3: what the reductions leave, never below 0 (``fawnalore.damage.floor``)."""
    return max(0, dealt - reduction)


def damage_reduction(reductions: Iterable[Part]) -> int:
    """Step 2: every reduction of the target counts, added together (``fawnalore.damage.reduction``)."""
    return sum(part.amount for part in reductions)


def lose_hp(hp: int, damage: int) -> tuple[int, int]:
    """Step 4: ``(hp_loss, excess)``; HP stops at 0 and the excess is ignored (``fawnalore.damage.hp-loss``)."""
    loss = min(hp, damage)
    return loss, damage - loss


def open_window(taken: int, effects: Iterable[WindowEffect]) -> tuple[WindowUse, ...]:
    """Resolve the target's pre-damage window effects in the order given (``fawnalore.window.timing``).

    The window opens only when the target would take some damage; once an effect leaves
    nothing to take, the ones after it have nothing to act on. Each kind of effect acts as its own
    step says.
    """
    uses: list[WindowUse] = []
    left = taken
    for effect in effects:
        if left == 0:
            break
        if isinstance(effect, Reduce):
            uses.append(reduce_use(effect, left))
        elif isinstance(effect, Prevent):
            uses.append(prevent_use(effect, left))
        elif isinstance(effect, Redirect):
            uses.append(redirect_use(effect, left))
        else:
            uses.append(replace_use(effect, left))
        left = uses[-1].after
    return tuple(uses)


def left_after_window(taken: int, window: tuple[WindowUse, ...]) -> int:
    """What the target takes once the window closes: what the last effect left, or all of it when none acted
    (``fawnalore.window.timing``)."""
    return window[-1].after if window else taken


def reduce_use(effect: Reduce, left: int) -> WindowUse:
    """A reduction lowers the damage still to take by its amount, never below 0 (``fawnalore.window.reduce``)."""
    return WindowUse(effect.source, WindowKind(effect.kind), left, max(0, left - effect.amount))


def prevent_use(effect: Prevent, left: int) -> WindowUse:
    """A prevention stops all the damage still to take (``fawnalore.window.prevent``)."""
    return WindowUse(effect.source, WindowKind(effect.kind), left, 0)


def redirect_use(effect: Redirect, left: int) -> WindowUse:
    """A redirect hands all the damage still to take to another unit (``fawnalore.window.redirect``)."""
    return WindowUse(effect.source, WindowKind(effect.kind), left, 0, to=effect.to)


def replace_use(effect: Replace, left: int) -> WindowUse:
    """A replacement puts another event in the damage's place, so none is taken (``fawnalore.window.replace``)."""
    return WindowUse(effect.source, WindowKind(effect.kind), left, 0, instead=effect.instead)


def window_effects(field: Battlefield, source: Unit | None, target: str, is_attack: bool) -> list[WindowEffect]:
    """The target's "would take damage" effects that apply to this damage, in request order."""
    return [
        effect
        for effect in field.effects_of(target)
        if isinstance(effect, Reduce | Prevent | Redirect | Replace)
        and is_applicable(effect, is_attack)
        and is_open_to(field, source, effect)
    ]


def is_open_to(field: Battlefield, source: Unit | None, effect: WindowEffect) -> bool:
    """Whether ``effect`` may act on damage from ``source``: a redirect moves the damage only onto a unit
    that the source may damage itself, since the damage stays the source's
    (``fawnalore.clarifications.redirect-target``)."""
    return not isinstance(effect, Redirect) or is_valid_target(
        field.battle.game_mode, source, field.battle.units[field.index[effect.to]]
    )


def death_of(unit: Unit, mode: GameMode) -> Death:
    """A Makri at 0 HP is Liberated: removed at once and its Ether reward resolves (``fawnalore.death.makri``).
    A Player character or a PPC at 0 HP is dead, with the game mode's consequence
    (``fawnalore.death.player``, ``fawnalore.clarifications.ppc-death``)."""
    if unit.kind is UnitKind.MAKRI:
        return Death(unit.id, unit.kind, Outcome.LIBERATED, MAKRI_REMOVED_FROM, ether_reward=unit.ether_reward)
    return Death(unit.id, unit.kind, Outcome.DEAD, consequence=PLAYER_DEATH_CONSEQUENCE[mode])


def deal_to_targets(
    field: Battlefield, source: Unit | None, base: tuple[Part, ...], targets: tuple[Unit, ...], is_attack: bool
) -> DamageOutcome:
    """Run the pipeline (``fawnalore.damage.pipeline``): one damage dealt for every target, then
    each target's reductions, damage taken, window and HP loss, in the order the targets are named."""
    dealt_parts = base + dealt_modifiers(field, source, is_attack)
    dealt = damage_dealt(dealt_parts)
    hp = field.hp()
    hits: list[Hit] = []
    redirected: list[RedirectedLoss] = []
    fallen: list[str] = []
    for target in targets:
        reductions = reductions_of(field, target.id, is_attack)
        reduction = damage_reduction(reductions)
        taken = damage_taken(dealt, reduction)
        window = open_window(taken, window_effects(field, source, target.id, is_attack))
        left = left_after_window(taken, window)
        before = hp[target.id]
        loss, excess = lose_hp(before, left)
        hp[target.id] = before - loss
        hits.append(Hit(target.id, dealt, reductions, reduction, taken, window, before, loss, excess, hp[target.id]))
        if before > 0 and hp[target.id] == 0:
            fallen.append(target.id)
        for use in window:
            if use.to is not None:
                other = hp[use.to]
                other_loss, other_excess = lose_hp(other, use.before)
                hp[use.to] = other - other_loss
                redirected.append(
                    RedirectedLoss(use.to, use.source, use.before, other, other_loss, other_excess, hp[use.to])
                )
                if other > 0 and hp[use.to] == 0:
                    fallen.append(use.to)
    mode = field.battle.game_mode
    deaths = tuple(death_of(field.battle.units[field.index[name]], mode) for name in fallen)
    return DamageOutcome(
        damage_dealt=dealt, dealt_parts=dealt_parts, hits=tuple(hits), redirected=tuple(redirected), deaths=deaths
    )


class Cause(Enum):
    """Where non-attack damage comes from (``fawnalore.damage.non-attack``).

    * ``magic_card``: a Magic card;
    * ``spell``: a spell;
    * ``ability``: a unit's ability;
    * ``environment``: the battlefield itself;
    * ``campaign``: a campaign rule.
    """

    MAGIC_CARD = "magic_card"
    SPELL = "spell"
    ABILITY = "ability"
    ENVIRONMENT = "environment"
    CAMPAIGN = "campaign"


@dataclass(frozen=True)
class Damage(Record):
    """A stated amount of non-attack damage.

    ``source`` is the unit whose card, spell or ability deals it, or none for the
    environment and campaign effects; ``uses_action`` is true only when the effect says so.
    """

    cause: Cause
    amount: NonNegative
    targets: Annotated[tuple[Name, ...], MinLen(1)]
    source: Name | None = None
    uses_action: bool = False


@dataclass(frozen=True, kw_only=True)
class DamageRequest(Battle):
    """The request of ``fawnalore.deal_damage``; the turn matters only to damage that uses the Action."""

    damage: Damage
    turn: Turn | None = None


@dataclass(frozen=True, kw_only=True)
class DamageResult(DamageOutcome):
    """Non-attack damage through the pipeline: no Attack Die, not an attack."""

    cause: Cause
    source: (
        Annotated[str, Field(description="The name of the unit dealing the damage, as the request gives it.")] | None
    )
    is_attack: bool
    action_used: bool


def deal_damage(request: DamageRequest) -> DamageResult:
    """Deal non-attack damage (``fawnalore.damage.non-attack``): the stated amount plus the source's
    modifiers that speak of all damage, then the same pipeline as an attack, where only effects
    that speak of all damage apply (``fawnalore.damage.attack-only-effects``). The target rules hold
    for damage of every kind (``fawnalore.targets.enemies``)."""
    field = read_battle(request)
    damage = request.damage
    source = None if damage.source is None else field.unit(damage.source, "damage.source")
    if request.turn is not None:
        field.unit(request.turn.unit, "turn.unit")
    targets = tuple(field.unit(name, f"damage.targets.{number}") for number, name in enumerate(damage.targets))
    check_distinct(damage.targets, "damage.targets")
    if damage.uses_action:
        check_action_free(request.turn)
    for target in targets:
        check_target(request.game_mode, source, target)
    outcome = deal_to_targets(field, source, (Part(damage.cause.value, damage.amount),), targets, is_attack=False)
    return DamageResult(
        **vars(outcome), cause=damage.cause, source=damage.source, is_attack=False, action_used=damage.uses_action
    )


def check_action_free(turn: Turn | None) -> None:
    """Damage whose effect says it uses the Action needs the Action unspent (``fawnalore.damage.non-attack``)."""
    if turn is None:
        raise InputError("turn", "this damage uses the Action, so the turn is needed")
    if turn.action_spent:
        raise Refusal("fawnalore.damage.non-attack", f"{turn.unit} has already spent its Action this turn")


def check_distinct(targets: tuple[str, ...], path: str) -> None:
    """A unit is named once among the targets: naming it twice would deal the damage twice."""
    for number, name in enumerate(targets):
        if name in targets[:number]:
            raise InputError(f"{path}.{number}", f"{name} is already a target")
