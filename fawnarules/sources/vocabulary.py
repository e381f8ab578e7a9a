"""The step vocabulary of the spec: one table of step forms, each saying all it means.

A form declares its keyword, its pattern, the shape of the table it takes and what it does:
a ``Given`` form sets one request field (:class:`GivenForm`), the ``When`` form names the
operation (:class:`WhenForm`), a ``Then`` form states part of the expected answer
(:class:`ThenForm`). The case reader (:mod:`fawnarules.sources.case`, whose cases pytest, the export and
the checker run), lint and the spec pages all read :data:`STEP_FORMS`, so there is one definition of what
each step means.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum

from fawnarules.operation import JsonObject
from fawnarules.sources.feature import Keyword
from fawnarules.sources.rule_id import RULE_ID_PATTERN
from fawnarules.sources.table import Table, field_name, key_value_table, parse_cell, row_table

FIELD = r"(?P<field>[a-z][a-z0-9_ ]*?)"
Fields = Mapping[str, str]


class TableShape(Enum):
    """The table a step takes."""

    NONE = "no table"
    KEY_VALUE = "a table of | key | value | rows (dotted keys nest)"
    HEADER_ROWS = "a table whose first row names the columns, one item per further row"


@dataclass(frozen=True)
class StepForm:
    """One form of step: its keyword, pattern, table shape and what it means in words."""

    keyword: Keyword
    pattern: re.Pattern[str]
    table: TableShape
    meaning: str

    def fields(self, text: str) -> dict[str, str]:
        """The named parts of a step text of this form (a :class:`ValueError` if it is not of this form)."""
        match = self.pattern.fullmatch(text)
        if match is None:
            raise ValueError(f"{text!r} is not a step of the form {self.pattern.pattern!r}")
        return match.groupdict()

    def rows(self, table: Table | None) -> Table:
        """The step's table, checked against the form's shape."""
        if self.table is not TableShape.NONE and table is None:
            raise ValueError("this step needs a data table")
        return table or ()


@dataclass(frozen=True)
class GivenForm(StepForm):
    """A ``Given`` form: it sets the request field its words name to ``value(fields, table)``."""

    value: Callable[[Fields, Table], object]

    def request_field(self, text: str) -> str:
        """The request key a step of this form sets: ``the game mode is co-op`` -> ``game_mode``."""
        return field_name(self.fields(text)["field"])

    def apply(self, request: JsonObject, fields: Fields, table: Table | None) -> JsonObject:
        """The request after this step: the field set whole (an object a Background set is replaced)."""
        return {**request, field_name(fields["field"]): self.value(fields, self.rows(table))}


@dataclass(frozen=True)
class WhenForm(StepForm):
    """The ``When`` form: it names the one operation of the scenario."""

    def operation(self, fields: Fields) -> str:
        """The operation's full name."""
        return fields["operation"]


@dataclass(frozen=True)
class ThenForm(StepForm):
    """A ``Then`` form: it states part of the expected answer."""

    expects: Callable[[Fields, Table], JsonObject]

    def expected(self, fields: Fields, table: Table | None) -> JsonObject:
        """The partial answer a step of this form expects."""
        return self.expects(fields, self.rows(table))


GIVEN_OBJECT = GivenForm(
    Keyword.GIVEN,
    re.compile(rf"the {FIELD}:"),
    TableShape.KEY_VALUE,
    "sets a request field to an object from a key/value table",
    lambda fields, table: key_value_table(table),
)
GIVEN_LIST = GivenForm(
    Keyword.GIVEN,
    re.compile(rf"these {FIELD}:"),
    TableShape.HEADER_ROWS,
    "sets a request field to a list of objects from a table with a header row",
    lambda fields, table: row_table(table),
)
GIVEN_EMPTY_LIST = GivenForm(
    Keyword.GIVEN,
    re.compile(rf"no {FIELD}"),
    TableShape.NONE,
    "sets a request field to an empty list",
    lambda fields, table: [],
)
GIVEN_VALUE = GivenForm(
    Keyword.GIVEN,
    re.compile(rf"the {FIELD} is (?P<value>.+)"),
    TableShape.NONE,
    "sets one top-level request field",
    lambda fields, table: parse_cell(fields["value"]),
)
WHEN_CALL = WhenForm(
    Keyword.WHEN,
    re.compile(r"I call (?P<operation>[a-z_]+\.[a-z_]+)"),
    TableShape.NONE,
    "calls one operation of the engine with the request",
)
THEN_RESULT = ThenForm(
    Keyword.THEN,
    re.compile(r"the result has:"),
    TableShape.KEY_VALUE,
    "the answer is a result with these values at these dotted paths",
    lambda fields, table: {"result": key_value_table(table)},
)
THEN_RESULT_LIST = ThenForm(
    Keyword.THEN,
    re.compile(rf"the result has these {FIELD}:"),
    TableShape.HEADER_ROWS,
    "the answer is a result whose list field holds exactly these items",
    lambda fields, table: {"result": {field_name(fields["field"]): row_table(table)}},
)
THEN_REFUSED = ThenForm(
    Keyword.THEN,
    re.compile(rf"it is refused by (?P<rule>{RULE_ID_PATTERN})"),
    TableShape.NONE,
    "the answer is a refusal citing this rule",
    lambda fields, table: {"refused": {"rule": fields["rule"]}},
)
THEN_INPUT_ERROR = ThenForm(
    Keyword.THEN,
    re.compile(r"it is an input error at (?P<path>\S+)"),
    TableShape.NONE,
    "the answer is an input error naming this field",
    lambda fields, table: {"error": {"path": fields["path"]}},
)

STEP_FORMS: tuple[GivenForm | WhenForm | ThenForm, ...] = (
    GIVEN_OBJECT,
    GIVEN_LIST,
    GIVEN_EMPTY_LIST,
    GIVEN_VALUE,
    WHEN_CALL,
    THEN_RESULT,
    THEN_RESULT_LIST,
    THEN_REFUSED,
    THEN_INPUT_ERROR,
)


def matching_form(keyword: str, text: str) -> GivenForm | WhenForm | ThenForm | None:
    """The form a step of this keyword (``Given``, ``When``, ``Then``) and text has, if any."""
    return next((form for form in STEP_FORMS if form.keyword == keyword and form.pattern.fullmatch(text)), None)
