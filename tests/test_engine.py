"""The seam never crashes: every request to every operation gets exactly one of the three answers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fawnarules.engine import ReferenceEngine, all_operations
from fawnarules.limits import MAX_DEPTH, MAX_ITEMS, MAX_NUMBER, MAX_VALUES
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


def test_a_request_that_is_not_json_data_is_an_input_error_naming_the_field() -> None:
    answer = ENGINE.call("reactions.resolve_attack", {"attack": {"power": {1, 2}}})
    assert answer["error"] == {"path": "attack.power", "message": "not JSON data (a set)"}


def nested(depth: int) -> dict[str, object]:
    """A request of objects ``{"attack": {"attack": ...}}`` nested ``depth`` levels deep."""
    request: dict[str, object] = {}
    for _ in range(depth):
        request = {"attack": request}
    return request


@pytest.mark.parametrize(
    ("request_", "path", "message"),
    [
        (nested(1000), ".".join(["attack"] * MAX_DEPTH), f"nested more than {MAX_DEPTH} levels deep"),
        ({"attack": {"power": float("nan")}}, "attack.power", "not a finite number (nan)"),
        ({"attack": {"power": float("-inf")}}, "attack.power", "not a finite number (-inf)"),
        ({"attack": {"power": 10**400}}, "attack.power", f"a number outside {-MAX_NUMBER} to {MAX_NUMBER}"),
        ({"attack": {"type": "x" * 201}}, "attack.type", "a text of more than 200 characters (201)"),
        ({"reactions": [{"kind": "?"}] * 100_000}, "reactions", f"a list of more than {MAX_ITEMS} items (100000)"),
        ({"attack": {str(n): n for n in range(101)}}, "attack", f"an object of more than {MAX_ITEMS} items (101)"),
        ({"attack": {1: 2}}, "attack", "an object with a key that is not a text (int)"),
    ],
    ids=["deep", "nan", "infinity", "huge-number", "long-text", "long-list", "wide-object", "number-key"],
)
def test_a_request_past_a_bound_is_an_input_error_naming_the_field(
    request_: dict[str, object], path: str, message: str
) -> None:
    for operation in all_operations():
        assert ENGINE.call(operation.name, request_) == {"error": {"path": path, "message": message}}


def test_a_request_of_more_values_than_allowed_is_an_input_error() -> None:
    wide = {"reactions": [[[0] * 90] * 90]}
    error = ENGINE.call("reactions.resolve_attack", wide)["error"]
    assert isinstance(error, dict)
    assert error["message"] == f"past the first {MAX_VALUES} values a request may hold"
    assert str(error["path"]).startswith("reactions.0.")


def test_strict_validation_keeps_whole_numbers_whole() -> None:
    for die in (8.0, True):
        answer = ENGINE.call("awoudan.resolve_attack", {"attack": {"kind": "melee", "die": die}})
        assert answer["error"] == {"path": "attack.die", "message": "Input should be a valid integer"}


def test_every_published_request_schema_bounds_its_numbers_texts_and_lists() -> None:
    unbounded = []
    for operation in all_operations():
        stack: list[object] = [operation.request_schema()]
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                kind = node.get("type")
                bounds = {"minimum", "maximum"}
                if kind in ("integer", "number") and "enum" not in node and not bounds <= node.keys():
                    unbounded.append((operation.name, node))
                if kind == "array" and "maxItems" not in node:
                    unbounded.append((operation.name, node))
                if kind == "string" and "maxLength" not in node and "enum" not in node and "const" not in node:
                    unbounded.append((operation.name, node))
                stack.extend(node.values())
            elif isinstance(node, list):
                stack.extend(node)
    assert not unbounded


def test_every_operation_publishes_a_request_and_a_result_schema() -> None:
    for operation in all_operations():
        assert operation.request_schema()["type"] == "object"
        assert "properties" in operation.result_schema()
