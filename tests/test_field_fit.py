"""No field is silently dropped: a field given where it changes nothing is either an input error or listed here.

For every operation, the requests of the spec's cases that the reference answers with a result are sent
again with one optional field of the published request schema that the request leaves out given a value:
one that fits the field's schema and is not its default, and an empty one (0, false, ``[]``, ``""``). The
reference must answer an input error at that field, or an answer that differs (the field is used). The same
answer marks a field given without effect. Each such field is listed in :data:`WITHOUT_EFFECT`, per
operation, with the reason it may be given so; any other fails the test, as does a listed field that no
request shows any more. A field given its published default is the same as left out, and is not tried.
Every field answered by an input error naming it has a scenario that expects one there.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import cast

import pytest

from fawnarules.engine import RULESETS, ReferenceEngine, declared_operations, request_schema
from fawnarules.fuzz.strategy import Path as FieldPath
from fawnarules.fuzz.strategy import RequestDrawer, integer_bounds, is_left_out, replaced
from fawnarules.operation import JsonObject
from tests.any_request import error_path, spec_cases, spec_requests

FACT = "a fact of the situation, read only where the rules need it"
AHEAD = "a roll or choice given before the operation knows whether the outcome calls for it"
NOTHING = "a value that adds or takes nothing here (0, the same face, a target the attack may name anyway)"
EITHER = "both of its values are allowed and cost the same here"

WITHOUT_EFFECT: dict[str, dict[str, str]] = {
    "reactions.resolve_attack": {
        "attack.critical_bonus": f"{FACT}: the attack's bonus counts only on a critical success",
        "attack.critical_roll": f"{AHEAD}: a dodged attack never reaches it (reactions.clarifications.rolls-ahead)",
        "defender.armor.magical": f"{FACT}: armor meets only attacks of its type",
        "defender.armor.physical": f"{FACT}: armor meets only attacks of its type",
        "defender.block_bonus": f"{FACT}: the bonus counts only for a successful block",
    },
    "falchion.check_morale": {"creature.forces": f"{FACT}: the forces count only with those slain"},
    "falchion.draw_reaction": {"redraw": f"{NOTHING}: a redrawn card may be the card it replaces"},
    "falchion.move": {"move.stand_up": f"{EITHER}: a prone drifter may say it stays down"},
    "falchion.resolve_check": {
        "check.aim": f"{EITHER}: a ranged attack may be aimed or not",
        "check.roller_prone": f"{FACT}: being prone changes only some checks",
        "check.roller_surprised": f"{FACT}: surprise changes only some checks",
        "check.shield": f"{EITHER}: a block against a melee attack is made with or without a shield",
        "check.target_prone": f"{FACT}: a prone target changes only some checks",
        "check.target_surprised": f"{FACT}: a surprised target changes only some checks",
        "check.threat": f"{NOTHING}: a creature of the drifter's level adds no threat",
    },
    "fawnalore.deal_damage": {
        "effects.*.applies_to": f"{FACT}: an effect on a unit the damage does not reach",
        "turn.action_spent": f"{FACT}: the turn counts only for damage that uses the Action",
        "units.*.attack_die": f"{FACT}: no Attack Die is rolled for damage that is no attack",
        "units.*.ether_reward": f"{FACT}: a reward counts only when its holder is defeated",
        "units.*.range": f"{FACT}: range counts only for an attack",
        "units.*.weapon": f"{FACT}: a weapon counts only for an attack",
        "units.*.weapon.damage": f"{FACT}: a weapon counts only for an attack",
        "units.*.weapon.range": f"{FACT}: a weapon counts only for an attack",
    },
    "fawnalore.resolve_attack": {
        "attack.target_limit": f"{FACT}: a limit the attack's targets stay within",
        "effects.*.applies_to": f"{FACT}: an effect on a unit the attack does not reach",
        "turn.phase": f"{FACT}: a PPC's turn has no phases, so the phase counts only on a Player's turn",
        "units.*.attack_die": f"{FACT}: only the attacker rolls",
        "units.*.ether_reward": f"{FACT}: a reward counts only when its holder is defeated",
        "units.*.range": f"{FACT}: only the attacker's range counts",
        "units.*.weapon": f"{FACT}: only the attacker's weapon counts",
    },
    "fawnalore.take_ppc_turn": {
        "effects.*.applies_to": f"{FACT}: an effect on a unit the PPC does not reach",
        "turn.path": f"{AHEAD}: the Controller's path decides only between hexes equally close",
        "turn.roll": f"{AHEAD}: a PPC out of range makes no attack (fawnalore.clarifications.rolls-ahead)",
        "turn.weapon_roll": f"{AHEAD}: a PPC that reaches no enemy makes no attack",
        "units.*.attack_die": f"{FACT}: only the attacker rolls",
        "units.*.ether_reward": f"{FACT}: a reward counts only when its holder is defeated",
        "units.*.range": f"{FACT}: only the PPC's range counts",
        "units.*.weapon": f"{FACT}: only the PPC's weapon counts",
    },
    "grand_archive.clean_up": {"units.*.immortal": f"{FACT}: a champion keeps its counters, immortal or not"},
    "grand_archive.recover": {"champion.immortal": f"{FACT}: Immortality matters only to damage"},
    "grand_archive.resolve_damage": {
        "event.intent": f"{NOTHING}: an empty intent is no intent",
        "event.phase": f"{FACT}: damage that is no attack is the same in every phase",
        "event.triggers": f"{FACT}: waiting abilities trigger only when damage is taken",
        "preventions.*.against": f"{FACT}: a prevention of the damage's own type acts as one against any",
        "target.immortal": f"{FACT}: Immortality matters only to lethal damage",
    },
    "awoudan.apply_damage": {
        "broken_will_roll": f"{AHEAD}: WIL above 0 breaks nothing (awoudan.clarifications.rolls-ahead)",
        "character.mind": f"{FACT}: MIN counts only when WIL is regained",
        "will_recovery_roll": f"{AHEAD}: WIL above 0 is not regained (awoudan.clarifications.rolls-ahead)",
    },
    "awoudan.check_cover": {"terrain": f"{FACT}: the better cover of figures and terrain counts"},
    "awoudan.end_turn": {
        "character.endurance": f"{FACT}: END counts only when STA regenerates",
        "character.mind": f"{FACT}: MIN counts only when WIL regenerates",
        "rested": f"{FACT}: a rest adds only to what regenerates",
        "spent_wil": f"{FACT}: WIL spent counts only when WIL would regenerate",
    },
    "awoudan.heal": {
        "character.concentrating": f"{FACT}: concentrating matters only to damage",
        "character.mind": f"{FACT}: MIN matters only to WIL regained",
    },
    "awoudan.make_check": {
        "help_reroll": f"{NOTHING}: a reroll may show the first roll's face",
        "opponent": f"{NOTHING}: an opponent's score of 0 takes nothing off",
    },
    "awoudan.make_save": {
        "help_reroll": f"{NOTHING}: a reroll may show the first roll's face",
        "scores.dexterity": f"{FACT}: a save uses the score its condition names",
        "scores.mind": f"{FACT}: a save uses the score its condition names",
        "scores.spirit": f"{FACT}: a save uses the score its condition names",
        "scores.strength": f"{FACT}: a save uses the score its condition names",
        "scores.vitality": f"{FACT}: a save uses the score its condition names",
        "source": f"{FACT}: only some sources allow no save",
        "timing": f"{FACT}: only some conditions differ between the two saves",
    },
    "awoudan.move": {
        "character.conditions": f"{FACT}: only some conditions change a move",
        "character.grappling": f"{FACT}: a grappler that does not move drags no one",
        "drop_prone": f"{EITHER}: a standing character may say it stays standing",
        "stand_up": f"{EITHER}: a prone character may say it stays down",
        "toward_fear_source": f"{FACT}: only a frightened character is kept from its fear",
    },
    "awoudan.order_round": {"combatants.*.surprised": f"{FACT}: surprise costs a turn in the first round only"},
    "awoudan.place_wall": {"wall.occupied": f"{FACT}: an occupied square the wall does not use"},
    "awoudan.resolve_attack": {
        "attack.ability": f"{NOTHING}: an ability of 0 adds nothing; dual wielding or a plain throw adds none",
        "attack.area": f"{FACT}: an area changes only an attack on an unseen target",
        "attack.bonus": f"{NOTHING}: a bonus of 0 adds nothing",
        "attack.dual_wield": f"{NOTHING}: dual wielding loses an ability of 0, which adds nothing anyway",
        "attack.target": f"{NOTHING}: HEA is what a weapon targets unless it names another stat",
        "attack.target_stated": f"{NOTHING}: the text names a stat the attack may target anyway",
        "attack.throw_property": f"{EITHER}: a thrown weapon has the throw property or not",
        "attacker.conditions": f"{FACT}: only some conditions change an attack",
        "attacker.frightened_of_target": f"{FACT}: only a frightened attacker is kept from its fear",
        "attacker.strength": f"{FACT}: STR counts only for a throw",
        "defender.defense": f"{FACT}: DEF meets only weapon attacks",
        "defender.dexterity": f"{FACT}: DEX counts only for a dodge",
        "defender.focus": f"{FACT}: FOC meets only spell attacks",
        "defender.helpless": f"{FACT}: helplessness matters only to a finisher",
        "defender.intelligence": f"{FACT}: INT counts only against an unseen attacker",
        "defender.parry_weapon": f"{FACT}: a weapon counts only for a parry",
        "defender.reacted_this_round": f"{FACT}: it counts only for a reaction",
        "defender.shield": f"{FACT}: a shield counts only for a shield reaction",
        "defender.sprinted": f"{FACT}: combat advantage from any one source counts once",
        "defender.surprised": f"{FACT}: it counts only for a reaction",
        "situation.combat_advantage": f"{FACT}: combat advantage from any one source counts once",
        "situation.concealment": f"{FACT}: concealment counts only while the target is unseen or seen",
        "situation.flanking": f"{FACT}: combat advantage from any one source counts once",
        "situation.invisible": f"{FACT}: invisibility counts as total concealment, which may already hold",
        "situation.unseen.target_in_square": f"{AHEAD}: it counts only when the perception roll fails",
    },
    "awoudan.take_actions": {
        "actions.*.against_fear_source": f"{FACT}: only a frightened character is kept from its fear",
        "actions.*.when": f"{EITHER}: free on any turn (awoudan.clarifications.fields-that-do-not-fit)",
        "actions.*.wielding_melee": f"{FACT}: the weapon counts only for some triggers",
        "character.surprised": f"{FACT}: a surprised character taking no action loses nothing",
    },
}
"""Per operation, each optional field that a request may give without changing the answer, and why."""


def tried_values(drawer: RequestDrawer, schema: JsonObject) -> list[object]:
    """Values of a field to try: one that fits, and an empty one, both valid and neither its default."""
    default = drawer.resolve(schema).get("default", schema.get("default"))
    return [value for value in fitting_values(drawer, schema) if default is None or value != default]


def fitting_values(drawer: RequestDrawer, schema: JsonObject) -> list[object]:
    """Values that fit a field's schema: a filled one (a number other than 0), and an empty one."""
    resolved = drawer.resolve(schema)
    branches = cast(list[JsonObject], resolved.get("anyOf") or resolved.get("oneOf") or [])
    if branches:
        live = [branch for branch in branches if drawer.resolve(branch).get("type") != "null"]
        return [value for branch in live for value in fitting_values(drawer, branch)]
    if "const" in resolved:
        return [resolved["const"]]
    if "enum" in resolved:
        return cast(list[object], resolved["enum"])[:2]
    makers: dict[object, Callable[[RequestDrawer, JsonObject], list[object]]] = {
        "integer": numbers_to_try,
        "number": numbers_to_try,
        "boolean": lambda _, __: [True, False],
        "string": texts_to_try,
        "array": lists_to_try,
        "object": objects_to_try,
    }
    return makers[resolved.get("type")](drawer, resolved)


