"""The built site, served on loopback, and a headless Chromium to read it with.

The browser is Debian's Chromium driven by Playwright; Playwright's own browser downloads are
never used. ``FAWNARULES_CHROMIUM`` names it; else it is Debian's old headless shell of
Chromium (``/usr/bin/chromium-headless-shell``, package ``chromium-headless-shell``) where that
is installed, and Debian's ``chromium`` otherwise. Both draw pages with the same engine; the
shell, made for running without a screen, costs the browser tests about a quarter less of the
machine's processor time and starts in a third of the time. Where neither is installed the
browser tests are skipped with a plain reason, unless ``FAWNARULES_REQUIRE_BROWSER=1`` (set by
``.ci/run``) makes that a failure.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest

from tests.browser.tab import Screen, Tab
from tests.site_build import served

HEADLESS_SHELL, FULL_BROWSER = Path("/usr/bin/chromium-headless-shell"), Path("/usr/bin/chromium")
CHROMIUM = Path(
    os.environ.get("FAWNARULES_CHROMIUM")
    or next((browser for browser in (HEADLESS_SHELL, FULL_BROWSER) if browser.exists()), HEADLESS_SHELL)
)
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SEARCH_INDEX = "search/search_index.json"
MISSING = (
    f"Chromium is not installed at {CHROMIUM}, so the browser tests did not run "
    "(install it with: apt-get install -y chromium-headless-shell; .ci/run does this)"
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here is slow: ``make quick`` leaves them out. Those that drive the browser are marked
    ``browser``: ``make test`` leaves them to CI unless ``BROWSER=1``; the checks of the built site's files stay."""
    here = Path(__file__).parent
    for item in items:
        if item.path.parent == here:
            item.add_marker(pytest.mark.slow)
            if "browser" in getattr(item, "fixturenames", ()):
                item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """The base URL of the built site on 127.0.0.1."""
    with served(built_site) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for the whole run."""
    reason = None if find_spec("playwright") else "Playwright is not installed: pip install -e '.[test]'"
    if reason is None and not CHROMIUM.exists():
        reason = MISSING
    if reason is not None:
        if os.environ.get("FAWNARULES_REQUIRE_BROWSER") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only the browser tests need it

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def unsearched(built_site: Path) -> Callable[[Any], None]:
    """``unsearched(context)``: from then on, the context's pages get a search index with the site's search
    settings and no entries, which the theme reads without complaint.

    Every page of the site fetches the whole search index and indexes it as it loads, about a
    third of the processor time of a load; a page that is not searched need not."""
    index = json.loads((built_site / SEARCH_INDEX).read_text(encoding="utf-8"))
    no_entries = json.dumps({**index, "docs": []})

    def answer(route: Any) -> None:
        route.fulfill(body=no_entries, content_type="application/json")

    def without_entries(context: Any) -> None:
        context.route(f"**/{SEARCH_INDEX}", answer)

    return without_entries


@pytest.fixture(scope="session")
def new_context(browser: Any, unsearched: Callable[[Any], None]) -> Callable[..., Any]:
    """``new_context(search=False, **options)``: a browser context of its own, made with Playwright's options.

    Only a context made with ``search=True`` gets the site's whole search index; the others are
    ``unsearched``."""

    def open_context(*, search: bool = False, **options: Any) -> Any:
        context = browser.new_context(**options)
        if not search:
            unsearched(context)
        return context

    return open_context


@pytest.fixture(scope="session")
def screens(new_context: Callable[..., Any], site_url: str) -> Iterator[Screen]:
    """One page per kind of screen for the whole run, each test starting with its errors cleared
    and its window at the size it asked for.

    Every test loads the page it reads, and nothing a test does outlives that load but the
    window size (set again here), so the page of each kind is kept rather than a context made
    per test. A test that needs its own settings (a sub-folder host, a script run before
    the page's own) opens its own context. Only a page made with ``search=True`` reads the
    site's whole search index (see ``new_context``)."""
    tabs: dict[tuple[int, bool, bool, bool], Tab] = {}

    def screen(width: int, height: int = 900, *, phone: bool = False, dark: bool = False, search: bool = False) -> Tab:
        kind = (width, phone, dark, search)
        if kind not in tabs:
            context = new_context(
                search=search,
                viewport={"width": width, "height": height},
                is_mobile=phone,
                has_touch=phone,
                color_scheme="dark" if dark else "light",
            )
            tabs[kind] = Tab(context.new_page(), site_url)
        tab = tabs[kind]
        tab.errors.clear()
        tab.page.set_viewport_size({"width": width, "height": height})
        return tab

    yield screen
    for tab in tabs.values():
        tab.page.context.close()


@pytest.fixture
def tab(screens: Screen) -> Tab:
    """A desktop-sized page."""
    return screens(1280)


@pytest.fixture
def phone(screens: Screen) -> Tab:
    """A page the size of a small phone."""
    return screens(360, 740, phone=True)


@pytest.fixture
def searching_tab(screens: Screen) -> Tab:
    """A desktop-sized page whose site search reads the whole index."""
    return screens(1280, search=True)
