"""The operations the ``fawnalore`` ruleset answers through the seam, each named by its function.

Each operation's request type is its validation: a name of no character, a number or a list
past the bound its type states, is an input error naming that field before any rule applies
(``fawnalore.request.in-range``).
"""

from fawnarules.operation import Declared

OPERATIONS: tuple[Declared, ...] = (
    Declared(
        "attack.resolve_attack",
        "Resolve one attack: who, when, targets and range, the roll, the damage pipeline and deaths.",
    ),
    Declared(
        "damage.deal_damage",
        "Deal non-attack damage through the damage pipeline: no Attack Die, attack-only effects left out.",
    ),
    Declared("ppc.take_ppc_turn", "Run a PPC's turn: move toward its target, attack if able, end the turn."),
    Declared("board.measure_distance", "Count the steps between two hexes of the board."),
    Declared("board.hexes_in_range", "List the board's hexes within a range of a hex."),
)
