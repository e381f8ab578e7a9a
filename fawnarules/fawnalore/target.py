"""Who may deal damage to whom under the current game mode."""

from __future__ import annotations

from fawnarules.fawnalore.unit import GameMode, Unit, UnitKind
from fawnarules.rejection import Refusal


def check_target(mode: GameMode, source: Unit | None, target: Unit) -> None:
    """Refuse damage from ``source`` to ``target`` that the game mode forbids.

    A unit never targets itself (``fawnalore.targets.no-self``); in co-op a Player never
    attacks or damages another Player (``fawnalore.targets.co-op``); otherwise the target
    must be an enemy, a unit of another side (``fawnalore.targets.enemies``), which in PvP
    includes enemy Players and enemy PPCs (``fawnalore.targets.pvp``). Damage with no unit
    as its source (the environment, a campaign effect) may reach any unit.
    """
    if source is None:
        return
    if source.id == target.id:
        raise Refusal("fawnalore.targets.no-self", f"{source.id} cannot target itself")
    if mode is GameMode.CO_OP and source.kind is UnitKind.PLAYER and target.kind is UnitKind.PLAYER:
        raise Refusal("fawnalore.targets.co-op", f"in co-op, {source.id} cannot damage another Player, {target.id}")
    if source.side == target.side:
        raise Refusal(
            "fawnalore.targets.enemies", f"{target.id} is on {source.id}'s side ({source.side}), not an enemy"
        )


def is_valid_target(mode: GameMode, source: Unit | None, target: Unit) -> bool:
    """Whether ``source`` may deal damage to ``target`` under the game mode (any unit, with no source)."""
    try:
        check_target(mode, source, target)
    except Refusal:
        return False
    return True
