"""How fast the suite is for people who run it many times a day.

Reports, as the median of a few runs:

* the wall time of the spec run: every scenario and every doc snippet;
* the cost per check, against the same number of plain pytest tests that make the
  same engine call, both measured above the cost of starting pytest at all;
* the wall time of ``mkdocs build --strict``.

Targets (with all five rulebooks, about 600 checks): spec run under 3 s, at most 1.3x the
per-check cost of plain pytest, site build under 5 s. Run with ``make bench``.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
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


def timed(command: list[str], cwd: Path) -> tuple[float, str]:
    """Wall time of one run of ``command`` and its output; a failing run stops the benchmark."""
    environment = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=environment, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"benchmark run failed: {' '.join(command)}\n{done.stdout}\n{done.stderr}")
    return elapsed, done.stdout


def median_time(command: list[str], cwd: Path) -> tuple[float, str]:
    """The median wall time of several runs, and the output of the last."""
    times, output = [], ""
    for _ in range(RUNS):
        elapsed, output = timed(command, cwd)
        times.append(elapsed)
    return statistics.median(times), output


def pytest_command(*arguments: str) -> list[str]:
    return [str(BIN / "pytest"), "-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", *arguments]


def plain_suite(directory: Path, count: int) -> None:
    """``count`` plain pytest tests, each making the engine call a scenario makes."""
    body = "    assert ENGINE.call('reactions.resolve_attack', REQUEST)['result']['power'] == 34\n"
    tests = "\n".join(f"def test_{n}() -> None:\n{body}" for n in range(count))
    (directory / "test_plain.py").write_text(PLAIN_TEST.format(tests=tests), encoding="utf-8")
    (directory / "test_one.py").write_text("def test_one() -> None:\n    assert True\n", encoding="utf-8")


def main() -> None:
    spec_time, output = median_time(pytest_command("tests/test_spec.py", "docs"), ROOT)
    match = PASSED.search(output)
    checks = int(match[1]) if match else 0
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        plain_suite(directory, checks)
        start_time, _ = median_time(pytest_command("test_one.py"), directory)
        plain_time, _ = median_time(pytest_command("test_plain.py"), directory)
    site_time, _ = median_time(
        [str(BIN / "mkdocs"), "build", "--strict", "--quiet", "--site-dir", "/tmp/fr-bench"], ROOT
    )

    spec_per_check = (spec_time - start_time) / checks * 1000
    plain_per_check = (plain_time - start_time) / checks * 1000
    print(f"checks (scenarios and doc snippets): {checks}")
    print(f"spec run:                 {spec_time:6.2f} s   (target < 3 s at ~600 checks)")
    print(f"pytest start-up:          {start_time:6.2f} s")
    print(f"per check, spec:          {spec_per_check:6.2f} ms")
    print(f"per check, plain pytest:  {plain_per_check:6.2f} ms")
    print(f"ratio:                    {spec_per_check / plain_per_check:6.2f} x   (target <= 1.3 x)")
    print(f"at 600 checks, projected: {start_time + 600 * spec_per_check / 1000:6.2f} s")
    print(f"mkdocs build --strict:    {site_time:6.2f} s   (target < 5 s)")


if __name__ == "__main__":
    main()
