"""One attack, resolved step by step (``awoudan.attacks.*``, ``awoudan.reactions.*``).

The steps: refusals (what may not be attacked or attempted); the dice; the ability or
bonus; the modifiers; the target's DEF or FOC; the defender's reaction; the hit test;
the exposed bonus; the damage to the stat the attack targets.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Annotated, Literal

from pydantic import Field

from fawnarules.awoudan.condition import Condition, ConditionsAfter, Stat
from fawnarules.awoudan.economy import DODGE_COST
from fawnarules.dice import D6, DieSides
from fawnarules.record import NonNegative, Positive, Record
from fawnarules.rejection import InputError, Refusal

COMBAT_ADVANTAGE = 2
"""Attack roll bonus with combat advantage (``awoudan.attacks.combat-advantage``)."""

CHARGE_BONUS = 2
"""Attack roll bonus of a charge (``awoudan.actions.charge``)."""

CHARGE_MIN_SQUARES = 3
"""Squares a charge moves at least, the last of them in a straight line (``awoudan.actions.charge``)."""

COVER_PENALTY = -2
"""Against a target in cover (``awoudan.attacks.cover``)."""

SUPERIOR_COVER_PENALTY = -8
"""Against a target in superior cover (``awoudan.attacks.cover``)."""

CONCEALMENT_PENALTY = -2
"""Against a concealed target (``awoudan.attacks.concealment``)."""

PRONE_RANGED_PENALTY = -2
"""A ranged attack against a prone target (``awoudan.attacks.prone-target``)."""

GRAPPLED_PENALTY = -2
"""Attacks by a grappled creature (``awoudan.attacks.grappled-attacker``)."""

UNSEEN_SQUARE_PENALTY = -4
"""An attack on a square where an unseen target may be (``awoudan.niche.unseen-square``)."""

EXPOSED_BONUS = 4
"""Extra damage an exposed target takes from an attack that hits (``awoudan.attacks.exposed``)."""


class AttackKind(Enum):
    """The three kinds of attack.

    * ``melee``: with a melee weapon, against an adjacent target;
    * ``ranged``: with a ranged or thrown weapon;
    * ``spell``: with a spell, against STA or WIL (``awoudan.attacks.target-stat``).
    """

    MELEE = "melee"
    RANGED = "ranged"
    SPELL = "spell"


class Area(Enum):
    """The attack's pattern; blasts and bursts hit unseen targets without penalty (``awoudan.niche.unseen-areas``).

    * ``single``: one target;
    * ``blast``: every target in a blast (``awoudan.areas.blast``);
    * ``burst``: every target in a burst (``awoudan.areas.burst``);
    * ``close_burst``: every target in a close burst (``awoudan.areas.close-burst``);
    * ``line``: every target in a line (``awoudan.areas.line``);
    * ``wall``: every target a wall reaches (``awoudan.walls.sections``).
    """

    SINGLE = "single"
    BLAST = "blast"
    BURST = "burst"
    CLOSE_BURST = "close_burst"
    LINE = "line"
    WALL = "wall"


AREAS_WITHOUT_UNSEEN_PENALTY = frozenset({Area.BLAST, Area.BURST, Area.CLOSE_BURST})


class Cover(Enum):
    """How much cover the target has (``awoudan.attacks.cover``).

    * ``none``: no cover;
    * ``cover``: cover: -2 on the attack roll;
    * ``superior``: superior cover: -8 on the attack roll.
    """

    NONE = "none"
    COVER = "cover"
    SUPERIOR = "superior"


class Concealment(Enum):
    """How well the attacker sees the target (``awoudan.attacks.concealment``).

    * ``none``: in plain sight;
    * ``concealed``: partly hidden: -2 on the attack roll;
    * ``total``: wholly hidden: the attacker must first find it (``awoudan.niche.unseen-perception``).
    """

    NONE = "none"
    CONCEALED = "concealed"
    TOTAL = "total"


@dataclass(frozen=True)
class Charge(Record):
    """The movement of a charge, checked against its requirements (``awoudan.actions.charge``)."""

    squares_moved: NonNegative
    straight_squares: NonNegative
    target_in_line: bool


@dataclass(frozen=True)
class Attack(Record):
    """What the attacker uses and rolls. ``deals`` is set for an ability that deals damage
    without an attack roll (``awoudan.attacks.deals-damage``)."""

    kind: AttackKind
    die: DieSides | None = None
    rolls: tuple[Positive, ...] | None = None
    ability: int | None = None
    bonus: int | None = None
    target: Stat | None = None
    target_stated: bool | None = None
    deals: NonNegative | None = None
    area: Area = Area.SINGLE
    dual_wield: bool | None = None
    thrown: bool = False
    throw_property: bool | None = None
    distance: NonNegative | None = None
    finisher: bool = False
    charge: Charge | None = None


@dataclass(frozen=True)
class Attacker(Record):
    """The attacking character."""

    strength: int = 0
    conditions: tuple[Condition, ...] = ()
    frightened_of_target: bool = False


@dataclass(frozen=True)
class Defender(Record):
    """The target: its defences, its stamina for reactions, and what it is suffering. ``surprised``
    means surprised in this round, which is only ever the first."""

    defense: NonNegative = 0
    focus: NonNegative = 0
    sta: int = 0
    dexterity: int = 0
    intelligence: int = 0
    conditions: tuple[Condition, ...] = ()
    sprinted: bool = False
    helpless: bool = False
    reacted_this_round: bool = False
    surprised: bool = False
    parry_weapon: bool = False
    shield: bool = False


@dataclass(frozen=True)
class Unseen(Record):
    """Targeting what the attacker cannot see (``awoudan.niche.unseen-perception``)."""

    perception_roll: D6
    target_in_square: bool = True


@dataclass(frozen=True)
class Situation(Record):
    """Where the attack happens: flanking and cover come from the board, the rest from the table."""

    flanking: bool = False
    combat_advantage: bool = False
    cover: Cover = Cover.NONE
    concealment: Concealment = Concealment.NONE
    invisible: bool = False
    unseen: Unseen | None = None


@dataclass(frozen=True)
class DodgeReaction(Record):
    """A dodge: d6 + DEX off the attack (``awoudan.reactions.dodge``)."""

    kind: Literal["dodge"]
    roll: D6


@dataclass(frozen=True)
class ParryReaction(Record):
    """A parry: STA staked against the attack roll (``awoudan.reactions.parry``)."""

    kind: Literal["parry"]
    sta: Positive


@dataclass(frozen=True)
class ShieldReaction(Record):
    """A shield: STA paid to stop the damage (``awoudan.reactions.shield``)."""

    kind: Literal["shield"]


Reaction = Annotated[DodgeReaction | ParryReaction | ShieldReaction, Field(discriminator="kind")]


@dataclass(frozen=True)
class AttackRequest(Record):
    """The request of ``awoudan.resolve_attack``."""

    attack: Attack
    defender: Defender = Defender()
    attacker: Attacker = Attacker()
    situation: Situation = Situation()
    reaction: Reaction | None = None


class ModifierSource(StrEnum):
    """What changes an attack roll (``awoudan.attacks.*``).

    * ``combat advantage``: flanking, a sprinted or prone target, or another advantage
      (``awoudan.attacks.combat-advantage``);
    * ``charge``: the attack ends a charge (``awoudan.actions.charge``);
    * ``cover``: the target has cover (``awoudan.attacks.cover``);
    * ``superior cover``: the target has superior cover (``awoudan.attacks.cover``);
    * ``concealment``: the target is concealed (``awoudan.attacks.concealment``);
    * ``unseen square``: a single target attacked in a square it cannot be seen in (``awoudan.niche.unseen-square``);
    * ``prone target``: a ranged attack on a prone target (``awoudan.attacks.prone-target``);
    * ``grappled attacker``: the attacker is grappled (``awoudan.attacks.grappled-attacker``).
    """

    COMBAT_ADVANTAGE = "combat advantage"
    CHARGE = "charge"
    COVER = "cover"
    SUPERIOR_COVER = "superior cover"
    CONCEALMENT = "concealment"
    UNSEEN_SQUARE = "unseen square"
    PRONE_TARGET = "prone target"
    GRAPPLED_ATTACKER = "grappled attacker"


class DefenseStat(StrEnum):
    """The defence an attack roll is made against (``awoudan.attacks.defense``).

    * ``def``: DEF, against weapons;
    * ``foc``: FOC, against spells.
    """

    DEF = "def"
    FOC = "foc"


class Finisher(StrEnum):
    """What a finisher that hits does (``awoudan.attacks.finisher``).

    * ``wound``: the target suffers a wound;
    * ``failed death save``: a dying target marks a failed death save.
    """

    WOUND = "wound"
    FAILED_DEATH_SAVE = "failed death save"


@dataclass(frozen=True)
class Modifier(Record):
    """One named change to the attack roll."""

    source: ModifierSource
    value: int


@dataclass(frozen=True)
class AttackResult(Record):
    """Every step of the attack.

    ``attack_roll`` is ``None`` for an ability that deals damage without one.
    ``result`` is the attack roll less the defence and the dodge: above 0 is a hit.
    """

    target: Stat
    dice: int
    ability_added: int
    modifiers: tuple[Modifier, ...]
    """The modifiers that apply, in the order of :class:`ModifierSource`'s values."""
    attack_roll: int | None
    defense_stat: DefenseStat | None
    defense: int
    perceived: bool | None
    dodge: int
    result: int | None
    hit: bool
    exposed_bonus: int
    damage: int
    reaction_sta: int
    defender_sta_left: int
    defender_conditions: ConditionsAfter
    no_exposed_save_next_turn: bool
    opportunity_attack: bool
    finisher: Finisher | None
    concealment_after: Concealment | None


