"""Worked-example cards: reading them, checking them against an engine, drawing them, linting them."""

from __future__ import annotations

import pytest

from fawnarules.card.blocks import without_blocks
from fawnarules.card.card import CardError, parse_card
from fawnarules.card.check import check_card
from fawnarules.card.fence import format_fence, rule_link_options
from fawnarules.card.lint import card_problems
from fawnarules.card.render import RuleLink, draw_card
from fawnarules.card.words import read_words
from fawnarules.engine import ReferenceEngine

ATTACK = """\
operation: reactions.resolve attack
attack:
  type: true
  power: 12
  critical roll: failure
defender:
  health: 30
  reactions: 2
  armor:
    physical: 2
reactions:
  - kind: dodge
    outcome: failure
steps:
  power: 12
outcome:
  damage to health: 12
  health left: 18
"""


def test_a_card_spells_a_request_and_a_partial_answer_in_game_words() -> None:
    card = parse_card(ATTACK, {"title": "True damage"})
    assert card.operation == "reactions.resolve_attack"
    assert card.request() == {
        "attack": {"type": "true", "power": 12, "critical_roll": "failure"},
        "defender": {"health": 30, "reactions": 2, "armor": {"physical": 2}},
        "reactions": [{"kind": "dodge", "outcome": "failure"}],
    }
    assert card.expected() == {"result": {"power": 12, "damage_to_health": 12, "health_left": 18}}
    assert check_card(card, ReferenceEngine()) == []


@pytest.mark.parametrize(
    ("outcome", "expected"),
    [
        ("refused by reactions.defense.pool", {"refused": {"rule": "reactions.defense.pool"}}),
        ("input error at attack.critical roll", {"error": {"path": "attack.critical_roll"}}),
    ],
)
def test_an_outcome_can_be_a_refusal_or_an_input_error(outcome: str, expected: dict[str, object]) -> None:
    card = parse_card(f"operation: reactions.resolve_attack\nattack:\n  power: 1\noutcome: {outcome}")
    assert card.expected() == expected


@pytest.mark.parametrize(
    ("text", "line", "field", "words"),
    [
        ("attack:\n  power: 1\noutcome: refused by a.b.c", 1, "operation", "needs a line 'operation:"),
        ("operation: reactions.resolve_attack\nattack:\n  power: 1", 3, "outcome", "has no outcome"),
        ("operation: reactions.resolve_attack\nattack:\noutcome: refused by a.b.c", 2, "attack", "no value"),
        (
            "operation: x.y\nattack:\n  power: 1\n    type: true\noutcome: refused by a.b.c",
            4,
            "attack",
            "indented more",
        ),
        ("operation: x.y\noutcome: refused by a.b.c\nsteps:\n  power: 1", 3, "steps", "has no steps"),
        ("operation: x.y\noutcome: a success", 2, "outcome", "cannot read the outcome"),
        ("operation: x.y\n= 3\noutcome: refused by a.b.c", 2, None, "expected 'name: value'"),
        ("operation: x.y\npower: 1\npower: 2\noutcome: refused by a.b.c", 3, "power", "given twice"),
    ],
)
def test_a_malformed_card_names_its_line_and_field(text: str, line: int, field: str | None, words: str) -> None:
    with pytest.raises(CardError) as raised:
        parse_card(text)
    assert (raised.value.line, raised.value.field) == (line, field)
    assert words in raised.value.message


def test_a_card_the_engine_disagrees_with_reports_each_value_at_its_line() -> None:
    wrong = ATTACK.replace("damage to health: 12", "damage to health: 10").replace("health left: 18", "health left: 20")
    differences = check_card(parse_card(wrong), ReferenceEngine())
    assert [(difference.line, difference.message) for difference in differences] == [
        (17, "damage to health: the card says 10, the engine says 12"),
        (18, "health left: the card says 20, the engine says 18"),
    ]


def test_an_input_error_points_at_the_card_line_of_the_field() -> None:
    misspelt = ATTACK.replace("    physical: 2", "    physicall: 2")
    [difference] = check_card(parse_card(misspelt), ReferenceEngine())
    assert difference.line == 10
    assert "input error at defender.armor.physicall" in difference.message


def test_a_refusal_the_engine_does_not_give_is_reported() -> None:
    card = parse_card(ATTACK.split("steps:", maxsplit=1)[0] + "outcome: refused by reactions.defense.pool")
    [difference] = check_card(card, ReferenceEngine())
    assert difference.message.startswith("the card expects a refusal by reactions.defense.pool, but the engine answers")


