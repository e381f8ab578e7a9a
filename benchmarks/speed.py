"""How fast the suite is for people who run it many times a day.

Reports, as the median of a few runs:

* the wall and CPU time of the spec run: every scenario and every doc snippet;
* the cost per check, against the same number of plain pytest tests that make the
  same engine call, both in CPU time to run once collected (CPU time is steadier than
  wall time on a busy machine);
* the cost of an empty three-step pytest-bdd scenario: the floor below which no scenario goes;
* the wall time of ``mkdocs build --strict``.

Targets (with all five rulebooks, about 600 checks): spec run under 3 s, at most 1.3x the
per-check cost of plain pytest, site build under 5 s. Run with ``make bench``.
"""

from __future__ import annotations

import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUNS = 5
PASSED = re.compile(r"(\d+) passed")

PLAIN_TEST = """
from fawnarules.engine import ReferenceEngine

ENGINE = ReferenceEngine()
REQUEST = {{
    "attack": {{"type": "physical", "power": 24, "critical_bonus": 10, "critical_roll": "success"}},
    "defender": {{"health": 40, "reactions": 3, "armor": {{"physical": 6}}}},
}}

{tests}
"""


@dataclass(frozen=True)
class Timing:
    """Median wall time and median CPU time (user + system) of several runs of one command."""

    wall: float
    cpu: float


def timed(command: list[str], cwd: Path) -> tuple[Timing, str]:
    """Wall and CPU time of one run of ``command`` and its output; a failing run stops the benchmark."""
    environment = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=environment, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"benchmark run failed: {' '.join(command)}\n{done.stdout}\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timing(wall, cpu), done.stdout


def median_time(command: list[str], cwd: Path) -> tuple[Timing, str]:
    """The median wall and CPU times of several runs, and the output of the last."""
    timings, output = [], ""
    for _ in range(RUNS):
        timing, output = timed(command, cwd)
        timings.append(timing)
    wall = statistics.median(timing.wall for timing in timings)
    cpu = statistics.median(timing.cpu for timing in timings)
    return Timing(wall, cpu), output


def pytest_command(*arguments: str) -> list[str]:
    return [str(BIN / "pytest"), "-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", *arguments]


def plain_suite(directory: Path, count: int) -> None:
    """``count`` plain pytest tests, each making the engine call a scenario makes."""
    body = "    assert ENGINE.call('reactions.resolve_attack', REQUEST)['result']['power'] == 34\n"
    tests = "\n".join(f"def test_{n}() -> None:\n{body}" for n in range(count))
    (directory / "test_plain.py").write_text(PLAIN_TEST.format(tests=tests), encoding="utf-8")


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


def empty_scenarios(directory: Path, count: int) -> None:
    """``count`` three-step scenarios that do nothing: what pytest-bdd costs before any rule runs."""
    scenarios = "".join(
        f"  Scenario: nothing {n}\n    Given a thing\n    When it runs\n    Then it is fine\n" for n in range(count)
    )
    (directory / "empty.feature").write_text(f"Feature: nothing\n{scenarios}", encoding="utf-8")
    (directory / "test_empty.py").write_text(EMPTY_STEPS, encoding="utf-8")


def main() -> None:
    spec, output = median_time(pytest_command("tests/test_spec.py", "docs"), ROOT)
    spec_collected, _ = median_time(pytest_command("--collect-only", "tests/test_spec.py", "docs"), ROOT)
    match = PASSED.search(output)
    checks = int(match[1]) if match else 0
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        plain_suite(directory, checks)
        plain, _ = median_time(pytest_command("test_plain.py"), directory)
        plain_collected, _ = median_time(pytest_command("--collect-only", "test_plain.py"), directory)
        empty_scenarios(directory, checks)
        empty, _ = median_time(pytest_command("test_empty.py"), directory)
        empty_collected, _ = median_time(pytest_command("--collect-only", "test_empty.py"), directory)
    site, _ = median_time([str(BIN / "mkdocs"), "build", "--strict", "--quiet", "--site-dir", "/tmp/fr-bench"], ROOT)

    spec_per_check = (spec.cpu - spec_collected.cpu) / checks * 1000
    plain_per_check = (plain.cpu - plain_collected.cpu) / checks * 1000
    empty_per_check = (empty.cpu - empty_collected.cpu) / checks * 1000
    print(f"checks (scenarios and doc snippets): {checks}")
    print(f"spec run:                  {spec.wall:6.2f} s wall, {spec.cpu:6.2f} s CPU   (target < 3 s at ~600 checks)")
    print(f"start-up and collection:   {spec_collected.wall:6.2f} s wall (plain pytest: {plain_collected.wall:.2f} s)")
    print(f"per check, spec:           {spec_per_check:6.2f} ms CPU to run, after collection")
    print(f"per check, plain pytest:   {plain_per_check:6.2f} ms CPU to run, after collection")
    print(f"per check, empty pytest-bdd three-step scenario: {empty_per_check:.2f} ms CPU (the floor of any scenario)")
    print(f"ratio:                     {spec_per_check / plain_per_check:6.2f} x   (target <= 1.3 x)")
    print(f"floor ratio:               {empty_per_check / plain_per_check:6.2f} x   (empty scenario / plain test)")
    print(f"at 600 checks, projected:  {spec.wall * 600 / checks:6.2f} s wall")
    print(f"mkdocs build --strict:     {site.wall:6.2f} s wall   (target < 5 s)")


if __name__ == "__main__":
    main()