def target_stat(attack: Attack) -> Stat:
    """The stat the attack lowers (``awoudan.attacks.target-stat``).

    Weapons lower HEA, though a melee attack may choose STA; spells lower STA or
    WIL. An attack whose own text names another stat (``target_stated``) may
    target it; saying so without naming the stat is an input error, whatever its value
    (``awoudan.clarifications.fields-that-do-not-fit``).
    """
    if attack.target is None and attack.target_stated is not None:
        raise InputError("attack.target_stated", "only an attack that names its target stat says it is stated")
    if attack.kind is AttackKind.SPELL:
        if attack.target is None:
            raise InputError("attack.target", "a spell attack names the stat it targets: sta or wil")
        if attack.target is Stat.HEA and not attack.target_stated:
            raise Refusal("awoudan.attacks.target-stat", "a spell targets STA or WIL unless its text says HEA")
        return attack.target
    chosen = attack.target or Stat.HEA
    allowed = {Stat.HEA, Stat.STA} if attack.kind is AttackKind.MELEE else {Stat.HEA}
    if chosen not in allowed and not attack.target_stated:
        raise Refusal(
            "awoudan.attacks.target-stat", f"a {attack.kind.value} attack cannot target {chosen.value.upper()}"
        )
    return chosen


def check_attack_allowed(request: AttackRequest) -> None:
    """Refuse an attack the rules forbid."""
    attack, attacker, defender, situation = request.attack, request.attacker, request.defender, request.situation
    if attacker.frightened_of_target and Condition.FRIGHTENED in attacker.conditions:
        raise Refusal("awoudan.conditions.frightened", "a frightened character cannot attack what frightens it")
    if is_totally_concealed(situation) and situation.unseen is None:
        raise Refusal(
            "awoudan.attacks.concealment", "a target with total concealment is attacked only by targeting the unseen"
        )
    if attack.finisher and not (
        Condition.UNCONSCIOUS in defender.conditions or Condition.DYING in defender.conditions or defender.helpless
    ):
        raise Refusal("awoudan.attacks.finisher", "a finisher needs an unconscious or helpless target")
    if attack.charge is not None:
        check_charge(attack.charge, attack.kind)
    if attack.thrown:
        check_throw(attack, attacker)


