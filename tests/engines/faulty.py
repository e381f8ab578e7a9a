"""A fake engine for the fault tests: it speaks protocol v1, but a request ``{"fault": ...}`` misbehaves.

Other requests are answered ``{"result": {"echo": <request>}}``. Faults: ``crash`` (exit with
status 3 after a word on stderr), ``hang`` (never answer), ``garbage`` (a line that is not
JSON), ``wrong-seq`` (answer another sequence number), ``flood`` (write to stderr without end),
``chatty`` (a megabyte of stderr, then a right answer), ``off-schema`` (an answer with a field
the protocol does not define), ``skip`` and ``errored`` (the protocol's own answers).
"""

from __future__ import annotations

import json
import sys
import time


def answer(seq: int, request: dict[str, object]) -> dict[str, object] | None:
    fault = request.get("fault")
    if fault == "crash":
        sys.stderr.write("the fake engine crashes on purpose\n")
        sys.stderr.flush()
        sys.exit(3)
    if fault == "hang":
        time.sleep(3600)
    if fault == "garbage":
        sys.stdout.write("this is not JSON\n")
        sys.stdout.flush()
        return None
    if fault == "flood":
        while True:
            sys.stderr.write("x" * 65536)
    if fault == "chatty":
        sys.stderr.write("y" * (1 << 20))
        sys.stderr.flush()
    if fault == "wrong-seq":
        return {"type": "result", "seq": seq + 100, "result": {"echo": request}}
    if fault == "off-schema":
        return {"type": "result", "seq": seq, "result": {"echo": request}, "extra": True}
    if fault == "skip":
        return {"type": "skipped", "seq": seq, "reason": "the fake engine skips this"}
    if fault == "errored":
        return {"type": "errored", "seq": seq, "message": "it broke", "context": {"where": "here"}}
    return {"type": "result", "seq": seq, "result": {"echo": request}}


def main() -> None:
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "stop":
            return
        if message["type"] == "start":
            reply: dict[str, object] | None = {
                "type": "started",
                "protocol": 1,
                "implementation": {"name": "faulty", "version": "0"},
                "rulesets": ["fake"],
                "operations": ["fake.echo"],
            }
        else:
            reply = answer(message["seq"], message["request"])
        if reply is not None:
            sys.stdout.write(json.dumps(reply) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
