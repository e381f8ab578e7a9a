"""A check ends with a summary and whole, strict reports whatever stops it, and refuses up front what
would only fail at its end: an engine that does not start, Ctrl-C or SIGTERM during the handshake,
a report that cannot be written."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.conformance.corpus import corpus_text
from tests.test_conformance import FAULTY, fake_case
from tests.test_hostile_engines import is_alive, pids_in

ENGINE = f"cmd:{' '.join(FAULTY)}"


def corpus(folder: Path, count: int = 3) -> Path:
    path = folder / "cases.json"
    path.write_text(corpus_text([fake_case(f"case {n}", {"n": n}) for n in range(count)]), encoding="utf-8")
    return path


def strict(text: str) -> object:
    def refuse(word: str) -> object:
        raise AssertionError(f"{word} in a report")

    return json.loads(text, parse_constant=refuse)


def test_an_engine_that_does_not_start_is_one_error_with_its_stderr_and_still_gets_its_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = f"cmd:{sys.executable} -c \"import sys; sys.exit('no such engine here')\""
    arguments = ["check", "--engine", engine, "--cases", str(corpus(tmp_path))]
    assert main([*arguments, "--json", str(tmp_path / "r.json"), "--junit", str(tmp_path / "r.xml")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    [first, *rest] = captured.err.splitlines()
    assert first.startswith("fawnarules check: cmd:")
    assert "the engine did not start" in first
    assert rest == ["no such engine here"]
    report = strict((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert isinstance(report, dict)
    assert [case["status"] for case in report["cases"]] == ["errored"] * 3
    assert all(case["reason"].startswith("not run: the engine did not start") for case in report["cases"])
    suites = ET.parse(tmp_path / "r.xml").getroot()
    assert suites.get("errors") == "3"


@pytest.mark.parametrize("option", ["--json", "--junit"])
def test_a_report_that_cannot_be_written_is_refused_before_the_engine_starts(
    option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAULTY_PIDFILE", str(tmp_path / "pids"))
    arguments = ["check", "--engine", f"{ENGINE} --hang-at-start", "--cases", str(corpus(tmp_path))]
    assert main([*arguments, option, str(tmp_path / "nonexistent" / "x")]) == 2
    err = capsys.readouterr().err
    assert f"fawnarules check: {option} {tmp_path / 'nonexistent' / 'x'} cannot be written: there is no folder" in err
    assert not pids_in(tmp_path / "pids")


AS_A_TERMINAL_STARTS_IT = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('fawnarules', run_name='__main__')"
)
"""``python -m fawnarules`` with Ctrl-C heeded, as in a terminal's foreground command. A shell starts a background
job (``make test &``) with Ctrl-C ignored, its processes inherit that, and Python, as any program should, keeps a
signal ignored that it was started ignoring: there the check would rightly not heed the test's Ctrl-C."""


@pytest.mark.slow
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_stopped_during_the_handshake_a_check_writes_its_reports_and_leaves_no_process(
    stop: signal.Signals, tmp_path: Path
) -> None:
    pidfile = tmp_path / "pids"
    command = [sys.executable, "-c", AS_A_TERMINAL_STARTS_IT, "check", "--engine", f"{ENGINE} --hang-at-start"]
    command += [
        # Still shaking hands when the signal comes, however busy the machine: the check never gives up first.
        "--start-timeout",
        "120",
        "--cases",
        str(corpus(tmp_path)),
        "--json",
        str(tmp_path / "r.json"),
        "--junit",
        str(tmp_path / "r.xml"),
    ]
    checker = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "FAULTY_PIDFILE": str(pidfile)}
    )
    deadline = time.monotonic() + 20
    while not pids_in(pidfile) and time.monotonic() < deadline:
        time.sleep(0.02)
    checker.send_signal(stop)
    stdout, stderr = checker.communicate(timeout=20)
    assert b"Traceback" not in stdout + stderr, stderr
    assert checker.returncode == 1
    report = strict((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert isinstance(report, dict)
    assert {case["reason"] for case in report["cases"]} == {"not run: the check was interrupted"}
    ET.parse(tmp_path / "r.xml")
    assert b"3 errored" in stdout
    assert not [pid for pid in pids_in(pidfile) if is_alive(pid)]


def test_a_cases_file_holding_nan_is_refused_before_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = corpus(tmp_path, 1)
    path.write_text(path.read_text(encoding="utf-8").replace('"n": 0\n', '"n": NaN\n', 1), encoding="utf-8")
    assert main(["check", "--engine", ENGINE, "--cases", str(path), "--json", str(tmp_path / "r.json")]) == 2
    assert "cases.0.expected.result.echo.n is NaN, which is not a JSON number" in capsys.readouterr().err
    assert not (tmp_path / "r.json").exists()
