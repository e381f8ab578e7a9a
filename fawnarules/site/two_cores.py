"""A full ``mkdocs build`` on two cores: a forked copy of the build takes the back of a list of pages while the
build works on the front (:class:`~fawnarules.site.shared_work.SharedWork`), in two steps, one after the other.

* **Rendering the pages' Markdown.** The copy renders its pages as the build does, which keeps them
  in the render cache (:mod:`fawnarules.site.render_cache`); the build finds them there.
* **Writing the pages through the theme's templates.** The copy writes its pages into the site. The
  build draws a page the copy took with an empty template (``theme/main.html`` extends
  ``written-elsewhere.html`` when the page context says ``written_elsewhere``), so it writes nothing
  for it (nor says, as MkDocs would, that it skipped the page), and once the copy has ended it
  writes every page the copy did not: one that raised, which then raises in the build, or one
  that warned, which then warns in the build.

The feature files are parsed the same way before either step (:func:`fawnarules.site.sources.parse_ahead`).
The site is the same byte for byte on one process or two. Like the site hook, this module knows
MkDocs: it takes a page through the build's own steps.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from jinja2 import Environment
from mkdocs.commands import build as mkdocs_build
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from fawnarules.site.shared_work import SharedWork

BUILD_LOG = logging.getLogger("mkdocs.commands.build")
SKIPPED = "Page skipped: '{}'. Generated empty output."
"""What MkDocs says of a page it wrote nothing for, as of MkDocs 1.6."""


def builds_on_two_processes(command: str, dirty: bool) -> bool:
    """Whether a build shares its work with a forked copy of itself: a full ``mkdocs build`` on two cores."""
    return command == "build" and not dirty and site_processes() > 1 and hasattr(os, "fork")


def site_processes() -> int:
    """How many processes build the site: ``FAWNARULES_SITE_PROCESSES``, or 2 on a machine with two cores or more."""
    wanted = os.environ.get("FAWNARULES_SITE_PROCESSES", "")
    if wanted.strip().isdigit():
        return int(wanted)
    return min(2, os.cpu_count() or 1)


class PagesOnTwoCores:
    """The pages of one build, rendered and then written by the build and a forked copy of it.

    ``quiet`` runs first in each copy (to silence its logging: the build reports for itself). In a
    copy, the step it was made in is over before it began (:attr:`work` is ``None`` there), so the
    copy does every page it is given.
    """

    def __init__(self, pages: Sequence[File], quiet: Callable[[], None]) -> None:
        self.pages = list(pages)
        self.order = {file.src_uri: index for index, file in enumerate(self.pages)}
        self.quiet = quiet
        self.work: SharedWork | None = None
        self.written_elsewhere: dict[str, Page] = {}
        self.skipped_notes: set[str] = set()  # what MkDocs's log says of each of those pages, which it skips
        self.writer: Callable[[Page], None] | None = None

    def render(self, config: MkDocsConfig, files: Files) -> None:
        """Start the copy rendering pages from the back of the list."""
        self.work = SharedWork(len(self.pages), lambda index: render(self.pages[index], config, files), self.quiet)

    def takes(self, page: Page) -> bool:
        """Whether this process does ``page`` in the step under way; if the copy took it, wait for the copy to end."""
        index = self.order.get(page.file.src_uri)
        return self.work is None or index is None or self.work.take(index)

    def write(self, config: MkDocsConfig, nav: Any, env: Environment, warnings: Callable[[], int]) -> None:
        """End the rendering, and start the copy writing pages from the back of the list."""
        self.finish()
        self.writer = writer = lambda page: write(page, config, self.pages, nav, env)
        BUILD_LOG.addFilter(self.not_a_page_written_elsewhere)
        self.work = SharedWork(
            len(self.pages), lambda index: write_ahead(self.pages[index], writer, warnings), self.quiet
        )

    def leave_to_the_copy(self, page: Page) -> None:
        """Note a page the copy took, which this process draws with an empty template and does not write."""
        self.written_elsewhere[page.file.src_uri] = page
        self.skipped_notes.add(SKIPPED.format(page.file.src_uri))

    def is_written_elsewhere(self, page: Page) -> bool:
        return page.file.src_uri in self.written_elsewhere

    def not_a_page_written_elsewhere(self, record: logging.LogRecord) -> bool:
        """Whether a record of MkDocs's log is other than its note that it skipped a page the copy writes."""
        return record.getMessage() not in self.skipped_notes

    def write_left(self) -> None:
        """Once the copy has ended, write each page it took but did not write."""
        self.finish()
        left = [page for page in self.written_elsewhere.values() if not Path(page.file.abs_dest_path).exists()]
        self.written_elsewhere, self.skipped_notes = {}, set()
        for page in left:
            if self.writer is not None:
                self.writer(page)

    def finish(self) -> None:
        """Wait for the copy, if it still runs; from then on this process does every page."""
        BUILD_LOG.removeFilter(self.not_a_page_written_elsewhere)
        if self.work is not None:
            self.work.finish()
            self.work = None


def render(file: File, config: MkDocsConfig, files: Files) -> None:
    """Render a page as the build does, which keeps it in the render cache."""
    page = file.page or Page(None, file, config)
    page = config.plugins.on_pre_page(page, config=config, files=files)
    page.read_source(config)
    page.markdown = config.plugins.on_page_markdown(page.markdown or "", page=page, config=config, files=files)
    page.render(config, files)
    config.plugins.on_page_content(page.content or "", page=page, config=config, files=files)


def write_ahead(file: File, writer: Callable[[Page], None], warnings: Callable[[], int]) -> None:
    """In the copy: write a page with ``writer``; one that warned (``warnings`` counts) is removed again."""
    before = warnings()
    if file.page is not None:
        writer(file.page)
    if warnings() != before:
        Path(file.abs_dest_path).unlink(missing_ok=True)


def write(page: Page, config: MkDocsConfig, pages: list[File], nav: Any, env: Environment) -> None:
    """A page through the theme's templates into the site, as the build writes it (``pages``: those it writes)."""
    mkdocs_build._build_page(page, config, pages, nav, env)
