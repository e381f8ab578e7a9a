"""The ``reactions`` rulebook: attacks that the defender answers with blocks and dodges.

>>> from fawnarules.reactions import AttackType
>>> AttackType("true")
<AttackType.TRUE: 'true'>
"""

from typing import TYPE_CHECKING

from fawnarules.exports import exported_on_demand

if TYPE_CHECKING:
    from fawnarules.reactions.attack import (
        Armor,
        Attack,
        AttackRequest,
        AttackResult,
        AttackType,
        Block,
        BlockType,
        Defender,
        Dodge,
        Outcome,
        resolve_attack,
    )

__all__ = [
    "Armor",
    "Attack",
    "AttackRequest",
    "AttackResult",
    "AttackType",
    "Block",
    "BlockType",
    "Defender",
    "Dodge",
    "Outcome",
    "resolve_attack",
]

__getattr__ = exported_on_demand(__name__, __file__)
