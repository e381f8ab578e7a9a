"""The grid diagram machinery on its own: parsing, checking, drawing, the fence and the doc parser."""

from __future__ import annotations

import logging
import re
import subprocess
import sys
from pathlib import Path

import pytest
from sybil import Document

from fawnarules.diagram.check import check_diagram, difference, find_checker
from fawnarules.diagram.diagram import Cell, DiagramError, Geometry, Glyph, parse_diagram, parse_options
from fawnarules.diagram.doc_example import GridBlockParser
from fawnarules.diagram.fence import format_fence
from fawnarules.diagram.picture import HEX_WIDTH, MARGIN, centre, draw_diagram, draw_legend
from fawnarules.fence_error import keep_options

ROOT = Path(__file__).resolve().parent.parent


def test_a_block_becomes_rows_of_glyphs_named_from_the_bottom_left() -> None:
    diagram = parse_diagram("• • X\n• 0 •\n", {"title": "t"})
    assert (diagram.width, diagram.height) == (3, 2)
    assert diagram.glyph(Cell(1, 1)) is Glyph.ORIGIN
    assert [diagram.name(cell) for cell in sorted(diagram.cells_of(Glyph.MARK))] == ["c2"]
    assert diagram.cell("b1") == Cell(1, 1)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("• • •\n• x •", "line 2, column 3: 'x' is not a glyph"),
        ("• • •\n•  •", "line 2, column 3: ' ' is not a glyph"),
        ("• • •\n• •X", "line 2, column 4: expected one space between glyphs, found 'X'"),
        ("•••\n•• •", "line 2, column 3: ' ' is not a glyph (glyphs stand side by side or one space apart, not both)"),
        ("• • •\n• •", "line 2: the row has 2 cells, the first row has 3"),
        ("\n\n", "line 1: the diagram has no rows"),
        ("• •\n\n• •", "line 2: the row is empty"),
    ],
)
def test_a_malformed_block_is_an_error_naming_its_line_and_column(text: str, message: str) -> None:
    with pytest.raises(DiagramError) as raised:
        parse_diagram(text, {})
    assert str(raised.value).startswith(message)


def test_fence_options_are_read_like_the_site_reads_them() -> None:
    assert parse_options('title="Blast 1, facing North" check="awoudan.blast" rating=\'1\' plain') == {
        "title": "Blast 1, facing North",
        "check": "awoudan.blast",
        "rating": "1",
        "plain": "plain",
    }
    with pytest.raises(DiagramError, match="cannot read the fence options"):
        parse_options('title="unclosed')


def test_shapes_name_their_cells_and_verdicts() -> None:
    diagram = parse_diagram("X • X\nX • X\n0 • •", {"shapes": "a2-a3: left; c3 c2: right"})
    assert [(diagram.shape_names(shape), shape.verdict) for shape in diagram.shapes] == [
        ("a3 a2", "left"),
        ("c3 c2", "right"),
    ]


@pytest.mark.parametrize(
    ("shapes", "message"),
    [
        ("a1", "must be written as its cells, a colon and its verdict"),
        ("b1: empty", "b1 is an empty cell"),
        ("a1: one; a1: two", "a1 is in two shapes"),
        ("a1-b2: bent", "is not a run"),
        ("z9: far", "z9 is outside the diagram"),
    ],
)
def test_malformed_shapes_are_errors(shapes: str, message: str) -> None:
    with pytest.raises(DiagramError, match=message):
        parse_diagram("X •\n0 •", {"shapes": shapes})


