"""Units on the Fawnalore board, their sides and the game modes that decide who is an enemy."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated

from annotated_types import Ge, MinLen

from fawnarules.fawnalore.board import HexText, Range
from fawnarules.record import NonNegative, Record

MIN_DIE_FACES = 2
"""The smallest die that can be an Attack Die: the die's size is data (``fawnalore.clarifications.attack-die``)."""

DieFaces = Annotated[int, Ge(MIN_DIE_FACES)]
"""How many faces a die has: 6 for a d6."""

Name = Annotated[str, MinLen(1)]
"""A unit's name, which requests use to refer to it."""


class GameMode(Enum):
    """The game modes; each defines who is an enemy and what a Player's death means."""

    CO_OP = "co-op"
    PVP = "pvp"
    CAMPAIGN = "campaign"


class UnitKind(Enum):
    """The three kinds of unit.

    * ``player``: a Player character;
    * ``ppc``: a PPC, a character whose fixed sequence the Controller plays (``fawnalore.ppc.sequence``);
    * ``makri``: a Makri monster.
    """

    PLAYER = "player"
    PPC = "ppc"
    MAKRI = "makri"


@dataclass(frozen=True)
class Weapon(Record):
    """An equipped weapon: an extra die, a damage modifier and a range modifier, each as its card gives it
    (``fawnalore.attack.weapon``)."""

    name: Name
    die: DieFaces | None = None
    damage: int = 0
    range: int = 0


@dataclass(frozen=True)
class Unit(Record):
    """A unit as it stands on the board.

    ``hp`` is its current HP: a unit in play has at least 1, since a unit at 0 is dead
    (``fawnalore.request.units``). ``attack_die`` and ``range`` are needed only to attack.
    """

    id: Name
    kind: UnitKind
    side: Name
    hex: HexText
    hp: Annotated[int, Ge(1)]
    attack_die: DieFaces | None = None
    range: Range | None = None
    weapon: Weapon | None = None
    ether_reward: NonNegative = 0
