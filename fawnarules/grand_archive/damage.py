"""One damage event of Grand Archive, resolved in one go.

The event runs in a fixed order (``grand_archive.event.order``): the damage is computed
as the event resolves; preventions take out what they prevent; the target takes the
rest; only damage above 0 counts as dealt and hits, which is what fires "on hit"
abilities; a weapon used in an attack loses a durability counter; and the target's life
is checked before any player may act again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Annotated, Literal

from pydantic import Field

from fawnarules.grand_archive.card import NORM_ONLY, Card, Element, Elements, GameObject, Weapon
from fawnarules.grand_archive.prevention import Prevention, PreventionOutcome, check_preventions, prevent
from fawnarules.grand_archive.unit import Ally, Champion, Unit, check_on_field, is_lethal, marked_of
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal

LEAST_DAMAGE = 0
"""Less than 0 damage is dealt as 0 (``grand_archive.event.negative-damage``)."""

LEAST_DECLARED_POWER = 1
"""An attack is declared only with power above 0 (``grand_archive.attack.declaration``)."""


class Phase(Enum):
    """The phases of a turn, in order; an action or ability may resolve in any of them."""

    WAKE_UP = "wake-up"
    MATERIALIZE = "materialize"
    RECOLLECTION = "recollection"
    DRAW = "draw"
    MAIN = "main"
    COMBAT = "combat"
    END = "end"


@dataclass(frozen=True)
class ChampionAttacker(Record):
    """A champion attacking with the cards in its intent and/or a weapon; it has no power stat of its own."""

    kind: Literal["champion"]
    name: str
    elements: Elements = NORM_ONLY


@dataclass(frozen=True)
class AllyAttacker(Record):
    """An ally attacking with its own power stat."""

    kind: Literal["ally"]
    name: str
    elements: Elements = NORM_ONLY
    power: NonNegative | None = None


Attacker = Annotated[ChampionAttacker | AllyAttacker, Field(discriminator="kind")]


@dataclass(frozen=True)
class Attack(Record):
    """Combat damage in the damage step of an attack.

    ``modifiers`` change the power and were in play when the attack was declared;
    ``later_modifiers`` came after the declaration and before the damage. ``triggers``
    name the abilities waiting for this damage to hit or be dealt ("on hit", "whenever
    this is dealt damage"); they trigger only when more than 0 is taken.
    """

    kind: Literal["attack"]
    attacker: Attacker
    intent: tuple[Card, ...] | None = None
    weapon: Weapon | None = None
    modifiers: tuple[int, ...] = ()
    later_modifiers: tuple[int, ...] = ()
    unpreventable: bool = False
    triggers: tuple[str, ...] = ()


@dataclass(frozen=True)
class ActionDamage(Record):
    """An action card that deals X damage, with the damage modifiers in play as it resolves."""

    kind: Literal["action"]
    card: GameObject
    amount: int
    modifiers: tuple[int, ...] = ()
    phase: Phase = Phase.MAIN
    unpreventable: bool = False
    triggers: tuple[str, ...] = ()


@dataclass(frozen=True)
class AbilityDamage(Record):
    """An ability that deals X damage; ``owner`` is the object the ability belongs to."""

    kind: Literal["ability"]
    owner: GameObject
    amount: int
    modifiers: tuple[int, ...] = ()
    phase: Phase = Phase.MAIN
    unpreventable: bool = False
    triggers: tuple[str, ...] = ()


DamageEvent = Annotated[Attack | ActionDamage | AbilityDamage, Field(discriminator="kind")]


@dataclass(frozen=True)
class DamageRequest(Record):
    """The request of ``grand_archive.resolve_damage``.

    ``preventions`` protect the target, in the order its controller applies them.
    """

    event: DamageEvent
    target: Unit
    preventions: tuple[Prevention, ...] = ()


class EventKind(Enum):
    """What can happen in a damage event, in the order it happens (``grand_archive.event.order``).

    * ``damage-computed``: the source's damage is worked out as the event resolves;
    * ``damage-prevented``: one prevention took some damage out of the target's way;
    * ``damage-taken``: the target took what was left;
    * ``damage-dealt``: the source dealt more than 0 damage;
    * ``hit``: the target was hit;
    * ``triggered``: an ability waiting for the damage to hit or be dealt triggered;
    * ``durability-removed``: the weapon used in the attack lost a durability counter;
    * ``life-checked``: the target's damage was checked against its life;
    * ``destroyed``: the ally's damage reached its life, so it is destroyed;
    * ``died``: the champion's damage counters reached its life, so it dies;
    * ``opportunity``: players may act again.
    """

    DAMAGE_COMPUTED = "damage-computed"
    DAMAGE_PREVENTED = "damage-prevented"
    DAMAGE_TAKEN = "damage-taken"
    DAMAGE_DEALT = "damage-dealt"
    HIT = "hit"
    TRIGGERED = "triggered"
    DURABILITY_REMOVED = "durability-removed"
    LIFE_CHECKED = "life-checked"
    DESTROYED = "destroyed"
    DIED = "died"
    OPPORTUNITY = "opportunity"


@dataclass(frozen=True)
class Event(Record):
    """One thing that happened: what, to or by which object, and a number when it has one."""

    event: EventKind
    object: str
    """The name of the object the thing happened to or by: the source for the damage computed and
    dealt, the weapon for its durability, the ability for a trigger, the target otherwise; empty for
    the opportunity, which belongs to no object."""
    amount: int | None = None


@dataclass(frozen=True)
class Source(Record):
    """The object dealing the damage, whose elements are the damage's elements."""

    name: str
    """The name of the attacking unit, the action card or the ability's owner, as the request gives it."""
    elements: tuple[Element, ...]
    """The elements of the damage, in the order the request gives them."""


@dataclass(frozen=True)
class DamageResult(Record):
    """Every value of the damage event, and the events in the order they happened.

    ``declared_power`` and ``power`` are the attack's power when declared and when the
    damage is dealt (``None`` for an action or ability); ``computed`` is the damage
    before the floor at 0, ``damage`` after it; ``marked`` is the damage on the target
    afterwards: temporary damage on an ally, damage counters on a champion.
    """

    source: Source
    combat: bool
    unpreventable: bool
    declared_power: int | None
    power: int | None
    computed: int
    damage: int
    prevented: int
    taken: int
    dealt: bool
    hit: bool
    marked: int
    destroyed: bool
    died: bool
    weapon_durability: int | None
    preventions: tuple[PreventionOutcome, ...]
    """What each prevention did, in the order of the request's preventions."""
    events: tuple[Event, ...]
    """What happened, in the order it happened (``grand_archive.event.order``); steps that did not happen are
    left out."""


def source_of(event: Attack | ActionDamage | AbilityDamage) -> Source:
    """The object dealing the damage and the elements it gives the damage.

    The attacking unit for an attack, a champion being the sole source whatever card
    or weapon it used (``grand_archive.source.attack``); the action card for an action
    (``grand_archive.source.action``); the owner of the ability for an ability
    (``grand_archive.source.ability``). The damage has the elements of that source,
    never those of the cards used (``grand_archive.source.element``).
    """
    if isinstance(event, Attack):
        return Source(name=event.attacker.name, elements=event.attacker.elements)
    if isinstance(event, ActionDamage):
        return Source(name=event.card.name, elements=event.card.elements)
    return Source(name=event.owner.name, elements=event.owner.elements)


def is_combat(event: Attack | ActionDamage | AbilityDamage) -> bool:
    """Only an attack's damage, dealt in the damage step, is combat damage; an action or ability
    deals non-combat damage even in the combat phase (``grand_archive.kinds.combat``,
    ``grand_archive.kinds.non-combat``)."""
    return isinstance(event, Attack)


def power_stat(power: int | None, name: str) -> int:
    """A card's power stat; a card without one cannot attack or add power to an attack
    (``grand_archive.attack.power-stat``)."""
    if power is None:
        raise Refusal("grand_archive.attack.power-stat", f"{name} has no power stat, so it cannot be used to attack")
    return power


def base_power(attack: Attack) -> int:
    """The printed power the attack is made with.

    An ally uses its own power stat (``grand_archive.attack.ally-power``); a champion adds
    up the power of every card in its intent and of its weapon
    (``grand_archive.attack.champion-power``).
    """
    attacker = attack.attacker
    if isinstance(attacker, AllyAttacker):
        # Given at all is what counts: an empty intent is as stray on an ally as one with cards in it.
        if attack.intent is not None or attack.weapon is not None:
            field = "event.intent" if attack.intent is not None else "event.weapon"
            raise InputError(field, "an ally attacks with its own power: only a champion uses an intent or a weapon")
        return power_stat(attacker.power, attacker.name)
    cards: list[Card | Weapon] = [*(attack.intent or ()), *([attack.weapon] if attack.weapon else [])]
    return sum(power_stat(card.power, card.name) for card in cards)


def declare(attack: Attack) -> int:
    """The power at declaration, which must be above 0 (``grand_archive.attack.declaration``)."""
    power = base_power(attack) + sum(attack.modifiers)
    if power < LEAST_DECLARED_POWER:
        raise Refusal(
            "grand_archive.attack.declaration",
            f"{attack.attacker.name} would attack with {power} power; an attack needs more than 0",
        )
    return power


def compute_damage(event: Attack | ActionDamage | AbilityDamage) -> tuple[int | None, int | None, int]:
    """``(declared power, power, damage)`` as the event resolves, from every modifier in play then
    (``grand_archive.event.resolution-time``). An attack deals one damage per point of power; an
    action or ability deals its X plus its damage modifiers (``grand_archive.source.deal-x``)."""
    if isinstance(event, Attack):
        declared = declare(event)
        power = declared + sum(event.later_modifiers)
        return declared, power, power
    return None, None, event.amount + sum(event.modifiers)


def floor_damage(computed: int) -> int:
    """Negative damage is dealt as 0 (``grand_archive.event.negative-damage``)."""
    return max(LEAST_DAMAGE, computed)


def is_dealt(taken: int) -> bool:
    """Damage counts as dealt, and the target as hit, only when more than 0 is taken
    (``grand_archive.event.dealt-and-hit``)."""
    return taken > 0


def resolve_damage(request: DamageRequest) -> DamageResult:
    """Resolve one damage event: every value it comes to, then what happened, in order (:func:`events_of`)."""
    event, target = request.event, request.target
    check_on_field(target, "target")
    check_preventions(request.preventions)
    source = source_of(event)
    combat = is_combat(event)
    declared, power, computed = compute_damage(event)
    damage = floor_damage(computed)
    prevented = prevent(damage, request.preventions, combat, event.unpreventable)
    taken = prevented.damage
    dealt = is_dealt(taken)
    durability = weapon_durability(event)
    marked = marked_of(target, taken)
    lethal = is_lethal(target, marked)
    result = DamageResult(
        source=source,
        combat=combat,
        unpreventable=event.unpreventable,
        declared_power=declared,
        power=power,
        computed=computed,
        damage=damage,
        prevented=damage - taken,
        taken=taken,
        dealt=dealt,
        hit=dealt,
        marked=marked,
        destroyed=lethal and isinstance(target, Ally),
        died=lethal and isinstance(target, Champion),
        weapon_durability=durability,
        preventions=prevented.outcomes,
        events=(),
    )
    return replace(result, events=events_of(event, target, result))


def events_of(event: Attack | ActionDamage | AbilityDamage, target: Unit, result: DamageResult) -> tuple[Event, ...]:
    """What happened in the damage event, in the order of ``grand_archive.event.order``, leaving out the steps
    that did not happen: damage prevented in full is never taken; the players' opportunity comes last, with no
    action between the damage and the life check (``grand_archive.event.no-actions-between``)."""
    events = [Event(event=EventKind.DAMAGE_COMPUTED, object=result.source.name, amount=result.damage)]
    events.extend(
        Event(event=EventKind.DAMAGE_PREVENTED, object=target.name, amount=outcome.prevented)
        for outcome in result.preventions
        if outcome.used
    )
    taken = result.taken
    whole_prevented = result.damage > 0 and taken == 0
    if not whole_prevented:
        events.append(Event(event=EventKind.DAMAGE_TAKEN, object=target.name, amount=taken))
    if result.dealt:
        events.append(Event(event=EventKind.DAMAGE_DEALT, object=result.source.name, amount=taken))
        events.append(Event(event=EventKind.HIT, object=target.name))
        events.extend(Event(event=EventKind.TRIGGERED, object=name) for name in event.triggers)
    weapon = attack_weapon(event)
    if weapon is not None:
        events.append(Event(event=EventKind.DURABILITY_REMOVED, object=weapon.name, amount=result.weapon_durability))
    events.append(Event(event=EventKind.LIFE_CHECKED, object=target.name, amount=result.marked))
    lethal = result.destroyed or result.died
    if lethal:
        kind = EventKind.DIED if isinstance(target, Champion) else EventKind.DESTROYED
        events.append(Event(event=kind, object=target.name))
    events.append(Event(event=EventKind.OPPORTUNITY, object=""))
    return tuple(events)


def weapon_durability(event: Attack | ActionDamage | AbilityDamage) -> int | None:
    """The weapon's durability counters after the damage step: one fewer, however much damage
    the attack dealt, even none (``grand_archive.attack.durability``)."""
    weapon = attack_weapon(event)
    if weapon is not None:
        return weapon.durability - 1
    return None


def attack_weapon(event: Attack | ActionDamage | AbilityDamage) -> Weapon | None:
    """The weapon an attack is made with, if any; damage from an action or an ability has none."""
    return event.weapon if isinstance(event, Attack) else None
