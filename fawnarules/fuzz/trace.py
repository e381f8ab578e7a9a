"""The rules the reference engine goes through as it answers a request, and how deep in its steps.

Every function of a rulebook cites in its docstring the rules it computes. Calling the reference
engine under a profiler (:func:`sys.setprofile`) gives the functions it runs, so the rules it
applies, what each returns, and the depth of each call. A finding goes under a rule whose
scenarios state the field the answers first differ in: first one cited by a function that gave
that field's value (the step that computed it): a function named for the field (``is_hit`` for
``hit``, ``block_bonus_of`` for ``block_bonus``, and for an item of a list, one named for the
list), or one that returned the value, alone, in a record under the field's name, or among the values
it returns (a truth value or null tells nothing there, so many predicates return them); then the
finest, cited by the call deepest inside the others. Where the reference refuses and the engine
answers a result, the records the reference's steps returned before it refused are laid beside the
engine's result: the first the result states otherwise is the step the answers first differ in.
"""

from __future__ import annotations

import inspect
import itertools
import re
import sys
from dataclasses import dataclass
from types import CodeType, FrameType, ModuleType

from pydantic_core import to_jsonable_python

from fawnarules.engine import ReferenceEngine
from fawnarules.operation import JsonObject
from fawnarules.record import Record

RULE_ID = re.compile(r"\b[a-z_]+\.[a-z0-9-]+\.[a-z0-9-]+\b")


def cited_rules(ruleset: str) -> dict[CodeType, tuple[str, ...]]:
    """The rules each function and method of the rulebook's imported modules cites, by its code."""
    modules = [
        module
        for name, module in list(sys.modules.items())
        if isinstance(module, ModuleType) and name.startswith(f"fawnarules.{ruleset}.")
    ]
    cited: dict[CodeType, tuple[str, ...]] = {}
    for module in modules:
        for _, member in inspect.getmembers(module):
            functions = [member] if inspect.isfunction(member) else []
            if inspect.isclass(member) and member.__module__ == module.__name__:
                functions = [value for _, value in inspect.getmembers(member, inspect.isfunction)]
            for function in functions:
                rules = tuple(rule for rule in RULE_ID.findall(function.__doc__ or "") if rule.startswith(ruleset))
                if rules:
                    cited[function.__code__] = rules
    return cited


def is_telling(value: object) -> bool:
    """Whether a function returning ``value`` says it computed a field: not for ``None`` or a truth value,
    which many predicates return."""
    return value is not None and not isinstance(value, bool)


def is_same(value: object, other: object) -> bool:
    """Equal, and of the same type (``False`` is not ``0``)."""
    return type(value) is type(other) and value == other


def is_named_for(name: str, field: str) -> bool:
    """Whether a function called ``name`` is named for the result field ``field``: the same words, a
    predicate's ``is_`` or ``has_`` and a trailing ``_of`` aside (``is_broken``, ``block_bonus_of``)."""
    return name.removeprefix("is_").removeprefix("has_").removesuffix("_of") == field


@dataclass(frozen=True, order=True)
class Step:
    """How a rule's step of the reference's computation bears on a field, best last when sorted: whether it
    gave the field's value, whether the call that did is named for the field, whether it returned the
    value itself (not among others), and how deep the deepest call citing the rule sat."""

    gave: bool = False
    named: bool = False
    whole: bool = False
    depth: int = 0


def field_words(path: str) -> tuple[str, ...]:
    """The names a result path speaks of: its last field, and the list holding it when it is an item's
    (``name`` and ``order`` for ``order.0.name``)."""
    parts = path.split(".")
    listed = [part for part, after in itertools.pairwise(parts) if after.isdigit()]
    last = [part for part in parts if not part.isdigit()][-1:]
    return tuple(last + listed[-1:])


