"""Search sections read with one regular expression are what Material's search parser makes: the same tokens as
HTMLParser on the markup it finds hard, and the same sections."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from material.plugins.search.plugin import Parser  # type: ignore[import-untyped]

from fawnarules.site.search_sections import Attributes, HTMLParserReading, read, sections
from tests.budget import budget

Token = tuple[str, str, Attributes | None]


class Recorder:
    """A reader that writes down what it is told."""

    def __init__(self) -> None:
        self.tokens: list[Token] = []

    def start(self, tag: str, attributes: Attributes) -> None:
        self.tokens.append(("start", tag, attributes))

    def end(self, tag: str) -> None:
        self.tokens.append(("end", tag, None))

    def text(self, data: str) -> None:
        self.tokens.append(("text", data, None))


def read_by_regex(html: str) -> tuple[list[Token], int]:
    """The tokens :func:`read` gives, and how many characters its regular expression read."""
    recorder = Recorder()
    done = read(html, recorder)
    return recorder.tokens, done


def read_by_htmlparser(html: str) -> list[Token]:
    """The tokens HTMLParser gives for the whole of ``html``, fed at once as the search plugin feeds a page."""
    recorder = Recorder()
    parser = HTMLParserReading(recorder)
    parser.feed(html)
    parser.close()
    return recorder.tokens


def plugin_sections(html: str) -> list[dict[str, Any]]:
    """Every field of every section Material's search parser makes of ``html``."""
    parser = Parser()
    parser.feed(html)
    parser.close()
    return section_fields(parser.data)


def section_fields(found: list[Any]) -> list[dict[str, Any]]:
    """Every field of every section, the heading element by its tag and attributes."""
    return [vars(section) | {"el": (section.el.tag, section.el.attrs)} for section in found]


READ_BY_REGEX = {
    "references in text": "<h1 id=top>Tom &amp; Jerry</h1><p>&lt;3 &#169; &#xA9; &copy &nosuch; &amp</p>",
    "references in attributes": (
        '<h2 id="a&amp;b">T<a class="head&#108;ink" href="#a&amp;b">¶</a></h2>'
        '<div class="lineno&#100;iv"><p>1</p></div><p title="&quot;x&quot;">kept</p>'
    ),
    "script and style holding markup": (
        '<h1 id="s">S</h1><p>a</p><script>if (a < b && c > d) { x = "</p><h2 id=no>"; }</script>'
        "<style>p > a::before { content: '<'; }</style><p>b</p><SCRIPT type=module>x</ScRiPt >"
        "<p>c</p><script/><p>d</p>"
    ),
    "comments, declarations and instructions": (
        '<!doctype html><?xml version="1.0"?><!bogus><h1 id=c>C</h1><!-- <h2 id="x">no heading</h2> -->'
        "<p>a<!---->b<!-- -- spaced --  >c</p><!>"
    ),
    "upper-case tags and attributes": '<H2 ID="Upper" Class=x>Title</H2><P>text</P><Pre><CODE>a\n b</CODE></PRE>',
    "unquoted and valueless attributes": (
        "<h2 id=plain class=x>Plain</h2><div data-search-exclude><p>hidden</p></div><input disabled/>"
        '<a href=x/>link</a><p title=\'single "quoted"\' hidden>shown</p><br/><img src=a.png alt="">'
    ),
    "a stray < in text": "<p>1 < 2, 3 <= 4, a <- b, <3, <</p><p>  <  </p><p>\n<\n</p>x <",
    "end tags with spaces and attributes of their own": "<p>a</p ><ul><li>b</ li></ul>",
    "text before any heading and headings inside elements": (
        "intro <em>text</em><div><h2 id=in>In</h2><p>x</p></div><p>after</p>"
        "<section><div><h3 id=deep>Deep</h3></div></section>tail"
    ),
    "elements holding only text": (
        "<h1 id=e>E</h1><table><tr><td>1 &amp; 2</td><td></td><TD class=x>3</TD></tr></table><code>c</code>"
        '<p><a class="headerlink" href="#e">#</a><span>&lt;</span></p><script>a &amp;&amp; b</script>'
        "<style>p{}</style><br>x</br><span\tclass=y>tab</span>"
    ),
    "kept elements holding only spaces": "<h1 id=k>K</h1><ul><li> </li><li>item <sup>2</sup></li></ul><p>  </p>",
}

