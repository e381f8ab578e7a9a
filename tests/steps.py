"""The pytest-bdd binding of the step forms (:data:`fawnarules.sources.vocabulary.STEP_FORMS`).

A scenario builds a JSON-shaped request with ``Given`` steps, calls one operation of
the engine with ``When``, and checks part of the answer with ``Then``. Each step here binds
one form's pattern and does what the form says; steps never import a ruleset: they talk to
the ``engine`` fixture only.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from pytest_bdd import given, parsers, then, when

from fawnarules.engine import Engine
from fawnarules.operation import JsonObject
from fawnarules.sources import vocabulary as v
from fawnarules.sources.expectation import mismatches
from fawnarules.sources.table import Table


@dataclasses.dataclass
class Exchange:
    """One scenario's exchange with the engine: the request its ``Given`` steps build, the answer its ``When``
    step gets.

    The steps share it as one fixture, filled in place, rather than each step handing its value to the next
    as a new fixture: pytest registers a fixture each time a step does that, which cost more than the rules.
    """

    request: JsonObject = dataclasses.field(default_factory=dict)
    answer: JsonObject | None = None

    def answered(self) -> JsonObject:
        """The answer; a ``Then`` step before any ``When`` step is a mistake in the scenario."""
        if self.answer is None:
            pytest.fail("a Then step came before the When step that calls the engine", pytrace=False)
        return self.answer


@pytest.fixture
def exchange() -> Exchange:
    """The scenario's exchange with the engine, empty."""
    return Exchange()


@given(parsers.re(v.GIVEN_OBJECT.pattern.pattern))
def given_object(exchange: Exchange, field: str, datatable: Table) -> None:
    exchange.request = v.GIVEN_OBJECT.apply(exchange.request, {"field": field}, datatable)


@given(parsers.re(v.GIVEN_LIST.pattern.pattern))
def given_list(exchange: Exchange, field: str, datatable: Table) -> None:
    exchange.request = v.GIVEN_LIST.apply(exchange.request, {"field": field}, datatable)


@given(parsers.re(v.GIVEN_EMPTY_LIST.pattern.pattern))
def given_empty_list(exchange: Exchange, field: str) -> None:
    exchange.request = v.GIVEN_EMPTY_LIST.apply(exchange.request, {"field": field}, None)


@given(parsers.re(v.GIVEN_VALUE.pattern.pattern))
def given_value(exchange: Exchange, field: str, value: str) -> None:
    exchange.request = v.GIVEN_VALUE.apply(exchange.request, {"field": field, "value": value}, None)


@when(parsers.re(v.WHEN_CALL.pattern.pattern))
def call_operation(engine: Engine, operation: str, exchange: Exchange) -> None:
    exchange.answer = engine.call(v.WHEN_CALL.operation({"operation": operation}), exchange.request)


def assert_answer(expected: JsonObject, answer: JsonObject) -> None:
    """Fail with every difference and the whole answer, so the reader sees what went wrong."""
    found = mismatches(expected, answer)
    assert not found, "\n".join([*found, "answer: " + json.dumps(answer, indent=2)])


@then(parsers.re(v.THEN_RESULT.pattern.pattern))
def result_has(exchange: Exchange, datatable: Table) -> None:
    assert_answer(v.THEN_RESULT.expected({}, datatable), exchange.answered())


@then(parsers.re(v.THEN_RESULT_LIST.pattern.pattern))
def result_has_list(exchange: Exchange, field: str, datatable: Table) -> None:
    assert_answer(v.THEN_RESULT_LIST.expected({"field": field}, datatable), exchange.answered())


@then(parsers.re(v.THEN_REFUSED.pattern.pattern))
def refused_by(exchange: Exchange, rule: str) -> None:
    assert_answer(v.THEN_REFUSED.expected({"rule": rule}, None), exchange.answered())


@then(parsers.re(v.THEN_INPUT_ERROR.pattern.pattern))
def input_error_at(exchange: Exchange, path: str) -> None:
    assert_answer(v.THEN_INPUT_ERROR.expected({"path": path}, None), exchange.answered())