def gives(name: str, returned: object, value: object, fields: tuple[str, ...]) -> tuple[bool, bool, bool]:
    """Whether a call of the function ``name`` returning ``returned`` gave ``value``, the value at a path
    speaking of ``fields``; whether it is named for one of them; and whether it returned the value itself.
    A function named for the field (or for the list holding it) computes it, and any other returning the
    same telling value, alone, in a record under the field's name, or among the values it returns, may have."""
    named = any(is_named_for(name, field) for field in fields)
    whole = is_telling(value) and (is_same(returned, value) or is_held(returned, fields, value))
    parts = returned if isinstance(returned, tuple) else ()
    return named or whole or (is_telling(value) and any(is_same(part, value) for part in parts)), named, whole


def is_held(returned: object, fields: tuple[str, ...], value: object) -> bool:
    """Whether ``returned`` is a record holding ``value`` under the path's last field: the step that made the
    record (a window effect's use, say) gave that field's value itself."""
    return isinstance(returned, Record) and bool(fields) and is_same(getattr(returned, fields[0], None), value)


def returned_values(operation: str, request: object) -> list[tuple[CodeType, int, object]]:
    """The values the reference's functions return as it answers ``request``, each with the function's
    code and the depth of the call, in the order they are returned: what each step computed."""
    returned: list[tuple[CodeType, int, object]] = []
    depth = 0

    def profile(frame: FrameType, event: str, argument: object) -> None:
        nonlocal depth
        if event == "call":
            depth += 1
        elif event == "return":
            returned.append((frame.f_code, depth, argument))
            depth -= 1

    engine = ReferenceEngine()
    engine.call(operation, request)  # imports what the operation needs, outside the profile
    sys.setprofile(profile)
    try:
        engine.call(operation, request)
    finally:
        sys.setprofile(None)
    return returned


def last_step_before_error(operation: str, request: object) -> str | None:
    """The rule of the last step of the reference's computation of ``request`` that returned a value before
    it turned the request away with an input error: the check that decided it (a step returning ``None``
    decides nothing), or ``None`` when no step ran, as when the request's shape is wrong."""
    steps = returned_values(operation, request)
    cited = cited_rules(operation.partition(".")[0])
    decided = [code for code, _, returned in steps if code in cited and returned is not None]
    return cited[decided[-1]][0] if decided else None


def first_step_stated_otherwise(operation: str, request: object, result: JsonObject) -> str | None:
    """The rule of the first step of the reference's computation of ``request`` whose value ``result`` (an
    engine's) states otherwise: a record it returned whose fields the result holds, with other values.
    The reference may refuse where the engine answers, and still have computed what the engine shows."""
    records = [(code, value) for code, _, value in returned_values(operation, request) if isinstance(value, Record)]
    cited = cited_rules(operation.partition(".")[0])
    stated = [value for _, value in leaves_of(result) if isinstance(value, dict)]
    for code, record in records:
        rules = cited.get(code, ())
        computed = to_jsonable_python(record)
        shaped = [value for value in stated if isinstance(computed, dict) and value.keys() == computed.keys()]
        if rules and shaped and computed not in shaped:
            return rules[0]
    return None


def leaves_of(value: object, path: str = "") -> list[tuple[str, object]]:
    """Every value inside a JSON value, each with its dotted path, the value itself first."""
    found: list[tuple[str, object]] = [(path, value)]
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        found += leaves_of(item, f"{path}.{key}" if path else str(key))
    return found


def traced_rules(operation: str, request: object, value: object = None, path: str = "") -> dict[str, Step]:
    """The rules the reference engine applies answering ``request``, each with how its step bears on the
    result's field at ``path``, whose value is ``value``."""
    fields = field_words(path) if path else ()
    steps = returned_values(operation, request)
    cited = cited_rules(operation.partition(".")[0])
    found: dict[str, Step] = {}
    for code, depth, returned in steps:
        gave, named, whole = gives(code.co_name, returned, value, fields)
        for rule in cited.get(code, ()):
            step = Step(gave, named, whole, depth)
            found[rule] = max(found[rule], step) if rule in found else step
    return found
