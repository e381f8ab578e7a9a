"""The action economy of one character's round (``awoudan.actions.*``).

A round holds the character's own turn and, outside it, at most one reaction. On its
turn a character has one standard action and one move action for nothing; anything
more is a stamina action, paid in STA, within the limits per round.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from fawnarules.awoudan.areas import close_burst_squares
from fawnarules.awoudan.condition import Condition, ConditionsAfter, with_condition
from fawnarules.awoudan.grid import Square, SquareName, distance
from fawnarules.record import NonNegative, Positive, Record
from fawnarules.rejection import InputError, Refusal

EXTRA_ATTACK_COST = 6
"""STA for an attack beyond the standard action (``awoudan.actions.attack-limit``)."""

MIN_ATTACKS_PER_ROUND = 2
"""The attack limit is END, but never below this (``awoudan.actions.attack-limit``)."""

EXTRA_MOVE_COST = 6
"""STA for a second move action (``awoudan.actions.move-limit``)."""

MOVES_PER_ROUND = 2
"""Move actions a round allows (``awoudan.actions.move-limit``)."""

DRAW_STOW_COST = 3
"""STA for a second draw or stow (``awoudan.actions.draw-stow``)."""

DRAWS_PER_ROUND = 2
"""Draw or stow actions a round allows (``awoudan.actions.draw-stow``)."""

RELOAD_COST = 3
"""STA for a reload once the standard action is gone (``awoudan.actions.reload``)."""

REPEATED_FREE_ACTION_COST = 6
"""STA for doing the same free action again in a round (``awoudan.actions.free``)."""

OPPORTUNITY_ATTACK_COST = 3
"""STA for an opportunity attack (``awoudan.actions.opportunity-attack``)."""

DODGE_COST = 6
"""STA for a dodge (``awoudan.reactions.dodge``)."""

REACTIONS_PER_ROUND = 1
"""Reactions a round allows (``awoudan.actions.reaction``)."""

HELP_REACH = 1
"""The help action reaches an ally within close burst 1 (``awoudan.checks.help``)."""


class ActionName(Enum):
    """Every action of the rulebook.

    * ``attack``: a standard action: one attack with a weapon or a spell (``awoudan.actions.attack-limit``);
    * ``bull_rush``: a standard action: push an adjacent foe back with a STR check (``awoudan.actions.bull-rush``);
    * ``charge``: a standard action: move straight at a foe and attack it (``awoudan.actions.charge``);
    * ``finisher``: a standard action: an attack on an unconscious or helpless foe (``awoudan.attacks.finisher``);
    * ``grapple``: a standard action: seize an adjacent foe with a STR check (``awoudan.actions.grapple``);
    * ``help``: a standard action: let an ally close by roll one die again (``awoudan.checks.help``);
    * ``reload``: load a weapon again, once a round, with the standard action or STA (``awoudan.actions.reload``);
    * ``rest``: a standard action: add a d6 to the end of turn's regeneration (``awoudan.actions.rest``);
    * ``save``: a standard action: a save against a condition (``awoudan.conditions.save-action``);
    * ``crawl``: a move action: move at a crawl, the only move open to a prone character (``awoudan.movement.crawl``);
    * ``shift``: a move action: one careful square (``awoudan.movement.shift``);
    * ``sprint``: a move action: a dash of half speed plus 2 (``awoudan.movement.sprint``);
    * ``run``: a move action: move up to speed (``awoudan.movement.run``);
    * ``opportunity_attack``: a reaction: attack an adjacent enemy that leaves an opening
      (``awoudan.actions.opportunity-attack``);
    * ``dodge``: a reaction: step out of an attack's way (``awoudan.reactions.dodge``);
    * ``parry``: a reaction: turn an attack aside with a weapon (``awoudan.reactions.parry``);
    * ``shield``: a reaction: take an attack on a shield (``awoudan.reactions.shield``);
    * ``draw_stow``: draw or stow an item (``awoudan.actions.draw-stow``);
    * ``free``: a named free action, such as speaking or dropping an item (``awoudan.actions.free``);
    * ``concentrate``: keep a spell going for the turn, paid in WIL (``awoudan.actions.concentration``).
    """

    ATTACK = "attack"
    BULL_RUSH = "bull_rush"
    CHARGE = "charge"
    FINISHER = "finisher"
    GRAPPLE = "grapple"
    HELP = "help"
    RELOAD = "reload"
    REST = "rest"
    SAVE = "save"
    CRAWL = "crawl"
    SHIFT = "shift"
    SPRINT = "sprint"
    RUN = "run"
    OPPORTUNITY_ATTACK = "opportunity_attack"
    DODGE = "dodge"
    PARRY = "parry"
    SHIELD = "shield"
    DRAW_STOW = "draw_stow"
    FREE = "free"
    CONCENTRATE = "concentrate"


STANDARD_ACTIONS = frozenset(
    {
        ActionName.ATTACK,
        ActionName.BULL_RUSH,
        ActionName.CHARGE,
        ActionName.FINISHER,
        ActionName.GRAPPLE,
        ActionName.HELP,
        ActionName.RELOAD,
        ActionName.REST,
        ActionName.SAVE,
    }
)
MOVE_ACTIONS = frozenset({ActionName.CRAWL, ActionName.SHIFT, ActionName.SPRINT, ActionName.RUN})
REACTIONS = frozenset({ActionName.OPPORTUNITY_ATTACK, ActionName.DODGE, ActionName.PARRY, ActionName.SHIELD})
ATTACK_ACTIONS = frozenset({ActionName.ATTACK, ActionName.CHARGE, ActionName.FINISHER, ActionName.OPPORTUNITY_ATTACK})
MOVING_ACTIONS = MOVE_ACTIONS | {ActionName.CHARGE}


class Trigger(Enum):
    """What an adjacent enemy did that may allow an opportunity attack (``awoudan.actions.opportunity-attack``).

    * ``moved_away``: it moved out of a square next to the character;
    * ``shifted_away``: it shifted away, which gives no opportunity;
    * ``ranged_attack``: it made a ranged attack;
    * ``spell_attack``: it made a spell attack against a single target;
    * ``blast_spell_attack``: it made a spell attack in a blast;
    * ``close_burst_spell_attack``: it made a spell attack in a close burst.
    """

    MOVED_AWAY = "moved_away"
    SHIFTED_AWAY = "shifted_away"
    RANGED_ATTACK = "ranged_attack"
    SPELL_ATTACK = "spell_attack"
    BLAST_SPELL_ATTACK = "blast_spell_attack"
    CLOSE_BURST_SPELL_ATTACK = "close_burst_spell_attack"


OPPORTUNITY_TRIGGERS = frozenset({Trigger.MOVED_AWAY, Trigger.RANGED_ATTACK, Trigger.SPELL_ATTACK})


class When(Enum):
    """Whether an action happens on the character's own turn or on someone else's.

    * ``own_turn``: on the character's own turn;
    * ``other_turn``: on another character's turn, as a reaction.
    """

    OWN_TURN = "own_turn"
    OTHER_TURN = "other_turn"


class Payment(Enum):
    """What an action used up (``awoudan.actions.turn-economy``).

    * ``standard``: the turn's standard action;
    * ``move``: the turn's move action;
    * ``free``: nothing: a free action, concentration (paid in WIL), or the round's first draw or stow;
    * ``stamina``: STA, for an action beyond what the turn gives (``awoudan.actions.stamina-cost``);
    * ``reaction``: the round's reaction (``awoudan.actions.reaction``).
    """

    STANDARD = "standard"
    MOVE = "move"
    FREE = "free"
    STAMINA = "stamina"
    REACTION = "reaction"


@dataclass(frozen=True)
class Actor(Record):
    """The character whose round it is, as the round begins. ``surprised`` means surprised in this
    round, which is only ever the first (``awoudan.clarifications.surprise-first-round``)."""

    endurance: int
    sta: int
    wil: int = 0
    conditions: tuple[Condition, ...] = ()
    surprised: bool = False


@dataclass(frozen=True)
class Action(Record):
    """One action. ``sta`` is the amount a parry or shield spends; ``name`` tells free actions apart;
    ``rating`` is a concentration's rating; ``against_fear_source`` marks a move towards or an attack
    on what frightens the character; ``trigger`` is what allowed an opportunity attack; ``square`` and
    ``ally_square`` are where a helper and the ally it helps stand."""

    action: ActionName
    when: When = When.OWN_TURN
    sta: NonNegative | None = None
    name: str | None = None
    rating: Positive | None = None
    against_fear_source: bool | None = None
    trigger: Trigger | None = None
    wielding_melee: bool | None = None
    square: SquareName | None = None
    ally_square: SquareName | None = None


ACTION_FIELDS = {
    "sta": frozenset({ActionName.PARRY, ActionName.SHIELD}),
    "name": frozenset({ActionName.FREE}),
    "rating": frozenset({ActionName.CONCENTRATE}),
    "against_fear_source": MOVING_ACTIONS | ATTACK_ACTIONS,
    "trigger": frozenset({ActionName.OPPORTUNITY_ATTACK}),
    "wielding_melee": frozenset({ActionName.OPPORTUNITY_ATTACK}),
    "square": frozenset({ActionName.HELP}),
    "ally_square": frozenset({ActionName.HELP}),
}
"""The fields of an action that describe one kind of action, and the actions they fit, in the order of the
action's fields (``awoudan.clarifications.fields-that-do-not-fit``)."""


