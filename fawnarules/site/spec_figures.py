"""The spec's figures, written into a page when the site is built rather than copied into it by hand.

A page writes ``{{cases}}`` for the number of cases of the spec, ``{{cases falchion}}`` for those of one ruleset,
``{{cases except reactions}}`` for those of every other ruleset (a walkthrough's "not claimed" figure for an engine
of one ruleset), and ``{{spec version}}`` for the spec's version as the checker names it. A new scenario changes the
figures the next time the site is built, with no other edit.
"""

from __future__ import annotations

import re
from collections import Counter

from fawnarules.conformance.corpus import CaseFile

FIGURE = re.compile(r"\{\{(?:(?P<version>spec version)|cases(?: (?P<except>except )?(?P<ruleset>[a-z_]+))?)\}\}")
"""``{{spec version}}``, ``{{cases}}``, ``{{cases <ruleset>}}`` or ``{{cases except <ruleset>}}``."""


def has_spec_figures(markdown: str) -> bool:
    """Whether the page asks for any of the spec's figures (only then are the cases read)."""
    return FIGURE.search(markdown) is not None


def fill_spec_figures(markdown: str, corpus: CaseFile) -> str:
    """``markdown`` with each figure written out; a ruleset the spec lacks counts 0."""
    by_ruleset = Counter(case.ruleset for case in corpus.cases)
    total = sum(by_ruleset.values())

    def figure(match: re.Match[str]) -> str:
        if match["version"]:
            return corpus.spec_version
        ruleset = match["ruleset"]
        if ruleset is None:
            return str(total)
        return str(total - by_ruleset[ruleset] if match["except"] else by_ruleset[ruleset])

    return FIGURE.sub(figure, markdown)
