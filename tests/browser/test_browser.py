"""The built site in a real browser: what a reader sees and clicks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser.tab import Tab
from tests.site_build import ROOT

PAGES_TO_FIT = [
    "index.html",
    "rules.html",
    "clarifications.html",
    "reactions/defense.html",
    "spec/reactions/defense.html",
    "awoudan/print.html",
]


def test_the_home_page_loads_without_console_errors_and_shows_a_card_per_rulebook(tab: Tab) -> None:
    page = tab.open("index.html")
    page.wait_for_load_state("networkidle")
    rulebooks = sorted(path.parent.name for path in (ROOT / "docs").glob("*/index.md"))
    cards = page.locator(".fr-rulebooks > ul > li")
    assert cards.count() >= 1
    assert cards.count() <= len(rulebooks)
    assert "reactions" in (cards.first.locator("a").first.get_attribute("href") or "")
    assert tab.errors == []


def test_a_grid_picture_is_drawn(tab: Tab) -> None:
    path = "awoudan/areas.html"  # its grid blocks are counted in tests/test_awoudan_grid.py
    page = tab.open(path)
    assert page.locator("code.language-grid, .language-grid code").count() == 0, (
        f"{path}: a grid block was shown as text"
    )
    # The grid fence draws its picture as an SVG of cells inside a figure.
    picture = page.locator("article figure.fr-diagram svg.fr-diagram-svg").first
    assert picture.count() == 1, f"{path} has a ```grid block but no diagram picture"
    assert picture.locator(".fr-cell").count() > 0, f"{path}: the diagram picture has no cells"
    picture.wait_for(state="visible", timeout=10_000)
    box = picture.bounding_box()
    assert box is not None
    assert box["width"] > 20
    assert box["height"] > 20
    assert tab.errors == []


def test_the_rule_index_filters_by_rulebook_and_by_words_after_instant_navigation(tab: Tab) -> None:
    page = tab.open("index.html")
    page.locator("article a[href$='rules.html']").first.click()
    page.wait_for_url(re.compile(r"rules\.html$"))
    buttons = page.locator(".fr-filter-buttons button")
    buttons.first.wait_for(state="visible")
    assert buttons.count() == 1 + page.locator(".fr-ruleset").count()
    buttons.nth(1).click()
    assert page.locator(".fr-ruleset:visible").count() == 1
    page.locator(".fr-filter-box").fill("dodge")
    rows = page.locator(".fr-ruleset:visible tbody tr")
    visible = [row.inner_text().lower() for row in rows.all() if row.is_visible()]
    assert visible
    assert all("dodge" in text for text in visible)
    assert len(visible) < rows.count()
    assert tab.errors == []


@pytest.mark.parametrize("path", PAGES_TO_FIT)
def test_a_phone_sized_screen_has_no_sideways_scrolling(phone: Tab, path: str) -> None:
    page = phone.open(path)
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"{path} is {width[0]} px wide on a {width[1]} px screen"


def test_opened_from_disk_the_diagrams_and_the_filter_still_work(tab: Tab, built_site: Path) -> None:
    page = tab.page
    page.goto((built_site / "reactions/index.html").as_uri())
    page.locator("figure.fr-flow").first.wait_for(state="visible")
    page.goto((built_site / "rules.html").as_uri())
    page.locator(".fr-filter-buttons button").first.wait_for(state="visible")
    assert tab.errors == []
