"""The operations the ``reactions`` ruleset answers through the seam, each declared by its function."""

from typing import Any

from fawnarules.operation import Operation
from fawnarules.reactions.attack import resolve_attack

OPERATIONS: tuple[Operation[Any, Any], ...] = (
    Operation.of(
        resolve_attack, "Resolve one attack: reactions, critical roll, armor, block bonus, shield and health."
    ),
)
