"""The operations the ``awoudan`` ruleset answers through the seam."""

from typing import Any

from fawnarules.awoudan.attack import AttackRequest, AttackResult, resolve_attack
from fawnarules.awoudan.check import CheckRequest, CheckResult, SaveRequest, SaveResult, make_check, make_save
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
from fawnarules.awoudan.grid_operations import GRID_OPERATIONS
from fawnarules.awoudan.movement import MoveRequest, MoveResult, move
from fawnarules.awoudan.sequence import RoundRequest, RoundResult, order_round
from fawnarules.awoudan.turn import EndRequest, EndResult, StartRequest, StartResult, end_turn, start_turn
from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[Any, Any], ...] = (
    Operation(
        name="awoudan.order_round",
        summary="Order a round by initiative (d12 + DEX, players first on ties), apply surprise, tell if combat ended.",
        request=RoundRequest,
        result=RoundResult,
        run=order_round,
    ),
    Operation(
        name="awoudan.take_actions",
        summary="Pay for a character's actions in one round: standard, move, stamina, free actions and the reaction.",
        request=ActionsRequest,
        result=ActionsResult,
        run=take_actions,
    ),
    Operation(
        name="awoudan.move",
        summary="Take one move action: squares allowed by SPE and conditions, provoking, standing up, broken bones.",
        request=MoveRequest,
        result=MoveResult,
        run=move,
    ),
    Operation(
        name="awoudan.resolve_attack",
        summary="Resolve one attack: dice, ability, modifiers, DEF or FOC, dodge, parry or shield, exposed, damage.",
        request=AttackRequest,
        result=AttackResult,
        run=resolve_attack,
    ),
    Operation(
        name="awoudan.make_check",
        summary="Make a check: d12 + ability above 6, opposed, advantage, help, a charge or a concentration penalty.",
        request=CheckRequest,
        result=CheckResult,
        run=make_check,
    ),
    Operation(
        name="awoudan.make_save",
        summary="Save against a condition with its ability, or make a death save.",
        request=SaveRequest,
        result=SaveResult,
        run=make_save,
    ),
    Operation(
        name="awoudan.apply_damage",
        summary="Lower HEA, STA or WIL and apply what 0 or less brings: wound and dying, drained, broken will.",
        request=DamageRequest,
        result=DamageResult,
        run=apply_damage,
    ),
    Operation(
        name="awoudan.heal",
        summary="Raise HEA, STA or WIL; HEA above 0 ends unconsciousness and dying.",
        request=HealRequest,
        result=HealResult,
        run=heal,
    ),
    Operation(
        name="awoudan.start_turn",
        summary="Apply bleeding and burning at the start of a turn.",
        request=StartRequest,
        result=StartResult,
        run=start_turn,
    ),
    Operation(
        name="awoudan.end_turn",
        summary="Recover drained stamina and regenerate unspent STA and WIL at the end of a turn.",
        request=EndRequest,
        result=EndResult,
        run=end_turn,
    ),
    Operation(
        name="awoudan.damage_structure",
        summary="Damage a structure: 1 STH per 10 HEA damage, counted across hits.",
        request=StructureRequest,
        result=StructureResult,
        run=damage_structure,
    ),
    *GRID_OPERATIONS,
)
