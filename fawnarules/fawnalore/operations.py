"""The operations the ``fawnalore`` ruleset answers through the seam, each named by its function."""

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
