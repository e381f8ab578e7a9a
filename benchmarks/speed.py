"""How long a contributor waits: ``make test``, the spec run, and what each check costs.

Reports, as the median of a few runs where a figure is cheap enough to repeat:

* the wall time of ``make test`` (style, types, every test but the browser tests on every core, the
  strict build): its first run (on a fresh clone it has no type-check, parse or site cache yet) and
  the next, how much of it pytest takes, what the type check costs with no cache, and the wall time
  of ``make quick`` (the same without the slow end-to-end tests);
* the wall time of ``make test BROWSER=1``, CI's run: every test, the browser tests included;
* where the processor time of every test goes: every test once, one at a time and with no cache,
  the CPU the whole machine spent during each (a browser it drives included) summed by part,
  beside what ``make test BROWSER=1`` on every core used;
* the wall time of the spec run (every scenario and doc example) on every core (``make spec``: the spec's
  files dealt in shares, one pytest process per core, each a fork of the run) and on one;
* start-up and collection of the spec run, and where that time goes (a profile of one collection);
* the cost of running one check, against pytest-bdd's own floor: the same number of scenarios,
  each with the same number of Given, When and Then steps as a scenario of the spec, doing nothing;
  and that floor for scenarios of 3, 5 and 7 steps;
* what the pytest-bdd shortcuts of ``tests/bdd_speed.py`` save (the spec run without them);
* the floor under the whole spec run: as many empty scenarios of the same shapes and as many empty
  doc examples, run by pytest-bdd and sybil alone, on one core and on every core (dealt in as many
  folders as there are cores, one pytest process each, all at once, as ``make spec`` runs its shares).

CPU time (user + system of pytest and everything it starts) is steadier than wall time on a busy
machine, so per-check costs use it. The machine's speed also drifts from minute to minute, so a
figure and the floor it is read against are timed in alternating rounds: the spec run, its floor
and the run without the shortcuts; one check and the floor's check (whose figure is the median of
the rounds' own ratios). Run with ``make bench``.
"""

from __future__ import annotations

import contextlib
import cProfile
import io
import json
import os
import pstats
import re
import shutil
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from measure import Measured, as_a_user_runs_it, machine_pace, measured

from fawnarules.sources.catalog import project_features
from fawnarules.sources.feature import Keyword

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUNS = 5
PASSED = re.compile(r"(\d+) passed")
PYTEST_WALL = re.compile(r"^== the tests in \d+ shares: .* in ([\d.]+)s", re.MULTILINE)
"""The last line of ``make test``: the tests of every share, and the wall time of the run."""
SPEC = ("tests/test_spec.py", "docs")
SHORTCUTS = "tests.bdd_speed"


@dataclass(frozen=True)
class Timing:
    """Wall time and CPU time (user + system) of one run of a command, or the medians of several."""

    wall: float
    cpu: float


def timed(command: list[str], cwd: Path) -> tuple[Timing, str]:
    """Wall and CPU time of one run of ``command`` and its output; a failing run stops the benchmark."""
    timing, output = timed_on_machine(command, cwd)
    return Timing(timing.wall, timing.cpu), output


def timed_on_machine(command: list[str], cwd: Path, settings: dict[str, str] | None = None) -> tuple[Measured, str]:
    """:func:`timed`, with the CPU time the whole machine was busy meanwhile (Linux); ``settings`` are added to
    the environment."""
    run = measured(command, cwd, as_a_user_runs_it({"NO_MKDOCS_2_WARNING": "1", **(settings or {})}))
    if run.done.returncode != 0:
        sys.exit(f"benchmark run failed: {' '.join(command)}\n{run.done.stdout[-3000:]}\n{run.done.stderr[-3000:]}")
    return run, run.done.stdout


def median_time(command: list[str], cwd: Path, runs: int = RUNS) -> tuple[Timing, str]:
    """The median wall and CPU times of several runs, and the output of the last."""
    timings, output = [], ""
    for _ in range(runs):
        timing, output = timed(command, cwd)
        timings.append(timing)
    return middle_timing(timings), output


def middle_timing(timings: list[Timing]) -> Timing:
    """The median wall time and the median CPU time of several runs."""
    return Timing(statistics.median(t.wall for t in timings), statistics.median(t.cpu for t in timings))


