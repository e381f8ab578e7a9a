"""From a case to its scenario on the site, and to the one command that replays it.

A case ID is the anchor of its scenario on the spec page of its chapter, outline rows
included, so ``<site>/spec/<ruleset>/<chapter>.html#<case ID>`` opens the scenario.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from urllib.parse import quote

from fawnarules.sources.case import Case

LOCAL_SITE = "http://127.0.0.1:8000/"
"""Where ``make serve`` serves the site."""


def spec_page(source: str) -> str:
    """The spec page of a case's source, ``features/<ruleset>/<chapter>.feature:<line>``, relative to the
    site root: ``spec/<ruleset>/<chapter>.html``."""
    feature = PurePosixPath(source.rpartition(":")[0])
    return f"spec/{feature.parent.name}/{feature.stem}.html"


def case_anchor(case_id: str) -> str:
    """The case ID as a URL fragment (IDs are slugs, so it reads as the ID itself)."""
    return quote(case_id, safe="/.-_~")


def case_url(case: Case, site: str = LOCAL_SITE) -> str:
    """The address of the case's scenario on the site whose root is ``site``."""
    return f"{site.rstrip('/')}/{spec_page(case.source)}#{case_anchor(case.id)}"


@dataclass(frozen=True)
class Replay:
    """How this check was started, so that each case can be replayed alone."""

    engine: str
    cases: Path | None = None
    site: str = LOCAL_SITE

    def command(self, case: Case) -> str:
        """The one-line command that checks ``case`` alone against the same engine."""
        words = ["fawnarules", "check", "--engine", self.engine]
        if self.cases is not None:
            words += ["--cases", str(self.cases)]
        return shlex.join([*words, "--case", case.id])

    def url(self, case: Case) -> str:
        """The case's scenario on the site."""
        return case_url(case, self.site)
