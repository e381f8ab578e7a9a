"""The operations the ``falchion`` ruleset answers through the seam, each declared by its function.

Each operation's request type is its validation: a request that leaves out a field the type
requires, or holds a value the type does not allow, is an input error naming that field before
any rule applies (``falchion.request.required-fields`` and
``falchion.request.in-range``).
"""

from typing import Any

from fawnarules.falchion.check import resolve_check
from fawnarules.falchion.damage import deal_damage
from fawnarules.falchion.grit import cast_grit, rest
from fawnarules.falchion.morale import check_morale
from fawnarules.falchion.movement import move
from fawnarules.falchion.reaction import draw_reaction
from fawnarules.falchion.round import list_round_steps, order_initiative, plan_turn
from fawnarules.falchion.size import measure
from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[Any, Any], ...] = (
    Operation.of(list_round_steps, "The steps of a battle round: all seven in the first, steps 3 to 7 after."),
    Operation.of(draw_reaction, "Read the creatures' reaction off two cards and the reaction table."),
    Operation.of(
        order_initiative, "Surprise in the first round, then the order of turns from AGI checks and creature HD."
    ),
    Operation.of(plan_turn, "Check that a turn is a move and one action, or two moves."),
    Operation.of(move, "Spend one Battle Movement on walking, crawling and standing up."),
    Operation.of(
        resolve_check, "Resolve a d20 check against its DR: modifiers, threat level, cap, advantage, crits and botches."
    ),
    Operation.of(deal_damage, "Cast damage dice, apply a crit's maximum, armor and the minimum of 1 to a target's HP."),
    Operation.of(
        check_morale, "Check a creature's morale: its triggers, two cards against Morale, surrender or flight."
    ),
    Operation.of(cast_grit, "Cast the Grit Die for a gambit and step it down on a 1 or 2."),
    Operation.of(rest, "Recover the Grit Die with hours of rest."),
    Operation.of(measure, "Turn inches on the table into feet, and a miniature's base into a size."),
)
