"""Which fields of a JSON request an operation's request schema does not have.

The schema is the JSON Schema the validation library publishes for the request type: objects
list their ``properties`` (and forbid others), unions are ``anyOf``/``oneOf`` of branches,
lists give their ``items``, and named types sit under ``$defs``.
"""

from __future__ import annotations

from collections.abc import Iterator

from fawnarules.operation import JsonObject

Schema = JsonObject


def branches(schema: object, definitions: Schema, depth: int = 0) -> list[Schema]:
    """The plain schemas a schema may be: references followed, unions flattened."""
    if not isinstance(schema, dict) or depth > 32:
        return []
    reference = schema.get("$ref")
    if isinstance(reference, str):
        return branches(definitions.get(reference.rsplit("/", 1)[-1]), definitions, depth + 1)
    for key in ("anyOf", "oneOf", "allOf"):
        options = schema.get(key)
        if isinstance(options, list):
            return [branch for option in options for branch in branches(option, definitions, depth + 1)]
    return [schema]


def unknown_fields(request: object, schema: Schema) -> Iterator[tuple[str, tuple[str, ...]]]:
    """Each dotted path of ``request`` no branch of ``schema`` allows, with the field names allowed there."""
    definitions = schema.get("$defs")
    yield from unknown_in(request, [schema], definitions if isinstance(definitions, dict) else {}, "")


def unknown_in(
    value: object, schemas: list[object], definitions: Schema, path: str
) -> Iterator[tuple[str, tuple[str, ...]]]:
    """:func:`unknown_fields` below ``path``, for a value that may match any of ``schemas``."""
    options = [branch for schema in schemas for branch in branches(schema, definitions)]
    if isinstance(value, list):
        items = [option["items"] for option in options if "items" in option]
        for index, item in enumerate(value):
            yield from unknown_in(item, items, definitions, f"{path}{index}.")
        return
    if not isinstance(value, dict):
        return
    objects = [option for option in options if isinstance(option.get("properties"), dict)]
    if not objects or any(option.get("additionalProperties", False) is not False for option in objects):
        return
    known = tuple(sorted({name for option in objects for name in option["properties"]}))  # type: ignore[attr-defined]
    for key, item in value.items():
        if key not in known:
            yield f"{path}{key}", known
        else:
            inner = [option["properties"][key] for option in objects if key in option["properties"]]  # type: ignore[index,operator]
            yield from unknown_in(item, inner, definitions, f"{path}{key}.")