def check_charge(charge: Charge, kind: AttackKind) -> None:
    """A charge ends in a melee attack after 3 squares or more, the last 3 in a line towards the target
    (``awoudan.actions.charge``)."""
    if kind is not AttackKind.MELEE:
        raise Refusal("awoudan.actions.charge", "a charge ends in a melee attack")
    if charge.squares_moved < CHARGE_MIN_SQUARES or charge.straight_squares < CHARGE_MIN_SQUARES:
        raise Refusal("awoudan.actions.charge", "a charge moves at least 3 squares, the last 3 in a straight line")
    if charge.straight_squares > charge.squares_moved:
        raise InputError("attack.charge.straight_squares", "more straight squares than squares moved")
    if not charge.target_in_line:
        raise Refusal("awoudan.actions.charge", "the target must stand in the line of the charge")


def check_throw_fields(attack: Attack) -> None:
    """The throw property and the distance fit only a thrown weapon: given to any other attack they are an input
    error, whatever their value (``awoudan.clarifications.fields-that-do-not-fit``)."""
    if attack.thrown:
        return
    # Given at all is what counts: a throw property of false or a distance of 0 is as stray as any other.
    for field in ("throw_property", "distance"):
        if getattr(attack, field) is not None:
            raise InputError(f"attack.{field}", f"only a thrown weapon takes a {field.replace('_', ' ')}")


