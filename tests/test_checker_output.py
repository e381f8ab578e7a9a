"""What the checker prints an engine's author: JSON's words, counts that agree, lists it keeps for them.

A deliberately wrong engine (tests/wrong_engine.py) meets every kind of difference; a Node.js
engine that writes whole numbers as JavaScript does (``5``, never ``5.0``) passes every case the
reference passes.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.conformance.current import current_corpus
from fawnarules.engine import ReferenceEngine

ROOT = Path(__file__).resolve().parent.parent
WRONG = f"cmd:{sys.executable} {ROOT / 'tests' / 'wrong_engine.py'}"
JUNIT_SCHEMA = ROOT / "tests" / "data" / "junit.xsd"
PYTHON_LITERALS = re.compile(r"\b(True|False|None)\b|pydantic|tagged-union|\{'|\['|\(s\)")
"""What Python, and not JSON, would print: its constants, its reprs of dicts and lists, the library's name."""
AIM = "falchion.actions.aim"
AIMED = f"{AIM}/aiming-makes-a-ranged-attack-2-easier"
AIMED_FAR = f"{AIM}/aiming-takes-a-ranged-attack-40-feet-away-from-dr-15-to-13"


PATIENT = ["--timeout", "30", "--start-timeout", "60"]
"""Limits no loaded machine reaches: these runs test what the checker says, not how fast an engine answers."""


def check(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["check", *arguments, *PATIENT])
    printed = capsys.readouterr()
    return status, printed.out, printed.err


