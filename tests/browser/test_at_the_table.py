"""What a reader at the table meets in a real browser: rule links that preview themselves, quick references
that print on two sheets, pictures that show with their page."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from tests.browser.tab import Screen

LINKED_RULE = "article a[href$='cards.html#falchion.cards.total']"


@pytest.mark.parametrize(("width", "dark"), [(1280, False), (1280, True), (390, False), (390, True)])
def test_a_rule_link_previews_the_rule_in_place_in_the_palette_the_reader_prefers(
    screens: Screen, width: int, dark: bool
) -> None:
    phone = width < 500
    tab = screens(width, 844, phone=phone, dark=dark)
    page = tab.open("falchion/round.html")
    assert page.locator("body").get_attribute("data-md-color-scheme") == ("slate" if dark else "default")
    link = page.locator(LINKED_RULE).first
    link.scroll_into_view_if_needed()
    if phone:
        link.tap()
    else:
        link.hover()
    preview = page.locator(".fr-preview")
    preview.wait_for(state="visible")
    assert preview.locator(".fr-preview-title").inner_text() == "Card totals"
    assert "sum of their values" in preview.locator(".fr-preview-body").inner_text()
    assert page.url.split("#")[0].endswith("falchion/round.html"), "the link was followed"
    box = preview.bounding_box()
    assert box is not None
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= width
    if phone:
        assert preview.locator(".fr-preview-more a").count() == 1
        page.locator("h1").first.tap()
    else:
        page.mouse.move(0, 0)
    preview.wait_for(state="detached")
    assert tab.errors == []


RULEBOOKS = ["reactions", "fawnalore", "awoudan", "grand_archive", "falchion"]
PDF_PAGE = re.compile(rb"/Type\s*/Page\b")


@pytest.mark.parametrize("rulebook", RULEBOOKS)
def test_a_quick_reference_prints_on_at_most_two_a4_pages(screens: Screen, rulebook: str) -> None:
    tab = screens(1280)
    page = tab.open(f"{rulebook}/quick.html")
    assert page.locator("h1.fr-quick").count() == 1
    pages = len(PDF_PAGE.findall(page.pdf(format="A4")))
    assert 1 <= pages <= 2, f"{rulebook}'s quick reference prints on {pages} A4 pages"


FLOW_WORD_SIZES = """() => [...document.querySelectorAll('.fr-flow-box, .fr-flow-branches li')]
    .map(element => parseFloat(getComputedStyle(element).fontSize))"""


@pytest.mark.parametrize(("width", "dark"), [(1280, False), (390, True)])
def test_every_flowchart_is_drawn_before_any_script_runs_shows_no_source_and_its_words_fit_a_phone(
    new_context: Callable[..., Any], site_url: str, width: int, dark: bool
) -> None:
    context = new_context(
        viewport={"width": width, "height": 844},
        java_script_enabled=False,
        color_scheme="dark" if dark else "light",
    )
    page = context.new_page()
    try:
        for rulebook in RULEBOOKS:
            page.goto(f"{site_url}{rulebook}/index.html", wait_until="commit")
            page.wait_for_load_state("domcontentloaded")
            flow = page.locator("figure.fr-flow").first
            flow.scroll_into_view_if_needed()
            assert flow.is_visible(), rulebook
            assert page.locator("pre.mermaid, code.language-flow, code.language-mermaid").count() == 0
            assert "flowchart" not in page.locator("article").inner_text()
            box = flow.bounding_box()
            assert box is not None
            assert box["width"] <= width
            sizes = page.evaluate(FLOW_WORD_SIZES)
            assert min(sizes) >= 12, f"a flow's words are {min(sizes)} px at {width} px on {rulebook}/index.html"
    finally:
        context.close()


RULES_PAGES = ["reactions/defense.html", "falchion/checks.html", "awoudan/attacks.html"]


@pytest.mark.parametrize("path", RULES_PAGES)
@pytest.mark.parametrize(("width", "dark"), [(1280, False), (1280, True), (390, False), (390, True)])
def test_a_rules_pages_first_screen_shows_rule_text(screens: Screen, path: str, width: int, dark: bool) -> None:
    tab = screens(width, 844, phone=width < 500, dark=dark)
    page = tab.open(path)
    first_screen: list[str] = page.evaluate(
        """() => [...document.querySelectorAll("article p, article li")]
            .filter(p => !p.closest("details, .fr-card, figure, nav") && !p.className)
            .filter(p => { const box = p.getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight; })
            .map(p => p.innerText)"""
    )
    assert sum(len(text) for text in first_screen) >= 150, f"{path} at {width} px: {first_screen}"


def test_a_glossary_link_previews_the_term_with_each_rulebooks_meaning(screens: Screen) -> None:
    tab = screens(390, 844, phone=True)
    page = tab.open("falchion/quick.html")
    link = page.locator("article a[href$='glossary.html#term-advantage']").first
    link.scroll_into_view_if_needed()
    link.tap()
    preview = page.locator(".fr-preview")
    preview.wait_for(state="visible")
    assert preview.locator(".fr-preview-title").inner_text() == "Advantage"
    meanings = preview.locator(".fr-preview-body dd").all_inner_texts()
    assert len(meanings) == 2
    assert any("d20" in meaning for meaning in meanings)
    assert any("d12" in meaning for meaning in meanings)
    assert tab.errors == []


@pytest.mark.parametrize("dark", [False, True])
def test_a_quick_references_tables_fit_a_phone_without_scrolling(screens: Screen, dark: bool) -> None:
    tab = screens(390, 844, phone=True, dark=dark)
    for rulebook in RULEBOOKS:
        page = tab.open(f"{rulebook}/quick.html")
        widths = page.evaluate("() => [...document.querySelectorAll('article table')].map(t => t.scrollWidth)")
        assert widths
        assert max(widths) <= 390, f"{rulebook}'s quick reference has a table {max(widths)} px wide"


def test_a_rule_link_reached_with_the_keyboard_previews_the_rule_until_focus_moves_on(screens: Screen) -> None:
    tab = screens(1280)
    page = tab.open("falchion/round.html")
    link = page.locator(LINKED_RULE).first
    link.focus()
    preview = page.locator(".fr-preview")
    preview.wait_for(state="visible")
    assert preview.locator(".fr-preview-title").inner_text() == "Card totals"
    page.keyboard.press("Escape")
    preview.wait_for(state="detached")
    link.blur()
    link.focus()
    preview.wait_for(state="visible")
    link.blur()
    preview.wait_for(state="detached")
    assert tab.errors == []
