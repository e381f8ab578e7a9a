"""The operation seam: every scenario talks to an engine through ``call(operation, request)``.

An engine answers one of three shapes:

* ``{"result": {...}}`` — the rules' outcome;
* ``{"refused": {"rule": "<rule ID>", "reason": "..."}}`` — the rules forbid the action;
* ``{"error": {"path": "<dotted field>", "message": "..."}}`` — the request is malformed.

The reference engine finds each operation in its ruleset's ``operations`` module and imports
the module of an operation's function only when that operation is first used, so that start-up
stays light: answering a falchion check loads the check's rules, not the whole rulebook.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Protocol

from fawnarules.json_text import shortened_json
from fawnarules.operation import Declared, JsonObject, Operation, input_error

ECHO_LIMIT = 100
"""Characters of what a request sent that an answer repeats: a megabyte of operation name is not echoed whole."""

RULESETS = ("reactions", "fawnalore", "awoudan", "grand_archive", "falchion")


class Engine(Protocol):
    """Anything that answers operations: the reference engine, or an implementation under test."""

    def call(self, operation: str, request: object) -> JsonObject:
        """Answer one operation on one JSON-shaped request."""
        ...


@cache
def declared_operations(ruleset: str) -> dict[str, Declared]:
    """The operations a ruleset lists, by full name (``falchion.resolve_check``), none of them imported yet."""
    module = importlib.import_module(f"fawnarules.{ruleset}.operations")
    declared: tuple[Declared, ...] = module.OPERATIONS
    return {f"{ruleset}.{entry.function.rpartition('.')[2]}": entry for entry in declared}


@cache
def built_operation(name: str) -> Operation[object, object]:
    """The operation ``name`` names, its function's module imported; the name must be a declared one."""
    ruleset = name.partition(".")[0]
    declared = declared_operations(ruleset)[name]
    module, _, function = declared.function.rpartition(".")
    return Operation.of(getattr(importlib.import_module(f"fawnarules.{ruleset}.{module}"), function), declared.summary)


def ruleset_operations(ruleset: str) -> dict[str, Operation[object, object]]:
    """The operations of one ruleset, by full name (``reactions.resolve_attack``)."""
    return {name: built_operation(name) for name in declared_operations(ruleset)}


def find_operation(name: str) -> Operation[object, object] | None:
    """The operation called ``name``, or ``None`` when no ruleset defines it."""
    ruleset, _, _ = name.partition(".")
    if ruleset not in RULESETS or name not in declared_operations(ruleset):
        return None
    return built_operation(name)


@cache
def request_schema(name: str) -> JsonObject | None:
    """The JSON Schema of an operation's request, generated once; ``None`` when there is no such operation."""
    operation = find_operation(name)
    return None if operation is None else operation.request_schema()


@cache
def result_schema(name: str) -> JsonObject | None:
    """The JSON Schema of an operation's result, generated once; ``None`` when there is no such operation."""
    operation = find_operation(name)
    return None if operation is None else operation.result_schema()


def all_operations() -> list[Operation[object, object]]:
    """Every operation of every ruleset, in ruleset order."""
    return [operation for ruleset in RULESETS for operation in ruleset_operations(ruleset).values()]


class ReferenceEngine:
    """The reference implementation behind the seam."""

    name = "fawnarules reference engine"

    def call(self, operation: str, request: object) -> JsonObject:
        """Run ``operation`` on ``request``; an unknown operation is an input error on ``operation``, its name
        quoted as JSON and cut short."""
        found = find_operation(operation)
        if found is None:
            return input_error("operation", f"unknown operation {shortened_json(operation, ECHO_LIMIT)}")
        return found.call(request)