READ_BY_HTMLPARSER = {
    "a page ending inside a start tag": ('<p>text</p><a href="x', '<a href="x'),
    "a page ending inside a heading's start tag": ("<p>text</p><h2 id=end", "<h2 id=end"),
    "a page ending inside an end tag": ("<p>text</p></p", "</p"),
    "a page ending inside a comment": ("<p>t</p><!-- open", "<!-- open"),
    "an attribute with no space before it": ('<p>a</p><a b="c"d="e">x</a>', '<a b="c"d="e">x</a>'),
    "a value after two equals signs": ("<p>a</p><a b==c>x</a>", "<a b==c>x</a>"),
    "an attribute with an empty unquoted value": (
        "<p>a</p><img src=a.png alt=><p>b</p>",
        "<img src=a.png alt=><p>b</p>",
    ),
    "a marked section": ("<p>a</p><![CDATA[x]]><p>b</p>", "<![CDATA[x]]><p>b</p>"),
    "an empty end tag": ("<p>a</>b</p>", "</>b</p>"),
}


@pytest.mark.parametrize("html", READ_BY_REGEX.values(), ids=READ_BY_REGEX.keys())
def test_the_regular_expression_reads_what_htmlparser_reads(html: str) -> None:
    tokens, done = read_by_regex(html)
    assert tokens == read_by_htmlparser(html)
    assert done == len(html)
    assert section_fields(sections(html)) == plugin_sections(html)


@pytest.mark.parametrize(("html", "rest"), READ_BY_HTMLPARSER.values(), ids=READ_BY_HTMLPARSER.keys())
def test_markup_the_regular_expression_does_not_know_is_read_by_htmlparser(html: str, rest: str) -> None:
    tokens, done = read_by_regex(html)
    assert tokens == read_by_htmlparser(html)
    assert html[done:] == rest
    assert section_fields(sections(html)) == plugin_sections(html)


def test_an_unclosed_script_hides_the_rest_of_the_page() -> None:
    html = '<h1 id=u>U</h1><p>a</p><script>var p = "<p>";<h2 id=lost>Lost</h2>'
    tokens, done = read_by_regex(html)
    assert tokens == read_by_htmlparser(html)
    assert ("start", "h2", {"id": "lost"}) not in tokens
    assert done == len(html)


EXAMPLES = budget(everyday=200, thorough=3000)
FRAGMENTS = st.sampled_from(
    [
        "<", ">", "/", "=", '"', "'", " ", "\n", "!", "-", "?", "&", ";", "amp", "#169", "a", "p", "h2", "pre",
        "script", "STYLE", " id=", " class=", "headerlink", "data-search-exclude", "<p>", "</p>", "<h2 id=x>",
        "</h2>", "<!--", "-->", "<script>", "</script>", "<a class=headerlink>", "</a>", "<br/>", "text",
        "<div data-search-exclude>", "<div>", "</div>",
    ]
)  # fmt: skip


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(FRAGMENTS, max_size=40).map("".join))
def test_any_markup_gives_htmlparsers_tokens_and_the_plugins_sections(html: str) -> None:
    assert read_by_regex(html)[0] == read_by_htmlparser(html)
    assert outcome(lambda: section_fields(sections(html))) == outcome(lambda: plugin_sections(html))


def outcome(divide: Callable[[], list[dict[str, Any]]]) -> list[dict[str, Any]] | str:
    """The sections, or the error: the plugin fails on the end of a kept element whose start it skipped (an
    excluded element's tag ended inside it and so ended the exclusion)."""
    try:
        return divide()
    except ValueError as error:
        return f"ValueError: {error}"


def test_markup_the_plugin_fails_on_fails_the_same_way() -> None:
    html = "<div data-search-exclude><p><div></div>x</p></div>"
    assert outcome(lambda: section_fields(sections(html))) == outcome(lambda: plugin_sections(html))
    assert outcome(lambda: plugin_sections(html)) == "ValueError: '<p>' is not in list"
