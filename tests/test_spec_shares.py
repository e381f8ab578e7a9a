"""The spec run in shares (``make spec``): how files are dealt, what a share runs, how the shares' results
combine, and that the shares together run every check of the spec exactly once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import IO, cast

import pytest

from tests import spec_shares
from tests.sample_project import write_project
from tests.spec_shares import (
    FEATURES_VARIABLE,
    KEPT_SECONDS,
    NO_TESTS,
    PROCESSES_VARIABLE,
    ROOT,
    TEST_MODULE,
    TIMES_VARIABLE,
    USAGE_ERROR,
    ForkedShare,
    PageSeconds,
    Ran,
    combined_status,
    counted,
    deal,
    failures,
    feature_files,
    keep_seconds,
    kept_seconds,
    main,
    page_costs,
    print_reports,
    read_report,
    refusal,
    share_arguments,
    shares_of,
    summary_line,
    total_counts,
)


def sizes_of(**sizes: int) -> dict[Path, float]:
    return {Path(f"{name}.feature"): size for name, size in sizes.items()}


def test_the_largest_files_are_dealt_first_each_to_the_lightest_share() -> None:
    # a → share 1 (5), b → share 2 (4), c → share 2 (7), d → share 1 (7)
    assert deal(sizes_of(d=2, c=3, b=4, a=5), 2) == [
        [Path("a.feature"), Path("d.feature")],
        [Path("b.feature"), Path("c.feature")],
    ]


def test_files_of_one_size_are_dealt_in_path_order_and_a_tie_of_shares_goes_to_the_first() -> None:
    assert deal(sizes_of(c=1, a=1, b=1), 2) == [[Path("a.feature"), Path("c.feature")], [Path("b.feature")]]


def test_empty_files_are_spread_over_the_shares_too() -> None:
    assert deal(sizes_of(a=0, b=0, c=0), 3) == [[Path("a.feature")], [Path("b.feature")], [Path("c.feature")]]


def test_every_file_is_in_exactly_one_share_and_the_shares_differ_by_at_most_the_largest_file() -> None:
    sizes = {Path(f"f{number:02}.feature"): (number * 7919) % 1000 + 1 for number in range(40)}
    for shares in (1, 2, 3, 5):
        dealt = deal(sizes, shares)
        assert sorted(file for share in dealt for file in share) == sorted(sizes)
        loads = [sum(sizes[file] for file in share) for share in dealt]
        assert max(loads) - min(loads) <= max(sizes.values())


def test_the_deal_does_not_depend_on_the_order_the_files_were_found_in() -> None:
    sizes = sizes_of(a=3, b=9, c=3, d=1, e=4)
    assert deal(dict(reversed(list(sizes.items()))), 3) == deal(sizes, 3)


def test_feature_files_and_pages_are_dealt_each_on_their_own_in_no_more_shares_than_feature_files(
    tmp_path: Path,
) -> None:
    sizes = {"features/a.feature": 40, "features/b.feature": 30, "docs/big.md": 900, "docs/x.md": 20, "docs/y.md": 10}
    for name, size in sizes.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text("x" * size, encoding="utf-8")
    paths = [Path("features/a.feature"), Path("docs/big.md"), Path("features/b.feature"), Path("docs/x.md")]
    assert shares_of(tmp_path, 2) == [[paths[0], paths[1]], [paths[2], paths[3], Path("docs/y.md")]]
    assert shares_of(tmp_path, 5) == shares_of(tmp_path, 2)
    assert shares_of(tmp_path, 1) == [[paths[0], paths[2], paths[1], paths[3], Path("docs/y.md")]]


def test_pages_are_dealt_by_their_seconds_in_the_last_run_kept(tmp_path: Path) -> None:
    # Two small pages whose examples are slow: dealt by size both went to the share without the large page.
    write_project(
        tmp_path,
        {"features/a.feature": 40, "features/b.feature": 30, "docs/big.md": 900, "docs/odds.md": 20, "docs/all.md": 10},
    )
    (tmp_path / KEPT_SECONDS).parent.mkdir(parents=True)
    (tmp_path / KEPT_SECONDS).write_text('{"docs/big.md": 0.01, "docs/odds.md": 0.3, "docs/all.md": 0.25}')
    assert shares_of(tmp_path, 2) == [
        [Path("features/a.feature"), Path("docs/odds.md")],
        [Path("features/b.feature"), Path("docs/all.md"), Path("docs/big.md")],
    ]


def test_a_page_no_run_timed_counts_as_its_size_at_the_timed_pages_seconds_per_byte() -> None:
    sizes = {Path("docs/a.md"): 100, Path("docs/b.md"): 300, Path("docs/new.md"): 50}
    assert page_costs(sizes, {"docs/a.md": 0.1, "docs/b.md": 0.3, "docs/gone.md": 9.0}) == {
        Path("docs/a.md"): 0.1,
        Path("docs/b.md"): 0.3,
        Path("docs/new.md"): pytest.approx(0.05),
    }


def test_with_no_page_timed_the_pages_are_dealt_by_size() -> None:
    sizes = {Path("docs/a.md"): 100, Path("docs/b.md"): 0}
    assert page_costs(sizes, {}) == {Path("docs/a.md"): 100.0, Path("docs/b.md"): 0.0}
    assert page_costs(sizes, {"docs/gone.md": 1.0}) == {Path("docs/a.md"): 100.0, Path("docs/b.md"): 0.0}


def test_timed_pages_of_no_bytes_give_an_untimed_page_no_cost() -> None:
    sizes = {Path("docs/a.md"): 100, Path("docs/b.md"): 0}
    assert page_costs(sizes, {"docs/b.md": 0.5}) == {Path("docs/a.md"): 0.0, Path("docs/b.md"): 0.5}


@pytest.mark.parametrize(
    "kept",
    [None, "", "not json", "[1, 2]", '{"docs/a.md": "slow", "docs/b.md": -1, "docs/c.md": true, "docs/d.md": 0.5}'],
)
def test_kept_seconds_that_are_missing_or_unreadable_are_left_out(tmp_path: Path, kept: str | None) -> None:
    if kept is not None:
        (tmp_path / KEPT_SECONDS).parent.mkdir(parents=True)
        (tmp_path / KEPT_SECONDS).write_text(kept, encoding="utf-8")
    expected = {"docs/d.md": 0.5} if kept and "docs/d.md" in kept else {}
    assert kept_seconds(tmp_path) == expected


def test_a_share_runs_its_pages_as_arguments_and_names_its_feature_files_and_where_it_writes_its_times() -> None:
    share = [Path("docs/a.md"), Path("features/x/one.feature"), Path("features/y/two.feature")]
    arguments, environment = share_arguments(share, ["-q", "-k", "grit"], Path("/tmp/share-0.json"))
    pytest_options = ["-p", "no:xdist", "-p", "no:cacheprovider", "-p", "tests.spec_shares", "-q", "-k", "grit"]
    assert arguments == [*pytest_options, TEST_MODULE, "docs/a.md"]
    assert environment[FEATURES_VARIABLE] == os.pathsep.join(["features/x/one.feature", "features/y/two.feature"])
    assert environment[TIMES_VARIABLE] == "/tmp/share-0.json"


def test_a_share_writes_each_pages_seconds_collection_set_up_and_tear_down_included_and_no_scenarios(
    tmp_path: Path,
) -> None:
    clock = iter([10.0, 10.125, 20.0, 20.0, 30.0, 30.0625])
    timing = PageSeconds(tmp_path / "share.json", clock=lambda: next(clock))
    reports = [
        ("docs/a.md::line:3,column:1", 0.25),
        ("docs/a.md::line:3,column:1", 0.5),
        ("docs/a.md::line:9,column:1", 0.125),
        ("docs/b.md::line:1,column:1", 0.0),
        ("tests/test_spec.py::test_a_block", 3.0),
    ]
    for page in ("docs/a.md", "docs/b.md", "docs/prose.md", "tests/test_spec.py"):
        timing.pytest_collectstart(cast(pytest.Collector, SimpleNamespace(nodeid=page)))
        timing.pytest_collectreport(pytest.CollectReport(page, "passed", None, []))
    for nodeid, duration in reports:
        timing.pytest_runtest_logreport(
            pytest.TestReport(nodeid, ("", 0, ""), {}, "passed", None, "call", duration=duration)
        )
    timing.pytest_sessionfinish()
    written = json.loads((tmp_path / "share.json").read_text(encoding="utf-8"))
    assert written == {"docs/a.md": 1.0, "docs/b.md": 0.0, "docs/prose.md": 0.0625}


@pytest.mark.slow
def test_a_pytest_run_with_the_module_as_its_plugin_times_the_pages_it_was_given(tmp_path: Path) -> None:
    times = tmp_path / "share.json"
    plugins = ["-p", "no:xdist", "-p", "no:cacheprovider", "-p", "tests.spec_shares"]
    pages = ["docs/reactions/examples.md", "docs/conformance/benchmark.md"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", *plugins, *pages],
        cwd=ROOT,
        env={**os.environ, TIMES_VARIABLE: str(times)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    written = json.loads(times.read_text(encoding="utf-8"))
    assert sorted(written) == ["docs/conformance/benchmark.md", "docs/reactions/examples.md"]
    assert written["docs/reactions/examples.md"] > written["docs/conformance/benchmark.md"] > 0


def share_times(folder: Path) -> list[Path]:
    times = [folder / "share-0.json", folder / "share-1.json"]
    times[0].write_text('{"docs/a.md": 0.5}', encoding="utf-8")
    times[1].write_text('{"docs/b.md": 0.25}', encoding="utf-8")
    return times


def test_the_times_of_a_run_that_passed_every_check_are_kept_for_the_next_deal(tmp_path: Path) -> None:
    (tmp_path / KEPT_SECONDS).parent.mkdir(parents=True)
    (tmp_path / KEPT_SECONDS).write_text('{"docs/gone.md": 2.0}', encoding="utf-8")
    assert keep_seconds(
        tmp_path,
        ["-q", "--tb=short"],
        [0, 0],
        counted(["10 passed in 1s", "7 passed, 1 warning in 1s"]),
        share_times(tmp_path),
    )
    assert kept_seconds(tmp_path) == {"docs/a.md": 0.5, "docs/b.md": 0.25}


@pytest.mark.parametrize(
    ("statuses", "summaries"),
    [
        ([0, 0], ["10 passed, 4 deselected in 1s", "7 passed in 1s"]),
        ([1, 0], ["1 failed, 9 passed in 1s", "7 passed in 1s"]),
        ([0, 0], ["10 tests collected in 1s", "7 tests collected in 1s"]),
        ([0, -9], ["10 passed in 1s", ""]),
        ([0, 0], ["10 passed in 1s", "1 error in 1s"]),
    ],
)
def test_the_times_of_a_run_that_did_not_pass_every_check_are_not_kept(
    tmp_path: Path, statuses: list[int], summaries: list[str]
) -> None:
    assert not keep_seconds(tmp_path, [], statuses, counted(summaries), share_times(tmp_path))
    assert not (tmp_path / KEPT_SECONDS).exists()


@pytest.mark.parametrize(
    "options",
    [
        ["--ignore", "docs/falchion"],
        ["--ignore-glob=docs/*/odds.md"],
        ["--engine", "cmd:node engine.js"],
        ["-q", "-p", "no:randomly"],
        ["-o", "addopts="],
    ],
)
def test_the_times_of_a_run_whose_options_can_leave_files_out_or_change_the_engine_are_not_kept(
    tmp_path: Path, options: list[str]
) -> None:
    summaries = ["10 passed in 1s", "7 passed in 1s"]
    assert not keep_seconds(tmp_path, options, [0, 0], counted(summaries), share_times(tmp_path))
    assert not (tmp_path / KEPT_SECONDS).exists()


def test_times_a_share_did_not_write_are_not_kept(tmp_path: Path) -> None:
    times = share_times(tmp_path)
    times[1].unlink()
    assert not keep_seconds(tmp_path, [], [0, 0], counted(["10 passed in 1s", "7 passed in 1s"]), times)
    assert not (tmp_path / KEPT_SECONDS).exists()


def test_a_process_binds_the_feature_files_named_for_its_share_else_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "features/x").mkdir(parents=True)
    for name in ("x/one.feature", "two.feature"):
        (tmp_path / "features" / name).write_text("Feature: f\n", encoding="utf-8")
    monkeypatch.delenv(FEATURES_VARIABLE, raising=False)
    assert feature_files(tmp_path) == [tmp_path / "features/two.feature", tmp_path / "features/x/one.feature"]
    monkeypatch.setenv(FEATURES_VARIABLE, "features/x/one.feature")
    assert feature_files(tmp_path) == [tmp_path / "features/x/one.feature"]
    monkeypatch.setenv(FEATURES_VARIABLE, "")
    assert feature_files(tmp_path) == []


@pytest.mark.parametrize("options", [["-q"], ["-k", "docs"], ["-x", "--tb=short", "-m", "not slow"], ["-kgrit"]])
def test_options_that_work_in_every_share_are_taken(options: list[str]) -> None:
    assert refusal(options) == ""


@pytest.mark.parametrize(
    ("options", "named"),
    [
        (["--lf"], "--lf"),
        (["-n", "2"], "-n"),
        (["--numprocesses=2"], "--numprocesses=2"),
        (["-q", "--pdb"], "--pdb"),
        (["docs/grit.md"], "docs/grit.md"),
        (["-x", "tests/test_spec.py::test_one"], "tests/test_spec.py::test_one"),
    ],
)
def test_options_that_cannot_work_across_shares_and_paths_are_refused_by_name(
    options: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert named in refusal(options)
    assert main(options) == USAGE_ERROR
    assert capsys.readouterr().err.startswith(f"make spec: {named}")


@pytest.mark.parametrize(
    ("statuses", "status"),
    [
        ([0, 0], 0),
        ([0, NO_TESTS], 0),
        ([NO_TESTS, NO_TESTS], NO_TESTS),
        ([1, 0], 1),
        ([NO_TESTS, 1], 1),
        ([1, 2], 2),
        ([3, 2], 3),
        ([0, 4], 4),
        ([0, -9], 2),
    ],
)
def test_the_run_takes_the_gravest_failure_and_selects_nothing_only_when_no_share_selected_anything(
    statuses: list[int], status: int
) -> None:
    assert combined_status(statuses) == status


def test_the_counts_of_the_shares_are_added_from_each_summary_line() -> None:
    reports = [
        "....F\n== 1 failed, 31 passed, 3 warnings, 1 error in 2.01s ==",
        "...\n1 passed, 1 warning, 2 errors in 1.00s (0:00:01)\nan exit message after the summary",
        "no tests ran in 0.01s",
        "no tests collected (12 deselected) in 0.4s",
    ]
    assert total_counts(reports) == "1 failed, 32 passed, 12 deselected, 4 warnings, 3 errors"


def test_collecting_counts_the_tests_collected_not_those_deselected() -> None:
    reports = ["a\n964 tests collected in 0.57s", "1 test collected in 0.1s", "5/964 tests collected (959 deselected)"]
    assert total_counts(reports) == "965 collected"
    assert total_counts([reports[2] + " in 0.3s"]) == "5 collected, 959 deselected"


def test_a_report_without_a_summary_counts_nothing() -> None:
    assert summary_line("ERROR: usage: pytest [options]\n") == ""
    assert total_counts(["", "\n"]) == ""


def run(*arguments: str, settings: dict[str, str] | None = None) -> subprocess.Popen[str]:
    env = {name: value for name, value in os.environ.items() if name != FEATURES_VARIABLE}
    return subprocess.Popen(
        [sys.executable, "-m", *arguments],
        cwd=ROOT,
        env={**env, **(settings or {})},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def checks_of(report: str) -> list[str]:
    """The node IDs a ``--collect-only -q`` report lists."""
    return [line for line in report.splitlines() if "::" in line and not line.startswith(("=", "-"))]


@pytest.mark.slow
def test_the_shares_together_run_every_check_of_the_spec_once_and_a_run_selecting_nothing_fails() -> None:
    collect = ("-q", "--collect-only", "-p", "no:cacheprovider")
    processes = {
        "whole": run("pytest", *collect, "-p", "no:xdist", TEST_MODULE, "docs"),
        "three shares": run("tests.spec_shares", *collect, settings={PROCESSES_VARIABLE: "3"}),
        "nothing": run("tests.spec_shares", "-q", "-k", "no_check_is_named_this", settings={PROCESSES_VARIABLE: "2"}),
    }
    reports = {name: process.communicate()[0] for name, process in processes.items()}
    statuses = {name: process.returncode for name, process in processes.items()}
    assert statuses == {"whole": 0, "three shares": 0, "nothing": NO_TESTS}, reports
    whole = checks_of(reports["whole"])
    shares = reports["three shares"].split("-- share ")[1:]
    assert [share.split(" ", 1)[0] for share in shares] == ["1", "2", "3"]
    checks = [checks_of(share) for share in shares]
    assert all(checks)
    assert sorted(check for share in checks for check in share) == sorted(whole)
    assert reports["three shares"].splitlines()[-1].startswith(f"== the spec in 3 shares: {len(whole)} collected in ")
    assert reports["nothing"].splitlines()[-1].startswith(f"== the spec in 2 shares: {len(whole)} deselected in ")


class PassingShare:
    """A share that passes its checks at once and times each page it was given at half a second."""

    def __init__(
        self, arguments: list[str], environment: dict[str, str], output: IO[bytes], folder: Path = ROOT
    ) -> None:
        pages = {argument: 0.5 for argument in arguments if argument.endswith(".md")}
        Path(environment[TIMES_VARIABLE]).write_text(json.dumps(pages), encoding="utf-8")
        output.write(f"{len(pages)} passed in 0.1s\n".encode())
        self.returncode = 0

    def wait(self, timeout: float | None = None) -> int:
        return self.returncode


class FailingShare(PassingShare):
    def __init__(
        self, arguments: list[str], environment: dict[str, str], output: IO[bytes], folder: Path = ROOT
    ) -> None:
        super().__init__(arguments, environment, output)
        output.write(b"1 failed in 0.1s\n")
        self.returncode = 1


@pytest.mark.parametrize(("share", "kept"), [(PassingShare, True), (FailingShare, False)])
def test_a_run_keeps_the_times_its_shares_wrote_only_when_every_share_passed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, share: type[PassingShare], kept: bool
) -> None:
    write_project(tmp_path, {"features/a.feature": 40, "features/b.feature": 30, "docs/x.md": 9, "docs/y.md": 3})
    monkeypatch.setattr(spec_shares, "ROOT", tmp_path)
    monkeypatch.setattr(spec_shares, "ForkedShare", share)
    monkeypatch.setenv(PROCESSES_VARIABLE, "2")
    assert main(["-q"]) == (0 if kept else 1)
    assert kept_seconds(tmp_path) == ({"docs/x.md": 0.5, "docs/y.md": 0.5} if kept else {})


def test_a_forked_share_ends_with_the_status_of_its_run_and_leaves_what_it_wrote(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def run_share(arguments: list[str], environment: dict[str, str], output: IO[bytes], folder: Path) -> None:
        os.write(output.fileno(), f"{' '.join(arguments)} {environment['SHARE']} {folder}".encode())
        os._exit(7)

    monkeypatch.setattr(spec_shares, "run_share", run_share)
    with tempfile.TemporaryFile() as output:
        share = ForkedShare(["-q", "docs/a.md"], {"SHARE": "one"}, output)
        assert share.wait() == 7
        assert share.wait(timeout=0) == 7
        assert read_report(output) == f"-q docs/a.md one {ROOT}"


def test_a_forked_share_still_running_when_the_wait_ends_can_be_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    def run_share(arguments: list[str], environment: dict[str, str], output: IO[bytes], folder: Path) -> None:
        time.sleep(60)
        os._exit(0)

    monkeypatch.setattr(spec_shares, "run_share", run_share)
    with tempfile.TemporaryFile() as output:
        share = ForkedShare([], {}, output)
        try:
            with pytest.raises(subprocess.TimeoutExpired):
                share.wait(timeout=0.1)
        finally:
            share.kill()
        assert share.wait() == -signal.SIGKILL


FORKS = """
import os, sys, tempfile
from pathlib import Path
from tests.spec_shares import ForkedShare, read_report
os.environ["SHARE_MARK"] = "kept"
for arguments in (["-q", "-p", "no:cacheprovider", "test_env.py"], ["-q", "-p", "no:cacheprovider", "exits"]):
    with tempfile.TemporaryFile() as output:
        status = ForkedShare(arguments, os.environ, output, Path(sys.argv[1])).wait()
        print(status, read_report(output).strip().splitlines()[-1:])
