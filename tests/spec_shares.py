"""The spec run on every core (``make spec``): the spec's files dealt in shares, one plain pytest process each.

pytest-xdist makes every worker collect every check and sends each check's reports to the
process that deals them; for the spec, thousands of checks of a millisecond or two, that costs
more than a second core gains (the spec ran slower with ``-n auto`` than on one core). Here each
process collects only its own share of the files, and nothing crosses between the processes
until each prints its report.

A share is a set of whole files: the feature files (``features/``) and the docs pages
(``docs/``) are each dealt out by size, the largest first, each to the share with the least so
far, so the shares are about even and every process deals them alike. ``FAWNARULES_SPEC_SHARE``
(``2/3``: the second share of three) tells a pytest process which share it runs: the scenarios
of its feature files (``tests/test_spec.py``) and the examples of its pages (``conftest.py``).

Run ``python -m tests.spec_shares [pytest options]``: it prints each share's report, then the
checks of all shares together, and exits as pytest would have (0 when every check passed, 5 when
the options selected no check at all).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARE_VARIABLE = "FAWNARULES_SPEC_SHARE"
SPEC = ("tests/test_spec.py", "docs")
"""What the spec run checks: every scenario, and every example of the docs pages."""
OPTIONS = ("-p", "no:xdist", "-p", "no:cacheprovider")
"""Each share is one plain process. The shares run at once, so none keeps pytest's cache (the
last-failed checks, the durations): each would overwrite what the others wrote."""
NO_TESTS = 5
"""pytest's exit status when no test was selected."""
OUTCOMES = ("collected", "failed", "passed", "skipped", "deselected", "xfailed", "xpassed", "error", "warning")
"""The outcomes of pytest's last line, in the order it writes them (``collected`` with ``--collect-only``:
``964 tests collected``); ``error`` and ``warning`` take an ``s`` when there are several."""
COUNTS = re.compile(r"(\d+) (?:tests? )?(" + "|".join(OUTCOMES) + r")s?\b")


def deal(sizes: Mapping[Path, int], shares: int) -> list[list[Path]]:
    """The files of each of ``shares`` shares: dealt by size, the largest first (in path order on a tie), each to
    the share with the fewest bytes so far (the first such share on a tie); each share in path order."""
    loads = [0] * shares
    dealt: list[list[Path]] = [[] for _ in range(shares)]
    for file in sorted(sizes, key=lambda path: (-sizes[path], path.as_posix())):
        lightest = loads.index(min(loads))
        dealt[lightest].append(file)
        loads[lightest] += sizes[file]
    return [sorted(files) for files in dealt]


def share_of(files: Sequence[Path], share: int, shares: int) -> list[Path]:
    """The files of ``share`` (counted from 1) of ``shares``, by their sizes on disk (:func:`deal`)."""
    return deal({file: file.stat().st_size for file in files}, shares)[share - 1]


def parse_share(text: str) -> tuple[int, int]:
    """``(share, shares)`` from ``2/3``; ``ValueError`` naming the variable for anything else."""
    share, slash, shares = text.partition("/")
    if slash and share.isdecimal() and shares.isdecimal() and 1 <= int(share) <= int(shares):
        return int(share), int(shares)
    raise ValueError(f"{SHARE_VARIABLE} is a share and how many there are, such as 1/2, not {text!r}")


@cache
def current_share() -> tuple[int, int] | None:
    """The share this process runs, from ``FAWNARULES_SPEC_SHARE``; ``None`` for the whole spec."""
    text = os.environ.get(SHARE_VARIABLE)
    return None if text is None else parse_share(text)


def feature_files(root: Path) -> list[Path]:
    """The feature files under ``root`` that this process runs: those of its share, or all of them."""
    files = sorted((root / "features").rglob("*.feature"))
    share = current_share()
    return files if share is None else share_of(files, *share)


@cache
def pages_left_out(root: Path) -> frozenset[Path]:
    """The docs pages under ``root`` of the other shares, which this process does not collect."""
    share = current_share()
    if share is None:
        return frozenset()
    pages = sorted((root / "docs").rglob("*.md"))
    return frozenset(pages) - frozenset(share_of(pages, *share))


def combined_status(statuses: Sequence[int]) -> int:
    """The exit status of the run from those of its shares: the first failure's, else 5 when no share
    selected a check, else 0 (a share may select none when options narrow the run)."""
    failed = [status for status in statuses if status not in (0, NO_TESTS)]
    if failed:
        return failed[0]
    return NO_TESTS if all(status == NO_TESTS for status in statuses) else 0


def total_counts(reports: Sequence[str]) -> str:
    """The checks of all shares together, read from each report's last line (``2 failed, 1070 passed``)."""
    counted: Counter[str] = Counter()
    for report in reports:
        lines = report.strip().splitlines()
        for number, outcome in COUNTS.findall(lines[-1] if lines else ""):
            counted[outcome] += int(number)
    return ", ".join(
        f"{counted[outcome]} {outcome}{'s' if outcome in ('error', 'warning') and counted[outcome] > 1 else ''}"
        for outcome in OUTCOMES
        if counted[outcome]
    )


def main(options: Sequence[str]) -> int:
    """Run the spec in one share per core, print each share's report, and return the run's exit status."""
    shares = len(os.sched_getaffinity(0))
    command = [sys.executable, "-m", "pytest", *OPTIONS, *options, *SPEC]
    start = time.perf_counter()
    processes = [
        subprocess.Popen(
            command,
            cwd=ROOT,
            env={**os.environ, SHARE_VARIABLE: f"{share}/{shares}"},
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for share in range(1, shares + 1)
    ]
    try:
        reports = [process.communicate()[0] for process in processes]
    except KeyboardInterrupt:
        for process in processes:
            process.kill()
        return 2
    for share, report in enumerate(reports, start=1):
        print(f"-- share {share} of {shares} " + "-" * 40)
        print(report.rstrip())
    status = combined_status([process.returncode for process in processes])
    print(
        f"== the spec in {shares} shares: {total_counts(reports) or 'no report'} in {time.perf_counter() - start:.2f}s"
    )
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
