"""Gherkin data tables as JSON-shaped data.

A cell holds ``yes`` or ``no`` (true or false), or JSON when it parses as JSON (``24``,
``true``, ``null``, ``"24"``, ``[1, 2]``), and is plain text otherwise (``physical``). A key
is a dotted path (``armor.physical``); a numeric part indexes a list (``reactions.0.kind``);
a part may be written in words, which name the field joined by underscores, as the words of
a step do (``damage to health`` is ``damage_to_health``).
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Sequence

Table = Sequence[Sequence[str]]

YES_NO = {"yes": True, "no": False}
"""Cells a reader writes for the two truth values (JSON's ``true`` and ``false`` read too)."""

MAX_CELL_DEPTH = 16
"""How deeply a cell may nest lists and objects; no request field comes near it."""


def nesting_depth(text: str) -> int:
    """How deeply ``text`` nests ``[`` and ``{`` (outside JSON strings), read in one pass."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            escaped, in_string = (False, True) if escaped else (char == "\\", char != '"')
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def parse_cell(text: str) -> object:
    """The value a cell spells: ``yes`` or ``no``, else JSON, else the cell's text."""
    if text in YES_NO:
        return YES_NO[text]
    if nesting_depth(text) > MAX_CELL_DEPTH:
        raise ValueError(f"a cell nests lists and objects more than {MAX_CELL_DEPTH} deep")
    try:
        value: object = json.loads(text)
    except ValueError:
        return text
    return value


def field_name(words: str) -> str:
    """A step's words for a field as a request key: ``game mode`` -> ``game_mode``."""
    return "_".join(words.split())


def set_path(target: dict[str, object], path: str, value: object) -> None:
    """Set ``value`` at the dotted ``path`` inside ``target``, creating objects and lists on the way."""
    node: object = target
    parts = [field_name(part) for part in path.split(".")]
    for part, next_part in itertools.pairwise(parts):
        empty: object = [] if next_part.isdigit() else {}
        node = _child(node, part, empty, path)
    _store(node, parts[-1], value, path)


def _child(node: object, part: str, empty: object, path: str) -> object:
    if isinstance(node, dict):
        return node.setdefault(part, empty)
    if isinstance(node, list) and part.isdigit():
        index = int(part)
        while len(node) <= index:
            node.append(None)
        if node[index] is None:
            node[index] = empty
        child: object = node[index]
        return child
    raise ValueError(f"cannot set {path!r}: {part!r} is inside a value that is neither an object nor a list")


def _store(node: object, part: str, value: object, path: str) -> None:
    if isinstance(node, dict):
        node[part] = value
    elif isinstance(node, list) and part.isdigit():
        index = int(part)
        while len(node) <= index:
            node.append(None)
        node[index] = value
    else:
        raise ValueError(f"cannot set {path!r}: its parent is neither an object nor a list")


def key_value_table(table: Table) -> dict[str, object]:
    """A two-column table of dotted paths and cells as one nested object."""
    result: dict[str, object] = {}
    for row in table:
        if len(row) != 2:
            raise ValueError(f"a key/value table row has two cells, not {len(row)}: {list(row)}")
        set_path(result, row[0].strip(), parse_cell(row[1].strip()))
    return result


def row_table(table: Table) -> list[dict[str, object]]:
    """A table whose first row names the columns, as a list of objects (one per further row).

    An empty cell leaves its field out, so rows of one table may differ in shape.
    """
    header = [cell.strip() for cell in table[0]]
    rows: list[dict[str, object]] = []
    for row in table[1:]:
        item: dict[str, object] = {}
        for key, cell in zip(header, row, strict=True):
            if cell.strip():
                set_path(item, key, parse_cell(cell.strip()))
        rows.append(item)
    return rows
