"""The rules the reference engine goes through as it answers a request, and how deep in its steps.

Every function of a rulebook cites in its docstring the rules it computes. Calling the reference
engine under a profiler (:func:`sys.setprofile`) gives the functions it runs, so the rules it
applies, what each returns, and the depth of each call. A finding goes under a rule whose
scenarios state the field the answers first differ in: first one cited by a function that
returned that field's value (the step that computed it; a truth value or null tells nothing,
so many predicates return them), then the finest, cited by the call deepest inside the others.
"""

from __future__ import annotations

import inspect
import re
import sys
from types import CodeType, FrameType, ModuleType

from fawnarules.engine import ReferenceEngine

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


def traced_rules(operation: str, request: object, value: object = None) -> dict[str, tuple[bool, int]]:
    """The rules the reference engine applies answering ``request``: for each, whether a function citing it
    returned ``value``, and the depth of the deepest call citing it."""
    calls: list[tuple[CodeType, int, bool]] = []
    depth = 0

    def profile(frame: FrameType, event: str, argument: object) -> None:
        nonlocal depth
        if event == "call":
            depth += 1
        elif event == "return":
            calls.append((frame.f_code, depth, is_telling(value) and is_same(argument, value)))
            depth -= 1

    engine = ReferenceEngine()
    engine.call(operation, request)  # imports what the operation needs, outside the profile
    sys.setprofile(profile)
    try:
        engine.call(operation, request)
    finally:
        sys.setprofile(None)
    cited = cited_rules(operation.partition(".")[0])
    found: dict[str, tuple[bool, int]] = {}
    for code, at, returned in calls:
        for rule in cited.get(code, ()):
            was = found.get(rule, (False, 0))
            found[rule] = (was[0] or returned, max(was[1], at))
    return found
