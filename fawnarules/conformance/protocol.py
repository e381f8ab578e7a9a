"""Protocol v1: how a checker talks to an engine, one JSON object per line over stdin and stdout.

The checker starts the engine once and sends, in this order:

1. ``start``: the protocol version it speaks; the engine answers ``started`` with its name,
   version, and the rulesets and operations it implements;
2. any number of ``run`` messages, each with a sequence number, an operation and a request; the
   engine answers each, in order, with the same sequence number: ``result``, ``refused`` or
   ``error`` (the three answers of the operation seam), ``skipped`` (not implemented, with a
   reason) or ``errored`` (the engine broke, with context);
3. ``stop``: the engine exits.

Every message is one of the types below; their JSON Schema is generated from them
(:func:`protocol_schema`) and published with the docs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Annotated, Literal, cast

from pydantic import Field, JsonValue, TypeAdapter

from fawnarules.json_text import json_bytes
from fawnarules.record import DescribedSchema, NonNegative, Record

PROTOCOL_VERSION = 1

MAX_LINE_BYTES = 16 * 1024 * 1024
"""The longest line either side reads: a longer one is answered ``errored`` (by an engine) or
deemed garbage (by the checker), so no line can exhaust the reader's memory."""

ANSWER_KINDS = ("result", "refused", "error")
"""The seam's three answers: each protocol answer of these types carries the seam answer under its own type."""


@dataclass(frozen=True)
class Start(Record):
    """Checker to engine, first: the protocol version the checker speaks."""

    type: Literal["start"]
    protocol: NonNegative


@dataclass(frozen=True)
class Implementation(Record):
    """Who the engine is, for reports."""

    name: str
    version: str
    language: str = ""


@dataclass(frozen=True)
class Started(Record):
    """Engine to checker, the answer to ``start``: who it is and what it implements.

    A case whose operation is not listed is not claimed: it is never sent.
    """

    type: Literal["started"]
    protocol: NonNegative
    implementation: Implementation
    rulesets: tuple[str, ...]
    operations: tuple[str, ...]


@dataclass(frozen=True)
class Run(Record):
    """Checker to engine: answer ``operation`` on ``request``; the answer repeats ``seq``."""

    type: Literal["run"]
    seq: NonNegative
    operation: str
    request: JsonValue


@dataclass(frozen=True)
class Stop(Record):
    """Checker to engine, last: exit."""

    type: Literal["stop"]


@dataclass(frozen=True)
class ResultAnswer(Record):
    """The rules' outcome: the operation's result object."""

    type: Literal["result"]
    seq: NonNegative
    result: dict[str, JsonValue]


@dataclass(frozen=True)
class RefusalBody(Record):
    """The rule that forbids the action, and why."""

    rule: str
    reason: str


@dataclass(frozen=True)
class RefusedAnswer(Record):
    """The rules forbid the action."""

    type: Literal["refused"]
    seq: NonNegative
    refused: RefusalBody


@dataclass(frozen=True)
class InputErrorBody(Record):
    """The dotted path of the malformed field (``""`` for the whole request), and what is wrong."""

    path: str
    message: str


@dataclass(frozen=True)
class InputErrorAnswer(Record):
    """The request is malformed."""

    type: Literal["error"]
    seq: NonNegative
    error: InputErrorBody


@dataclass(frozen=True)
class SkippedAnswer(Record):
    """The engine does not implement this (operation, option, rule); the case counts as skipped."""

    type: Literal["skipped"]
    seq: NonNegative
    reason: str


@dataclass(frozen=True)
class ErroredAnswer(Record):
    """The engine broke on this request; ``context`` holds whatever helps to find out why."""

    type: Literal["errored"]
    seq: NonNegative
    message: str
    context: dict[str, JsonValue] = field(default_factory=dict)


CheckerMessage = Annotated[Start | Run | Stop, Field(discriminator="type")]
EngineMessage = Annotated[
    Started | ResultAnswer | RefusedAnswer | InputErrorAnswer | SkippedAnswer | ErroredAnswer,
    Field(discriminator="type"),
]
Message = Annotated[
    Start | Run | Stop | Started | ResultAnswer | RefusedAnswer | InputErrorAnswer | SkippedAnswer | ErroredAnswer,
    Field(discriminator="type"),
]


@cache
def checker_messages() -> TypeAdapter[Start | Run | Stop]:
    """Validates what the checker sends."""
    return TypeAdapter(CheckerMessage)


@cache
def engine_messages() -> TypeAdapter[
    Started | ResultAnswer | RefusedAnswer | InputErrorAnswer | SkippedAnswer | ErroredAnswer
]:
    """Validates what the engine sends."""
    return TypeAdapter(EngineMessage)


def protocol_schema() -> dict[str, object]:
    """The JSON Schema of every protocol v1 message, generated from the message types."""
    schema = TypeAdapter(Message).json_schema(schema_generator=DescribedSchema)
    return {
        **schema,
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"fawnarules engine protocol v{PROTOCOL_VERSION}",
        "description": "One JSON object per line. Checker to engine: start, run, stop. "
        "Engine to checker: started, then one of result, refused, error, skipped or errored per run.",
    }


Answer = ResultAnswer | RefusedAnswer | InputErrorAnswer
"""The protocol messages that carry the seam's three answers."""


def answer_message(seq: int, answer: dict[str, object]) -> Answer:
    """A seam answer (``{"result": {...}}``) as the protocol message that carries it."""
    if "refused" in answer:
        refused = cast(dict[str, str], answer["refused"])
        return RefusedAnswer("refused", seq, RefusalBody(refused["rule"], refused["reason"]))
    if "error" in answer:
        error = cast(dict[str, str], answer["error"])
        return InputErrorAnswer("error", seq, InputErrorBody(error["path"], error["message"]))
    return ResultAnswer("result", seq, cast(dict[str, JsonValue], answer["result"]))


def message_line(message: Started | Answer | SkippedAnswer | ErroredAnswer) -> bytes:
    """One engine message as a line of strict JSON (``NaN`` or an infinity in it is a ``ValueError``):
    each message, and each part of one, an object of its fields."""
    return json_bytes(message) + b"\n"
