"""The results matrix: one row per rule, one column per engine, read from ``fawnarules check --json`` reports.

A report is first boiled down to an :class:`EngineColumn` (counts per rule and the failing
case IDs), the only thing the matrix needs; a list of columns is saved as a small JSON file
(:func:`columns_json`) that the site reads at build time. The page is plain HTML, escaped
throughout (engines name themselves), and needs neither MkDocs nor the site: a standalone page
(:func:`standalone_page`) carries the site's colours in its own stylesheet.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import cast

from fawnarules.conformance.replay import case_anchor, spec_page
from fawnarules.conformance.report import engine_title
from fawnarules.conformance.runner import STATUSES, Status
from fawnarules.operation import JsonObject

FAILING: tuple[Status, ...] = ("failed", "errored")
RESULTS_URI = "conformance/results.md"
"""The site's page of the matrix."""
RESULTS_DATA = Path("examples") / "results.json"
"""The columns of the engines shipped with the project (reference, JavaScript and Python examples), under
the project root; `make results` refreshes it, and the test suite fails when it is stale."""


@dataclass(frozen=True)
class RuleCell:
    """One engine's cases of one rule: how many ended in each status, and which did not pass."""

    counts: dict[str, int]
    failing: tuple[tuple[str, str], ...] = ()
    """``(case ID, spec page)`` of each failed or errored case."""

    @property
    def total(self) -> int:
        """How many cases the rule has."""
        return sum(self.counts.values())

    @property
    def passes(self) -> bool:
        """Whether the engine passes every case of the rule it claims."""
        passed = self.counts.get("passed", 0)
        return passed > 0 and passed == self.total - self.counts.get("not claimed", 0)

    @property
    def claimed(self) -> bool:
        """Whether the engine claims the rule: some of its cases were sent."""
        return self.counts.get("not claimed", 0) < self.total


@dataclass(frozen=True)
class EngineColumn:
    """One engine's results, rule by rule, in the order of the spec, as one run recorded them.

    ``checked_at`` is when the run ended, and ``totals`` its counts of cases as it reported them:
    a run of an older spec is shown as it was, never scored again against today's cases.
    """

    title: str
    spec_version: str
    rules: dict[str, RuleCell]
    checked_at: str = ""
    totals: dict[str, int] = field(default_factory=dict)

    @property
    def headline(self) -> str:
        """``N of M claimed rules pass``: rules the engine does not claim are counted apart, never as failing."""
        claimed = [cell for cell in self.rules.values() if cell.claimed]
        passed = sum(1 for cell in claimed if cell.passes)
        unclaimed = len(self.rules) - len(claimed)
        return f"{passed} of {len(claimed)}" + (f" ({unclaimed} not claimed)" if unclaimed else "")

    @property
    def run_label(self) -> str:
        """When the run was and against which spec: ``2026-11-27, spec 2.2.0``."""
        words = [self.checked_at[:10], f"spec {self.spec_version}" if self.spec_version else ""]
        return ", ".join(word for word in words if word)


def column_of_report(report: JsonObject) -> EngineColumn:
    """The column of one ``fawnarules check --json`` report."""
    counts: dict[str, Counter[str]] = {}
    failing: dict[str, list[tuple[str, str]]] = {}
    for case in cast(list[JsonObject], report["cases"]):
        rule, status = str(case["rule"]), str(case["status"])
        counts.setdefault(rule, Counter())[status] += 1
        if status in FAILING:
            failing.setdefault(rule, []).append((str(case["id"]), spec_page(str(case["source"]))))
    rules = {
        rule: RuleCell(
            {status: counted[status] for status in STATUSES if counted[status]}, tuple(failing.get(rule, ()))
        )
        for rule, counted in counts.items()
    }
    totals = report.get("totals")
    return EngineColumn(
        engine_title(cast(JsonObject, report["engine"])),
        str(report.get("spec_version", "")),
        rules,
        str(report.get("checked_at", "")),
        {str(status): int(count) for status, count in totals.items()} if isinstance(totals, dict) else {},
    )


