"""Spec pages show feature text as text: nothing a contributor writes is run as HTML or script."""

from __future__ import annotations

import markdown  # type: ignore[import-untyped]

from fawnarules.site.feature_page import markdown_text, render_feature_document, render_feature_page, with_blocks
from fawnarules.sources.feature import parse_feature

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


def test_html_and_script_in_a_feature_are_escaped() -> None:
    page = render_feature_page(HOSTILE, source="features/x/y.feature", prose_page="../../x/y.md")
    assert "<script" not in page
    assert "<img" not in page
    assert "<b>" not in page
    assert "&lt;script&gt;alert(&quot;cell&quot;)&lt;/script&gt;" in page
    assert "](http://example.com)" not in page


def test_markdown_punctuation_in_feature_text_is_inert() -> None:
    assert markdown_text("*a* _b_ [c](d) {#e}") == ("&#42;a&#42; &#95;b&#95; &#91;c&#93;&#40;d&#41; &#123;&#35;e&#125;")


def test_a_rule_becomes_an_anchored_heading_linked_to_its_prose() -> None:
    page = render_feature_page(HOSTILE, source="features/x/y.feature", prose_page="../../x/y.md")
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
