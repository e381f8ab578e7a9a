"""The spec run on every core (``make spec``): the spec's files dealt in shares, one plain pytest run each.

pytest-xdist makes every worker collect every check and sends each check's reports to the
process that deals them; for the spec, thousands of checks of a millisecond or two, that costs
more than a second core gains (the spec ran slower with ``-n auto`` than on one core). Here each
share's pytest collects only its own share of the files, and nothing crosses between the shares
until each has written its report. The run imports what every share needs once, then forks one
process per share, which starts with it (see :class:`ForkedShare`).

A share is a set of whole files. The feature files (``features/``) are dealt by size, the largest
first, each to the share with the least so far, and the docs pages (``docs/``) the same way on
their own, by how long their examples took in the last run of the whole spec. A page's size says
little of its cost: most of a page is prose, which costs nothing to run, and a few examples (an
enumeration of every draw of two cards, a replay of every case) cost more than the rest of their
pages together; dealt by size, they landed in one share, which ended most of a second after the
other. Each share times its pages, reading each and running its examples (``FAWNARULES_SPEC_TIMES``
names the file it writes them to), and a run of the whole spec against the reference engine that
passed every check keeps them in ``.cache/spec/page-seconds.json`` for the next; a new page
counts as its size at the seconds per byte of the timed ones, and where no run was kept (a fresh
clone) every page is dealt by its size.

The run deals the files once and hands each process its share: the pages as pytest's arguments,
the feature files in ``FAWNARULES_SPEC_FEATURES`` (their paths from the project's root, separated
by ``os.pathsep``), which ``tests/test_spec.py`` binds instead of every feature file.

Run ``python -m tests.spec_shares [pytest options]``: it prints each share's report, then the failed
checks of every share again, then the checks of all shares together, and exits as pytest would have
(0 when every check passed, 5 when the options selected no check at all).
``FAWNARULES_SPEC_PROCESSES`` sets how many shares (one per core the process may use by default).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    import pytest

ROOT = Path(__file__).resolve().parent.parent
FEATURES_VARIABLE = "FAWNARULES_SPEC_FEATURES"
PROCESSES_VARIABLE = "FAWNARULES_SPEC_PROCESSES"
TEST_MODULE = "tests/test_spec.py"
WARM_MODULES = (
    "pytest",
    "sybil",
    "gherkin",
    "pydantic",
    "fawnarules.engine",
    "fawnarules.card.doc_example",
    "fawnarules.diagram.doc_example",
    "fawnarules.odds.doc_example",
)
"""What every share imports, imported once by the run before it forks the shares, so that no share imports it
again. pytest-bdd, a plugin, and the test wiring are left to each share: pytest cannot rewrite the asserts of a
plugin or test module imported before it starts, and says so."""
FEATURE_FILES = "features/**/*.feature"
PAGES = "docs/**/*.md"
"""The spec's files besides the test module: the feature files, and the docs pages with their examples."""
TIMES_VARIABLE = "FAWNARULES_SPEC_TIMES"
KEPT_SECONDS = ".cache/spec/page-seconds.json"
"""Where the run keeps each page's seconds from the last run that passed every check, from the project's root."""
OPTIONS = ("-p", "no:xdist", "-p", "no:cacheprovider", "-p", "tests.spec_shares")
"""Each share is one plain pytest run, which times its pages (this module is its plugin). The shares run at once,
so none keeps pytest's cache (the last-failed checks, the durations): each would overwrite what the others
wrote."""
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
"""Options that cannot work across shares: the shares are processes of their own without pytest's cache, whose
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
NARROWING_OPTIONS = frozenset(
    [
        "--ignore",
        "--ignore-glob",
        "--deselect",
        "--engine",
        "-p",
        "-c",
        "--config-file",
        "--rootdir",
        "--confcutdir",
        "-o",
        "--override-ini",
    ]
)
"""Options after which a run's pages' times are not kept: they can leave files out without deselecting a check,
or time the pages with another engine or other plugins."""
USAGE_ERROR = 4
INTERNAL_ERROR = 3
INTERRUPTED = 2
NO_TESTS = 5
"""pytest's exit statuses for a usage error, an internal error, an interrupted run, and a run that selected no
test."""
OUTCOMES = ("collected", "failed", "passed", "skipped", "deselected", "xfailed", "xpassed", "warning", "error")
"""The outcomes of pytest's summary line, in the order it writes them (``collected`` with ``--collect-only``:
``964 tests collected``, or ``5/964 tests collected`` when options deselect some); ``warning`` and ``error``
take an ``s`` when there are several."""
COUNTS = re.compile(r"(\d+)(?:/\d+)? (?:tests? )?(" + "|".join(OUTCOMES) + r")s?\b")
SUMMARY = re.compile(r" in \d+(?:\.\d+)?s\b")
"""The end of pytest's summary line (``… in 2.01s``, ``… in 2.01s (0:00:02)``)."""