def pytest_command(*arguments: str) -> list[str]:
    return [str(BIN / "pytest"), "-q", "-p", "no:cacheprovider", *arguments]


def passed(output: str) -> int:
    """The checks that passed, from pytest's last count (the shares' total in ``make spec``)."""
    found = PASSED.findall(output)
    return int(found[-1]) if found else 0


EMPTY_STEPS = """
from pytest_bdd import given, scenarios, then, when


scenarios("empty.feature")


@given("a thing", target_fixture="thing")
def a_thing() -> int:
    return 1


@when("it runs", target_fixture="result")
def it_runs(thing: int) -> int:
    return thing + 1


@then("it is fine")
def it_is_fine(result: int) -> None:
    assert result == 2
"""
WORDS = {Keyword.GIVEN: "Given a thing", Keyword.WHEN: "When it runs", Keyword.THEN: "Then it is fine"}


def spec_shapes() -> list[Counter[Keyword]]:
    """How many Given, When and Then steps each check of the spec runs, background included."""
    return [
        Counter(step.keyword for step in run.steps)
        for _, feature in project_features(ROOT)
        for scenario in feature.scenarios
        for run in scenario.runs()
    ]


def empty_scenarios(directory: Path, shapes: list[Counter[Keyword]]) -> None:
    """One scenario per shape whose steps do nothing: what pytest-bdd costs before any rule runs."""
    text = ["Feature: nothing"]
    for number, shape in enumerate(shapes):
        text.append(f"  Scenario: nothing {number}")
        for keyword in (Keyword.GIVEN, Keyword.WHEN, Keyword.THEN):
            count = max(shape[keyword], 1)
            text.append(f"    {WORDS[keyword]}")
            text.extend(f"    And {WORDS[keyword].split(' ', 1)[1]}" for _ in range(count - 1))
    (directory / "empty.feature").write_text("\n".join(text) + "\n", encoding="utf-8")
    (directory / "test_empty.py").write_text(EMPTY_STEPS, encoding="utf-8")


def check_cost(directory: Path, test: str, checks: int) -> float:
    """Milliseconds of CPU to run one check of ``test`` once collected: one run less one collection, per check."""
    run, _ = timed(pytest_command(test), directory)
    collected, _ = timed(pytest_command("--collect-only", test), directory)
    return (run.cpu - collected.cpu) / checks * 1000


@dataclass(frozen=True)
class PerCheck:
    """The cost of one check of the spec and of pytest-bdd's floor for the same steps, in ms of CPU
    (medians), and the median of the ratios of the rounds."""

    spec: float
    floor: float
    ratio: float
    ratios: list[float]


def spec_against_floor(shapes: list[Counter[Keyword]], runs: int = RUNS) -> PerCheck:
    """One check of the spec against the floor for the same steps, timed in alternating rounds.

    This machine's speed drifts by a third from one quarter of an hour to the next. Each round
    times the spec and then the floor, so a round's ratio compares runs made a few seconds apart,
    and the median of the rounds' ratios is the figure the target is read against."""
    checks = len(shapes)
    spec, floor = [], []
    with tempfile.TemporaryDirectory() as folder:
        empty_scenarios(Path(folder), shapes)
        for _ in range(runs):
            spec.append(check_cost(ROOT, "tests/test_spec.py", checks))
            floor.append(check_cost(Path(folder), "test_empty.py", checks))
    ratios = [mine / theirs for mine, theirs in zip(spec, floor, strict=True)]
    return PerCheck(statistics.median(spec), statistics.median(floor), statistics.median(ratios), ratios)


def floor_per_check(shapes: list[Counter[Keyword]]) -> float:
    """pytest-bdd's floor for scenarios of these shapes: the median of a few rounds, in ms of CPU per check."""
    with tempfile.TemporaryDirectory() as folder:
        empty_scenarios(Path(folder), shapes)
        return statistics.median(check_cost(Path(folder), "test_empty.py", len(shapes)) for _ in range(RUNS))


