"""A program speaking protocol v1, started once and driven one case at a time.

Nothing an engine does may stop the check: each answer is awaited at most ``timeout``
seconds, and the checker never waits to write (the pipes are used without blocking, through a
selector, and what the engine does not take yet stays queued); an engine that crashes,
hangs, stops reading, prints a line that is not a protocol message, nests its answer too
deep, writes text that is not Unicode, or answers with the wrong sequence number is stopped,
that case is ``errored``, and the next case starts a fresh engine.
The engine runs in a session and process group of its own, and the whole group is killed with
every process it started, even one that left the group (:mod:`~fawnarules.conformance.descendants`),
so neither a launcher script's child nor a process the engine forked outlives it. What the engine writes
to stderr is read all along (so a chatty engine never blocks on a full pipe) and kept, up to a
bound, for the report. After :data:`GIVE_UP_AFTER` restarts in a row without an answer, or once
the run's deadline has passed, the remaining cases are errored without being sent.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import selectors
import shlex
import subprocess
import time
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from pydantic import ValidationError

from fawnarules.conformance.descendants import MARK, kill_all_started, new_mark
from fawnarules.conformance.protocol import (
    ANSWER_KINDS,
    MAX_LINE_BYTES,
    PROTOCOL_VERSION,
    checker_messages,
    engine_messages,
)
from fawnarules.json_text import (
    RepeatedKey,
    first_non_finite,
    read_unique_json,
    shortened,
    shortened_json,
    shortened_line,
    strict_json,
)
from fawnarules.limits import is_unicode
from fawnarules.operation import JsonObject, first_problem

DEFAULT_TIMEOUT = 2.0
"""Seconds an engine may take over one answer."""

START_TIMEOUT = 10.0
"""Seconds an engine may take to start and answer ``start``: interpreters load slowly."""

STDERR_LIMIT = 64 * 1024
"""Bytes of the engine's stderr kept; older output is dropped, so a flood cannot exhaust memory."""

MAX_ANSWER_DEPTH = 64
"""Objects and lists nested in one message: a deeper answer is a fault, not a crash of the checker."""

GIVE_UP_AFTER = 10
"""Restarts in a row without one answer, after which the engine is given up on."""

DEADLINE_BASE = 30.0
DEADLINE_PER_CASE = 0.1
"""The default deadline of a run: :data:`DEADLINE_BASE` seconds and :data:`DEADLINE_PER_CASE` more per case."""

REASON_LIMIT = 2000
"""Characters kept of the reason an engine gives for skipping or erroring a run."""

CONTEXT_LIMIT = 8 * 1024
"""Characters of context (stderr, an engine's own context) kept with one errored case."""

EXIT_GRACE = 0.05
"""Seconds between two looks at whether the engine process is still alive while waiting on its pipes."""

CHUNK = 1 << 16

WINDOW = 64
"""Runs sent ahead of their answers, written in batches whenever half of them are answered:
a fast engine never waits for the checker, and both sides make few system calls."""

WINDOW_BYTES = 32 * 1024
"""Bytes of runs sent ahead: below a pipe's capacity, so writing never waits on an engine that is writing."""


@dataclass(frozen=True)
class Reply:
    """How one call ended: an answer of the seam, skipped with a reason, or errored with context."""

    status: Literal["answered", "skipped", "errored"]
    answer: JsonObject = field(default_factory=dict)
    reason: str = ""
    context: str = ""
    size: int | None = None
    """Bytes of the line that carried the answer: what keeping the answer costs, without writing it again."""


class EngineFault(Exception):
    """The engine broke the protocol; the call is errored and the engine restarted."""


class UnsendableRequest(ValueError):
    """A call the checker cannot write as a protocol message; it alone is errored, unsent."""


class StderrTail:
    """The last :data:`STDERR_LIMIT` bytes an engine wrote to stderr, and how many came before them."""

    def __init__(self, limit: int = STDERR_LIMIT) -> None:
        self.limit = limit
        self.kept = bytearray()
        self.total = 0

    def add(self, data: bytes) -> None:
        self.total += len(data)
        self.kept += data[-self.limit :]
        if len(self.kept) > self.limit:
            del self.kept[: len(self.kept) - self.limit]

    def since(self, mark: int) -> str:
        """What was written after ``total`` was ``mark``, as far as it is still kept."""
        wanted = self.total - mark
        text = self.kept[-wanted:].decode(errors="replace") if wanted else ""
        dropped = wanted - min(wanted, len(self.kept))
        return f"[{dropped} earlier bytes dropped]\n{text}" if dropped else text


