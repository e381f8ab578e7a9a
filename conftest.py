"""Test wiring: doc snippets through sybil, scenarios through pytest-bdd, and the engine fixture."""

from __future__ import annotations

import pytest
from sybil import Sybil
from sybil.parsers.markdown import ClearNamespaceParser, PythonCodeBlockParser, SkipParser

from fawnarules.diagram.doc_example import GridBlockParser
from fawnarules.engine import Engine, ReferenceEngine

pytest_plugins = ["tests.steps", "tests.step_lookup"]

pytest_collect_file = Sybil(
    parsers=[PythonCodeBlockParser(), GridBlockParser(), SkipParser(), ClearNamespaceParser()],
    patterns=["*.md"],
    path="docs",
).pytest()


@pytest.fixture(scope="session")
def engine() -> Engine:
    """The engine every step talks to."""
    return ReferenceEngine()
