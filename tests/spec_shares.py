"""The spec run on every core (``make spec``): the spec's files dealt in shares, one plain pytest process each.

pytest-xdist makes every worker collect every check and sends each check's reports to the
process that deals them; for the spec, thousands of checks of a millisecond or two, that costs
more than a second core gains (the spec ran slower with ``-n auto`` than on one core). Here each
process collects only its own share of the files, and nothing crosses between the processes
until each has written its report.

A share is a set of whole files. The feature files (``features/``) are dealt by size, the largest
first, each to the share with the fewest bytes so far, and the docs pages (``docs/``) the same way
on their own (most of a page is prose, which costs nothing to run), so the shares are about even.
The run deals the files once and hands each process its share: the pages as pytest's arguments,
the feature files in ``FAWNARULES_SPEC_FEATURES`` (their paths from the project's root, separated
by ``os.pathsep``), which ``tests/test_spec.py`` binds instead of every feature file.

Run ``python -m tests.spec_shares [pytest options]``: it prints each share's report, then the
checks of all shares together, and exits as pytest would have (0 when every check passed, 5 when
the options selected no check at all). ``FAWNARULES_SPEC_PROCESSES`` sets how many shares (one
per core the process may use by default).
"""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
FEATURES_VARIABLE = "FAWNARULES_SPEC_FEATURES"
PROCESSES_VARIABLE = "FAWNARULES_SPEC_PROCESSES"
TEST_MODULE = "tests/test_spec.py"
FEATURE_FILES = "features/**/*.feature"
PAGES = "docs/**/*.md"
"""The spec's files besides the test module: the feature files, and the docs pages with their examples."""
OPTIONS = ("-p", "no:xdist", "-p", "no:cacheprovider")
"""Each share is one plain process. The shares run at once, so none keeps pytest's cache (the
last-failed checks, the durations): each would overwrite what the others wrote."""
REFUSED_OPTIONS = frozenset(
    [
        "-n",
        "--numprocesses",
        "--dist",
        "--lf",
        "--last-failed",
        "--ff",
        "--failed-first",
        "--nf",
        "--new-first",
        "--sw",
        "--stepwise",
        "--pdb",
        "--trace",
        "--cache-show",
        "--cache-clear",
    ]
)
"""Options that cannot work across shares: the shares are plain processes without pytest's cache, whose
output is read only when they end (a debugger's prompt would wait unseen)."""
VALUED_OPTIONS = frozenset(
    [
        "-k",
        "-m",
        "-p",
        "-o",
        "-W",
        "-c",
        "--deselect",
        "--ignore",
        "--ignore-glob",
        "--maxfail",
        "--tb",
        "--durations",
        "--engine",
        "--rootdir",
        "--override-ini",
        "--basetemp",
        "--capture",
        "--log-level",
        "--junitxml",
        "--confcutdir",
    ]
)
"""pytest options whose value is the next argument, which is then no path."""
USAGE_ERROR = 4
INTERRUPTED = 2
NO_TESTS = 5
"""pytest's exit statuses for a usage error, an interrupted run, and a run that selected no test."""
OUTCOMES = ("collected", "failed", "passed", "skipped", "deselected", "xfailed", "xpassed", "warning", "error")
"""The outcomes of pytest's summary line, in the order it writes them (``collected`` with ``--collect-only``:
``964 tests collected``, or ``5/964 tests collected`` when options deselect some); ``warning`` and ``error``
take an ``s`` when there are several."""
COUNTS = re.compile(r"(\d+)(?:/\d+)? (?:tests? )?(" + "|".join(OUTCOMES) + r")s?\b")
SUMMARY = re.compile(r" in \d+(?:\.\d+)?s\b")
"""The end of pytest's summary line (``… in 2.01s``, ``… in 2.01s (0:00:02)``)."""


def deal(sizes: Mapping[Path, int], shares: int) -> list[list[Path]]:
    """The files of each of ``shares`` shares: dealt by size, the largest first (in path order on a tie), each to
    the share with the fewest bytes so far (on a tie, the one with the fewest files, then the first); each share
    in path order."""
    loads = [0] * shares
    dealt: list[list[Path]] = [[] for _ in range(shares)]
    for file in sorted(sizes, key=lambda path: (-sizes[path], path.as_posix())):
        lightest = min(range(shares), key=lambda share: (loads[share], len(dealt[share])))
        dealt[lightest].append(file)
        loads[lightest] += sizes[file]
    return [sorted(files) for files in dealt]


def shares_of(root: Path, shares: int) -> list[list[Path]]:
    """The spec's files under ``root``, by their paths from it, in ``shares`` shares: the feature files and the
    docs pages each dealt by size (:func:`deal`), each share's feature files first; never more shares than
    feature files, so that every share binds scenarios."""

    def sizes(pattern: str) -> dict[Path, int]:
        return {file.relative_to(root): file.stat().st_size for file in root.glob(pattern)}

    features, pages = sizes(FEATURE_FILES), sizes(PAGES)
    count = max(1, min(shares, len(features)))
    return [
        share_features + share_pages
        for share_features, share_pages in zip(deal(features, count), deal(pages, count), strict=True)
    ]


