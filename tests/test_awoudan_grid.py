"""The awoudan map geometry: notation round-trips, docstring examples, and the diagrams on the pages."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sybil import Document

from fawnarules.awoudan.areas import blast_squares, close_burst_squares, line_squares
from fawnarules.awoudan.grid import Direction, Square, distance, format_area, parse_area
from fawnarules.diagram.check import check_diagram
from fawnarules.diagram.diagram import DiagramError, parse_diagram
from fawnarules.diagram.doc_example import GridBlockParser
from fawnarules.engine import ReferenceEngine

ROOT = Path(__file__).resolve().parent.parent

squares = st.builds(Square, column=st.integers(0, 25), row=st.integers(0, 98))


@given(squares, st.frozensets(squares, max_size=30))
def test_a_square_name_and_the_area_notation_round_trip(square: Square, area: frozenset[Square]) -> None:
    assert Square.parse(str(square)) == square
    assert parse_area(format_area(area)) == area


@pytest.mark.parametrize("name", ["c0", "C3", "c100", "3c", "", "c3 "])
def test_a_malformed_square_name_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="is not a square"):
        Square.parse(name)


def test_a_run_must_go_east_along_one_row() -> None:
    with pytest.raises(ValueError, match="is not a run"):
        parse_area("f6-d6")
    with pytest.raises(ValueError, match="is not a run"):
        parse_area("d6-d7")


def test_every_area_reaches_exactly_as_far_as_its_rating_says() -> None:
    centre = Square.parse("m13")
    for rating in range(1, 5):
        for direction in Direction:
            assert max(distance(centre, square) for square in blast_squares(centre, direction, rating)) == rating + 1
            assert max(distance(centre, square) for square in line_squares(centre, direction, rating)) == rating
        assert {distance(centre, square) for square in close_burst_squares(centre, rating)} == set(range(1, rating + 1))


GRID_BLOCKS = {"areas.md": 12, "walls.md": 4, "flanking.md": 4, "cover.md": 0}
"""The rulebook's fifteen diagrams, the syntax example on the areas page, and the pictures beside the wall
and flanking rules: a parser that stopped finding blocks would otherwise pass silently."""


@pytest.mark.parametrize(("page", "count"), GRID_BLOCKS.items())
def test_each_page_holds_its_grid_diagrams(page: str, count: int) -> None:
    document = Document.parse(str(ROOT / "docs" / "awoudan" / page), GridBlockParser())
    assert len(list(document.examples())) == count


AROUND = "• • •\n• • •\n• 0 •"


@pytest.mark.parametrize(
    ("diagram", "options", "message"),
    [
        (AROUND, {"check": "awoudan.blast", "rating": "1"}, "a blast needs a facing"),
        (AROUND, {"check": "awoudan.blast", "rating": "0", "facing": "N"}, "greater than or equal to 1"),
        (AROUND, {"check": "awoudan.blast", "rating": "one", "facing": "N"}, "rating"),
        (AROUND, {"check": "awoudan.burst", "rating": "1", "range": "1", "target": "b3"}, "beyond the weapon"),
        (AROUND, {"check": "awoudan.line", "rating": "5", "facing": "E"}, "fall outside the diagram"),
        ("0 • 0", {"check": "awoudan.close_burst", "rating": "1"}, "exactly one 0"),
        ("X 0 X\nX X 0", {"check": "awoudan.walls", "shapes": "a2: valid"}, "the shapes option leaves out"),
        ("X 0 X\nX X 0", {"check": "awoudan.flanking", "shapes": "b2: flanked"}, "the shapes option leaves out"),
    ],
)
def test_an_area_wall_or_flanking_diagram_with_wrong_options_figures_or_verdicts_is_a_diagram_error(
    diagram: str, options: dict[str, str], message: str
) -> None:
    with pytest.raises(DiagramError, match=message):
        check_diagram(parse_diagram(diagram, options))


def test_a_malformed_square_in_a_request_is_an_input_error_that_shows_the_notation() -> None:
    answer = ReferenceEngine().call("awoudan.compute_area", {"area": {"pattern": "line", "rating": 2, "origin": "C3"}})
    assert answer == {
        "error": {
            "path": "area.origin",
            "message": '"C3" is not a square: a column letter a-z and a row number 1-99, like "c3"',
        }
    }