EMPTY_DOC_EXAMPLES = f"""
import gc
import sys

sys.path.insert(0, {str(ROOT)!r})

from sybil import Sybil
from sybil.parsers.markdown import PythonCodeBlockParser

pytest_plugins = ["{SHORTCUTS}"]
pytest_collect_file = Sybil(parsers=[PythonCodeBlockParser()], patterns=["*.md"]).pytest()


def pytest_collection_finish() -> None:
    gc.freeze()
"""
"""The floor's wiring: sybil for the docs pages, and the project's own pytest-bdd shortcuts and frozen heap."""


@dataclass(frozen=True)
class SpecRuns:
    """The spec run and its floor (nothing checked), on one core and on every core, and the spec run on one core
    without the pytest-bdd shortcuts, timed in alternating rounds."""

    one_core: Timing
    every_core: Timing
    floor_one_core: Timing
    floor_every_core: Timing
    without_shortcuts: Timing
    output: str


def empty_spec(folder: Path, shapes: list[Counter[Keyword]], doc_examples: int) -> list[str]:
    """The floor's checks in ``folder``: the same empty scenarios and as many empty doc examples, one docs page
    per ten examples, wired as the project wires its own; the arguments pytest runs them with."""
    folder.mkdir(exist_ok=True)
    empty_scenarios(folder, shapes)
    (folder / "conftest.py").write_text(EMPTY_DOC_EXAMPLES, encoding="utf-8")
    for page in range(0, doc_examples, 10):
        blocks = min(10, doc_examples - page)
        text = "".join(f"An example.\n\n```python\nvalue = {n}\n```\n\n" for n in range(blocks))
        (folder / f"page{page:04}.md").write_text(text, encoding="utf-8")
    return ["-p", "no:doctest", "test_empty.py", *sorted(path.name for path in folder.glob("*.md"))]


FORKED_SHARES = """
import json, os, sys
from pathlib import Path
from tests.spec_shares import WARM_MODULES, run_shares
runs = json.loads(sys.argv[1])
ran = run_shares([(arguments, os.environ) for _, arguments in runs], WARM_MODULES, [Path(folder) for folder, _ in runs])
print("\\n".join(ran.reports))
sys.exit(next((status for status in ran.statuses if status), 0))
"""
"""Runs pytest in each of several folders at once, as ``make spec`` runs its shares: the libraries every share
needs imported once, then one fork per folder."""


def spec_and_floor(shapes: list[Counter[Keyword]], doc_examples: int, runs: int = RUNS) -> SpecRuns:
    """The spec run, and its floor (:func:`empty_spec`) on one core, and on every core dealt in one folder per
    core, each folder's pytest run in a fork of one process that imported what they share, all at once (as
    ``make spec`` runs its shares). Each round runs all five one after the other, so the spec and its floor are
    compared on the machine as it was within a few seconds."""
    output = ""
    cores = len(os.sched_getaffinity(0))
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        floor = empty_spec(folder / "whole", shapes, doc_examples)
        shares = []
        for share in range(cores):
            examples = len(range(share, doc_examples, cores))
            arguments = empty_spec(folder / f"share{share}", shapes[share::cores], examples)
            shares.append(
                (str(folder / f"share{share}"), ["-q", "-p", "no:xdist", "-p", "no:cacheprovider", *arguments])
            )
        commands = {
            "one_core": (pytest_command(*SPEC), ROOT),
            "every_core": ([str(BIN / "python"), "-m", "tests.spec_shares", "-q"], ROOT),
            "floor_one_core": (pytest_command(*floor), folder / "whole"),
            "floor_every_core": ([str(BIN / "python"), "-c", FORKED_SHARES, json.dumps(shares)], ROOT),
            "without_shortcuts": (pytest_command("-p", f"no:{SHORTCUTS}", *SPEC), ROOT),
        }
        times: dict[str, list[Timing]] = {kind: [] for kind in commands}
        for _ in range(runs):
            for kind, (command, cwd) in commands.items():
                timing, printed = timed(command, cwd)
                times[kind].append(timing)
                if kind == "every_core":
                    output = printed
    return SpecRuns(**{kind: middle_timing(kept) for kind, kept in times.items()}, output=output)