def check_fields(action: Action, number: int) -> None:
    """A field that does not fit the action is an input error, whatever its value
    (``awoudan.clarifications.fields-that-do-not-fit``)."""
    for field, fitting in ACTION_FIELDS.items():
        # Given at all is what counts: a name of "" or a wielding of false is as stray as any other.
        if getattr(action, field) is not None and action.action not in fitting:
            raise InputError(
                f"actions.{number - 1}.{field}", f"action {number} ({action.action.value}) takes no {field}"
            )


@dataclass(frozen=True)
class ActionsRequest(Record):
    """The request of ``awoudan.take_actions``: a character and its actions in one round, in order."""

    character: Actor
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Paid(Record):
    """How one action was paid and what it left."""

    action: ActionName
    paid_with: Payment
    sta_cost: int
    wil_cost: int
    sta_left: int
    wil_left: int


@dataclass(frozen=True)
class ActionsResult(Record):
    """Each action's payment and the round's tallies."""

    payments: tuple[Paid, ...]
    """One per action, in the order the request lists the actions."""
    sta_left: int
    wil_left: int
    attacks: int
    moves: int
    draws: int
    reloads: int
    reactions: int
    attack_limit: int
    drained: bool
    conditions: ConditionsAfter


@dataclass(frozen=True)
class Round:
    """What the round has used so far."""

    sta: int
    wil: int
    conditions: tuple[Condition, ...]
    standard_used: bool = False
    move_used: bool = False
    attacks: int = 0
    moves: int = 0
    draws: int = 0
    reloads: int = 0
    reactions: int = 0
    free_actions: tuple[str, ...] = ()
    concentrated: bool = False
    drained: bool = False


