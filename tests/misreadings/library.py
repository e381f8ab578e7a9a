"""The misreadings, rulebook by rulebook: one for each rule of the core procedures (the attack, the damage, the
defences, the checks, the turn order) but those ``tests/test_misreadings.py`` lists as left, each named after the
reading."""

from __future__ import annotations

from tests.misreadings.reading import Misreading


def misreadings_of(module: str, *readings: tuple[str, str, str, str]) -> tuple[Misreading, ...]:
    """The misreadings of one module, each given as its name, the rule it misreads, the line and the line misread."""
    return tuple(Misreading(name, rule, module, before, after) for name, rule, before, after in readings)


REACTIONS = misreadings_of(
    "fawnarules.reactions.attack",
    (
        "A shield soaks the attack before armor and block reduce it",
        "reactions.shield.soak",
        "    damage = damage_after_reduction(power, armor + block_bonus)\n"
        "    soaked, shield_left = soak_with_shield(damage, defender.shield)\n",
        "    soaked, shield_left = soak_with_shield(power, defender.shield)\n"
        "    damage = damage_after_reduction(power - soaked, armor + block_bonus) + soaked\n",
    ),
    (
        "A dodge costs one reaction, as a block does",
        "reactions.defense.dodge-cost",
        "DODGE_COST = 2\n",
        "DODGE_COST = 1\n",
    ),
    (
        "The block bonus counts for a failed block too",
        "reactions.defense.block-bonus",
        "block_bonus = block_bonus_of(defender, taken)",
        "block_bonus = defender.block_bonus if any(r.kind == 'block' for r in request.reactions) else 0",
    ),
    (
        "A critical success doubles the power instead of adding the critical bonus",
        "reactions.attack.critical",
        "        return attack.power + attack.critical_bonus\n",
        "        return attack.power * 2\n",
    ),
    (
        "Armor counts whatever the attack's type: the higher of the two",
        "reactions.attack.armor",
        "    if attack_type is AttackType.PHYSICAL:\n        return armor.physical\n",
        "    if attack_type is not AttackType.TRUE:\n        return max(armor.physical, armor.magical)\n",
    ),
    (
        "Armor beyond the power heals the defender",
        "reactions.attack.damage",
        "    return max(0, power - reduction)\n",
        "    return power - reduction\n",
    ),
    (
        "A block costs two reactions, as a dodge does",
        "reactions.defense.block-cost",
        "BLOCK_COST = 1\n",
        "BLOCK_COST = 2\n",
    ),
    (
        "True damage meets the physical armor",
        "reactions.true-damage.ignores-armor",
        "        return armor.magical\n    return 0\n",
        "        return armor.magical\n    return armor.physical\n",
    ),
    (
        "A magical attack meets the physical armor",
        "reactions.attack.types",
        "    if attack_type is AttackType.MAGICAL:\n        return armor.magical\n",
        "    if attack_type is AttackType.MAGICAL:\n        return armor.physical\n",
    ),
    (
        "A reaction that costs all the reactions left is refused",
        "reactions.defense.pool",
        "        if cost > left:\n",
        "        if cost >= left:\n",
    ),
    (
        "After a successful dodge only another dodge is refused, and a block may still be taken",
        "reactions.defense.dodge",
        "        if dodged:\n",
        "        if dodged and isinstance(reaction, Dodge):\n",
    ),
    (
        "A magical block meets an attack of either type: only a physical block must match",
        "reactions.defense.block-type",
        "    if block.type.value != attack_type.value:\n",
        "    if block.type.value != attack_type.value and block.type is BlockType.PHYSICAL:\n",
    ),
    (
        "A block may follow one that held, and the last block's outcome stands",
        "reactions.defense.one-successful-block",
        "check_block(attack_type, reaction, number, blocked)",
        "check_block(attack_type, reaction, number, False)",
    ),
    (
        "True damage cannot be dodged: a dodge against it is refused",
        "reactions.true-damage.dodgeable",
        "        else:\n            dodged = reaction.outcome is Outcome.SUCCESS\n",
        "        elif attack_type is AttackType.TRUE:\n"
        '            raise Refusal("reactions.true-damage.dodgeable",'
        ' f"reaction {number}: true damage cannot be dodged")\n'
        "        else:\n            dodged = reaction.outcome is Outcome.SUCCESS\n",
    ),
    (
        "True damage can be blocked, by a block of either type",
        "reactions.true-damage.no-block",
        '        raise Refusal("reactions.true-damage.no-block",'
        ' f"reaction {number}: true damage cannot be blocked")\n',
        "        return\n",
    ),
    (
        "The critical roll comes before the reactions, so a dodged attack still has its critical roll and power",
        "reactions.attack.steps",
        "            critical=None,\n            power=None,\n",
        "            critical=attack.critical_roll is Outcome.SUCCESS,\n            power=total_power(attack),\n",
    ),
)

