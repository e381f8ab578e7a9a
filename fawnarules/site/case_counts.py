"""The spec's case counts, written into a page when the site is built rather than copied into it by hand.

A page writes ``{{cases}}`` for the number of cases of the spec, ``{{cases falchion}}`` for those of one ruleset,
and ``{{cases except reactions}}`` for those of every other ruleset (a walkthrough's "not claimed" figure for an
engine of one ruleset). A new scenario changes the figures the next time the site is built, with no other edit.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from fawnarules.sources.case import Case

COUNT = re.compile(r"\{\{cases(?: (?P<except>except )?(?P<ruleset>[a-z_]+))?\}\}")
"""``{{cases}}``, ``{{cases <ruleset>}}`` or ``{{cases except <ruleset>}}``."""


def has_case_counts(markdown: str) -> bool:
    """Whether the page asks for any case count (only then are the cases read)."""
    return COUNT.search(markdown) is not None


def fill_case_counts(markdown: str, cases: Iterable[Case]) -> str:
    """``markdown`` with each case count written as the number; a ruleset the spec lacks counts 0."""
    by_ruleset = Counter(case.ruleset for case in cases)
    total = sum(by_ruleset.values())

    def count(match: re.Match[str]) -> str:
        ruleset = match["ruleset"]
        if ruleset is None:
            return str(total)
        return str(total - by_ruleset[ruleset] if match["except"] else by_ruleset[ruleset])

    return COUNT.sub(count, markdown)