def attack_limit(endurance: int) -> int:
    """Attacks a character may make in a round: its END, at least 2 (``awoudan.actions.attack-limit``)."""
    return max(endurance, MIN_ATTACKS_PER_ROUND)


def check_conditions(action: Action, state: Round, number: int) -> None:
    """Refuse what the character's conditions forbid (``awoudan.conditions.*``)."""
    name = action.action
    held = state.conditions
    where = f"action {number} ({name.value})"
    if Condition.UNCONSCIOUS in held:
        raise Refusal("awoudan.conditions.unconscious", f"{where}: an unconscious character takes no actions")
    if Condition.EXPOSED in held and name not in (ActionName.FREE, ActionName.CONCENTRATE, ActionName.DRAW_STOW):
        raise Refusal("awoudan.conditions.exposed", f"{where}: an exposed character takes only free actions")
    if Condition.DAZED in held and name in REACTIONS:
        raise Refusal("awoudan.conditions.dazed", f"{where}: a dazed character cannot react")
    if name in MOVING_ACTIONS and Condition.GRAPPLED in held:
        raise Refusal("awoudan.conditions.grappled", f"{where}: a grappled character cannot move")
    if name in MOVING_ACTIONS and Condition.IMMOBILIZED in held:
        raise Refusal("awoudan.conditions.immobilized", f"{where}: an immobilized character cannot move")
    if name in MOVING_ACTIONS and name is not ActionName.CRAWL and Condition.PRONE in held:
        raise Refusal("awoudan.conditions.prone", f"{where}: a prone character can only crawl")
    if name is ActionName.CRAWL and Condition.PRONE not in held:
        raise Refusal("awoudan.movement.crawl", f"{where}: only a prone character crawls")
    if (
        action.against_fear_source
        and Condition.FRIGHTENED in held
        and (name in MOVING_ACTIONS or name in ATTACK_ACTIONS)
    ):
        raise Refusal(
            "awoudan.conditions.frightened", f"{where}: a frightened character cannot approach or attack its fear"
        )


