"""One attack: who may make it and when, its range, its roll, and the damage it deals.

An attack is declared against valid enemy targets, the Attack Die is rolled (its
result is an input), modifiers are added, and the damage runs through the pipeline.
There is no accuracy check and no defence stat: every attack hits
(``fawnalore.attack.always-hits``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from annotated_types import Ge, MinLen

from fawnarules.fawnalore.battle import Battle, Battlefield, read_battle
from fawnarules.fawnalore.board import distance, is_in_range
from fawnarules.fawnalore.damage import DamageOutcome, Part, check_distinct, deal_to_targets
from fawnarules.fawnalore.effect import RangeModifier
from fawnarules.fawnalore.target import check_target
from fawnarules.fawnalore.turn import Phase, Turn
from fawnarules.fawnalore.unit import Name, Unit, UnitKind
from fawnarules.record import Record
from fawnarules.rejection import InputError, Refusal

ATTACK_DIE = "Attack Die"
"""How the Attack Die's roll is named among the parts of the damage dealt."""


@dataclass(frozen=True)
class Declaration(Record):
    """What the attacker declares and rolls.

    ``target_limit`` is how many targets a card or ability lets this attack have;
    ``uses_action`` is false only when an effect says the attack is not an Action.
    ``roll`` is the Attack Die's result, ``weapon_roll`` the weapon die's, if it has one.
    """

    attacker: Name
    targets: Annotated[tuple[Name, ...], MinLen(1)]
    roll: Annotated[int, Ge(1)]
    weapon_roll: Annotated[int, Ge(1)] | None = None
    target_limit: Annotated[int, Ge(1)] = 1
    uses_action: bool = True


@dataclass(frozen=True, kw_only=True)
class AttackRequest(Battle):
    """The request of ``fawnalore.resolve_attack``: the battle, whose turn it is, and the attack."""

    turn: Turn
    attack: Declaration


@dataclass(frozen=True)
class Reach(Record):
    """The attacker's range, part by part (``fawnalore.board.range-stat``)."""

    base: int
    modifiers: tuple[Part, ...]
    """The weapon's range modifier first, then the attacker's range effects in the order the request gives them."""
    total: int


@dataclass(frozen=True, kw_only=True)
class AttackResult(DamageOutcome):
    """The attack's legality checks passed; every value of its resolution."""

    attacker: str
    """The attacker's name, as the request gives it."""
    is_attack: bool
    action_used: bool
    range: Reach
    distances: dict[str, int]


def check_attacker(attacker: Unit, turn: Turn, path: str) -> None:
    """Only Players and PPCs attack (``fawnalore.attack.attackers``). A Player attacks in the Main Phase
    of its own turn; a PPC on its own PPC turn (``fawnalore.attack.timing``)."""
    if attacker.kind is UnitKind.MAKRI:
        raise Refusal("fawnalore.attack.attackers", f"{attacker.id} is a Makri; only Players and PPCs attack")
    if turn.unit != attacker.id:
        raise Refusal("fawnalore.attack.timing", f"it is {turn.unit}'s turn, not {attacker.id}'s")
    if attacker.kind is UnitKind.PLAYER:
        if turn.phase is None:
            raise InputError(f"{path}.phase", "a Player's attack needs the phase of its turn")
        if turn.phase is not Phase.MAIN:
            raise Refusal("fawnalore.attack.timing", f"{attacker.id} may attack only in its Main Phase")


def check_action(turn: Turn, uses_action: bool) -> None:
    """An attack uses the Action unless an effect says otherwise (``fawnalore.attack.action``)."""
    if uses_action and turn.action_spent:
        raise Refusal("fawnalore.attack.action", f"{turn.unit} has already spent its Action this turn")


def check_target_count(count: int, limit: int) -> None:
    """An attack has one target unless a card or ability allows more (``fawnalore.attack.single-target``)."""
    if count > limit:
        allowed = "one target" if limit == 1 else f"{limit} targets"
        raise Refusal("fawnalore.attack.single-target", f"this attack may have {allowed}, not {count}")


