"""Dice notation reads back as written, and the die-size ladder steps one size at a time."""

from __future__ import annotations

from typing import get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fawnarules.dice import MAX_COUNT, MAX_MODIFIER, Dice, DieSides, DieSize

ANY_DICE = st.builds(
    Dice,
    count=st.integers(1, MAX_COUNT),
    size=st.sampled_from(DieSize),
    modifier=st.integers(-MAX_MODIFIER, MAX_MODIFIER),
)


@given(ANY_DICE)
def test_every_dice_reads_back_from_its_notation(value: Dice) -> None:
    assert Dice.parse(str(value)) == value


@pytest.mark.parametrize("text", ["2d6+3", "d20", "d8-1", "10d10", "99d4-999"])
def test_notation_is_written_back_as_it_was_read(text: str) -> None:
    assert str(Dice.parse(text)) == text


def test_a_count_of_one_and_a_modifier_of_zero_are_left_out() -> None:
    assert str(Dice.parse("1d8+0")) == "d8"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2d7", "there is no die with 7 sides: the dice are d4, d6, d8, d10, d12, d20"),
        ("0d6", "dice count 0 is outside 1 to 99"),
        ("2 d6", "'2 d6' is not dice notation"),
        ("d6+", "'d6\\+' is not dice notation"),
        ("100d6", "'100d6' is not dice notation"),
        ("", "'' is not dice notation"),
    ],
)
def test_text_that_is_not_dice_is_named_in_the_error(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Dice.parse(text)


def test_the_ladder_steps_one_size_down_to_none_below_d4_and_up_to_its_limit_and_names_d4_to_d12_by_sides() -> None:
    assert [size.step_down() for size in DieSize] == [None, *list(DieSize)[:-1]]
    assert [size.step_up(limit=DieSize.D20) for size in DieSize] == [*list(DieSize)[1:], DieSize.D20]
    assert DieSize.D8.step_up(limit=DieSize.D8) is DieSize.D8
    assert [DieSize.of_sides(sides) for sides in get_args(get_args(DieSides)[0])] == list(DieSize)[:-1]
