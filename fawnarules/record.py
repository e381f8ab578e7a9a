"""The base of every request and answer value of the operation seam, and the JSON Schemas that describe them."""

from __future__ import annotations

import ast
import inspect
import sys
from functools import cache
from itertools import pairwise
from typing import Annotated, Any, ClassVar

from annotated_types import Ge
from pydantic import ConfigDict
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema


class Record:
    """Mixed into each request and answer dataclass of a ruleset.

    It carries the validation library's setting that a request holding a field the type does not
    declare is an input error, not silently ignored. In the published schemas (:class:`DescribedSchema`)
    a field's docstring (the string under it) is its description, where a list says the order of its items.
    """

    __pydantic_config__: ClassVar[ConfigDict] = ConfigDict(extra="forbid")


class DescribedSchema(GenerateJsonSchema):
    """JSON Schemas in which each field of a :class:`Record` is described by its docstring, unless the field's
    type gives it a description of its own.

    The docstrings are read here, when a schema is written, not by the validation library each time it builds a
    validator: reading a class's source costs more than building its validator, and a validator is built for
    every operation a process answers (the test suite builds the rules of a rulebook again for each misreading).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.described: list[dict[str, str]] = []

    def dataclass_schema(self, schema: core_schema.DataclassSchema) -> JsonSchemaValue:
        cls = schema["cls"]
        # A class is hashable, but the checker takes a class's hash to be its instances' method.
        self.described.append(field_docstrings(cls) if Record in cls.__mro__ else {})  # type: ignore[arg-type]
        try:
            return super().dataclass_schema(schema)
        finally:
            self.described.pop()

    def dataclass_field_schema(self, schema: core_schema.DataclassField) -> JsonSchemaValue:
        published = super().dataclass_field_schema(schema)
        docstring = self.described[-1].get(schema["name"]) if self.described else None
        given = schema.get("metadata", {}).get("pydantic_js_updates", {})
        if docstring is None or "description" in given:
            return published
        return {**published, "description": docstring}


@cache
def field_docstrings(cls: type) -> dict[str, str]:
    """The docstring of each field the class itself declares: the string right under its annotation."""
    return class_field_docstrings(cls.__module__).get(cls.__qualname__, {})


@cache
def class_field_docstrings(module: str) -> dict[str, dict[str, str]]:
    """:func:`field_docstrings` of each class a module's source defines, by its qualified name: the source is read
    and parsed once for all its classes."""
    try:
        tree = ast.parse(inspect.getsource(sys.modules[module]))
    except (KeyError, OSError, TypeError):
        return {}
    found: dict[str, dict[str, str]] = {}
    classes = [(node, node.name) for node in tree.body if isinstance(node, ast.ClassDef)]
    while classes:
        node, name = classes.pop()
        found[name] = docstrings_under_fields(node.body)
        classes += [(inner, f"{name}.{inner.name}") for inner in node.body if isinstance(inner, ast.ClassDef)]
    return found


def docstrings_under_fields(body: list[ast.stmt]) -> dict[str, str]:
    """Each annotated name of a class body with the string right under it."""
    return {
        field.target.id: inspect.cleandoc(under.value.value)
        for field, under in pairwise(body)
        if isinstance(field, ast.AnnAssign)
        and isinstance(field.target, ast.Name)
        and isinstance(under, ast.Expr)
        and isinstance(under.value, ast.Constant)
        and isinstance(under.value.value, str)
    }


NonNegative = Annotated[int, Ge(0)]
"""A whole number of at least 0: power, armor, health, a count of reactions."""

Positive = Annotated[int, Ge(1)]
"""A whole number of at least 1."""
