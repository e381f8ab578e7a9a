"""The seam never crashes: every request to every operation gets exactly one of the three answers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fawnarules.engine import ReferenceEngine, all_operations
from fawnarules.operation import Operation
from tests.any_request import any_json, is_one_answer, schema_words

ENGINE = ReferenceEngine()
FIELDS = st.fixed_dictionaries(
    {},
    optional={
        "attack": st.fixed_dictionaries(
            {},
            optional={
                "type": st.sampled_from(["physical", "magical", "true", "fire"]),
                "power": st.integers(-3, 40),
                "critical_bonus": st.integers(-3, 12),
                "critical_roll": st.sampled_from(["success", "failure", "maybe"]),
            },
        ),
        "defender": st.fixed_dictionaries(
            {},
            optional={
                "health": st.integers(-3, 40),
                "reactions": st.integers(-1, 6),
                "armor": st.fixed_dictionaries(
                    {}, optional={"physical": st.integers(-1, 9), "magical": any_json(["physical", "magical"])}
                ),
                "block_bonus": st.integers(0, 9),
                "shield": st.integers(-1, 9),
            },
        ),
        "reactions": st.lists(
            st.fixed_dictionaries(
                {"kind": st.sampled_from(["block", "dodge", "parry"])},
                optional={
                    "type": st.sampled_from(["physical", "magical", "true"]),
                    "outcome": st.sampled_from(["success", "failure"]),
                },
            ),
            max_size=4,
        ),
    },
)


@pytest.mark.parametrize("operation", all_operations(), ids=lambda operation: operation.name)
@settings(max_examples=10, deadline=None)
@given(data=st.data())
def test_any_request_to_any_operation_gets_one_of_the_three_answers(
    operation: Operation[object, object], data: st.DataObject
) -> None:
    request = data.draw(any_json(schema_words(operation.request_schema())))
    assert is_one_answer(ENGINE.call(operation.name, request))


@settings(max_examples=150, deadline=None)
@given(FIELDS)
def test_near_valid_requests_get_one_of_the_three_answers(request: dict[str, object]) -> None:
    answer = ENGINE.call("reactions.resolve_attack", request)
    assert is_one_answer(answer)
    if "result" in answer:
        result = answer["result"]
        assert isinstance(result, dict)
        assert result["damage_to_health"] + result["shield_soak"] == result["damage"]
        assert result["damage"] >= 0


def test_an_unknown_operation_is_an_input_error_on_the_operation() -> None:
    assert ENGINE.call("reactions.parry", {}) == {
        "error": {"path": "operation", "message": "unknown operation 'reactions.parry'"}
    }


def test_a_request_that_is_not_json_data_is_an_input_error() -> None:
    answer = ENGINE.call("reactions.resolve_attack", {"attack": {1, 2}})
    assert answer["error"] == {
        "path": "",
        "message": "the request is not JSON data: Object of type set is not JSON serializable",
    }


def test_every_operation_publishes_a_request_and_a_result_schema() -> None:
    for operation in all_operations():
        assert operation.request_schema()["type"] == "object"
        assert "properties" in operation.result_schema()
