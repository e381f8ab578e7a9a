"""Which request fields of each operation are dice or card draws, and what they can show.

Dice are declared here, in one table, rather than read off the request schemas: a schema's
bounds cannot tell a die from a bounded number (a falchion DR is 1 to 18, a d20 1 to 20),
and many dice take their size from another field (a weapon's ``size``, the Grit Die) or from
data the rules leave to the table (a fawnalore Attack Die). A field here is written as a
dotted path; ``*`` stands for any position in a list.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from fawnarules.json_text import value_at

Face = tuple[object, Fraction]
"""One value an open field can take, and its chance."""


class FacesError(ValueError):
    """The request does not say what an open field can show; ``path`` names the field to fix."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path


@dataclass(frozen=True)
class Die:
    """A die of fixed size: 1 to ``sides``, each as likely."""

    sides: int

    def count(self, request: object) -> int:
        return self.sides

    def faces(self, request: object, marker: Mapping[str, object]) -> tuple[Face, ...]:
        return uniform(self.sides)


@dataclass(frozen=True)
class SizedDie:
    """A die whose size another part of the request gives (``d8`` or ``8``), read by ``size``."""

    where: str
    """The field that holds the size, as a reader is told."""
    size: Callable[[object], object]

    def sides(self, request: object) -> int:
        value = self.size(request)
        text = str(value).removeprefix("u").removeprefix("d")
        if isinstance(value, bool) or not text.isdigit() or int(text) < 1:
            raise FacesError(self.where, f"the size of the open die must be given here, not {value!r}")
        return int(text)

    def count(self, request: object) -> int:
        return self.sides(request)

    def faces(self, request: object, marker: Mapping[str, object]) -> tuple[Face, ...]:
        return uniform(self.sides(request))


@dataclass(frozen=True)
class Chance:
    """A roll the rules reduce to success or failure with a chance the table sets: the open marker
    gives it, as ``{"open": true, "chance": "1/4"}``."""

    success: str
    failure: str

    def count(self, request: object) -> int:
        return 2

    def faces(self, request: object, marker: Mapping[str, object]) -> tuple[Face, ...]:
        chance = marker.get("chance")
        try:
            fraction = Fraction(str(chance).strip().removesuffix("%")) / (100 if str(chance).endswith("%") else 1)
        except (ValueError, ZeroDivisionError):
            fraction = Fraction(-1)
        if chance is None or not 0 <= fraction <= 1:
            raise FacesError("", f'give the chance of {self.success}: {{"open": true, "chance": "1/4"}}')
        return ((self.success, fraction), (self.failure, 1 - fraction))


@dataclass(frozen=True)
class Deck:
    """Cards drawn from one shuffled deck: every open card of a request comes from the same deck,
    without putting any back, and a card the request already holds is not in it."""

    shuffled: Callable[[], tuple[str, ...]]
    """Every card of the deck, read only when a request draws from it (so odds of one rulebook do not
    load another's cards)."""

    @property
    def cards(self) -> tuple[str, ...]:
        return self.shuffled()


Faces = Die | SizedDie | Chance | Deck


def always(request: object) -> bool:
    return True


def never(request: object) -> bool:
    return False


@dataclass(frozen=True)
class OpenField:
    """A field of an operation's request that may be left open, and what a reader calls it.

    ``alike`` says, for a request, whether the dice (or cards) at this path (``*`` in it) are ones the rules
    treat alike: only which values they show counts, not which die shows which, so they are counted as a
    multiset with its multiplicity and the engine is asked once per distinct set of values. ``listed_as`` is
    the result field that lists them in the request's order: a question that asks for it is counted in order,
    as which die showed what is then part of the answer.
    """

    path: str
    faces: Faces
    name: str
    alike: Callable[[object], bool] = never
    listed_as: str = ""

    def is_alike(self, request: object, asked: tuple[str, ...]) -> bool:
        """Whether these dice or cards are counted as a multiset in a question asking for ``asked``."""
        listed = self.listed_as
        return self.alike(request) and not any(field == listed or field.startswith(f"{listed}.") for field in asked)


@dataclass(frozen=True)
class Choice:
    """A part of a request the player chooses to add (a reroll, a gambit, help): left open, the odds need a
    policy saying when the player takes it (:data:`POLICIES`)."""

    path: str
    name: str
    """The choice as a reader says it: ``the Reroll gambit``."""
    decides: str
    """The result field a policy reads: the choice is weighed against the answer without it."""


def at(path: str) -> Callable[[object], object]:
    """Read the value at a dotted path of a request (``None`` where there is none)."""
    return lambda request: value_at(request, path)


def without_reroll(request: object) -> bool:
    """A check's two d20s are alike unless a Reroll names one of them (``falchion.grit.gambits``)."""
    return at("check.reroll")(request) is None


def fawnalore_attacker(request: object) -> object:
    """The unit the attack names, among the request's units."""
    attacker = value_at(request, "attack.attacker")
    units = value_at(request, "units")
    return next((unit for unit in units if value_at(unit, "id") == attacker), None) if isinstance(units, list) else None


def fawnalore_attack_die(request: object) -> object:
    """The Attack Die of the unit the attack names (``fawnalore.clarifications.attack-die``)."""
    return value_at(fawnalore_attacker(request), "attack_die")


def fawnalore_weapon_die(request: object) -> object:
    """The die of the attacking unit's weapon."""
    return value_at(fawnalore_attacker(request), "weapon.die")