FAWNALORE = (
    *misreadings_of(
        "fawnarules.fawnalore.damage",
        (
            "HP loss follows the first window effect, not the last",
            "fawnalore.window.timing",
            "return window[-1].after if window else taken",
            "return window[0].after if window else taken",
        ),
        (
            "Reductions larger than the damage heal the target",
            "fawnalore.damage.floor",
            "    return max(0, dealt - reduction)\n",
            "    return dealt - reduction\n",
        ),
        (
            "Only the largest reduction counts: reductions do not stack",
            "fawnalore.damage.reduction",
            "    return sum(part.amount for part in reductions)\n",
            "    return max((part.amount for part in reductions), default=0)\n",
        ),
        (
            "HP goes below 0 when the damage exceeds it",
            "fawnalore.damage.hp-loss",
            "    loss = min(hp, damage)\n",
            "    loss = damage\n",
        ),
        (
            "Redirected damage is lost by the holder as well as by the other unit",
            "fawnalore.window.redirect",
            "left, 0, to=effect.to)\n",
            "left, left, to=effect.to)\n",
        ),
        (
            "Only bonuses add to the damage dealt: a minus modifier is ignored",
            "fawnalore.attack.damage-dealt",
            "        if isinstance(effect, DamageDealt) and is_applicable(effect, is_attack)\n",
            "        if isinstance(effect, DamageDealt) and is_applicable(effect, is_attack) and effect.amount > 0\n",
        ),
        (
            "A reduction that speaks of attacks reduces any damage",
            "fawnalore.damage.attack-only-effects",
            "        if isinstance(effect, DamageTaken) and is_applicable(effect, is_attack)\n",
            "        if isinstance(effect, DamageTaken)\n",
        ),
        (
            "Non-attack damage that uses the Action is dealt even once the Action is spent",
            "fawnalore.damage.non-attack",
            "    if turn.action_spent:\n"
            '        raise Refusal("fawnalore.damage.non-attack", f"{turn.unit} has already spent its Action'
            ' this turn")\n',
            "",
        ),
        (
            "A window reduction larger than the damage heals the holder",
            "fawnalore.window.reduce",
            "max(0, left - effect.amount)",
            "left - effect.amount",
        ),
        (
            "A replacement's event happens and the damage is still taken",
            "fawnalore.window.replace",
            "left, 0, instead=effect.instead",
            "left, left, instead=effect.instead",
        ),
        (
            "Reductions come off the roll before the damage modifiers are added",
            "fawnalore.damage.pipeline",
            "        taken = damage_taken(dealt, reduction)\n",
            "        rolled = sum(part.amount for part in base)\n"
            "        taken = damage_taken(rolled, reduction) + dealt - rolled\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.fawnalore.attack",
        (
            "A weapon's negative range modifier is ignored",
            "fawnalore.board.range-stat",
            "unit.weapon.range == 0 else",
            "unit.weapon.range <= 0 else",
        ),
        (
            "The targets a card allows come on top of the attack's one target",
            "fawnalore.attack.single-target",
            "    if count > limit:\n",
            "    if count > limit + 1:\n",
        ),
        (
            "An Attack Die roll of 1 misses",
            "fawnalore.attack.always-hits",
            "    parts = [Part(ATTACK_DIE, roll)]\n",
            "    parts = [Part(ATTACK_DIE, roll if roll > 1 else 0)]\n",
        ),
        (
            "The weapon's die is rolled instead of the Attack Die",
            "fawnalore.attack.roll",
            '        parts.append(Part(f"{weapon.name} die", weapon_roll))\n',
            '        parts[0] = Part(f"{weapon.name} die", weapon_roll)\n',
        ),
        (
            "An attack freed from the Action still needs the Action unspent",
            "fawnalore.attack.action",
            "    if uses_action and turn.action_spent:\n",
            "    if turn.action_spent:\n",
        ),
        (
            "A Makri with an Attack Die attacks as Players and PPCs do",
            "fawnalore.attack.attackers",
            "    if attacker.kind is UnitKind.MAKRI:\n",
            "    if attacker.kind is UnitKind.MAKRI and attacker.attack_die is None:\n",
        ),
        (
            "A Player attacks in any phase of its own turn",
            "fawnalore.attack.timing",
            "        if turn.phase is not Phase.MAIN:\n"
            '            raise Refusal("fawnalore.attack.timing", f"{attacker.id} may attack only in its Main'
            ' Phase")\n',
            "",
        ),
        (
            "A weapon with a die adds its die but not its damage modifier",
            "fawnalore.attack.weapon",
            "    if weapon is not None and weapon.damage != 0:\n",
            "    if weapon is not None and weapon.damage != 0 and weapon.die is None:\n",
        ),
        (
            "A range its modifiers bring below 1 stays 1 and still reaches the adjacent hexes",
            "fawnalore.board.no-range-zero",
            "    total = unit.range + sum(part.amount for part in weapon + cards)\n",
            "    total = max(1, unit.range + sum(part.amount for part in weapon + cards))\n",
        ),
        (
            "A unit standing between the attacker and its target blocks the attack",
            "fawnalore.board.no-line-of-sight",
            "        if not is_in_range(source, place, reach.total):\n",
            "        if any(\n            0 < distance(source, field.hexes[unit.id]) < distances[target.id]\n"
            "            == distance(source, field.hexes[unit.id]) + distance(field.hexes[unit.id], place)\n"
            "            for unit in field.battle.units\n        ):\n"
            '            raise Refusal("fawnalore.board.no-line-of-sight",'
            ' f"a unit stands between {attacker.id} and {target.id}")\n'
            "        if not is_in_range(source, place, reach.total):\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.fawnalore.board",
        (
            "Distance counts steps along two axes, as on a square grid",
            "fawnalore.board.distance",
            "    return max(abs(a.q - b.q), abs(a.r - b.r), abs(a.s - b.s))\n",
            "    return abs(a.q - b.q) + abs(a.r - b.r)\n",
        ),
        (
            "A range of N reaches only the hexes fewer than N steps away",
            "fawnalore.board.range",
            "    return distance(source, target) <= reach\n",
            "    return distance(source, target) < reach\n",
        ),
        (
            "A board of radius N holds the hexes fewer than N steps from its centre",
            "fawnalore.board.extent",
            "        return distance(ORIGIN, hex_) <= self.radius\n",
            "        return distance(ORIGIN, hex_) < self.radius\n",
        ),
        (
            "A hex q,r is column q of row r, the rows offset as on paper",
            "fawnalore.board.hexes",
            "    return max(abs(a.q - b.q), abs(a.r - b.r), abs(a.s - b.s))\n",
            "    a, b = (Hex(h.q - (h.r - (h.r & 1)) // 2, h.r) for h in (a, b))\n"
            "    return max(abs(a.q - b.q), abs(a.r - b.r), abs(a.s - b.s))\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.fawnalore.effect",
        (
            "A prevention that does not say which damage stops only attacks",
            "fawnalore.window.prevent",
            '    kind: Literal["prevent"]\n    holder: Name\n    source: Name\n'
            "    applies_to: AppliesTo = AppliesTo.ALL_DAMAGE\n",
            '    kind: Literal["prevent"]\n    holder: Name\n    source: Name\n'
            "    applies_to: AppliesTo = AppliesTo.ATTACKS\n",
        ),
    ),
)

AWOUDAN = (
    *misreadings_of(
        "fawnarules.awoudan.attack",
        (
            "The guard stat follows the stat attacked: FOC guards STA and WIL, whatever the weapon",
            "awoudan.attacks.defense",
            "uses_focus = attack.kind is AttackKind.SPELL",
            "uses_focus = target is not Stat.HEA",
        ),
        (
            "An attack whose result is exactly 0 still hits",
            "awoudan.attacks.hit",
            "    return result > 0 and",
            "    return result >= 0 and",
        ),
        (
            "A prone target gives ranged attacks combat advantage too",
            "awoudan.attacks.prone-target",
            "        or (request.attack.kind is AttackKind.MELEE and Condition.PRONE in defender.conditions)\n",
            "        or Condition.PRONE in defender.conditions\n",
        ),
        (
            "A parry that fails costs no STA",
            "awoudan.reactions.parry",
            "    reaction_sta = reaction_stamina(reaction, damage)\n",
            "    reaction_sta = 0 if isinstance(reaction, ParryReaction) and not parried"
            " else reaction_stamina(reaction, damage)\n",
        ),
        (
            "A stake equal to the attack roll is enough to parry",
            "awoudan.reactions.parry",
            "reaction.sta > attack_roll",
            "reaction.sta >= attack_roll",
        ),
        (
            "A dodge is the d6 alone: DEX does not add",
            "awoudan.reactions.dodge",
            "    return reaction.roll + defender.dexterity if",
            "    return reaction.roll if",
        ),
        (
            "A weapon's roll up to 12 is accepted, whatever its die",
            "awoudan.sequence.dice-are-inputs",
            "    return roll <= die\n",
            "    return roll <= 12\n",
        ),
        (
            "Shielding leaves the defender exposed only when its STA falls below 0",
            "awoudan.reactions.shield",
            "    drained = shielded and sta_left <= 0\n",
            "    drained = shielded and sta_left < 0\n",
        ),
        (
            "Each source of combat advantage adds its own 2",
            "awoudan.attacks.combat-advantage",
            "    if has_combat_advantage(request):\n"
            "        found.append(Modifier(ModifierSource.COMBAT_ADVANTAGE, COMBAT_ADVANTAGE))\n",
            "    melee_on_prone = attack.kind is AttackKind.MELEE and Condition.PRONE in defender.conditions\n"
            "    sources = sum((situation.flanking, situation.combat_advantage, defender.sprinted, melee_on_prone))\n"
            "    if sources:\n"
            "        found.append(Modifier(ModifierSource.COMBAT_ADVANTAGE, COMBAT_ADVANTAGE * sources))\n",
        ),
        (
            "Concealment costs only ranged attacks",
            "awoudan.attacks.concealment",
            "    if situation.concealment is Concealment.CONCEALED and not situation.invisible:\n",
            "    if situation.concealment is Concealment.CONCEALED and not situation.invisible"
            " and attack.kind is AttackKind.RANGED:\n",
        ),
        (
            "Cover costs only ranged attacks",
            "awoudan.attacks.cover",
            "    if situation.cover is Cover.COVER:\n"
            "        found.append(Modifier(ModifierSource.COVER, COVER_PENALTY))\n"
            "    if situation.cover is Cover.SUPERIOR:\n",
            "    if situation.cover is Cover.COVER and attack.kind is AttackKind.RANGED:\n"
            "        found.append(Modifier(ModifierSource.COVER, COVER_PENALTY))\n"
            "    if situation.cover is Cover.SUPERIOR and attack.kind is AttackKind.RANGED:\n",
        ),
        (
            "An exposed target takes 4 more from an ability's damage too",
            "awoudan.attacks.deals-damage",
            "    damage = attack.deals or 0\n",
            "    damage = (attack.deals or 0) + (EXPOSED_BONUS if attack.deals and Condition.EXPOSED in"
            " defender.conditions else 0)\n",
        ),
        (
            "The exposed 4 counts before the hit test and can turn a miss into a hit",
            "awoudan.attacks.exposed",
            "    hit = is_hit(result, parried, empty_square)\n",
            "    hit = is_hit(result + (EXPOSED_BONUS if Condition.EXPOSED in defender.conditions else 0), parried,"
            " empty_square)\n",
        ),
        (
            "A finisher wounds even when it misses",
            "awoudan.attacks.finisher",
            "finisher=finisher_outcome(request) if hit and attack.finisher else None",
            "finisher=finisher_outcome(request) if attack.finisher else None",
        ),
        (
            "The 2 a grapple costs falls on attacks against the grappled creature",
            "awoudan.attacks.grappled-attacker",
            "    if Condition.GRAPPLED in request.attacker.conditions:\n",
            "    if Condition.GRAPPLED in request.defender.conditions:\n",
        ),
        (
            "A weapon's bonus takes the place of the ability score",
            "awoudan.attacks.roll",
            "    return dice + added + bonus + sum(",
            "    return dice + (bonus or added) + sum(",
        ),
        (
            "A ranged weapon may go for STA, as a melee weapon may",
            "awoudan.attacks.target-stat",
            "    allowed = {Stat.HEA, Stat.STA} if attack.kind is AttackKind.MELEE else {Stat.HEA}\n",
            "    allowed = {Stat.HEA, Stat.STA}\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.awoudan.check",
        (
            "A check succeeds on a total of 6 or more",
            "awoudan.checks.difficulty",
            "    return total > DIFFICULTY\n",
            "    return total >= DIFFICULTY\n",
        ),
        (
            "Advantage keeps the lower d12",
            "awoudan.checks.advantage",
            "return max(first, second) if edge is Edge.ADVANTAGE else min(first, second)",
            "return min(first, second) if edge is Edge.ADVANTAGE else max(first, second)",
        ),
        (
            "A death save adds VIT, as other saves add their ability",
            "awoudan.damage.death-saves",
            "    success = is_success(kept)\n",
            "    success = is_success(kept + request.scores.vitality)\n",
        ),
        (
            "An opposed check succeeds by beating the opponent's score, not 6",
            "awoudan.checks.opposed",
            "    success = is_success(total)\n    return CheckResult(",
            "    success = total > 0 if request.opponent is not None else is_success(total)\n    return CheckResult(",
        ),
        (
            "A help reroll is kept only when it is better",
            "awoudan.checks.help",
            "    first = roll if reroll is None else reroll\n",
            "    first = roll if reroll is None else max(roll, reroll)\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.awoudan.sequence",
        (
            "Initiative ties go to the monsters, not the players",
            "awoudan.sequence.initiative-ties",
            "key=lambda combatant: (-initiative(combatant), combatant.side is not Side.PLAYERS))",
            "key=lambda combatant: (-initiative(combatant), combatant.side is Side.PLAYERS))",
        ),
        (
            "Initiative is the roll alone: DEX does not add",
            "awoudan.sequence.initiative",
            "    return combatant.initiative_roll + combatant.dexterity\n",
            "    return combatant.initiative_roll\n",
        ),
        (
            "Every character takes a turn, in the fight or out of it",
            "awoudan.sequence.rounds",
            "    return combatant.standing is Standing.ACTIVE and not is_surprised_now(combatant, round_number)\n",
            "    return not is_surprised_now(combatant, round_number)\n",
        ),
        (
            "Surprised characters lose their turn but may still react",
            "awoudan.sequence.surprise",
            "            can_react=takes_turn(combatant, request.round),\n",
            "            can_react=combatant.standing is Standing.ACTIVE,\n",
        ),
        (
            "Combat ends only when a whole side has fallen or a whole side has fled",
            "awoudan.sequence.combat-end",
            "any(c.side is side and c.standing is Standing.ACTIVE for c in request.combatants)",
            "not all(c.standing in (Standing.DEAD, Standing.DISABLED) for c in request.combatants if c.side is side)"
            " and not all(c.standing is Standing.FLED for c in request.combatants if c.side is side)",
        ),
        (
            "Only the players keep their initiative slots: foes may delay",
            "awoudan.sequence.fixed-slots",
            "        if combatant.delays:\n",
            "        if combatant.delays and combatant.side is Side.PLAYERS:\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.awoudan.damage",
        (
            "A will breaks only when WIL falls below 0",
            "awoudan.damage.willpower",
            "        if has_fallen(who.wil, wil):\n",
            "        if who.wil > 0 > wil:\n",
        ),
        (
            "Every hit that leaves HEA at 0 or lower is a new wound, even to the dying",
            "awoudan.damage.health",
            "        wound = has_fallen(who.hea, hea) and Condition.DYING not in conditions\n",
            "        wound = hea <= 0\n",
        ),
        (
            "Healing above 0 HEA ends unconsciousness but leaves the character dying",
            "awoudan.damage.healing",
            "without_condition(without_condition(conditions, Condition.DYING), Condition.UNCONSCIOUS)",
            "without_condition(conditions, Condition.UNCONSCIOUS)",
        ),
    ),
    *misreadings_of(
        "fawnarules.awoudan.economy",
        (
            "Spending the last STA, down to exactly 0, does not drain the character",
            "awoudan.damage.stamina",
            "    if sta <= 0:\n        return replace(state, sta=sta, drained=True",
            "    if sta < 0:\n        return replace(state, sta=sta, drained=True",
        ),
    ),
)

GRAND_ARCHIVE = (
    *misreadings_of(
        "fawnarules.grand_archive.damage",
        (
            "Damage of 0 is still dealt and still hits",
            "grand_archive.event.dealt-and-hit",
            "    return taken > 0\n",
            "    return taken >= 0\n",
        ),
        (
            "Negative computed damage stays negative",
            "grand_archive.event.negative-damage",
            "    return max(LEAST_DAMAGE, computed)\n",
            "    return computed\n",
        ),
        (
            "Power modifiers that came after the declaration do not count",
            "grand_archive.event.resolution-time",
            "        power = declared + sum(event.later_modifiers)\n",
            "        power = declared\n",
        ),
        (
            "A champion's weapon adds no power to its attack",
            "grand_archive.attack.champion-power",
            "*([attack.weapon] if attack.weapon else [])]",
            "]",
        ),
        (
            "A weapon loses a durability counter only when its attack deals damage",
            "grand_archive.attack.durability",
            "    durability = weapon_durability(event)\n",
            "    durability = weapon_durability(event) if dealt or not isinstance(event, Attack) or event.weapon"
            " is None else event.weapon.durability\n",
        ),
        (
            "Damage prevented in full is still taken, as 0",
            "grand_archive.prevention.does-not-happen",
            "    if not whole_prevented:\n",
            "    if taken >= 0:\n",
        ),
        (
            "Players get their opportunity before a unit brought to its life is destroyed",
            "grand_archive.event.order",
            "    if lethal:\n        kind = EventKind.DIED if isinstance(target, Champion) else EventKind.DESTROYED\n"
            "        events.append(Event(event=kind, object=target.name))\n"
            '    events.append(Event(event=EventKind.OPPORTUNITY, object=""))\n',
            '    events.append(Event(event=EventKind.OPPORTUNITY, object=""))\n'
            "    if lethal:\n        kind = EventKind.DIED if isinstance(target, Champion) else EventKind.DESTROYED\n"
            "        events.append(Event(event=kind, object=target.name))\n",
        ),
        (
            "An ally attacks with its printed power, whatever its modifiers",
            "grand_archive.attack.ally-power",
            "    power = base_power(attack) + sum(attack.modifiers)\n",
            "    power = base_power(attack) + sum(attack.modifiers)\n"
            "    if isinstance(attack.attacker, AllyAttacker):\n        power = base_power(attack)\n",
        ),
        (
            "An attack may be declared with 0 power",
            "grand_archive.attack.declaration",
            "    if power < LEAST_DECLARED_POWER:\n",
            "    if power < 0:\n",
        ),
        (
            "A card without a power stat attacks with 0 power",
            "grand_archive.attack.power-stat",
            '        raise Refusal("grand_archive.attack.power-stat", f"{name} has no power stat, so it cannot be'
            ' used to attack")\n',
            "        return 0\n",
        ),
        (
            "Players may act once the on-hit abilities trigger, before the life check",
            "grand_archive.event.no-actions-between",
            "    weapon = attack_weapon(event)\n    if weapon is not None:\n        events.append(",
            '    events.append(Event(event=EventKind.OPPORTUNITY, object=""))\n'
            "    weapon = attack_weapon(event)\n    if weapon is not None:\n        events.append(",
        ),
    ),
    *misreadings_of(
        "fawnarules.grand_archive.unit",
        (
            "An ally is destroyed only when its damage passes its life",
            "grand_archive.units.ally-destroyed",
            "    return damage >= ally.life\n",
            "    return damage > ally.life\n",
        ),
        (
            "An ally keeps its damage through the clean-up, as a champion does",
            "grand_archive.units.ally-clean-up",
            "after=unit.damage if isinstance(unit, Champion) else 0,",
            "after=unit.damage,",
        ),
        (
            "The end phase clean-up clears a champion's counters too",
            "grand_archive.units.champion-counters",
            "after=unit.damage if isinstance(unit, Champion) else 0,",
            "after=0,",
        ),
        (
            "A champion dies only when its counters pass its life",
            "grand_archive.units.champion-death",
            "    return not champion.immortal and damage >= champion.life\n",
            "    return not champion.immortal and damage > champion.life\n",
        ),
        (
            "Immortality stops a champion's counters at its life",
            "grand_archive.units.immortality",
            "    return unit.damage + taken\n",
            "    if isinstance(unit, Champion) and unit.immortal:\n        return min(unit.damage + taken, unit.life)\n"
            "    return unit.damage + taken\n",
        ),
        (
            "Recover removes its X counters, more than the champion has",
            "grand_archive.units.recover",
            "    removed = min(request.amount, champion.damage)\n",
            "    removed = request.amount\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.grand_archive.prevention",
        (
            "A prevention acts on every kind of damage, whatever it names",
            "grand_archive.prevention.damage-type",
            "if unpreventable or damage == 0 or not is_applicable(prevention, combat):",
            "if unpreventable or damage == 0:",
        ),
        (
            "A shielding buffer is used up by the first damage it meets",
            "grand_archive.prevention.shielding",
            "left=buffer - prevented)",
            "left=0)",
        ),
        (
            "A prevention instance prevents all the damage, whatever its amount",
            "grand_archive.prevention.partial",
            "        prevented = damage if prevention.amount is None else min(damage, prevention.amount)\n",
            "        prevented = damage\n",
        ),
        (
            "Each prevention meets the whole damage, not what the ones before it left",
            "grand_archive.prevention.order",
            "        outcome = attempt(prevention, left)\n",
            "        outcome = attempt(prevention, damage)\n",
        ),
        (
            "An instance that prevents nothing is not spent",
            "grand_archive.prevention.instance",
            "return PreventionOutcome(kind=prevention.kind, used=True, prevented=prevented, left=None)",
            "return PreventionOutcome(kind=prevention.kind, used=prevented > 0, prevented=prevented, left=None)",
        ),
    ),
)

FALCHION = (
    *misreadings_of(
        "fawnarules.falchion.check",
        (
            "A check succeeds on a roll equal to the DR",
            "falchion.checks.dr",
            "    return kept > dr\n",
            "    return kept >= dr\n",
        ),
        (
            "Threat level counts the drifter's level twice",
            "falchion.checks.threat-level",
            "    return max(0, threat.creature_hd - threat.drifter_level)\n",
            "    return max(0, threat.creature_hd - 2 * threat.drifter_level)\n",
        ),
        (
            "Advantage keeps the first d20, not the higher",
            "falchion.checks.advantage",
            "return min(rolls) if mode is Mode.DISADVANTAGE else max(rolls)",
            "return min(rolls) if mode is Mode.DISADVANTAGE else rolls[0]",
        ),
        (
            "The cap of 18 limits the stat, not the DR after its modifiers",
            "falchion.checks.dr-cap",
            "    dr = capped_dr(uncapped)\n",
            "    dr = capped_dr(request.dr) + uncapped - request.dr\n",
        ),
        (
            "Only attacks crit and botch, not blocks and dodges",
            "falchion.checks.crits-and-botches",
            "CRIT_ACTIONS = (*ATTACKS, Action.BLOCK, Action.DODGE)",
            "CRIT_ACTIONS = ATTACKS",
        ),
    ),
    *misreadings_of(
        "fawnarules.falchion.damage",
        (
            "Armor can bring damage below the minimum of 1",
            "falchion.damage.minimum",
            "    return max(after_armor, MINIMUM_DAMAGE)\n",
            "    return max(after_armor, 0)\n",
        ),
        (
            "Only the highest damage die counts",
            "falchion.damage.dice",
            "    rolled = sum(request.rolls)\n",
            "    rolled = max(request.rolls)\n",
        ),
        (
            "A maximized hit leaves the armor die as it is",
            "falchion.damage.die-ladder",
            "        armor_after = request.armor.size.step_down() if request.maximized else request.armor.size\n",
            "        armor_after = request.armor.size\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.falchion.morale",
        (
            "Morale breaks on a draw equal to the morale score",
            "falchion.round.morale",
            "    return total > morale\n",
            "    return total >= morale\n",
        ),
        (
            "Below half HP means below half the maximum rounded down",
            "falchion.round.morale-triggers",
            "    if 2 * creature.hp < creature.max_hp:\n",
            "    if creature.hp < creature.max_hp // 2:\n",
        ),
    ),
    *misreadings_of(
        "fawnarules.falchion.round",
        (
            "A drifter who rolls exactly their AGI acts before the creatures",
            "falchion.round.initiative",
            "if drifter.roll > drifter.agi]\n    late = [drifter_place(drifter) for drifter in request.drifters "
            "if drifter.roll <= drifter.agi]",
            "if drifter.roll >= drifter.agi]\n    late = [drifter_place(drifter) for drifter in request.drifters "
            "if drifter.roll < drifter.agi]",
        ),
        (
            "Initiative is checked once: later rounds start again at the actions",
            "falchion.round.sequence",
            "REPEATED_FROM = 2\n",
            "REPEATED_FROM = 3\n",
        ),
        (
            "A side is surprised on a 1 of the surprise d6 only",
            "falchion.round.surprise",
            "    return d6 <= SURPRISE_FACES\n",
            "    return d6 < SURPRISE_FACES\n",
        ),
        (
            "A turn may be two actions, as it may be two moves",
            "falchion.round.actions-per-turn",
            "    if proper > 1 + extra or",
            "    if proper > TURN_SLOTS + extra or",
        ),
    ),
    *misreadings_of(
        "fawnarules.falchion.reaction",
        (
            "A total at the bottom of a reaction band still reads as the band below",
            "falchion.round.reaction",
            "if total >= lowest]",
            "if total > lowest]",
        ),
    ),
)

LIBRARY = REACTIONS + FAWNALORE + AWOUDAN + GRAND_ARCHIVE + FALCHION
"""Every misreading, rulebook by rulebook."""


def by_slug(slug: str) -> Misreading:
    """The misreading a command line names."""
    found = [misreading for misreading in LIBRARY if misreading.slug == slug]
    if not found:
        raise KeyError(f"no misreading {slug!r}; one of: {', '.join(m.slug for m in LIBRARY)}")
    return found[0]
