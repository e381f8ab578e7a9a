"""A reader's paths in a real browser: search by the reader's own words, the live preview, the "not found" page."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.request import urlopen

import pytest
import yaml

from fawnarules.conformance.replay import published_site
from tests.browser.tab import Screen, Tab
from tests.site_build import ROOT, QuietHandler, served

SUB_FOLDER = "rules"
EDITED_PAGE = "falchion/grit.md"
LIVE_PAGE = "reactions/defense.md"
LIVE_RELOAD_SECONDS = 2.0
"""How soon after a save the open page shows the edit, under ``mkdocs serve`` on a quiet machine."""


def test_searching_a_readers_word_finds_the_worked_example_and_lands_on_the_rule_naming_its_rulebook(
    searching_tab: Tab,
) -> None:
    page = searching_tab.search("critical")
    rule = page.locator(".md-search-result__list a[href*='#falchion.checks.crits-and-botches']").first
    rule.wait_for(state="attached")
    examples = page.locator(".md-search-result__list a[href*='reactions/examples.html']")
    examples.first.wait_for(state="attached")
    found = [(link.get_attribute("href") or "", link.inner_text().lower()) for link in examples.all()]
    assert any(href.endswith("#reactions.examples.critical-attack") and "critical" in text for href, text in found), (
        found
    )
    tags = page.locator(".md-search-result__list a[href*='falchion/checks.html'] .md-tag").all_inner_texts()
    assert "Falchion" in tags
    page.evaluate("link => link.click()", rule.element_handle())
    page.wait_for_url(re.compile(r"falchion/checks\.html"))
    heading = page.locator("[id='falchion.checks.crits-and-botches']")
    heading.wait_for(state="visible")
    assert heading.inner_text().startswith("Crits and botches")
    assert searching_tab.errors == []


def test_the_content_policy_lets_the_site_work_and_blocks_nothing_of_its_own(
    new_context: Callable[..., Any], unsearched: Callable[[Any], None], site_url: str
) -> None:
    context = new_context(search=True, viewport={"width": 1280, "height": 900})
    context.add_init_script(
        "document.addEventListener('securitypolicyviolation',"
        " e => (window.blocked = window.blocked || []).push(e.violatedDirective + ' ' + e.blockedURI))"
    )
    page = context.new_page()
    page.goto(site_url + "fawnalore/ppc.html", wait_until="networkidle")
    page.locator("figure.fr-flow").first.wait_for(state="visible")
    scheme = page.locator("body").get_attribute("data-md-color-scheme")
    page.locator("label.md-header__button[for^='__palette']:visible").first.click()
    assert page.locator("body").get_attribute("data-md-color-scheme") != scheme
    page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").press_sequentially("grit")
    page.locator(".md-search-result__list a").first.wait_for(state="attached", timeout=20_000)
    unsearched(context)  # the search ran under the policy; the next page need not index it all again
    page.goto(site_url + "fawnalore/request.html", wait_until="networkidle")
    page.locator(".tabbed-labels label").nth(1).click()
    blocked = page.evaluate("window.blocked || []")
    policy = page.locator("meta[http-equiv='Content-Security-Policy']").get_attribute("content") or ""
    context.close()
    assert blocked == []
    assert "script-src 'self' 'sha256-" in policy


class NotFoundHandler(QuietHandler):
    """A static host that answers a missing address with the site's own "not found" page, as hosts do."""

    not_found = Path()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        if code != 404:
            super().send_error(code, message, explain)
            return
        body = self.not_found.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextlib.contextmanager
def served_in_sub_folder(site: Path, folder: Path) -> Iterator[str]:
    """The site served at ``/rules/`` of a host, with its 404 page for every missing address."""
    (folder / SUB_FOLDER).symlink_to(site, target_is_directory=True)
    with served(folder, type("SiteNotFound", (NotFoundHandler,), {"not_found": site / "404.html"})) as url:
        yield f"{url}{SUB_FOLDER}/"


