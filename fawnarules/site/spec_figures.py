"""The figures a page shows, written in from the sources when the site is built, never typed by hand: a page names a
figure in double braces, and a name that is no figure is left as written (:func:`filled`). A docs page may ask for
the spec's figures:

* ``{{spec version}}``: the spec's version as the checker names it;
* ``{{cases}}``, ``{{cases falchion}}``, ``{{cases except reactions}}``: how many cases the spec holds, of one
  ruleset, or of every ruleset but one (a walkthrough's "not claimed" figure for an engine of one ruleset);
* ``{{example passed}}``, ``{{example failed}}``, ``{{example skipped}}``: the totals ``fawnarules check`` prints
  for the JavaScript example engine (``examples/javascript/engine.js``), and ``{{example table heading}}`` and
  ``{{example row reactions.defense.dodge}}`` (a ruleset or a rule): lines of its table, spaced as it spaces them.

The example's figures follow from the cases by what the example is documented to do (:func:`example_status`), so
the site is built without Node.js; the walkthrough's test runs the example and holds the two to each other (and
finds a row left as written). The pages the site makes from data (:func:`fawnarules.site.site_pages.generated_pages`)
take their words from ``docs/includes/`` and their tables and counts the same way.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping

from fawnarules.conformance.corpus import CaseFile
from fawnarules.conformance.report import summary_table
from fawnarules.conformance.runner import CaseResult, Status, totals
from fawnarules.engine import RULESETS
from fawnarules.sources.case import Case

FIGURE = re.compile(r"\{\{([a-z0-9_. -]+)\}\}")
SPEC_FIGURE = re.compile(r"\{\{(?:spec version|cases|example)\b")
"""Found in a page that asks for any of the spec's figures: only then are the cases read."""

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


def filled(text: str, figures: Mapping[str, object]) -> str:
    """``text`` with each ``{{name}}`` that names one of ``figures`` written out."""
    return FIGURE.sub(lambda mark: str(figures.get(mark[1], mark[0])), text)


def fill_spec_figures(markdown: str, corpus: CaseFile) -> str:
    """``markdown`` with each of the spec's figures written out; a rulebook without cases counts 0."""
    by_ruleset = Counter(case.ruleset for case in corpus.cases)
    results = [CaseResult(case, example_status(case)) for case in corpus.cases]
    heading, rule, *rows = summary_table(results)
    rulesets = {*RULESETS, *by_ruleset}
    figures = {
        "spec version": corpus.spec_version,
        "cases": by_ruleset.total(),
        **{f"cases {name}": by_ruleset[name] for name in rulesets},
        **{f"cases except {name}": by_ruleset.total() - by_ruleset[name] for name in rulesets},
        **{f"example {status}": count for status, count in totals(results).items()},
        "example table heading": f"{heading}\n{rule}",
        **{f"example row {row.split(maxsplit=1)[0]}": row for row in rows},
    }
    return filled(markdown, figures)
