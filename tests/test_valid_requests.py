"""Valid requests, drawn as ``fawnarules fuzz`` draws them: each gets one answer, and a result within the rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fawnarules.engine import ReferenceEngine
from tests.any_request import is_one_answer, valid_requests

ENGINE = ReferenceEngine()
Result = dict[str, Any]


def attack_splits_its_damage(request: Result, result: Result) -> None:
    """Between health and shield, and never below 0."""
    assert result["damage_to_health"] + result["shield_soak"] == result["damage"] >= 0


def awoudan_attack(request: Result, result: Result) -> None:
    assert result["damage"] >= 0
    assert result["hit"] == (result["damage"] > 0) or result["reaction_sta"] > 0


def awoudan_round(request: Result, result: Result) -> None:
    assert result["attacks"] <= result["attack_limit"]
    assert result["moves"] <= 2
    assert result["reactions"] <= 1


def fawnalore_hits(request: Result, result: Result) -> None:
    """Damage taken never below 0, HP between 0 and what it was, by what the window left."""
    attack = result.get("attack") if "ppc" in result else result
    for hit in attack["hits"] if attack else []:
        assert hit["damage_taken"] >= 0
        assert 0 <= hit["hp_after"] == hit["hp_before"] - hit["hp_loss"]
        left = hit["window"][-1]["after"] if hit["window"] else hit["damage_taken"]
        assert hit["hp_loss"] + hit["excess"] == left


def grand_archive_books_balance(request: Result, result: Result) -> None:
    """The damage event keeps its books balanced and its events in order."""
    assert result["damage"] == max(0, result["computed"])
    assert result["prevented"] + result["taken"] == result["damage"]
    assert result["marked"] == request["target"].get("damage", 0) + result["taken"]
    assert result["dealt"] is result["hit"] is (result["taken"] > 0)
    kinds = [event["event"] for event in result["events"]]
    assert kinds[0] == "damage-computed"
    assert kinds[-1] == "opportunity"
    assert kinds.index("life-checked") < kinds.index("opportunity")
    assert ("damage-dealt" in kinds) is result["dealt"]
    assert (result["destroyed"] or result["died"]) is ("destroyed" in kinds or "died" in kinds)


WITHIN_THE_RULES: dict[str, Callable[[Result, Result], None]] = {
    "reactions.resolve_attack": attack_splits_its_damage,
    "awoudan.resolve_attack": awoudan_attack,
    "awoudan.take_actions": awoudan_round,
    "fawnalore.resolve_attack": fawnalore_hits,
    "fawnalore.deal_damage": fawnalore_hits,
    "fawnalore.take_ppc_turn": fawnalore_hits,
    "grand_archive.resolve_damage": grand_archive_books_balance,
}
"""What a result of each operation holds to, whatever the valid request."""


@pytest.mark.parametrize("operation", WITHIN_THE_RULES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_a_valid_request_gets_one_answer_and_a_result_within_the_rules(operation: str, data: st.DataObject) -> None:
    request = data.draw(valid_requests(operation))
    answer = ENGINE.call(operation, request)
    assert is_one_answer(answer)
    result = answer.get("result")
    if isinstance(result, dict):
        WITHIN_THE_RULES[operation](request, result)