def deal(costs: Mapping[Path, float], shares: int) -> list[list[Path]]:
    """The files of each of ``shares`` shares: dealt by cost (a size or a time), the costliest first (in path
    order on a tie), each to the share with the least so far (on a tie, the one with the fewest files, then the
    first); each share in path order."""
    loads = [0.0] * shares
    dealt: list[list[Path]] = [[] for _ in range(shares)]
    for file in sorted(costs, key=lambda path: (-costs[path], path.as_posix())):
        lightest = min(range(shares), key=lambda share: (loads[share], len(dealt[share])))
        dealt[lightest].append(file)
        loads[lightest] += costs[file]
    return [sorted(files) for files in dealt]


def page_costs(sizes: Mapping[Path, int], seconds: Mapping[str, float]) -> dict[Path, float]:
    """What each page is dealt by: its seconds in the last run kept; a page that run did not time (a new one) by
    its size at the seconds per byte of the timed pages; every page by its size when none was timed."""
    timed = {page: seconds[page.as_posix()] for page in sizes if page.as_posix() in seconds}
    if not timed:
        return {page: float(size) for page, size in sizes.items()}
    timed_bytes = sum(sizes[page] for page in timed)
    per_byte = sum(timed.values()) / timed_bytes if timed_bytes else 0.0
    return {page: timed.get(page, size * per_byte) for page, size in sizes.items()}


def valid_seconds(kept: object) -> dict[str, float]:
    """The seconds of each file in ``kept``, read from JSON: none unless it is an object; a file whose seconds are
    not a number of no less than 0 left out."""
    if not isinstance(kept, dict):
        return {}
    return {
        str(file): float(seconds)
        for file, seconds in kept.items()
        if isinstance(seconds, int | float) and not isinstance(seconds, bool) and seconds >= 0
    }


def read_json(file: Path) -> object:
    """What ``file`` holds as JSON; nothing when there is no such file or it is not JSON."""
    try:
        return json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def kept_seconds(root: Path) -> dict[str, float]:
    """Each page's seconds from the last run kept under ``root``; none when there is no such file or it cannot
    be read as one (the pages are then dealt by size)."""
    return valid_seconds(read_json(root / KEPT_SECONDS))


def shares_of(root: Path, shares: int) -> list[list[Path]]:
    """The spec's files under ``root``, by their paths from it, in ``shares`` shares: the feature files dealt by
    size and the docs pages by their kept seconds (:func:`deal`, :func:`page_costs`), each share's feature files
    first; never more shares than feature files, so that every share binds scenarios."""

    def sizes(pattern: str) -> dict[Path, int]:
        return {file.relative_to(root): file.stat().st_size for file in root.glob(pattern)}

    features, pages = sizes(FEATURE_FILES), page_costs(sizes(PAGES), kept_seconds(root))
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