def test_a_hex_block_may_indent_its_shifted_rows_and_its_picture_shifts_them_half_a_hex_east() -> None:
    diagram = parse_diagram("• • •\n • X •\n• 0 •", {"geometry": "hex"})
    assert diagram.geometry is Geometry.HEX
    assert diagram.glyph(Cell(1, 1)) is Glyph.MARK
    with pytest.raises(DiagramError, match="geometry must be"):
        parse_diagram("•", {"geometry": "triangle"})
    diagram = parse_diagram("• •\n • X\n0 •", {"geometry": "hex", "title": "Range 1"})
    first, second = centre(diagram, Cell(0, 0)), centre(diagram, Cell(0, 1))
    assert second[0] - first[0] == pytest.approx(HEX_WIDTH / 2)
    assert second[1] - first[1] == pytest.approx(0.75)
    assert centre(diagram, Cell(0, 2))[0] == pytest.approx(MARGIN + HEX_WIDTH / 2)
    svg = draw_diagram(diagram)
    assert svg.count("<polygon") == 2
    assert svg.count('class="fr-cell fr-origin"') == 1
    empty_path = svg.split('<path class="fr-cell fr-empty" d="')[1].split('"')[0]
    assert empty_path.count("z") == 4
    assert empty_path.count("L") == 4 * 5
    assert "<rect" not in svg


def test_a_square_picture_has_one_cell_per_glyph_and_names_its_axes() -> None:
    svg = draw_diagram(parse_diagram("• X\n0 •", {"title": "A <small> one"}))
    assert svg.count('<path d="') == 2
    assert svg.count('class="fr-cell fr-mark"') == svg.count('class="fr-cell fr-origin"') == 1
    # Each empty square after the first is drawn from the one before it.
    assert svg.count('<path class="fr-cell fr-empty" d="M0.85 0.05h.9v.9h-.9zm1 1h.9v.9h-.9z"/>') == 1
    assert 'aria-label="A &lt;small&gt; one"' in svg
    assert '<g class="fr-axis"><text x="1.3 2.3" y="2.6">ab</text><text x="0.4 0.4" y="0.62 1.62">21</text></g>' in svg
    assert "max-width" in svg


def test_a_board_of_ten_rows_or_more_names_each_row_by_its_whole_number() -> None:
    svg = draw_diagram(parse_diagram("\n".join(["• •"] * 10), {}))
    axis = svg.split('<g class="fr-axis">')[1].split("</g>")[0]
    assert axis.startswith('<text x="1.3 2.3" y="10.6">ab</text><text x="0.4" y="0.62">10</text>')
    assert axis.endswith('<text x="0.4" y="9.62">1</text>')


def test_the_legend_numbers_shapes_colours_them_by_verdict_and_keys_exactly_the_glyphs_drawn() -> None:
    diagram = parse_diagram("X • X\n• • •\nX • •", {"shapes": "a3: yes; c3: no; a1: yes"})
    legend = draw_legend(diagram)
    assert legend.count("fr-verdict-0") == 2
    assert legend.count("fr-verdict-1") == 1
    assert draw_legend(parse_diagram("• •", {})) == ""
    marks_only = draw_legend(parse_diagram("X •", {}))
    assert marks_only.count('class="fr-swatch fr-mark">X<') == 1
    assert "fr-origin" not in marks_only
    both = draw_legend(parse_diagram("X 0", {}))
    assert both.count("fr-swatch fr-mark") == both.count("fr-swatch fr-origin") == 1


def test_a_numbered_figure_is_keyed_by_its_number_not_by_0() -> None:
    legend = draw_legend(parse_diagram("X 0 X\n• 0 •", {"shapes": "b2: flanked; b1: not flanked"}))
    assert '<span class="fr-swatch fr-origin">0<' not in legend
    assert '<span class="fr-swatch fr-origin fr-verdict-0">1</span> <strong>flanked</strong>' in legend
    assert '<span class="fr-swatch fr-origin fr-verdict-1">2</span> <strong>not flanked</strong>' in legend
    assert legend.count('class="fr-swatch fr-mark">X<') == 1
    one_left = draw_legend(parse_diagram("0 0", {"shapes": "a1: flanked"}))
    assert one_left.count('<span class="fr-swatch fr-origin">0<') == 1


