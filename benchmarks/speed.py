"""How long a contributor waits: ``make test``, the spec run, and what each check costs.

Reports, as the median of a few runs where a figure is cheap enough to repeat:

* the wall time of ``make test`` (once: style, types, every test on every core, the strict build;
  run on a fresh clone, its first run has no type-check, parse or site cache yet), how much of it
  pytest takes, what the type check costs with no cache, and the wall time of ``make quick`` (the
  same without the slow browser and end-to-end tests);
* the wall time of the spec run (every scenario and doc example) on every core and on one;
* start-up and collection of the spec run, and where that time goes (a profile of one collection);
* the cost of running one check, against pytest-bdd's own floor: the same number of scenarios,
  each with the same number of Given, When and Then steps as a scenario of the spec, doing nothing;
  and that floor for scenarios of 3, 5 and 7 steps;
* what the pytest-bdd shortcuts of ``tests/bdd_speed.py`` save (the spec run without them);
* the floor under the whole spec run: as many empty scenarios of the same shapes and as many empty
  doc examples, run by pytest-bdd and sybil alone, on one core and on every core.

CPU time (user + system of pytest and everything it starts) is steadier than wall time on a busy
machine, so per-check costs use it. Run with ``make bench``.
"""

from __future__ import annotations

import contextlib
import cProfile
import io
import os
import pstats
import re
import statistics
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from measure import Measured, measured

from fawnarules.spec.catalog import project_features
from fawnarules.spec.feature import Keyword

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUNS = 5
PASSED = re.compile(r"(\d+) passed")
PYTEST_WALL = re.compile(r" passed.* in ([\d.]+)s")
SPEC = ("tests/test_spec.py", "docs")
SHORTCUTS = "tests.bdd_speed"


@dataclass(frozen=True)
class Timing:
    """Median wall time and median CPU time (user + system) of several runs of one command."""

    wall: float
    cpu: float


def timed(command: list[str], cwd: Path) -> tuple[Timing, str]:
    """Wall and CPU time of one run of ``command`` and its output; a failing run stops the benchmark."""
    timing, output = timed_on_machine(command, cwd)
    return Timing(timing.wall, timing.cpu), output


