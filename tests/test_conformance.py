"""The runner survives bad engines, and ``fawnarules check`` reports what an engine gets wrong."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from contextlib import closing
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.conformance.corpus import corpus_line, corpus_text
from fawnarules.conformance.current import features_corpus, kept_features_corpus
from fawnarules.conformance.process import STDERR_LIMIT, ProcessEngine, StderrTail
from fawnarules.conformance.runner import check_cases
from fawnarules.conformance.subject import InProcessEngine, SpecError, engine_from_spec
from fawnarules.operation import JsonObject
from fawnarules.sources.case import Case
from tests.checked_engine import CheckedEngine

ROOT = Path(__file__).resolve().parent.parent
FAULTY = [sys.executable, str(ROOT / "tests" / "engines" / "faulty.py")]


def fake_case(name: str, request: JsonObject | None = None, operation: str = "fake.echo") -> Case:
    request = {"fault": name} if request is None else request
    return Case(
        id=f"fake.faults.all/{name}",
        rule="fake.faults.all",
        ruleset="fake",
        scenario=name,
        source="tests/engines/faulty.py:1",
        operation=operation,
        request=request,
        expected={"result": {"echo": request}},
    )


def test_each_fault_errors_its_own_case_and_every_other_case_still_runs() -> None:
    plan = [
        ("first", "passed"),
        ("crash", "errored"),
        ("hang", "errored"),
        ("garbage", "errored"),
        ("wrong-seq", "errored"),
        ("flood", "errored"),
        ("chatty", "passed"),
        ("skip", "skipped"),
        ("errored", "errored"),
        ("last", "passed"),
    ]
    cases = [
        fake_case(name, {"n": index} if status == "passed" and name != "chatty" else None)
        for index, (name, status) in enumerate(plan)
    ]
    start = time.monotonic()
    with closing(ProcessEngine(FAULTY, timeout=0.3)) as engine:
        results = list(check_cases(cases, engine))
    assert time.monotonic() - start < 5
    assert [result.status for result in results] == [status for _, status in plan]
    reasons = {result.case.scenario: result for result in results}
    assert "exit status 3" in reasons["crash"].reason
    assert "crashes on purpose" in reasons["crash"].context
    assert "no answer within 0.3 s" in reasons["hang"].reason
    assert "not JSON: this is not JSON" in reasons["garbage"].reason
    assert "sequence number" in reasons["wrong-seq"].reason
    assert "no answer within" in reasons["flood"].reason
    assert "it broke" in reasons["errored"].reason
    assert '"where": "here"' in reasons["errored"].context
    assert reasons["skip"].reason == "the fake engine skips this"
    assert engine.starts == 6
    assert len(engine.stderr.kept) <= STDERR_LIMIT
    assert engine.stderr.total > 2 * STDERR_LIMIT


def test_validate_errors_an_answer_the_protocol_does_not_allow_saying_so_in_json_s_words() -> None:
    cases = [fake_case("off-schema"), fake_case("after", {"n": 1})]
    with (
        closing(ProcessEngine(FAULTY, timeout=1)) as loose,
        closing(ProcessEngine(FAULTY, timeout=1, validate=True)) as strict,
    ):
        assert [result.status for result in check_cases(cases, loose)] == ["passed", "passed"]
        results = list(check_cases(cases, strict))
    assert [result.status for result in results] == ["errored", "passed"]
    assert "the engine's message breaks the protocol: result.extra:" in results[0].reason
    assert "input_value" not in results[0].reason
    assert "pydantic" not in results[0].reason


def test_an_engine_that_does_not_start_errors_every_case_at_once() -> None:
    engine = ProcessEngine([sys.executable, "-c", "import sys; print('no protocol here', file=sys.stderr)"])
    results = list(check_cases([fake_case("a", {}), fake_case("b", {})], engine))
    assert [result.status for result in results] == ["errored", "errored"]
    assert "did not start" in results[0].reason
    assert "no protocol here" in results[0].reason
    assert engine.starts == 1


def test_a_case_of_an_operation_the_engine_does_not_list_is_not_claimed_and_unsent() -> None:
    with closing(ProcessEngine(FAULTY)) as engine:
        [result] = check_cases([fake_case("crash", operation="other.thing")], engine)
    assert result.status == "not claimed"
    assert result.reason == "the engine does not claim other.thing"


class Echo:
    """An engine that answers every request with the request."""

    def call(self, operation: str, request: object) -> JsonObject:
        return {"result": {"echo": request}}


class ChangingClaims(InProcessEngine):
    """An echo engine that claims ``fake.other`` only once it has been asked about it, as a broken
    process engine comes to claim every operation partway through a run."""

    def __init__(self) -> None:
        super().__init__(Echo())
        self.asked: set[str] = set()

    def supports(self, operation: str) -> bool:
        claims = operation != "fake.other" or operation in self.asked
        self.asked.add(operation)
        return claims


def test_each_reply_goes_to_the_case_sent_even_when_the_engine_s_claims_change_during_the_run() -> None:
    cases = [fake_case("one", {"n": 1}), fake_case("two", {"n": 2}, "fake.other"), fake_case("three", {"n": 3})]
    results = list(check_cases(cases, ChangingClaims()))
    assert [result.status for result in results] == ["passed", "not claimed", "passed"]
    assert [result.answer for result in results] == [{"result": {"echo": {"n": 1}}}, {}, {"result": {"echo": {"n": 3}}}]


def test_the_stderr_tail_keeps_only_the_newest_bytes() -> None:
    tail = StderrTail(limit=8)
    tail.add(b"0123456789")
    mark = tail.total
    tail.add(b"abc")
    assert bytes(tail.kept) == b"56789abc"
    assert tail.since(mark) == "abc"
    assert tail.since(0) == "[5 earlier bytes dropped]\n56789abc"


class Wobbly:
    """A Python engine with a bug, a gap and wrong shapes."""

    def call(self, operation: str, request: object) -> JsonObject:
        if request == {"fault": "crash"}:
            raise ZeroDivisionError("division by zero")
        if request == {"fault": "skip"}:
            raise NotImplementedError("not yet")
        if request == {"fault": "garbage"}:
            return {"answer": 42}
        if request in ({"fault": "list"}, {"fault": "a set"}):
            return [True, None] if request == {"fault": "list"} else {1}  # type: ignore[return-value]
        return {"result": {"echo": request, **ODD_ANSWERS.get(str(request), {})}}


ODD_ANSWERS: dict[str, JsonObject] = {
    str({"fault": "deep"}): {"deep": json.loads("[" * 70 + "]" * 70)},
    str({"fault": "surrogate"}): {"text": "\ud800"},
    str({"fault": "set"}): {"set": {1, 2}},
    str({"fault": "huge"}): {"huge": ["x" * 1000] * 100},
    str({"fault": "nan"}): {"chance": float("nan")},
}
"""What :class:`Wobbly` adds to its answer to these requests."""


def test_a_python_engine_s_exceptions_and_answers_of_no_seam_end_as_errored_or_skipped() -> None:
    names = ["crash", "skip", "garbage", "list", "a set", "fine"]
    results = list(check_cases([fake_case(name) for name in names], InProcessEngine(Wobbly())))
    assert [result.status for result in results] == ["errored", "skipped", "errored", "errored", "errored", "passed"]
    assert "ZeroDivisionError" in results[0].reason
    assert "Traceback" in results[0].context
    assert results[3].reason == "not an answer of the seam: [true, null]"
    assert results[4].reason == "not an answer of the seam: a Python set, not JSON data"


def test_a_python_engine_s_answers_that_no_report_can_hold_are_errored_and_huge_ones_kept_short() -> None:
    names = ["deep", "surrogate", "set", "nan", "huge", "fine"]
    results = list(check_cases([fake_case(name) for name in names], InProcessEngine(Wobbly())))
    assert [result.status for result in results] == ["errored"] * 4 + ["passed"] * 2
    assert "nested more than 64 levels deep" in results[0].reason
    assert "not valid Unicode" in results[1].reason
    assert "not JSON data" in results[2].reason
    assert results[3].reason == "an answer holds NaN at result.chance, which is not a JSON number"
    kept = json.dumps(results[4].answer)
    assert kept.startswith('{"result": {"truncated": ')
    assert len(kept) < 70_000
    assert results[5].answer == {"result": {"echo": {"fault": "fine"}}}


def test_the_pytest_seam_skips_what_the_engine_skips_and_fails_what_errors() -> None:
    seam = CheckedEngine(InProcessEngine(Wobbly()))
    assert seam.call("fake.echo", {"n": 1}) == {"result": {"echo": {"n": 1}}}
    with pytest.raises(pytest.skip.Exception, match="not yet"):
        seam.call("fake.echo", {"fault": "skip"})
    with pytest.raises(pytest.fail.Exception, match="ZeroDivisionError"):
        seam.call("fake.echo", {"fault": "crash"})


def test_engine_specs_name_python_objects_and_programs_and_a_class_that_cannot_be_made_names_no_engine() -> None:
    assert isinstance(engine_from_spec("python:fawnarules.engine:ReferenceEngine"), InProcessEngine)
    assert isinstance(engine_from_spec("cmd:node engine.js"), ProcessEngine)
    for wrong in ("ruby:x", "python:fawnarules.engine", "python:fawnarules.engine:Nothing", "cmd:"):
        with pytest.raises(SpecError):
            engine_from_spec(wrong)
    with pytest.raises(SpecError, match=r"cannot make the engine 'python:subprocess:Popen': TypeError: "):
        engine_from_spec("python:subprocess:Popen")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("named_by", "spec", "cores", "why"),
    [
        ("--engine", "python:tests.engines.wrong_reactions:Engine", "one", "cannot find the engine '{spec}'"),
        (
            "FAWNARULES_ENGINE",
            "python:tests.engines.wrong_reactions:Engine",
            "xdist",
            "cannot find the engine '{spec}'",
        ),
        ("--engine", "cmd:/nowhere/engine", "xdist", "{spec}: the engine did not start: cannot run"),
    ],
)
def test_pytest_with_an_engine_spec_naming_no_engine_that_starts_stops_before_any_check_as_a_usage_error(
    named_by: str, spec: str, cores: str, why: str
) -> None:
    engine = ["--engine", spec] if named_by == "--engine" else []
    environment = {"FAWNARULES_ENGINE": spec} if named_by == "FAWNARULES_ENGINE" else {}
    parallel = ["-n", "2"] if cores == "xdist" else ["-n", "0"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *parallel, "-p", "no:cacheprovider", *engine, "docs/reactions/examples.md"],
        cwd=ROOT,
        env={**os.environ, **environment},
        capture_output=True,
        text=True,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, output
    assert f"{named_by}: {why.format(spec=spec)}" in output
    assert "INTERNALERROR" not in output
    assert "passed" not in output
    assert "failed" not in output


def run_check(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    status = main(["check", *arguments])
    return status, capsys.readouterr().out.splitlines()


def test_check_reports_a_fault_engine_s_cases_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = tmp_path / "cases.json"
    corpus.write_text(corpus_text([fake_case("fine", {}), fake_case("crash"), fake_case("skip")]))
    junit = tmp_path / "junit.xml"
    command = " ".join(FAULTY)
    status, lines = run_check(["--engine", f"cmd:{command}", "--cases", str(corpus), "--junit", str(junit)], capsys)
    assert status == 1
    assert lines[-1] == "1 passed, 0 failed, 1 skipped, 1 errored, 0 not claimed"
    assert "ERRORED fake.faults.all/crash" in lines
    suite = ET.parse(junit).getroot().find("testsuite")
    assert suite is not None
    assert (suite.get("errors"), suite.get("skipped")) == ("1", "1")


def test_check_filters_and_keeps_the_known_failures_list_honest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    known = tmp_path / "known.txt"
    stale = "reactions.attack.critical/a-failed-critical-roll-leaves-the-power-as-it-was"
    known.write_text(f"# passes now\n{stale}\nno/such-case\n")
    filters = ["--ruleset", "reactions", "--rule", "reactions.attack.c*"]
    status, lines = run_check(["--engine", "reference", *filters, "--known-failures", str(known)], capsys)
    assert status == 1
    assert lines[-1] == "5 passed, 0 failed, 0 skipped, 0 errored, 0 not claimed"
    assert f"known failure now passes, remove it from the list: {stale}" in lines
    assert "known failure names no case: no/such-case" in lines
    status, lines = run_check(["--case", "reactions.attack.types/*/magical-*"], capsys)
    assert (status, lines[-1]) == (0, "1 passed, 0 failed, 0 skipped, 0 errored, 0 not claimed")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--ruleset", "nope"], "--ruleset nope: no such ruleset; the rulesets are awoudan, falchion"),
        (["--rule", "reactions.defense.blok*"], "did you mean reactions.defense.block-"),
        (["--case", "reactions.defense.dodge/nope"], "--case reactions.defense.dodge/nope: matches no case ID"),
        (["--ruleset", "falchion", "--rule", "reactions.*"], "the filters together select no case"),
    ],
)
def test_a_check_that_can_select_nothing_is_a_usage_error(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", *arguments]) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert captured.out == ""


@pytest.mark.parametrize("timeout", ["-1", "0", "nan", "inf", "1e9", "soon"])
def test_a_timeout_must_be_a_finite_number_of_seconds_above_zero(
    timeout: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["check", "--timeout", timeout])
    assert exit_info.value.code == 2
    assert "argument --timeout" in capsys.readouterr().err


class Claims:
    """A Python engine that claims one operation only, and gets every answer wrong the same way."""

    operations = ("fake.echo",)

    def call(self, operation: str, request: object) -> JsonObject:
        return {"result": {"echo": "wrong"}}


def test_a_run_that_checked_nothing_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = tmp_path / "cases.json"
    corpus.write_text(corpus_text([fake_case("a", {}, operation="other.op"), fake_case("b", {}, operation="other.op")]))
    junit = tmp_path / "junit.xml"
    engine = "python:tests.test_conformance:Claims"
    status, lines = run_check(["--engine", engine, "--cases", str(corpus), "--junit", str(junit)], capsys)
    assert status == 1
    assert lines[-2:] == [
        "nothing was checked: every selected case was skipped or not claimed",
        "0 passed, 0 failed, 0 skipped, 0 errored, 2 not claimed",
    ]
    skipped = ET.parse(junit).getroot().findall(".//skipped")
    assert [element.get("message") for element in skipped] == ["not claimed: the engine does not claim other.op"] * 2


def test_cases_may_come_from_the_feature_files_of_a_checkout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    checkout = tmp_path / "checkout"
    for folder in ("docs", "features"):
        shutil.copytree(ROOT / folder / "reactions", checkout / folder / "reactions")
    status, lines = run_check(["--cases", str(checkout), "--rule", "reactions.attack.types"], capsys)
    assert (status, lines[-1]) == (0, "3 passed, 0 failed, 0 skipped, 0 errored, 0 not claimed")
    assert main(["check", "--cases", str(tmp_path)]) == 2
    assert "no features/ folder here" in capsys.readouterr().err


def test_a_checkout_s_cases_are_read_back_until_what_makes_them_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path / "cache"))
    feature = tmp_path / "features" / "falchion" / "measurement.feature"
    feature.parent.mkdir(parents=True)
    text = (ROOT / "features" / "falchion" / "measurement.feature").read_text(encoding="utf-8")
    feature.write_text(text, encoding="utf-8")
    spec = kept_features_corpus(tmp_path)
    assert spec == features_corpus(tmp_path)
    [kept] = (tmp_path / "cache" / "cases").iterdir()
    kept.write_text(corpus_line(list(spec.cases[1:]), spec.spec_version), encoding="utf-8")
    assert kept_features_corpus(tmp_path).cases == spec.cases[1:]  # read back, not read again
    kept.write_text("{", encoding="utf-8")
    assert kept_features_corpus(tmp_path) == spec
    feature.write_text(text.replace("| 1      | 5.0  |", "| 1      | 6.0  |"), encoding="utf-8")
    assert kept_features_corpus(tmp_path) == features_corpus(tmp_path) != spec
    assert [path.exists() for path in [kept, *kept.parent.iterdir()]] == [False, True]  # only the newest kept


def test_identical_failures_are_shown_once_with_their_count_and_a_replay_that_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corpus = tmp_path / "cases.json"
    cases = [fake_case(f"n{index}", {"n": index}) for index in range(14)]
    corpus.write_text(corpus_text(cases))
    report = tmp_path / "report.json"
    engine = "python:tests.test_conformance:Claims"
    arguments = ["--engine", engine, "--cases", str(corpus), "--site-url", "https://rules.example/v1", "--json"]
    status, lines = run_check([*arguments, str(report)], capsys)
    assert status == 1
    assert [line for line in lines if line.startswith("FAILED")] == ["FAILED fake.faults.all/n0"]
    assert "  the same failed in 13 more cases:" in lines
    assert "    … and 3 more (see the --json report)" in lines
    assert "  scenario: https://rules.example/v1/spec/engines/faulty.html#fake.faults.all/n0" in lines
    [replay] = [line.removeprefix("  replay:   ") for line in lines if line.startswith("  replay:")]
    words = shlex.split(replay)
    assert words[:2] == ["fawnarules", "check"]
    status, again = run_check(words[2:], capsys)
    assert (status, again[-1]) == (1, "0 passed, 1 failed, 0 skipped, 0 errored, 0 not claimed")
    data = json.loads(report.read_text())
    assert data["cases"][0]["replay"] == replay
    assert data["cases"][0]["url"] == "https://rules.example/v1/spec/engines/faulty.html#fake.faults.all/n0"
