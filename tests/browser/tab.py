"""A browser page of the site under test."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Tab:
    """A browser page that remembers every console error and uncaught exception."""

    def __init__(self, page: Any, base_url: str) -> None:
        self.page = page
        page.set_default_timeout(10_000)
        # A long page can take a while to load on a busy machine; what the tests read is what it shows.
        page.set_default_navigation_timeout(60_000)
        self.base_url = base_url
        self.errors: list[str] = []
        page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: self.errors.append(str(error)))

    def open(self, path: str) -> Any:
        """Go to a page of the site, given by its path from the site root."""
        self.page.goto(self.base_url + path, wait_until="load")
        return self.page

    def search(self, words: str, *, phone: bool = False) -> Any:
        """Open the home page and type ``words`` into the site search once its index is loaded (on a ``phone``,
        after tapping the header's search button, as a reader there must)."""
        page = self.open("index.html")
        if phone:
            page.locator("label.md-header__button[for='__search']").tap()
        search = page.locator("input.md-search__input")
        search.click()
        page.wait_for_function(
            "() => !document.querySelector('.md-search-result__meta').textContent.includes('Initializing')",
            timeout=20_000,
        )
        search.press_sequentially(words)
        return page


Screen = Callable[..., Tab]
"""``screen(width, height=900, phone=False, dark=False, search=False)``: the run's page of that kind and size,
its errors cleared."""
