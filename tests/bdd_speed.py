"""Five measured shortcuts in pytest-bdd's work, safe for how this project uses it.

The spec runs hundreds of scenarios many times a day, and most of each scenario's time
goes into pytest-bdd's bookkeeping rather than into the rules. ``make bench`` measures
what the shortcuts save:

* **One parse per feature file.** The Gherkin parser is the costliest part of collecting
  the spec, and the spec's own model (``fawnarules.spec.feature``) has already parsed every
  file by the time pytest-bdd reads it (``tests/test_spec.py`` checks the files first). The
  same parsed document is given to pytest-bdd instead of a second parse. A file the parser
  rejects is left to pytest-bdd's own reading and its own error.

* **Step lookup.** pytest-bdd finds each step's definition by scanning every fixture name
  of the session, twice per step. All step definitions of this project live in one shared
  vocabulary registered for the whole session (``tests/steps.py``), so the definitions
  that match a step depend only on the step's type and text: they are remembered per
  (type, text).
* **Step functions.** To run a step, pytest-bdd registers the matching definitions as a
  fixture of the test for the moment and asks pytest for its value, the step's function. For
  the same reason as the step lookup, that function depends only on the step's type and text:
  the first test asks pytest, later tests are given the same function.
* **Step signatures.** Each time a step runs, pytest-bdd reads its function's signature
  twice with :func:`inspect.signature`, once for the arguments the step's text gives and once
  for the fixtures it needs. A function's signature does not change, so each is read once per
  function and remembered.
* **Data tables.** Before running a scenario pytest-bdd deep-copies every data table to
  fill in Scenario Outline placeholders. A table is rows of cells of text, so building the
  new rows and cells directly gives the same table without the generic deep copy.

All five replace functions of pytest-bdd 9 (``pyproject.toml`` pins ``pytest-bdd<10``); the
whole spec passing is what shows they keep its behaviour. :data:`REPLACED` holds a digest of
the source of each function replaced, as read when these shortcuts were written; a test
(``tests/test_bdd_speed.py``) fails when the installed pytest-bdd's functions differ.
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any

from gherkin.errors import ParserError
from pytest_bdd.gherkin_parser import Cell, DataTable, GherkinDocument, Row

from fawnarules.spec.feature import gherkin_document

# The package re-exports functions named ``scenario`` and ``parsers`` that hide its modules.
bdd_scenario: Any = importlib.import_module("pytest_bdd.scenario")
bdd_parser: Any = importlib.import_module("pytest_bdd.parser")
bdd_utils: Any = importlib.import_module("pytest_bdd.utils")

_find_uncached: Callable[..., Iterable[Any]] = bdd_scenario.find_fixturedefs_for_step
_function_uncached: Callable[..., Any] = bdd_scenario.get_step_function
_read_uncached: Callable[..., GherkinDocument] = bdd_parser.get_gherkin_document

REPLACED: dict[str, tuple[Callable[..., Any], str]] = {
    "pytest_bdd.gherkin_parser.get_gherkin_document": (_read_uncached, "595f8860586c6488"),
    "pytest_bdd.scenario.find_fixturedefs_for_step": (_find_uncached, "0de5589ea01cffaf"),
    "pytest_bdd.scenario.get_step_function": (_function_uncached, "81e6bbe6beec7510"),
    "pytest_bdd.parser.Step.render_datatable": (bdd_parser.Step.render_datatable, "13e193dbe9cecf23"),
    "pytest_bdd.utils.get_required_args": (bdd_utils.get_required_args, "9f1b00e04cdba5ad"),
    "pytest_bdd.scenario._execute_step_function": (bdd_scenario._execute_step_function, "9710e3ef92aa9ac2"),
}
"""Each function these shortcuts replace, with the digest of its source they were written against; and
``_execute_step_function``, which calls :func:`inspect.signature` by a name of its module that a shortcut
replaces, and must only read what it gets."""


def source_digest(function: Callable[..., Any]) -> str:
    """A short digest of a function's source text."""
    return hashlib.sha256(inspect.getsource(function).encode()).hexdigest()[:16]


_found: dict[tuple[object, str], list[Any]] = {}


def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> list[Any]:
    """The step definitions matching ``step``, looked up once per step type and text."""
    key = (step.type, step.name)
    if key not in _found:
        _found[key] = list(_find_uncached(step=step, fixturemanager=fixturemanager, node=node))
    return _found[key]


_functions: dict[tuple[object, str], Any] = {}


def get_step_function(request: Any, step: Any) -> Any:
    """The step function context (or ``None``) for ``step``, asked of pytest once per step type and text."""
    key = (step.type, step.name)
    if key not in _functions:
        _functions[key] = _function_uncached(request=request, step=step)
    return _functions[key]


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
bdd_scenario.find_fixturedefs_for_step = find_fixturedefs_for_step
bdd_scenario.get_step_function = get_step_function
bdd_parser.Step.render_datatable = staticmethod(render_datatable)
bdd_scenario.signature = step_signature
bdd_scenario.get_required_args = required_args
