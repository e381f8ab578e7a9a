"""A PPC's turn: it moves toward its target, attacks if able, and ends its turn.

A PPC does not choose the order of moving and attacking; its card fixes the sequence
(``fawnalore.ppc.sequence``). Where the sequence still leaves a choice, such as two
equally near targets or two equally good steps, the Controller makes it, and the
choice is an input (``fawnalore.ppc.controller-choice``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Annotated

from annotated_types import Ge
from pydantic import Field

from fawnarules.fawnalore.attack import AttackResult, Declaration, attack_in, reach_of
from fawnarules.fawnalore.battle import Battle, Battlefield, read_battle
from fawnarules.fawnalore.board import Hex, HexText, distance, is_in_range, on_board
from fawnarules.fawnalore.target import is_valid_target
from fawnarules.fawnalore.turn import Turn
from fawnarules.fawnalore.unit import Name, Unit, UnitKind
from fawnarules.record import NonNegative, Record
from fawnarules.rejection import InputError, Refusal


class Step(StrEnum):
    """The steps of a PPC's fixed sequence, in order (``fawnalore.ppc.sequence``).

    * ``move``: the PPC moves toward its target;
    * ``attack``: the PPC attacks its target, now in range;
    * ``end turn``: the PPC's turn ends.
    """

    MOVE = "move"
    ATTACK = "attack"
    END_TURN = "end turn"


MOVE, ATTACK, END_TURN = Step.MOVE, Step.ATTACK, Step.END_TURN


@dataclass(frozen=True)
class PpcTurn(Record):
    """The PPC whose turn it is and what its turn needs.

    ``movement`` is how many steps the PPC's card lets it move. ``target`` and ``path`` are
    the Controller's choices, needed only when the sequence leaves one; ``roll`` and
    ``weapon_roll`` are needed only when the PPC attacks.
    """

    ppc: Name
    movement: NonNegative
    target: Name | None = None
    path: tuple[HexText, ...] | None = None
    roll: Annotated[int, Ge(1)] | None = None
    weapon_roll: Annotated[int, Ge(1)] | None = None


@dataclass(frozen=True, kw_only=True)
class PpcTurnRequest(Battle):
    """The request of ``fawnalore.take_ppc_turn``."""

    turn: PpcTurn


@dataclass(frozen=True)
class PpcTurnResult(Record):
    """What the PPC did, step by step, and the attack it made, if any."""

    ppc: str
    """The PPC's name, as the request gives it."""
    target: Annotated[str, Field(description="The name of the enemy the PPC targets.")] | None
    start: HexText
    path: tuple[HexText, ...]
    """The hexes the PPC moves through, in the order it enters them, its last hex last."""
    end: HexText
    distance: int | None
    steps: tuple[Step, ...]
    """The steps the PPC took, in the order of its fixed sequence."""
    attack: AttackResult | None


def choose_target(turn: PpcTurn, field: Battlefield, ppc: Unit) -> Unit | None:
    """The nearest valid enemy; among equally near ones, the Controller's choice
    (``fawnalore.clarifications.ppc-target``, ``fawnalore.ppc.controller-choice``)."""
    here = field.hexes[ppc.id]
    enemies = [unit for unit in field.battle.units if is_valid_target(field.battle.game_mode, ppc, unit)]
    if not enemies:
        if turn.target is not None:
            raise Refusal("fawnalore.clarifications.ppc-target", f"{ppc.id} has no enemy to target")
        return None
    nearest = min(distance(here, field.hexes[unit.id]) for unit in enemies)
    choices = [unit for unit in enemies if distance(here, field.hexes[unit.id]) == nearest]
    if turn.target is None:
        closest, *others = choices
        if others:
            names = ", ".join(unit.id for unit in choices)
            raise InputError("turn.target", f"{names} are equally near: the Controller chooses the target")
        return closest
    chosen = field.unit(turn.target, "turn.target")
    if chosen not in choices:
        raise Refusal("fawnalore.clarifications.ppc-target", f"{chosen.id} is not among the nearest enemies")
    return chosen


