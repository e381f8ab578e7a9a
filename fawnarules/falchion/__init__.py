"""The ``falchion`` rulebook: Falchion's battle rules, with cards, d20 checks against a DR and the Grit Die.

>>> from fawnarules.falchion import Card, DieSize
>>> str(Card.parse("AS")), DieSize.D4.step_down()
('AS', None)
"""

from typing import TYPE_CHECKING

from fawnarules.exports import exported_on_demand

if TYPE_CHECKING:
    from fawnarules.dice import DieSize
    from fawnarules.falchion.card import Card, Colour, Joker, Suit
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
        TurnRequest,
        TurnResult,
        list_round_steps,
        order_initiative,
        plan_turn,
    )
    from fawnarules.falchion.size import MeasureRequest, MeasureResult, Size, measure

__all__ = [
    "Card",
    "CastRequest",
    "CastResult",
    "CheckRequest",
    "CheckResult",
    "Colour",
    "DamageRequest",
    "DamageResult",
    "DieSize",
    "InitiativeRequest",
    "InitiativeResult",
    "Joker",
    "MeasureRequest",
    "MeasureResult",
    "MoraleRequest",
    "MoraleResult",
    "MoveRequest",
    "MoveResult",
    "ReactionRequest",
    "ReactionResult",
    "RestRequest",
    "RestResult",
    "Size",
    "StepsRequest",
    "StepsResult",
    "Suit",
    "TurnRequest",
    "TurnResult",
    "cast_grit",
    "check_morale",
    "deal_damage",
    "draw_reaction",
    "list_round_steps",
    "measure",
    "move",
    "order_initiative",
    "plan_turn",
    "resolve_check",
    "rest",
]

__getattr__ = exported_on_demand(__name__, __file__)
