"""``make test`` in shares: what a unit is, what the deal reads, what a share runs, and what a run keeps."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import IO

import pytest

from tests import spec_shares, suite_shares
from tests.sample_project import write_project
from tests.spec_shares import Ran
from tests.suite_shares import (
    BROWSER,
    KEPT,
    MEASURED,
    OPTIONS,
    PROCESSES_VARIABLE,
    ROOT,
    TIMES_VARIABLE,
    keep_seconds,
    main,
    options_key,
    read_seconds,
    share_arguments,
    shares_of,
    unit_of,
    unit_seconds,
    unit_sizes,
)

NOT_BROWSER = ["-q", "-m", "not browser"]
Q, NOT_BROWSER_KEY = options_key(["-q"]), options_key(NOT_BROWSER)
"""The keys of the runs' seconds, whether or not this run is thorough."""


@pytest.mark.parametrize(
    ("nodeid", "unit"),
    [
        ("tests/browser/test_cards.py::test_cards_fit[a.html]", "tests/browser"),
        ("tests/browser", "tests/browser"),
        ("tests/test_cli.py::test_usage", "tests/test_cli.py"),
        ("tests/test_cli.py", "tests/test_cli.py"),
        ("tests/test_spec.py::test_a_scenario", "tests/test_spec.py"),
        ("docs/falchion/odds.md::line:12,column:1", "docs/falchion/odds.md"),
        ("tests/browser_notes/test_x.py::test_y", "tests/browser_notes/test_x.py"),
        ("", None),
        ("tests", None),
        ("docs/rules", None),
    ],
)
def test_a_test_counts_to_its_file_and_a_browser_test_to_the_browser_folder_and_a_folder_to_none(
    nodeid: str, unit: str | None
) -> None:
    assert unit_of(nodeid) == unit


def test_every_test_module_and_docs_page_is_a_unit_and_the_browser_tests_are_one(tmp_path: Path) -> None:
    write_project(
        tmp_path,
        {
            "tests/test_a.py": 10,
            "tests/deeper/test_b.py": 20,
            "tests/c_test.py": 30,
            "tests/browser/test_d.py": 40,
            "tests/browser/test_e.py": 50,
            "tests/browser/conftest.py": 1000,
            "tests/steps.py": 1000,
            "docs/rules/page.md": 60,
            "docs/index.md": 70,
            "features/x.feature": 1000,
        },
    )
    assert unit_sizes(tmp_path) == {
        Path("tests/test_a.py"): 10,
        Path("tests/deeper/test_b.py"): 20,
        Path("tests/c_test.py"): 30,
        Path("tests/browser"): 90,
        Path("docs/rules/page.md"): 60,
        Path("docs/index.md"): 70,
    }


def test_the_units_of_the_project_hold_every_file_pytest_collects_by_its_settings(
    request: pytest.FixtureRequest,
) -> None:
    # What pytest collects, from its own settings: every module named as python_files says under its testpaths, and
    # every docs page (sybil's pattern, conftest.py).
    config = request.config
    collected = {
        file.relative_to(ROOT).as_posix()
        for folder in config.getini("testpaths")
        for pattern in config.getini("python_files")
        for file in (ROOT / folder).rglob(pattern)
    }
    collected |= {page.relative_to(ROOT).as_posix() for page in (ROOT / "docs").rglob("*.md")}
    assert {unit_of(file) for file in collected} == {unit.as_posix() for unit in unit_sizes(ROOT)}


def test_more_shares_than_units_leave_no_share_empty(tmp_path: Path) -> None:
    write_project(tmp_path, {"tests/test_a.py": 1, "tests/test_b.py": 2, "docs/c.md": 3})
    shares = shares_of(tmp_path, ["-q"], 10)
    assert len(shares) == 3
    assert all(shares)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (None, {}),
        ("not json", {}),
        ("[1, 2]", {}),
        ('{"-q": [1], "-x": {"a": 1}}', {"-x": {"a": 1.0}}),
        ('{"-q": {"a": -1, "b": true, "c": "1", "d": 2}}', {"-q": {"d": 2.0}}),
    ],
)
def test_kept_seconds_that_are_missing_unreadable_or_not_seconds_are_left_out(
    tmp_path: Path, text: str | None, read: dict[str, dict[str, float]]
) -> None:
    file = tmp_path / "kept.json"
    if text is not None:
        file.write_text(text, encoding="utf-8")
    assert read_seconds(file) == read


