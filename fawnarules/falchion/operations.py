"""The operations the ``falchion`` ruleset answers through the seam."""

from typing import Any

from fawnarules.falchion.check import CheckRequest, CheckResult, resolve_check
from fawnarules.falchion.damage import DamageRequest, DamageResult, deal_damage
from fawnarules.falchion.grit import CastRequest, CastResult, RestRequest, RestResult, cast_grit, rest
from fawnarules.falchion.morale import MoraleRequest, MoraleResult, check_morale
from fawnarules.falchion.movement import MoveRequest, MoveResult, move
from fawnarules.falchion.reaction import ReactionRequest, ReactionResult, draw_reaction
from fawnarules.falchion.round import (
    InitiativeRequest,
    InitiativeResult,
    StepsRequest,
    StepsResult,
    TurnPlan,
    TurnRequest,
    list_round_steps,
    order_initiative,
    plan_turn,
)
from fawnarules.falchion.size import Measurement, MeasureRequest, measure
from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[Any, Any], ...] = (
    Operation(
        name="falchion.list_round_steps",
        summary="The steps of a battle round: all seven in the first, steps 3 to 7 after.",
        request=StepsRequest,
        result=StepsResult,
        run=list_round_steps,
    ),
    Operation(
        name="falchion.draw_reaction",
        summary="Read the creatures' reaction off two cards and the reaction table.",
        request=ReactionRequest,
        result=ReactionResult,
        run=draw_reaction,
    ),
    Operation(
        name="falchion.order_initiative",
        summary="Surprise in the first round, then the order of turns from AGI checks and creature HD.",
        request=InitiativeRequest,
        result=InitiativeResult,
        run=order_initiative,
    ),
    Operation(
        name="falchion.plan_turn",
        summary="Check that a turn is a move and one action, or two moves.",
        request=TurnRequest,
        result=TurnPlan,
        run=plan_turn,
    ),
    Operation(
        name="falchion.move",
        summary="Spend one Battle Movement on walking, crawling and standing up.",
        request=MoveRequest,
        result=MoveResult,
        run=move,
    ),
    Operation(
        name="falchion.resolve_check",
        summary="Resolve a d20 check against its DR: modifiers, threat level, cap, advantage, crits and botches.",
        request=CheckRequest,
        result=CheckResult,
        run=resolve_check,
    ),
    Operation(
        name="falchion.deal_damage",
        summary="Cast damage dice, apply a crit's maximum, armor and the minimum of 1 to a target's HP.",
        request=DamageRequest,
        result=DamageResult,
        run=deal_damage,
    ),
    Operation(
        name="falchion.check_morale",
        summary="Check a creature's morale: its triggers, two cards against Morale, surrender or flight.",
        request=MoraleRequest,
        result=MoraleResult,
        run=check_morale,
    ),
    Operation(
        name="falchion.cast_grit",
        summary="Cast the Grit Die for a gambit and step it down on a 1 or 2.",
        request=CastRequest,
        result=CastResult,
        run=cast_grit,
    ),
    Operation(
        name="falchion.rest",
        summary="Recover the Grit Die with hours of rest.",
        request=RestRequest,
        result=RestResult,
        run=rest,
    ),
    Operation(
        name="falchion.measure",
        summary="Turn inches on the table into feet, and a miniature's base into a size.",
        request=MeasureRequest,
        result=Measurement,
        run=measure,
    ),
)
