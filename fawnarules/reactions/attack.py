"""One attack of the ``reactions`` rulebook, resolved step by step.

The steps, in order (``reactions.attack.steps``): the attacker declares the
defender and the attack type; the defender may spend reactions on blocks and
dodges; the attacker makes the critical roll and sets the total power; the
defender takes what armor, block and shield leave of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated, Literal

from pydantic import Field

from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal

BLOCK_COST = 1
"""Reactions spent on one block attempt (``reactions.defense.block-cost``)."""

DODGE_COST = 2
"""Reactions spent on one dodge attempt (``reactions.defense.dodge-cost``)."""


class AttackType(Enum):
    """The three attack types (``reactions.attack.types``).

    * ``physical``: met by physical armor and a physical block;
    * ``magical``: met by magical armor and a magical block;
    * ``true``: meets no armor and cannot be blocked, though it can be dodged (``reactions.true-damage.no-block``).
    """

    PHYSICAL = "physical"
    MAGICAL = "magical"
    TRUE = "true"


class BlockType(Enum):
    """The types a block can have: there is no true block (``reactions.true-damage.no-block``)."""

    PHYSICAL = "physical"
    MAGICAL = "magical"


class Outcome(Enum):
    """How a roll came out: the block, dodge and critical rolls are inputs, never rolled here."""

    SUCCESS = "success"
    FAILURE = "failure"


@dataclass(frozen=True)
class Attack(Record):
    """What the attacker declares and rolls."""

    type: AttackType
    power: NonNegative
    critical_bonus: NonNegative = 0
    critical_roll: Outcome | None = None


@dataclass(frozen=True)
class Armor(Record):
    """Armor by type; true damage meets none of it."""

    physical: NonNegative = 0
    magical: NonNegative = 0


@dataclass(frozen=True)
class Defender(Record):
    """The target of the attack, as it stands when the attack is declared."""

    health: NonNegative
    reactions: NonNegative
    armor: Armor = Armor()
    block_bonus: NonNegative = 0
    shield: NonNegative = 0


@dataclass(frozen=True)
class Block(Record):
    """One block attempt of a given type and its rolled outcome."""

    kind: Literal["block"]
    type: BlockType
    outcome: Outcome


@dataclass(frozen=True)
class Dodge(Record):
    """One dodge attempt and its rolled outcome."""

    kind: Literal["dodge"]
    outcome: Outcome


Reaction = Annotated[Block | Dodge, Field(discriminator="kind")]


@dataclass(frozen=True)
class AttackRequest(Record):
    """The request of ``reactions.resolve_attack``: the attack, the defender and its reactions in order."""

    attack: Attack
    defender: Defender
    reactions: tuple[Reaction, ...] = ()


@dataclass(frozen=True)
class ReactionsOutcome(Record):
    """What the reactions step leaves behind."""

    spent: int
    left: int
    blocked: bool
    dodged: bool


@dataclass(frozen=True)
class AttackResult(Record):
    """Every step's value, so a reader can follow the attack.

    ``critical`` and ``power`` are ``None`` when a dodge ended the attack
    before the critical roll.
    """

    attack_type: AttackType
    reactions_spent: int
    reactions_left: int
    dodged: bool
    blocked: bool
    critical: bool | None
    power: int | None
    armor: int
    block_bonus: int
    reduction: int
    damage: int
    shield_soak: int
    shield_left: int
    damage_to_health: int
    health_left: int


def reaction_cost(reaction: Block | Dodge) -> int:
    """A block costs one reaction, a dodge two (``reactions.defense.block-cost``, ``reactions.defense.dodge-cost``)."""
    return BLOCK_COST if isinstance(reaction, Block) else DODGE_COST


def take_reactions(
    attack_type: AttackType, reactions_available: int, reactions: tuple[Block | Dodge, ...]
) -> ReactionsOutcome:
    """Spend the defender's reactions in the order given.

    Refuses, citing the rule broken: a reaction the defender cannot pay for
    (``reactions.defense.pool``); any reaction after a successful dodge
    (``reactions.defense.dodge``); a block against true damage
    (``reactions.true-damage.no-block``); a block of the other type
    (``reactions.defense.block-type``); a block after a successful block
    (``reactions.defense.one-successful-block``).
    """
    left = reactions_available
    blocked = dodged = False
    for number, reaction in enumerate(reactions, start=1):
        if dodged:
            raise Refusal(
                "reactions.defense.dodge",
                f"reaction {number}: the defender already dodged and the attack is over",
            )
        cost = reaction_cost(reaction)
        if cost > left:
            raise Refusal(
                "reactions.defense.pool",
                f"reaction {number}: a {reaction.kind} costs {cost} reaction(s) but only {left} are left",
            )
        if isinstance(reaction, Block):
            check_block(attack_type, reaction, number, blocked)
            blocked = reaction.outcome is Outcome.SUCCESS
        else:
            dodged = reaction.outcome is Outcome.SUCCESS
        left -= cost
    return ReactionsOutcome(spent=reactions_available - left, left=left, blocked=blocked, dodged=dodged)


def check_block(attack_type: AttackType, block: Block, number: int, already_blocked: bool) -> None:
    """Refuse a block the rules forbid (``reactions.true-damage.no-block``, ``reactions.defense.block-type``,
    ``reactions.defense.one-successful-block``)."""
    if attack_type is AttackType.TRUE:
        raise Refusal("reactions.true-damage.no-block", f"reaction {number}: true damage cannot be blocked")
    if block.type.value != attack_type.value:
        raise Refusal(
            "reactions.defense.block-type",
            f"reaction {number}: a {block.type.value} block cannot stop a {attack_type.value} attack",
        )
    if already_blocked:
        raise Refusal(
            "reactions.defense.one-successful-block",
            f"reaction {number}: the attack is already blocked",
        )


def total_power(attack: Attack) -> int:
    """The power after the critical roll: a success adds the critical bonus (``reactions.attack.critical``).
    The roll's outcome is an input, never a chance built in (``reactions.clarifications.roll-chances``)."""
    if attack.critical_roll is None:
        raise InputError("attack.critical_roll", "the attack reaches the critical roll, so its outcome is needed")
    if attack.critical_roll is Outcome.SUCCESS:
        return attack.power + attack.critical_bonus
    return attack.power