def numbers_to_try(_: RequestDrawer, schema: JsonObject) -> list[object]:
    """The first of 2, 1 and the bounds that the schema allows and is not 0, then 0 or the bound nearest it."""
    low, high = integer_bounds(schema)
    filled = next(value for value in (2, 1, low, high) if low <= value <= high and value != 0)
    return [filled, min(max(0, low), high)]


def texts_to_try(drawer: RequestDrawer, schema: JsonObject) -> list[object]:
    """A text the spec's requests use that fits the pattern, or a letter and the empty text."""
    pattern = schema.get("pattern")
    if isinstance(pattern, str):
        fitting: list[object] = [text for text in drawer.texts if re.fullmatch(pattern, text)]
        return fitting[:1]
    return ["a", ""]


def lists_to_try(drawer: RequestDrawer, schema: JsonObject) -> list[object]:
    """A list of the fewest items (one at least), and the empty list where the schema allows it."""
    if "prefixItems" in schema:
        return [[fitting_values(drawer, item)[0] for item in cast(list[JsonObject], schema["prefixItems"])]]
    item = fitting_values(drawer, cast(JsonObject, schema.get("items", {})))[0]
    fewest = cast(int, schema.get("minItems", 0))
    lists: list[object] = [[item] * max(fewest, 1)]
    return [*lists, []] if fewest == 0 else lists


