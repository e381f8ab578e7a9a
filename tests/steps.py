"""The whole step vocabulary of the spec, shared by every ruleset.

A scenario builds a JSON-shaped request with ``Given`` steps, calls one
operation of the engine with ``When``, and checks part of the answer with
``Then``. Steps never import a ruleset: they talk to the ``engine`` fixture only.
"""

from __future__ import annotations

import json

import pytest
from pytest_bdd import given, parsers, then, when

from fawnarules.engine import Engine
from fawnarules.operation import JsonObject
from fawnarules.spec.expectation import mismatches
from fawnarules.spec.table import Table, field_name, key_value_table, parse_cell, row_table

FIELD = r"(?P<field>[a-z][a-z0-9_ ]*?)"


@pytest.fixture
def spec_request() -> JsonObject:
    """The request being built by the scenario's ``Given`` steps."""
    return {}


@given(parsers.re(rf"the {FIELD}:"), target_fixture="spec_request")
def given_object(spec_request: JsonObject, field: str, datatable: Table) -> JsonObject:
    """``Given the defender:`` with a table of dotted fields and values."""
    return {**spec_request, field_name(field): key_value_table(datatable)}


@given(parsers.re(rf"these {FIELD}:"), target_fixture="spec_request")
def given_list(spec_request: JsonObject, field: str, datatable: Table) -> JsonObject:
    """``Given these reactions:`` with a header row and one row per item, in order."""
    return {**spec_request, field_name(field): row_table(datatable)}


@given(parsers.re(rf"no {FIELD}"), target_fixture="spec_request")
def given_empty_list(spec_request: JsonObject, field: str) -> JsonObject:
    """``Given no reactions``: the field is an empty list."""
    return {**spec_request, field_name(field): []}


@given(parsers.re(rf"the {FIELD} is (?P<value>.+)"), target_fixture="spec_request")
def given_value(spec_request: JsonObject, field: str, value: str) -> JsonObject:
    """``Given the game mode is co-op``: one top-level field with one value."""
    return {**spec_request, field_name(field): parse_cell(value)}


@when(parsers.re(r"I call (?P<operation>[a-z_]+\.[a-z_]+)"), target_fixture="answer")
def call_operation(engine: Engine, operation: str, spec_request: JsonObject) -> JsonObject:
    """``When I call reactions.resolve_attack``: one operation on the built request."""
    return engine.call(operation, spec_request)


def assert_answer(expected: JsonObject, answer: JsonObject) -> None:
    found = mismatches(expected, answer)
    assert not found, "\n".join([*found, "answer: " + json.dumps(answer, indent=2)])


@then("the result has:")
def result_has(answer: JsonObject, datatable: Table) -> None:
    """The answer is a result whose listed fields have the listed values."""
    assert_answer({"result": key_value_table(datatable)}, answer)


@then(parsers.re(rf"the result has these {FIELD}:"))
def result_has_list(answer: JsonObject, field: str, datatable: Table) -> None:
    """The answer is a result whose list field holds exactly these items (listed columns only)."""
    assert_answer({"result": {field_name(field): row_table(datatable)}}, answer)


@then(parsers.re(r"it is refused by (?P<rule>[a-z_]+\.[a-z0-9_-]+\.[a-z0-9_-]+)"))
def refused_by(answer: JsonObject, rule: str) -> None:
    """The answer is a refusal citing ``rule``."""
    assert_answer({"refused": {"rule": rule}}, answer)


@then(parsers.re(r"it is an input error at (?P<path>\S+)"))
def input_error_at(answer: JsonObject, path: str) -> None:
    """The answer is an input error naming the field at ``path``."""
    assert_answer({"error": {"path": path}}, answer)
