"""The reference engine speaking protocol v1 on a pair of byte streams (``fawnarules engine``).

It answers every ``run`` through the same seam the spec uses, so a checker driving this
program exercises exactly the path an outside engine takes. A line it cannot read, or a
message off the protocol, is answered ``errored`` (with the message's sequence number when it
has a valid one, else 0), and the engine carries on. Lines are read in time proportional to
their length; a line longer than :data:`~fawnarules.conformance.protocol.MAX_LINE_BYTES` is
answered ``errored`` without being kept; a last line without a line break is still answered.
Every answer computed is written before the engine reads on, so none is lost when the input
ends or a later line breaks. Blank lines between messages are skipped.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Iterator
from dataclasses import replace
from io import BufferedIOBase
from typing import BinaryIO, cast

from pydantic import JsonValue, ValidationError

from fawnarules import __version__
from fawnarules.conformance.protocol import (
    MAX_LINE_BYTES,
    PROTOCOL_VERSION,
    ErroredAnswer,
    Implementation,
    Run,
    Start,
    Started,
    Stop,
    answer_message,
    checker_messages,
    message_line,
)
from fawnarules.engine import RULESETS, ReferenceEngine, declared_operations
from fawnarules.json_text import read_json, shortened_line, shortened_text

CHUNK = 1 << 16


def started_message() -> Started:
    """The reference engine's answer to ``start``: the operations each rulebook declares, none of them imported until
    a run calls it, so that an engine asked of one rulebook loads that one alone."""
    operations = tuple(name for ruleset in RULESETS for name in declared_operations(ruleset))
    return Started(
        type="started",
        protocol=PROTOCOL_VERSION,
        implementation=Implementation(name=ReferenceEngine.name, version=__version__, language="Python"),
        rulesets=tuple(ruleset for ruleset in RULESETS if any(name.startswith(f"{ruleset}.") for name in operations)),
        operations=operations,
    )


def errored(seq: int, message: str, context: dict[str, JsonValue] | None = None) -> ErroredAnswer:
    """An ``errored`` answer."""
    return ErroredAnswer(type="errored", seq=seq, message=message, context=context or {})


def reply(engine: ReferenceEngine, message: Start | Run | Stop) -> bytes | None:
    """The line answering one message of the checker, or ``None`` for ``stop``.

    An answer that cannot be written as strict JSON (a result holding ``NaN``) is ``errored``, as
    is anything the rules raise.
    """
    if isinstance(message, Stop):
        return None
    if isinstance(message, Start):
        return message_line(started_message())
    try:
        answer = answer_message(message.seq, engine.call(message.operation, message.request))
        return message_line(answer)
    except Exception as error:  # an engine answers errored rather than dying (protocol v1)
        failure = errored(message.seq, f"{type(error).__name__}: {error}", {"traceback": traceback.format_exc()})
        return message_line(failure)


def read_message(line: bytes) -> Start | Run | Stop | ErroredAnswer:
    """The checker's message on one line, or the ``errored`` answer to a line that holds none.

    The envelope is validated strictly (``seq`` a whole number of at least 0, never ``true``);
    a run's request is left to the operation, whose bounds name the field at fault (``NaN`` and
    ``Infinity`` are read, so that the answer is an input error naming their field).
    """
    try:
        data = read_json(line)
    except (ValueError, RecursionError) as error:
        return errored(0, f"not JSON: {error}", {"line": shortened_line(line)})
    if not isinstance(data, dict):
        return errored(0, "a message is a JSON object", {"line": shortened_line(line)})
    usual = usual_run(data)
    if usual is not None:
        return usual
    request = data.get("request")
    envelope = {**data, "request": None} if "request" in data else data
    try:
        message = checker_messages().validate_json(json.dumps(envelope), strict=True)
    except ValidationError as error:
        seq = data.get("seq")
        valid_seq = seq if isinstance(seq, int) and not isinstance(seq, bool) and seq >= 0 else 0
        problem = error.errors()[0]
        where = shortened_text(".".join(str(step) for step in problem["loc"]))
        where = f"{where}: " if where else ""
        return errored(
            valid_seq,
            f"not a message of protocol v{PROTOCOL_VERSION}: {where}{problem['msg']}",
            {"line": shortened_line(line)},
        )
    return replace(message, request=request) if isinstance(message, Run) else message


def usual_run(data: dict[str, object]) -> Run | None:
    """The run ``data`` holds when it has a run's usual shape, which the schema is sure to accept; else ``None``.

    Nearly every line is such a run: its four fields, a sequence number that is a whole number of
    at least 0, an operation named by a text. Recognising it costs a few comparisons; any other
    message goes through the schema, which also words what is wrong.
    """
    seq = data.get("seq")
    operation = data.get("operation")
    if (
        len(data) == len(RUN_FIELDS)
        and data.get("type") == "run"
        and type(seq) is int
        and seq >= 0
        and type(operation) is str
        and "request" in data
    ):
        return Run("run", seq, operation, cast(JsonValue, data["request"]))
    return None


RUN_FIELDS = frozenset(Run.__dataclass_fields__)


def line_batches(stdin: BufferedIOBase, limit: int = MAX_LINE_BYTES) -> Iterator[list[bytes | None]]:
    """The lines each read of ``stdin`` completes, without their line breaks; ``None`` stands for a
    line longer than ``limit``.

    Each byte is looked at once, so reading costs time in proportion to the input, and a line too
    long is dropped as it arrives, so memory stays within ``limit``. A last line without a line
    break is a line.
    """
    buffer = bytearray()
    skipping = False
    while chunk := stdin.read1(CHUNK):
        scanned = len(buffer)
        buffer += chunk
        start = 0
        batch: list[bytes | None] = []
        while (end := buffer.find(b"\n", scanned)) >= 0:
            if not skipping:
                batch.append(bytes(buffer[start:end]))
            skipping = False
            start = scanned = end + 1
        del buffer[:start]
        if len(buffer) > limit:
            if not skipping:
                batch.append(None)
            skipping = True
            buffer.clear()
        yield batch
    if buffer and not skipping:
        yield [bytes(buffer)]


def serve(stdin: BufferedIOBase, stdout: BinaryIO, limit: int = MAX_LINE_BYTES) -> int:
    """Answer messages line by line until ``stop`` or the end of the input; return the exit status.

    The answers to the lines of one read are written together, so a checker that sends many
    runs at once gets many answers at once, and before the next read, so a checker waiting for
    them never waits on the engine's input. What was answered is written whatever happens next.
    """
    engine = ReferenceEngine()
    for batch in line_batches(stdin, limit):
        answers: list[bytes] = []
        try:
            for line in batch:
                if line is not None and not line.strip():
                    continue  # a blank line between messages is no message
                answer = answer_line(engine, line, limit)
                if answer is None:
                    return 0
                answers.append(answer)
        finally:
            stdout.write(b"".join(answers))
            stdout.flush()
    return 0


def answer_line(engine: ReferenceEngine, line: bytes | None, limit: int) -> bytes | None:
    """The line answering one line (``None`` for a line too long to read), or ``None`` for ``stop``."""
    if line is None:
        return message_line(errored(0, f"a line longer than {limit} bytes is not read"))
    message = read_message(line)
    return message_line(message) if isinstance(message, ErroredAnswer) else reply(engine, message)
