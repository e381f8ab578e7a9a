"""The step vocabulary of the spec, as plain data and pure functions.

The pytest-bdd steps in ``tests/steps.py`` bind these patterns; anything that reads
scenarios without pytest (exporting cases, linting feature files) uses the same ones,
so there is one definition of what each step means.

* ``Given`` steps build the request: :func:`given_object`, :func:`given_list`,
  :func:`given_empty_list`, :func:`given_value`.
* ``When I call <operation>`` names the one operation of the scenario.
* ``Then`` steps state a partial expected answer: :func:`expect_result`,
  :func:`expect_result_list`, :func:`expect_refusal`, :func:`expect_input_error`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fawnarules.operation import JsonObject
from fawnarules.spec.table import Table, field_name, key_value_table, parse_cell, row_table

FIELD = r"(?P<field>[a-z][a-z0-9_ ]*?)"

GIVEN_OBJECT = re.compile(rf"the {FIELD}:")
GIVEN_LIST = re.compile(rf"these {FIELD}:")
GIVEN_EMPTY_LIST = re.compile(rf"no {FIELD}")
GIVEN_VALUE = re.compile(rf"the {FIELD} is (?P<value>.+)")
WHEN_CALL = re.compile(r"I call (?P<operation>[a-z_]+\.[a-z_]+)")
THEN_RESULT = re.compile(r"the result has:")
THEN_RESULT_LIST = re.compile(rf"the result has these {FIELD}:")
THEN_REFUSED = re.compile(r"it is refused by (?P<rule>[a-z_]+\.[a-z0-9_-]+\.[a-z0-9_-]+)")
THEN_INPUT_ERROR = re.compile(r"it is an input error at (?P<path>\S+)")


@dataclass(frozen=True)
class StepForm:
    """One form of step: its keyword, its pattern and what it means."""

    keyword: str
    pattern: re.Pattern[str]
    meaning: str


STEP_FORMS = (
    StepForm("Given", GIVEN_OBJECT, "sets a request field to an object from a key/value table"),
    StepForm("Given", GIVEN_LIST, "sets a request field to a list of objects from a table with a header row"),
    StepForm("Given", GIVEN_EMPTY_LIST, "sets a request field to an empty list"),
    StepForm("Given", GIVEN_VALUE, "sets one top-level request field"),
    StepForm("When", WHEN_CALL, "calls one operation of the engine with the request"),
    StepForm("Then", THEN_RESULT, "the answer is a result with these values at these dotted paths"),
    StepForm("Then", THEN_RESULT_LIST, "the answer is a result whose list field holds exactly these items"),
    StepForm("Then", THEN_REFUSED, "the answer is a refusal citing this rule"),
    StepForm("Then", THEN_INPUT_ERROR, "the answer is an input error naming this field"),
)


def matching_form(keyword: str, text: str) -> StepForm | None:
    """The form a step of this keyword (``Given``, ``When``, ``Then``) and text has, if any."""
    return next((form for form in STEP_FORMS if form.keyword == keyword and form.pattern.fullmatch(text)), None)


def given_object(request: JsonObject, field: str, table: Table) -> JsonObject:
    """``Given the defender:``: the request with ``field`` set to the table's object."""
    return {**request, field_name(field): key_value_table(table)}


def given_list(request: JsonObject, field: str, table: Table) -> JsonObject:
    """``Given these reactions:``: the request with ``field`` set to the table's rows."""
    return {**request, field_name(field): row_table(table)}


def given_empty_list(request: JsonObject, field: str) -> JsonObject:
    """``Given no reactions``: the request with ``field`` set to an empty list."""
    return {**request, field_name(field): []}


def given_value(request: JsonObject, field: str, value: str) -> JsonObject:
    """``Given the game mode is co-op``: the request with one top-level field set."""
    return {**request, field_name(field): parse_cell(value)}


def expect_result(table: Table) -> JsonObject:
    """``Then the result has:``: a result with these values."""
    return {"result": key_value_table(table)}


def expect_result_list(field: str, table: Table) -> JsonObject:
    """``Then the result has these events:``: a result whose list field holds these items."""
    return {"result": {field_name(field): row_table(table)}}


def expect_refusal(rule: str) -> JsonObject:
    """``Then it is refused by <rule>``: a refusal citing ``rule``."""
    return {"refused": {"rule": rule}}


def expect_input_error(path: str) -> JsonObject:
    """``Then it is an input error at <path>``: an input error naming ``path``."""
    return {"error": {"path": path}}
