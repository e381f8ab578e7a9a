"""Gherkin data tables as JSON-shaped data, and cells written back from values.

A cell is read in words first, then as JSON, then as text:

* ``yes`` and ``no`` are true and false, ``none`` is null;
* a list of plain values is its items joined by ``, `` with ``and`` before the last
  (``2 and 5``, ``bleeding, dying and unconscious``), one item followed by ``only``
  (``exposed only``), and no item at all ``nothing``. An item is one word or number, or a text
  in double quotes when it has a space or a comma or would read as something else
  (``"end turn" and move``);
* a cell that parses as JSON is that JSON (``24``, ``-1``, ``"24"``, ``[{"dr": 2}]``);
* any other cell is its text (``physical``, ``1, 0``).

A cell no engine would read alike is refused (``ValueError``) rather than exported: ``NaN`` and
the infinities (not JSON), a whole number beyond ±(2^53 - 1) (read differently by JSON readers
that hold numbers as doubles), and an object that repeats a key. So is a table that sets a key
and a part of it (``power`` and ``power.bonus``): one would silently overwrite the other.

A key is a dotted path (``armor.physical``); a numeric part indexes a list (``reactions.0.kind``);
a part may be written in words, which name the field joined by underscores, as the words of
a step do (``damage to health`` is ``damage_to_health``).
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Sequence

from fawnarules.json_text import RepeatedKey, unique_object

Table = Sequence[Sequence[str]]

YES_NO = {"yes": True, "no": False}
"""Cells a reader writes for the two truth values (JSON's ``true`` and ``false`` read too)."""

NONE = "none"
"""The cell a reader writes for null (JSON's ``null`` reads too)."""

NOTHING = "nothing"
"""The cell a reader writes for an empty list (JSON's ``[]`` reads too)."""

ITEM = r'"(?:[^"\\]|\\.)*"|[^\s",\[\]{}]+'
"""One item of a list in words: a JSON text in double quotes, or one word with no comma or bracket."""

ONE_ITEM = re.compile(rf"(?P<item>{ITEM}) only")
SEVERAL_ITEMS = re.compile(rf"(?P<head>(?:(?:{ITEM}), )*(?:{ITEM})) and (?P<last>{ITEM})")

SAFE_INTEGER = 2**53 - 1
"""The largest whole number every JSON reader holds exactly (JavaScript's ``Number.MAX_SAFE_INTEGER``)."""

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
    """The value a cell spells: a list in words (``2 and 5``, ``exposed only``, ``nothing``), else one value."""
    if text == NOTHING:
        return []
    one = ONE_ITEM.fullmatch(text)
    if one:
        return [parse_value(one["item"])]
    several = SEVERAL_ITEMS.fullmatch(text)
    if several:
        return [parse_value(item) for item in re.findall(ITEM, several["head"])] + [parse_value(several["last"])]
    return parse_value(text)


def parse_value(text: str) -> object:
    """The one value a cell or a list item spells: ``yes``, ``no`` or ``none``, else JSON, else the text."""
    if text in YES_NO:
        return YES_NO[text]
    if text == NONE:
        return None
    if nesting_depth(text) > MAX_CELL_DEPTH:
        raise ValueError(f"a cell nests lists and objects more than {MAX_CELL_DEPTH} deep")
    try:
        value: object = CELL_JSON.decode(text)
    except (UnreadableCell, RepeatedKey) as error:
        raise ValueError(str(error)) from None
    except ValueError:
        return text
    return value


class UnreadableCell(Exception):
    """A cell that is JSON but not one every engine reads alike (not a ``ValueError``: that means "not JSON")."""


def refuse_constant(word: str) -> object:
    """``NaN``, ``Infinity`` and ``-Infinity``, which Python's reader takes and strict JSON has not."""
    raise UnreadableCell(f"{word} is not a JSON number: write a finite number")


def safe_integer(digits: str) -> int:
    """A whole number, at most :data:`SAFE_INTEGER` in size (its digits are counted before it is made)."""
    if len(digits.lstrip("-")) > len(str(SAFE_INTEGER)) or abs(int(digits)) > SAFE_INTEGER:
        shown = digits if len(digits) <= 30 else f"{digits[:20]}… ({len(digits)} digits)"
        raise UnreadableCell(f"{shown} is beyond the whole numbers every JSON reader holds exactly (±{SAFE_INTEGER})")
    return int(digits)


def finite_number(text: str) -> float:
    """A number with a fraction or an exponent, which must stay finite (``1e400`` is an infinity)."""
    value = float(text)
    if not math.isfinite(value):
        raise UnreadableCell(f"{text[:30]} is too large for a JSON number")
    return value


CELL_JSON = json.JSONDecoder(
    parse_constant=refuse_constant, parse_int=safe_integer, parse_float=finite_number, object_pairs_hook=unique_object
)
"""The reader of a cell's JSON: strict JSON's numbers only, each key once; made once, not for each of the
thousands of cells of the spec."""


def cell_text(value: object) -> str:
    """The cell :func:`parse_cell` reads back as ``value``, in words where words can say it.

    The text is as the cell holds it; a data table escapes ``|``, ``\\`` and newlines on top.
    """
    if isinstance(value, list) and all(is_plain(item) for item in value):
        items = [item_text(item) for item in value]
        if not items:
            return NOTHING
        if len(items) == 1:
            return f"{items[0]} only"
        return ", ".join(items[:-1]) + " and " + items[-1]
    if isinstance(value, str):
        reads_back = value and value == value.strip() and parse_cell(value) == value
        return value if reads_back else json.dumps(value, ensure_ascii=False)
    if is_plain(value):
        return item_text(value)
    return json.dumps(value, ensure_ascii=False)


def is_plain(value: object) -> bool:
    """Whether ``value`` is no list and no object: a text, a number, a truth value or null."""
    return not isinstance(value, list | dict)


def item_text(value: object) -> str:
    """A plain value as a cell or a list item: a word if it reads back as itself, else JSON."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return NONE
    if isinstance(value, str) and re.fullmatch(ITEM, value) and parse_cell(value) == value:
        return value
    return json.dumps(value, ensure_ascii=False)


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
    refuse_clashing_keys([row[0].strip() for row in table])
    for row in table:
        set_path(result, row[0].strip(), parse_cell(row[1].strip()))
    return result


def refuse_clashing_keys(keys: list[str]) -> None:
    """Refuse a key and a part of it in one table (``power`` and ``power.bonus``): one would overwrite the other.

    The same key twice is let through, the later row winning, so that an outline can override a
    row with a placeholder row (``charge.<part>``); lint refuses a key written twice.
    """
    seen: dict[tuple[str, ...], str] = {}
    for key in keys:
        parts = tuple(field_name(part) for part in key.split("."))
        for other_parts, other in seen.items():
            shorter = min(len(parts), len(other_parts))
            if parts != other_parts and parts[:shorter] == other_parts[:shorter]:
                raise ValueError(
                    f"the table sets {other!r} and also {key!r}, one inside the other: one would overwrite the other"
                )
        seen[parts] = key


def row_table(table: Table) -> list[dict[str, object]]:
    """A table whose first row names the columns, as a list of objects (one per further row).

    An empty cell leaves its field out, so rows of one table may differ in shape.
    """
    header = [cell.strip() for cell in table[0]]
    refuse_clashing_keys(header)
    rows: list[dict[str, object]] = []
    for row in table[1:]:
        item: dict[str, object] = {}
        for key, cell in zip(header, row, strict=True):
            if cell.strip():
                set_path(item, key, parse_cell(cell.strip()))
        rows.append(item)
    return rows
