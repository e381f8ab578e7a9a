"""The checker survives any engine: every hostile engine's cases are accounted for, in bounded time
and memory, with no traceback and no process left behind; a run cut short still writes its reports."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fawnarules.cli import main
from fawnarules.conformance.corpus import corpus_text
from fawnarules.conformance.process import GIVE_UP_AFTER, ProcessEngine, message_fault, plainly_sound
from fawnarules.conformance.report import Report, json_report_parts, junit_report, text_report
from fawnarules.conformance.runner import CaseResult, check_cases
from fawnarules.operation import JsonObject
from tests.test_conformance import FAULTY, fake_case

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
LAUNCHER = [str(ROOT / "tests" / "engines" / "launcher.sh"), *FAULTY]
TIMEOUT = 0.5
MEBIBYTE = 1 << 20


def peak_rss_reset() -> None:
    """Start measuring this process's peak resident memory afresh (Linux: write 5 to clear_refs)."""
    Path("/proc/self/clear_refs").write_text("5")


def memory(kind: str) -> int:
    """This process's resident memory now (``VmRSS``) or at its peak since the last reset (``VmHWM``), in bytes."""
    return 1024 * int(re.findall(rf"{kind}:\s+(\d+)", Path("/proc/self/status").read_text())[0])


def is_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is dead but not yet reaped by its parent (the engine's launcher, killed with it).
    status = Path(f"/proc/{pid}/status")
    return status.exists() and "zombie" not in status.read_text()


def pids_in(path: Path) -> list[int]:
    return [int(line) for line in path.read_text().split()] if path.exists() else []


def run_faults(
    faults: list[tuple[str, JsonObject]], command: list[str], timeout: float = TIMEOUT
) -> tuple[list[CaseResult], float, int]:
    """Each fault as one case, between two right ones: the results, the seconds taken and the peak memory."""
    cases = [fake_case("first", {"n": 0})]
    cases += [fake_case(name, {"fault": name.partition(" ")[0], **extra}) for name, extra in faults]
    cases += [fake_case("last", {"n": 1})]
    engine = ProcessEngine(command, timeout=timeout)
    peak_rss_reset()
    started = time.monotonic()
    try:
        results = list(check_cases(cases, engine))
    finally:
        engine.close()
    seconds = time.monotonic() - started
    report = Report(engine=engine.describe(), results=tuple(results), stderr=engine.stderr_text())
    # Every report can be written, whatever the engine sent.
    json.loads("".join(json_report_parts(report)))
    ET.fromstring(junit_report(report).encode())
    text_report(report).encode()
    assert [result.case.id for result in results] == [case.id for case in cases]
    assert (results[0].status, results[-1].status) == ("passed", "passed"), (results[0].reason, results[-1].reason)
    return results, seconds, memory("VmHWM")


@pytest.fixture
def pidfile(tmp_path: Path) -> Iterator[Path]:
    """A file the engines write their process IDs to; every process named in it is dead by the end."""
    path = tmp_path / "pids"
    yield path
    deadline = time.monotonic() + 2
    while any(is_alive(pid) for pid in pids_in(path)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in pids_in(path) if is_alive(pid)], "orphaned engine processes"


HOSTILE = [
    ("nested", "errored", "nested too deep to read"),
    ("deep", "errored", "nested more than 64 levels deep"),
    ("surrogate", "errored", "not valid Unicode"),
    ("surrogate-reason", "errored", "not valid Unicode"),
    ("twice", "passed", ""),
    ("after twice", "errored", "sequence number"),
    ("slow", "passed", ""),
    ("fork", "errored", "a process it started still holds its standard output"),
    ("fork-hang", "errored", f"no answer within {TIMEOUT:g} s"),
    ("close-stdout", "errored", "closed its standard output but is still running"),
    ("stop-reading", "errored", "stopped reading its input"),
    ("big", "passed", ""),
]
"""Each fault, how its case ends and what its reason says; ``big`` is a request larger than a pipe
holds, sent in one batch with ``stop-reading``, so that writing it fills the pipe."""


def check_outcomes(results: list[CaseResult], expected: list[tuple[str, str, str]]) -> None:
    found = {result.case.scenario: result for result in results}
    for name, status, reason in expected:
        assert found[name].status == status, (name, found[name].reason)
        assert reason in found[name].reason, (name, found[name].reason)


def test_every_hostile_engine_errors_only_its_own_case(pidfile: Path) -> None:
    extra: JsonObject = {"pidfile": str(pidfile), "seconds": TIMEOUT / 2}
    faults = [(name, {**extra, "pad": "p" * (256 * 1024)} if name == "big" else extra) for name, _, _ in HOSTILE]
    results, seconds, _ = run_faults(faults, FAULTY)
    check_outcomes(results, HOSTILE)
    assert seconds < 15


def test_huge_lines_and_answers_are_errored_or_kept_in_bounded_memory() -> None:
    results, seconds, peak = run_faults([("huge-line", {}), ("huge-answer", {})], FAULTY, timeout=5)
    check_outcomes(results, [("huge-line", "errored", "bytes without a line break"), ("huge-answer", "failed", "")])
    assert "truncated" in json.dumps(results[2].answer)
    assert len(json.dumps([result.answer for result in results])) < MEBIBYTE
    assert seconds < 15
    assert peak < 400 * MEBIBYTE


def test_an_engine_behind_a_launcher_script_leaves_no_process_behind(pidfile: Path) -> None:
    extra: JsonObject = {"pidfile": str(pidfile)}
    results, _, _ = run_faults([("hang", extra), ("fork", extra), ("fork-hang", extra)], LAUNCHER)
    check_outcomes(
        results,
        [
            ("hang", "errored", f"no answer within {TIMEOUT:g} s"),
            ("fork", "errored", "a process it started still holds its standard output"),
            ("fork-hang", "errored", f"no answer within {TIMEOUT:g} s"),
        ],
    )


def test_the_checker_gives_up_on_an_engine_that_never_answers_and_errors_what_a_run_past_its_deadline_left() -> None:
    cases = [fake_case(f"crash {n}", {"fault": "crash"}) for n in range(40)]
    engine = ProcessEngine(FAULTY, timeout=TIMEOUT)
    results = list(check_cases(cases, engine))
    engine.close()
    assert len(results) == 40
    assert engine.starts == GIVE_UP_AFTER
    assert "gave up on the engine" in results[-1].reason
    cases = [fake_case(f"slow {n}", {"fault": "slow", "seconds": 0.2}) for n in range(20)]
    engine = ProcessEngine(FAULTY, timeout=TIMEOUT, deadline=1.0)
    started = time.monotonic()
    results = list(check_cases(cases, engine))
    engine.close()
    assert time.monotonic() - started < 3
    assert len(results) == 20
    assert "the run's deadline of 1 s has passed" in results[-1].reason
    assert results[0].status == "passed"


def test_a_check_stopped_part_way_still_writes_its_reports(tmp_path: Path, pidfile: Path) -> None:
    cases = [fake_case("first", {"n": 0})]
    cases += [fake_case(f"hang {n}", {"fault": "hang", "pidfile": str(pidfile)}) for n in range(30)]
    corpus = tmp_path / "cases.json"
    corpus.write_text(corpus_text(cases), encoding="utf-8")
    command = [sys.executable, "-m", "fawnarules", "check", "--cases", str(corpus), "--timeout", "5"]
    command += ["--engine", f"cmd:{' '.join(LAUNCHER)}", "--json", str(tmp_path / "r.json")]
    command += ["--junit", str(tmp_path / "r.xml")]
    checker = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path)
    deadline = time.monotonic() + 20
    while not pids_in(pidfile) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    checker.send_signal(signal.SIGTERM)
    stdout, stderr = checker.communicate(timeout=20)
    assert b"Traceback" not in stdout + stderr
    assert checker.returncode == 1
    report = json.loads((tmp_path / "r.json").read_text())
    assert len(report["cases"]) == len(cases)
    assert report["cases"][0]["status"] == "passed"
    assert report["cases"][-1]["reason"] == "not run: the check was interrupted"
    ET.parse(tmp_path / "r.xml")
    assert b"errored" in stdout


