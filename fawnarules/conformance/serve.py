"""The reference engine speaking protocol v1 on a pair of text streams (``fawnarules engine``).

It answers every ``run`` through the same seam the spec uses, so a checker driving this
program exercises exactly the path an outside engine takes. A line it cannot read is
answered ``errored`` with sequence number 0, and the engine carries on.
"""

from __future__ import annotations

import json
import traceback
from io import BufferedIOBase
from typing import BinaryIO

from fawnarules import __version__
from fawnarules.conformance.protocol import PROTOCOL_VERSION, answer_message
from fawnarules.engine import RULESETS, ReferenceEngine, all_operations

CHUNK = 1 << 16


def started_message() -> dict[str, object]:
    """The reference engine's answer to ``start``."""
    operations = [operation.name for operation in all_operations()]
    return {
        "type": "started",
        "protocol": PROTOCOL_VERSION,
        "implementation": {"name": ReferenceEngine.name, "version": __version__, "language": "Python"},
        "rulesets": [ruleset for ruleset in RULESETS if any(name.startswith(f"{ruleset}.") for name in operations)],
        "operations": operations,
    }


def reply(engine: ReferenceEngine, message: object) -> dict[str, object] | None:
    """The answer to one message, or ``None`` for ``stop``."""
    if not isinstance(message, dict):
        return errored(0, "a message is a JSON object", {"message": message})
    kind = message.get("type")
    seq = message.get("seq", 0)
    if kind == "run" and isinstance(seq, int) and isinstance(message.get("operation"), str):
        try:
            return answer_message(seq, engine.call(message["operation"], message.get("request")))
        except Exception as error:  # an engine answers errored rather than dying (protocol v1)
            return errored(seq, f"{type(error).__name__}: {error}", {"traceback": traceback.format_exc()})
    if kind == "start":
        return started_message()
    if kind == "stop":
        return None
    return errored(seq if isinstance(seq, int) else 0, f"not a message of protocol v{PROTOCOL_VERSION}", {})


def errored(seq: int, message: str, context: dict[str, object]) -> dict[str, object]:
    """An ``errored`` answer."""
    return {"type": "errored", "seq": seq, "message": message, "context": context}


def serve(stdin: BufferedIOBase, stdout: BinaryIO) -> int:
    """Answer messages line by line until ``stop`` or the end of the input; return the exit status.

    It reads what has arrived and answers all the complete lines in it with one write, so a
    checker that sends many runs at once gets many answers at once.
    """
    engine = ReferenceEngine()
    unread = b""
    while chunk := stdin.read1(CHUNK):
        *lines, unread = (unread + chunk).split(b"\n")
        answers: list[bytes] = []
        for line in lines:
            answer = line_reply(engine, line)
            if answer is None:
                stdout.write(b"".join(answers))
                stdout.flush()
                return 0
            answers.append(json.dumps(answer).encode() + b"\n")
        stdout.write(b"".join(answers))
        stdout.flush()
    return 0


def line_reply(engine: ReferenceEngine, line: bytes) -> dict[str, object] | None:
    """The answer to one line of input, or ``None`` for ``stop``."""
    try:
        message = json.loads(line)
    except ValueError as error:
        return errored(0, f"not JSON: {error}", {"line": line.decode(errors="replace")})
    return reply(engine, message)
