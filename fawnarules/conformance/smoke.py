"""A quick look at a new engine: its handshake, and one case of each operation it claims, in seconds.

The case tried for an operation is its first in the spec; what the look finds comes with advice:
which operation to claim next, and the full check to run once every sample passes.
"""

from __future__ import annotations

import shlex
import time
from collections.abc import Iterator
from dataclasses import dataclass

from fawnarules.conformance.runner import CaseResult, check_cases
from fawnarules.conformance.subject import EngineUnderTest
from fawnarules.sources.case import Case


@dataclass(frozen=True)
class Sample:
    """One claimed operation's first case, how it ended, and the seconds it took."""

    result: CaseResult
    seconds: float


def first_cases(cases: list[Case]) -> dict[str, Case]:
    """The first case of each operation, by operation, in the order of the spec."""
    firsts: dict[str, Case] = {}
    for case in cases:
        firsts.setdefault(case.operation, case)
    return firsts


def samples(cases: list[Case], engine: EngineUnderTest) -> Iterator[Sample]:
    """One case of each operation the engine claims, run one at a time so that each is timed."""
    for case in first_cases(cases).values():
        if not engine.supports(case.operation):
            continue
        began = time.monotonic()
        [result] = check_cases([case], engine)
        yield Sample(result, time.monotonic() - began)


def sample_line(sample: Sample) -> str:
    """``passed   falchion.resolve_check  0.01 s  <case ID>``, and why when it did not pass."""
    result = sample.result
    line = f"{result.status:<8} {result.case.operation:<34} {sample.seconds:6.2f} s  {result.case.id}"
    why = result.differences[0] if result.differences else result.reason
    if result.status == "failed" and next(iter(result.case.expected), "") != next(iter(result.answer), ""):
        why = f"expected {next(iter(result.case.expected), '')}, answered {next(iter(result.answer), '')}"
    return f"{line}\n         {why}" if result.status != "passed" and why else line


def advice(found: list[Sample], operations: list[str], claimed: list[str], engine_spec: str) -> list[str]:
    """What to do next, from what the samples found."""
    if not found:
        return [
            "the engine claims no operation of the spec: list the ones it answers in the handshake's "
            f'"operations", e.g. "{operations[0]}"'
        ]
    lines = []
    not_passing = [sample for sample in found if sample.result.status != "passed"]
    check = ["fawnarules", "check", "--engine", engine_spec]
    if not_passing:
        replay = shlex.join([*check, "--case", not_passing[0].result.case.id])
        lines.append(f"fix the operations above that did not pass; replay one with: {replay}")
    else:
        lines.append(f"every sample passes: run the full check with: {shlex.join(check)}")
    slow = [sample for sample in found if sample.seconds > 1]
    if slow:
        lines.append("an answer took over a second: the full check allows 2 s an answer (--timeout)")
    unclaimed = [operation for operation in operations if operation not in claimed]
    if unclaimed:
        lines.append(f"{len(unclaimed)} operations of the spec are not claimed yet, among them {unclaimed[0]}")
    return lines