def timed_on_machine(command: list[str], cwd: Path) -> tuple[Measured, str]:
    """:func:`timed`, with the CPU time the whole machine was busy meanwhile (Linux)."""
    run = measured(command, cwd, {**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    if run.done.returncode != 0:
        sys.exit(f"benchmark run failed: {' '.join(command)}\n{run.done.stdout[-3000:]}\n{run.done.stderr[-3000:]}")
    return run, run.done.stdout


def median_time(command: list[str], cwd: Path, runs: int = RUNS) -> tuple[Timing, str]:
    """The median wall and CPU times of several runs, and the output of the last."""
    timings, output = [], ""
    for _ in range(runs):
        timing, output = timed(command, cwd)
        timings.append(timing)
    return Timing(statistics.median(t.wall for t in timings), statistics.median(t.cpu for t in timings)), output


def pytest_command(*arguments: str) -> list[str]:
    return [str(BIN / "pytest"), "-q", "-p", "no:cacheprovider", *arguments]


def passed(output: str) -> int:
    found = PASSED.search(output)
    return int(found[1]) if found else 0


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


def per_check(directory: Path, test: str, checks: int) -> float:
    """Milliseconds of CPU to run one check of ``test`` once collected: a run less a collection, per check."""
    run, _ = median_time(pytest_command(test), directory)
    collected, _ = median_time(pytest_command("--collect-only", test), directory)
    return (run.cpu - collected.cpu) / checks * 1000


def floor_per_check(shapes: list[Counter[Keyword]]) -> float:
    with tempfile.TemporaryDirectory() as folder:
        empty_scenarios(Path(folder), shapes)
        return per_check(Path(folder), "test_empty.py", len(shapes))


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


def spec_floor(shapes: list[Counter[Keyword]], doc_examples: int) -> tuple[Timing, Timing]:
    """The spec run with nothing to check: the same empty scenarios and as many empty doc examples, one
    docs page per ten examples, wired as the project wires its own, on one core and on every core."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        empty_scenarios(folder, shapes)
        (folder / "conftest.py").write_text(EMPTY_DOC_EXAMPLES, encoding="utf-8")
        for page in range(0, doc_examples, 10):
            blocks = min(10, doc_examples - page)
            text = "".join(f"An example.\n\n```python\nvalue = {n}\n```\n\n" for n in range(blocks))
            (folder / f"page{page:04}.md").write_text(text, encoding="utf-8")
        files = ["test_empty.py", *sorted(path.name for path in folder.glob("*.md"))]
        one_core, _ = median_time(pytest_command("-p", "no:doctest", *files), folder)
        every_core, _ = median_time(pytest_command("-p", "no:doctest", "-n", "auto", *files), folder)
    return one_core, every_core


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


def main() -> None:
    os.chdir(ROOT)
    shapes = spec_shapes()
    checks = len(shapes)

    make_test, test_output = timed_on_machine(["make", "test"], ROOT)
    make_quick, _ = timed(["make", "quick"], ROOT)
    with tempfile.TemporaryDirectory() as cache:
        types_cold, _ = timed([str(BIN / "mypy"), "--cache-dir", cache], ROOT)
    spec_all_cores, output = median_time(pytest_command("-n", "auto", *SPEC), ROOT)
    spec_one_core, _ = median_time(pytest_command(*SPEC), ROOT)
    without_shortcuts, _ = median_time(pytest_command("-p", f"no:{SHORTCUTS}", *SPEC), ROOT)
    collected, _ = median_time(pytest_command("--collect-only", *SPEC), ROOT)
    spec_cost = per_check(ROOT, "tests/test_spec.py", checks)
    floor = floor_per_check(shapes)
    floors = {
        steps: floor_per_check([Counter({Keyword.GIVEN: steps - 2, Keyword.WHEN: 1, Keyword.THEN: 1})] * checks)
        for steps in (3, 5, 7)
    }
    average_steps = sum(sum(shape.values()) for shape in shapes) / checks
    floor_one_core, floor_every_core = spec_floor(shapes, passed(output) - checks)

    print(f"make test:                   {make_test.wall:6.2f} s wall, {make_test.cpu:6.2f} s CPU (target <= 30 s)")
    pytest_wall = PYTEST_WALL.search(test_output)
    print(
        f"    of which pytest {float(pytest_wall[1]) if pytest_wall else float('nan'):.2f} s wall; the type check "
        f"with no cache yet (a fresh clone) takes {types_cold.wall:.2f} s wall, {types_cold.cpu:.2f} s CPU"
    )
    if make_test.machine is not None:
        cores = os.cpu_count() or 1
        print(
            f"    the machine was busy {make_test.machine:.1f} s CPU meanwhile (every process, the browser's "
            f"included): on {cores} cores that work takes at least {make_test.machine / cores:.1f} s"
        )
    print(f"make quick:                  {make_quick.wall:6.2f} s wall, {make_quick.cpu:6.2f} s CPU")
    print(
        f"spec run, every core:        {spec_all_cores.wall:6.2f} s wall            (target <= 3 s; "
        f"{passed(output)} scenarios and doc examples)"
    )
    print(f"spec run, one core:          {spec_one_core.wall:6.2f} s wall, {spec_one_core.cpu:5.2f} s CPU")
    print(
        f"its floor, nothing checked:  {floor_one_core.wall:6.2f} s wall one core, {floor_every_core.wall:.2f} s "
        f"every core (pytest-bdd and sybil running as many empty checks)"
    )
    print(f"start-up and collection:     {collected.wall:6.2f} s wall, one core; where it goes (profiled):")
    for label, seconds in collection_profile():
        print(f"    {seconds:5.2f} s  {label}")
    print(
        f"one check of the spec:       {spec_cost:6.2f} ms CPU once collected ({checks} checks, "
        f"{average_steps:.1f} steps on average)"
    )
    print(
        f"pytest-bdd floor, same steps:{floor:6.2f} ms CPU  ->  spec / floor = {spec_cost / floor:.2f} x "
        "(target <= 1.25 x)"
    )
    print("pytest-bdd floor by steps:   " + ", ".join(f"{steps} steps {ms:.2f} ms" for steps, ms in floors.items()))
    print(
        f"without tests/bdd_speed.py:  {without_shortcuts.wall:6.2f} s wall, {without_shortcuts.cpu:5.2f} s CPU "
        f"(the shortcuts save {without_shortcuts.cpu - spec_one_core.cpu:.2f} s CPU, "
        f"{1 - spec_one_core.cpu / without_shortcuts.cpu:.0%})"
    )


if __name__ == "__main__":
    main()
