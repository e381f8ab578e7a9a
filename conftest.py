"""Test wiring: doc snippets through sybil, scenarios through pytest-bdd, and the engine fixture.

``pytest --engine SPEC`` (or the ``FAWNARULES_ENGINE`` environment variable) runs every
scenario against another engine: ``cmd:<command line>`` for a program speaking the protocol,
``python:package.module:attribute`` for a Python object. The default is the reference engine.
"""

from __future__ import annotations

import gc
from collections.abc import Generator, Iterator

import pytest
from sybil import Sybil
from sybil.parsers.markdown import ClearNamespaceParser, PythonCodeBlockParser, SkipParser

from fawnarules.card.doc_example import CardBlockParser
from fawnarules.diagram.doc_example import GridBlockParser
from fawnarules.engine import Engine
from fawnarules.odds.doc_example import OddsBlockParser
from tests.checked_engine import CheckedEngine

# pytester: tests/test_parallel.py reads pytest's options as a run parses them.
pytest_plugins = ["tests.steps", "tests.bdd_speed", "tests.parallel", "pytester"]

pytest_collect_file = Sybil(
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


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine",
        metavar="SPEC",
        default=None,
        help="the engine the scenarios call: cmd:<command line> or python:package.module:attribute "
        "(default: $FAWNARULES_ENGINE, else the reference engine)",
    )


@pytest.fixture(scope="session")
def engine(request: pytest.FixtureRequest) -> Iterator[Engine]:
    """The engine every step talks to; an ``--engine`` that names none stops the run as a usage error, with why.

    Left to fail each check, it failed every scenario with the same error and stopped pytest with an
    internal error at the first docs example (sybil's report of a failure assumes it came from the
    example's own code)."""
    # Imported here so that collecting the doc snippets alone does not pay for the protocol machinery.
    from fawnarules.conformance.subject import SpecError, default_spec, engine_from_spec  # noqa: PLC0415

    try:
        chosen = engine_from_spec(request.config.getoption("--engine") or default_spec())
    except SpecError as error:
        pytest.exit(f"--engine: {error}", returncode=pytest.ExitCode.USAGE_ERROR)
    yield CheckedEngine(chosen)
    chosen.close()


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Generator[None, object, object]:
    """Collect without the garbage collector, then leave what collection built out of its passes.

    Collection builds a large, long-lived heap (parsed features, items, fixtures) and next to no
    garbage, and the collector walked that heap again each time it grew by some thousand objects:
    collected with the collector off, the spec ran in 7 % less time on one core. Frozen afterwards,
    the heap is also left out of every full pass the run makes, pytest's own when it ends among them."""
    gc.disable()
    try:
        return (yield)
    finally:
        gc.freeze()
        gc.enable()