def objects_to_try(drawer: RequestDrawer, schema: JsonObject) -> list[object]:
    """An object of its required fields; one of defaults alone is the default, and its own fields are tried
    where a request holds it."""
    properties = cast(dict[str, JsonObject], schema.get("properties", {}))
    required = cast(list[str], schema.get("required", []))
    return [{name: fitting_values(drawer, properties[name])[0] for name in required}] if required else []


def field_name(path: FieldPath) -> str:
    """A field's path with list positions as ``*`` (``actions.*.sta``), as :data:`WITHOUT_EFFECT` lists it."""
    return ".".join("*" if isinstance(step, int) else step for step in path)


@dataclass(frozen=True)
class Audit:
    """What giving each left-out field did, per operation: the fields given without effect (with the values
    and requests that show it), and the fields answered by an input error naming them."""

    without_effect: dict[str, dict[str, list[str]]]
    refused: dict[str, set[str]]


@cache
def audit() -> Audit:
    """Every left-out field of every request the reference answers with a result, given each value to try."""
    engine = ReferenceEngine()
    found: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    refused: dict[str, set[str]] = defaultdict(set)
    for operation, examples in spec_requests().items():
        schema = request_schema(operation)
        assert schema is not None
        drawer = RequestDrawer(schema, examples)
        for request in examples:
            answer = engine.call(operation, request)
            if "result" not in answer:
                continue
            for path, field in drawer.places(schema, request, ()):
                if not is_left_out(request, path) or is_left_out(request, path[:-1]):
                    continue
                for value in tried_values(drawer, field):
                    again = engine.call(operation, cast(JsonObject, replaced(request, path, value)))
                    if again == answer:
                        found[operation][field_name(path)].append(f"{value!r} in {request}")
                    elif error_path(again) == ".".join(map(str, path)):
                        refused[operation].add(field_name(path))
    return Audit(found, refused)


