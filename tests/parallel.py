"""Running the suite on every core with pytest-xdist (``pytest -n auto``). ``make test`` deals its files in
shares of its own instead (``tests/suite_shares.py``), which costs less; this is for a run of your own.

How the tests are dealt to the workers:

* **A docs page goes whole to one worker.** Its examples share one namespace and run in order
  (a later snippet uses what an earlier one defined), so the page is one unit.
* **The browser tests go whole to one worker.** Chromium keeps both cores busy on its own; dealt
  to two workers, it ran twice, each making its pages again, for more processor time and no
  sooner end.
* **Every test file goes whole to one worker.** A file's module-scoped fixtures (a sample site
  built, a wheel installed) are then made once, not once on each worker. Dealt as its long tests
  alone and the rest in shares of the file, the suite took more of the machine's processor time
  and longer on the clock, in alternated runs on both cores: 84.9-89.4 s and 46.6-49.3 s,
  against 79.7-82.3 s and 43.9-45.5 s whole. A run of one file on several workers
  (``pytest -n auto tests/test_spec.py``) therefore runs on one of them; ``make spec`` runs the
  spec on every core.
* **The longest units go first**, by their tests' durations in the last run (kept in pytest's
  cache, ``.pytest_cache``): starting the browser tests and the long files first keeps both cores
  busy to the end. A fresh clone has no durations yet and deals the files in the order pytest
  collected them.

Durations are recorded by every run, on one core or many. A run of every test replaces them, so
tests that no longer exist are forgotten; any narrower run (a file, ``-k``, ``-m``) adds to them,
so the next run of every test still knows how long the tests it left out take. Without
pytest-xdist installed, or with ``-p no:xdist``, nothing here changes how pytest runs.
"""

from __future__ import annotations

from itertools import repeat
from typing import Any

import pytest

from tests.suite_shares import unit_of

DURATIONS = "fawnarules/durations"
"""The key of the last run's test durations in pytest's cache: seconds by node ID."""


class LongestFirst:
    """What a test run learns of each test's duration, kept for the next run's dealing."""

    def __init__(self, config: pytest.Config) -> None:
        self.cache = getattr(config, "cache", None)  # absent under -p no:cacheprovider
        self.known: dict[str, float] = dict(self.cache.get(DURATIONS, {})) if self.cache else {}
        self.measured: dict[str, float] = {}
        self.runs_every_test = runs_every_test(config)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.measured[report.nodeid] = self.measured.get(report.nodeid, 0.0) + report.duration

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        """Keep this run's durations: a run of every test replaces the known ones, any other adds to them."""
        if not self.measured or self.cache is None:
            return
        self.cache.set(DURATIONS, self.measured if self.runs_every_test else {**self.known, **self.measured})

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_make_scheduler(self, config: pytest.Config, log: Any) -> Any:
        """Every file and page whole, the browser tests as one, the longest first (see above)."""
        if config.getvalue("dist") != "load":
            return None
        from xdist.scheduler import LoadScopeScheduling  # type: ignore[import-untyped]  # noqa: PLC0415

        known = self.known

        class FilesWholeLongestFirst(LoadScopeScheduling):  # type: ignore[misc]
            def _split_scope(self, nodeid: str) -> str:
                return unit_of(nodeid) or nodeid.split("::", 1)[0]

            def _assign_work_unit(self, node: Any) -> None:
                if not getattr(self, "dealt", False):
                    units = sorted(self.workqueue.items(), key=lambda unit: -sum(map(known.get, unit[1], repeat(0.0))))
                    self.workqueue.clear()
                    self.workqueue.update(units)
                    self.dealt = True
                super()._assign_work_unit(node)

        return FilesWholeLongestFirst(config, log)


NARROWING = ("keyword", "markexpr", "deselect", "ignore", "ignore_glob", "lf", "stepwise", "maxfail")
"""pytest's options that leave tests out of a run or stop it early (``-k``, ``-m``, ``--deselect``,
``--ignore``, ``--ignore-glob``, ``--last-failed``, ``--stepwise``, ``-x``/``--maxfail``)."""


def runs_every_test(config: pytest.Config) -> bool:
    """Whether the run was asked for every test: no paths or test IDs given (pytest runs its ``testpaths``),
    and none of the :data:`NARROWING` options."""
    narrowed = any(config.getoption(name, None) for name in NARROWING)
    return config.args_source is pytest.Config.ArgsSource.TESTPATHS and not narrowed


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # the workers report to the process that deals the tests
        config.pluginmanager.register(LongestFirst(config), "fawnarules-longest-first")
