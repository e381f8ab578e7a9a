"""An operation of the seam: one typed function behind a JSON-shaped request and answer."""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Generic, TypeVar, get_type_hints

from pydantic import TypeAdapter, ValidationError
from pydantic_core import ErrorDetails, to_jsonable_python

from fawnarules.json_text import json_bytes
from fawnarules.limits import BoundedSchema, excess
from fawnarules.record import DescribedSchema
from fawnarules.rejection import InputError, Refusal

RequestT = TypeVar("RequestT")
ResultT = TypeVar("ResultT")

JsonObject = dict[str, object]


@dataclass(frozen=True)
class Declared:
    """An operation as its ruleset lists it, before anything of it is imported.

    ``function`` says where the operation's function lives in the ruleset's package, as
    ``module.function`` (``check.resolve_check``). The engine makes it an :class:`Operation` when
    the operation is first asked for, so answering one operation imports only its own module.
    """

    function: str
    summary: str


@dataclass(frozen=True)
class Operation(Generic[RequestT, ResultT]):
    """A named operation such as ``reactions.resolve_attack``.

    The request and result types are the ruleset's own dataclasses; validation
    and the published JSON Schemas are derived from them, never written by hand.
    """

    name: str
    summary: str
    request: type[RequestT]
    result: type[ResultT]
    run: Callable[[RequestT], ResultT]

    @classmethod
    def of(cls, run: Callable[[RequestT], ResultT], summary: str) -> Operation[RequestT, ResultT]:
        """The operation that ``run`` answers, named ``<ruleset>.<function name>``.

        The request type is the annotation of the function's one parameter and the result
        type its return annotation, so a ruleset declares each operation once, by its function.
        """
        module = run.__module__.split(".")
        if len(module) < 3 or module[0] != "fawnarules":
            raise ValueError(f"{run.__qualname__} is not defined in a ruleset package of fawnarules")
        parameters = list(inspect.signature(run).parameters)
        if len(parameters) != 1:
            raise ValueError(f"{run.__qualname__} takes {len(parameters)} parameters: an operation takes its request")
        hints = get_type_hints(run)
        parameter = parameters[0]
        return cls(
            name=f"{module[1]}.{run.__name__}",
            summary=summary,
            request=hints[parameter],
            result=hints["return"],
            run=run,
        )

    @cached_property
    def _request_adapter(self) -> TypeAdapter[RequestT]:
        return TypeAdapter(self.request)

    @cached_property
    def _result_adapter(self) -> TypeAdapter[ResultT]:
        return TypeAdapter(self.result)

    def call(self, request: object) -> JsonObject:
        """Validate the request, run the rules and answer a result, a refusal or an input error.

        The request's size is checked first (:mod:`fawnarules.limits`), so no request costs
        more than its bounds allow, and nothing that is not strict JSON reaches the rules. The
        result is written out as its values are (dataclasses as objects, enumerations as their
        values, tuples as lists), which needs no serializer built per result type: that is what
        the published result schema, generated from the same type, describes.

        JSON has one number type, so a whole number written with a fraction (``9.0``) is the
        integer ``9`` wherever an integer is asked for, as the published schemas say.
        """
        beyond = excess(request)
        if beyond is not None:
            return input_error(*beyond)
        try:
            value = self.read(request)
        except ValidationError as error:
            return input_error(*first_problem(error, request))
        try:
            result = self.run(value)
        except Refusal as refusal:
            return {"refused": {"rule": refusal.rule, "reason": refusal.reason}}
        except InputError as error:
            return input_error(error.path, error.message)
        return {"result": to_jsonable_python(result)}

    def read(self, request: object) -> RequestT:
        """``request`` as its type reads it, before any rule is applied; raise ``ValidationError`` when the type,
        and so the published request schema, does not allow it."""
        text = json_bytes(request)
        if WRITTEN_AS_FLOAT.search(text):
            text = json_bytes(whole_numbers(request))
        return self._request_adapter.validate_json(text, strict=True)

    def is_readable(self, request: object) -> bool:
        """Whether the request type reads ``request``; what the rules then answer, an input error too, is theirs."""
        try:
            self.read(request)
        except ValidationError:
            return False
        return True

    def request_schema(self) -> JsonObject:
        """The JSON Schema of the request, generated from the request type."""
        return self._request_adapter.json_schema(schema_generator=BoundedSchema)

    def result_schema(self) -> JsonObject:
        """The JSON Schema of the result, generated from the result type."""
        return self._result_adapter.json_schema(mode="serialization", schema_generator=DescribedSchema)


