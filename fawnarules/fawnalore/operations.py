"""The operations the ``fawnalore`` ruleset answers through the seam."""

from fawnarules.fawnalore.attack import AttackRequest, AttackResult, resolve_attack
from fawnarules.fawnalore.board import (
    DistanceRequest,
    DistanceResult,
    RangeRequest,
    RangeResult,
    list_hexes_in_range,
    measure_distance,
)
from fawnarules.fawnalore.damage import DamageRequest, DamageResult, deal_damage
from fawnarules.fawnalore.ppc import PpcTurnRequest, PpcTurnResult, take_ppc_turn
from fawnarules.operation import Operation

OPERATIONS = (
    Operation(
        name="fawnalore.resolve_attack",
        summary="Resolve one attack: who, when, targets and range, the roll, the damage pipeline and deaths.",
        request=AttackRequest,
        result=AttackResult,
        run=resolve_attack,
    ),
    Operation(
        name="fawnalore.deal_damage",
        summary="Deal non-attack damage through the damage pipeline: no Attack Die, attack-only effects left out.",
        request=DamageRequest,
        result=DamageResult,
        run=deal_damage,
    ),
    Operation(
        name="fawnalore.take_ppc_turn",
        summary="Run a PPC's turn: move toward its target, attack if able, end the turn.",
        request=PpcTurnRequest,
        result=PpcTurnResult,
        run=take_ppc_turn,
    ),
    Operation(
        name="fawnalore.measure_distance",
        summary="Count the steps between two hexes of the board.",
        request=DistanceRequest,
        result=DistanceResult,
        run=measure_distance,
    ),
    Operation(
        name="fawnalore.hexes_in_range",
        summary="List the board's hexes within a range of a hex.",
        request=RangeRequest,
        result=RangeResult,
        run=list_hexes_in_range,
    ),
)