def test_a_hex_picture_names_hexes_by_axial_coordinates_from_the_origin() -> None:
    diagram = parse_diagram("• X •\n • 0 X\n• X •", {"geometry": "hex", "shapes": "c2: in range"})
    svg = draw_diagram(diagram)
    labels = re.findall(r'<text class="fr-coordinate[^"]*"[^>]*>([^<]+)</text>', svg)
    # Every second row is shifted east, so the row below the origin runs from q = -2.
    assert labels == ["-1,-1", "0,-1", "1,-1", "-1,0", "1,0", "-2,1", "-1,1", "0,1"]
    marked = re.findall(r'<text class="fr-coordinate fr-on-colour"[^>]*>([^<]+)</text>', svg)
    assert marked == ["0,-1", "1,0", "-1,1"]  # three of the six axial neighbours of 0,0
    assert "fr-axis" not in svg
    assert "<code>1,0</code>" in draw_legend(diagram)


def test_a_ruleset_s_checker_is_found_and_a_mismatch_is_shown_side_by_side() -> None:
    options = {"check": "awoudan.blast", "title": "blast", "rating": "1", "facing": "N"}
    assert check_diagram(parse_diagram("•••••\n•XXX•\n•XXX•\n••0••", options)) is None
    report = check_diagram(parse_diagram("•••••\n•XX••\n•XXXX\n••0••", options))
    assert report is not None
    assert report.splitlines()[:3] == [
        "the diagram 'blast' differs from what awoudan.blast computes",
        "2 cell(s) differ: d3 e2",
        "in the docs   computed      differences",
    ]
    assert report.splitlines()[5] == "• X X X X     • X X X •     . . . . ^"


def test_differing_verdicts_are_listed() -> None:
    written = parse_diagram("X • X", {"shapes": "a1: valid; c1: valid", "title": "pair"})
    computed = written.with_verdicts(["valid", "broken"])
    assert difference(written, computed, "sample.pair") == (
        "the diagram 'pair' differs from what sample.pair computes\n"
        "verdicts that differ:\n"
        "  c1: the diagram says 'valid', sample.pair computes 'broken'"
    )


def test_an_unknown_check_or_a_missing_one_is_an_error() -> None:
    with pytest.raises(DiagramError, match=re.escape("no diagram check is called 'nowhere.thing'")):
        find_checker("nowhere.thing")
    with pytest.raises(DiagramError, match=re.escape("no diagram check is called 'awoudan.nothing'")):
        find_checker("awoudan.nothing")
    with pytest.raises(DiagramError, match=re.escape('needs the option check="..."')):
        check_diagram(parse_diagram("X", {}))


def test_the_fence_keeps_every_option_and_draws_a_figure() -> None:
    options: dict[str, str] = {}
    assert keep_options("grid", {"title": "Blast", "rating": "1"}, options, {}, None)
    assert options == {"title": "Blast", "rating": "1"}
    html = format_fence("• X\n0 •", "grid", "fr-diagram", options, None)
    assert html.startswith('<figure class="fr-diagram"><svg')
    assert html.endswith("<figcaption>Blast</figcaption></figure>")


def test_a_malformed_fence_is_drawn_as_an_error_box_of_text_and_logged_as_a_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.WARNING, logger="mkdocs.fawnarules.diagram"):
        html = format_fence("• <", "grid", "fr-diagram", {"title": "<b>A</b> & b"}, None)
    assert "This diagram is malformed" in html
    assert "<p>&lt;b&gt;A&lt;/b&gt; &amp; b: line 1, column 3: &#x27;&lt;&#x27; is not a glyph" in html
    assert [record.levelname for record in caplog.records] == ["WARNING"]
    assert "column 3" in caplog.text


def test_the_doc_parser_reports_faults_by_page_line(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        '# Page\n\n```grid title="bad" check="awoudan.blast"\nX X X\nX 0 X\nX x X\n```\n\n```python\nx = 1\n```\n',
        encoding="utf-8",
    )
    document = Document.parse(str(page), GridBlockParser())
    (example,) = list(document.examples())
    with pytest.raises(AssertionError, match="page line 6, column 3: 'x' is not a glyph"):
        example.evaluate()


def test_the_machinery_imports_no_ruleset_and_no_mkdocs() -> None:
    code = (
        "import sys, fawnarules.diagram.fence, fawnarules.diagram.check;"
        "print(sorted(m for m in sys.modules if m.startswith(('fawnarules.awoudan', 'mkdocs'))))"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert found.stdout.strip() == "[]"
