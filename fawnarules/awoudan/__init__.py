"""The ``awoudan`` rulebook: Paladins of Awoudan combat.

>>> from fawnarules.awoudan import Condition
>>> len(Condition)
14
"""

from typing import TYPE_CHECKING

from fawnarules.exports import exported_on_demand

if TYPE_CHECKING:
    from fawnarules.awoudan.areas import AreaRequest, AreaResult, compute_area
    from fawnarules.awoudan.attack import AttackRequest, AttackResult, resolve_attack
    from fawnarules.awoudan.check import CheckRequest, CheckResult, SaveRequest, SaveResult, make_check, make_save
    from fawnarules.awoudan.condition import Condition, Stat
    from fawnarules.awoudan.cover import CoverRequest, CoverResult, check_cover
    from fawnarules.awoudan.damage import (
        DamageRequest,
        DamageResult,
        HealRequest,
        HealResult,
        StructureRequest,
        StructureResult,
        apply_damage,
        damage_structure,
        heal,
    )
    from fawnarules.awoudan.economy import ActionsRequest, ActionsResult, take_actions
    from fawnarules.awoudan.flanking import FlankingRequest, FlankingResult, find_flanks
    from fawnarules.awoudan.movement import MoveRequest, MoveResult, move
    from fawnarules.awoudan.sequence import RoundRequest, RoundResult, order_round
    from fawnarules.awoudan.turn import EndRequest, EndResult, StartRequest, StartResult, end_turn, start_turn
    from fawnarules.awoudan.walls import WallRequest, WallResult, place_wall

__all__ = [
    "ActionsRequest",
    "ActionsResult",
    "AreaRequest",
    "AreaResult",
    "AttackRequest",
    "AttackResult",
    "CheckRequest",
    "CheckResult",
    "Condition",
    "CoverRequest",
    "CoverResult",
    "DamageRequest",
    "DamageResult",
    "EndRequest",
    "EndResult",
    "FlankingRequest",
    "FlankingResult",
    "HealRequest",
    "HealResult",
    "MoveRequest",
    "MoveResult",
    "RoundRequest",
    "RoundResult",
    "SaveRequest",
    "SaveResult",
    "StartRequest",
    "StartResult",
    "Stat",
    "StructureRequest",
    "StructureResult",
    "WallRequest",
    "WallResult",
    "apply_damage",
    "check_cover",
    "compute_area",
    "damage_structure",
    "end_turn",
    "find_flanks",
    "heal",
    "make_check",
    "make_save",
    "move",
    "order_round",
    "place_wall",
    "resolve_attack",
    "start_turn",
    "take_actions",
]

__getattr__ = exported_on_demand(__name__, __file__)
