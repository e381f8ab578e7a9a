"""The battle round: its seven steps, surprise, initiative and what a turn holds."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Annotated

from annotated_types import Ge

from fawnarules.dice import D6, D20
from fawnarules.falchion.check import StatDR
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import Refusal

ROUND_SECONDS = 6
"""One round is 6 seconds (``falchion.round.sequence``)."""


class Step(StrEnum):
    """A step of the battle round (``falchion.round.sequence``).

    * ``check_surprise``: each side rolls a d6 for surprise (first round only);
    * ``draw_reaction``: the hostile creatures' reaction is drawn (first round only);
    * ``check_initiative``: the order of the combatants is set;
    * ``determine_actions``: each combatant chooses its actions;
    * ``resolve_actions``: the actions are resolved in initiative order;
    * ``check_morale``: a creature whose morale is triggered checks it;
    * ``end_of_round``: effects that last to the end of the round end.
    """

    CHECK_SURPRISE = "check_surprise"
    DRAW_REACTION = "draw_reaction"
    CHECK_INITIATIVE = "check_initiative"
    DETERMINE_ACTIONS = "determine_actions"
    RESOLVE_ACTIONS = "resolve_actions"
    CHECK_MORALE = "check_morale"
    END_OF_ROUND = "end_of_round"


STEPS = tuple(Step)
"""The seven steps of a round, in order (``falchion.round.sequence``)."""

REPEATED_FROM = 2
"""Every round after the first starts again at step 3 (index 2), initiative (``falchion.round.sequence``)."""

SURPRISE_FACES = 2
"""A side is surprised on 1 or 2 of a d6: 2 chances in 6 (``falchion.round.surprise``)."""

Round = Annotated[int, Ge(1)]


@dataclass(frozen=True)
class StepsRequest(Record):
    """The request of ``falchion.list_round_steps``."""

    round: Round


@dataclass(frozen=True)
class StepsResult(Record):
    """The steps of this round, in order, and how long a round lasts."""

    round: int
    steps: tuple[Step, ...]
    """The steps of this round, in the order they are taken."""
    seconds: int


def list_round_steps(request: StepsRequest) -> StepsResult:
    """All seven steps in the first round; steps 3 to 7 in every later one (``falchion.round.sequence``)."""
    steps = STEPS if request.round == 1 else STEPS[REPEATED_FROM:]
    return StepsResult(round=request.round, steps=steps, seconds=ROUND_SECONDS)


class Side(Enum):
    """Drifters, or the creatures they fight.

    * ``drifter``: a player's character;
    * ``creature``: a hostile creature.
    """

    DRIFTER = "drifter"
    CREATURE = "creature"


@dataclass(frozen=True)
class Surprise(Record):
    """One d6 for each side (``falchion.round.surprise``)."""

    drifters: D6
    creatures: D6


@dataclass(frozen=True)
class Drifter(Record):
    """A drifter in the order the players chose, with its AGI and initiative d20."""

    name: str
    agi: StatDR
    roll: D20


@dataclass(frozen=True)
class HostileCreature(Record):
    """A hostile creature and its hit dice."""

    name: str
    hd: NonNegative


@dataclass(frozen=True)
class InitiativeRequest(Record):
    """The request of ``falchion.order_initiative``. ``surprise`` belongs to the first round only."""

    round: Round
    drifters: tuple[Drifter, ...]
    creatures: tuple[HostileCreature, ...]
    surprise: Surprise | None = None


@dataclass(frozen=True)
class Place(Record):
    """One place in the order; ``acts`` is false for the surprised in the first round."""

    name: str
    """The combatant's name as the request gives it."""
    side: Side
    acts: bool


@dataclass(frozen=True)
class InitiativeResult(Record):
    """Who was surprised and the order of turns."""

    drifters_surprised: bool
    creatures_surprised: bool
    order: tuple[Place, ...]
    """Every combatant, in the order they act: the initiative order."""


def is_surprised(d6: int) -> bool:
    """A side is surprised on a 1 or 2 (``falchion.round.surprise``, ``falchion.clarifications.surprise-faces``)."""
    return d6 <= SURPRISE_FACES


