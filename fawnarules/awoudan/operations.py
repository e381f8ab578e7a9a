"""The operations the ``awoudan`` ruleset answers through the seam, each declared by its function.

Each operation's request type is its validation: a request that leaves out a field the type
requires, or holds a value the type does not allow, is an input error naming that field before
any rule applies (``awoudan.request.required-fields``, ``awoudan.request.known-values`` and
``awoudan.request.in-range``).
"""

from typing import Any

from fawnarules.awoudan.areas import compute_area
from fawnarules.awoudan.attack import resolve_attack
from fawnarules.awoudan.check import make_check, make_save
from fawnarules.awoudan.cover import check_cover
from fawnarules.awoudan.damage import apply_damage, damage_structure, heal
from fawnarules.awoudan.economy import take_actions
from fawnarules.awoudan.flanking import find_flanks
from fawnarules.awoudan.movement import move
from fawnarules.awoudan.sequence import order_round
from fawnarules.awoudan.turn import end_turn, start_turn
from fawnarules.awoudan.walls import place_wall
from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[Any, Any], ...] = (
    Operation.of(
        order_round,
        "Order a round by initiative (d12 + DEX, players first on ties), apply surprise, tell if combat ended.",
    ),
    Operation.of(
        take_actions,
        "Pay for a character's actions in one round: standard, move, stamina, free actions and the reaction.",
    ),
    Operation.of(
        move, "Take one move action: squares allowed by SPE and conditions, provoking, standing up, broken bones."
    ),
    Operation.of(
        resolve_attack,
        "Resolve one attack: dice, ability, modifiers, DEF or FOC, dodge, parry or shield, exposed, damage.",
    ),
    Operation.of(
        make_check,
        "Make a check: d12 + ability above 6, opposed, advantage, help, a charge or a concentration penalty.",
    ),
    Operation.of(make_save, "Save against a condition with its ability, or make a death save."),
    Operation.of(
        apply_damage, "Lower HEA, STA or WIL and apply what 0 or less brings: wound and dying, drained, broken will."
    ),
    Operation.of(heal, "Raise HEA, STA or WIL; HEA above 0 ends unconsciousness and dying."),
    Operation.of(start_turn, "Apply bleeding and burning at the start of a turn."),
    Operation.of(end_turn, "Recover drained stamina and regenerate unspent STA and WIL at the end of a turn."),
    Operation.of(damage_structure, "Damage a structure: 1 STH per 10 HEA damage, counted across hits."),
    Operation.of(compute_area, "The squares of a blast, burst, close burst or line of a given rating."),
    Operation.of(
        place_wall, "Place a wall's sections in order: which stand, which break a rule, how many are discarded."
    ),
    Operation.of(find_flanks, "Which figures are flanked, and which attackers gain combat advantage."),
    Operation.of(
        check_cover, "Whether figures between attacker and target give the target cover, and the attack penalty."
    ),
)
