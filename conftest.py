"""Test wiring: doc snippets through sybil, scenarios through pytest-bdd, and the engine fixture.

``pytest --engine SPEC`` (or the ``FAWNARULES_ENGINE`` environment variable) runs every
scenario against another engine: ``cmd:<command line>`` for a program speaking the protocol,
``python:package.module:attribute`` for a Python object. The default is the reference engine.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from sybil import Sybil
from sybil.parsers.markdown import ClearNamespaceParser, PythonCodeBlockParser, SkipParser

from fawnarules.diagram.doc_example import GridBlockParser
from fawnarules.engine import Engine, ReferenceEngine
from fawnarules.operation import JsonObject

if TYPE_CHECKING:
    from fawnarules.conformance.subject import EngineUnderTest

pytest_plugins = ["tests.steps", "tests.bdd_speed"]

pytest_collect_file = Sybil(
    parsers=[PythonCodeBlockParser(), GridBlockParser(), SkipParser(), ClearNamespaceParser()],
    patterns=["*.md"],
    path="docs",
).pytest()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine",
        metavar="SPEC",
        default=None,
        help="the engine the scenarios call: cmd:<command line> or python:package.module:attribute "
        "(default: $FAWNARULES_ENGINE, else the reference engine)",
    )


class CheckedEngine:
    """An engine under test behind the seam: what it skips is skipped, what errors fails with its context."""

    def __init__(self, engine: EngineUnderTest) -> None:
        self.engine = engine

    def call(self, operation: str, request: object) -> JsonObject:
        if not self.engine.supports(operation):
            pytest.skip(f"the engine does not implement {operation}")
        reply = next(self.engine.run_all([(operation, request)]))
        if reply.status == "skipped":
            pytest.skip(reply.reason)
        if reply.status == "errored":
            pytest.fail(f"the engine errored: {reply.reason}\n{reply.context}", pytrace=False)
        return reply.answer


@pytest.fixture(scope="session")
def engine(request: pytest.FixtureRequest) -> Iterator[Engine]:
    """The engine every step talks to."""
    # Imported here so that a run against the reference engine does not pay for the protocol machinery.
    from fawnarules.conformance.subject import default_spec, engine_from_spec  # noqa: PLC0415

    spec = request.config.getoption("--engine") or default_spec()
    if spec == "reference":
        yield ReferenceEngine()
        return
    chosen = engine_from_spec(spec)
    yield CheckedEngine(chosen)
    chosen.close()
