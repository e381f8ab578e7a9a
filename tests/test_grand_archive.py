"""Properties of the Grand Archive damage event that hold for every well-formed request."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fawnarules.engine import ReferenceEngine

ENGINE = ReferenceEngine()
ELEMENTS = st.lists(st.sampled_from(["norm", "fire", "water", "luxem"]), min_size=1, max_size=3)
MODIFIERS = st.lists(st.integers(-4, 4), max_size=2)
ATTACK = st.fixed_dictionaries(
    {
        "kind": st.just("attack"),
        "attacker": st.one_of(
            st.fixed_dictionaries({"kind": st.just("champion"), "name": st.just("Lorraine")}),
            st.fixed_dictionaries({"kind": st.just("ally"), "name": st.just("Squire"), "power": st.integers(0, 6)}),
        ),
    },
    optional={
        "intent": st.lists(st.fixed_dictionaries({"name": st.just("Slice"), "power": st.integers(0, 5)}), max_size=2),
        "weapon": st.fixed_dictionaries(
            {"name": st.just("Sword"), "durability": st.integers(1, 3), "power": st.integers(0, 4)}
        ),
        "modifiers": MODIFIERS,
        "later_modifiers": st.lists(st.integers(-6, 4), max_size=2),
        "unpreventable": st.booleans(),
        "triggers": st.lists(st.just("On Hit"), max_size=1),
    },
)
ACTION = st.fixed_dictionaries(
    {
        "kind": st.just("action"),
        "card": st.fixed_dictionaries({"name": st.just("Ignite"), "elements": ELEMENTS}),
        "amount": st.integers(-3, 9),
    },
    optional={"modifiers": MODIFIERS, "phase": st.sampled_from(["main", "combat"]), "unpreventable": st.booleans()},
)
ABILITY = st.fixed_dictionaries(
    {
        "kind": st.just("ability"),
        "owner": st.fixed_dictionaries({"name": st.just("Sprite"), "elements": ELEMENTS}),
        "amount": st.integers(-3, 9),
    },
    optional={"modifiers": MODIFIERS, "unpreventable": st.booleans()},
)
TARGET = st.one_of(
    st.fixed_dictionaries(
        {"kind": st.just("champion"), "name": st.just("Silvie"), "life": st.integers(8, 20)},
        optional={"damage": st.integers(0, 7), "immortal": st.booleans()},
    ),
    st.fixed_dictionaries(
        {"kind": st.just("ally"), "name": st.just("Guardian"), "life": st.integers(3, 6)},
        optional={"damage": st.integers(0, 2)},
    ),
)
PREVENTIONS = st.lists(
    st.one_of(
        st.fixed_dictionaries(
            {"kind": st.just("shielding"), "amount": st.integers(0, 6)},
            optional={"against": st.sampled_from(["any", "combat", "non-combat"])},
        ),
        st.fixed_dictionaries(
            {"kind": st.just("instance")},
            optional={
                "amount": st.one_of(st.none(), st.integers(0, 6)),
                "against": st.sampled_from(["any", "combat", "non-combat"]),
            },
        ),
    ),
    max_size=3,
)
REQUEST = st.fixed_dictionaries(
    {"event": st.one_of(ATTACK, ACTION, ABILITY), "target": TARGET}, optional={"preventions": PREVENTIONS}
)


@settings(max_examples=60, deadline=None)
@given(REQUEST)
def test_every_damage_event_keeps_its_books_balanced(request: dict[str, object]) -> None:
    answer = ENGINE.call("grand_archive.resolve_damage", request)
    refusal, error = answer.get("refused"), answer.get("error")
    if isinstance(refusal, dict):
        assert refusal["rule"] == "grand_archive.attack.declaration"
        return
    if isinstance(error, dict):
        assert error["path"] in {"event.intent", "event.weapon"}  # an ally with a champion's cards
        return
    result = answer["result"]
    assert isinstance(result, dict)
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
