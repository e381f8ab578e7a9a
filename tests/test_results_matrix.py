"""The results matrix: the engines shipped with the project make it, each release publishes it, its page links
failures."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.conformance.corpus import SPEC_VERSION
from fawnarules.conformance.current import current_corpus
from fawnarules.conformance.matrix import (
    RESULTS_DATA,
    EngineColumn,
    RuleCell,
    column_of_report,
    columns_json,
    matrix_table,
    read_columns,
)

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
ENGINES = {
    "reference": [],
    "javascript": ["--engine", f"cmd:node {EXAMPLES / 'javascript' / 'engine.js'}"],
    "python": ["--engine", f"cmd:{sys.executable} {EXAMPLES / 'python' / 'engine.py'}"],
}


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("node") is None, reason="the JavaScript example needs Node.js")
def test_the_engines_now_make_a_matrix_of_every_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    reports = {}
    for name, engine in ENGINES.items():
        report = tmp_path / f"{name}.json"
        known = EXAMPLES / name / "known-failures.txt"
        listed = ["--known-failures", str(known)] if known.exists() else []
        assert main(["check", *engine, *listed, "--validate", "--json", str(report)]) == 0, capsys.readouterr().out
        reports[name] = json.loads(report.read_text())
    capsys.readouterr()
    assert reports["javascript"]["totals"]["skipped"] > 0
    assert reports["javascript"]["engine"]["implementation"]["language"] == "JavaScript"
    columns = [column_of_report(report) for report in reports.values()]
    built = read_columns(columns_json(columns))
    assert [set(column.rules) for column in built] == [{case.rule for case in current_corpus().cases}] * len(ENGINES)


def test_the_published_results_are_those_of_the_newest_release() -> None:
    """The matrix is a release's: `fawnarules release` writes it, so a change to the spec leaves it as it is."""
    columns = read_columns((ROOT / RESULTS_DATA).read_text())
    assert len(columns) == len(ENGINES)
    assert {column.spec_version for column in columns} == {SPEC_VERSION}


def column(title: str, **cells: RuleCell) -> EngineColumn:
    return EngineColumn(title, "1.0.0", {rule.replace("_", "."): cell for rule, cell in cells.items()})


def test_a_row_counts_the_engines_that_pass_every_case_and_links_each_failing_one() -> None:
    failing = (("r.c.rule/a-case", "spec/r/c.html"),)
    columns = [
        column("<b>one</b>", r_c_rule=RuleCell({"passed": 2})),
        column("two", r_c_rule=RuleCell({"passed": 1, "failed": 1}, failing)),
        column("three", r_c_rule=RuleCell({"passed": 1, "skipped": 1})),
        column("four", r_c_rule=RuleCell({"not claimed": 2})),
    ]
    table = matrix_table(read_columns(columns_json(columns)), "https://rules.example/")
    assert "<th>&lt;b&gt;one&lt;/b&gt;</th>" in table
    [row] = [line for line in table.splitlines() if 'r</span>.<wbr><span class="fr-m-nb">c</span>' in line]
    assert '<a href="https://rules.example/r/c.html#r.c.rule">' in row
    assert '<td class="fr-m-pass"><span class="fr-m-passed">2 passed</span></td>' in row
    assert '<span class="fr-m-failed">1 failed</span>' in row
    assert '<a href="https://rules.example/spec/r/c.html#r.c.rule/a-case" title="r.c.rule/a-case">a-case</a>' in row
    assert '<td class="fr-m-part"><span class="fr-m-passed">1 passed</span> · ' in row
    assert '<td class="fr-m-none">not claimed</td>' in row
    assert row.endswith('<td class="fr-m-score">1 of 3</td></tr>')
    assert "<td>0 of 0 (1 not claimed)</td>" in table


def test_report_over_runs_of_one_engine_shows_each_run_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = []
    for day, (version, passed, failed) in enumerate([("2.1.0", 5, 3), ("2.2.0", 8, 0)], start=1):
        cases = [
            {"id": f"r.c.rule/case-{number}", "rule": "r.c.rule", "source": "features/r/c.feature:3", "status": status}
            for number, status in enumerate(["passed"] * passed + ["failed"] * failed + ["not claimed"])
        ]
        totals = {"passed": passed, "failed": failed, "skipped": 0, "errored": 0, "not claimed": 1}
        report = {
            "engine": {"implementation": {"name": "mine", "version": "1"}},
            "spec_version": version,
            "checked_at": f"2026-11-0{day}T03:00:00+00:00",
            "totals": totals,
            "cases": cases,
        }
        runs.append(tmp_path / f"run-{day}.json")
        runs[-1].write_text(json.dumps(report))
    assert main(["report", *map(str, reversed(runs)), "-o", str(tmp_path / "out")]) == 0
    page = (tmp_path / "out" / "index.html").read_text()
    assert "<th>mine 1 (2026-11-02, spec 2.2.0)</th><th>mine 1 (2026-11-01, spec 2.1.0)</th>" in page
    assert (
        "<li>2026-11-01, spec 2.1.0: 5 of 8 claimed cases passed; 0 of 1 claimed rules pass</li>"
        "<li>2026-11-02, spec 2.2.0: 8 of 8 claimed cases passed; 1 of 1 claimed rules pass</li>"
    ) in page
    capsys.readouterr()


def test_report_writes_the_page_and_its_data(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "report.json"
    assert main(["check", "--ruleset", "reactions", "--json", str(report)]) == 0
    assert main(["report", str(report), "-o", str(tmp_path / "out"), "--site-url", "https://rules.example"]) == 0
    page = (tmp_path / "out" / "index.html").read_text()
    assert page.startswith("<!doctype html>")
    assert 'href="https://rules.example/reactions/attack.html#reactions.attack.steps"' in page
    assert len(read_columns((tmp_path / "out" / "results.json").read_text())) == 1
    assert main(["report", str(tmp_path / "missing.json"), "-o", str(tmp_path / "out")]) == 2
    assert "missing.json: not a `fawnarules check --json` report" in capsys.readouterr().err
