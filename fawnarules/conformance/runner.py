"""Running cases against an engine: every case ends passed, failed, skipped, errored or not claimed.

*Skipped* is the engine's own choice (it answered ``skipped``); *not claimed* means its handshake
does not list the case's operation, so the case was never sent.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Literal

from fawnarules.conformance.subject import EngineUnderTest
from fawnarules.operation import JsonObject
from fawnarules.spec.case import Case
from fawnarules.spec.expectation import mismatches

Status = Literal["passed", "failed", "skipped", "errored", "not claimed"]
STATUSES: tuple[Status, ...] = ("passed", "failed", "skipped", "errored", "not claimed")


@dataclass(frozen=True)
class CaseResult:
    """How one case ended, with what a reader needs to see why."""

    case: Case
    status: Status
    answer: JsonObject = field(default_factory=dict)
    differences: tuple[str, ...] = ()
    reason: str = ""
    context: str = ""


def check_cases(cases: list[Case], engine: EngineUnderTest) -> Iterator[CaseResult]:
    """Run ``cases`` in order; a case of an operation the engine does not claim is not sent."""
    sent = [case for case in cases if engine.supports(case.operation)]
    replies = engine.run_all([(case.operation, case.request) for case in sent])
    for case in cases:
        if not engine.supports(case.operation):
            yield CaseResult(case, "not claimed", reason=f"the engine does not claim {case.operation}")
            continue
        reply = next(replies)
        if reply.status != "answered":
            yield CaseResult(case, reply.status, reason=reply.reason, context=reply.context)
            continue
        differences = tuple(mismatches(case.expected, reply.answer))
        yield CaseResult(case, "failed" if differences else "passed", reply.answer, differences)


def totals(results: Iterable[CaseResult]) -> Counter[Status]:
    """How many cases ended in each status."""
    counted: Counter[Status] = Counter(dict.fromkeys(STATUSES, 0))
    counted.update(result.status for result in results)
    return counted


def totals_line(counted: Counter[Status]) -> str:
    """``N passed, N failed, N skipped, N errored, N not claimed``."""
    return ", ".join(f"{counted[status]} {status}" for status in STATUSES)