def columns_json(columns: Iterable[EngineColumn]) -> str:
    """The columns as the JSON file the site reads."""
    engines = []
    for column in columns:
        rules = ",\n".join(
            f"    {json.dumps(rule)}: {json.dumps({'counts': cell.counts, 'failing': [list(p) for p in cell.failing]})}"
            for rule, cell in column.rules.items()
        )
        head = json.dumps({"engine": column.title, "spec_version": column.spec_version})[:-1]
        engines.append(f'  {head}, "rules": {{\n{rules}\n  }}}}')
    return "[\n" + ",\n".join(engines) + "\n]\n"


def read_columns(text: str) -> list[EngineColumn]:
    """The columns of a file written by :func:`columns_json`."""
    return [
        EngineColumn(
            engine["engine"],
            engine["spec_version"],
            {
                rule: RuleCell(cell["counts"], tuple((case_id, page) for case_id, page in cell["failing"]))
                for rule, cell in engine["rules"].items()
            },
        )
        for engine in json.loads(text)
    ]


def rule_order(columns: list[EngineColumn]) -> dict[str, list[str]]:
    """Every rule of any column, by ruleset, in the order the reports list them."""
    rulesets: dict[str, list[str]] = {}
    for column in columns:
        for rule in column.rules:
            rules = rulesets.setdefault(rule.partition(".")[0], [])
            if rule not in rules:
                rules.append(rule)
    return rulesets


def cell_html(cell: RuleCell | None, site: str) -> str:
    """One engine's cell of one rule: its counts, and a link to each case it fails."""
    if cell is None or cell.counts.get("not claimed", 0) == cell.total:
        return '<td class="fr-m-none">not claimed</td>'
    parts = [
        f'<span class="fr-m-{status.replace(" ", "-")}">{cell.counts[status]} {status}</span>'
        for status in STATUSES
        if cell.counts.get(status) and status not in FAILING
    ]
    links = "".join(
        f'<li><a href="{escape(site + page)}#{escape(case_anchor(case_id))}" title="{escape(case_id)}">'
        f"{escape(case_id.partition('/')[2])}</a></li>"
        for case_id, page in cell.failing
    )
    failed = sum(cell.counts.get(status, 0) for status in FAILING)
    if failed:
        parts.insert(1 if cell.counts.get("passed") else 0, f'<span class="fr-m-failed">{failed} failed</span>')
    kind = "pass" if cell.passes else "fail" if failed else "part"
    return (
        f'<td class="fr-m-{kind}">'
        + " · ".join(parts)
        + (f'<ul class="fr-m-cases">{links}</ul>' if links else "")
        + "</td>"
    )


def matrix_table(columns: list[EngineColumn], site: str = "") -> str:
    """The matrix as an HTML table; links are ``site`` + a page of the site (``""``: relative to its root)."""
    head = "".join(f"<th>{escape(heading)}</th>" for heading in headings(columns))
    headlines = "".join(f"<td>{escape(column.headline)}</td>" for column in columns)
    rows = [
        '<table class="fr-matrix">',
        f"<thead><tr><th>Rule</th>{head}<th>Engines passing</th></tr></thead>",
        "<tbody>",
        f'<tr class="fr-m-total"><th>Claimed rules passed</th>{headlines}<td></td></tr>',
    ]
    for ruleset, rules in rule_order(columns).items():
        rows.append(f'<tr class="fr-m-ruleset"><th colspan="{len(columns) + 2}">{escape(ruleset)}</th></tr>')
        for rule in rules:
            cells = [column.rules.get(rule) for column in columns]
            passing = sum(1 for cell in cells if cell is not None and cell.passes)
            claiming = sum(1 for cell in cells if cell is not None and cell.claimed)
            chapter = rule.split(".")[1] if rule.count(".") >= 2 else ""
            link = f"{site}{ruleset}/{chapter}.html#{case_anchor(rule)}"
            rows.append(
                f'<tr><th><a href="{escape(link)}">{rule_name(rule)}</a></th>'
                + "".join(cell_html(cell, site) for cell in cells)
                + f'<td class="fr-m-score">{passing} of {claiming}</td></tr>'
            )
    rows.extend(["</tbody>", "</table>"])
    return "\n".join(rows) + "\n"


