"""The operations the ``reactions`` ruleset answers through the seam, each named by its function."""

from fawnarules.operation import Declared

OPERATIONS: tuple[Declared, ...] = (
    Declared(
        "attack.resolve_attack", "Resolve one attack: reactions, critical roll, armor, block bonus, shield and health."
    ),
)
