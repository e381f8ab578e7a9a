"""The built site as files: light pages, relative links, and every generated page present.

These need no browser, only the build the browser tests share.
"""

from __future__ import annotations

import re
from pathlib import Path

from fawnarules.site.search_sections import SectionSplitter, read, sections
from tests.site_build import ROOT
from tests.test_search_sections import plugin_sections, section_fields

MAX_PAGE_BYTES = 300_000
MAX_PRINT_BYTES = 500_000
"""A printable edition holds every chapter of a rulebook with all its worked-example cards on one
page, opened on purpose for paper or offline reading; it has a budget of its own."""
PRINT_PAGE = "print.html"
ABSOLUTE_LINK = re.compile(r"""(?:href|src)="/(?!/)""")


def test_no_page_is_heavier_than_300_kb_nor_a_printable_edition_than_500_kb(built_site: Path) -> None:
    heavy = {
        page.relative_to(built_site).as_posix(): page.stat().st_size
        for page in built_site.rglob("*.html")
        if page.stat().st_size > (MAX_PRINT_BYTES if page.name == PRINT_PAGE else MAX_PAGE_BYTES)
    }
    assert heavy == {}


def test_every_link_is_relative_so_the_site_works_from_any_folder(built_site: Path) -> None:
    # 404.html is the one exception: a host shows it at any address, so its links start at the root.
    absolute = [
        page.relative_to(built_site).as_posix()
        for page in built_site.rglob("*.html")
        if page.name != "404.html" and ABSOLUTE_LINK.search(page.read_text(encoding="utf-8"))
    ]
    assert absolute == []


def test_every_rulebook_has_a_printable_edition_and_the_indexes_exist(built_site: Path) -> None:
    rulebooks = [
        index.parent.name
        for index in (ROOT / "docs").glob("*/index.md")
        if (ROOT / "features" / index.parent.name).is_dir()
    ]
    for name in rulebooks:
        assert (built_site / name / "print.html").is_file()
    assert (built_site / "rules.html").is_file()
    assert (built_site / "clarifications.html").is_file()


def test_diagrams_need_no_network(built_site: Path) -> None:
    assert (built_site / "javascripts/vendor/mermaid.min.js").is_file()
    assert "fonts.googleapis.com" not in (built_site / "index.html").read_text(encoding="utf-8")


def test_every_page_has_the_search_plugins_own_sections_read_by_one_regular_expression(built_site: Path) -> None:
    pages = sorted(built_site.rglob("*.html"))
    for page in pages:
        html = page.read_text(encoding="utf-8")
        assert section_fields(sections(html)) == plugin_sections(html), page
        assert read(html, SectionSplitter()) == len(html), f"{page}: HTMLParser read the end of the page"
    assert len(pages) > 100