def check_unseen_fields(situation: Situation) -> None:
    """Perceiving the unseen fits only a target with total concealment: given for any other it is an input
    error, whatever its rolls (``awoudan.niche.unseen-perception``,
    ``awoudan.clarifications.fields-that-do-not-fit``)."""
    if situation.unseen is not None and not is_totally_concealed(situation):
        raise InputError("situation.unseen", "only a target with total concealment or invisible is unseen")


def check_throw(attack: Attack, attacker: Attacker) -> None:
    """Only melee weapons are thrown; without the throw property the range is the thrower's STR
    (``awoudan.niche.throwing``, ``awoudan.niche.throw-property``)."""
    if attack.kind is not AttackKind.MELEE:
        raise Refusal("awoudan.niche.throwing", "only a melee weapon is thrown")
    if attack.throw_property:
        return
    if attack.distance is None:
        raise InputError("attack.distance", "a thrown weapon without the throw property needs the distance")
    if attack.distance > attacker.strength:
        raise Refusal(
            "awoudan.niche.throwing", f"a throw reaches {attacker.strength} squares (STR), not {attack.distance}"
        )


def is_totally_concealed(situation: Situation) -> bool:
    """Total concealment, or invisibility which counts as it (``awoudan.attacks.concealment``)."""
    return situation.invisible or situation.concealment is Concealment.TOTAL


def is_face_of(roll: int, die: int) -> bool:
    """Whether a die of ``die`` sides can show ``roll``, which its field already holds to 1 or more: every
    roll is an input, and one its die cannot show is an input error (``awoudan.sequence.dice-are-inputs``)."""
    return roll <= die


def dice_total(attack: Attack) -> int:
    """The sum of the dice; halved, rounded down, for a throw without the throw property
    (``awoudan.niche.throwing``, ``awoudan.niche.rounding``). Every roll is an input, and a roll
    its die cannot show is an input error (``awoudan.sequence.dice-are-inputs``)."""
    if attack.die is None:
        raise InputError("attack.die", "an attack roll needs the die of the weapon or spell")
    if not attack.rolls:
        raise InputError("attack.rolls", "an attack roll needs the dice rolled")
    for index, roll in enumerate(attack.rolls):
        if not is_face_of(roll, attack.die):
            raise InputError(f"attack.rolls.{index}", f"a d{attack.die} cannot roll {roll}")
    total = sum(attack.rolls)
    return total // 2 if attack.thrown and not attack.throw_property else total


def ability_added(attack: Attack) -> int:
    """The ability score or bonus added to the dice; none when dual wielding or throwing a plain melee weapon
    (``awoudan.attacks.roll``, ``awoudan.niche.dual-wielding``, ``awoudan.niche.throwing``)."""
    if attack.dual_wield or (attack.thrown and not attack.throw_property):
        return 0
    return attack.ability or 0


def has_combat_advantage(request: AttackRequest) -> bool:
    """Any one source gives combat advantage; several still give it once (``awoudan.attacks.combat-advantage``)."""
    situation, defender = request.situation, request.defender
    return (
        situation.flanking
        or situation.combat_advantage
        or defender.sprinted
        or (request.attack.kind is AttackKind.MELEE and Condition.PRONE in defender.conditions)
    )


def modifiers(request: AttackRequest, perceived: bool | None) -> tuple[Modifier, ...]:
    """Every modifier to the attack roll, named: combat advantage (``awoudan.attacks.combat-advantage``), a charge
    (``awoudan.actions.charge``), cover (``awoudan.attacks.cover``), concealment (``awoudan.attacks.concealment``),
    an unseen square (``awoudan.niche.unseen-square``), a prone target (``awoudan.attacks.prone-target``) and a
    grappled attacker (``awoudan.attacks.grappled-attacker``)."""
    attack, situation, defender = request.attack, request.situation, request.defender
    found: list[Modifier] = []
    if has_combat_advantage(request):
        found.append(Modifier(ModifierSource.COMBAT_ADVANTAGE, COMBAT_ADVANTAGE))
    if attack.charge is not None:
        found.append(Modifier(ModifierSource.CHARGE, CHARGE_BONUS))
    if situation.cover is Cover.COVER:
        found.append(Modifier(ModifierSource.COVER, COVER_PENALTY))
    if situation.cover is Cover.SUPERIOR:
        found.append(Modifier(ModifierSource.SUPERIOR_COVER, SUPERIOR_COVER_PENALTY))
    if situation.concealment is Concealment.CONCEALED and not situation.invisible:
        found.append(Modifier(ModifierSource.CONCEALMENT, CONCEALMENT_PENALTY))
    if perceived is False and attack.area not in AREAS_WITHOUT_UNSEEN_PENALTY:
        found.append(Modifier(ModifierSource.UNSEEN_SQUARE, UNSEEN_SQUARE_PENALTY))
    if attack.kind is AttackKind.RANGED and Condition.PRONE in defender.conditions:
        found.append(Modifier(ModifierSource.PRONE_TARGET, PRONE_RANGED_PENALTY))
    if Condition.GRAPPLED in request.attacker.conditions:
        found.append(Modifier(ModifierSource.GRAPPLED_ATTACKER, GRAPPLED_PENALTY))
    return tuple(found)


