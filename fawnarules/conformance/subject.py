"""The engine under test, as an engine spec names it.

* ``python:package.module:attribute`` — an object with ``call(operation, request)`` answering
  like the reference engine (a class is instantiated with no arguments); it may raise
  ``NotImplementedError`` to skip, and list what it implements in an ``operations`` attribute;
* ``cmd:<command line>`` — a program speaking protocol v1 (:mod:`fawnarules.conformance.protocol`);
* ``reference`` (or nothing) — the reference engine, in process.
"""

from __future__ import annotations

import difflib
import importlib
import json
import os
import shlex
import traceback
from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol, cast

from fawnarules import __version__
from fawnarules.conformance.process import (
    DEFAULT_TIMEOUT,
    START_TIMEOUT,
    ProcessEngine,
    Reply,
    message_fault,
    non_finite_note,
    plainly_sound,
)
from fawnarules.conformance.protocol import ANSWER_KINDS
from fawnarules.engine import Engine, ReferenceEngine
from fawnarules.json_text import shortened_json
from fawnarules.operation import JsonObject

ENGINE_VARIABLE = "FAWNARULES_ENGINE"
"""The environment variable that names the engine when ``--engine`` is not given."""


class EngineUnderTest(Protocol):
    """What the runner needs of an engine, wherever it runs."""

    def describe(self) -> JsonObject:
        """Its ``started`` message: implementation, rulesets and operations (``{}`` if it did not start)."""
        ...

    def supports(self, operation: str) -> bool:
        """Whether it claims ``operation``; cases of other operations are not claimed, and never sent."""
        ...

    def run_all(self, calls: Sequence[tuple[str, object]]) -> Iterator[Reply]:
        """The reply to each ``(operation, request)``, in order."""
        ...

    def stderr_text(self) -> str:
        """What it wrote to stderr, as far as kept."""
        ...

    def close(self) -> None:
        """Stop it."""
        ...


class InProcessEngine:
    """A Python object behind the seam; an exception it raises errors that call only."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def describe(self) -> JsonObject:
        name = str(getattr(self.engine, "name", type(self.engine).__qualname__))
        is_reference = isinstance(self.engine, ReferenceEngine)
        version = __version__ if is_reference else str(getattr(self.engine, "version", ""))
        operations = getattr(self.engine, "operations", None)
        described: JsonObject = {"implementation": {"name": name, "version": version, "language": "Python"}}
        if operations is not None:
            described["operations"] = sorted(operations)
        return described

    def supports(self, operation: str) -> bool:
        operations = getattr(self.engine, "operations", None)
        return operations is None or operation in operations

    def run_all(self, calls: Sequence[tuple[str, object]]) -> Iterator[Reply]:
        for operation, request in calls:
            yield self.run(operation, request)

    def run(self, operation: str, request: object) -> Reply:
        """One call, with whatever it raises turned into a reply."""
        try:
            answer = self.engine.call(operation, request)
        except NotImplementedError as error:
            return Reply("skipped", reason=str(error) or f"{operation} is not implemented")
        except Exception as error:  # an engine's bug is the case's error, not the run's
            return Reply("errored", reason=f"{type(error).__name__}: {error}", context=traceback.format_exc())
        if not is_answer(answer):
            return Reply("errored", reason=f"not an answer of the seam: {written(answer)}")
        try:
            text = json.dumps(answer, ensure_ascii=False).encode(errors="surrogatepass")
        except (TypeError, ValueError, RecursionError) as error:
            return Reply("errored", reason=f"an answer that is not JSON data: {type(error).__name__}: {error}")
        problem = ("" if plainly_sound(text) else message_fault(answer)) or non_finite_note(answer, text)
        if problem:
            return Reply("errored", reason=f"an answer {problem}")
        return Reply("answered", answer=answer, size=len(text))

    def stderr_text(self) -> str:
        return ""

    def close(self) -> None:
        """Nothing to stop."""


def written(value: object) -> str:
    """What a Python engine returned, for a message: as JSON, cut short, or the name of its type if it
    is not JSON data."""
    try:
        return shortened_json(value)
    except (TypeError, ValueError, RecursionError):
        return f"a Python {type(value).__name__}, not JSON data"


def is_answer(answer: object) -> bool:
    """Whether ``answer`` has the shape of one of the seam's three answers."""
    return (
        isinstance(answer, dict)
        and len(answer) == 1
        and next(iter(answer)) in ANSWER_KINDS
        and isinstance(next(iter(answer.values())), dict)
    )


class SpecError(ValueError):
    """An engine spec that names no engine."""


def engine_from_spec(
    spec: str,
    timeout: float = DEFAULT_TIMEOUT,
    validate: bool = False,
    deadline: float | None = None,
    start_timeout: float = START_TIMEOUT,
) -> EngineUnderTest:
    """The engine ``spec`` names; an empty spec is the reference engine. ``deadline`` bounds a whole run
    of a program's cases (by default in proportion to their number), ``start_timeout`` its start and
    handshake."""
    kind, _, rest = spec.strip().partition(":")
    if kind in ("", "reference") and not rest:
        return InProcessEngine(ReferenceEngine())
    if kind == "cmd" and rest.strip():
        return ProcessEngine(
            shlex.split(rest), timeout=timeout, start_timeout=start_timeout, validate=validate, deadline=deadline
        )
    if kind == "python":
        module_name, _, attribute = rest.partition(":")
        if not module_name or not attribute:
            raise SpecError(f"a python engine spec is python:package.module:attribute, not {spec!r}")
        try:
            found: object = getattr(importlib.import_module(module_name), attribute)
        except (ImportError, AttributeError) as error:
            raise SpecError(f"cannot find the engine {spec!r}: {error}") from error
        try:
            engine = found() if isinstance(found, type) else found
        except Exception as error:  # the implementer's own code: whatever it raises is a spec that names no engine
            raise SpecError(f"cannot make the engine {spec!r}: {type(error).__name__}: {error}") from error
        if not callable(getattr(engine, "call", None)):
            raise SpecError(f"{spec!r} has no call(operation, request) method")
        return InProcessEngine(cast(Engine, engine))
    raise SpecError(f"an engine spec is python:package.module:attribute, cmd:<command line> or reference, not {spec!r}")


def start_failure(engine: EngineUnderTest) -> str:
    """Why the engine could not start and shake hands, with its stderr; ``""`` once it has started.

    A check stops here, before any case, rather than ending every case with the same error.
    """
    engine.describe()
    return engine.broken if isinstance(engine, ProcessEngine) else ""


def unknown_operations(engine: JsonObject, known: Iterable[str]) -> list[str]:
    """A warning for each operation the engine's handshake lists that no case calls, naming the nearest
    real one: a misspelt operation would otherwise leave its cases silently not claimed."""
    listed = engine.get("operations")
    names = sorted(set(known))
    warnings = []
    for operation in listed if isinstance(listed, list) else []:
        if operation in names:
            continue
        close = difflib.get_close_matches(str(operation), names, n=1, cutoff=0.6)
        hint = f"; did you mean {close[0]}?" if close else ""
        warnings.append(f"the engine claims {json.dumps(operation)}, which is no operation of the spec{hint}")
    return warnings


def default_spec() -> str:
    """The engine spec of the environment variable, or the reference engine."""
    return os.environ.get(ENGINE_VARIABLE, "") or "reference"
