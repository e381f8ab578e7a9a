"""The operations the ``awoudan`` ruleset answers through the seam, each named by its function.

Each operation's request type is its validation: a request that leaves out a field the type
requires, or holds a value the type does not allow, is an input error naming that field before
any rule applies (``awoudan.request.required-fields``, ``awoudan.request.known-values`` and
``awoudan.request.in-range``).
"""

from fawnarules.operation import Declared

OPERATIONS: tuple[Declared, ...] = (
    Declared(
        "sequence.order_round",
        "Order a round by initiative (d12 + DEX, players first on ties), apply surprise, tell if combat ended.",
    ),
    Declared(
        "economy.take_actions",
        "Pay for a character's actions in one round: standard, move, stamina, free actions and the reaction.",
    ),
    Declared(
        "movement.move",
        "Take one move action: squares allowed by SPE and conditions, provoking, standing up, broken bones.",
    ),
    Declared(
        "attack.resolve_attack",
        "Resolve one attack: dice, ability, modifiers, DEF or FOC, dodge, parry or shield, exposed, damage.",
    ),
    Declared(
        "check.make_check",
        "Make a check: d12 + ability above 6, opposed, advantage, help, a charge or a concentration penalty.",
    ),
    Declared("check.make_save", "Save against a condition with its ability, or make a death save."),
    Declared(
        "damage.apply_damage",
        "Lower HEA, STA or WIL and apply what 0 or less brings: wound and dying, drained, broken will.",
    ),
    Declared("damage.heal", "Raise HEA, STA or WIL; HEA above 0 ends unconsciousness and dying."),
    Declared("turn.start_turn", "Apply bleeding and burning at the start of a turn."),
    Declared("turn.end_turn", "Recover drained stamina and regenerate unspent STA and WIL at the end of a turn."),
    Declared("damage.damage_structure", "Damage a structure: 1 STH per 10 HEA damage, counted across hits."),
    Declared("areas.compute_area", "The squares of a blast, burst, close burst or line of a given rating."),
    Declared(
        "walls.place_wall", "Place a wall's sections in order: which stand, which break a rule, how many are discarded."
    ),
    Declared("flanking.find_flanks", "Which figures are flanked, and which attackers gain combat advantage."),
    Declared(
        "cover.check_cover",
        "Whether figures between attacker and target give the target cover, and the attack penalty.",
    ),
)