def collection_profile() -> list[tuple[str, float]]:
    """Where collecting the spec run spends its time, from one profiled collection in this process."""
    import pytest  # noqa: PLC0415 - only this figure runs pytest in process

    profile = cProfile.Profile()
    profile.enable()
    with contextlib.redirect_stdout(io.StringIO()):
        pytest.main(["-qq", "-p", "no:cacheprovider", "--collect-only", *SPEC])
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    parts = {
        "reading the feature files (the Gherkin parser)": "gherkin/parser.py:parse",
        "pytest-bdd making a test of each scenario": "pytest_bdd/scenario.py:scenarios",
        "sybil reading the docs pages": "sybil/integration/pytest.py:collect",
        "the test wiring's imports (conftest.py)": "conftest.py:<module>",
    }
    found = []
    for label, where in parts.items():
        path, name = where.split(":")
        seconds = sum(
            entry[3] for (filename, _, function), entry in stats.items() if filename.endswith(path) and function == name
        )
        found.append((label, seconds))
    return found


@dataclass(frozen=True)
class Part:
    """Some of the tests, and the CPU seconds the machine spent on them, run one at a time."""

    label: str
    tests: int
    seconds: float


OTHER_TESTS = "every other test"
PARTS = {
    "browser tests (Chromium and the site build they share)": ("tests/browser/",),
    "the spec (scenarios and doc examples)": ("tests/test_spec.py", "docs/"),
}
"""The parts of the whole run told apart, by the start of their node IDs; every other test is in :data:`OTHER_TESTS`."""


def make_test_parts() -> tuple[list[Part], float]:
    """Where the processor time of every test goes: every test run once, one at a time (no pytest-xdist),
    with the CPU the whole machine spent during each (:mod:`per_test`), summed by part; and the machine's CPU for
    the whole run, whose rest is pytest starting, collecting and ending.

    The project's caches (``.cache/``: the pages and parsed sources a build keeps) are set aside for the run, so
    it builds the site and reads the features from scratch, as a first run on a fresh clone does."""
    with tempfile.TemporaryDirectory() as folder, set_aside(ROOT / ".cache"):
        written = Path(folder) / "per_test.json"
        settings = {
            "FAWNARULES_PER_TEST": str(written),
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "benchmarks"), os.environ.get("PYTHONPATH")])),
        }
        run, _ = timed_on_machine(pytest_command("-p", "no:xdist", "-p", "per_test"), ROOT, settings)
        seconds: dict[str, float] = json.loads(written.read_text(encoding="utf-8"))
    tests: Counter[str] = Counter()
    spent: dict[str, float] = {}
    for node, cpu in seconds.items():
        label = next((label for label, starts in PARTS.items() if node.startswith(starts)), OTHER_TESTS)
        tests[label] += 1
        spent[label] = spent.get(label, 0.0) + cpu
    parts = [Part(label, tests[label], spent.get(label, 0.0)) for label in [*PARTS, OTHER_TESTS]]
    return parts, run.machine if run.machine is not None else float("nan")


@contextlib.contextmanager
def set_aside(folder: Path) -> Iterator[None]:
    """``folder`` moved out of the way for the duration (a run writes a new one, removed at the end), then put back."""
    aside = folder.with_name(folder.name + ".set-aside")
    if folder.exists():
        folder.rename(aside)
    try:
        yield
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        if aside.exists():
            aside.rename(folder)


def busy(run: Measured) -> str:
    """What the machine spent during ``run`` and the wall time that work needs at least on every core (Linux)."""
    if run.machine is None:
        return ""
    cores = os.cpu_count() or 1
    return f"; the machine was busy {run.machine:.1f} s CPU: on {cores} cores at least {run.machine / cores:.1f} s"


