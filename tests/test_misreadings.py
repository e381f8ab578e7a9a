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
from fawnarules.sources.case import Case, project_cases
from tests.misreadings.catch import Caught, catch
from tests.misreadings.library import LIBRARY, by_slug
from tests.misreadings.reading import Misreading, misread

ROOT = Path(__file__).resolve().parent.parent

SITUATIONS = 3
"""How many scenarios, at least, must catch each misreading: lose one and it is still caught."""

CORE = {
    "reactions": ("attack", "defense", "shield"),
    "fawnalore": ("board", "damage", "window"),
    "awoudan": ("attacks", "checks", "sequence"),
    "grand_archive": ("event", "prevention", "units"),
    "falchion": ("checks", "damage", "round"),
}
"""Each rulebook's core procedure, by chapter: its attack, damage, defences, checks and turn order."""


@cache
def cases() -> tuple[Case, ...]:
    return tuple(project_cases(ROOT))


@cache
def caught(slug: str) -> Caught:
    return catch(by_slug(slug), cases())


@pytest.mark.parametrize("slug", [misreading.slug for misreading in LIBRARY])
def test_each_misreading_is_caught_by_a_wrong_value_in_three_situations_or_more(slug: str) -> None:
    found = caught(slug)
    assert len(found.situations) >= SITUATIONS, sorted(found.situations)
    assert not found.by_error, [case.id for case in found.by_error]


def test_every_chapter_of_each_core_procedure_has_a_misreading_and_each_cites_a_rule_of_the_spec() -> None:
    rules = {case.rule for case in cases()}
    misread = {(m.ruleset, m.rule.split(".")[1]) for m in LIBRARY}
    assert {(ruleset, chapter) for ruleset, chapters in CORE.items() for chapter in chapters} <= misread
    assert all(misreading.rule in rules for misreading in LIBRARY)
    assert len({misreading.slug for misreading in LIBRARY}) == len(LIBRARY)


def test_a_misreading_changes_the_answers_only_while_it_is_loaded() -> None:
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


def test_a_misreading_whose_line_is_gone_says_so() -> None:
    stale = Misreading("A line no longer there", "reactions.defense.pool", "fawnarules.reactions.attack", "nope", "x")
    with pytest.raises(ValueError, match="occurs 0 times"):
        stale.source()


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
}
"""The misreadings whose found scenario goes under another rule than the one misread: that rule, and why."""


@cache
def fuzz_findings() -> dict[str, dict[str, Any]]:
    """What ``fawnarules fuzz --seed 1`` found against each misreading, as the Spec strength page records it."""
    data = json.loads((ROOT / "docs" / "conformance" / "strength.json").read_text(encoding="utf-8"))
    return {result["misreading"]: result for result in data["misreadings"]["results"]}


@pytest.mark.parametrize("slug", [misreading.slug for misreading in LIBRARY])
def test_the_scenario_for_what_fuzz_found_goes_under_the_rule_misread(slug: str) -> None:
    misreading = by_slug(slug)
    finding = fuzz_findings()[misreading.name]
    operation, request = finding["found_in"], finding["request"]
    reference = ReferenceEngine().call(operation, request)
    with misread(misreading):
        engine = ReferenceEngine().call(operation, request)
    difference = compare(reference, engine)
    assert difference is not None
    fields = stated_fields(reference, difference.fields)
    placement = place(cases(), operation, reference, fields, first=difference.first, request=request, engine=engine)
    expected = PLACED_ELSEWHERE.get(misreading.name, (misreading.rule, ""))[0]
    assert placement is not None
    assert placement.rule == expected == finding["placed_under"]
