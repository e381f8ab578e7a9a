"""Worked-example cards in a real browser: they fit the page on a desktop and on a phone."""

from __future__ import annotations

import pytest

from tests.browser.tab import Tab

PAGES_WITH_CARDS = [
    "reactions/examples.html",
    "fawnalore/window.html",
    "awoudan/reactions.html",
    "grand_archive/event.html",
    "falchion/round.html",
    "falchion/walkthrough.html",
    "fawnalore/damage.html",
]
"""Rules pages whose examples are cards: one per rulebook, the Falchion walkthrough and Fawnalore's damage page."""

WIDTHS = [1280, 390]

LAYOUT = """() => [...document.querySelectorAll('.fr-card, .fr-card *')].map(element => {
  const box = element.getBoundingClientRect();
  return [element.tagName, box.left, box.width, box.height, element.scrollWidth];
})"""
"""Where every card and everything in it is drawn."""

FIT = """() => {
  const cards = [...document.querySelectorAll('.fr-card')];
  const clipped = cards.filter(card => {
    const box = card.getBoundingClientRect();
    const spills = [...card.querySelectorAll('*')].some(inner => inner.getBoundingClientRect().right > box.right + 1);
    return card.scrollWidth > card.clientWidth + 1 || box.left < 0 || box.right > innerWidth || spills;
  });
  return {
    pageWidth: document.documentElement.scrollWidth,
    viewport: innerWidth,
    cards: cards.length,
    clipped: clipped.map(card => card.querySelector('.fr-card-title')?.textContent),
    preformatted: cards.filter(card => card.querySelector('pre')).length,
  };
}"""


@pytest.mark.parametrize("path", PAGES_WITH_CARDS)
def test_cards_fit_the_page_without_sideways_scrolling(tab: Tab, path: str) -> None:
    # One load per page: the loaded page made narrower lays its cards out as a fresh load at that width does.
    tab.open(path)
    for width in WIDTHS:
        tab.page.set_viewport_size({"width": width, "height": 900})
        fit = tab.page.evaluate(FIT)
        assert fit["cards"] > 0, f"{path} draws no example card"
        assert fit["pageWidth"] <= fit["viewport"], f"{path} scrolls sideways at {width} px: {fit}"
        assert fit["clipped"] == [], f"{path} clips these cards at {width} px: {fit['clipped']}"
        assert fit["preformatted"] == 0
    assert tab.errors == []


def test_a_loaded_page_made_narrower_lays_out_its_cards_as_a_fresh_load_at_that_width(tab: Tab) -> None:
    narrow, wide = WIDTHS[-1], WIDTHS[0]
    tab.page.set_viewport_size({"width": narrow, "height": 900})
    tab.open(PAGES_WITH_CARDS[0])
    fresh = tab.page.evaluate(LAYOUT)
    tab.page.set_viewport_size({"width": wide, "height": 900})
    tab.open(PAGES_WITH_CARDS[0])
    tab.page.set_viewport_size({"width": narrow, "height": 900})
    assert fresh
    assert tab.page.evaluate(LAYOUT) == fresh
