"""Properties of the Grand Archive damage event that hold for every valid request."""

from __future__ import annotations

from hypothesis import given, settings

from fawnarules.engine import ReferenceEngine
from fawnarules.operation import JsonObject
from tests.any_request import is_one_answer, valid_requests

ENGINE = ReferenceEngine()


@settings(max_examples=60, deadline=None)
@given(valid_requests("grand_archive.resolve_damage"))
def test_every_damage_event_keeps_its_books_balanced(request: JsonObject) -> None:
    answer = ENGINE.call("grand_archive.resolve_damage", request)
    assert is_one_answer(answer)
    result = answer.get("result")
    if not isinstance(result, dict):
        return
    target = request["target"]
    assert isinstance(target, dict)
    assert result["damage"] == max(0, result["computed"])
    assert result["prevented"] + result["taken"] == result["damage"]
    assert result["marked"] == target.get("damage", 0) + result["taken"]
    assert result["dealt"] is result["hit"] is (result["taken"] > 0)
    kinds = [event["event"] for event in result["events"]]
    assert kinds[0] == "damage-computed"
    assert kinds[-1] == "opportunity"
    assert kinds.index("life-checked") < kinds.index("opportunity")
    assert ("damage-dealt" in kinds) is result["dealt"]
    assert (result["destroyed"] or result["died"]) is ("destroyed" in kinds or "died" in kinds)