def attack_roll_of(dice: int, added: int, bonus: int, found: tuple[Modifier, ...]) -> int:
    """The attack roll: the dice, the ability score added, the attack's own bonus, and every modifier
    (``awoudan.attacks.roll``)."""
    return dice + added + bonus + sum(modifier.value for modifier in found)


def perceive(request: AttackRequest) -> bool | None:
    """Against total concealment, a d6 above the target's higher of DEX and INT finds it
    (``awoudan.niche.unseen-perception``); ``None`` when the target is seen: only a target with total
    concealment has a perception roll, and it must have one (:func:`check_unseen_fields`)."""
    unseen = request.situation.unseen
    if unseen is None:
        return None
    return unseen.perception_roll > max(request.defender.dexterity, request.defender.intelligence)


def check_reaction(request: AttackRequest, reaction: DodgeReaction | ParryReaction | ShieldReaction) -> None:
    """Refuse a reaction the defender cannot take (``awoudan.actions.reaction``, ``awoudan.reactions.*``)."""
    defender, name = request.defender, reaction.kind
    if request.attack.deals is not None:
        raise Refusal("awoudan.attacks.deals-damage", f"no attack roll to {name}: the ability simply deals damage")
    for condition in (Condition.UNCONSCIOUS, Condition.EXPOSED, Condition.DAZED):
        if condition in defender.conditions:
            raise Refusal(f"awoudan.conditions.{condition.value}", f"a {condition.value} character cannot react")
    if defender.surprised:
        raise Refusal("awoudan.sequence.surprise", "a surprised character cannot react in the first round")
    if defender.reacted_this_round:
        raise Refusal("awoudan.actions.reaction", "the defender already reacted this round")
    if isinstance(reaction, DodgeReaction) and defender.sta < DODGE_COST:
        raise Refusal("awoudan.actions.stamina-cost", f"a dodge costs {DODGE_COST} STA, {defender.sta} left")
    if isinstance(reaction, ParryReaction):
        if not defender.parry_weapon:
            raise Refusal("awoudan.reactions.parry", "a parry needs a parry weapon")
        if request.attack.kind is not AttackKind.MELEE:
            raise Refusal("awoudan.reactions.parry", "only a melee attack is parried")
        if reaction.sta > defender.sta:
            raise Refusal("awoudan.actions.stamina-cost", f"a parry of {reaction.sta} STA, {defender.sta} left")
    if isinstance(reaction, ShieldReaction) and not defender.shield:
        raise Refusal("awoudan.reactions.shield", "shielding needs a shield")


def is_hit(result: int, parried: bool, empty_square: bool) -> bool:
    """An attack result above 0 hits, unless a parry turned it aside or the attack went at an empty square
    (``awoudan.attacks.hit``)."""
    return result > 0 and not parried and not empty_square