def share_arguments(share: Sequence[Path], options: Sequence[str], times: Path) -> tuple[list[str], dict[str, str]]:
    """The pytest arguments and environment that run one share: its pages as arguments, its feature files in
    ``FAWNARULES_SPEC_FEATURES``, and the file it writes its pages' seconds to in ``FAWNARULES_SPEC_TIMES``."""
    pages = [file.as_posix() for file in share if file.suffix == ".md"]
    features = os.pathsep.join(file.as_posix() for file in share if file.suffix == ".feature")
    arguments = [*OPTIONS, *options, TEST_MODULE, *pages]
    return arguments, {**os.environ, FEATURES_VARIABLE: features, TIMES_VARIABLE: str(times)}


class ForkedShare:
    """One share: pytest run in a fork of this process, which has imported :data:`WARM_MODULES` already; waited for
    and stopped as a ``subprocess.Popen`` is.

    A share started as a new Python spent about 0.45 s starting and importing before it collected anything;
    a fork starts with what the run imported once."""

    def __init__(
        self, arguments: Sequence[str], environment: Mapping[str, str], output: IO[bytes], folder: Path = ROOT
    ) -> None:
        sys.stdout.flush()
        sys.stderr.flush()
        self.returncode: int | None = None
        self.pid = os.fork()
        if self.pid == 0:
            try:
                run_share(arguments, environment, output, folder)
            finally:  # whatever happens, the fork never returns into the run's own code
                os._exit(INTERNAL_ERROR)

    def wait(self, timeout: float | None = None) -> int:
        """The share's exit status once it has ended (negative: the signal that ended it); after ``timeout``
        seconds, ``subprocess.TimeoutExpired``."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.returncode is None:
            ended, status = os.waitpid(self.pid, 0 if deadline is None else os.WNOHANG)
            if ended:
                self.returncode = os.waitstatus_to_exitcode(status)
            elif deadline is not None and time.monotonic() >= deadline:
                raise subprocess.TimeoutExpired(f"share {self.pid}", timeout or 0.0)
            else:
                time.sleep(0.05)
        return self.returncode

    def kill(self) -> None:
        if self.returncode is None:  # once waited for, the process ID may be another process's
            os.kill(self.pid, signal.SIGKILL)


def run_share(arguments: Sequence[str], environment: Mapping[str, str], output: IO[bytes], folder: Path) -> NoReturn:
    """In a share's fork: pytest with ``arguments`` in ``folder`` (the project's root) and ``environment``,
    everything it writes going to ``output``; ends the fork with pytest's exit status (3, an internal error, if
    pytest could not run)."""
    status = INTERNAL_ERROR
    try:
        os.dup2(output.fileno(), sys.stdout.fileno())
        os.dup2(output.fileno(), sys.stderr.fileno())
        os.chdir(folder)
        settings = dict(environment)  # a copy: ``environment`` may be ``os.environ`` itself
        os.environ.clear()
        os.environ.update(settings)
        import pytest  # noqa: PLC0415 - imported already (WARM_MODULES); named here for the fork's own use

        status = int(pytest.main(list(arguments)))
    except SystemExit as ended:  # a plugin or conftest that exits, as a plain pytest process would
        status = ended.code if isinstance(ended.code, int) else INTERNAL_ERROR
    except BaseException:
        traceback.print_exc()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)


class UnitSeconds:
    """A share's timing of the files it was given: the seconds it took to collect each file and run its tests,
    set-up and tear-down included, written as JSON to ``times`` when the share ends. ``unit_of`` names the file a
    node ID counts to, or nothing for what is not timed (a file of scenarios, dealt by its size)."""

    def __init__(
        self, times: Path, unit_of: Callable[[str], str | None], clock: Callable[[], float] = time.perf_counter
    ) -> None:
        self.times = times
        self.unit_of = unit_of
        self.clock = clock
        self.seconds: dict[str, float] = {}
        self.collecting: dict[str, float] = {}

    def pytest_collectstart(self, collector: pytest.Collector) -> None:
        if is_file(collector.nodeid) and self.unit_of(collector.nodeid) is not None:
            self.collecting[collector.nodeid] = self.clock()

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        started = self.collecting.pop(report.nodeid, None)
        unit = self.unit_of(report.nodeid)
        if started is not None and unit is not None:
            self.seconds[unit] = self.seconds.get(unit, 0.0) + self.clock() - started

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        unit = self.unit_of(report.nodeid)
        if unit is not None:
            self.seconds[unit] = self.seconds.get(unit, 0.0) + report.duration

    def pytest_sessionfinish(self) -> None:
        self.times.write_text(json.dumps(self.seconds, sort_keys=True), encoding="utf-8")


def is_file(nodeid: str) -> bool:
    """Whether a collector's node ID names a file of tests (a test module or a docs page), not a folder or a test."""
    return "::" not in nodeid and nodeid.endswith((".py", ".md"))


