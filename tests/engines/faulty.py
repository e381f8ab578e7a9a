"""A fake engine for the fault tests: it speaks protocol v1, but a request ``{"fault": ...}`` misbehaves.

Other requests are answered ``{"result": {"echo": <request>}}``. Faults: ``crash`` (exit with
status 3 after a word on stderr), ``hang`` (never answer), ``garbage`` (a line that is not
JSON), ``wrong-seq`` (answer another sequence number), ``flood`` (write to stderr without end),
``chatty`` (a megabyte of stderr, then a right answer), ``off-schema`` (an answer with a field
the protocol does not define), ``skip`` and ``errored`` (the protocol's own answers).

Hostile faults: ``nested`` (an answer nested 100,000 deep), ``deep`` (nested 500 deep),
``surrogate`` (a lone surrogate in the answer) and ``surrogate-reason`` (in a skip's reason),
``twice`` (answer twice), ``slow`` (answer after ``seconds``), ``fork`` (fork a child that keeps
standard output, then exit), ``fork-hang`` (fork such a child, then hang), ``huge-line``
(17 MiB without a line break), ``huge-answer`` (a right answer of 15 MB), ``close-stdout``
(close standard output and keep running), ``stop-reading`` (read nothing more, ever).

Loose protocol: ``no-answer`` (none, so the next run's answer comes first), ``seq-true`` and ``seq-float``
(``"seq": true``, ``"seq": 1.0``), ``repeated-key`` (an answer naming ``result`` twice), ``blank-lines`` (blank
lines before a right answer), ``nan`` (``NaN`` in the result), ``wide`` (a right answer of ``size`` bytes, many
small values), ``setsid`` (start a child in a session of its own that sleeps, then answer).
A request may name a ``pidfile`` to which the engine and any child it forks append their IDs.
Started with ``--nan-at-start``, its ``started`` message holds ``NaN``; with ``--hang-at-start``, it never
answers ``start`` (and notes its ID in the file ``$FAULTY_PIDFILE`` names).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

MEBIBYTE = 1 << 20


def note_pid(request: dict[str, object]) -> None:
    """Append this process's ID to the request's pidfile, if it names one."""
    pidfile = request.get("pidfile")
    if isinstance(pidfile, str):
        with open(pidfile, "a", encoding="utf-8") as file:
            file.write(f"{os.getpid()}\n")


def fork_holding_stdout(request: dict[str, object]) -> None:
    """Start a child that keeps standard output open for an hour."""
    if os.fork() == 0:
        note_pid(request)
        time.sleep(3600)
        os._exit(0)


def detach(request: dict[str, object]) -> None:
    """Start a child that leaves the engine's session and process group, closes the pipes and sleeps;
    return once it has noted its ID."""
    child = os.fork()
    if child == 0:
        os.setsid()
        for descriptor in (0, 1, 2):
            os.close(descriptor)
        note_pid(request)
        time.sleep(3600)
        os._exit(0)
    pidfile = Path(str(request.get("pidfile", "")))
    deadline = time.monotonic() + 5
    while pidfile.name and str(child) not in pidfile.read_text(encoding="utf-8").split():
        if time.monotonic() > deadline:
            break
        time.sleep(0.01)


def write(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


LOOSE = ("seq-true", "seq-float", "repeated-key", "blank-lines", "nan", "setsid", "wide")


def loose(seq: int, fault: str, request: dict[str, object]) -> dict[str, object] | None:
    """The answer of a fault that bends the protocol rather than breaking the engine."""
    if fault in ("seq-true", "seq-float"):
        write(f'{{"type": "result", "seq": {"true" if fault == "seq-true" else f"{seq}.0"}, "result": {{}}}}\n')
        return None
    if fault == "repeated-key":
        write(f'{{"type": "result", "seq": {seq}, "result": {{"echo": 1}}, "result": {{"echo": 2}}}}\n')
        return None
    if fault == "blank-lines":
        write("\n  \n\r\n")
        return {"type": "result", "seq": seq, "result": {"echo": request}}
    if fault == "wide":
        hexes = [{"hex": f"{n % 97},{n % 89}", "damage": n % 13} for n in range(int(str(request["size"])) // 30)]
        return {"type": "result", "seq": seq, "result": {"echo": request, "hexes": hexes}}
    if fault == "nan":
        return {"type": "result", "seq": seq, "result": {"echo": {"rolls": [1, float("nan")]}}}
    detach(request)
    return {"type": "result", "seq": seq, "result": {"echo": request}}


def answer(seq: int, request: dict[str, object]) -> dict[str, object] | None:  # noqa: PLR0911, PLR0912
    fault = request.get("fault")
    note_pid(request)
    if fault == "crash":
        sys.stderr.write("the fake engine crashes on purpose\n")
        sys.stderr.flush()
        sys.exit(3)
    if fault == "hang":
        time.sleep(3600)
    if fault == "garbage":
        write("this is not JSON\n")
        return None
    if fault == "no-answer":
        return None
    if fault == "flood":
        while True:
            sys.stderr.write("x" * 65536)
    if fault == "chatty":
        sys.stderr.write("y" * MEBIBYTE)
        sys.stderr.flush()
    if fault == "wrong-seq":
        return {"type": "result", "seq": seq + 100, "result": {"echo": request}}
    if fault == "off-schema":
        return {"type": "result", "seq": seq, "result": {"echo": request}, "extra": True}
    if fault == "skip":
        return {"type": "skipped", "seq": seq, "reason": "the fake engine skips this"}
    if fault == "errored":
        return {"type": "errored", "seq": seq, "message": "it broke", "context": {"where": "here"}}
    if fault == "nested":
        write(f'{{"type": "result", "seq": {seq}, "result": {{"echo": {"[" * 100_000}{"]" * 100_000}}}}}\n')
        return None
    if fault == "deep":
        write(f'{{"type": "result", "seq": {seq}, "result": {{"echo": {"[" * 500}{"]" * 500}}}}}\n')
        return None
    if fault == "surrogate":
        return {"type": "result", "seq": seq, "result": {"echo": "\ud800"}}
    if fault == "surrogate-reason":
        return {"type": "skipped", "seq": seq, "reason": "skipped \udfff"}
    if fault == "twice":
        write(json.dumps({"type": "result", "seq": seq, "result": {"echo": request}}) + "\n")
    if fault == "slow":
        time.sleep(float(str(request.get("seconds", 1))))
    if fault == "fork":
        fork_holding_stdout(request)
        sys.exit(4)
    if fault == "fork-hang":
        fork_holding_stdout(request)
        time.sleep(3600)
    if fault in LOOSE:
        return loose(seq, str(fault), request)
    if fault == "huge-line":
        for _ in range(17):
            sys.stdout.write("z" * MEBIBYTE)
        sys.stdout.flush()
        time.sleep(3600)
    if fault == "huge-answer":
        return {"type": "result", "seq": seq, "result": {"echo": "w" * (15 * MEBIBYTE)}}
    if fault == "close-stdout":
        sys.stdout.close()
        os.close(1)
        time.sleep(3600)
    if fault == "stop-reading":
        time.sleep(3600)
    return {"type": "result", "seq": seq, "result": {"echo": request}}


def main() -> None:
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "stop":
            return
        if message["type"] == "start":
            if "--hang-at-start" in sys.argv:
                note_pid({"pidfile": os.environ.get("FAULTY_PIDFILE")})
                time.sleep(3600)
            implementation: dict[str, object] = {"name": "faulty", "version": "0"}
            if "--nan-at-start" in sys.argv:
                implementation["speed"] = float("nan")
            reply: dict[str, object] | None = {
                "type": "started",
                "protocol": 1,
                "implementation": implementation,
                "rulesets": ["fake"],
                "operations": ["fake.echo"],
            }
        else:
            reply = answer(message["seq"], message["request"])
        if reply is not None:
            write(json.dumps(reply) + "\n")


if __name__ == "__main__":
    main()