WRITTEN_AS_FLOAT = re.compile(rb"\d[.e]")
"""A number written with a fraction or an exponent (or a text holding the like): the JSON writer spells every number
that is a ``float`` so (``9.0``), and only then may a whole number need to be made an integer."""


def whole_numbers(value: object) -> object:
    """``value`` with every whole number written with a fraction (``9.0``) made an integer (``9``); a
    field asking for a number with a fraction still takes it, as an integer is a number too."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: whole_numbers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [whole_numbers(item) for item in value]
    return value


QUOTED = re.compile(r"'([^']*)'")

SAID = {
    "missing": "required",
    "union_tag_not_found": "required",
    "unexpected_keyword_argument": "not a field of this object: leave it out",
    "extra_forbidden": "not a field of this object: leave it out",
    "int_type": "expected an integer",
    "int_from_float": "expected an integer",
    "float_type": "expected a number",
    "string_type": "expected a string",
    "bool_type": "expected true or false",
    "dict_type": "expected an object",
    "dataclass_type": "expected an object",
    "model_type": "expected an object",
    "tuple_type": "expected an array",
    "list_type": "expected an array",
    "none_required": "expected null",
}
"""What an input error says, by the kind of problem the validation library found, in JSON's words."""

BOUNDED = {
    "greater_than_equal": ("ge", "expected a number of at least {}"),
    "greater_than": ("gt", "expected a number above {}"),
    "less_than_equal": ("le", "expected a number of at most {}"),
    "less_than": ("lt", "expected a number below {}"),
    "string_too_short": ("min_length", "expected a string of at least {} characters"),
    "string_too_long": ("max_length", "expected a string of at most {} characters"),
    "too_short": ("min_length", "expected an array of at least {} items"),
    "too_long": ("max_length", "expected an array of at most {} items"),
    "string_pattern_mismatch": ("pattern", "expected a string matching the pattern {}"),
}
"""The problems of a value past a bound, and the context entry holding the bound."""


def first_problem(error: ValidationError, data: object) -> tuple[str, str]:
    """The dotted path through ``data`` of the first problem the validation library found, and what it is,
    in JSON's words."""
    first = error.errors(include_url=False, include_input=False)[0]
    location = list(first["loc"])
    if first["type"] in ("union_tag_invalid", "union_tag_not_found"):
        location.append(str(first.get("ctx", {}).get("discriminator", "kind")).strip("'"))
    return json_path(location, data), json_message(first)


def json_message(problem: ErrorDetails) -> str:
    """An input error's message in JSON's words (``expected one of "dodge", "parry"``), whatever the
    validation library's wording: no Python type or literal reaches an engine's author."""
    kind = problem["type"]
    context = problem.get("ctx", {})
    if kind in SAID:
        return SAID[kind]
    if kind in BOUNDED:
        key, wording = BOUNDED[kind]
        return wording.format(context.get(key))
    if kind in ("enum", "literal_error", "union_tag_invalid"):
        listed = str(context.get("expected_tags" if kind == "union_tag_invalid" else "expected", ""))
        return f"expected one of {QUOTED.sub(lambda text: json.dumps(text[1]), listed)}"
    return str(problem["msg"]).removeprefix("Value error, ")


def input_error(path: str, message: str) -> JsonObject:
    """The answer to a malformed request, naming the offending field by its dotted path."""
    return {"error": {"path": path, "message": message}}


def json_path(location: Sequence[int | str], request: object) -> str:
    """Turn a validation error location into a dotted path through the request.

    The validation library adds the tag of a tagged union (``block``, the value of a ``kind``
    or a protocol message's ``type``) to the location; it names no field, so it is left out.
    """
    parts: list[str] = []
    node: object = request
    for step in location:
        if has_child(node, step):
            node = node[step]  # type: ignore[index]
        elif isinstance(node, dict) and step in (node.get("kind"), node.get("type")):
            continue
        else:
            node = None
        parts.append(str(step))
    return ".".join(parts)


def has_child(node: object, step: int | str) -> bool:
    """Whether ``step`` names a key of the object or an index of the list ``node``."""
    if isinstance(node, dict):
        return step in node
    return isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node)
