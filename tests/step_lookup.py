"""A faster step lookup for the spec, safe because every step definition here is session-wide.

pytest-bdd finds the definition of each step by scanning every fixture name of the
session and asking pytest which of them are visible to the test, twice per step. In
this project all step definitions live in one shared vocabulary (``tests/steps.py``)
registered for the whole session, so the definitions that match a step depend only on
the step's type and text, never on the test. Remembering them per (type, text) removes
most of the per-step cost, which is what keeps the spec run fast as rulebooks are added.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import Any

# The package re-exports a function named ``scenario`` that hides the module of that name.
bdd_scenario: Any = importlib.import_module("pytest_bdd.scenario")

Lookup = Callable[..., Iterable[Any]]

_find_uncached: Lookup = bdd_scenario.find_fixturedefs_for_step
_found: dict[tuple[object, str], list[Any]] = {}


def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> list[Any]:
    """The step definitions matching ``step``, looked up once per step type and text."""
    key = (step.type, step.name)
    if key not in _found:
        _found[key] = list(_find_uncached(step=step, fixturemanager=fixturemanager, node=node))
    return _found[key]


bdd_scenario.find_fixturedefs_for_step = find_fixturedefs_for_step