def is_free_slot_left(state: Round, slot: Payment) -> bool:
    """Whether the turn's standard or move action is still free.

    A stunned character loses one of the two: whichever it takes first is the
    only one it gets for nothing (``awoudan.conditions.stunned``).
    """
    if Condition.STUNNED in state.conditions and (state.standard_used or state.move_used):
        return False
    return not (state.standard_used if slot is Payment.STANDARD else state.move_used)


def take_action(action: Action, state: Round, actor: Actor, number: int) -> tuple[Round, Payment, int, int]:
    """Pay for one action: return the new state, the payment and its STA and WIL costs."""
    check_conditions(action, state, number)
    name = action.action
    where = f"action {number} ({name.value})"
    if name in REACTIONS:
        return take_reaction(action, state, actor, number)
    if actor.surprised:
        raise Refusal("awoudan.sequence.surprise", f"{where}: a surprised character has no turn this round")
    if name is ActionName.DRAW_STOW:
        return take_draw(state, where)
    if name is ActionName.CONCENTRATE:
        return concentrate(action, state, number)
    if name is ActionName.FREE:
        return take_free_action(action, state, number)
    if action.when is not When.OWN_TURN:
        raise Refusal("awoudan.actions.turn-economy", f"{where}: only reactions and free actions happen off your turn")
    if name in ATTACK_ACTIONS and state.attacks >= attack_limit(actor.endurance):
        raise Refusal(
            "awoudan.actions.attack-limit", f"{where}: {state.attacks} attacks already made this round, the limit"
        )
    if name in MOVING_ACTIONS and state.moves >= MOVES_PER_ROUND:
        raise Refusal("awoudan.actions.move-limit", f"{where}: two move actions already taken this round")
    counted = replace(
        state,
        attacks=state.attacks + (name in ATTACK_ACTIONS),
        moves=state.moves + (name in MOVING_ACTIONS),
    )
    if name is ActionName.HELP:
        check_help(action, number)
    if name in MOVE_ACTIONS:
        return take_move(state, counted, where)
    return take_standard(name, state, counted, where)


def check_help(action: Action, number: int) -> None:
    """Help reaches only an ally within close burst 1 of the helper: a neighbouring square,
    corners included, never the helper's own (``awoudan.checks.help``)."""
    where = f"action {number} ({action.action.value})"
    if action.square is None:
        raise InputError(f"actions.{number - 1}.square", f"{where}: say where the helper stands")
    if action.ally_square is None:
        raise InputError(f"actions.{number - 1}.ally_square", f"{where}: say where the helped ally stands")
    helper, ally = Square.parse(action.square), Square.parse(action.ally_square)
    if ally not in close_burst_squares(helper, HELP_REACH):
        raise Refusal(
            "awoudan.checks.help",
            f"{where}: the ally at {ally} is {distance(helper, ally)} squares from the helper, outside close burst 1",
        )


def take_move(state: Round, counted: Round, where: str) -> tuple[Round, Payment, int, int]:
    """The turn's move action is free; a second costs 6 STA (``awoudan.actions.move-limit``)."""
    if is_free_slot_left(state, Payment.MOVE):
        return replace(counted, move_used=True), Payment.MOVE, 0, 0
    return pay_stamina(counted, EXTRA_MOVE_COST, where), Payment.STAMINA, EXTRA_MOVE_COST, 0