def pinned_errors() -> dict[str, set[str]]:
    """Per operation, the fields (list positions as ``*``) at which a scenario expects an input error."""
    pinned: dict[str, set[str]] = defaultdict(set)
    for case in spec_cases():
        if (at := error_path(case.expected)) is not None:
            pinned[case.operation].add(re.sub(r"\.\d+(?=\.|$)", ".*", at))
    return pinned


@pytest.mark.parametrize("operation", [name for ruleset in RULESETS for name in declared_operations(ruleset)])
def test_a_field_given_without_effect_is_an_input_error_or_says_why(operation: str) -> None:
    found = audit().without_effect.get(operation, {})
    unexplained = {field: shown[:2] for field, shown in found.items() if field not in WITHOUT_EFFECT.get(operation, {})}
    assert unexplained == {}


def test_every_field_listed_without_effect_is_still_given_so() -> None:
    found = audit().without_effect
    stale = [
        f"{operation} {field}"
        for operation, fields in WITHOUT_EFFECT.items()
        for field in fields
        if field not in found.get(operation, {})
    ]
    assert stale == []


def test_every_field_refused_where_it_does_not_fit_is_pinned_by_a_scenario() -> None:
    pinned = pinned_errors()
    unpinned = [
        f"{operation} {field}"
        for operation, fields in audit().refused.items()
        for field in sorted(fields)
        if field not in pinned[operation]
    ]
    assert unpinned == []
