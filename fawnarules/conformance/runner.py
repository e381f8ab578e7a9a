"""Running cases against an engine: every case ends passed, failed, skipped, errored or not claimed.

*Skipped* is the engine's own choice (it answered ``skipped``); *not claimed* means its handshake
does not list the case's operation, so the case was never sent.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Literal, cast

from fawnarules.conformance.subject import EngineUnderTest
from fawnarules.json_text import json_bytes, read_json, shortened
from fawnarules.operation import JsonObject
from fawnarules.sources.case import Case
from fawnarules.sources.expectation import mismatches

Status = Literal["passed", "failed", "skipped", "errored", "not claimed"]
STATUSES: tuple[Status, ...] = ("passed", "failed", "skipped", "errored", "not claimed")

ANSWER_KEEP = 64 * 1024
"""Characters of an answer's JSON a result keeps: a longer answer is kept as its beginning, so a
run of huge answers cannot exhaust the checker's memory. An answer that came on a line of at most
this many bytes is kept whole without being measured."""

DIFFERENCES_KEPT = 20
DIFFERENCE_KEEP = 1000
"""How many differences a failed case keeps, and how many characters of each."""


@dataclass(frozen=True)
class CaseResult:
    """How one case ended, with what a reader needs to see why."""

    case: Case
    status: Status
    answer_json: bytes = b""
    """The answer as kept, as compact JSON: a run keeps thousands of answers, and their text takes a
    fraction of the memory their values would."""
    differences: tuple[str, ...] = ()
    reason: str = ""
    context: str = ""

    @property
    def answer(self) -> JsonObject:
        """The engine's answer as kept (``{}`` for a case not answered), read anew from its JSON."""
        return cast(JsonObject, read_json(self.answer_json)) if self.answer_json else {}


def check_cases(cases: list[Case], engine: EngineUnderTest) -> Iterator[CaseResult]:
    """Run ``cases`` in order; a case of an operation the engine does not claim is not sent.

    Whether the engine claims a case is asked once, so that the replies stay paired with the
    cases sent even when the engine's answer changes during the run (a broken engine claims all).
    """
    claimed = [(case, engine.supports(case.operation)) for case in cases]
    replies = engine.run_all([(case.operation, case.request) for case, sends in claimed if sends])
    for case, sends in claimed:
        if not sends:
            yield CaseResult(case, "not claimed", reason=f"the engine does not claim {case.operation}")
            continue
        reply = next(replies)
        if reply.status != "answered":
            yield CaseResult(case, reply.status, reason=reply.reason, context=reply.context)
            continue
        differences = tuple(shortened(found, DIFFERENCE_KEEP) for found in mismatches(case.expected, reply.answer))
        kept = differences[:DIFFERENCES_KEPT]
        if len(differences) > DIFFERENCES_KEPT:
            kept += (f"… and {len(differences) - DIFFERENCES_KEPT} more differences",)
        kept_whole = reply.size is not None and reply.size <= ANSWER_KEEP
        answer = json_bytes(reply.answer if kept_whole else kept_answer(reply.answer))
        yield CaseResult(case, "failed" if differences else "passed", answer, kept)


def kept_answer(answer: JsonObject) -> JsonObject:
    """The answer as a result keeps it: whole, or past :data:`ANSWER_KEEP` characters, its kind and the
    beginning of its JSON."""
    text = json.dumps(answer, sort_keys=True)
    if len(text) <= ANSWER_KEEP:
        return answer
    return {kind: {"truncated": shortened(text, ANSWER_KEEP)} for kind in answer}


def totals(results: Iterable[CaseResult]) -> Counter[Status]:
    """How many cases ended in each status."""
    counted: Counter[Status] = Counter(dict.fromkeys(STATUSES, 0))
    counted.update(result.status for result in results)
    return counted


def totals_line(counted: Counter[Status]) -> str:
    """``N passed, N failed, N skipped, N errored, N not claimed``."""
    return ", ".join(f"{counted[status]} {status}" for status in STATUSES)
