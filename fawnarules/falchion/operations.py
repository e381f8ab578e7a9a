"""The operations the ``falchion`` ruleset answers through the seam, each named by its function.

Each operation's request type is its validation: a request that leaves out a field the type
requires, or holds a value the type does not allow, is an input error naming that field before
any rule applies (``falchion.request.required-fields`` and
``falchion.request.in-range``). A whole number written with a zero fraction is that whole number
(``falchion.request.whole-numbers``), as :meth:`fawnarules.operation.Operation.call` reads every request;
of several problems, the first by the order of the schema's fields is the one reported, and the rules
read only a well-shaped request (``falchion.request.first-error``).
"""

from fawnarules.operation import Declared

OPERATIONS: tuple[Declared, ...] = (
    Declared("round.list_round_steps", "The steps of a battle round: all seven in the first, steps 3 to 7 after."),
    Declared("reaction.draw_reaction", "Read the creatures' reaction off two cards and the reaction table."),
    Declared(
        "round.order_initiative",
        "Surprise in the first round, then the order of turns from AGI checks and creature HD.",
    ),
    Declared("round.plan_turn", "Check that a turn is a move and one action, or two moves."),
    Declared("movement.move", "Spend one Battle Movement on walking, crawling and standing up."),
    Declared(
        "check.resolve_check",
        "Resolve a d20 check against its DR: modifiers, threat level, cap, advantage, crits and botches.",
    ),
    Declared(
        "damage.deal_damage", "Cast damage dice, apply a crit's maximum, armor and the minimum of 1 to a target's HP."
    ),
    Declared(
        "morale.check_morale", "Check a creature's morale: its triggers, two cards against Morale, surrender or flight."
    ),
    Declared("grit.cast_grit", "Cast the Grit Die for a gambit and step it down on a 1 or 2."),
    Declared("grit.rest", "Recover the Grit Die with hours of rest."),
    Declared("size.measure", "Turn inches on the table into feet, and a miniature's base into a size."),
)
