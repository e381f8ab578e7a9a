"""The spec against readings nobody here meant: each misreading of the library caught by a wrong value in at
least three situations (scenarios, not rows of one outline), and by no crash alone; and the scenario ``fawnarules
fuzz`` wrote for what it found against each (the requests recorded on the Spec strength page) placed under the
rule misread, but for the few :data:`PLACED_ELSEWHERE` says, each with the rule it goes under and why."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from fawnarules.engine import ReferenceEngine
from fawnarules.fuzz.difference import compare
from fawnarules.fuzz.placement import place
from fawnarules.fuzz.scenario import stated_fields
from tests.any_request import spec_cases
from tests.misreadings.catch import Caught, catch
from tests.misreadings.library import LIBRARY, by_slug
from tests.misreadings.reading import Misreading, misread

ROOT = Path(__file__).resolve().parent.parent

SLUGS = [misreading.slug for misreading in LIBRARY]
"""Each misreading's test IDs: its name as one word, as a command line asks for it."""

SITUATIONS = 3
"""How many scenarios, at least, must catch each misreading: lose one and it is still caught."""

CORE = (
    *("reactions.attack", "reactions.defense", "reactions.shield", "reactions.true-damage"),
    *("fawnalore.board", "fawnalore.attack", "fawnalore.damage", "fawnalore.window"),
    *("awoudan.attacks", "awoudan.checks", "awoudan.damage", "awoudan.reactions", "awoudan.sequence"),
    *("grand_archive.event", "grand_archive.prevention", "grand_archive.units", "grand_archive.attack"),
    *("falchion.checks", "falchion.damage", "falchion.round"),
)
"""Each rulebook's core procedure, by chapter: its attack, damage, defences, checks and turn order. Every rule of
these chapters has a misreading in the library."""


@cache
def caught(misreading: Misreading) -> Caught:
    """The cases that catch the misreading, and its answer to the request fuzz found against it: one load for
    both tests of it."""
    finding = fuzz_findings()[misreading.name]
    return catch(misreading, spec_cases(), [(finding["found_in"], finding["request"])])


@pytest.mark.slow
@pytest.mark.parametrize("misreading", LIBRARY, ids=SLUGS)
def test_each_misreading_is_caught_by_a_wrong_value_in_three_situations_or_more(misreading: Misreading) -> None:
    found = caught(misreading)
    assert len(found.situations) >= SITUATIONS, sorted(found.situations)
    assert not found.by_error, [case.id for case in found.by_error]


def test_every_rule_of_each_core_procedure_has_a_misreading_and_each_cites_a_rule_of_the_spec() -> None:
    rules = {case.rule for case in spec_cases()}
    core = {rule for rule in rules if rule.rpartition(".")[0] in CORE}
    misread = {misreading.rule for misreading in LIBRARY}
    assert sorted(core - misread) == []
    assert misread <= rules
    assert len({misreading.slug for misreading in LIBRARY}) == len(LIBRARY)


def test_a_misreading_changes_the_answers_only_while_it_is_loaded_and_one_whose_line_is_gone_says_so() -> None:
    misreading = by_slug("a-dodge-costs-one-reaction-as-a-block-does")
    request = {
        "attack": {"type": "physical", "power": 10, "critical_roll": "failure"},
        "defender": {"health": 10, "reactions": 2},
        "reactions": [{"kind": "dodge", "outcome": "failure"}],
    }
    before = ReferenceEngine().call("reactions.resolve_attack", request)
    with misread(misreading):
        during = ReferenceEngine().call("reactions.resolve_attack", request)
    after = ReferenceEngine().call("reactions.resolve_attack", request)
    assert before == after != during
    assert during["result"]["reactions_spent"] == 1  # type: ignore[index]
    stale = Misreading("A line no longer there", "reactions.defense.pool", "fawnarules.reactions.attack", "nope", "x")
    with pytest.raises(ValueError, match="occurs 0 times"):
        stale.source()


PREVENTED_FIRST = (
    "the damage prevented is the first field the answers differ in, and the step that returns it is the one that"
    " matches each prevention to the damage's type"
)

DEALT_FIRST = (
    "the damage dealt is the first field the answers differ in, ahead of its parts, and the step that returns it"
    " adds the parts together"
)

EVENTS_FIRST = (
    "the events are the first field the answers differ in, and the step that lists them is both the event order's"
    " and that of no action between the damage and the life check: of the two, the rule whose scenarios the found"
    " request is most like"
)

