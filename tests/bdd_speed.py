"""Four measured shortcuts in pytest-bdd's work, safe for how this project uses it.

The spec runs hundreds of scenarios many times a day, and most of each scenario's time
goes into pytest-bdd's bookkeeping rather than into the rules. ``make bench`` measures
what the shortcuts save:

* **One parse per feature file.** The Gherkin parser is the costliest part of collecting
  the spec, and the spec's own model (``fawnarules.sources.feature``) has already parsed every
  file by the time pytest-bdd reads it (``tests/test_spec.py`` checks the files first). The
  same parsed document is given to pytest-bdd instead of a second parse. A file the parser
  rejects is left to pytest-bdd's own reading and its own error.
* **Step functions.** To run a step, pytest-bdd scans every fixture name of the session for
  the step's definitions, registers them as a fixture of the test for the moment and asks
  pytest for its value, the step's function. Where every step definition of the run is
  registered for the whole session, as the shared vocabulary of ``tests/steps.py`` is, that
  function depends only on the step's type and text: the first test asks pytest, later tests
  are given the same function. In a run with any step defined closer to a test (in a test
  module or a lower ``conftest.py``), and for a step with no definition, pytest is asked every
  time.
* **Step signatures.** Each time a step runs, pytest-bdd reads its function's signature
  twice with :func:`inspect.signature`, once for the arguments the step's text gives and once
  for the fixtures it needs. A function's signature does not change, so each is read once per
  function and remembered.
* **Data tables.** Before running a scenario pytest-bdd deep-copies every data table to
  fill in Scenario Outline placeholders. A table is rows of cells of text, so building the
  new rows and cells directly gives the same table without the generic deep copy.

All four replace functions of pytest-bdd 9 (``pyproject.toml`` pins ``pytest-bdd<10``); the
whole spec passing is what shows they keep its behaviour. :data:`WATCHED` holds a digest of
the source of each function of pytest-bdd the shortcuts rely on, as read when they were
written; a test (``tests/test_bdd_speed.py``) fails when the installed pytest-bdd's differ.
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any
from weakref import WeakKeyDictionary

import pytest
from gherkin.errors import ParserError
from pytest_bdd.gherkin_parser import Cell, DataTable, GherkinDocument, Row
from pytest_bdd.steps import StepNamePrefix

from fawnarules.sources.feature import gherkin_document

# The package re-exports functions named ``scenario`` and ``parsers`` that hide its modules.
bdd_scenario: Any = importlib.import_module("pytest_bdd.scenario")
bdd_parser: Any = importlib.import_module("pytest_bdd.parser")
bdd_utils: Any = importlib.import_module("pytest_bdd.utils")

_function_uncached: Callable[..., Any] = bdd_scenario.get_step_function
_read_uncached: Callable[..., GherkinDocument] = bdd_parser.get_gherkin_document

WATCHED: dict[str, tuple[Callable[..., Any], str]] = {
    # replaced
    "pytest_bdd.gherkin_parser.get_gherkin_document": (_read_uncached, "595f8860586c6488"),
    "pytest_bdd.scenario.get_step_function": (_function_uncached, "81e6bbe6beec7510"),
    "pytest_bdd.parser.Step.render_datatable": (bdd_parser.Step.render_datatable, "13e193dbe9cecf23"),
    # wrapped: its result remembered per function, as ``pytest_bdd.scenario.get_required_args``
    "pytest_bdd.utils.get_required_args": (bdd_utils.get_required_args, "9f1b00e04cdba5ad"),
    # registers each step definition as a fixture named with ``StepNamePrefix.step_def`` where it is defined
    "pytest_bdd.steps.step": (importlib.import_module("pytest_bdd.steps").step, "73791c8836c7ec22"),
    # callers of what is replaced, which must only read what they get: ``None`` for a step with no definition,
    # a signature, a list of argument names
    "pytest_bdd.scenario._execute_scenario": (bdd_scenario._execute_scenario, "758c8b642c23edae"),
    "pytest_bdd.scenario._execute_step_function": (bdd_scenario._execute_step_function, "9710e3ef92aa9ac2"),
    "pytest_bdd.scenario._get_scenario_decorator": (bdd_scenario._get_scenario_decorator, "87530e38b588aef1"),
}
"""Each function of pytest-bdd the shortcuts replace, wrap, call or are called by, with the digest of its
source they were written against."""


def source_digest(function: Callable[..., Any]) -> str:
    """A short digest of a function's source text."""
    return hashlib.sha256(inspect.getsource(function).encode()).hexdigest()[:16]


_step_functions: WeakKeyDictionary[Any, dict[tuple[object, str], Any] | None] = WeakKeyDictionary()
"""For each run (its fixture manager), the step function contexts found so far by step type and text; ``None``
for a run with a step defined closer to a test than the whole session."""


def get_step_function(request: Any, step: Any) -> Any:
    """The step function context for ``step``, or ``None`` when no definition matches it; asked of pytest once
    per step type and text in a run whose step definitions are all the session's own."""
    manager = request._fixturemanager
    if manager not in _step_functions:
        _step_functions[manager] = {} if only_session_steps(manager) else None
    found = _step_functions[manager]
    if found is None:
        return _function_uncached(request=request, step=step)
    key = (step.type, step.name)
    if key not in found:
        context = _function_uncached(request=request, step=step)
        if context is None:
            return None
        found[key] = context
    return found[key]


def only_session_steps(fixturemanager: Any) -> bool:
    """Whether every step definition of the run is registered for the whole session (by a plugin, as
    ``tests/steps.py`` is), none for a module, a class or a folder; asked once per run, after collection."""
    by_node: dict[str, dict[Any, Any]] | None = getattr(fixturemanager, "_arg2node2fixturedefs", None)
    by_node_id: dict[str, dict[str, Any]] = getattr(fixturemanager, "_arg2nodeid2fixturedefs", {})
    step_definition = StepNamePrefix.step_def.value
    return (
        by_node is not None
        and all(
            isinstance(node, pytest.Session)
            for name, nodes in by_node.items()
            if name.startswith(step_definition)
            for node in nodes
        )
        and all(
            node_id == ""
            for name, node_ids in by_node_id.items()
            if name.startswith(step_definition)
            for node_id in node_ids
        )
    )


def get_gherkin_document(abs_filename: str, encoding: str = "utf-8") -> GherkinDocument:
    """The feature file's document, from the parse the spec's model made of the same text."""
    with open(abs_filename, encoding=encoding) as file:
        text = file.read()
    try:
        document = gherkin_document(text)
    except ParserError:
        return _read_uncached(abs_filename, encoding)
    return GherkinDocument.from_dict(document)


step_signature = cache(inspect.signature)
"""A step function's signature, read once per function."""


@cache
def required_args(function: Callable[..., object]) -> list[str]:
    """The arguments of ``function`` that pytest-bdd gives it from fixtures, found once per function."""
    return bdd_utils.get_required_args(function)  # type: ignore[no-any-return]


def render_datatable(datatable: DataTable, context: Mapping[str, object]) -> DataTable:
    """The table with Scenario Outline placeholders filled in from ``context``."""
    return DataTable(
        location=datatable.location,
        rows=[
            Row(
                id=row.id,
                location=row.location,
                cells=[Cell(cell.location, bdd_parser.render_string(cell.value, context)) for cell in row.cells],
            )
            for row in datatable.rows
        ],
    )


bdd_parser.get_gherkin_document = get_gherkin_document
bdd_scenario.get_step_function = get_step_function
bdd_parser.Step.render_datatable = staticmethod(render_datatable)
bdd_scenario.signature = step_signature
bdd_scenario.get_required_args = required_args