"""


@pytest.mark.slow
def test_a_forked_share_runs_pytest_in_its_folder_with_the_whole_environment_and_ends_as_pytest_would(
    tmp_path: Path,
) -> None:
    (tmp_path / "test_env.py").write_text(
        "import os\nfrom pathlib import Path\n\n\ndef test_env():\n"
        "    assert os.environ['SHARE_MARK'] == 'kept' and os.environ['PATH']\n"
        f"    assert Path.cwd() == Path({str(tmp_path)!r})\n",
        encoding="utf-8",
    )
    (tmp_path / "exits").mkdir()
    (tmp_path / "exits/conftest.py").write_text("import sys\n\nsys.exit(7)\n", encoding="utf-8")
    (tmp_path / "exits/test_never.py").write_text("def test_never():\n    pass\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", FORKS, str(tmp_path)], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    passing, exiting = done.stdout.splitlines()
    assert passing.startswith("0 ['1 passed in "), done.stdout
    assert exiting == "7 []", done.stdout


def test_the_failures_of_every_share_are_named_again_together_after_the_last_report(
    capsys: pytest.CaptureFixture[str],
) -> None:
    first = "..F\n=== summary ===\nFAILED tests/test_a.py::test_x - assert 1 == 2\n1 failed, 2 passed in 1s\n"
    second = "E\nERROR docs/b.md::line:3,column:1 - NameError\n1 error in 1s\n"
    ran = Ran((first, second, "3 passed in 1s\n"), (1, 1, 0), finished=True)
    assert failures(ran.reports) == [
        "FAILED tests/test_a.py::test_x - assert 1 == 2",
        "ERROR docs/b.md::line:3,column:1 - NameError",
    ]
    assert print_reports("the tests", ran, 2.0) == 1
    printed = capsys.readouterr().out.splitlines()
    assert printed[-4:] == [
        "-- failed, in every share " + "-" * 40,
        "FAILED tests/test_a.py::test_x - assert 1 == 2",
        "ERROR docs/b.md::line:3,column:1 - NameError",
        "== the tests in 3 shares: 1 failed, 5 passed, 1 error in 2.00s",
    ]


def test_a_run_without_failures_names_none_again(capsys: pytest.CaptureFixture[str]) -> None:
    assert print_reports("the spec", Ran(("2 passed in 1s\n",), (0,), finished=True), 1.0) == 0
    assert "failed" not in capsys.readouterr().out
