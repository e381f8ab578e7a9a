"""Every way the open dice and cards of a request can fall, each with its exact chance.

A request for odds is an ordinary request of the operation in which some dice fields hold the
open marker ``"?"`` (or ``{"open": true}``, which may carry more, such as a ``chance``). Only the
fields :data:`fawnarules.odds.table.OPEN_FIELDS` declares may be open. The combinations are
counted before any is built, so a request over :data:`LIMIT` is refused at once. Dice the rules
treat alike (:attr:`~fawnarules.odds.table.OpenField.alike`) are counted as a multiset: each set of
values once, with the number of ways the dice can show it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import reduce
from itertools import combinations, combinations_with_replacement, permutations, product
from math import comb, factorial, perm, prod
from operator import mul

from fawnarules.engine import find_operation
from fawnarules.odds.table import OPEN_FIELDS, Chance, Deck, Face, FacesError, OpenField, open_field
from fawnarules.operation import JsonObject

OPEN = "?"
"""The open marker: this die or card is to be enumerated."""

LIMIT = 10**6
"""The most combinations one request may open."""


class OddsError(ValueError):
    """A request for odds that cannot be enumerated; the message says which field to fix."""


@dataclass(frozen=True)
class OpenSpot:
    """One open field of a request: where it is, what it is declared as, and its marker."""

    path: str
    declared: OpenField
    marker: Mapping[str, object]


@dataclass(frozen=True)
class Dimension:
    """Open fields that vary together: one die, or the cards drawn from one deck."""

    paths: tuple[str, ...]
    choices: tuple[tuple[tuple[object, ...], Fraction], ...]
    """Each joint value of the paths, with its chance."""
    label: str
    """What is rolled or drawn, as the rules name it: ``the check's d20``."""
    what: str
    """How it is rolled or drawn: ``d20``, ``2 d20s alike``, ``2 cards of 54``."""


@dataclass(frozen=True)
class Plan:
    """What an enumeration will run: the request, its open fields and how many combinations."""

    operation: str
    request: JsonObject
    dimensions: tuple[Dimension, ...]

    @property
    def open_paths(self) -> tuple[str, ...]:
        return tuple(path for dimension in self.dimensions for path in dimension.paths)

    @property
    def count(self) -> int:
        return prod(len(dimension.choices) for dimension in self.dimensions)

    def combinations(self) -> Iterator[tuple[object, Fraction]]:
        """Each filled-in request with its chance; the chances add up to 1."""
        for picks in product(*(dimension.choices for dimension in self.dimensions)):
            values: dict[str, object] = {}
            for dimension, (faces, _) in zip(self.dimensions, picks, strict=True):
                values.update(zip(dimension.paths, faces, strict=True))
            # One die or deck (the most common plan) needs no product: its choice's chance is the chance.
            chance = reduce(mul, (weight for _, weight in picks)) if picks else Fraction(1)
            yield filled(self.request, values, ""), chance


def is_open(value: object) -> bool:
    """Whether ``value`` is an open marker."""
    return value == OPEN or (isinstance(value, dict) and value.get("open") is True)


def leaves(node: object, prefix: str, whole: Callable[[object], bool] = is_open) -> Iterator[tuple[str, object]]:
    """Every value of a request that is no object or list (or is an object ``whole`` takes as one value, by default
    an open marker), with its dotted path."""
    if isinstance(node, dict) and not whole(node):
        for key, child in node.items():
            yield from leaves(child, f"{prefix}{key}.", whole)
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from leaves(child, f"{prefix}{index}.", whole)
    else:
        yield prefix.removesuffix("."), node


def filled(node: object, values: Mapping[str, object], prefix: str) -> object:
    """A copy of the request with each open path given its value."""
    path = prefix.removesuffix(".")
    if path in values:
        return values[path]
    if isinstance(node, dict):
        return {key: filled(child, values, f"{prefix}{key}.") for key, child in node.items()}
    if isinstance(node, list):
        return [filled(child, values, f"{prefix}{index}.") for index, child in enumerate(node)]
    return node


def open_spots(operation: str, request: object) -> list[OpenSpot]:
    """The open fields of a request; a marker on a field that is no die or card is an :class:`OddsError`."""
    spots: list[OpenSpot] = []
    for path, value in leaves(request, ""):
        if not is_open(value):
            continue
        declared = open_field(operation, path)
        if declared is None:
            raise OddsError(f"{path}: not a die or card of {operation}; {open_fields_text(operation)}")
        marker: Mapping[str, object] = value if isinstance(value, dict) else {}
        spots.append(OpenSpot(path, declared, marker))
    return spots


def open_fields_text(operation: str) -> str:
    """What a reader may leave open in a request of ``operation``."""
    declared = OPEN_FIELDS.get(operation, ())
    if not declared:
        return "it rolls and draws nothing, so no field can be left open"
    return "the fields that may be left open are " + ", ".join(field.path for field in declared)


