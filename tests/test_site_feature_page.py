"""Spec pages: every scenario leads back to the prose of its rule, and no feature text escapes into markup: nothing a
contributor writes is run as HTML or script."""

from __future__ import annotations

import re
from pathlib import Path

import markdown  # type: ignore[import-untyped]
import pytest

from fawnarules.site.feature_page import docs_page_title, markdown_text, render_feature_document, with_blocks
from fawnarules.site.rule_links import add_scenario_links
from fawnarules.sources.catalog import Catalogue, feature_rules, page_title
from fawnarules.sources.feature import parse_feature, read_feature
from tests.any_request import project_sources

ROOT = Path(__file__).resolve().parent.parent

FEATURE = """\
Feature: Sample

  Rule: x.y.z

    Scenario: A plain example
      Given no reactions
      When I call x.y_z
      Then it is an input error at attack
"""

BREAKOUT = FEATURE.replace("Rule: x.y.z", "Rule: x.y.z} <script>alert(1)</script> {#a")

HOSTILE = """\
Feature: <script>alert("feature")</script>
  A description with <img src=x onerror=alert(1)> and *stars*.

  Rule: x.y.z

    Scenario: A name with <b>bold</b> and [a link](http://example.com) {#fake}
      Given the attack:
        | type | <script>alert("cell")</script> |
      When I call x.y_z
      Then the result has:
        | note | </table><script>1</script> |
"""


def spec_page(text: str) -> str:
    """The spec page of a feature file at ``features/x/y.feature``, paired with ``docs/x/y.md``."""
    return render_feature_document(parse_feature("features/x/y.feature", text), prose_page="../../x/y.md")


def test_each_scenario_links_back_to_its_rule_on_the_prose_page() -> None:
    page = spec_page(FEATURE)
    assert "### A plain example {#x.y.z/a-plain-example .fr-scenario}" in page
    assert '[↩ Back to the rule](../../x/y.md#x.y.z){ .fr-back data-search-exclude="" }' in page


def test_the_link_to_the_rules_page_is_named_by_its_title_and_by_its_file_without_one() -> None:
    feature = parse_feature("features/x/y.feature", FEATURE)
    titled = render_feature_document(feature, prose_page="../../x/y.md", prose_title="Making an *attack* <b>")
    assert "Rules page: [Making an &#42;attack&#42; &lt;b&gt;](../../x/y.md) · source:" in titled
    assert "Rules page: [y.md](../../x/y.md) · source:" in render_feature_document(feature, prose_page="../../x/y.md")


def test_a_rules_page_title_is_its_first_level_one_heading_outside_code() -> None:
    assert page_title("```text\n# not a title\n```\n\n## Not level one\n\n# Making an attack \n\n# Later\n") == (
        "Making an attack"
    )
    assert page_title("# Making an attack { #attack .wide }\n") == "Making an attack"
    assert page_title("Text without a title.\n\n## A section\n") is None


def test_a_docs_page_title_comes_from_its_front_matter_before_its_heading() -> None:
    assert docs_page_title("---\ntitle: Attacks\n---\n\n# Making an attack\n") == "Attacks"
    assert docs_page_title("---\nsummary: Attacks\n# not a title: a YAML comment\n---\n\n# Making an attack\n") == (
        "Making an attack"
    )


def test_a_rule_title_that_is_not_an_id_cannot_break_out_of_its_heading() -> None:
    page = spec_page(BREAKOUT)
    assert "<script>" not in page
    assert "{#x-y-z-script-alert-1-script-a .fr-rule}" in page


def test_a_rule_is_headed_by_its_title_from_the_docs_when_known() -> None:
    page = render_feature_document(
        parse_feature("features/x/y.feature", FEATURE),
        prose_page="../../x/y.md",
        titles={"x.y.z": "The <zed> rule"},
    )
    assert "## The &lt;zed&gt; rule {#x.y.z .fr-rule}" in page
    assert "`x.y.z` · [Read the rule](../../x/y.md#x.y.z){ .fr-rule-link }" in page


OUTLINE = """\
Feature: Sample

  Rule: x.y.z

    Scenario Outline: Power <power> is read
      Given the attack:
        | power | <power> |
      When I call reactions.resolve_attack
      Then the result has:
        | power | <power> |

      Examples:
        | power |
        | 3     |
        | -3    |
"""