ODD_TEXT = st.text(st.sampled_from(["a", "\\", '"', "é", "🦊", "\ud800", "\udfff", "\ud83e"]), max_size=4)
"""Texts of the characters that make JSON lines tricky, lone surrogates among them."""


@settings(deadline=None)  # a correctness property: a slow moment on a busy machine is no failure
@given(
    st.recursive(
        st.none() | st.integers() | ODD_TEXT,
        lambda children: st.lists(children, max_size=3) | st.dictionaries(ODD_TEXT, children, max_size=3),
        max_leaves=30,
    ),
    st.booleans(),
    st.integers(0, 80),
)
def test_an_answer_line_that_looks_sound_by_its_bytes_is_sound(value: object, ascii_only: bool, depth: int) -> None:
    nested = json.loads("[" * depth + json.dumps(value) + "]" * depth)
    line = json.dumps(nested, ensure_ascii=ascii_only).encode(errors="surrogatepass")
    if plainly_sound(line):
        assert message_fault(json.loads(line)) == ""


def test_answer_lines_that_may_hold_a_fault_are_walked_and_others_not() -> None:
    assert plainly_sound('{"type": "result", "seq": 1, "result": {"a": ["\\u00e9", "é"]}}'.encode())
    assert not plainly_sound(b'{"a": "\\ud800"}')
    assert not plainly_sound('{"a": "\ud800"}'.encode(errors="surrogatepass"))
    assert not plainly_sound(b"[" * 65 + b"]" * 65)


def test_the_checker_keeps_what_its_report_needs_not_each_answer_whole(tmp_path: Path) -> None:
    """Answers of 60 KB of small values each: the checker's memory grows by less than the report it writes
    (it kept them as values, and grew to 2.6 GB for 1,500 of them, ten times their report).

    100 answers show it: kept as values they would take about ten times the 16 MB report, while what the checker
    keeps of them, with what it imports to write the reports, takes about half of it."""
    count, size = 100, 60_000
    cases = [fake_case(f"wide {n}", {"fault": "wide", "size": size}) for n in range(count)]
    corpus = tmp_path / "cases.json"
    corpus.write_text(corpus_text(cases), encoding="utf-8")
    report = tmp_path / "report.json"
    arguments = ["check", "--cases", str(corpus), "--engine", f"cmd:{' '.join(FAULTY)}", "--timeout", "20"]
    before = memory("VmRSS")
    peak_rss_reset()
    assert main([*arguments, "--json", str(report), "--junit", str(tmp_path / "report.xml")]) == 0
    grown = memory("VmHWM") - before
    assert report.stat().st_size > count * size
    assert grown < report.stat().st_size, (grown // MEBIBYTE, report.stat().st_size // MEBIBYTE)
