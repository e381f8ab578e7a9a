"""From a case to its scenario on the site, and to the one command that replays it.

A case ID is the anchor of its scenario on the spec page of its chapter, outline rows
included, so ``<site>/spec/<ruleset>/<chapter>.html#<case ID>`` opens the scenario.

The published site's address is written once, as the project's ``Rules site`` address in
``pyproject.toml``; it travels in the installed package's metadata, so an installed checker
links to the published site (:func:`published_site`), and the site's build gives it to MkDocs
for the pages' canonical links and the sitemap. ``make serve``'s copy is
``http://127.0.0.1:8000/``, for ``--site-url``.
"""

from __future__ import annotations

import posixpath
import shlex
from dataclasses import dataclass, field
from functools import cache
from importlib.metadata import PackageNotFoundError, metadata
from pathlib import Path, PurePath, PurePosixPath
from urllib.parse import quote

from fawnarules.sources.case import Case

SITE_LABEL = "Rules site"
"""The label of the published site's address among the project's addresses."""


@cache
def published_site() -> str:
    """The published rules site's address, from the installed package's metadata (``""`` when unknown)."""
    try:
        addresses = metadata("fawnarules").get_all("Project-URL") or []
    except PackageNotFoundError:
        return ""
    for address in addresses:
        label, _, url = str(address).partition(",")
        if label.strip() == SITE_LABEL:
            return str(url).strip()
    return ""


def spec_page_uri(feature: PurePath) -> str:
    """Where a feature file's spec page is made on the site, relative to ``docs/``: ``features/x/y.feature`` ->
    ``spec/x/y.md``."""
    return posixpath.join("spec", *feature.parts[1:-1], feature.stem + ".md")


def spec_page(source: str) -> str:
    """The spec page of a case's source, ``features/<ruleset>/<chapter>.feature:<line>``, relative to the
    site root: ``spec/<ruleset>/<chapter>.html``."""
    return spec_page_uri(PurePosixPath(source.rpartition(":")[0])).removesuffix(".md") + ".html"


def case_anchor(case_id: str) -> str:
    """The case ID as a URL fragment (IDs are slugs, so it reads as the ID itself)."""
    return quote(case_id, safe="/.-_~")


@dataclass(frozen=True)
class Replay:
    """How this check was started, so that each case can be replayed alone and found on the site."""

    engine: str
    cases: Path | None = None
    site: str = field(default_factory=published_site)

    def command(self, case: Case) -> str:
        """The one-line command that checks ``case`` alone against the same engine."""
        words = ["fawnarules", "check", "--engine", self.engine]
        if self.cases is not None:
            words += ["--cases", str(self.cases)]
        return shlex.join([*words, "--case", case.id])

    def url(self, case: Case) -> str:
        """The case's scenario on the site, ``""`` when no site is known."""
        return f"{self.site.rstrip('/')}/{spec_page(case.source)}#{case_anchor(case.id)}" if self.site else ""

    @property
    def from_checkout(self) -> bool:
        """Whether the cases were read from a checkout's feature files, whose paths then mean something."""
        return self.cases is not None and self.cases.is_dir()