def headings(columns: list[EngineColumn]) -> list[str]:
    """Each column's heading: the engine's title, and when one engine has several runs, each run's label."""
    titles = [column.title for column in columns]
    return [
        f"{column.title} ({column.run_label})" if titles.count(column.title) > 1 and column.run_label else column.title
        for column in columns
    ]


def history_table(columns: list[EngineColumn]) -> str:
    """Each engine's runs over time, oldest first, as each run reported them: its cases and claimed rules."""
    engines: dict[str, list[EngineColumn]] = {}
    for column in columns:
        engines.setdefault(column.title, []).append(column)
    rows = [
        '<table class="fr-matrix fr-history">',
        "<thead><tr><th>Engine</th><th>Runs, oldest first</th></tr></thead>",
        "<tbody>",
    ]
    for title, runs in engines.items():
        cells = "".join(f"<li>{escape(run_summary(run))}</li>" for run in sorted(runs, key=lambda run: run.checked_at))
        rows.append(f'<tr><th>{escape(title)}</th><td><ul class="fr-m-cases">{cells}</ul></td></tr>')
    rows.extend(["</tbody>", "</table>"])
    return "\n".join(rows) + "\n"


def run_summary(run: EngineColumn) -> str:
    """``2026-11-27, spec 2.2.0: 79 of 80 claimed cases passed; 30 of 31 claimed rules pass``."""
    claimed_cases = sum(count for status, count in run.totals.items() if status not in ("not claimed", "skipped"))
    cases = f"{run.totals.get('passed', 0)} of {claimed_cases} claimed cases passed; " if run.totals else ""
    return f"{run.run_label or 'undated'}: {cases}{run.headline} claimed rules pass"


def rule_name(rule: str) -> str:
    """A rule ID that wraps at its dots only, never inside a slug."""
    return ".<wbr>".join(f'<span class="fr-m-nb">{escape(part)}</span>' for part in rule.split("."))


def versions_line(columns: list[EngineColumn]) -> str:
    """Which spec version each engine was checked against."""
    versions = sorted({column.spec_version or "unversioned" for column in columns})
    return f"Checked against fawnarules spec {', '.join(versions)}."


MATRIX_CSS = """
.fr-matrix-wrap { overflow-x: auto; }
.fr-matrix { border-collapse: collapse; font-size: 0.8rem; width: 100%; min-width: 30rem; }
.fr-matrix th, .fr-matrix td { border-bottom: 1px solid var(--fr-m-line); padding: 0.3rem 0.5rem;
  text-align: left; vertical-align: top; }
.fr-matrix tbody th { font-weight: normal; font-family: var(--fr-m-mono); min-width: 8rem; }
.fr-matrix td { min-width: 5rem; }
.fr-m-nb { white-space: nowrap; }
.fr-matrix .fr-m-ruleset th, .fr-matrix .fr-m-total th { font-family: inherit; font-weight: 700; padding-top: 1rem; }
.fr-matrix .fr-m-total td { font-weight: 700; padding-top: 1rem; }
.fr-m-pass { background: var(--fr-m-pass); }
.fr-m-fail { background: var(--fr-m-fail); }
.fr-m-none, .fr-m-skipped, .fr-m-not-claimed { color: var(--fr-m-muted); }
.fr-matrix .fr-m-none { white-space: nowrap; }
.fr-m-failed { font-weight: 700; }
.fr-matrix .fr-m-score { white-space: nowrap; min-width: 0; }
.fr-matrix ul.fr-m-cases { margin: 0.2rem 0 0 1rem; padding: 0; font-size: 0.7rem; }
.fr-matrix ul.fr-m-cases li { margin: 0; overflow-wrap: anywhere; }
"""
"""The matrix's look, on the site's palette (Material's variables there, the same colours standalone)."""