PLACED_ELSEWHERE = {
    "A shield soaks the attack before armor and block reduce it": (
        "reactions.attack.damage",
        "the damage is the first field the answers differ in, and the step that returns it is the damage step's",
    ),
    "A dodge costs one reaction, as a block does": (
        "reactions.defense.pool",
        "the reference refuses the dodge for want of reactions, and the engine's result states no step's value",
    ),
    "HP goes below 0 when the damage exceeds it": (
        "fawnalore.clarifications.redirect-target",
        "the HP loss first differs on a unit a redirect hands the damage to, and no scenario of the HP loss rule"
        " attacks",
    ),
    "A block costs two reactions, as a dodge does": (
        "reactions.defense.pool",
        "the engine refuses the block for want of reactions where the reference answers, so no field differs first,"
        " and the refusal cites the reaction pool's rule, whose check is where the answers part",
    ),
    "The critical roll comes before the reactions, so a dodged attack still has its critical roll and power": (
        "reactions.request.critical-roll",
        "the engine asks for the critical roll of an attack the reference ends with a dodge, so no field differs"
        " first, and the request rule that names that field is the one of when an attack needs its critical roll",
    ),
    "Distance counts steps along two axes, as on a square grid": (
        "fawnalore.request.in-range",
        "the distance first differs in an attack, and the distance rule's scenarios measure rather than attack",
    ),
    "A board of radius N holds the hexes fewer than N steps from its centre": (
        "fawnalore.board.range",
        "the reference refuses the target as out of range where the engine turns the attacker's hex away as off the"
        " board, and a refusal goes under the rule it cites",
    ),
    "A champion's weapon adds no power to its attack": (
        "grand_archive.attack.declaration",
        "the declared power is the first field the answers differ in, and the step that returns it is the"
        " declaration's",
    ),
    "A prevention instance prevents all the damage, whatever its amount": (
        "grand_archive.prevention.damage-type",
        PREVENTED_FIRST,
    ),
    "Each prevention meets the whole damage, not what the ones before it left": (
        "grand_archive.prevention.damage-type",
        PREVENTED_FIRST,
    ),
    "Only attacks crit and botch, not blocks and dodges": (
        "falchion.clarifications.natural-rolls",
        "whether the block crits is the first field the answers differ in, and the step that returns it is the"
        " natural rolls' clarification's",
    ),
    "A magical attack meets the physical armor": (
        "reactions.true-damage.ignores-armor",
        "the armor is the first field the answers differ in, and the step that returns it is the one that also gives"
        " true damage no armor",
    ),
    "An Attack Die roll of 1 misses": ("fawnalore.attack.damage-dealt", DEALT_FIRST),
    "The weapon's die is rolled instead of the Attack Die": ("fawnalore.attack.damage-dealt", DEALT_FIRST),
    "Damage prevented in full is still taken, as 0": ("grand_archive.event.order", EVENTS_FIRST),
    "Players may act once the on-hit abilities trigger, before the life check": (
        "grand_archive.event.order",
        EVENTS_FIRST,
    ),
    "An ally attacks with its printed power, whatever its modifiers": (
        "grand_archive.attack.declaration",
        "the declared power is the first value the answers differ in (the engine refuses the attack for want of it),"
        " and the step that adds the modifiers to the ally's power stat is the declaration's",
    ),
    "A stake equal to the attack roll is enough to parry": (
        "awoudan.attacks.hit",
        "whether the attack hits is the first field the answers differ in, and the step that returns it is the hit"
        " test's, which a parry turns aside",
    ),
    "An opposed check succeeds by beating the opponent's score, not 6": (
        "awoudan.checks.difficulty",
        "whether the check succeeds is the first field the answers differ in, and the step that returns it is the"
        " difficulty's",
    ),
    "The exposed 4 counts before the hit test and can turn a miss into a hit": (
        "awoudan.attacks.hit",
        "whether the attack hits is the first field the answers differ in, and the step that returns it is the hit"
        " test's",
    ),
    "A weapon with a die adds its die but not its damage modifier": ("fawnalore.attack.damage-dealt", DEALT_FIRST),
    "Reductions come off the roll before the damage modifiers are added": (
        "fawnalore.damage.floor",
        "the damage taken is the first field the answers differ in, and the step that returns it is step 3's, which"
        " keeps the damage taken from going below 0",
    ),
    "A hex q,r is column q of row r, the rows offset as on paper": (
        "fawnalore.board.range-stat",
        "the distance to the target first differs in an attack, and the distance rule's scenarios measure rather"
        " than attack",
    ),
}
"""The misreadings whose found scenario goes under another rule than the one misread: that rule, and why."""


@cache
def fuzz_findings() -> dict[str, dict[str, Any]]:
    """What ``fawnarules fuzz --seed 1`` found against each misreading, as the Spec strength page records it."""
    data = json.loads((ROOT / "docs" / "conformance" / "strength.json").read_text(encoding="utf-8"))
    return {result["misreading"]: result for result in data["misreadings"]["results"]}


@pytest.mark.slow
@pytest.mark.parametrize("misreading", LIBRARY, ids=SLUGS)
def test_the_scenario_for_what_fuzz_found_goes_under_the_rule_misread(misreading: Misreading) -> None:
    finding = fuzz_findings()[misreading.name]
    operation, request = finding["found_in"], finding["request"]
    reference = ReferenceEngine().call(operation, request)
    engine = caught(misreading).answers[0]
    difference = compare(reference, engine)
    assert difference is not None
    fields = stated_fields(reference, difference.fields)
    placement = place(
        spec_cases(), operation, reference, fields, first=difference.first, request=request, engine=engine
    )
    expected = PLACED_ELSEWHERE.get(misreading.name, (misreading.rule, ""))[0]
    assert placement is not None
    assert placement.rule == expected == finding["placed_under"]
