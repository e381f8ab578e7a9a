"""The objects that deal damage: cards with elements, power stats and durability.

Only allies, weapons and attack cards carry a power stat; every other card leaves
``power`` out (``None``), which is not the same as a power of 0
(``grand_archive.attack.power-stat``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated

from annotated_types import Ge, MinLen

from fawnarules.record import NonNegative, Record


class Element(Enum):
    """The closed set of Grand Archive elements (``grand_archive.source.element``).

    Norm is the element of anything that names none; Fire, Water and Wind are the
    basic elements; the others are advanced. The names are not in the rulebook: they
    come from a third-party copy of the game's card database
    (``grand_archive.clarifications.elements``).

    * ``norm``: the element of anything that names none;
    * ``fire``: a basic element;
    * ``water``: a basic element;
    * ``wind``: a basic element;
    * ``arcane``: an advanced element;
    * ``astra``: an advanced element;
    * ``crux``: an advanced element;
    * ``exalted``: an advanced element;
    * ``exia``: an advanced element;
    * ``luxem``: an advanced element;
    * ``neos``: an advanced element;
    * ``tera``: an advanced element;
    * ``umbra``: an advanced element.
    """

    NORM = "norm"
    FIRE = "fire"
    WATER = "water"
    WIND = "wind"
    ARCANE = "arcane"
    ASTRA = "astra"
    CRUX = "crux"
    EXALTED = "exalted"
    EXIA = "exia"
    LUXEM = "luxem"
    NEOS = "neos"
    TERA = "tera"
    UMBRA = "umbra"


Elements = Annotated[tuple[Element, ...], MinLen(1)]
"""One or more elements; an object that names none is Norm."""

NORM_ONLY: tuple[Element, ...] = (Element.NORM,)


@dataclass(frozen=True)
class GameObject(Record):
    """A named object with elements: an action card, or the owner of an ability."""

    name: str
    elements: Elements = NORM_ONLY


@dataclass(frozen=True)
class Card(Record):
    """A card a champion attacks with from its intent; an attack card has a power stat."""

    name: str
    elements: Elements = NORM_ONLY
    power: NonNegative | None = None


@dataclass(frozen=True)
class Weapon(Record):
    """A weapon used in an attack; it loses a durability counter in the damage step."""

    name: str
    durability: Annotated[int, Ge(1)]
    elements: Elements = NORM_ONLY
    power: NonNegative | None = None