def take_standard(name: ActionName, state: Round, counted: Round, where: str) -> tuple[Round, Payment, int, int]:
    """The turn's standard action is free; only an attack or a reload can be bought again with STA
    (``awoudan.actions.turn-economy``, ``awoudan.actions.attack-limit``, ``awoudan.actions.reload``,
    ``awoudan.actions.charge``)."""
    standard_free = is_free_slot_left(state, Payment.STANDARD)
    if name is ActionName.CHARGE:
        stunned = Condition.STUNNED in state.conditions
        if stunned or not (standard_free and is_free_slot_left(state, Payment.MOVE)):
            raise Refusal("awoudan.actions.charge", f"{where}: a charge needs the turn's standard and free move")
        return replace(counted, standard_used=True, move_used=True), Payment.STANDARD, 0, 0
    if name is ActionName.RELOAD:
        if state.reloads >= 1:
            raise Refusal("awoudan.actions.reload", f"{where}: a weapon is reloaded only once per round")
        counted = replace(counted, reloads=state.reloads + 1)
        if not standard_free:
            return pay_stamina(counted, RELOAD_COST, where), Payment.STAMINA, RELOAD_COST, 0
    if standard_free:
        return replace(counted, standard_used=True), Payment.STANDARD, 0, 0
    if name in ATTACK_ACTIONS:
        return pay_stamina(counted, EXTRA_ATTACK_COST, where), Payment.STAMINA, EXTRA_ATTACK_COST, 0
    raise Refusal("awoudan.actions.turn-economy", f"{where}: the turn's standard action is already used")


def take_draw(state: Round, where: str) -> tuple[Round, Payment, int, int]:
    """The first draw or stow of a round is free, the second costs 3 STA, a third is refused
    (``awoudan.actions.draw-stow``)."""
    if state.draws >= DRAWS_PER_ROUND:
        raise Refusal("awoudan.actions.draw-stow", f"{where}: two draw or stow actions already taken this round")
    counted = replace(state, draws=state.draws + 1)
    if state.draws == 0:
        return counted, Payment.FREE, 0, 0
    if Condition.EXPOSED in state.conditions:
        raise Refusal("awoudan.conditions.exposed", f"{where}: an exposed character takes only free actions")
    return pay_stamina(counted, DRAW_STOW_COST, where), Payment.STAMINA, DRAW_STOW_COST, 0


def concentrate(action: Action, state: Round, number: int) -> tuple[Round, Payment, int, int]:
    """Keep an effect going by paying its rating in WIL, as a free action, once on the character's own
    turn (``awoudan.actions.concentration``, ``awoudan.clarifications.concentration-once-per-turn``)."""
    where = f"action {number} ({action.action.value})"
    if action.rating is None:
        raise InputError(f"actions.{number - 1}.rating", f"{where}: concentrating needs the effect's rating")
    if action.when is not When.OWN_TURN:
        raise Refusal("awoudan.actions.concentration", f"{where}: concentration is paid on your own turn")
    if state.concentrated:
        raise Refusal("awoudan.actions.concentration", f"{where}: concentration is already paid this turn")
    if action.rating > state.wil:
        raise Refusal("awoudan.actions.concentration", f"{where}: {action.rating} WIL needed, {state.wil} left")
    return replace(state, wil=state.wil - action.rating, concentrated=True), Payment.FREE, 0, action.rating


def take_free_action(action: Action, state: Round, number: int) -> tuple[Round, Payment, int, int]:
    """A free action costs nothing the first time; the same one again in the round costs 6 STA
    (``awoudan.actions.free``)."""
    where = f"action {number} ({action.action.value})"
    if action.name is None:
        raise InputError(f"actions.{number - 1}.name", f"{where}: a free action needs a name to tell repeats apart")
    if action.name not in state.free_actions:
        return replace(state, free_actions=(*state.free_actions, action.name)), Payment.FREE, 0, 0
    if Condition.EXPOSED in state.conditions:
        raise Refusal("awoudan.conditions.exposed", f"{where}: an exposed character cannot pay stamina")
    if Condition.DAZED in state.conditions:
        raise Refusal("awoudan.conditions.dazed", f"{where}: a dazed character cannot take stamina actions")
    return pay_stamina(state, REPEATED_FREE_ACTION_COST, where), Payment.STAMINA, REPEATED_FREE_ACTION_COST, 0