def armor_against(attack_type: AttackType, armor: Armor) -> int:
    """Only armor of the attack's own type counts; true damage ignores armor
    (``reactions.attack.armor``, ``reactions.true-damage.ignores-armor``)."""
    if attack_type is AttackType.PHYSICAL:
        return armor.physical
    if attack_type is AttackType.MAGICAL:
        return armor.magical
    return 0


def block_bonus_of(defender: Defender, taken: ReactionsOutcome) -> int:
    """The defender's block bonus when a block succeeded, else nothing (``reactions.defense.block-bonus``)."""
    return defender.block_bonus if taken.blocked else 0


def damage_after_reduction(power: int, reduction: int) -> int:
    """Power less every reduction, never below 0 (``reactions.attack.damage``)."""
    return max(0, power - reduction)


def soak_with_shield(damage: int, shield: int) -> tuple[int, int]:
    """The active shield takes damage first; return ``(soaked, shield left)`` (``reactions.shield.soak``)."""
    soaked = min(damage, shield)
    return soaked, shield - soaked


def resolve_attack(request: AttackRequest) -> AttackResult:
    """Resolve one attack in the order of ``reactions.attack.steps``."""
    attack, defender = request.attack, request.defender
    taken = take_reactions(attack.type, defender.reactions, request.reactions)
    if taken.dodged:
        return AttackResult(
            attack_type=attack.type,
            reactions_spent=taken.spent,
            reactions_left=taken.left,
            dodged=True,
            blocked=taken.blocked,
            critical=None,
            power=None,
            armor=0,
            block_bonus=0,
            reduction=0,
            damage=0,
            shield_soak=0,
            shield_left=defender.shield,
            damage_to_health=0,
            health_left=defender.health,
        )
    power = total_power(attack)
    armor = armor_against(attack.type, defender.armor)
    block_bonus = block_bonus_of(defender, taken)
    damage = damage_after_reduction(power, armor + block_bonus)
    soaked, shield_left = soak_with_shield(damage, defender.shield)
    return AttackResult(
        attack_type=attack.type,
        reactions_spent=taken.spent,
        reactions_left=taken.left,
        dodged=False,
        blocked=taken.blocked,
        critical=attack.critical_roll is Outcome.SUCCESS,
        power=power,
        armor=armor,
        block_bonus=block_bonus,
        reduction=armor + block_bonus,
        damage=damage,
        shield_soak=soaked,
        shield_left=shield_left,
        damage_to_health=damage - soaked,
        health_left=defender.health - (damage - soaked),
    )
