"""The hunt for differences: requests of one operation sent to the reference and to the engine under test.

Hypothesis draws the requests (:mod:`fawnarules.fuzz.strategy`) from a fixed seed, so the same
seed sends the same requests, and shrinks the first request showing a difference to the smallest
one that still shows it. To find more than one difference per operation the hunt starts again,
counting a difference already found as agreement. The engine under test is called through the
checker's own runner: a crash or a hang is a reply like any other (``errored``), never a traceback
here; a ``skipped`` reply is no difference.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from hypothesis import HealthCheck, Phase, Verbosity, given, settings
from hypothesis import seed as with_seed
from hypothesis import strategies as st

from fawnarules.conformance.process import Reply
from fawnarules.conformance.subject import EngineUnderTest
from fawnarules.engine import Engine
from fawnarules.fuzz.difference import Difference, compare, outcome
from fawnarules.operation import JsonObject


@dataclass(frozen=True)
class Finding:
    """A shrunk request on which the engine under test and the reference engine differ."""

    operation: str
    request: JsonObject
    reference: JsonObject
    reply: Reply
    difference: Difference
    seconds: float


@dataclass
class Tally:
    """What one operation's hunt did."""

    sent: int = 0
    skipped: int = 0
    findings: list[Finding] = field(default_factory=list)


@dataclass(frozen=True)
class Budget:
    """How long and how hard to look: examples per hunt, the moment to stop, differences to find."""

    seed: int
    max_examples: int
    stop_at: float
    max_differences: int


class Found(Exception):
    """Raised inside the hypothesis test so that it shrinks the request that raised it."""

    def __init__(self, request: JsonObject, reference: JsonObject, reply: Reply, difference: Difference) -> None:
        super().__init__(difference.summary)
        self.request, self.reference, self.reply, self.difference = request, reference, reply, difference


def difference_of(reference: JsonObject, reply: Reply) -> Difference | None:
    """The difference a reply makes to the reference answer; a skipped reply makes none."""
    if reply.status == "skipped":
        return None
    if reply.status == "errored":
        return Difference(f"errored: the reference answers {outcome(reference)}, the engine failed: {reply.reason}")
    return compare(reference, reply.answer)


def prober(
    operation: str, reference: Engine, engine: EngineUnderTest, budget: Budget, tally: Tally
) -> Callable[[JsonObject], None]:
    """The test hypothesis runs on each request: raise :class:`Found` on a difference not found before."""
    known = {finding.difference.signature for finding in tally.findings}

    def probe(request: JsonObject) -> None:
        if time.monotonic() >= budget.stop_at:
            return
        expected = reference.call(operation, request)
        reply = next(iter(engine.run_all([(operation, request)])))
        tally.sent += 1
        tally.skipped += reply.status == "skipped"
        difference = difference_of(expected, reply)
        if difference is not None and difference.signature not in known:
            raise Found(request, expected, reply, difference)

    return probe


def hunt(
    operation: str,
    requests: st.SearchStrategy[JsonObject],
    reference: Engine,
    engine: EngineUnderTest,
    budget: Budget,
) -> Tally:
    """Send requests of ``operation`` to both engines until ``budget`` runs out; return what was found."""
    tally = Tally()
    started = time.monotonic()
    while len(tally.findings) < budget.max_differences and time.monotonic() < budget.stop_at:
        probe = prober(operation, reference, engine, budget, tally)
        search = settings(
            max_examples=budget.max_examples,
            database=None,
            deadline=None,
            verbosity=Verbosity.quiet,
            phases=(Phase.generate, Phase.shrink),
            suppress_health_check=list(HealthCheck),
            report_multiple_bugs=False,
        )(with_seed(budget.seed + len(tally.findings))(given(requests)(probe)))
        try:
            search()
        except Found as found:
            tally.findings.append(
                Finding(
                    operation,
                    found.request,
                    found.reference,
                    found.reply,
                    found.difference,
                    time.monotonic() - started,
                )
            )
        else:
            break
    return tally
