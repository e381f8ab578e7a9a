"""The spec's figures a page shows, written in from the cases when the site is built, never typed by hand.

A page asks for a figure in double braces:

* ``{{spec version}}``: the spec's version as the checker names it;
* ``{{cases}}``, ``{{cases falchion}}``, ``{{cases except reactions}}``: how many cases the spec holds, of one
  ruleset, or of every ruleset but one (a walkthrough's "not claimed" figure for an engine of one ruleset);
* ``{{example passed}}``, ``{{example failed}}``, ``{{example skipped}}``: the totals ``fawnarules check`` prints
  for the JavaScript example engine (``examples/javascript/engine.js``), and ``{{example table heading}}`` and
  ``{{example row reactions.defense.dodge}}`` (a ruleset or a rule): lines of its table, spaced as it spaces them.

The example's figures follow from the cases by what the example is documented to do (:func:`example_status`), so
the site is built without Node.js; the walkthrough's test runs the example and holds the two to each other. A row
that names no ruleset or rule of the table is left as written, for that test to find.
"""

from __future__ import annotations

import re
from collections import Counter

from fawnarules.conformance.corpus import CaseFile
from fawnarules.conformance.report import summary_table
from fawnarules.conformance.runner import CaseResult, Status, totals
from fawnarules.sources.case import Case

FIGURE = re.compile(
    r"\{\{(?:(?P<version>spec version)|cases(?: (?P<except>except )?(?P<ruleset>[a-z_]+))?"
    r"|example (?:(?P<total>passed|failed|skipped)|(?P<heading>table heading)|row (?P<row>[a-z0-9_.-]+)))\}\}"
)
"""One figure in double braces, as listed above."""

EXAMPLE_OPERATIONS = ("reactions.resolve_attack",)
"""The operations the example's handshake lists: the cases of every other operation are not claimed."""

EXAMPLE_MISTAKE = "reactions.defense.dodge"
"""The rule the example never refuses by (it ignores what follows a successful dodge): its deliberate mistake."""


def example_status(case: Case) -> Status:
    """How checking the example engine ends ``case``: not claimed outside :data:`EXAMPLE_OPERATIONS`; skipped when
    the request is one it reads (no input error is expected) and the defender's ``shield`` is above 0, as it leaves
    shields out; failed when the expected answer is a refusal by :data:`EXAMPLE_MISTAKE`; passed otherwise."""
    if case.operation not in EXAMPLE_OPERATIONS:
        return "not claimed"
    defender = case.request.get("defender")
    shield = defender.get("shield") if isinstance(defender, dict) else None
    if "error" not in case.expected and isinstance(shield, int) and shield > 0:
        return "skipped"
    refused = case.expected.get("refused")
    if isinstance(refused, dict) and refused.get("rule") == EXAMPLE_MISTAKE:
        return "failed"
    return "passed"


def has_spec_figures(markdown: str) -> bool:
    """Whether the page asks for any of the spec's figures (only then are the cases read)."""
    return FIGURE.search(markdown) is not None


def fill_spec_figures(markdown: str, corpus: CaseFile) -> str:
    """``markdown`` with each figure written out; a ruleset the spec lacks counts 0."""
    by_ruleset = Counter(case.ruleset for case in corpus.cases)
    results = [CaseResult(case, example_status(case)) for case in corpus.cases]
    example: dict[str, int] = dict(totals(results).items())
    heading, rule, *rows = summary_table(results)
    row_of = {row.split(maxsplit=1)[0]: row for row in rows}

    def figure(match: re.Match[str]) -> str:
        if match["version"]:
            return corpus.spec_version
        if match["total"]:
            return str(example[match["total"]])
        if match["heading"]:
            return f"{heading}\n{rule}"
        if match["row"]:
            return row_of.get(match["row"], match[0])
        if match["ruleset"] is None:
            return str(by_ruleset.total())
        count = by_ruleset[match["ruleset"]]
        return str(by_ruleset.total() - count if match["except"] else count)

    return FIGURE.sub(figure, markdown)