def resolve_attack(request: AttackRequest) -> AttackResult:
    """Resolve one attack (``awoudan.attacks.roll``, ``awoudan.attacks.defense``, ``awoudan.attacks.hit``)."""
    attack, defender = request.attack, request.defender
    check_throw_fields(attack)
    check_unseen_fields(request.situation)
    target = target_stat(attack)
    check_attack_allowed(request)
    if request.reaction is not None:
        check_reaction(request, request.reaction)
    if attack.deals is not None:
        return deal_damage(request, target)
    dice = dice_total(attack)
    added = ability_added(attack)
    perceived = perceive(request)
    found = modifiers(request, perceived)
    attack_roll = attack_roll_of(dice, added, attack.bonus or 0, found)
    uses_focus = attack.kind is AttackKind.SPELL
    defense = defender.focus if uses_focus else defender.defense
    reaction = request.reaction
    dodge = dodge_of(reaction, defender)
    result = attack_roll - defense - dodge
    parried = isinstance(reaction, ParryReaction) and reaction.sta > attack_roll
    unseen = request.situation.unseen
    empty_square = perceived is False and unseen is not None and not unseen.target_in_square
    hit = is_hit(result, parried, empty_square)
    exposed_bonus = EXPOSED_BONUS if hit and Condition.EXPOSED in defender.conditions else 0
    damage = result + exposed_bonus if hit else 0
    reaction_sta = reaction_stamina(reaction, damage)
    sta_left = defender.sta - reaction_sta
    shielded = isinstance(reaction, ShieldReaction)
    drained = shielded and sta_left <= 0
    conditions = defender.conditions + ((Condition.EXPOSED,) if drained else ())
    if target is Stat.STA and not shielded:
        sta_left -= damage
    return AttackResult(
        target=target,
        dice=dice,
        ability_added=added,
        modifiers=found,
        attack_roll=attack_roll,
        defense_stat=DefenseStat.FOC if uses_focus else DefenseStat.DEF,
        defense=defense,
        perceived=perceived,
        dodge=dodge,
        result=result,
        hit=hit,
        exposed_bonus=exposed_bonus,
        damage=0 if shielded else damage,
        reaction_sta=reaction_sta,
        defender_sta_left=sta_left,
        defender_conditions=conditions,
        no_exposed_save_next_turn=drained,
        opportunity_attack=parried,
        finisher=finisher_outcome(request) if hit and attack.finisher else None,
        concealment_after=Concealment.CONCEALED if hit and perceived is False else None,
    )


def dodge_of(reaction: DodgeReaction | ParryReaction | ShieldReaction | None, defender: Defender) -> int:
    """What a dodge takes off the attack: its d6 plus the defender's DEX (``awoudan.reactions.dodge``); nothing
    without a dodge."""
    return reaction.roll + defender.dexterity if isinstance(reaction, DodgeReaction) else 0


def reaction_stamina(reaction: DodgeReaction | ParryReaction | ShieldReaction | None, damage: int) -> int:
    """STA the reaction spends: 6 for a dodge (``awoudan.reactions.dodge``), the stake of a parry, spent whether
    or not it turns the attack (``awoudan.reactions.parry``), the damage stopped by a shield
    (``awoudan.reactions.shield``)."""
    if isinstance(reaction, DodgeReaction):
        return DODGE_COST
    if isinstance(reaction, ParryReaction):
        return reaction.sta
    if isinstance(reaction, ShieldReaction):
        return damage
    return 0


def finisher_outcome(request: AttackRequest) -> Finisher:
    """A finisher that hits wounds the target, or costs a death save if it is dying (``awoudan.attacks.finisher``)."""
    return Finisher.FAILED_DEATH_SAVE if Condition.DYING in request.defender.conditions else Finisher.WOUND


ROLL_FIELDS = ("die", "rolls", "ability", "bonus", "dual_wield")
"""The fields of an attack roll, which an ability that deals damage does not make, in the order of the
attack's fields (``awoudan.clarifications.fields-that-do-not-fit``)."""


def deal_damage(request: AttackRequest, target: Stat) -> AttackResult:
    """An ability that deals damage makes no attack roll: no modifiers, no defence
    (``awoudan.attacks.deals-damage``); a field of the roll given to it is an input error, whatever its
    value (``awoudan.clarifications.fields-that-do-not-fit``)."""
    attack, defender = request.attack, request.defender
    # Given at all is what counts: an empty list of rolls or an ability of 0 is as stray as any other.
    for field in ROLL_FIELDS:
        if getattr(attack, field) is not None:
            raise InputError(f"attack.{field}", f"an ability that deals damage makes no attack roll: no {field}")
    damage = attack.deals or 0
    return AttackResult(
        target=target,
        dice=0,
        ability_added=0,
        modifiers=(),
        attack_roll=None,
        defense_stat=None,
        defense=0,
        perceived=None,
        dodge=0,
        result=None,
        hit=damage > 0,
        exposed_bonus=0,
        damage=damage,
        reaction_sta=0,
        defender_sta_left=defender.sta - (damage if target is Stat.STA else 0),
        defender_conditions=defender.conditions,
        no_exposed_save_next_turn=False,
        opportunity_attack=False,
        finisher=None,
        concealment_after=None,
    )