def test_each_outline_row_is_one_line_anchored_by_its_case_id_with_its_case_folded() -> None:
    page = spec_page(OUTLINE)
    assert "### Power \u2026 is read {#x.y.z/power-power-is-read .fr-scenario}" in page
    assert '<li class="fr-row" id="x.y.z/power-power-is-read/3">Power 3 is read<details class="fr-case info">' in page
    assert '<li class="fr-row" id="x.y.z/power-power-is-read/minus-3">Power -3 is read' in page
    assert "&lt;power&gt;" not in page
    assert "<code>x.y.z/power-power-is-read/minus-3</code>" in page
    json_text = "{\n  &quot;attack&quot;: {\n    &quot;power&quot;: -3\n  }\n}"
    assert f"<pre data-search-exclude><code>{json_text}</code></pre>" in page


def test_a_plain_scenario_shows_its_request_and_expected_answer_folded() -> None:
    page = spec_page(FEATURE)
    assert '<details class="fr-case info"><summary data-search-exclude>Request and expected answer</summary>' in page
    assert "&quot;reactions&quot;: []" in page
    assert "&quot;path&quot;: &quot;attack&quot;" in page
    assert 'title="sets a request field to an empty list"' in page


def checks_after_rule(feature_text: str, markdown: str = "## The rule {#x.y.z}\n\nProse.\n") -> str:
    """A rules page ``x/y.md`` with the checks of the scenarios of ``features/x/y.feature`` after each rule."""
    feature = parse_feature("features/x/y.feature", feature_text)
    catalogue = Catalogue((), tuple(feature_rules(Path("features/x/y.feature"), feature)), ())
    return add_scenario_links(markdown, "x/y.md", catalogue)


def test_a_rule_reads_first_and_its_checks_fold_after_its_examples() -> None:
    markdown = "## The rule {#x.y.z}\n\nProse.\n\n### An example\n\nA card.\n\n## Next {#x.y.w}\n\nMore.\n"
    page = checks_after_rule(OUTLINE, markdown)
    assert page.index("Prose.") < page.index("A card.") < page.index("Checked by 1 scenario") < page.index("## Next")
    assert "`x.y.z`" not in page, "the rule ID is the heading's permalink, not text"
    assert page.count("<details") == 1, "a rule no scenario checks gets no line"


def test_a_rule_heading_gets_its_scenarios_folded_in_words_with_each_row_filled_in() -> None:
    page = checks_after_rule(OUTLINE)
    assert '<details class="fr-checks" data-rule="x.y.z" markdown>' in page
    assert "<summary>Checked by 1 scenario</summary>" in page
    assert "- [Power \u2026 is read](../spec/x/y.md#x.y.z/power-power-is-read)" in page
    assert "    For example, with the first row's values:" in page
    assert "    - **Given** the attack: power 3" in page
    assert "    - Power &#45;3 is read" in page
    assert "&lt;power&gt;" not in page


GAME_WORDS = """\
Feature: Words

  Rule: x.y.z

    Scenario Outline: A board of radius <radius>
      Given the board is {"radius": <radius>}
      And the intent is [{"name": "Slice", "power": 3}]
      When I call x.resolve_damage
      Then the result has:
        | hits.0.hp_after   | <left>                                    |
        | weapon            | {"name": "Sword", "power": 2}             |
        | outcome           | fights_on                                 |

      Examples:
        | radius | left |
        | 4      | 2    |
        | 50     | 0    |

    Scenario: Refused and malformed
      Given the board is {"radius": 4}
      When I call x.resolve_damage
      Then it is refused by x.y.z
      And it is an input error at reactions.0.type
"""

JSON_CELL = re.compile(r"<td>\s*[\[{]")


def test_a_spec_page_reads_as_an_example_with_no_json_cell_placeholder_or_dotted_path() -> None:
    feature = parse_feature("features/x/y.feature", GAME_WORDS)
    page = render_feature_document(feature, prose_page="../../x/y.md", titles={"x.y.z": "The rule"})
    steps = page.split("Request and expected answer")[0]
    assert not JSON_CELL.search(page), "no JSON object in a table cell"
    assert "&lt;" not in page.replace("&lt;b&gt;", ""), "no <placeholder>"
    assert "<td>HP after of hit 1</td>" in page
    assert "<td>name Sword, power 2</td>" in page
    assert "<td>fights on</td>" in page
    assert "the board is radius 4" in steps
    assert "the intent is (name Slice, power 3)" in steps
    assert "the rules resolve damage" in steps
    assert "refused by the rule \u201cThe rule\u201d" in page
    assert "input error at the type of reaction 1" in page
    assert "hits.0" not in steps
    assert "x.resolve_damage" not in steps
    assert "<code>x.resolve_damage</code>" in page, "the folded case still names the operation for implementers"


