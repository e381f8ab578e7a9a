"""The awoudan operations never crash: any request gets a result, a refusal or an input error."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fawnarules.engine import ReferenceEngine
from tests.any_request import is_one_answer

ENGINE = ReferenceEngine()


def with_dice(request: dict[str, object]) -> dict[str, object]:
    """A drawn attack request, given a d8 and a roll it can show."""
    attack = request["attack"]
    assert isinstance(attack, dict)
    return {**request, "attack": {**attack, "die": 8, "rolls": [5]}}


CONDITIONS = st.lists(st.sampled_from(["prone", "exposed", "dazed", "stunned", "grappled", "unconscious", "dying"]))
ATTACKS = st.fixed_dictionaries(
    {"attack": st.fixed_dictionaries({"kind": st.sampled_from(["melee", "ranged", "spell"])})},
    optional={
        "defender": st.fixed_dictionaries(
            {},
            optional={"defense": st.integers(-2, 9), "sta": st.integers(-5, 20), "conditions": CONDITIONS},
        ),
        "reaction": st.fixed_dictionaries(
            {"kind": st.sampled_from(["dodge", "parry", "shield", "block"])},
            optional={"roll": st.integers(0, 7), "sta": st.integers(-1, 12)},
        ),
    },
).map(with_dice)
ACTIONS = st.fixed_dictionaries(
    {
        "character": st.fixed_dictionaries(
            {"endurance": st.integers(-2, 5), "sta": st.integers(-3, 20)}, optional={"conditions": CONDITIONS}
        ),
        "actions": st.lists(
            st.fixed_dictionaries(
                {"action": st.sampled_from(["attack", "run", "charge", "reload", "dodge", "free", "draw_stow"])},
                optional={"when": st.sampled_from(["own_turn", "other_turn"]), "name": st.sampled_from(["a", "b"])},
            ),
            max_size=5,
        ),
    }
)


@settings(max_examples=40, deadline=None)
@given(ATTACKS)
def test_near_valid_attacks_get_one_answer_and_never_negative_damage(request: dict[str, object]) -> None:
    answer = ENGINE.call("awoudan.resolve_attack", request)
    assert is_one_answer(answer)
    if "result" in answer:
        result = answer["result"]
        assert isinstance(result, dict)
        assert result["damage"] >= 0
        assert result["hit"] == (result["damage"] > 0) or result["reaction_sta"] > 0


@settings(max_examples=40, deadline=None)
@given(ACTIONS)
def test_near_valid_rounds_get_one_answer_and_never_exceed_the_limits(request: dict[str, object]) -> None:
    answer = ENGINE.call("awoudan.take_actions", request)
    assert is_one_answer(answer)
    if "result" in answer:
        result = answer["result"]
        assert isinstance(result, dict)
        assert result["attacks"] <= result["attack_limit"]
        assert result["moves"] <= 2
        assert result["reactions"] <= 1