def page_of(nodeid: str) -> str | None:
    """The docs page a check of the spec belongs to; nothing for a scenario (its feature file is dealt by size)."""
    page = nodeid.split("::", 1)[0]
    return page if page.endswith(".md") else None


class PageSeconds(UnitSeconds):
    """A share's timing of its pages (:class:`UnitSeconds` of the docs pages)."""

    def __init__(self, times: Path, clock: Callable[[], float] = time.perf_counter) -> None:
        super().__init__(times, page_of, clock)


def pytest_configure(config: pytest.Config) -> None:
    """In a share (this module is its plugin): time its pages for the run that started it."""
    times = os.environ.get(TIMES_VARIABLE)
    if times:
        config.pluginmanager.register(PageSeconds(Path(times)), "spec page seconds")


def keep_seconds(
    root: Path, options: Sequence[str], statuses: Sequence[int], counts: Counter[str], times: Sequence[Path]
) -> bool:
    """Keep the pages' seconds the shares wrote for the next run's deal, only after a run of every check of the
    spec against the reference engine that passed (no check deselected, failed or in error, not only collected;
    no option that leaves files out or changes the engine or the plugins); whether they were kept."""
    whole = counts["passed"] > 0 and not counts.keys() & {"deselected", "failed", "error", "collected"}
    narrowed = any(option.partition("=")[0] in NARROWING_OPTIONS for option in options)
    if not whole or narrowed or any(status != 0 for status in statuses):
        return False
    seconds: dict[str, float] = {}
    try:
        for written in times:
            seconds.update(json.loads(written.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return False
    write_json(root / KEPT_SECONDS, seconds)
    return True


def write_json(file: Path, data: object) -> None:
    """Write ``data`` to ``file`` as JSON, whole or not at all: written to a partial file of its own beside it, then
    put in its place (another run writing at the same time cannot leave half a file)."""
    file.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=file.parent, suffix=".partial", delete=False, encoding="utf-8") as part:
        part.write(json.dumps(data, indent=1, sort_keys=True) + "\n")
    Path(part.name).replace(file)


def refusal(
    options: Sequence[str],
    command: str = "make spec",
    files: str = f"{TEST_MODULE} docs",
    refused: frozenset[str] = REFUSED_OPTIONS,
) -> str:
    """Why ``command`` (``make spec`` by default, which runs ``files``) cannot run with ``options``, or nothing: an
    option in ``refused``, which cannot work across shares, or a path (the run takes no paths; a narrower run is
    plain pytest's)."""
    for before, option in zip(("", *options), options, strict=False):
        if option.partition("=")[0] in refused:
            return f"{option} does not work across the shares of {command}: run .venv/bin/pytest {files} {option}"
        if not option.startswith("-") and before not in VALUED_OPTIONS:
            return f"{option}: {command} takes no paths; for some of it use -k, or run .venv/bin/pytest {option}"
    return ""


def process_count(variable: str = PROCESSES_VARIABLE) -> int:
    """How many shares: the number in ``variable`` (``FAWNARULES_SPEC_PROCESSES`` by default), else the cores this
    process may run on."""
    wanted = os.environ.get(variable, "")
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


def counted(reports: Sequence[str]) -> Counter[str]:
    """The checks of all shares together by outcome, from each report's summary line."""
    counts: Counter[str] = Counter()
    for report in reports:
        for number, outcome in COUNTS.findall(summary_line(report)):
            counts[outcome] += int(number)
    return counts


def total_counts(reports: Sequence[str]) -> str:
    """The checks of all shares together, from each report's summary line (``2 failed, 1070 passed``)."""
    counted_outcomes = counted(reports)
    return ", ".join(
        f"{counted_outcomes[outcome]} {outcome}"
        f"{'s' if outcome in ('warning', 'error') and counted_outcomes[outcome] > 1 else ''}"
        for outcome in OUTCOMES
        if counted_outcomes[outcome]
    )


def wait_for_all(processes: Sequence[ForkedShare]) -> bool:
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


@dataclass(frozen=True)
class Ran:
    """What the shares of a run wrote and how each ended; ``finished`` is false when the run was interrupted."""

    reports: tuple[str, ...]
    statuses: tuple[int, ...]
    finished: bool


def run_shares(
    runs: Sequence[tuple[Sequence[str], Mapping[str, str]]],
    warm_modules: Sequence[str],
    folders: Sequence[Path] | None = None,
) -> Ran:
    """Import ``warm_modules``, then run each share's pytest (its arguments and environment) in a fork of this
    process, in its folder of ``folders`` (the project's root by default), all at once, and wait for every one."""
    for module in warm_modules:
        importlib.import_module(module)
    with contextlib.ExitStack() as files:
        outputs = [files.enter_context(tempfile.TemporaryFile()) for _ in runs]
        processes = [
            ForkedShare(arguments, environment, output, folder)
            for (arguments, environment), output, folder in zip(
                runs, outputs, folders or [ROOT] * len(runs), strict=True
            )
        ]
        finished = wait_for_all(processes)
        reports = [read_report(output) for output in outputs]
    return Ran(tuple(reports), tuple(process.wait() for process in processes), finished)


def failures(reports: Sequence[str]) -> list[str]:
    """The failed and errored tests the reports' short summaries name (``FAILED tests/x.py::test_y - ...``)."""
    return [line for report in reports for line in report.splitlines() if line.startswith(("FAILED ", "ERROR "))]


def print_reports(what: str, ran: Ran, seconds: float) -> int:
    """Print each share's report, then every share's failed and errored tests together, so that none is left
    above another share's report, then the outcomes of all together (``== {what} in 2 shares: ...``); the run's
    exit status."""
    for number, report in enumerate(ran.reports, start=1):
        print(f"-- share {number} of {len(ran.reports)} " + "-" * 40)
        print(report.rstrip())
    failed = failures(ran.reports)
    if failed:
        print("-- failed, in every share " + "-" * 40)
        print("\n".join(failed))
    counts = total_counts(ran.reports) or "no summary"
    print(f"== {what} in {len(ran.reports)} shares: {counts} in {seconds:.2f}s")
    return combined_status(ran.statuses) if ran.finished else INTERRUPTED


def main(options: Sequence[str]) -> int:
    """Run the spec in one share per core, print each share's report, and return the run's exit status."""
    refused = refusal(options)
    if refused:
        print(f"make spec: {refused}", file=sys.stderr)
        return USAGE_ERROR
    shares = shares_of(ROOT, process_count())
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        times = [Path(folder) / f"share-{number}.json" for number in range(len(shares))]
        ran = run_shares(
            [share_arguments(share, options, written) for share, written in zip(shares, times, strict=True)],
            WARM_MODULES,
        )
        if ran.finished:
            keep_seconds(ROOT, options, ran.statuses, counted(ran.reports), times)
    return print_reports("the spec", ran, time.perf_counter() - start)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