SITE_VARIABLES = """
.fr-matrix { --fr-m-line: var(--md-default-fg-color--lightest); --fr-m-bg: var(--md-default-bg-color);
  --fr-m-muted: var(--md-default-fg-color--light); --fr-m-mono: var(--md-code-font-family);
  --fr-m-pass: #0096881f; --fr-m-fail: #ff52521f; }
.md-typeset .fr-matrix { font-size: 0.7rem; }
"""

STANDALONE_VARIABLES = """
:root { color-scheme: light dark; --fr-m-fg: #000000de; --fr-m-bg: #fff; --fr-m-line: #00000012;
  --fr-m-muted: #0000008a; --fr-m-link: #009485; --fr-m-mono: ui-monospace, monospace;
  --fr-m-pass: #0096881f; --fr-m-fail: #ff52521f; }
@media (prefers-color-scheme: dark) {
  :root { --fr-m-fg: #e2e4e9; --fr-m-bg: #1e2129; --fr-m-line: #ffffff1f; --fr-m-muted: #e2e4e9a0;
    --fr-m-link: #4cae4f; }
}
body { margin: 0 auto; max-width: 80rem; padding: 1rem; color: var(--fr-m-fg); background: var(--fr-m-bg);
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; line-height: 1.5; }
header { background: #009688; color: #fff; margin: -1rem -1rem 1rem; padding: 0.8rem 1rem; }
header h1 { font-size: 1.2rem; margin: 0; font-weight: 400; }
a { color: var(--fr-m-link); }
"""


def site_page(columns: list[EngineColumn]) -> str:
    """The matrix as a page of the site (Markdown holding the table): links relative to the page."""
    return (
        "# Results\n\n"
        "How the engines shipped with this project do against the spec, rule by rule: the reference engine, "
        "the [JavaScript example](check-your-engine.md) (one rulebook, one deliberate mistake) and the Python "
        "example of `examples/python/` (three Falchion operations, one deliberate mistake). A rule passes when "
        "every one of its cases passes; each failing case links to its scenario.\n\n"
        f"{versions_line(columns)} Build the same page for your own engines with "
        "`fawnarules report RESULT.json... -o DIR`, from the `--json` reports of `fawnarules check`.\n\n"
        f"<style>{SITE_VARIABLES}{MATRIX_CSS}</style>\n\n"
        f'<div class="fr-matrix-wrap" markdown="0">\n{matrix_table(columns, "../")}</div>\n'
    )


def standalone_page(columns: list[EngineColumn], site: str) -> str:
    """The matrix as one HTML file in the site's colours; cases and rules link to the site at ``site``, and an engine
    with more than one run among the columns has its history below."""
    titles = [column.title for column in columns]
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<title>fawnarules results</title>\n"
        f"<style>{STANDALONE_VARIABLES}{MATRIX_CSS}</style>\n</head>\n<body>\n"
        "<header><h1>fawnarules results</h1></header>\n"
        f"<p>{escape(versions_line(columns))} A rule passes when every one of its cases passes; "
        "each failing case links to its scenario.</p>\n"
        f'<div class="fr-matrix-wrap">\n{matrix_table(columns, site)}</div>\n'
        + (f"<h2>Over time</h2>\n{history_table(columns)}" if len(set(titles)) < len(titles) else "")
        + "</body>\n</html>\n"
    )


def results_page(root: Path) -> str:
    """The site's results page, from the columns saved under the project ``root``."""
    return site_page(read_columns((root / RESULTS_DATA).read_text(encoding="utf-8")))