def reach_of(field: Battlefield, unit: Unit) -> Reach:
    """Base Range plus the weapon's and every card's or ability's range modifier (``fawnalore.board.range-stat``).

    The total must still be a range: 0 or less does not exist (``fawnalore.board.no-range-zero``).
    """
    if unit.range is None:
        raise InputError(field.path_of(unit, "range"), f"{unit.id} needs a Range to attack")
    weapon = () if unit.weapon is None or unit.weapon.range == 0 else (Part(unit.weapon.name, unit.weapon.range),)
    cards = tuple(
        Part(effect.source, effect.amount) for effect in field.effects_of(unit.id) if isinstance(effect, RangeModifier)
    )
    total = unit.range + sum(part.amount for part in weapon + cards)
    if total < 1:
        raise InputError(
            field.path_of(unit, "range"), f"{unit.id}'s range comes to {total}, and range 0 does not exist"
        )
    return Reach(unit.range, weapon + cards, total)


def rolled_parts(field: Battlefield, attacker: Unit, roll: int, weapon_roll: int | None, path: str) -> tuple[Part, ...]:
    """The Attack Die's roll, then the weapon's die and modifier if a weapon is equipped
    (``fawnalore.attack.roll``, ``fawnalore.attack.weapon``). Rolls are inputs within their die."""
    if attacker.attack_die is None:
        raise InputError(field.path_of(attacker, "attack_die"), f"{attacker.id} needs an Attack Die to attack")
    if roll > attacker.attack_die:
        raise InputError(f"{path}.roll", f"a d{attacker.attack_die} cannot roll {roll}")
    parts = [Part(ATTACK_DIE, roll)]
    weapon = attacker.weapon
    if weapon is None or weapon.die is None:
        if weapon_roll is not None:
            raise InputError(f"{path}.weapon_roll", f"{attacker.id} has no weapon die to roll")
    elif weapon_roll is None:
        raise InputError(f"{path}.weapon_roll", f"{weapon.name} adds a d{weapon.die}, so its roll is needed")
    elif weapon_roll > weapon.die:
        raise InputError(f"{path}.weapon_roll", f"a d{weapon.die} cannot roll {weapon_roll}")
    else:
        parts.append(Part(f"{weapon.name} die", weapon_roll))
    if weapon is not None and weapon.damage != 0:
        parts.append(Part(weapon.name, weapon.damage))
    return tuple(parts)


def resolve_attack(request: AttackRequest) -> AttackResult:
    """Resolve one attack: attacker and timing, Action, targets and range, then the roll and the
    pipeline. Every attack hits; the roll and modifiers set the damage (``fawnalore.attack.always-hits``)."""
    return attack_in(read_battle(request), request.turn, request.attack, "attack")


def attack_in(field: Battlefield, turn: Turn, attack: Declaration, path: str) -> AttackResult:
    """Resolve ``attack`` on ``turn``; ``path`` is where the request holds the declaration."""
    field.unit(turn.unit, "turn.unit")
    attacker = field.unit(attack.attacker, f"{path}.attacker")
    check_attacker(attacker, turn, "turn")
    check_action(turn, attack.uses_action)
    check_target_count(len(attack.targets), attack.target_limit)
    targets = tuple(field.unit(name, f"{path}.targets.{number}") for number, name in enumerate(attack.targets))
    check_distinct(attack.targets, f"{path}.targets")
    reach = reach_of(field, attacker)
    distances: dict[str, int] = {}
    for target in targets:
        check_target(field.battle.game_mode, attacker, target)
        source, place = field.hexes[attacker.id], field.hexes[target.id]
        distances[target.id] = distance(source, place)
        if not is_in_range(source, place, reach.total):
            raise Refusal(
                "fawnalore.board.range",
                f"{target.id} is {distances[target.id]} steps away, beyond {attacker.id}'s range of {reach.total}",
            )
    base = rolled_parts(field, attacker, attack.roll, attack.weapon_roll, path)
    outcome = deal_to_targets(field, attacker, base, targets, is_attack=True)
    return AttackResult(
        **vars(outcome),
        attacker=attacker.id,
        is_attack=True,
        action_used=attack.uses_action,
        range=reach,
        distances=distances,
    )
