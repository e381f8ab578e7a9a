"""The operations the ``reactions`` ruleset answers through the seam."""

from fawnarules.operation import Operation
from fawnarules.reactions.attack import AttackRequest, AttackResult, resolve_attack

OPERATIONS: tuple[Operation[AttackRequest, AttackResult], ...] = (
    Operation(
        name="reactions.resolve_attack",
        summary="Resolve one attack: reactions, critical roll, armor, block bonus, shield and health.",
        request=AttackRequest,
        result=AttackResult,
        run=resolve_attack,
    ),
)
