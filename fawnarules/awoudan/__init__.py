"""The ``awoudan`` rulebook: Paladins of Awoudan combat.

>>> from fawnarules.awoudan import Condition
>>> len(Condition)
14
"""

from fawnarules.awoudan.attack import AttackRequest, AttackResult, resolve_attack
from fawnarules.awoudan.check import CheckRequest, SaveRequest, make_check, make_save
from fawnarules.awoudan.condition import Condition, Stat
from fawnarules.awoudan.damage import DamageRequest, HealRequest, StructureRequest, apply_damage, damage_structure, heal
from fawnarules.awoudan.economy import ActionsRequest, take_actions
from fawnarules.awoudan.movement import MoveRequest, move
from fawnarules.awoudan.sequence import RoundRequest, order_round
from fawnarules.awoudan.turn import EndRequest, StartRequest, end_turn, start_turn

__all__ = [
    "ActionsRequest",
    "AttackRequest",
    "AttackResult",
    "CheckRequest",
    "Condition",
    "DamageRequest",
    "EndRequest",
    "HealRequest",
    "MoveRequest",
    "RoundRequest",
    "SaveRequest",
    "StartRequest",
    "Stat",
    "StructureRequest",
    "apply_damage",
    "damage_structure",
    "end_turn",
    "heal",
    "make_check",
    "make_save",
    "move",
    "order_round",
    "resolve_attack",
    "start_turn",
    "take_actions",
]
