"""``make test`` on every core: the suite's files dealt in shares, one plain pytest run each, forked from one
process that has imported what they share, as ``make spec`` runs the spec (``tests/spec_shares.py``).

pytest-xdist makes every worker collect the whole suite and sends every test's reports to the process that deals
them. For this suite, some 3,000 tests most of which take a millisecond or two, that cost about 8 s of the
machine's processor time a run, some 4 s of the wall time on two cores (measured on 2026-11-27). Here each share's
pytest collects only its own files and reports only to itself.

A unit of the deal is a whole file: each test module under ``tests/``, the browser tests' folder as one (its tests
share one build of the site and one browser), each docs page (its examples run in order, in one namespace), and
``tests/test_spec.py``, which binds every feature file. The units are dealt the longest first, each to the share
with the least so far (:func:`tests.spec_shares.deal`), by a running mean of their seconds, collecting them included,
in the runs that passed with the same options (``make test`` and ``make test BROWSER=1`` time their units apart, and
a thorough run apart from an everyday one), kept in ``.cache/tests/unit-seconds.json``. A
clone that has kept none yet (a fresh clone, and every CI run) deals by those committed in
``tests/unit-seconds.json``, a copy of a clone's kept file; a unit no run timed (a new one) counts as its size at
the timed units' seconds per byte, and with nothing timed every unit counts its size.

Run ``python -m tests.suite_shares [pytest options]``: it prints each share's report, then the failed tests of every
share again, then the tests of all shares together, and exits as pytest would have. ``FAWNARULES_TEST_PROCESSES``
sets how many shares (one per core the process may use by default). The shares keep no pytest cache: ``--lf``
afterwards reruns the failures of your last plain pytest run, so rerun a failure by the test ID its share's report
names. ``-x`` stops the share that failed, not the others; each share's temporary folder is removed when the run
ends.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tests.budget import THOROUGH
from tests.spec_shares import (
    NO_TESTS,
    REFUSED_OPTIONS,
    USAGE_ERROR,
    WARM_MODULES,
    Ran,
    UnitSeconds,
    deal,
    page_costs,
    print_reports,
    process_count,
    read_json,
    refusal,
    run_shares,
    valid_seconds,
    write_json,
)

if TYPE_CHECKING:
    import pytest

ROOT = Path(__file__).resolve().parent.parent
PROCESSES_VARIABLE = "FAWNARULES_TEST_PROCESSES"
TIMES_VARIABLE = "FAWNARULES_TEST_TIMES"
BROWSER = "tests/browser"
"""The browser tests' folder, one unit."""
TEST_MODULES = ("tests/**/test_*.py", "tests/**/*_test.py")
"""Where pytest finds test modules: its ``testpaths`` (``tests``, ``docs``) and ``python_files``."""
PAGES = "docs/**/*.md"
"""The docs pages, whose examples sybil collects."""
KEPT = ".cache/tests/unit-seconds.json"
"""Where a clone keeps the units' seconds for each set of options, from the project's root."""
MEASURED = "tests/unit-seconds.json"
"""The units' seconds of ``make test``, ``make test BROWSER=1`` (also as CI runs it, thorough) and ``make quick``,
measured on two cores on fresh clones and committed: the deal of a clone that has kept none yet (a fresh clone, and
so every CI run). A copy of a clone's :data:`KEPT`."""
OPTIONS = ("-p", "no:xdist", "-p", "no:cacheprovider", "-p", "tests.suite_shares")
"""Each share is one plain pytest run, which times its units (this module is its plugin), and keeps no pytest
cache: the shares run at once, and each would overwrite what the others wrote."""
SUITE_REFUSED_OPTIONS = REFUSED_OPTIONS | {"--basetemp"}
"""Options that cannot work across the shares: the spec run's, and a temporary folder, which each share has its own
of."""
SUITE_WARM_MODULES = (*WARM_MODULES, "mkdocs.commands.build", "fawnarules.conformance.runner")
"""What the shares import, once, before the run forks them: the spec's (``tests/spec_shares.py``), the site build's
and the checker's. Not hypothesis: it is a pytest plugin too, whose asserts pytest could then not rewrite."""


def unit_of(nodeid: str) -> str | None:
    """The unit a test or a file counts to: its file, or the browser tests' folder; nothing for what is neither (the
    session, a folder)."""
    path = nodeid.split("::", 1)[0]
    if path == BROWSER or path.startswith(BROWSER + "/"):
        return BROWSER
    return path if path.endswith((".py", ".md")) else None


def unit_sizes(root: Path) -> dict[Path, int]:
    """Every unit under ``root`` by its path from it, with its size in bytes (the browser tests' folder: its test
    modules together)."""
    sizes: Counter[Path] = Counter()
    for pattern in (*TEST_MODULES, PAGES):
        for file in root.glob(pattern):
            unit = unit_of(file.relative_to(root).as_posix())
            if unit is not None:
                sizes[Path(unit)] += file.stat().st_size
    return dict(sizes)


