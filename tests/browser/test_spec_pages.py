"""Spec pages an implementer can use: a case ID from ``fawnarules check`` appended to its page's address opens it.

Also: under each rule heading of a rules page, the scenarios that check it are folded and
open on a click; and no outline ``<placeholder>`` reaches any page of the built site raw.
"""

from __future__ import annotations

import html
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from fawnarules.conformance.replay import case_anchor, spec_page
from tests.any_request import project_sources, spec_cases
from tests.browser.tab import Screen, Tab

WIDTHS = (1280, 390)
SYNTAX_PAGES = ("contributing.html", "conformance")


@cache
def sample_case(kind: str) -> tuple[str, str]:
    """A plain scenario or an outline row, deep down its page, by case ID and address.

    Looked up when the test runs, not when pytest collects this file: every run collects it, browser tests or not,
    and the corpus takes a second to build."""
    cases = spec_cases()
    if kind == "scenario":
        case = next(case for case in cases if case.id.startswith("reactions.defense.block-bonus/"))
    else:
        case = next(case for case in reversed(cases) if case.id.count("/") == 2 and case.ruleset == "awoudan")
    return case.id, f"{spec_page(case.source)}#{case_anchor(case.id)}"  # as the checker's reports give it


@pytest.fixture(params=WIDTHS, ids=lambda width: f"{width}px")
def sized(request: pytest.FixtureRequest, screens: Screen) -> Tab:
    return screens(request.param, 800)


def place_in_window(page: Any, element_id: str) -> float:
    """Where the one element with this ID stands in the window: 0 at its top, 1 at its bottom."""
    target = page.locator(f'[id="{element_id}"]')
    assert target.count() == 1
    return float(target.evaluate("element => element.getBoundingClientRect().top / innerHeight"))


@pytest.mark.parametrize("kind", ["scenario", "outline-row"])
def test_a_case_id_appended_to_its_spec_page_lands_on_it(sized: Tab, site_url: str, kind: str) -> None:
    page = sized.page
    case_id, address = sample_case(kind)
    page.goto(site_url + address, wait_until="load")
    assert 0 <= place_in_window(page, case_id) < 0.5, case_id
    case = page.locator("details.fr-case", has=page.locator("code", has_text=case_id))
    assert case.count() == 1
    assert not case.locator("pre").first.is_visible()
    case.locator("summary").click()
    assert case.locator("pre").first.is_visible()
    assert '"request"' not in case.inner_text()  # the request itself, not the case record


def test_a_rule_heading_folds_its_scenarios_opens_them_on_click_and_each_scenario_links_back(
    sized: Tab, site_url: str
) -> None:
    page, rule = sized.page, "reactions.defense.block-bonus"
    page.goto(site_url + f"reactions/defense.html#{rule}", wait_until="load")
    folded = page.locator(f'details.fr-checks[data-rule="{rule}"]')
    link = folded.locator("a", has_text="Several failed blocks then a success add the block bonus once")
    assert folded.get_attribute("open") is None
    assert not link.is_visible()
    folded.locator("summary").click()
    assert folded.get_attribute("open") is not None
    assert link.is_visible()
    assert "Given" in folded.inner_text()
    anchor = (link.get_attribute("href") or "").partition("#")[2]
    link.click()
    page.wait_for_url(f"**/spec/reactions/defense.html#{anchor}")
    assert anchor.startswith(f"{rule}/several-failed-")
    page.locator(f"[id='{anchor}']").wait_for(state="visible")
    assert 0 <= place_in_window(page, anchor) < 1
    page.locator(f"xpath=//*[@id='{anchor}']/following::a[contains(@class, 'fr-back')][1]").click()
    page.wait_for_url(f"**/reactions/defense.html#{rule}")
    page.locator(f"[id='{rule}']").wait_for(state="visible")
    assert 0 <= place_in_window(page, rule) < 1
    assert sized.errors == []


def test_no_outline_placeholder_reaches_the_site_raw(built_site: Path) -> None:
    raw: set[str] = set()
    for _, feature in project_sources().features:
        for scenario in feature.scenarios:
            if scenario.is_outline:
                texts = [scenario.name, *(step.text for step in scenario.steps)]
                raw |= {html.escape(text, quote=False) for text in texts if "<" in text}
    assert len(raw) > 10
    # The contributing and checking guides write the step forms themselves: `at <path>` is meant there.
    pages = [page for page in built_site.rglob("*.html") if page.relative_to(built_site).parts[0] not in SYNTAX_PAGES]
    read = {page.relative_to(built_site): page.read_text(encoding="utf-8") for page in pages}
    found = {f"{name}: {placeholder}" for name, text in read.items() for placeholder in raw if placeholder in text}
    assert not found
