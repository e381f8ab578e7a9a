"""The operations the ``fawnalore`` ruleset answers through the seam, each declared by its function.

Each operation's request type is its validation: a name of no character, a number or a list
past the bound its type states, is an input error naming that field before any rule applies
(``fawnalore.request.in-range``).
"""

from typing import Any

from fawnarules.fawnalore.attack import resolve_attack
from fawnarules.fawnalore.board import hexes_in_range, measure_distance
from fawnarules.fawnalore.damage import deal_damage
from fawnarules.fawnalore.ppc import take_ppc_turn
from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[Any, Any], ...] = (
    Operation.of(
        resolve_attack, "Resolve one attack: who, when, targets and range, the roll, the damage pipeline and deaths."
    ),
    Operation.of(
        deal_damage, "Deal non-attack damage through the damage pipeline: no Attack Die, attack-only effects left out."
    ),
    Operation.of(take_ppc_turn, "Run a PPC's turn: move toward its target, attack if able, end the turn."),
    Operation.of(measure_distance, "Count the steps between two hexes of the board."),
    Operation.of(hexes_in_range, "List the board's hexes within a range of a hex."),
)