def take_reaction(action: Action, state: Round, actor: Actor, number: int) -> tuple[Round, Payment, int, int]:
    """A reaction happens off the character's turn, once per round, and costs STA
    (``awoudan.actions.reaction``, ``awoudan.actions.opportunity-attack``, ``awoudan.reactions.*``)."""
    name = action.action
    where = f"action {number} ({name.value})"
    if action.when is not When.OTHER_TURN:
        raise Refusal("awoudan.actions.reaction", f"{where}: a reaction happens outside your own turn")
    if actor.surprised:
        raise Refusal("awoudan.sequence.surprise", f"{where}: a surprised character cannot react this round")
    if state.reactions >= REACTIONS_PER_ROUND:
        raise Refusal("awoudan.actions.reaction", f"{where}: the round's reaction is already used")
    if name is ActionName.OPPORTUNITY_ATTACK:
        check_opportunity(action, number)
    if name is ActionName.OPPORTUNITY_ATTACK and state.attacks >= attack_limit(actor.endurance):
        raise Refusal("awoudan.actions.attack-limit", f"{where}: the round's attacks are used up")
    cost = reaction_cost(action, number)
    counted = replace(
        state,
        reactions=state.reactions + 1,
        attacks=state.attacks + (name is ActionName.OPPORTUNITY_ATTACK),
    )
    if name is ActionName.SHIELD:
        return spend_stamina(counted, cost), Payment.REACTION, cost, 0
    return pay_stamina(counted, cost, where), Payment.REACTION, cost, 0


def check_opportunity(action: Action, number: int) -> None:
    """An opportunity attack needs a melee weapon in hand and an adjacent enemy that moves out of reach
    (not by shifting), makes a ranged attack, or makes a spell attack that is not a blast or close burst
    (``awoudan.actions.opportunity-attack``)."""
    where = f"action {number} ({action.action.value})"
    if action.trigger is None:
        raise InputError(f"actions.{number - 1}.trigger", f"{where}: say what the enemy did")
    if action.wielding_melee is False:
        raise Refusal("awoudan.actions.opportunity-attack", f"{where}: needs a melee weapon in hand")
    if action.trigger not in OPPORTUNITY_TRIGGERS:
        raise Refusal(
            "awoudan.actions.opportunity-attack",
            f"{where}: {action.trigger.value} does not allow an opportunity attack",
        )


def reaction_cost(action: Action, number: int) -> int:
    """STA a reaction costs: fixed for opportunity attacks and dodges, chosen for parries and shields."""
    where = f"action {number} ({action.action.value})"
    if action.action is ActionName.OPPORTUNITY_ATTACK:
        return OPPORTUNITY_ATTACK_COST
    if action.action is ActionName.DODGE:
        return DODGE_COST
    if action.sta is None:
        raise InputError(f"actions.{number - 1}.sta", f"{where}: say how much STA the {action.action.value} spends")
    if action.action is ActionName.PARRY and action.sta == 0:
        raise Refusal("awoudan.reactions.parry", f"{where}: a parry spends at least 1 STA")
    return action.sta


def pay_stamina(state: Round, cost: int, where: str) -> Round:
    """Spend STA the character has; more than it has is refused (``awoudan.actions.stamina-cost``)."""
    if Condition.DAZED in state.conditions:
        raise Refusal("awoudan.conditions.dazed", f"{where}: a dazed character cannot take stamina actions")
    if cost > state.sta:
        raise Refusal("awoudan.actions.stamina-cost", f"{where}: costs {cost} STA, only {state.sta} left")
    return spend_stamina(state, cost)


def spend_stamina(state: Round, cost: int) -> Round:
    """Lower STA; being left at 0 or less drains the character, who becomes exposed (``awoudan.damage.stamina``),
    even by a shield that stops no damage (``awoudan.reactions.shield``), as in resolving the attack."""
    sta = state.sta - cost
    if sta <= 0:
        return replace(state, sta=sta, drained=True, conditions=with_condition(state.conditions, Condition.EXPOSED))
    return replace(state, sta=sta)


def take_actions(request: ActionsRequest) -> ActionsResult:
    """Pay for each action of a round in order, refusing the first the rules forbid
    (``awoudan.actions.turn-economy``)."""
    for number, action in enumerate(request.actions, start=1):
        check_fields(action, number)
    actor = request.character
    state = Round(sta=actor.sta, wil=actor.wil, conditions=actor.conditions)
    payments: list[Paid] = []
    for number, action in enumerate(request.actions, start=1):
        state, paid_with, sta_cost, wil_cost = take_action(action, state, actor, number)
        payments.append(Paid(action.action, paid_with, sta_cost, wil_cost, state.sta, state.wil))
    return ActionsResult(
        payments=tuple(payments),
        sta_left=state.sta,
        wil_left=state.wil,
        attacks=state.attacks,
        moves=state.moves,
        draws=state.draws,
        reloads=state.reloads,
        reactions=state.reactions,
        attack_limit=attack_limit(actor.endurance),
        drained=state.drained,
        conditions=state.conditions,
    )