def walk(turn: PpcTurn, field: Battlefield, ppc: Unit, goal: Hex, reach: int) -> list[Hex]:
    """Step toward the goal, one hex closer each time, onto free board hexes, until the target is in
    range or the movement is spent (``fawnalore.ppc.sequence``, ``fawnalore.clarifications.ppc-movement``).

    When more than one hex is a step closer, the Controller's ``path`` decides.
    """
    taken = {where for name, where in field.hexes.items() if name != ppc.id}
    route: list[Hex] = []
    here = field.hexes[ppc.id]
    while len(route) < turn.movement and not is_in_range(here, goal, reach):
        options = sorted(
            h
            for h in here.neighbours()
            if field.battle.board.has(h) and h not in taken and distance(h, goal) == distance(here, goal) - 1
        )
        if not options:
            break
        here = pick_step(turn.path, len(route), options)
        route.append(here)
    if turn.path is not None and len(turn.path) > len(route):
        raise Refusal("fawnalore.ppc.sequence", f"the PPC stops after {len(route)} step(s); the path goes on")
    return route


def pick_step(path: tuple[str, ...] | None, number: int, options: list[Hex]) -> Hex:
    """The hex of step ``number``: the only closer hex, or the one the Controller's path names."""
    if path is None:
        closer, *others = options
        if others:
            named = " or ".join(map(str, options))
            raise InputError("turn.path", f"step {number + 1} could go to {named}: the Controller chooses the path")
        return closer
    unwalked = path[number:]
    if not unwalked:
        raise Refusal("fawnalore.ppc.sequence", f"the path stops after {len(path)} step(s); the PPC must go on")
    chosen = Hex.parse(unwalked[0])
    if chosen not in options:
        allowed = " or ".join(map(str, options))
        raise Refusal("fawnalore.ppc.sequence", f"step {number + 1} must go to {allowed}, not {chosen}")
    return chosen


def take_ppc_turn(request: PpcTurnRequest) -> PpcTurnResult:
    """Run a PPC's fixed sequence: move toward the target, attack if able, end the turn
    (``fawnalore.ppc.sequence``). The attack is an ordinary attack on the PPC's own turn. A step
    of the Controller's path off the board is an input error at it (``fawnalore.board.extent``)."""
    field = read_battle(request)
    turn = request.turn
    for index, step in enumerate(turn.path or ()):
        on_board(field.battle.board, step, f"turn.path.{index}")
    ppc = field.unit(turn.ppc, "turn.ppc")
    if ppc.kind is not UnitKind.PPC:
        raise InputError("turn.ppc", f"{ppc.id} is a {ppc.kind.value}, not a PPC")
    start = field.hexes[ppc.id]
    target = choose_target(turn, field, ppc)
    if target is None:
        return PpcTurnResult(ppc.id, None, str(start), (), str(start), None, (END_TURN,), None)
    reach = reach_of(field, ppc).total
    route = walk(turn, field, ppc, field.hexes[target.id], reach)
    end = route[-1] if route else start
    gap = distance(end, field.hexes[target.id])
    attack = None
    if is_in_range(end, field.hexes[target.id], reach):
        if turn.roll is None:
            raise InputError("turn.roll", f"{ppc.id} attacks {target.id}, so its Attack Die roll is needed")
        moved = replace(field.battle, units=tuple(moved_unit(unit, ppc.id, end) for unit in request.units))
        declaration = Declaration(ppc.id, (target.id,), turn.roll, turn.weapon_roll)
        attack = attack_in(read_battle(moved), Turn(ppc.id), declaration, "turn")
    steps = (*((MOVE,) if route else ()), *(() if attack is None else (ATTACK,)), END_TURN)
    return PpcTurnResult(ppc.id, target.id, str(start), tuple(map(str, route)), str(end), gap, steps, attack)


def moved_unit(unit: Unit, mover: str, end: Hex) -> Unit:
    """The unit as it stands after the PPC's move: only the mover changes hex."""
    return replace(unit, hex=str(end)) if unit.id == mover else unit
