"""The published JSON Schemas: the protocol, the corpus file and every operation's request and result.

All are generated from the reference types, never committed: the site build publishes them beside the protocol's
page (``conformance/``), a wheel carries them (``setup.py``), and ``fawnarules export --schemas DIR`` writes them
anywhere.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path

from fawnarules.conformance.corpus import corpus_schema
from fawnarules.conformance.protocol import protocol_schema
from fawnarules.engine import all_operations
from fawnarules.limits import MAX_DEPTH, MAX_ITEMS, MAX_NUMBER, MAX_TEXT, MAX_VALUES
from fawnarules.plain_text import plain_schema


def operations_document() -> dict[str, object]:
    """Every operation's summary and the JSON Schemas of its request and result, by name."""
    return {
        "title": "fawnarules operations",
        "description": "Each operation's request and result. Its other answers, refused and error, "
        "are the same for every operation: see the protocol schema.",
        "limits": {
            "description": "Bounds every request keeps, checked before anything else: a request past one is an "
            "input error naming the first field past it. The schemas below carry the bounds on numbers, texts, "
            "lists and objects wherever a field has no narrower one.",
            "max_depth": MAX_DEPTH,
            "max_items": MAX_ITEMS,
            "max_text": MAX_TEXT,
            "max_number": MAX_NUMBER,
            "max_values": MAX_VALUES,
            "non_finite_numbers": False,
        },
        "operations": {
            operation.name: {
                "summary": operation.summary,
                "request": operation.request_schema(),
                "result": operation.result_schema(),
            }
            for operation in all_operations()
        },
    }


SCHEMA_DOCUMENTS: dict[str, Callable[[], object]] = {
    "protocol.schema.json": protocol_schema,
    "cases.schema.json": corpus_schema,
    "operations.json": operations_document,
}
"""Each published schema file's name, and what generates its document (named without generating them all)."""


@cache
def schema_files() -> dict[str, str]:
    """The text of each published schema file, by file name, generated once."""
    return {
        name: json.dumps(reading_order(plain_schema(document())), indent=2) + "\n"
        for name, document in SCHEMA_DOCUMENTS.items()
    }


def reading_order(node: object, is_field_map: bool = False) -> object:
    """A schema with its keys sorted, but for each object's ``properties``, which keep the order the type
    declares its fields in: the order an engine checks them, so that it reports the first input error
    the reference reports."""
    if isinstance(node, dict):
        items = node.items() if is_field_map else sorted(node.items())
        return {key: reading_order(value, key == "properties" and not is_field_map) for key, value in items}
    if isinstance(node, list):
        return [reading_order(item) for item in node]
    return node


def write_schema_files(folder: Path) -> list[Path]:
    """Write every schema file into ``folder``; return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in schema_files().items():
        (folder / name).write_text(text, encoding="utf-8")
    return [folder / name for name in schema_files()]