def falchion_deck() -> tuple[str, ...]:
    """The 52 cards and two Jokers of the falchion deck (``falchion.cards.notation``)."""
    from fawnarules.falchion.card import RANKS, SUIT_ORDER, Joker  # noqa: PLC0415

    return (*(f"{rank}{suit.value}" for suit in SUIT_ORDER for rank in RANKS), *(joker.value for joker in Joker))


FALCHION_DECK = Deck(falchion_deck)

D20, D12, D6 = Die(20), Die(12), Die(6)

OPEN_FIELDS: dict[str, tuple[OpenField, ...]] = {
    "falchion.resolve_check": (
        OpenField("check.rolls.*", D20, "the check's d20", without_reroll, listed_as="rolls"),
        OpenField("check.reroll.result", D20, "the rerolled d20"),
        OpenField("check.extra_move_roll", D20, "the d20 for the extra move"),
    ),
    "falchion.deal_damage": (
        OpenField("hit.rolls.*", SizedDie("hit.weapon.size", at("hit.weapon.size")), "the damage dice", always),
        OpenField("hit.armor.roll", SizedDie("hit.armor.size", at("hit.armor.size")), "the armor die"),
    ),
    "falchion.cast_grit": (OpenField("cast.roll", SizedDie("cast.grit", at("cast.grit")), "the Grit Die"),),
    # The total and the high card (ties broken by suit) read the same whichever card came first.
    "falchion.check_morale": (OpenField("cards.*", FALCHION_DECK, "the two cards", always, listed_as="cards"),),
    # Not alike: when both Jokers come up the first drawn decides, and a Redraw names a card by its place.
    "falchion.draw_reaction": (
        OpenField("cards.*", FALCHION_DECK, "the two cards"),
        OpenField("redraw.result", FALCHION_DECK, "the redrawn card"),
    ),
    "falchion.order_initiative": (
        OpenField("drifters.*.roll", D20, "each drifter's d20"),
        OpenField("surprise.drifters", D6, "the drifters' surprise d6"),
        OpenField("surprise.creatures", D6, "the creatures' surprise d6"),
    ),
    "awoudan.make_check": (
        OpenField("roll", D12, "the d12"),
        OpenField("second_roll", D12, "the second d12"),
        OpenField("help_reroll", D12, "the helper's reroll"),
    ),
    "awoudan.make_save": (OpenField("roll", D12, "the d12"), OpenField("help_reroll", D12, "the helper's reroll")),
    "awoudan.resolve_attack": (
        OpenField("attack.rolls.*", SizedDie("attack.die", at("attack.die")), "the attack dice", always),
        OpenField("reaction.roll", D6, "the reaction's d6"),
        OpenField("situation.unseen.perception_roll", D6, "the perception d6"),
    ),
    "awoudan.order_round": (OpenField("combatants.*.initiative_roll", D12, "each initiative d12"),),
    "awoudan.apply_damage": (
        OpenField("broken_will_roll", D6, "the broken will d6"),
        OpenField("will_recovery_roll", D6, "the will recovery d6"),
    ),
    "awoudan.end_turn": (
        OpenField("rolls.stamina", Die(4), "the stamina d4"),
        OpenField("rolls.rest", D6, "the rest d6"),
        OpenField("rolls.recovery", Die(8), "the recovery d8"),
    ),
    "fawnalore.resolve_attack": (
        OpenField("attack.roll", SizedDie("the attacker's attack_die", fawnalore_attack_die), "the Attack Die"),
        OpenField("attack.weapon_roll", SizedDie("the attacker's weapon.die", fawnalore_weapon_die), "the weapon die"),
    ),
    "reactions.resolve_attack": (
        OpenField("attack.critical_roll", Chance("success", "failure"), "the critical roll"),
        OpenField("reactions.*.outcome", Chance("success", "failure"), "each reaction's roll"),
    ),
}
"""The open fields of each operation that rolls or draws; an operation not listed has none."""


def uniform(sides: int) -> tuple[Face, ...]:
    """The faces of a fair die."""
    return tuple((face, Fraction(1, sides)) for face in range(1, sides + 1))


def open_field(operation: str, path: str) -> OpenField | None:
    """The declared open field a concrete path (``check.rolls.1``) falls under."""
    steps = path.split(".")
    for declared in OPEN_FIELDS.get(operation, ()):
        pattern = declared.path.split(".")
        if len(pattern) == len(steps) and all(
            want == step or (want == "*" and step.isdigit()) for want, step in zip(pattern, steps, strict=True)
        ):
            return declared
    return None


CHOICES: dict[str, tuple[Choice, ...]] = {
    "falchion.resolve_check": (
        Choice("check.reroll", "the Reroll gambit", "success"),
        Choice("check.gambits", "a gambit", "success"),
    ),
    "falchion.draw_reaction": (Choice("redraw", "the Redraw gambit", "reaction"),),
    "awoudan.make_check": (Choice("help_reroll", "a helper's reroll", "success"),),
    "awoudan.make_save": (Choice("help_reroll", "a helper's reroll", "success"),),
}
"""The parts of each operation's request a player chooses to add after seeing the dice."""

REDRAWN: dict[str, dict[str, str]] = {
    "falchion.check_morale": {"falchion.clarifications.morale-joker": "A Joker is set aside and drawn again"},
}
"""Refusals that mean "draw again" (by operation, rule and what a reader is told): the odds are over the draws
that stand, as the table plays them (``falchion.clarifications.morale-joker``)."""


def choice_at(operation: str, path: str) -> Choice | None:
    """The declared choice ``path`` names (``check.reroll``) or falls under (``check.reroll.result``)."""
    for choice in CHOICES.get(operation, ()):
        if path == choice.path or path.startswith(f"{choice.path}."):
            return choice
    return None