def test_the_checks_after_a_rule_say_the_scenarios_in_words() -> None:
    page = checks_after_rule(GAME_WORDS)
    assert "the board is radius 4" in page
    assert "HP after of hit 1 2, weapon name Sword, power 2, outcome fights on" in page
    assert "{" not in page.split("markdown>", 1)[1]
    assert "&lt;" not in page


SHOWN_AS_AN_EXAMPLE = re.compile(
    r'<ul class="fr-steps">.*?</ul>|<li class="fr-row"[^>]*>.*?(?=<details|</li>)', re.DOTALL
)
"""What a spec page shows a reader of each scenario: its steps and tables, and each outline row's line (the folded
case, JSON for implementers, is left out)."""
NOT_AN_EXAMPLE = {
    "a JSON object or list in a cell": JSON_CELL,
    "a <placeholder>": re.compile(r"&lt;[^&]*&gt;|[\u2039\u203a]"),
    "a dotted path": re.compile(r"\b[a-z_]+\.[a-z_0-9]+\b"),
    "a word with underscores": re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b"),
}


@pytest.mark.parametrize(
    "feature", sorted((ROOT / "features").rglob("*.feature")), ids=lambda path: path.relative_to(ROOT).as_posix()
)
def test_every_spec_page_shows_its_scenarios_as_examples_in_words(feature: Path) -> None:
    source = feature.relative_to(ROOT).as_posix()
    page = render_feature_document(
        read_feature(feature, source), prose_page="x.md", titles=project_sources().catalogue.titles
    )
    shown = "\n".join(SHOWN_AS_AN_EXAMPLE.findall(page))
    assert "fr-steps" in shown
    found = [
        f"{source}: {what}: {shown[max(0, match.start() - 60) : match.end() + 20]!r}"
        for what, pattern in NOT_AN_EXAMPLE.items()
        for match in [pattern.search(re.sub(r' (?:id|title)="[^"]*"', "", shown))]
        if match
    ]
    assert not found, "\n".join(found)


def test_html_and_script_in_a_feature_are_escaped() -> None:
    page = spec_page(HOSTILE)
    assert "<script" not in page
    assert "<img" not in page
    assert "<b>" not in page
    assert "&lt;script&gt;alert(&quot;cell&quot;)&lt;/script&gt;" in page
    assert "](http://example.com)" not in page


def test_markdown_punctuation_in_feature_text_is_inert() -> None:
    assert markdown_text("*a* _b_ [c](d) {#e}") == ("&#42;a&#42; &#95;b&#95; &#91;c&#93;&#40;d&#41; &#123;&#35;e&#125;")


def test_a_rule_becomes_an_anchored_heading_linked_to_its_prose() -> None:
    page = spec_page(HOSTILE)
    assert "{#x.y.z .fr-rule}" in page
    assert "[Read the rule](../../x/y.md#x.y.z)" in page
    assert "{#x.y.z/a-name-with-b-bold-b-and-a-link-http-example-com-fake .fr-scenario}" in page


def test_apostrophes_and_quotes_stay_readable() -> None:
    assert markdown_text("""the project's "own" game""") == """the project's "own" game"""


def test_blocks_of_html_put_back_after_markdown_give_the_page_markdown_gives_them_inline() -> None:
    feature = parse_feature("features/x/y.feature", HOSTILE.replace("  Rule:", "  Background:\n    Given a\n\n  Rule:"))
    extensions = ["attr_list", "md_in_html", "toc"]
    inline = markdown.markdown(render_feature_document(feature, prose_page="../../x/y.md"), extensions=extensions)
    blocks: list[str] = []
    stashed = render_feature_document(feature, prose_page="../../x/y.md", blocks=blocks)
    assert len(blocks) == 2
    assert "<ul" not in stashed
    assert with_blocks(markdown.markdown(stashed, extensions=extensions), blocks) == inline