def order_initiative(request: InitiativeRequest) -> InitiativeResult:
    """Drifters whose AGI check succeeds, then hostile creatures from lowest to highest HD, then the
    drifters who failed; each group of drifters keeps the order the players chose
    (``falchion.round.initiative``, ``falchion.clarifications.equal-hd``)."""
    if request.surprise is not None and request.round > 1:
        raise Refusal("falchion.round.sequence", "surprise is checked only before the first round")
    surprise = request.surprise
    drifters_surprised = surprise is not None and is_surprised(surprise.drifters)
    creatures_surprised = surprise is not None and is_surprised(surprise.creatures)

    def drifter_place(drifter: Drifter) -> Place:
        return Place(name=drifter.name, side=Side.DRIFTER, acts=not drifters_surprised)

    early = [drifter_place(drifter) for drifter in request.drifters if drifter.roll > drifter.agi]
    late = [drifter_place(drifter) for drifter in request.drifters if drifter.roll <= drifter.agi]
    creatures = [
        Place(name=creature.name, side=Side.CREATURE, acts=not creatures_surprised)
        for creature in sorted(request.creatures, key=lambda creature: creature.hd)
    ]
    return InitiativeResult(
        drifters_surprised=drifters_surprised,
        creatures_surprised=creatures_surprised,
        order=(*early, *creatures, *late),
    )


class TurnAction(Enum):
    """The battle actions a turn may hold (``falchion.actions``)."""

    AIM = "aim"
    MELEE_ATTACK = "melee_attack"
    RANGED_ATTACK = "ranged_attack"
    BLOCK = "block"
    DODGE = "dodge"
    GRAPPLE = "grapple"
    GRAPPLE_ATTACK = "grapple_attack"
    BREAK_FREE = "break_free"
    HOLD = "hold"
    LOAD = "load"
    USE_ITEM = "use_item"


MOVE_REPLACERS = (TurnAction.AIM, TurnAction.LOAD)
"""Actions that may take the place of the move (``falchion.actions.aim``, ``falchion.actions.load``)."""

TURN_SLOTS = 2
"""A turn is a move and an action, or two moves: two slots (``falchion.round.actions-per-turn``)."""


@dataclass(frozen=True)
class Turn(Record):
    """Full moves taken and the actions of one turn, and whether the Extra Action gambit was used."""

    moves: NonNegative
    actions: tuple[TurnAction, ...] = ()
    extra_action: bool = False


@dataclass(frozen=True)
class TurnRequest(Record):
    """The request of ``falchion.plan_turn``."""

    turn: Turn


@dataclass(frozen=True)
class TurnResult(Record):
    """How the turn fills its slots."""

    moves: int
    actions: int
    slots_used: int
    slots: int


def plan_turn(turn_request: TurnRequest) -> TurnResult:
    """Check a turn: a move and one action, or two moves; aim and load may stand in for the move;
    Extra Action adds one action (``falchion.round.actions-per-turn``, ``falchion.actions.aim``,
    ``falchion.actions.load``, ``falchion.actions.hold``, ``falchion.actions.use-item``)."""
    request = turn_request.turn
    extra = 1 if request.extra_action else 0
    replacers = sum(1 for action in request.actions if action in MOVE_REPLACERS)
    proper = len(request.actions) - replacers
    slots = TURN_SLOTS + extra
    if proper > 1 + extra or request.moves + len(request.actions) > slots:
        raise Refusal(
            "falchion.round.actions-per-turn",
            f"a turn is a move and one action, or two moves: {request.moves} move(s) and "
            f"{len(request.actions)} action(s) do not fit",
        )
    if TurnAction.AIM in request.actions and TurnAction.RANGED_ATTACK not in request.actions:
        raise Refusal("falchion.actions.aim", "aiming needs a ranged attack in the same turn")
    return TurnResult(
        moves=request.moves, actions=len(request.actions), slots_used=request.moves + len(request.actions), slots=slots
    )
