"""Worked-example cards in a real browser: they fit the page on a desktop and on a phone."""

from __future__ import annotations

import pytest

from tests.browser.tab import Screen, Tab

PAGES_WITH_CARDS = [
    "reactions/examples.html",
    "fawnalore/window.html",
    "awoudan/reactions.html",
    "grand_archive/event.html",
    "falchion/round.html",
]
"""One rules page per rulebook whose examples are cards."""

WIDTHS = [1280, 390]

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


@pytest.fixture(params=WIDTHS, ids=lambda width: f"{width}px")
def sized_tab(request: pytest.FixtureRequest, screens: Screen) -> Tab:
    """A page at a desktop width and at the width of a phone."""
    return screens(request.param)


@pytest.mark.parametrize("path", PAGES_WITH_CARDS)
def test_cards_fit_the_page_without_sideways_scrolling(sized_tab: Tab, path: str) -> None:
    sized_tab.open(path)
    fit = sized_tab.page.evaluate(FIT)
    assert fit["cards"] > 0, f"{path} draws no example card"
    assert fit["pageWidth"] <= fit["viewport"], f"{path} scrolls sideways: {fit}"
    assert fit["clipped"] == [], f"{path} clips these cards: {fit['clipped']}"
    assert fit["preformatted"] == 0
    assert sized_tab.errors == []
