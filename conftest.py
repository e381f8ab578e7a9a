"""Test wiring: doc snippets through sybil, scenarios as tests of their own (``tests/scenarios.py``), and the
engine fixture.

``pytest --engine SPEC`` (or the ``FAWNARULES_ENGINE`` environment variable) runs every
scenario against another engine: ``cmd:<command line>`` for a program speaking the protocol,
``python:package.module:attribute`` for a Python object. The default is the reference engine.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.checked_engine import CheckedEngine, engine_of, engine_spec

pytest_plugins = ["tests.scenarios"]

# The property tests check correctness, not speed: on a busy machine a slow example is no failure (a test that
# needs a deadline sets its own).
settings.register_profile("fawnarules", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("fawnarules")


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    """A docs page's examples, as tests."""
    return doc_examples()(file_path, parent)


@cache
def doc_examples() -> Callable[[Path, pytest.Collector], pytest.Collector | None]:
    """sybil's collector of the docs pages' examples: Python, grids, cards and odds.

    Made when the first file is collected, not when this file is loaded: the process that deals the tests to
    pytest-xdist's workers collects none, and loads none of the readers."""
    # Imported here, not at the top, for that reason.
    from sybil import Sybil  # noqa: PLC0415
    from sybil.parsers.markdown import ClearNamespaceParser, PythonCodeBlockParser, SkipParser  # noqa: PLC0415

    from fawnarules.card.doc_example import CardBlockParser  # noqa: PLC0415
    from fawnarules.diagram.doc_example import GridBlockParser  # noqa: PLC0415
    from fawnarules.odds.doc_example import OddsBlockParser  # noqa: PLC0415

    return Sybil(
        parsers=[
            PythonCodeBlockParser(),
            GridBlockParser(),
            CardBlockParser(),
            OddsBlockParser(),
            SkipParser(),
            ClearNamespaceParser(),
        ],
        patterns=["*.md"],
        path="docs",
        # Example cards call the engine of the run, so `pytest --engine ...` checks them too.
        fixtures=["engine"],
    ).pytest()


def pytest_configure(config: pytest.Config) -> None:
    """Stop before any test, as a usage error saying why, when ``--engine`` or ``FAWNARULES_ENGINE`` names no
    engine (a missing module or object, a class whose making raises) or one that does not start and shake
    hands (a program that is not there, or dies first), as ``fawnarules check`` does.

    Checked here, before pytest-xdist starts any worker (a worker leaves it to the process that started it):
    left to the ``engine`` fixture, it failed every scenario with the same error, stopped pytest with an
    internal error at the first docs example (sybil's report of a failure takes it to come from the
    example's own code), and on several cores ended the workers with an internal error that never said why."""
    if hasattr(config, "workerinput"):
        return
    # Imported here, not at the top: a worker, which leaves this check to the process that started it, imports the
    # protocol machinery only when a test calls the engine.
    from fawnarules.conformance import subject  # noqa: PLC0415

    spec = engine_spec(config)
    if spec == "reference":
        return
    named_by = "--engine" if config.getoption("--engine") else subject.ENGINE_VARIABLE
    try:
        engine = subject.engine_from_spec(spec)
    except subject.SpecError as error:
        raise pytest.UsageError(f"{named_by}: {error}") from error
    try:
        failure = subject.start_failure(engine)
    finally:
        engine.close()
    if failure:
        raise pytest.UsageError(f"{named_by}: {spec}: {failure}")


@pytest.fixture(scope="session")
def engine(request: pytest.FixtureRequest) -> CheckedEngine:
    """The engine the doc examples talk to: the scenarios' engine."""
    return engine_of(request.config)


YOUNG_OBJECTS_PER_COLLECTION = 20_000
"""How many new objects the garbage collector lets by before it looks at the young ones (Python's default: 700)."""


def pytest_sessionstart(session: pytest.Session) -> None:
    """Let the garbage collector run less often, in every process of the run (each pytest-xdist worker too).

    A run makes many small objects per check and keeps a large heap for its whole length (items, fixtures,
    reports). At Python's default pace the collector's passes over the older objects took about a fifth of the
    spec's processor time; objects are freed as before, a little later, and the run's peak memory is unchanged."""
    gc.set_threshold(YOUNG_OBJECTS_PER_COLLECTION)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Leave everything collection built out of the garbage collector's full passes.

    Collection builds a large, long-lived heap (parsed features, items, fixtures). Every full
    collection pass, and pytest's own passes when the run ends, would walk all of it again
    for nothing; frozen, it is skipped."""
    gc.freeze()
