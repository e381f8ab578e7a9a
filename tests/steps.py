"""The pytest-bdd binding of the step forms (:data:`fawnarules.spec.vocabulary.STEP_FORMS`).

A scenario builds a JSON-shaped request with ``Given`` steps, calls one operation of
the engine with ``When``, and checks part of the answer with ``Then``. Each step here binds
one form's pattern and does what the form says; steps never import a ruleset: they talk to
the ``engine`` fixture only.
"""

from __future__ import annotations

import json

import pytest
from pytest_bdd import given, parsers, then, when

from fawnarules.engine import Engine
from fawnarules.operation import JsonObject
from fawnarules.spec import vocabulary as v
from fawnarules.spec.expectation import mismatches
from fawnarules.spec.table import Table


@pytest.fixture
def spec_request() -> JsonObject:
    """The request being built by the scenario's ``Given`` steps."""
    return {}


@given(parsers.re(v.GIVEN_OBJECT.pattern.pattern), target_fixture="spec_request")
def given_object(spec_request: JsonObject, field: str, datatable: Table) -> JsonObject:
    return v.GIVEN_OBJECT.apply(spec_request, {"field": field}, datatable)


@given(parsers.re(v.GIVEN_LIST.pattern.pattern), target_fixture="spec_request")
def given_list(spec_request: JsonObject, field: str, datatable: Table) -> JsonObject:
    return v.GIVEN_LIST.apply(spec_request, {"field": field}, datatable)


@given(parsers.re(v.GIVEN_EMPTY_LIST.pattern.pattern), target_fixture="spec_request")
def given_empty_list(spec_request: JsonObject, field: str) -> JsonObject:
    return v.GIVEN_EMPTY_LIST.apply(spec_request, {"field": field}, None)


@given(parsers.re(v.GIVEN_VALUE.pattern.pattern), target_fixture="spec_request")
def given_value(spec_request: JsonObject, field: str, value: str) -> JsonObject:
    return v.GIVEN_VALUE.apply(spec_request, {"field": field, "value": value}, None)


@when(parsers.re(v.WHEN_CALL.pattern.pattern), target_fixture="answer")
def call_operation(engine: Engine, operation: str, spec_request: JsonObject) -> JsonObject:
    return engine.call(v.WHEN_CALL.operation({"operation": operation}), spec_request)


def assert_answer(expected: JsonObject, answer: JsonObject) -> None:
    """Fail with every difference and the whole answer, so the reader sees what went wrong."""
    found = mismatches(expected, answer)
    assert not found, "\n".join([*found, "answer: " + json.dumps(answer, indent=2)])


@then(parsers.re(v.THEN_RESULT.pattern.pattern))
def result_has(answer: JsonObject, datatable: Table) -> None:
    assert_answer(v.THEN_RESULT.expected({}, datatable), answer)


@then(parsers.re(v.THEN_RESULT_LIST.pattern.pattern))
def result_has_list(answer: JsonObject, field: str, datatable: Table) -> None:
    assert_answer(v.THEN_RESULT_LIST.expected({"field": field}, datatable), answer)


@then(parsers.re(v.THEN_REFUSED.pattern.pattern))
def refused_by(answer: JsonObject, rule: str) -> None:
    assert_answer(v.THEN_REFUSED.expected({"rule": rule}, None), answer)


@then(parsers.re(v.THEN_INPUT_ERROR.pattern.pattern))
def input_error_at(answer: JsonObject, path: str) -> None:
    assert_answer(v.THEN_INPUT_ERROR.expected({"path": path}, None), answer)
