"""Tables, expectations and step forms: the pieces every scenario is read with."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fawnarules.sources.expectation import mismatches
from fawnarules.sources.table import cell_text, key_value_table, parse_cell, row_table
from fawnarules.sources.vocabulary import matching_form


@pytest.mark.parametrize(
    ("cell", "value"),
    [
        ("24", 24),
        ("-1", -1),
        ("true", True),
        ("null", None),
        ('"true"', "true"),
        ("[1, 2]", [1, 2]),
        ("physical", "physical"),
        ("yes", True),
        ("no", False),
        ('"yes"', "yes"),
        ("Yes", "Yes"),
        ("2 and 5", [2, 5]),
        ("bleeding, dying and unconscious", ["bleeding", "dying", "unconscious"]),
        ("exposed only", ["exposed"]),
        ('"5" only', ["5"]),
        ('"end turn" and move', ["end turn", "move"]),
        ("nothing", []),
        ("none", None),
        ('"none"', "none"),
        ("1, 0", "1, 0"),
        ("is turned down and the next square tried", "is turned down and the next square tried"),
    ],
)
def test_a_cell_is_json_or_a_truth_value_or_a_list_in_words_when_it_reads_so_and_text_otherwise(
    cell: str, value: object
) -> None:
    assert parse_cell(cell) == value


@pytest.mark.parametrize(
    "value",
    [[4, 13], ["exposed"], [], None, True, "none", "only", "a and b", ["a, b", "c"], [True, None], [{"dr": 2}], "24"],
)
def test_a_value_written_as_a_cell_reads_back_as_itself(value: object) -> None:
    assert parse_cell(cell_text(value)) == value


def test_lists_of_plain_values_are_written_in_words() -> None:
    assert [cell_text(value) for value in ([4, 13], ["a", "b", "c"], ["exposed"], [], None, False)] == [
        "4 and 13",
        "a, b and c",
        "exposed only",
        "nothing",
        "none",
        "no",
    ]


def test_keys_in_words_name_the_fields_joined_by_underscores() -> None:
    table = [["damage to health", "13"], ["armor . magical", "2"], ["reactions_left", "0"]]
    assert key_value_table(table) == {"damage_to_health": 13, "armor": {"magical": 2}, "reactions_left": 0}
    assert row_table([["kind", "critical roll"], ["block", "success"]]) == [
        {"kind": "block", "critical_roll": "success"}
    ]


def test_dotted_keys_build_nested_objects_and_lists() -> None:
    table = [["armor.physical", "6"], ["armor.magical", "2"], ["units.1.hp", "3"]]
    assert key_value_table(table) == {"armor": {"physical": 6, "magical": 2}, "units": [None, {"hp": 3}]}


def test_a_table_with_a_header_is_a_list_and_empty_cells_are_left_out() -> None:
    table = [["kind", "type"], ["block", "physical"], ["dodge", ""]]
    assert row_table(table) == [{"kind": "block", "type": "physical"}, {"kind": "dodge"}]


def test_a_key_value_row_with_three_cells_is_rejected() -> None:
    with pytest.raises(ValueError, match="two cells"):
        key_value_table([["a", "1", "2"]])


def test_expectations_are_partial_for_objects_and_exact_for_lists_and_values() -> None:
    answer = {"result": {"power": 34, "extra": 1, "items": [{"a": 1, "b": 2}]}}
    assert mismatches({"result": {"power": 34, "items": [{"a": 1}]}}, answer) == []
    assert mismatches({"result": {"power": 33}}, answer) == ["result.power: expected 33, got 34"]
    assert mismatches({"result": {"items": []}}, answer) == [
        'result.items: expected 0 items [], got [{"a": 1, "b": 2}]'
    ]
    assert mismatches({"refused": {"rule": "x.y.z"}}, answer) == [
        'refused: expected {"rule": "x.y.z"}, but the answer has no such field'
    ]


def test_numbers_are_compared_as_json_numbers_whatever_their_spelling_and_never_equal_a_truth_value() -> None:
    assert mismatches({"result": {"feet": 5000.0, "n": 2}}, {"result": {"feet": 5000, "n": 2.0}}) == []
    assert mismatches({"v": 0}, {"v": False}) == ["v: expected 0, got false"]
    assert mismatches({"v": True}, {"v": 1}) == ["v: expected true, got 1"]
    assert mismatches({"v": "a"}, {"v": None}) == ['v: expected "a", got null']


@pytest.mark.parametrize(
    ("keyword", "text", "known"),
    [
        ("Given", "the defender:", True),
        ("Given", "these reactions:", True),
        ("Given", "the game mode is pvp", True),
        ("When", "I call reactions.resolve_attack", True),
        ("Then", "it is refused by reactions.defense.pool", True),
        ("Then", "the defender:", False),
        ("Given", "a defender with 3 reactions", False),
    ],
)
def test_step_forms_recognise_only_the_vocabulary(keyword: str, text: str, known: bool) -> None:
    assert (matching_form(keyword, text) is not None) is known


def test_one_module_reads_gherkin_and_every_other_reads_its_model() -> None:
    package = Path(__file__).resolve().parent.parent / "fawnarules"
    readers = sorted(
        module.relative_to(package).as_posix()
        for module in package.rglob("*.py")
        if re.search(r"^\s*(from|import) gherkin\b", module.read_text(encoding="utf-8"), re.MULTILINE)
    )
    assert readers == ["sources/feature.py"]