def options_key(options: Sequence[str], thorough: bool = THOROUGH) -> str:
    """What a run's units' seconds are kept under: its options, as one line, and whether the property tests try
    their larger budgets (``FAWNARULES_THOROUGH=1``, CI's runs), which makes some units several times longer."""
    return " ".join(options) + (" (thorough)" if thorough else "")


def read_seconds(file: Path) -> dict[str, dict[str, float]]:
    """The units' seconds kept in ``file`` for each set of options; none when there is no such file or it cannot be
    read as one, and no unit whose seconds are not a number of no less than 0."""
    kept = read_json(file)
    if not isinstance(kept, dict):
        return {}
    return {str(key): valid_seconds(units) for key, units in kept.items() if isinstance(units, dict)}


def unit_seconds(root: Path, options: Sequence[str]) -> dict[str, float]:
    """The units' seconds a run with ``options`` is dealt by: those this clone kept, else those measured when
    :data:`MEASURED` was written (a fresh clone), else none."""
    key = options_key(options)
    return read_seconds(root / KEPT).get(key) or read_seconds(root / MEASURED).get(key, {})


def shares_of(root: Path, options: Sequence[str], shares: int) -> list[list[Path]]:
    """The units under ``root`` in ``shares`` shares, dealt by their seconds for ``options``; never more shares
    than units, so that no share is empty (a pytest run given no file would run every test)."""
    costs = page_costs(unit_sizes(root), unit_seconds(root, options))
    return deal(costs, max(1, min(shares, len(costs))))


def share_arguments(
    share: Sequence[Path], options: Sequence[str], times: Path, basetemp: Path, color: bool = False
) -> tuple[list[str], dict[str, str]]:
    """The pytest arguments and environment that run one share: its units as arguments, a temporary folder of its
    own, colour when the run's output is a terminal (a share writes to a file), and the file it writes its units'
    seconds to in ``FAWNARULES_TEST_TIMES``."""
    colour = ["--color=yes"] if color else []
    arguments = [*OPTIONS, f"--basetemp={basetemp}", *colour, *options, *(unit.as_posix() for unit in share)]
    return arguments, {**os.environ, TIMES_VARIABLE: str(times)}


def keep_seconds(root: Path, options: Sequence[str], ran: Ran, times: Sequence[Path]) -> bool:
    """Keep the units' seconds the shares wrote for the next run with the same options, after a run that passed (a
    failure's seconds, a site build that broke say, would mislead the next deal); whether they were kept. A unit
    that ran is kept at the mean of what was kept for it and what this run measured: one run's seconds vary with
    what ran beside it, and a deal by the last run's alone swung from run to run by a few seconds. A unit that no
    longer exists is forgotten."""
    if not ran.finished or any(status not in (0, NO_TESTS) for status in ran.statuses):
        return False
    kept = read_seconds(root / KEPT)
    seconds = kept.get(options_key(options), {})
    measured: dict[str, float] = {}
    for written in times:
        measured.update(valid_seconds(read_json(written)))
    for unit, spent in measured.items():
        seconds[unit] = round((seconds[unit] + spent) / 2 if unit in seconds else spent, 3)
    units = {unit.as_posix() for unit in unit_sizes(root)}
    kept[options_key(options)] = {unit: spent for unit, spent in seconds.items() if unit in units}
    write_json(root / KEPT, kept)
    return True


def pytest_configure(config: pytest.Config) -> None:
    """In a share (this module is its plugin): time its units for the run that started it."""
    times = os.environ.get(TIMES_VARIABLE)
    if times:
        config.pluginmanager.register(UnitSeconds(Path(times), unit_of), "suite unit seconds")


def main(options: Sequence[str]) -> int:
    """Run the suite in one share per core, print each share's report, and return the run's exit status."""
    refused = refusal(options, "make test", "tests docs", SUITE_REFUSED_OPTIONS)
    if refused:
        print(f"make test: {refused}", file=sys.stderr)
        return USAGE_ERROR
    shares = shares_of(ROOT, options, process_count(PROCESSES_VARIABLE))
    units = sum(map(len, shares))
    print(f"{units} files in {len(shares)} shares, one per core; each share's report follows when it ends", flush=True)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        times = [Path(folder) / f"share-{number}.json" for number in range(len(shares))]
        runs = [
            share_arguments(share, options, written, Path(folder) / f"share-{number}", sys.stdout.isatty())
            for number, (share, written) in enumerate(zip(shares, times, strict=True))
        ]
        ran = run_shares(runs, SUITE_WARM_MODULES)
        keep_seconds(ROOT, options, ran, times)
    return print_reports("the tests", ran, time.perf_counter() - start)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
