"""The operation seam: every scenario talks to an engine through ``call(operation, request)``.

An engine answers one of three shapes:

* ``{"result": {...}}`` — the rules' outcome;
* ``{"refused": {"rule": "<rule ID>", "reason": "..."}}`` — the rules forbid the action;
* ``{"error": {"path": "<dotted field>", "message": "..."}}`` — the request is malformed.

The reference engine finds each operation in its ruleset's ``operations`` module,
imported only when first used so that start-up stays light.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Protocol

from fawnarules.operation import JsonObject, Operation, input_error

RULESETS = ("reactions", "fawnalore", "awoudan", "grand_archive", "falchion")


class Engine(Protocol):
    """Anything that answers operations: the reference engine, or an implementation under test."""

    def call(self, operation: str, request: object) -> JsonObject:
        """Answer one operation on one JSON-shaped request."""
        ...


@cache
def ruleset_operations(ruleset: str) -> dict[str, Operation[object, object]]:
    """The operations of one ruleset, by full name (``reactions.resolve_attack``)."""
    module = importlib.import_module(f"fawnarules.{ruleset}.operations")
    operations: tuple[Operation[object, object], ...] = module.OPERATIONS
    return {operation.name: operation for operation in operations}


def find_operation(name: str) -> Operation[object, object] | None:
    """The operation called ``name``, or ``None`` when no ruleset defines it."""
    ruleset, _, _ = name.partition(".")
    if ruleset not in RULESETS:
        return None
    return ruleset_operations(ruleset).get(name)


def all_operations() -> list[Operation[object, object]]:
    """Every operation of every ruleset, in ruleset order."""
    return [operation for ruleset in RULESETS for operation in ruleset_operations(ruleset).values()]


class ReferenceEngine:
    """The reference implementation behind the seam."""

    name = "fawnarules reference engine"

    def call(self, operation: str, request: object) -> JsonObject:
        """Run ``operation`` on ``request``; an unknown operation is an input error on ``operation``."""
        found = find_operation(operation)
        if found is None:
            return input_error("operation", f"unknown operation {operation!r}")
        return found.call(request)
