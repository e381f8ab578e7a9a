"""What every Fawnalore request shares: the game mode, the board, the units and the effects in play."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from fawnarules.fawnalore.board import Board, Hex
from fawnarules.fawnalore.effect import Effect, Redirect
from fawnarules.fawnalore.unit import GameMode, Unit
from fawnarules.record import Record
from fawnarules.rejection import InputError


@dataclass(frozen=True, kw_only=True)
class Battle(Record):
    """The state a request is resolved in."""

    game_mode: GameMode
    board: Board
    units: tuple[Unit, ...]
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class Battlefield:
    """A checked battle: every unit on the board under one name, every effect held by a unit
    (``fawnalore.request.units``)."""

    battle: Battle
    index: dict[str, int]
    hexes: dict[str, Hex]

    def unit(self, name: str, path: str) -> Unit:
        """The unit called ``name``; an unknown name is an input error at ``path``."""
        if name not in self.index:
            raise InputError(path, f"no unit is called {name!r}")
        return self.battle.units[self.index[name]]

    def path_of(self, unit: Unit, field: str) -> str:
        """The dotted request path of one field of a unit, for input errors."""
        return f"units.{self.index[unit.id]}.{field}"

    def effects_of(self, holder: str) -> Iterator[Effect]:
        """The effects a unit holds, in the order the request lists them."""
        return (effect for effect in self.battle.effects if effect.holder == holder)

    def hp(self) -> dict[str, int]:
        """Every unit's current HP, by name."""
        return {unit.id: unit.hp for unit in self.battle.units}


def read_battle(battle: Battle) -> Battlefield:
    """Check what the types cannot: unique names, hexes on the board, effects held by units on it."""
    index: dict[str, int] = {}
    hexes: dict[str, Hex] = {}
    for number, unit in enumerate(battle.units):
        if unit.id in index:
            raise InputError(f"units.{number}.id", f"two units are called {unit.id!r}")
        where = Hex.parse(unit.hex)
        if not battle.board.has(where):
            raise InputError(f"units.{number}.hex", f"{where} is off a board of radius {battle.board.radius}")
        index[unit.id] = number
        hexes[unit.id] = where
    for number, effect in enumerate(battle.effects):
        if effect.holder not in index:
            raise InputError(f"effects.{number}.holder", f"no unit is called {effect.holder!r}")
        if isinstance(effect, Redirect) and effect.to not in index:
            raise InputError(f"effects.{number}.to", f"no unit is called {effect.to!r}")
        if isinstance(effect, Redirect) and effect.to == effect.holder:
            raise InputError(f"effects.{number}.to", "a unit cannot redirect damage to itself")
    return Battlefield(battle, index, hexes)
