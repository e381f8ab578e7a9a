"""The spec run in shares (``make spec``): how files are dealt, how the shares' results combine, and that
the shares together run every check of the spec exactly once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.spec_shares import NO_TESTS, ROOT, SHARE_VARIABLE, SPEC, combined_status, deal, parse_share, total_counts


def sizes_of(**sizes: int) -> dict[Path, int]:
    return {Path(f"{name}.feature"): size for name, size in sizes.items()}


def test_the_largest_files_are_dealt_first_each_to_the_lightest_share() -> None:
    # a → share 1 (5), b → share 2 (4), c → share 2 (7), d → share 1 (7)
    assert deal(sizes_of(d=2, c=3, b=4, a=5), 2) == [
        [Path("a.feature"), Path("d.feature")],
        [Path("b.feature"), Path("c.feature")],
    ]


def test_files_of_one_size_are_dealt_in_path_order_and_a_tie_of_shares_goes_to_the_first() -> None:
    assert deal(sizes_of(c=1, a=1, b=1), 2) == [[Path("a.feature"), Path("c.feature")], [Path("b.feature")]]


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


def test_more_shares_than_files_leaves_the_last_shares_empty() -> None:
    assert deal(sizes_of(a=2, b=1), 3) == [[Path("a.feature")], [Path("b.feature")], []]


def test_a_share_is_read_as_which_of_how_many() -> None:
    assert parse_share("1/2") == (1, 2)
    assert parse_share("3/3") == (3, 3)


@pytest.mark.parametrize("text", ["", "2", "0/2", "3/2", "1/0", "-1/2", "a/b", "1/2/3", " 1/2"])
def test_anything_else_is_refused_naming_the_variable(text: str) -> None:
    with pytest.raises(ValueError, match=SHARE_VARIABLE) as refused:
        parse_share(text)
    assert repr(text) in str(refused.value)


@pytest.mark.parametrize(
    ("statuses", "status"),
    [
        ([0, 0], 0),
        ([0, NO_TESTS], 0),
        ([NO_TESTS, NO_TESTS], NO_TESTS),
        ([1, 0], 1),
        ([NO_TESTS, 1], 1),
        ([2, 1], 2),
        ([0, 4], 4),
    ],
)
def test_the_run_fails_when_a_share_fails_and_selects_nothing_only_when_no_share_selected_anything(
    statuses: list[int], status: int
) -> None:
    assert combined_status(statuses) == status


def test_the_counts_of_the_shares_are_added_from_each_last_line() -> None:
    reports = [
        "....F\n== 1 failed, 31 passed, 1 error, 3 warnings in 2.01s ==",
        "...\n1 passed, 2 errors, 1 warning in 1.00s",
        "no tests collected (12 deselected) in 0.4s",
    ]
    assert total_counts(reports) == "1 failed, 32 passed, 12 deselected, 3 errors, 4 warnings"


def test_collecting_counts_the_tests_collected_and_an_empty_report_counts_nothing() -> None:
    assert total_counts(["a\n964 tests collected in 0.57s", "1 test collected in 0.1s"]) == "965 collected"
    assert total_counts(["", "\n"]) == ""


def run(*command: str, share: str | None = None) -> subprocess.Popen[str]:
    env = {name: value for name, value in os.environ.items() if name != SHARE_VARIABLE}
    if share is not None:
        env[SHARE_VARIABLE] = share
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def checks_of(report: str) -> list[str]:
    """The node IDs a ``--collect-only -q`` report lists."""
    return [line for line in report.splitlines() if "::" in line and not line.startswith(("=", "-"))]


@pytest.mark.slow
def test_the_shares_together_run_every_check_of_the_spec_once_and_a_run_selecting_nothing_fails() -> None:
    pytest_options = ("-p", "no:xdist", "-p", "no:cacheprovider", "-q", "--collect-only")
    processes = {
        "whole": run(sys.executable, "-m", "pytest", *pytest_options, *SPEC),
        "first": run(sys.executable, "-m", "pytest", *pytest_options, *SPEC, share="1/2"),
        "second": run(sys.executable, "-m", "pytest", *pytest_options, *SPEC, share="2/2"),
        "runner": run(sys.executable, "-m", "tests.spec_shares", "-q", "--collect-only"),
        "nothing": run(sys.executable, "-m", "tests.spec_shares", "-q", "-k", "no_check_is_named_this"),
    }
    reports = {name: process.communicate()[0] for name, process in processes.items()}
    assert {name: process.returncode for name, process in processes.items()} == {
        "whole": 0,
        "first": 0,
        "second": 0,
        "runner": 0,
        "nothing": NO_TESTS,
    }, reports
    whole, first, second = (checks_of(reports[name]) for name in ("whole", "first", "second"))
    assert first
    assert second
    assert not set(first) & set(second)
    assert sorted(first + second) == sorted(whole)
    assert sorted(checks_of(reports["runner"])) == sorted(whole)
    assert (
        reports["runner"]
        .splitlines()[-1]
        .startswith(f"== the spec in {len(os.sched_getaffinity(0))} shares: {len(whole)} collected in ")
    )
    assert "deselected" in reports["nothing"].splitlines()[-1]