def test_a_thorough_run_is_timed_apart_from_an_everyday_one_with_the_same_options() -> None:
    assert options_key(["-q"], thorough=False) == "-q"
    assert options_key(["-q"], thorough=True) == "-q (thorough)"


def test_a_run_is_dealt_by_what_this_clone_kept_for_its_options_else_by_what_was_committed(tmp_path: Path) -> None:
    write_project(tmp_path, {"tests/test_a.py": 1})
    (tmp_path / MEASURED).write_text(json.dumps({Q: {"a": 1.0}, NOT_BROWSER_KEY: {"b": 2.0}}), "utf-8")
    assert unit_seconds(tmp_path, ["-q"]) == {"a": 1.0}
    (tmp_path / KEPT).parent.mkdir(parents=True)
    (tmp_path / KEPT).write_text(json.dumps({Q: {"c": 3.0}}), encoding="utf-8")
    assert unit_seconds(tmp_path, ["-q"]) == {"c": 3.0}
    assert unit_seconds(tmp_path, NOT_BROWSER) == {"b": 2.0}
    assert unit_seconds(tmp_path, ["-x"]) == {}


def test_the_units_are_dealt_by_their_seconds_not_their_size(tmp_path: Path) -> None:
    write_project(tmp_path, {"tests/test_big.py": 900, "tests/test_slow.py": 10, "tests/browser/test_c.py": 10})
    (tmp_path / KEPT).parent.mkdir(parents=True)
    seconds = {"tests/test_big.py": 1.0, "tests/test_slow.py": 20.0, "tests/browser": 19.0}
    (tmp_path / KEPT).write_text(json.dumps({Q: seconds}), encoding="utf-8")
    assert shares_of(tmp_path, ["-q"], 2) == [
        [Path("tests/test_slow.py")],
        [Path("tests/browser"), Path("tests/test_big.py")],
    ]


def test_a_share_runs_its_units_in_a_temporary_folder_of_its_own_and_names_where_it_writes_its_times() -> None:
    arguments, environment = share_arguments(
        [Path("docs/a.md"), Path("tests/browser")], NOT_BROWSER, Path("/tmp/t/share-0.json"), Path("/tmp/t/share-0")
    )
    assert arguments == [*OPTIONS, "--basetemp=/tmp/t/share-0", *NOT_BROWSER, "docs/a.md", "tests/browser"]
    assert environment[TIMES_VARIABLE] == "/tmp/t/share-0.json"


def share_times(folder: Path, *seconds: dict[str, float]) -> list[Path]:
    times = []
    for number, written in enumerate(seconds):
        times.append(folder / f"share-{number}.json")
        times[-1].write_text(json.dumps(written), encoding="utf-8")
    return times


def test_a_run_keeps_the_mean_of_the_kept_and_the_measured_seconds_of_the_units_it_ran_and_forgets_lost_units(
    tmp_path: Path,
) -> None:
    write_project(tmp_path, {"tests/test_a.py": 1, "tests/test_b.py": 1, "docs/c.md": 1, "tests/browser/test_d.py": 1})
    (tmp_path / KEPT).parent.mkdir(parents=True)
    before = {
        Q: {"tests/browser": 30.0},
        NOT_BROWSER_KEY: {"tests/test_a.py": 1.0, "tests/test_b.py": 2.0, "tests/test_gone.py": 5.0},
    }
    (tmp_path / KEPT).write_text(json.dumps(before), encoding="utf-8")
    times = share_times(tmp_path, {"tests/test_a.py": 1.23456}, {"docs/c.md": 0.5})
    assert keep_seconds(tmp_path, NOT_BROWSER, Ran(("", ""), (0, 0), finished=True), times)
    assert read_seconds(tmp_path / KEPT) == {
        Q: {"tests/browser": 30.0},
        NOT_BROWSER_KEY: {"tests/test_a.py": 1.117, "tests/test_b.py": 2.0, "docs/c.md": 0.5},
    }
    assert [file.name for file in (tmp_path / KEPT).parent.iterdir()] == ["unit-seconds.json"]


