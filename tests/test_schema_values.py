"""The published schemas write down every value a closed set of strings takes, with its meaning, and every
list's order, so that an engine written from them needs no guess.

Operations are added to :data:`DECLARED` as their results are written so; the test fails for one whose
result holds a free string or a list whose order is not said.
"""

from __future__ import annotations

import pytest

from fawnarules.engine import find_operation

DECLARED = ("falchion.resolve_check",)
"""Operations whose every string in the result is a declared value (or a pattern), and every list says its order."""


def strings_and_lists(schema: dict[str, object]) -> tuple[list[str], list[str]]:
    """The places of free strings, and of lists that do not say their order, in a result schema."""
    free: list[str] = []
    unordered: list[str] = []
    definitions = schema.get("$defs", {})
    assert isinstance(definitions, dict)
    stack: list[tuple[str, object]] = [("result", schema), *((f"$defs.{k}", v) for k, v in definitions.items())]
    while stack:
        place, node = stack.pop()
        if isinstance(node, dict):
            if node.get("type") == "string" and not {"enum", "const", "pattern"} & node.keys():
                free.append(place)
            if node.get("type") == "array" and "order" not in str(node.get("description", "")):
                unordered.append(place)
            stack.extend((f"{place}.{key}", value) for key, value in node.items() if key != "$defs")
        elif isinstance(node, list):
            stack.extend((f"{place}.{index}", value) for index, value in enumerate(node))
    return free, unordered


@pytest.mark.parametrize("name", DECLARED)
def test_a_result_declares_its_values_and_the_order_of_its_lists(name: str) -> None:
    operation = find_operation(name)
    assert operation is not None
    free, unordered = strings_and_lists(operation.result_schema())
    assert free == []
    assert unordered == []


def test_each_declared_value_has_a_meaning_on_its_own_line() -> None:
    operation = find_operation("falchion.resolve_check")
    assert operation is not None
    definitions = operation.result_schema()["$defs"]
    assert isinstance(definitions, dict)
    for name in ("ModifierSource", "AdvantageSource", "DisadvantageSource", "Reduces"):
        described = definitions[name]
        lines = str(described["description"]).splitlines()
        assert [
            value for value in described["enum"] if not any(line.startswith(f"* ``{value}``:") for line in lines)
        ] == []