def main() -> None:
    os.chdir(ROOT)
    shapes = spec_shapes()
    checks = len(shapes)

    print(f"machine pace: {machine_pace():.2f} s of CPU for the calibration loop (benchmarks/measure.py)")
    make_test, test_output = timed_on_machine(["make", "test"], ROOT)
    next_test, _ = timed_on_machine(["make", "test"], ROOT)
    everything, _ = timed_on_machine(["make", "test", "BROWSER=1"], ROOT)
    parts, one_core = make_test_parts() if everything.machine is not None else ([], 0.0)
    make_quick, _ = timed(["make", "quick"], ROOT)
    with tempfile.TemporaryDirectory() as cache:
        types_cold, _ = timed([str(BIN / "mypy"), "--cache-dir", cache], ROOT)
    _, first_spec_run = timed(pytest_command(*SPEC), ROOT)  # also fills what a later run reads from caches
    spec = spec_and_floor(shapes, passed(first_spec_run) - checks)
    collected, _ = median_time(pytest_command("--collect-only", *SPEC), ROOT)
    per_check = spec_against_floor(shapes)
    floors = {
        steps: floor_per_check([Counter({Keyword.GIVEN: steps - 2, Keyword.WHEN: 1, Keyword.THEN: 1})] * checks)
        for steps in (3, 5, 7)
    }
    average_steps = sum(sum(shape.values()) for shape in shapes) / checks
    print(
        f"make test:                   {make_test.wall:6.2f} s wall, {make_test.cpu:6.2f} s CPU (target <= 30 s; "
        f"the first run here{busy(make_test)})"
    )
    shares_wall = PYTEST_WALL.search(test_output)
    print(
        f"    of which the tests' shares {float(shares_wall[1]) if shares_wall else float('nan'):.2f} s wall; "
        f"the type check with no cache yet (a fresh clone) takes {types_cold.wall:.2f} s wall, "
        f"{types_cold.cpu:.2f} s CPU"
    )
    print(f"make test, the next run:     {next_test.wall:6.2f} s wall, {next_test.cpu:6.2f} s CPU{busy(next_test)}")
    print(
        f"make test BROWSER=1 (CI's):  {everything.wall:6.2f} s wall, {everything.cpu:6.2f} s CPU (the browser tests "
        f"too{busy(everything)})"
    )
    if parts:
        print("    where its tests' processor time goes (one test at a time, no cache; the machine's CPU meanwhile):")
        for part in parts:
            print(f"    {part.seconds:7.1f} s  {part.label} ({part.tests})")
        print(f"    {one_core - sum(part.seconds for part in parts):7.1f} s  pytest starting, collecting and ending")
        print(
            f"    {one_core:7.1f} s  in all, one test at a time "
            f"({everything.machine or float('nan'):.1f} s for make test BROWSER=1 on every core)"
        )
    print(f"make quick:                  {make_quick.wall:6.2f} s wall, {make_quick.cpu:6.2f} s CPU")
    print(
        f"spec run, every core:        {spec.every_core.wall:6.2f} s wall            (target <= 3 s; make spec: "
        f"{passed(spec.output)} scenarios and doc examples in one share per core)"
    )
    print(f"spec run, one core:          {spec.one_core.wall:6.2f} s wall, {spec.one_core.cpu:5.2f} s CPU")
    print(
        f"its floor, nothing checked:  {spec.floor_one_core.wall:6.2f} s wall one core, "
        f"{spec.floor_every_core.wall:.2f} s every core (pytest-bdd and sybil running as many empty checks, "
        "in rounds with the spec run)"
    )
    print(f"start-up and collection:     {collected.wall:6.2f} s wall, one core; where it goes (profiled):")
    for label, seconds in collection_profile():
        print(f"    {seconds:5.2f} s  {label}")
    print(
        f"one check of the spec:       {per_check.spec:6.2f} ms CPU once collected ({checks} checks, "
        f"{average_steps:.1f} steps on average)"
    )
    print(
        f"pytest-bdd floor, same steps:{per_check.floor:6.2f} ms CPU  ->  spec / floor = {per_check.ratio:.2f} x, "
        f"the median of the rounds' ratios {', '.join(f'{ratio:.2f}' for ratio in per_check.ratios)} (target <= 1.25 x)"
    )
    print("pytest-bdd floor by steps:   " + ", ".join(f"{steps} steps {ms:.2f} ms" for steps, ms in floors.items()))
    without = spec.without_shortcuts
    print(
        f"without tests/bdd_speed.py:  {without.wall:6.2f} s wall, {without.cpu:5.2f} s CPU "
        f"(the shortcuts save {without.cpu - spec.one_core.cpu:.2f} s CPU, {1 - spec.one_core.cpu / without.cpu:.0%})"
    )


if __name__ == "__main__":
    main()