def test_the_drawn_card_escapes_contributed_text_and_uses_no_preformatted_block() -> None:
    html = format_fence(
        ATTACK.replace("type: true", "type: <script>"), "example", "fr-card", {"title": 'A "quoted" <b>'}, None
    )
    assert "<script>" not in html
    assert "&lt;script&gt;" in html
    assert "&lt;b&gt;" in html
    assert "<pre" not in html
    assert html.index("Situation") < html.index("Steps") < html.index("Outcome")


PLAN = """\
operation: falchion.plan_turn
turn:
  moves: 0
  actions: [aim, ranged attack]
outcome:
  slots used: 2
"""


def test_a_card_written_in_game_words_sends_the_engine_its_values_and_shows_the_game_words() -> None:
    card = parse_card(PLAN)
    assert card.request() == {"turn": {"moves": 0, "actions": ["aim", "ranged_attack"]}}
    assert check_card(card, ReferenceEngine()) == []
    html = draw_card(card)
    assert "ranged attack" in html
    assert "ranged_attack" not in html


def test_a_name_in_capitals_is_the_field_in_small_letters_and_a_text_in_quotes_is_never_game_words() -> None:
    card = parse_card(
        'operation: falchion.resolve_check\ncheck:\n  DR: 12\n  action: "ranged attack"\noutcome:\n  success: no'
    )
    assert card.request() == {"check": {"dr": 12, "action": "ranged attack"}}


UNITS = """\
operation: fawnalore.resolve_attack
units:
  - id: ayla
    kind: player
    side: party
    hex: 0,0
    HP: 12
    attack die: 6
  - id: grub
    kind: Makri
    side: Makri
    hex: 1,0
    HP: 9
    mood: grim
effects:
  - kind: damage taken
    holder: grub
    source: Armor
    amount: 1
outcome:
  damage dealt: 3
"""


def test_an_item_with_a_sentence_in_the_card_words_reads_as_that_sentence() -> None:
    card = parse_card(UNITS)
    html = draw_card(card)
    assert "ayla: player, party side, on hex 0,0, 12 HP, attack die d6" in html
    assert "Armor (grub): takes 1 off the damage taken" in html
    assert "<span>mood <b>grim</b></span>" in html, "a name the sentence does not tell follows it"
    assert "kind" not in html, "a sentence chosen by its kind tells the kind"
    assert card.request()["effects"] == [{"kind": "damage_taken", "holder": "grub", "source": "Armor", "amount": 1}]


def test_a_sentence_leaves_out_a_part_whose_value_the_item_does_not_give() -> None:
    words = read_words('[x.sentences]\n"units" = "{id}[, range {range}][, {hp} HP]"')["x"]
    sentence = words.sentence("units", None)
    assert sentence is not None
    assert sentence.told({"id": "pip", "hp": "8"}) == "pip, 8 HP"


def test_a_refusal_names_its_rule_by_title_with_a_link_and_an_input_error_its_field_in_words() -> None:
    refused = PLAN.split("outcome:", maxsplit=1)[0] + "outcome: refused by falchion.round.actions-per-turn"
    link = RuleLink('Actions "per" turn', "round.html#falchion.round.actions-per-turn")
    options = rule_link_options({"falchion.round.actions-per-turn": link})
    drawn = format_fence(refused, "example", "fr-card", options, None)
    assert drawn == draw_card(parse_card(refused), {"falchion.round.actions-per-turn": link})
    assert 'Refused by the rule <a class="fr-rule" href="round.html#falchion.round.actions-per-turn">' in drawn
    assert "Actions &quot;per&quot; turn</a>" in drawn
    unlinked = format_fence(refused, "example", "fr-card", {}, None)
    assert "Refused: the rules do not allow it." in unlinked
    assert ">falchion." not in unlinked
    card = parse_card(PLAN.split("outcome:", maxsplit=1)[0] + "outcome: input error at turn.actions.1")
    assert "Not a valid request: the fault is in action 2 of the turn." in draw_card(card)


def test_lint_reports_a_card_of_no_operation_and_a_page_quoting_prose_can_leave_its_cards_out() -> None:
    page = "```example\n# a comment\noperation: reactions.resolve_nothing\noutcome: refused by a.b.c\n```\n"
    assert card_problems(page) == [
        (3, "example card: there is no operation reactions.resolve_nothing ('fawnarules operations' lists them)")
    ]
    text = (
        "**Ruling.** No.\n\n```example\noperation: a.b\noutcome: refused by a.b.c\n```\n\nMore.\n```python\nx = 1\n```"
    )
    assert without_blocks(text) == "**Ruling.** No.\n\n\nMore.\n```python\nx = 1\n```"