class ProcessEngine:
    """An engine program (``cmd:`` in an engine spec), started on first use and restarted after a fault."""

    def __init__(
        self,
        command: Sequence[str],
        timeout: float = DEFAULT_TIMEOUT,
        start_timeout: float = START_TIMEOUT,
        validate: bool = False,
        deadline: float | None = None,
    ) -> None:
        self.command = list(command)
        self.timeout = timeout
        self.start_timeout = start_timeout
        self.validate = validate
        self.deadline = deadline
        self.stderr = StderrTail()
        self.started: JsonObject = {}
        self.starts = 0
        self.broken = ""
        self.faults_in_a_row = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._selector = selectors.DefaultSelector()
        self._buffer = bytearray()
        self._outgoing = bytearray()
        self._closed_stdout = False
        self._seq = 0
        self._mark = new_mark()

    def describe(self) -> JsonObject:
        """The engine's ``started`` message (starting it the first time), or ``{}`` if it did not start."""
        if not self.starts:
            self.ensure_started()
        return self.started

    def supports(self, operation: str) -> bool:
        """Whether the engine's handshake lists ``operation``; an engine that did not start is tried anyway,
        so that its cases end errored, not skipped."""
        operations = self.describe().get("operations")
        return bool(self.broken) or (isinstance(operations, list) and operation in operations)

    def ensure_started(self) -> None:
        """Start the program and shake hands, unless it runs; a failed start marks the engine broken."""
        if self._process is not None or self.broken:
            return
        self.starts += 1
        mark = self.stderr.total
        try:
            self._spawn()
            self._write(self._encode({"type": "start", "protocol": PROTOCOL_VERSION}))
            started_by = time.monotonic() + self.start_timeout
            message, _, unwritable = self._receive(self.start_timeout, started_by, "--start-timeout")
            if message.get("type") != "started" or message.get("protocol") != PROTOCOL_VERSION:
                raise EngineFault(f"the answer to start is not a started message of protocol v{PROTOCOL_VERSION}")
            if unwritable:
                raise EngineFault(f"its started message {unwritable}")
            self.started = message
        except EngineFault as fault:
            self.broken = f"the engine did not start: {fault}"
            self._kill()
            said = self.stderr.since(mark).strip()
            self.broken += f"; its stderr:\n{said}" if said else ""

    def run_all(self, calls: Sequence[tuple[str, object]]) -> Iterator[Reply]:
        """The reply to each ``(operation, request)``, in order.

        Up to :data:`WINDOW` runs are sent ahead of the answers, so the engine never waits for
        the checker; the engine answers in order, so the oldest unanswered run is the one it is
        working on, and its time starts when the answer before it arrived. After a fault the
        runs sent behind the faulty one are sent again to the fresh engine. Past the deadline
        (by default :data:`DEADLINE_BASE` seconds and :data:`DEADLINE_PER_CASE` more per call),
        or once the engine is given up on, the remaining calls are errored unsent.
        """
        allowed = self.deadline if self.deadline is not None else DEADLINE_BASE + DEADLINE_PER_CASE * len(calls)
        ends_at = time.monotonic() + allowed
        done = 0
        while done < len(calls):
            if time.monotonic() >= ends_at:
                passed = f"not sent: the run's deadline of {allowed:g} s has passed (raise it with --deadline)"
                yield Reply("errored", reason=passed)
                done += 1
                continue
            self.ensure_started()
            if self.broken:
                yield Reply("errored", reason=self.broken)
                done += 1
                continue
            pending: deque[tuple[int, int]] = deque()
            sent = done
            started_at = time.monotonic()
            # An engine runs ahead of the answers read, so its stderr is not cut per case: a fault
            # shows all this engine process wrote (as far as kept).
            mark = self.stderr.total
            try:
                while done < len(calls):
                    unsendable = ""
                    if len(pending) <= WINDOW // 2 and sent < len(calls):
                        sent, unsendable = self._send_ahead(calls, sent, pending)
                    if not pending:
                        # The next call cannot be written at all: it alone is errored, and the engine is not at fault.
                        yield Reply("errored", reason=f"the checker cannot send this request: {unsendable}")
                        done += 1
                        sent += 1
                        continue
                    seq, _ = pending[0]
                    message, size, unwritable = self._receive(self.timeout, min(started_at + self.timeout, ends_at))
                    answered = message.get("seq")
                    if type(answered) is not int or answered != seq:
                        raise EngineFault(sequence_fault(answered, seq, [sent for sent, _ in pending]))
                    reply = (
                        Reply("errored", reason=f"the answer {unwritable}") if unwritable else reply_of(message, size)
                    )
                    pending.popleft()
                    started_at = time.monotonic()
                    done += 1
                    self.faults_in_a_row = 0
                    yield reply
            except EngineFault as fault:
                self._kill()
                self.faults_in_a_row += 1
                if self.faults_in_a_row >= GIVE_UP_AFTER:
                    self.broken = (
                        f"gave up on the engine: it was restarted {self.faults_in_a_row} times in a row "
                        "without answering a run"
                    )
                context = self.stderr.since(mark)[-CONTEXT_LIMIT:]
                yield Reply("errored", reason=f"{fault} (engine restarted)", context=context)
                done += 1

    def _send_ahead(
        self, calls: Sequence[tuple[str, object]], sent: int, pending: deque[tuple[int, int]]
    ) -> tuple[int, str]:
        """Send runs from ``calls[sent]`` on while the window has room, noting each in ``pending`` as
        (sequence number, bytes); return how many calls are sent, and why the next cannot be if it cannot."""
        batch = []
        unanswered = sum(size for _, size in pending)
        unsendable = ""
        while sent < len(calls) and len(pending) < WINDOW and unanswered < WINDOW_BYTES:
            operation, request = calls[sent]
            try:
                line = self._encode({"type": "run", "seq": self._seq + 1, "operation": operation, "request": request})
            except UnsendableRequest as problem:
                unsendable = str(problem)
                break
            self._seq += 1
            batch.append(line)
            pending.append((self._seq, len(line)))
            unanswered += len(line)
            sent += 1
        self._write(b"".join(batch))
        return sent, unsendable

    def stderr_text(self) -> str:
        return self.stderr.since(0)

    def close(self) -> None:
        """Send ``stop`` and give the program a moment to exit before killing its whole process group."""
        process = self._process
        if process is None:
            return
        try:
            self._write(self._encode({"type": "stop"}))
            ends_at = time.monotonic() + 1
            while self._outgoing and time.monotonic() < ends_at:
                self._pump(EXIT_GRACE)
            assert process.stdin is not None
            process.stdin.close()
            process.wait(timeout=1)
        except (EngineFault, OSError, subprocess.TimeoutExpired):
            pass
        self._kill()

    def _spawn(self) -> None:
        try:
            process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                start_new_session=True,
                env={**os.environ, MARK: self._mark},
            )
        except (OSError, ValueError) as error:
            why = error.strerror.lower() if isinstance(error, OSError) and error.strerror else str(error)
            raise EngineFault(f"cannot run {shlex.join(self.command)}: {why}") from error
        assert process.stdin is not None
        assert process.stdout is not None
        assert process.stderr is not None
        for stream in (process.stdin, process.stdout, process.stderr):
            os.set_blocking(stream.fileno(), False)
        for stream in (process.stdout, process.stderr):
            self._selector.register(stream, selectors.EVENT_READ)
        self._process = process
        self._buffer.clear()
        self._outgoing.clear()
        self._closed_stdout = False

    def _encode(self, message: JsonObject) -> bytes:
        """One message as a line of strict JSON, checked against the protocol when validating."""
        try:
            line = strict_json(message).encode()
        except RecursionError as error:
            raise UnsendableRequest("it is nested too deep to be written as JSON") from error
        except (TypeError, ValueError) as error:
            raise UnsendableRequest(f"it is not strict JSON: {error}") from error
        if self.validate:
            try:
                checker_messages().validate_json(line, strict=True)
            except ValidationError as error:
                raise UnsendableRequest(
                    f"the message would break the protocol: {protocol_problem(error, message)}"
                ) from error
        return line + b"\n"

    def _write(self, data: bytes) -> None:
        """Queue ``data`` for the engine and write what its input pipe takes now, without waiting.

        The rest is written while the checker waits for answers, so an engine that stops reading
        never blocks the checker: the answer it owes times out instead.
        """
        self._outgoing += data
        self._flush()

    def _flush(self) -> None:
        process = self._process
        assert process is not None
        assert process.stdin is not None
        while self._outgoing:
            try:
                written = os.write(process.stdin.fileno(), self._outgoing)
            except BlockingIOError:
                return
            except OSError as error:
                raise EngineFault(f"the engine stopped reading ({self._exit_note()})") from error
            del self._outgoing[:written]

    def _receive(self, seconds: float, deadline: float, option: str = "--timeout") -> tuple[JsonObject, int, str]:
        """The next message, which must arrive by ``deadline`` (``seconds`` names the wait in a fault, and
        ``option`` the option that raises it), the bytes of its line, and where it holds a number strict JSON
        has not (:func:`non_finite_note`)."""
        line = self._read_line(seconds, deadline, option)
        try:
            message = read_unique_json(line)
        except RecursionError as error:
            raise EngineFault(f"the engine printed a line nested too deep to read: {shortened_line(line)}") from error
        except RepeatedKey as error:
            raise EngineFault(f"the engine printed a message in which {error}: {shortened_line(line)}") from error
        except ValueError as error:
            raise EngineFault(f"the engine printed a line that is not JSON: {shortened_line(line)}") from error
        if not isinstance(message, dict) or message.get("type") not in MESSAGE_TYPES:
            raise EngineFault(f"the engine printed a line that is not a protocol message: {shortened_line(line)}")
        problem = "" if plainly_sound(line) else message_fault(message)
        if problem:
            raise EngineFault(f"the engine printed a message {problem}: {shortened_line(line)}")
        if self.validate:
            try:
                engine_messages().validate_json(line, strict=True)
            except ValidationError as error:
                raise EngineFault(
                    f"the engine's message breaks the protocol: {protocol_problem(error, message)}"
                ) from error
        return message, len(line), non_finite_note(message, line)

    def _read_line(self, seconds: float, deadline: float, option: str) -> bytes:
        process = self._process
        assert process is not None
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                line = bytes(self._buffer[:end])
                del self._buffer[: end + 1]
                if line.strip():  # a blank line between messages is no message
                    return line
                continue
            if len(self._buffer) > MAX_LINE_BYTES:
                raise EngineFault(f"the engine printed more than {MAX_LINE_BYTES} bytes without a line break")
            if self._closed_stdout:
                note = self._exit_note()
                raise EngineFault(
                    "the engine closed its standard output but is still running"
                    if note == "still running"
                    else f"the engine exited ({note})"
                )
            if process.poll() is not None:
                # The engine is gone; what it wrote is in the pipe, which a process it started may hold open.
                self._pump(0)
                if b"\n" not in self._buffer and not self._closed_stdout:
                    raise EngineFault(
                        f"the engine exited (exit status {process.returncode}) and a process it started "
                        "still holds its standard output"
                    )
                continue
            remaining = deadline - time.monotonic()
            if remaining <= 0 and self._outgoing:
                raise EngineFault(
                    f"no answer within {seconds:g} s, and the engine stopped reading its input: "
                    f"{len(self._outgoing)} bytes sent to it were not taken"
                )
            if remaining <= 0:
                raise EngineFault(
                    f"no answer within {seconds:g} s (raise it with {option}); does the engine flush each answer line?"
                )
            self._pump(min(remaining, EXIT_GRACE))

    def _pump(self, seconds: float) -> None:
        """Wait up to ``seconds`` for the engine's pipes; read what they hold and write what is queued."""
        process = self._process
        assert process is not None
        assert process.stdin is not None
        writing = bool(self._outgoing)
        if writing:
            self._selector.register(process.stdin, selectors.EVENT_WRITE)
        try:
            ready = self._selector.select(seconds)
        finally:
            if writing:
                self._selector.unregister(process.stdin)
        for key, _ in ready:
            if key.fileobj is process.stdin:
                self._flush()
                continue
            try:
                data = os.read(key.fd, CHUNK)
            except BlockingIOError:
                continue
            if key.fileobj is process.stdout:
                if not data:
                    self._closed_stdout = True
                    self._selector.unregister(key.fileobj)
                self._buffer += data
            elif data:
                self.stderr.add(data)
            else:
                self._selector.unregister(key.fileobj)

    def _exit_note(self) -> str:
        process = self._process
        assert process is not None
        try:
            return f"exit status {process.wait(timeout=0.2)}"
        except subprocess.TimeoutExpired:
            return "still running"

    def _kill(self) -> None:
        """Kill the engine's process group and session and every process it started, wherever it went
        (:mod:`fawnarules.conformance.descendants`), so that nothing it started outlives it."""
        process, self._process = self._process, None
        if process is None:
            return
        for key in list(self._selector.get_map().values()):
            self._selector.unregister(key.fileobj)
        kill_all_started(process.pid, self._mark, reaped=process.returncode is not None)
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        process.wait()
        self._drain_stderr(process)
        for stream in (process.stdin, process.stdout, process.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()

    def _drain_stderr(self, process: subprocess.Popen[bytes]) -> None:
        """Keep what a stopped engine left in its stderr pipe: often the traceback of its crash."""
        if process.stderr is None:
            return
        while True:
            try:
                data = os.read(process.stderr.fileno(), CHUNK)
            except (BlockingIOError, OSError):
                return
            if not data:
                return
            self.stderr.add(data)


def sequence_fault(answered: object, expected: int, pending: list[int]) -> str:
    """Why an answer's sequence number is wrong: an answer skipped (the engine answered a later run
    first), or a number that names no run awaiting its answer."""
    if type(answered) is int and answered in pending[1:]:
        return f"the engine skipped its answer to run {expected}: its next answer is to run {answered}"
    return f"the answer has sequence number {shortened_json(answered)}, not {expected}"


def message_fault(message: object) -> str:
    """Why a parsed message cannot be kept and reported (nested too deep, or text that is not Unicode), or ``""``.

    The walk keeps its own stack, so no answer can exhaust the checker's recursion.
    """
    stack: list[tuple[object, int]] = [(message, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            if not value.isascii() and not is_unicode(value):
                return "holding text that is not valid Unicode (a lone surrogate)"
        elif isinstance(value, dict | list):
            if depth >= MAX_ANSWER_DEPTH:
                return f"nested more than {MAX_ANSWER_DEPTH} levels deep"
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                stack.append((key, depth))
                stack.append((item, depth + 1))
    return ""


def plainly_sound(line: bytes) -> bool:
    """Whether the message written as the JSON ``line`` is sure to pass :func:`message_fault`, seen from
    its bytes alone.

    It is when the line opens too few objects and lists to nest past :data:`MAX_ANSWER_DEPTH`,
    holds no escape that could spell a lone surrogate (``\\ud800`` to ``\\udfff``) and is valid
    UTF-8 (the JSON reader lets surrogates encoded as bytes through). That is every answer of a
    sound engine, and the check costs a few passes over the bytes, against a walk of every value.
    """
    return (
        line.count(b"[") + line.count(b"{") <= MAX_ANSWER_DEPTH
        and SURROGATE_ESCAPE.search(line) is None
        and (line.isascii() or is_utf8(line))
    )


SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
"""A JSON escape of a surrogate (or a backslash before ``ud8...``: the test errs on the side of a walk)."""


def is_utf8(data: bytes) -> bool:
    """Whether ``data`` is valid UTF-8, which never encodes a surrogate."""
    try:
        data.decode()
    except UnicodeDecodeError:
        return False
    return True


NOT_JSON_NUMBERS = (b"NaN", b"Infinity")
"""How ``NaN`` and the infinities look on a line: a line without them holds none (the walk is spared)."""


def non_finite_note(message: JsonObject, line: bytes) -> str:
    """``holds NaN at result.damage, …`` when the message on ``line`` holds a number strict JSON has not,
    else ``""``: such a number cannot be written in a strict report, so it errors the case (or the start),
    naming the field. A line without the words ``NaN`` and ``Infinity`` holds none, and is not walked."""
    if not any(word in line for word in NOT_JSON_NUMBERS):
        return ""
    found = first_non_finite(message)
    if found is None:
        return ""
    path, value = found
    return f"holds {json.dumps(value)} at {path}, which is not a JSON number"


def protocol_problem(error: ValidationError, message: object) -> str:
    """The first thing ``message`` breaks, as ``<dotted path>: what``, in JSON's words (no Python in it)."""
    where, what = first_problem(error, message)
    return f"{where}: {what}" if where else what


MESSAGE_TYPES = frozenset({"started", *ANSWER_KINDS, "skipped", "errored"})


def reply_of(message: JsonObject, size: int) -> Reply:
    """The reply an answer message of ``size`` bytes carries; a message that is no answer to ``run`` is a fault.

    What the engine says in a ``skipped`` or ``errored`` answer is kept only up to a bound.
    """
    kind = message.get("type")
    if kind in ANSWER_KINDS and isinstance(message.get(kind), dict):
        return Reply("answered", answer={str(kind): message[str(kind)]}, size=size)
    if kind == "skipped":
        return Reply("skipped", reason=shortened(as_text(message.get("reason", "")), REASON_LIMIT))
    if kind == "errored":
        context = json.dumps(message.get("context", {}), indent=2, sort_keys=True)
        reason = f"the engine reports: {shortened(as_text(message.get('message', '')), REASON_LIMIT)}"
        return Reply("errored", reason=reason, context=context[-CONTEXT_LIMIT:])
    raise EngineFault(
        f"the answer to run is a {shortened_json(kind)} message without its {shortened_json(kind)} object"
    )


def as_text(value: object) -> str:
    """A value an engine sent, as text for a message: a text as it is, anything else as JSON."""
    return value if isinstance(value, str) else json.dumps(value)
