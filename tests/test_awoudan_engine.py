"""The awoudan attack and turn on valid requests: one answer, and a result within the rules' limits."""

from __future__ import annotations

from hypothesis import given, settings

from fawnarules.engine import ReferenceEngine
from fawnarules.operation import JsonObject
from tests.any_request import is_one_answer, valid_requests

ENGINE = ReferenceEngine()


@settings(max_examples=40, deadline=None)
@given(valid_requests("awoudan.resolve_attack"))
def test_valid_attacks_get_one_answer_and_never_negative_damage(request: JsonObject) -> None:
    answer = ENGINE.call("awoudan.resolve_attack", request)
    assert is_one_answer(answer)
    if "result" in answer:
        result = answer["result"]
        assert isinstance(result, dict)
        assert result["damage"] >= 0
        assert result["hit"] == (result["damage"] > 0) or result["reaction_sta"] > 0


@settings(max_examples=40, deadline=None)
@given(valid_requests("awoudan.take_actions"))
def test_valid_rounds_get_one_answer_and_never_exceed_the_limits(request: JsonObject) -> None:
    answer = ENGINE.call("awoudan.take_actions", request)
    assert is_one_answer(answer)
    if "result" in answer:
        result = answer["result"]
        assert isinstance(result, dict)
        assert result["attacks"] <= result["attack_limit"]
        assert result["moves"] <= 2
        assert result["reactions"] <= 1
