"""The ``fawnalore`` rulebook: combat on hex tiles between Players, PPCs and Makri.

>>> from fawnarules.fawnalore import Hex, distance
>>> distance(Hex.parse("0,0"), Hex.parse("2,-1"))
2
"""

from typing import TYPE_CHECKING

from fawnarules.exports import exported_on_demand

if TYPE_CHECKING:
    from fawnarules.fawnalore.attack import AttackRequest, AttackResult, Declaration, resolve_attack
    from fawnarules.fawnalore.board import (
        Board,
        DistanceRequest,
        DistanceResult,
        Hex,
        RangeRequest,
        RangeResult,
        distance,
        hexes_in_range,
        hexes_within,
        is_in_range,
        measure_distance,
    )
    from fawnarules.fawnalore.damage import (
        Cause,
        Damage,
        DamageRequest,
        DamageResult,
        damage_taken,
        deal_damage,
        lose_hp,
        open_window,
    )
    from fawnarules.fawnalore.effect import (
        AppliesTo,
        DamageDealt,
        DamageTaken,
        Prevent,
        RangeModifier,
        Redirect,
        Reduce,
        Replace,
    )
    from fawnarules.fawnalore.ppc import PpcTurn, PpcTurnRequest, PpcTurnResult, take_ppc_turn
    from fawnarules.fawnalore.turn import Phase, Turn
    from fawnarules.fawnalore.unit import GameMode, Unit, UnitKind, Weapon

__all__ = [
    "AppliesTo",
    "AttackRequest",
    "AttackResult",
    "Board",
    "Cause",
    "Damage",
    "DamageDealt",
    "DamageRequest",
    "DamageResult",
    "DamageTaken",
    "Declaration",
    "DistanceRequest",
    "DistanceResult",
    "GameMode",
    "Hex",
    "Phase",
    "PpcTurn",
    "PpcTurnRequest",
    "PpcTurnResult",
    "Prevent",
    "RangeModifier",
    "RangeRequest",
    "RangeResult",
    "Redirect",
    "Reduce",
    "Replace",
    "Turn",
    "Unit",
    "UnitKind",
    "Weapon",
    "damage_taken",
    "deal_damage",
    "distance",
    "hexes_in_range",
    "hexes_within",
    "is_in_range",
    "lose_hp",
    "measure_distance",
    "open_window",
    "resolve_attack",
    "take_ppc_turn",
]

__getattr__ = exported_on_demand(__name__, __file__)