def failed_responses(page: Any) -> list[str]:
    """The addresses ``page`` will be answered with an error for, as it meets them."""
    failed: list[str] = []
    page.on("response", lambda response: failed.append(response.url) if response.status >= 400 else None)
    return failed


def test_under_a_sub_folder_pages_link_within_it_name_the_published_address_and_a_styled_page_says_not_found(
    browser: Any, built_site: Path, tmp_path: Path
) -> None:
    with served_in_sub_folder(built_site, tmp_path) as base:
        context = browser.new_context(viewport={"width": 390, "height": 740})
        page = context.new_page()
        failed = failed_responses(page)
        page.goto(base + "falchion/no-such-rule.html", wait_until="networkidle")
        header = page.evaluate("getComputedStyle(document.querySelector('.md-header')).position")
        home = page.evaluate("document.querySelector('article a').href")
        page.set_viewport_size({"width": 1280, "height": 900})
        page.goto(base + "falchion/actions.html", wait_until="networkidle")
        canonical = page.locator("link[rel='canonical']").get_attribute("href")
        page.locator("article p a", has_text="checks").first.click()
        page.wait_for_url(base + "falchion/checks.html")
        heading = page.locator("article h1").inner_text()
        context.close()
    assert header == "sticky", "the theme's stylesheet did not load"
    assert home == base + "index.html"
    assert canonical == published_site() + "falchion/actions.html"
    assert heading.startswith("Checks")
    assert failed == [base + "falchion/no-such-rule.html"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def project_copy(folder: Path) -> Path:
    """The docs, features and site configuration in a folder of their own, to edit freely. The site's code and
    the engines' results are the project's own, linked; the pages the project's last build kept start the
    copy's cache, as they would in a contributor's checkout."""
    shutil.copytree(ROOT / "docs", folder / "docs")
    shutil.copytree(ROOT / "features", folder / "features")
    shutil.copy(ROOT / "mkdocs.yml", folder / "mkdocs.yml")
    for linked in ("fawnarules", "examples"):
        (folder / linked).symlink_to(ROOT / linked, target_is_directory=True)
    if (ROOT / ".cache" / "site").is_dir():
        shutil.copytree(ROOT / ".cache" / "site", folder / ".cache" / "site")
    return folder / "mkdocs.yml"


def nav_titles(config: Path) -> set[str]:
    """Every title the nav of ``mkdocs.yml`` gives."""

    def walk(items: Any) -> Iterator[str]:
        for item in items:
            if isinstance(item, dict):
                for title, value in item.items():
                    yield str(title)
                    if isinstance(value, list):
                        yield from walk(value)

    return set(walk(yaml.load(config.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)["nav"]))


def wait_for_text(url: str, text: str, seconds: float) -> None:
    """Wait until ``mkdocs serve`` answers ``url`` with a page holding ``text``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), urlopen(url, timeout=5) as answer:
            if text in answer.read().decode("utf-8"):
                return
        time.sleep(0.2)
    raise AssertionError(f"mkdocs serve did not show {text!r} at {url} within {seconds:.0f} s")


def sidebar_titles(page: Any) -> list[str]:
    """The titles of the site's navigation, without the page's own table of contents folded into it."""
    texts: list[str] = page.evaluate(
        r"""() => [...document.querySelectorAll("nav.md-nav--primary .md-nav__link")]
            .filter(link => !link.closest(".md-nav--secondary"))
            .map(link => link.textContent.trim().split(/\s+/).join(" "))
            .filter(text => text)"""
    )
    return texts


@contextlib.contextmanager
def live_preview(folder: Path) -> Iterator[str]:
    """``mkdocs serve --dirty``, as ``make serve`` runs it, of a copy of the project in ``folder`` (see
    :func:`project_copy`), on a free port until the block ends; yields the base URL once the site answers."""
    config = project_copy(folder)  # after the project's own build, whose pages the preview starts from
    port = free_port()
    arguments = ["serve", "--dirty", "--no-strict", "-a", f"127.0.0.1:{port}", "-f", str(config)]
    serve = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", *arguments],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    try:
        base = f"http://127.0.0.1:{port}/"
        wait_for_text(base + "index.html", "", 180)
        yield base
    finally:
        serve.terminate()
        serve.wait(timeout=30)


def test_the_live_preview_keeps_every_sidebar_title_after_an_edit(
    new_context: Callable[..., Any], built_site: Path, tmp_path: Path
) -> None:
    context = new_context()
    with live_preview(tmp_path) as base:
        try:
            url = f"{base}{EDITED_PAGE.removesuffix('.md')}.html"
            page = context.new_page()
            page.goto(url)
            before = sidebar_titles(page)
            # Away from the preview while it rebuilds: a page of the preview reloads itself after each rebuild,
            # and such a reload would race the navigation below.
            page.goto("about:blank")
            edited = tmp_path / "docs" / EDITED_PAGE
            for edit in range(2):
                edited.write_text(edited.read_text(encoding="utf-8") + f"\nAn edit, number {edit}.\n", encoding="utf-8")
                wait_for_text(url, f"An edit, number {edit}.", 120)
            page.goto(url)
            after = sidebar_titles(page)
        finally:
            context.close()
    assert "None" not in after
    assert after == before
    assert set(after) <= nav_titles(tmp_path / "mkdocs.yml")


@pytest.mark.timed
def test_the_live_preview_shows_an_edit_of_a_rules_page_within_two_seconds_of_the_save(
    new_context: Callable[..., Any], built_site: Path, tmp_path: Path
) -> None:
    edit = "A ruling added while the page was open."
    context = new_context()
    with live_preview(tmp_path) as base:
        try:
            page = context.new_page()
            # The page asks the preview to be told of the next build as soon as it has loaded.
            with page.expect_request(lambda request: "/livereload/" in request.url):
                page.goto(f"{base}{LIVE_PAGE.removesuffix('.md')}.html")
            edited = tmp_path / "docs" / LIVE_PAGE
            edited.write_text(edited.read_text(encoding="utf-8") + f"\n{edit}\n", encoding="utf-8")
            saved = time.monotonic()
            page.wait_for_function(
                "edit => (document.querySelector('article')?.innerText ?? '').includes(edit)", arg=edit, timeout=60_000
            )
            shown = time.monotonic() - saved
        finally:
            context.close()
    assert shown < LIVE_RELOAD_SECONDS, f"the edit showed {shown:.1f} s after the save"


@pytest.mark.parametrize(
    ("words", "rule"), [("block bonus", "reactions.defense.block-bonus"), ("morale", "falchion.round.morale")]
)
@pytest.mark.parametrize(("width", "dark"), [(1280, False), (390, True)])
def test_searching_a_rules_words_lands_on_the_rule_on_a_desktop_and_a_phone(
    screens: Screen, words: str, rule: str, width: int, dark: bool
) -> None:
    tab = screens(width, 844, phone=width < 500, dark=dark, search=True)
    page = tab.search(words, phone=width < 500)
    # The results follow the words as they are typed. Each result is a page, then its sections: the first page's
    # first section is the rule.
    first = page.locator(".md-search-result__list > li").first
    first.locator(f"a[href$='#{rule}']").first.wait_for(state="visible")
    sections = [href for href in (a.get_attribute("href") or "" for a in first.locator("a").all()) if "#" in href]
    assert sections[0].endswith(f"#{rule}"), sections
    first.locator(f"a[href$='#{rule}']").first.click()
    page.wait_for_url(re.compile(re.escape(f"#{rule}") + "$"))
    heading = page.locator(f"[id='{rule}']")
    heading.wait_for(state="visible")
    assert heading.bounding_box() is not None
    assert tab.errors == []
