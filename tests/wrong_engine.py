"""A deliberately wrong engine speaking the protocol: the reference's answers, each value turned wrong.

Every ``true`` becomes ``false``, every number one more, every text longer, every ``null`` ``true``,
every list one item shorter; a refusal becomes a result and an input error moves to another path.
It claims one misspelt operation, and answers ``falchion.draw_reaction`` with a message that breaks
the protocol (its context is no object).
A run against it meets every kind of difference the checker can report.
"""

from __future__ import annotations

import json
import sys
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fawnarules.engine import ReferenceEngine
    from fawnarules.operation import JsonObject


def wrong(value: object) -> object:
    """``value`` turned into another value of JSON."""
    if isinstance(value, list):
        return [wrong(item) for item in value[:-1]]
    if isinstance(value, dict):
        return {key: wrong(item) for key, item in value.items()}
    if isinstance(value, bool):
        return not value
    if value is None:
        return True
    if isinstance(value, int | float):
        return value + 1
    return f"{value}-not"


def wrong_answer(answer: JsonObject) -> JsonObject:
    """The seam answer turned wrong; its kind changes for a refusal."""
    if "refused" in answer:
        return {"result": {"refused": None}}
    if "error" in answer:
        return {"error": {"path": "elsewhere", "message": "wrong"}}
    return {"result": wrong(answer["result"])} if isinstance(answer["result"], dict) else answer


@cache
def reference() -> ReferenceEngine:
    """The reference engine, made when a run first needs it: the checker restarts the engine after each message
    that breaks the protocol, and a process that only breaks it need not load the rules."""
    from fawnarules.engine import ReferenceEngine  # noqa: PLC0415

    return ReferenceEngine()


def main() -> None:
    """Answer the handshake, then each run wrongly, until ``stop``."""
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "start":
            answer: JsonObject = {
                "type": "started",
                "protocol": 1,
                "implementation": {"name": "wrong on purpose", "version": "1"},
                "rulesets": ["falchion"],
                "operations": ["falchion.resolve_check", "falchion.draw_reaction", "falchion.resolve_chek"],
            }
        elif message["type"] == "run" and message["operation"] == "falchion.draw_reaction":
            answer = {"type": "errored", "seq": message["seq"], "message": "broke", "context": "not an object"}
        elif message["type"] == "run":
            found = wrong_answer(reference().call(message["operation"], message["request"]))
            kind = next(iter(found))
            answer = {"type": kind, "seq": message["seq"], kind: found[kind]}
        else:
            return
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
