"""A request and the reference engine's answer, written as a scenario in the spec's step vocabulary.

A request becomes ``Given`` steps (an object as a key/value table of dotted paths, a list of objects
as a table with a header row, an empty list as ``Given no …``, anything else as ``Given the … is``);
the answer becomes ``Then`` steps stating only what identifies it: the refused rule, the error
path, or the result fields in question. Cells are written by :func:`fawnarules.sources.table.cell_text`,
so that they read back exactly as the value written (``yes``, ``2 and 5``, ``none``; text that would
read as something else in double quotes).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TypeGuard, cast

from fawnarules.json_text import value_at
from fawnarules.operation import JsonObject
from fawnarules.sources.table import cell_text

INDENT = "    "
"""A scenario sits under a ``Rule:``, which sits under the ``Feature:``."""


def cell(value: object) -> str:
    """The table cell that reads back as ``value``, in words where words can say it, escaped for Gherkin."""
    return cell_text(value).replace("\\", "\\\\").replace("|", "\\|").replace("\n", "\\n")


def leaves(value: object, prefix: str) -> Iterator[tuple[str, object]]:
    """``(dotted path, value)`` for every leaf of ``value``; an empty object or list, or a list of
    plain values, is one leaf."""
    if isinstance(value, dict) and value:
        for key, item in value.items():
            yield from leaves(item, f"{prefix}.{key}" if prefix else str(key))
    elif is_row_list(value):
        for index, item in enumerate(value):
            yield from leaves(item, f"{prefix}.{index}" if prefix else str(index))
    else:
        yield prefix, value


def table(rows: Sequence[Sequence[str]], indent: str) -> list[str]:
    """A Gherkin data table with its columns aligned."""
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [
        indent + "| " + " | ".join(text.ljust(width) for text, width in zip(row, widths, strict=True)) + " |"
        for row in rows
    ]


def words(key: str) -> str:
    """A request or result key as a step's words: ``game_mode`` -> ``game mode``."""
    return key.replace("_", " ")


def is_row_list(value: object) -> TypeGuard[list[object]]:
    """Whether ``value`` is a non-empty list of non-empty objects, written as a table with a header row."""
    return isinstance(value, list) and bool(value) and all(isinstance(item, dict) and item for item in value)


def row_table_lines(items: list[object], indent: str) -> list[str]:
    """A list of objects as a header row of dotted paths and one row per item (an absent field left empty).

    Where one item's field is a leaf (an empty list) and another's holds fields, the column is the
    field whole: a table may not set a field and a field inside it."""
    flattened = [dict(leaves(item, "")) for item in items]
    paths = list(dict.fromkeys(path for item in flattened for path in item))
    whole = {path for path in paths if any(other.startswith(path + ".") for other in paths)}
    header = list(dict.fromkeys(next((top for top in whole if path.startswith(top + ".")), path) for path in paths))
    cells = [
        [cell(value_at(item, path)) if path in whole else cell(row[path]) if path in row else "" for path in header]
        for item, row in zip(items, flattened, strict=True)
    ]
    rows = [[words(path) for path in header], *cells]
    return table(rows, indent)


def given_steps(request: JsonObject) -> list[str]:
    """The ``Given`` steps that build ``request``, one top-level field at a time."""
    lines: list[str] = []
    for number, (key, value) in enumerate(request.items()):
        keyword = "Given" if number == 0 else "And"
        step = f"{INDENT}  {keyword} "
        if isinstance(value, dict) and value:
            lines.append(f"{step}the {words(key)}:")
            lines.extend(table([[words(path), cell(item)] for path, item in leaves(value, "")], INDENT + "    "))
        elif is_row_list(value):
            lines.append(f"{step}these {words(key)}:")
            lines.extend(row_table_lines(value, INDENT + "    "))
        elif value == []:
            lines.append(f"{step}no {words(key)}")
        else:
            lines.append(f"{step}the {words(key)} is {cell(value)}")
    return lines


def then_steps(answer: JsonObject, fields: Sequence[str]) -> list[str]:
    """The ``Then`` steps that state ``answer``: its rule, its error path, or the result ``fields``."""
    kind = next(iter(answer))
    body = cast(JsonObject, answer[kind])
    if kind == "refused":
        return [f"{INDENT}  Then it is refused by {body['rule']}"]
    if kind == "error":
        return [f"{INDENT}  Then it is an input error at {body['path']}"]
    lines: list[str] = []
    pairs: list[list[str]] = []
    for path in fields:
        value = value_at(body, path)
        if "." not in path and is_row_list(value):
            lines.append(f"{INDENT}  {'And' if lines else 'Then'} the result has these {words(path)}:")
            lines.extend(row_table_lines(value, INDENT + "    "))
        else:
            pairs.extend([words(leaf_path), cell(leaf)] for leaf_path, leaf in leaves(value, path))
    if pairs:
        lines.append(f"{INDENT}  {'And' if lines else 'Then'} the result has:")
        lines.extend(table(pairs, INDENT + "    "))
    return lines


def scenario_text(name: str, operation: str, request: JsonObject, answer: JsonObject, fields: Sequence[str]) -> str:
    """The whole scenario, indented to sit under a ``Rule:``."""
    lines = [
        f"{INDENT}Scenario: {name}",
        *given_steps(request),
        f"{INDENT}  When I call {operation}",
        *then_steps(answer, fields),
    ]
    return "\n".join(lines) + "\n"


def stated_fields(answer: JsonObject, fields: Sequence[str]) -> list[str]:
    """The result fields a scenario states: those that differ, or, when the engine answered another kind
    of answer, every top-level field of the result that is a plain value."""
    if fields:
        return list(fields)
    result = answer.get("result")
    if not isinstance(result, dict):
        return []
    return [key for key, value in result.items() if not isinstance(value, dict | list)]
