"""The built site as files: light pages, relative links, and every generated page present.

These need no browser, only the build the browser tests share.
"""

from __future__ import annotations

import re
from pathlib import Path

from fawnarules.conformance.replay import published_site
from fawnarules.site.spec_figures import FIGURE
from tests.site_build import ROOT

MAX_PAGE_BYTES = 300_000
"""Every page, a printable edition too: it holds a rulebook's chapters of rules with their pictures and worked
examples, and leaves to the site what paper cannot use (fawnarules/site/printable.py)."""
ABSOLUTE_LINK = re.compile(r"""(?:href|src)="/(?!/)""")


def test_no_page_is_heavier_than_300_kb_not_even_a_printable_edition(built_site: Path) -> None:
    heavy = {
        page.relative_to(built_site).as_posix(): page.stat().st_size
        for page in built_site.rglob("*.html")
        if page.stat().st_size > MAX_PAGE_BYTES
    }
    assert heavy == {}


def test_no_page_shows_a_figure_name_the_build_left_unfilled(built_site: Path) -> None:
    # A {{name}} that names no figure, a typo in a page or in docs/includes/, is left as written; {{...}} is prose.
    unfilled = {
        page.relative_to(built_site).as_posix(): names
        for page in built_site.rglob("*.html")
        if (names := [name for name in FIGURE.findall(page.read_text(encoding="utf-8")) if name.strip(".")])
    }
    assert unfilled == {}


def test_every_link_is_relative_so_the_site_works_from_any_folder(built_site: Path) -> None:
    # 404.html is the one exception: a host shows it at any address, so its links start at the root.
    absolute = [
        page.relative_to(built_site).as_posix()
        for page in built_site.rglob("*.html")
        if page.name != "404.html" and ABSOLUTE_LINK.search(page.read_text(encoding="utf-8"))
    ]
    assert absolute == []


def test_canonical_links_and_the_sitemap_give_the_published_address_while_page_links_stay_relative(
    built_site: Path,
) -> None:
    site = published_site()
    page = (built_site / "falchion" / "actions.html").read_text(encoding="utf-8")
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    assert site.startswith("https://")
    assert f'<link rel="canonical" href="{site}falchion/actions.html">' in page
    assert f"<loc>{site}falchion/actions.html</loc>" in sitemap
    assert site not in page.replace(f'<link rel="canonical" href="{site}falchion/actions.html">', "")


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


def test_pictures_need_no_network_nor_a_script(built_site: Path) -> None:
    home = (built_site / "index.html").read_text(encoding="utf-8")
    assert "fonts.googleapis.com" not in home
    assert "mermaid" not in home
    assert not (built_site / "javascripts/vendor").exists()


RULES_PAGE_LINK = re.compile(r'Rules page: <a href="(?P<href>[^"]+)">(?P<name>.*?)</a>')
PAGE_TITLE = re.compile(r'<h1[^>]*>(?P<title>.*?)<a class="headerlink"', re.DOTALL)


def test_every_spec_page_names_its_rules_page_by_that_pages_title(built_site: Path) -> None:
    spec_pages = sorted((built_site / "spec").rglob("*.html"))
    misnamed: dict[str, str | None] = {}
    for spec_page in spec_pages:
        link = RULES_PAGE_LINK.search(spec_page.read_text(encoding="utf-8"))
        heading = link and PAGE_TITLE.search((spec_page.parent / link["href"]).read_text(encoding="utf-8"))
        if link is None or heading is None or link["name"] != heading["title"]:
            misnamed[spec_page.relative_to(built_site).as_posix()] = link and link["name"]
    assert len(spec_pages) == len(list((ROOT / "features").rglob("*.feature")))
    assert misnamed == {}


def test_the_home_page_links_every_rulebooks_quick_reference(built_site: Path) -> None:
    home = (built_site / "index.html").read_text(encoding="utf-8")
    rulebooks = [
        index.parent.name for index in (ROOT / "docs").glob("*/index.md") if (index.parent / "quick.md").exists()
    ]
    assert len(rulebooks) == 5
    assert all(f'href="{name}/quick.html">Quick reference</a>' in home for name in rulebooks)
