"""The published schemas write down every value a closed set of strings takes, with its meaning, and every
list's order, so that an engine written from them needs no guess: the test fails for an operation whose result
holds a string that is neither a declared value, a notation (a pattern) nor described, a value without its meaning,
or a list whose order is not said.
"""

from __future__ import annotations

import pytest

from fawnarules.engine import all_operations
from fawnarules.operation import Operation


def undeclared(schema: dict[str, object]) -> list[str]:
    """The places in a result schema of a free string, a value without its meaning, an unordered list."""
    found: list[str] = []
    definitions = schema.get("$defs", {})
    assert isinstance(definitions, dict)
    stack: list[tuple[str, object]] = [("result", schema), *((f"$defs.{k}", v) for k, v in definitions.items())]
    while stack:
        place, node = stack.pop()
        if isinstance(node, dict):
            found.extend(f"{place}: {problem}" for problem in node_problems(node))
            stack.extend((f"{place}.{key}", value) for key, value in node.items() if key != "$defs")
        elif isinstance(node, list):
            stack.extend((f"{place}.{index}", value) for index, value in enumerate(node))
    return sorted(found)


def node_problems(node: dict[str, object]) -> list[str]:
    """What one schema node leaves unsaid."""
    described = str(node.get("description", ""))
    lines = described.splitlines()
    problems = []
    if node.get("type") == "string" and not {"enum", "const", "pattern"} & node.keys() and not described:
        problems.append("a string that is no declared value, no notation and not described")
    if node.get("type") == "array" and "order" not in described:
        problems.append("a list that does not say its order")
    enum = node.get("enum")
    for value in enum if isinstance(enum, list) else []:
        if not any(line.replace("`", "").startswith(f"* {value}:") for line in lines):
            problems.append(f"the value {value} without its meaning")
    return problems


@pytest.mark.parametrize("operation", all_operations(), ids=lambda operation: operation.name)
def test_a_result_declares_its_values_and_the_order_of_its_lists(operation: Operation[object, object]) -> None:
    assert undeclared(operation.result_schema()) == []
