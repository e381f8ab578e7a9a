"""Unit checks of the falchion ruleset beyond its scenarios: card notation and bad input everywhere."""

from __future__ import annotations

from collections.abc import Iterator

from fawnarules.engine import ReferenceEngine, ruleset_operations
from fawnarules.falchion import Card
from fawnarules.falchion.card import RANKS, Joker, Suit

VALID_REQUESTS: dict[str, dict[str, object]] = {
    "falchion.list_round_steps": {"round": 1},
    "falchion.draw_reaction": {"cards": ["QH", "7S"]},
    "falchion.order_initiative": {
        "round": 1,
        "surprise": {"drifters": 3, "creatures": 4},
        "drifters": [{"name": "Ash", "agi": 10, "roll": 12}],
        "creatures": [{"name": "Wolf", "hd": 2}],
    },
    "falchion.plan_turn": {"turn": {"moves": 1, "actions": ["melee_attack"]}},
    "falchion.move": {"move": {"movement": 30, "walk": 10}},
    "falchion.resolve_check": {"check": {"action": "melee_attack", "dr": 10, "rolls": [12], "distance": 5}},
    "falchion.deal_damage": {"hit": {"weapon": {"dice": 1, "size": "d8"}, "rolls": [5], "hp": 10}},
    "falchion.check_morale": {"creature": {"hp": 2, "max_hp": 10, "morale": 9}, "cards": ["2C", "3C"]},
    "falchion.cast_grit": {"cast": {"grit": "d8", "roll": 5, "gambit": "cleave"}},
    "falchion.rest": {"rest": {"grit": "d4", "hours": 2}},
    "falchion.measure": {"distance": 2, "base": 1},
}

BAD_VALUES: tuple[object, ...] = (None, -1, 21, "x", [], {}, 1.5, True)


def test_every_card_reads_back_as_the_text_it_was_written_with() -> None:
    texts = [f"{rank}{suit.value}" for rank in RANKS for suit in Suit] + [joker.value for joker in Joker]
    assert len(texts) == 54
    assert all(str(Card.parse(text)) == text for text in texts)


def test_every_operation_has_a_valid_example_here() -> None:
    assert set(VALID_REQUESTS) == set(ruleset_operations("falchion"))


def with_bad_values(request: dict[str, object]) -> Iterator[dict[str, object]]:
    """The request with each field, and each field of a nested object, replaced by each bad value."""
    for field, value in request.items():
        for bad in BAD_VALUES:
            yield {**request, field: bad}
        if isinstance(value, dict):
            for inner in with_bad_values(value):
                yield {**request, field: inner}


def test_any_bad_field_value_gets_an_answer_and_never_a_crash() -> None:
    engine = ReferenceEngine()
    for name, request in VALID_REQUESTS.items():
        assert "result" in engine.call(name, request), name
        for bad_request in with_bad_values(request):
            answer = engine.call(name, bad_request)
            assert len(answer) == 1, (name, bad_request, answer)
            assert set(answer) <= {"result", "refused", "error"}, (name, bad_request, answer)
