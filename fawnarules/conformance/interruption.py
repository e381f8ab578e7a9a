"""A check that ends well whatever stops it: the engine not starting, Ctrl-C or SIGTERM at any moment.

Once the cases are chosen, every one of them is accounted for in the reports: a case the check
did not reach ends ``errored``, its reason starting ``not run:`` and saying why. A request to
terminate (SIGTERM) is read as Ctrl-C from the handshake on, and while the engine is stopped and
the reports are written a second Ctrl-C is not heeded, so that the end is always a summary and
whole reports, never a traceback.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

from fawnarules.conformance.runner import CaseResult, check_cases
from fawnarules.conformance.subject import EngineUnderTest, start_failure
from fawnarules.sources.case import Case

INTERRUPTED = "not run: the check was interrupted"
STOPPING_SIGNALS = (signal.SIGINT, signal.SIGTERM)


def not_run(cases: list[Case], reason: str) -> tuple[CaseResult, ...]:
    """Every case ended ``errored`` without being sent, for ``reason``."""
    return tuple(CaseResult(case, "errored", reason=reason) for case in cases)


def started_run(cases: list[Case], engine: EngineUnderTest) -> tuple[tuple[CaseResult, ...], str]:
    """Start the engine and run ``cases``: the result of each, and why the engine did not start (``""`` when
    it did). Not started, every case is not run, with the reason; interrupted (Ctrl-C, or SIGTERM), the cases
    the run did not reach, so that a partial report can still be written."""
    results: list[CaseResult] = []
    try:
        with terminate_as_interrupt():
            failure = start_failure(engine)
            if failure:
                return not_run(cases, f"not run: {failure}"), failure
            results.extend(check_cases(cases, engine))
    except KeyboardInterrupt:
        results.extend(not_run(cases[len(results) :], INTERRUPTED))
    return tuple(results), ""


@contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """Within the block, SIGTERM raises ``KeyboardInterrupt`` as Ctrl-C does (on the main thread)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@contextmanager
def uninterrupted() -> Iterator[None]:
    """Within the block, Ctrl-C and SIGTERM are not heeded: the check is already ending (on the main thread)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = [(number, signal.signal(number, signal.SIG_IGN)) for number in STOPPING_SIGNALS]
    try:
        yield
    finally:
        for number, handler in previous:
            signal.signal(number, handler)


def interrupt(signum: int, frame: FrameType | None) -> None:
    """Turn a request to terminate into the interruption Ctrl-C raises."""
    raise KeyboardInterrupt