def feature_files(root: Path) -> list[Path]:
    """The feature files a pytest process binds: those ``FAWNARULES_SPEC_FEATURES`` names (one share of a
    ``make spec`` run), else every one under ``root``."""
    named = os.environ.get(FEATURES_VARIABLE)
    if named is None:
        return sorted(root.glob(FEATURE_FILES))
    return [root / path for path in named.split(os.pathsep) if path]


def share_command(share: Sequence[Path], options: Sequence[str]) -> tuple[list[str], dict[str, str]]:
    """The pytest command and environment that run one share: its pages as arguments, its feature files in
    ``FAWNARULES_SPEC_FEATURES``."""
    pages = [file.as_posix() for file in share if file.suffix == ".md"]
    features = os.pathsep.join(file.as_posix() for file in share if file.suffix == ".feature")
    command = [sys.executable, "-m", "pytest", *OPTIONS, *options, TEST_MODULE, *pages]
    return command, {**os.environ, FEATURES_VARIABLE: features}


def refusal(options: Sequence[str]) -> str:
    """Why ``make spec`` cannot run with ``options``, or nothing: an option that cannot work across shares, or a
    path (the spec run is the whole spec; a narrower run is plain pytest's)."""
    for before, option in zip(("", *options), options, strict=False):
        if option.partition("=")[0] in REFUSED_OPTIONS:
            return f"{option} does not work across the spec's shares: run .venv/bin/pytest {TEST_MODULE} docs {option}"
        if not option.startswith("-") and before not in VALUED_OPTIONS:
            return f"{option}: make spec runs the whole spec; for some of it use -k, or run .venv/bin/pytest {option}"
    return ""


def process_count() -> int:
    """How many shares: ``FAWNARULES_SPEC_PROCESSES``, else the cores this process may run on."""
    wanted = os.environ.get(PROCESSES_VARIABLE, "")
    if wanted.isdecimal() and int(wanted) > 0:
        return int(wanted)
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def combined_status(statuses: Sequence[int]) -> int:
    """The exit status of the run from those of its shares: the gravest failure's (a usage error, an internal
    error, an interruption, then failed checks; a share ended by a signal counts as interrupted), else 5 when no
    share selected a check, else 0 (a share may select none when options narrow the run)."""
    failed = [INTERRUPTED if status < 0 else status for status in statuses if status not in (0, NO_TESTS)]
    if failed:
        return max(failed)
    return NO_TESTS if all(status == NO_TESTS for status in statuses) else 0


def summary_line(report: str) -> str:
    """pytest's summary line in a report: its last line ending in the run's time, else nothing."""
    lines = [line for line in report.splitlines() if SUMMARY.search(line)]
    return lines[-1] if lines else ""


def total_counts(reports: Sequence[str]) -> str:
    """The checks of all shares together, from each report's summary line (``2 failed, 1070 passed``)."""
    counted: Counter[str] = Counter()
    for report in reports:
        for number, outcome in COUNTS.findall(summary_line(report)):
            counted[outcome] += int(number)
    return ", ".join(
        f"{counted[outcome]} {outcome}{'s' if outcome in ('warning', 'error') and counted[outcome] > 1 else ''}"
        for outcome in OUTCOMES
        if counted[outcome]
    )


def wait_for_all(processes: Sequence[subprocess.Popen[bytes]]) -> bool:
    """Wait until every share has ended; ``False`` when the run was interrupted (Ctrl-C reaches the shares too:
    each is given a few seconds to write its report, then stopped)."""
    try:
        for process in processes:
            process.wait()
    except KeyboardInterrupt:
        for process in processes:
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        return False
    return True


def read_report(output: IO[bytes]) -> str:
    """What a share wrote, from the start of its file."""
    output.seek(0)
    return output.read().decode(errors="replace")


def main(options: Sequence[str]) -> int:
    """Run the spec in one share per core, print each share's report, and return the run's exit status."""
    refused = refusal(options)
    if refused:
        print(f"make spec: {refused}", file=sys.stderr)
        return USAGE_ERROR
    shares = shares_of(ROOT, process_count())
    start = time.perf_counter()
    with contextlib.ExitStack() as files:
        outputs = [files.enter_context(tempfile.TemporaryFile()) for _ in shares]
        processes = []
        for share, output in zip(shares, outputs, strict=True):
            command, environment = share_command(share, options)
            processes.append(
                subprocess.Popen(command, cwd=ROOT, env=environment, stdout=output, stderr=subprocess.STDOUT)
            )
        finished = wait_for_all(processes)
        reports = [read_report(output) for output in outputs]
    statuses = [process.returncode for process in processes]
    for number, report in enumerate(reports, start=1):
        print(f"-- share {number} of {len(shares)} " + "-" * 40)
        print(report.rstrip())
    status = combined_status(statuses) if finished else INTERRUPTED
    counts = total_counts(reports) or "no summary"
    print(f"== the spec in {len(shares)} shares: {counts} in {time.perf_counter() - start:.2f}s")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
