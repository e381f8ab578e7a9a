"""A pytest plugin for ``make bench``: the CPU time the whole machine spent on each test, written as JSON.

Loaded with ``-p per_test`` (``benchmarks/`` on the import path) in a run of one test at a time (no
pytest-xdist), where what the machine does while a test runs is that test's doing, a browser it
drives included. The file named by ``FAWNARULES_PER_TEST`` gets seconds by node ID, setup and
teardown counted with the test.
"""

from __future__ import annotations

import json
import os
from collections.abc import Generator

import pytest
from measure import machine_busy

SECONDS: dict[str, float] = {}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, object, object]:
    before = busy()
    try:
        return (yield)
    finally:
        SECONDS[item.nodeid] = busy() - before


def busy() -> float:
    """The machine's busy CPU seconds so far (Linux; ``make bench`` runs this plugin only where it is told them)."""
    seconds = machine_busy()
    if seconds is None:
        raise RuntimeError("this system does not tell how busy its processors were (/proc/stat)")
    return seconds


def pytest_configure() -> None:
    if not os.environ.get("FAWNARULES_PER_TEST"):
        raise pytest.UsageError("-p per_test writes to the file FAWNARULES_PER_TEST names: set it")


def pytest_sessionfinish() -> None:
    with open(os.environ["FAWNARULES_PER_TEST"], "w", encoding="utf-8") as written:
        json.dump(SECONDS, written)