def plan(
    operation: str,
    request: object,
    *,
    alike_in: JsonObject | None = None,
    fixed: bool = False,
    asked: tuple[str, ...] = (),
) -> Plan:
    """The enumeration of ``request`` for a question reading the result fields ``asked``; too many
    combinations, or none open (unless ``fixed`` allows a request whose dice are all given: one combination),
    is an :class:`OddsError`.

    The combinations are counted before any is built, so a request over :data:`LIMIT` costs nothing. Whether
    dice are alike is read off ``alike_in`` when given (the whole request a choice was taken out of).
    """
    if find_operation(operation) is None:
        raise OddsError(f"unknown operation {operation!r}: `fawnarules operations` lists them")
    if not isinstance(request, dict):
        raise OddsError("the request must be a JSON object")
    spots = open_spots(operation, request)
    if not spots and not fixed:
        raise OddsError(f'nothing is left open: write "{OPEN}" for a die or card; {open_fields_text(operation)}')
    dice = [spot for spot in spots if not isinstance(spot.declared.faces, Deck)]
    groups = die_groups(alike_in or request, dice, asked)
    decks = deck_draws(operation, request, spots, asked)
    sizes = [(group[0].path, group_count(request, group)) for group in groups]
    sizes += [(" and ".join(draw.paths), draw.count) for draw in decks]
    total = prod(size for _, size in sizes)
    if total > LIMIT:
        listed = ", ".join(f"{label} ({size:,})" for label, size in sizes)
        raise OddsError(
            f"{total:,} combinations is more than {LIMIT:,}: give a value to some of the open fields: {listed}"
        )
    if total == 0:
        raise OddsError(f"{sizes[-1][0]}: the deck has too few cards left to draw from")
    dimensions = [group_dimension(request, group) for group in groups]
    dimensions += [deck_dimension(draw, spots) for draw in decks]
    return Plan(operation, request, tuple(dimensions))


def die_groups(whole: JsonObject, dice: list[OpenSpot], asked: tuple[str, ...]) -> list[tuple[OpenSpot, ...]]:
    """The open dice in groups counted together: the dice of one field the rules treat alike, each other die
    on its own."""
    groups: dict[object, list[OpenSpot]] = {}
    for spot in dice:
        key = spot.declared if spot.declared.is_alike(whole, asked) else spot.path
        groups.setdefault(key, []).append(spot)
    return [tuple(group) for group in groups.values()]


def group_count(request: JsonObject, group: tuple[OpenSpot, ...]) -> int:
    """How many distinct situations a group of dice gives: a multiset of values for alike dice."""
    sides = faces_count(request, group[0])
    return sides if len(group) == 1 else comb(sides + len(group) - 1, len(group))


def group_dimension(request: JsonObject, group: tuple[OpenSpot, ...]) -> Dimension:
    """One die, or alike dice as multisets: each set of values once, with the chance of any order of it."""
    if len(group) == 1:
        return die_dimension(request, group[0])
    faces = die_dimension(request, group[0]).choices
    choices = []
    for picked in combinations_with_replacement(faces, len(group)):
        orders = factorial(len(group)) // prod(factorial(picked.count(face)) for face in set(picked))
        values = tuple(value for (value,), _ in picked)
        choices.append((values, orders * prod((chance for _, chance in picked), start=Fraction(1))))
    what = f"{len(group)}d{len(faces)}, counted as sets of values"
    return Dimension(tuple(spot.path for spot in group), tuple(choices), group[0].declared.name, what)


def faces_count(request: JsonObject, spot: OpenSpot) -> int:
    """How many values one open die can show."""
    faces = spot.declared.faces
    assert not isinstance(faces, Deck)
    try:
        return faces.count(request)
    except FacesError as error:
        raise OddsError(str(error) if error.path else f"{spot.path}{error}") from error


def die_dimension(request: JsonObject, spot: OpenSpot) -> Dimension:
    """The faces of one open die."""
    faces = spot.declared.faces
    assert not isinstance(faces, Deck)
    try:
        choices: tuple[Face, ...] = faces.faces(request, spot.marker)
    except FacesError as error:
        raise OddsError(f"{spot.path}{error}") from error
    if isinstance(faces, Chance):
        what = f"{choices[0][0]} {choices[0][1]}, {choices[1][0]} {choices[1][1]}"
    else:
        what = f"d{len(choices)}"
    return Dimension((spot.path,), tuple(((value,), chance) for value, chance in choices), spot.declared.name, what)


@dataclass(frozen=True)
class DeckDraw:
    """The open cards drawn from one deck, the cards left in it, and whether the rules treat the cards drawn
    alike (then each set of cards is counted once, not each order)."""

    paths: tuple[str, ...]
    cards: tuple[str, ...]
    alike: bool

    @property
    def count(self) -> int:
        """How many distinct draws there are."""
        size = comb if self.alike else perm
        return size(len(self.cards), len(self.paths))

    def draws(self) -> Iterator[tuple[str, ...]]:
        draw = combinations if self.alike else permutations
        return draw(self.cards, len(self.paths))


def deck_draws(operation: str, request: JsonObject, spots: list[OpenSpot], asked: tuple[str, ...]) -> list[DeckDraw]:
    """For each deck, the open cards drawn from it and the cards left in it: a card the request already
    holds is not in the deck any more."""
    draws: list[DeckDraw] = []
    for deck in dict.fromkeys(spot.declared.faces for spot in spots if isinstance(spot.declared.faces, Deck)):
        assert isinstance(deck, Deck)
        drawn = [spot for spot in spots if spot.declared.faces == deck]
        held = {
            value
            for path, value in leaves(request, "")
            if not is_open(value) and (declared := open_field(operation, path)) and declared.faces == deck
        }
        alike = all(spot.declared.is_alike(request, asked) for spot in drawn)
        left = tuple(card for card in deck.cards if card not in held)
        draws.append(DeckDraw(tuple(spot.path for spot in drawn), left, alike))
    return draws


def deck_dimension(draw: DeckDraw, spots: list[OpenSpot]) -> Dimension:
    """Every draw of the open cards, each as likely: every order, or every set of cards when they are alike."""
    chance = Fraction(1, draw.count)
    choices = tuple((drawn, chance) for drawn in draw.draws())
    many = len(draw.paths) > 1
    how = ", counted as sets of cards" if draw.alike and many else ""
    what = f"{len(draw.paths)} card{'s' if many else ''} of {len(draw.cards)}, drawn without putting back{how}"
    names = dict.fromkeys(spot.declared.name for spot in spots if spot.path in draw.paths)
    return Dimension(draw.paths, choices, " and ".join(names), what)
