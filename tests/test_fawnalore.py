"""Properties of the Fawnalore hex geometry and its range diagrams."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fawnarules.diagram.check import check_diagram
from fawnarules.diagram.diagram import Cell, DiagramError, parse_diagram
from fawnarules.engine import ReferenceEngine
from fawnarules.fawnalore import Board, Hex, distance, hexes_within
from fawnarules.fawnalore.diagram_checks import cell_of, hex_of

ENGINE = ReferenceEngine()
HEXES = st.builds(Hex, st.integers(-30, 30), st.integers(-30, 30))


@given(HEXES)
def test_the_text_form_of_a_hex_round_trips(hex_: Hex) -> None:
    assert Hex.parse(str(hex_)) == hex_
    assert eval(repr(hex_)) == hex_


@given(HEXES, HEXES, HEXES)
def test_distance_is_a_metric_on_hexes(a: Hex, b: Hex, c: Hex) -> None:
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) is (a == b)
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@settings(max_examples=40)
@given(HEXES, st.integers(1, 6), st.integers(0, 8))
def test_hexes_within_range_are_exactly_those_one_to_n_steps_away(origin: Hex, reach: int, radius: int) -> None:
    board = Board(radius=radius)
    square = {Hex(origin.q + dq, origin.r + dr) for dq in range(-reach, reach + 1) for dr in range(-reach, reach + 1)}
    assert hexes_within(origin, reach) == {h for h in square if 1 <= distance(origin, h) <= reach}
    assert len(hexes_within(origin, reach)) == 3 * reach * (reach + 1)
    assert hexes_within(origin, reach, board) == {h for h in hexes_within(origin, reach) if board.has(h)}


@given(st.integers(0, 20), st.integers(0, 20))
def test_a_diagram_cell_and_its_hex_name_each_other(column: int, row: int) -> None:
    assert cell_of(hex_of(Cell(column, row))) == Cell(column, row)


def test_a_range_diagram_with_one_hex_wrong_fails_its_check() -> None:
    wrong = parse_diagram("••XX•\n •X0X•\n••X••", {"check": "fawnalore.range", "range": "1", "geometry": "hex"})
    report = check_diagram(wrong)
    assert report is not None
    assert "1 cell(s) differ: d1" in report


RANGES_NOT_ON_A_BOARD = ["0", "101", "100000", "1" * 5000, "²"]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"range": "1"}, 'needs geometry="hex"'),
        *(({"range": text, "geometry": "hex"}, r"from 1 \(range 0 does not exist\)") for text in RANGES_NOT_ON_A_BOARD),
        ({"range": "2", "geometry": "hex"}, "fall outside the diagram"),
    ],
)
def test_a_range_diagram_that_cannot_be_checked_says_why(options: dict[str, str], message: str) -> None:
    diagram = parse_diagram("••XX•\n•X0X•\n••XX•", {"check": "fawnalore.range", **options})
    with pytest.raises(DiagramError, match=message):
        check_diagram(diagram)
