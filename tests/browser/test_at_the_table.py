"""What a reader at the table meets in a real browser: rule links that preview themselves, quick references
that print on two sheets, pictures that show with their page."""

from __future__ import annotations

import pytest

from tests.browser.tab import Screen

LINKED_RULE = "article a[href$='cards.html#falchion.cards.total']"


@pytest.mark.parametrize(("width", "dark"), [(1280, False), (1280, True), (390, False), (390, True)])
def test_a_rule_link_previews_the_rule_in_place(screens: Screen, width: int, dark: bool) -> None:
    phone = width < 500
    tab = screens(width, 844, phone=phone, dark=dark)
    page = tab.open("falchion/round.html")
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