@pytest.mark.parametrize(
    ("statuses", "finished"), [((0, 0), False), ((1, 0), True), ((0, 4), True), ((3, 0), True), ((0, -9), True)]
)
def test_a_run_that_failed_was_interrupted_or_whose_share_could_not_run_keeps_nothing(
    tmp_path: Path, statuses: tuple[int, ...], finished: bool
) -> None:
    times = share_times(tmp_path, {"tests/test_a.py": 1.0}, {"tests/test_b.py": 1.0})
    assert not keep_seconds(tmp_path, ["-q"], Ran(("", ""), statuses, finished), times)
    assert not (tmp_path / KEPT).exists()


class PassingShare:
    """A share that passes at once, one test a unit, and times each unit it was given at a second."""

    def __init__(
        self, arguments: list[str], environment: dict[str, str], output: IO[bytes], folder: Path = ROOT
    ) -> None:
        units = [argument for argument in arguments if argument.startswith(("tests/", "docs/"))]
        Path(environment[TIMES_VARIABLE]).write_text(json.dumps(dict.fromkeys(units, 1.0)), encoding="utf-8")
        output.write(f"{' '.join(units)}\n{len(units)} passed in 0.1s\n".encode())
        self.returncode = 0

    def wait(self, timeout: float | None = None) -> int:
        return self.returncode


def test_the_shares_together_run_every_unit_once_and_the_run_keeps_their_seconds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    write_project(tmp_path, {"tests/test_a.py": 5, "tests/test_b.py": 4, "tests/browser/test_c.py": 3, "docs/d.md": 2})
    monkeypatch.setattr(suite_shares, "ROOT", tmp_path)
    monkeypatch.setattr(spec_shares, "ForkedShare", PassingShare)
    monkeypatch.setenv(PROCESSES_VARIABLE, "2")
    assert main(NOT_BROWSER) == 0
    printed = capsys.readouterr().out
    ran = [unit for line in printed.splitlines() if line.startswith(("tests/", "docs/")) for unit in line.split()]
    assert sorted(ran) == ["docs/d.md", "tests/browser", "tests/test_a.py", "tests/test_b.py"]
    assert printed.splitlines()[0] == "4 files in 2 shares, one per core; each share's report follows when it ends"
    assert printed.splitlines()[-1].startswith("== the tests in 2 shares: 4 passed in ")
    assert read_seconds(tmp_path / KEPT) == {NOT_BROWSER_KEY: dict.fromkeys(ran, 1.0)}


def test_a_path_or_an_option_that_cannot_work_across_shares_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lf"]) == spec_shares.USAGE_ERROR
    assert main(["tests/test_cli.py"]) == spec_shares.USAGE_ERROR
    assert main(["--basetemp=/tmp/x"]) == spec_shares.USAGE_ERROR
    assert "make test" in capsys.readouterr().err


def pytest_run(*arguments: str, settings: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", *arguments],
        cwd=ROOT,
        env={**os.environ, **(settings or {})},
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.slow
def test_a_share_times_each_unit_it_was_given_collecting_included_and_nothing_else(tmp_path: Path) -> None:
    times = tmp_path / "share.json"
    units = ["docs/index.md", "tests/test_card.py", "tests/test_glossary.py"]
    done = pytest_run("-q", *OPTIONS, *units, settings={TIMES_VARIABLE: str(times)})
    assert done.returncode == 0, done.stdout + done.stderr
    written = json.loads(times.read_text(encoding="utf-8"))
    assert sorted(written) == units
    assert all(seconds > 0 for seconds in written.values())


@pytest.mark.slow
def test_make_test_leaves_out_every_test_that_drives_the_browser_and_keeps_the_checks_of_the_built_files() -> None:
    def collected(marks: str) -> set[str]:
        done = pytest_run("--collect-only", "-q", "-p", "no:xdist", "-p", "no:cacheprovider", "-m", marks, BROWSER)
        assert done.returncode == 0, done.stdout + done.stderr
        return {line for line in done.stdout.splitlines() if "::" in line}

    kept, left = collected("not browser"), collected("browser")
    files = {test.split("::")[0] for test in kept}
    assert files == {f"{BROWSER}/test_built_site.py", f"{BROWSER}/test_spec_pages.py"}
    assert {test.split("::")[0] for test in left} >= {
        f"{BROWSER}/test_browser.py",
        f"{BROWSER}/test_cards.py",
        f"{BROWSER}/test_reader_paths.py",
        f"{BROWSER}/test_spec_pages.py",
    }
    assert not kept & left