@pytest.mark.slow
def test_a_run_against_a_wrong_engine_speaks_json_never_python_and_its_junit_counts_its_elements(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junit, report, known = tmp_path / "junit.xml", tmp_path / "report.json", tmp_path / "known.txt"
    known.write_text(f"{AIMED_FAR}\n")
    arguments = ["--engine", WRONG, "--ruleset", "falchion", "--validate", "--known-failures", str(known)]
    status, out, err = check([*arguments, "--junit", str(junit), "--json", str(report)], capsys)
    assert status == 1
    cases = json.loads(report.read_text())["cases"]
    said = [out, err, junit.read_text()]
    said += [line for case in cases for line in [*case["differences"], case["reason"]]]
    assert [match.group() for text in said for match in PYTHON_LITERALS.finditer(text)] == []
    assert "  - result.success: expected true, got false" in out.splitlines()
    assert '  - result.modifiers: expected 1 item [{"dr": -2, "source": "aim"}], got []' in out.splitlines()
    assert "the engine's message breaks the protocol: context: expected an object (engine restarted)" in out
    assert (
        'warning: the engine claims "falchion.resolve_chek", which is no operation of the spec; '
        "did you mean falchion.resolve_check?"
    ) in err
    # Imported here, not at the top: collecting the quick tests loads no XML Schema reader.
    import xmlschema  # noqa: PLC0415

    xmlschema.XMLSchema(JUNIT_SCHEMA).validate(junit)
    tree = ET.parse(junit).getroot()
    for suite in [tree, *tree.findall("testsuite")]:
        suite_cases = suite.findall(".//testcase")
        for count, child in (("failures", "failure"), ("errors", "error"), ("skipped", "skipped")):
            counted = sum(case.find(child) is not None for case in suite_cases)
            assert suite.get(count) == str(counted), (suite.get("name"), count)
        assert suite.get("tests") == str(len(suite_cases))
    [listed] = [case for case in tree.iter("testcase") if case.get("name") == AIMED_FAR]
    assert listed.find("skipped") is not None
    assert int(tree.get("skipped", "0")) >= 1
    assert int(tree.get("failures", "0")) >= 1


@pytest.mark.slow
def test_a_known_failure_takes_one_line_unless_verbose(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    known = tmp_path / "known.txt"
    known.write_text(f"{AIMED}\n")
    arguments = ["--engine", WRONG, "--case", AIMED, "--known-failures", str(known)]
    status, out, _ = check(arguments, capsys)
    assert status == 0
    assert f"failed as listed: {AIMED}  (result.dr: expected 10, got 11)" in out.splitlines()
    assert "FAILED" not in out
    status, out, _ = check([*arguments, "--verbose"], capsys)
    assert f"FAILED (known failure) {AIMED}" in out.splitlines()


@pytest.mark.slow
def test_update_known_failures_tightens_the_list_and_keeps_its_reasons(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    known = tmp_path / "known.txt"
    elsewhere = "reactions.defense.dodge/no-reaction-may-follow-a-successful-dodge"
    known.write_text(f"# my engine\n{AIMED}  # aim is not written yet\nno/such-case\n{elsewhere}\n")
    status, out, err = check(["--engine", WRONG, "--rule", AIM, "--update-known-failures", str(known)], capsys)
    lines = known.read_text().splitlines()
    assert lines[:3] == ["# my engine", f"{AIMED}  # aim is not written yet", elsewhere]
    added = lines[3:]
    assert added
    assert all(line.startswith(f"{AIM}/") and "  # " in line for line in added)
    assert status == 0, out
    assert f"known failures written to {known}: {len(lines) - 1} listed, {len(added)} added, 1 removed" in err
    status, _, _ = check(["--engine", "reference", "--rule", AIM, "--update-known-failures", str(known)], capsys)
    assert known.read_text().splitlines() == ["# my engine", elsewhere]


NODE_REPLAY = """
const fs = require("fs");
const readline = require("readline");
const answers = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
let next = 0;
const out = (message) => process.stdout.write(JSON.stringify(message) + "\\n");
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  const message = JSON.parse(line);
  if (message.type === "start") {
    out({ type: "started", protocol: 1, implementation: { name: "replay", version: "1", language: "JavaScript" },
          rulesets: [], operations: [...new Set(answers.map((entry) => entry.operation))] });
  } else if (message.type === "run") {
    const answer = answers[next++].answer;
    const kind = Object.keys(answer)[0];
    out({ type: kind, seq: message.seq, [kind]: answer[kind] });
  } else {
    process.exit(0);
  }
});
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_a_javascript_engine_writing_whole_numbers_without_a_point_passes_every_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    reference = ReferenceEngine()
    cases = list(current_corpus().cases)
    answers = [{"operation": case.operation, "answer": reference.call(case.operation, case.request)} for case in cases]
    written = json.dumps(answers)
    assert re.search(r"\d\.0\b", written), "the reference writes some whole numbers as 5.0"
    (tmp_path / "answers.json").write_text(written)
    (tmp_path / "engine.js").write_text(NODE_REPLAY)
    engine = f"cmd:node {tmp_path / 'engine.js'} {tmp_path / 'answers.json'}"
    status, out, _ = check(["--engine", engine, "--deadline", "600"], capsys)
    assert out.splitlines()[-1] == f"{len(cases)} passed, 0 failed, 0 skipped, 0 errored, 0 not claimed"
    assert status == 0


@pytest.mark.slow
def test_smoke_tries_one_case_of_each_claimed_operation_and_advises(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["smoke", "--engine", WRONG, *PATIENT]) == 1
    out = capsys.readouterr().out.splitlines()
    operations = len({case.operation for case in list(current_corpus().cases)})
    assert out[1] == f"claims:  2 of the spec's {operations} operations"
    assert [line.split()[:2] for line in out if line.startswith(("failed", "errored", "passed"))] == [
        ["failed", "falchion.resolve_check"],
        ["errored", "falchion.draw_reaction"],
    ]
    assert "         result.dr: expected 10, got 11" in out
    assert any(line.startswith('warning: the engine claims "falchion.resolve_chek"') for line in out)
    assert f"--case {AIMED}" in out[-2]
    assert main(["smoke", "--engine", "reference"]) == 0
    assert (
        "every sample passes: run the full check with: fawnarules check --engine reference" in capsys.readouterr().out
    )


def test_what_the_checker_says_when_it_cannot_start_is_free_of_python(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "fawnarules-cases", "version": 1, "cases": [{"id": 1}]}')
    said = {
        "--engine cmd:/nowhere/engine": "cannot run /nowhere/engine: no such file or directory",
        f"--cases {tmp_path / 'missing.json'}": f"{tmp_path / 'missing.json'}: no such file or directory",
        f"--cases {broken}": "cases.0.id: expected a string; cases.0.rule: required",
    }
    for arguments, words in said.items():
        status, _, err = check(arguments.split(), capsys)
        assert status == 2
        assert words in err
        assert [match.group() for match in PYTHON_LITERALS.finditer(err)] == []
        assert "Errno" not in err
