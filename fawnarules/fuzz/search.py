"""The hunt for differences: requests of one operation sent to the reference and to the engine under test.

Hypothesis draws the requests (:mod:`fawnarules.fuzz.strategy`) and shrinks the first request
showing a difference to the smallest one that still shows it. The hunt is a series of short
Hypothesis runs (:data:`ROUNDS` examples each, seeded from the seed and the round's number), so
the same seed sends the same requests and the number sent follows the time given: between runs
the clock is read, and within a run a request drawn after the operation's time has ended is not
sent (but the first: every operation is tried, even when the ones before took all the time). Only
a run already shrinking a difference goes on past the end, for at most
:data:`SHRINK_GRACE` of the operation's time: stopping halfway would make Hypothesis see a
failure that no longer fails.

To find more than one difference the hunt goes on, counting a difference already found as
agreement. The engine under test is called through the checker's own runner: a crash or a hang
is a reply like any other (``errored``), never a traceback here; a ``skipped`` reply is no
difference. When Hypothesis itself gives up (an engine that answers one request two ways, a
health check), the last difference seen is still a finding, with Hypothesis's complaint beside it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from hypothesis import HealthCheck, Phase, Verbosity, given, settings
from hypothesis import seed as with_seed
from hypothesis import strategies as st
from hypothesis.errors import HypothesisException

from fawnarules.conformance.process import Reply
from fawnarules.conformance.subject import EngineUnderTest
from fawnarules.engine import Engine
from fawnarules.fuzz.difference import Difference, compare, outcome
from fawnarules.operation import JsonObject

ROUNDS = (10, 20, 40, 80)
"""Examples per Hypothesis run, round after round (the last size repeats): short runs first, so a
quick operation's time is not spent in one long run, then longer ones that reach further."""

SHRINK_GRACE = 0.5
"""The share of an operation's time a run shrinking a difference may take past the operation's end."""


@dataclass(frozen=True)
class Finding:
    """A shrunk request on which the engine under test and the reference engine differ.

    ``note`` says what Hypothesis complained of when it could not finish shrinking (empty when it did).
    """

    operation: str
    request: JsonObject
    reference: JsonObject
    reply: Reply
    difference: Difference
    seconds: float
    note: str = ""


@dataclass
class Tally:
    """What one operation's hunt did."""

    sent: int = 0
    skipped: int = 0
    drawn: int = 0
    findings: list[Finding] = field(default_factory=list)
    complaints: list[str] = field(default_factory=list)
    """What Hypothesis complained of when it stopped with no difference in hand."""


@dataclass(frozen=True)
class Budget:
    """How long and how hard to look: the moment to stop, differences to find, and at most how many
    requests to draw (``None``: as many as the time allows)."""

    seed: int
    stop_at: float
    max_differences: int
    max_examples: int | None = None


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


@dataclass
class Probe:
    """The test each Hypothesis run calls on a request: raise :class:`Found` on a difference not found
    before. It sends nothing once the time is up, unless it is shrinking a difference (then it stops
    at the hard end); it keeps the last difference it raised, for when Hypothesis gives up."""

    operation: str
    reference: Engine
    engine: EngineUnderTest
    budget: Budget
    tally: Tally
    hard_end: float
    known: frozenset[str]
    last: Found | None = None

    def __call__(self, request: JsonObject) -> None:
        self.tally.drawn += 1
        now = time.monotonic()
        if self.tally.sent and now >= (self.budget.stop_at if self.last is None else self.hard_end):
            return
        failure = None
        try:
            expected = self.reference.call(self.operation, request)
        except Exception as error:  # the reference breaking its own promise is a finding, not a traceback here
            failure = Difference(f"the reference engine failed: {type(error).__name__}: {error}")
            expected = {"error": {"path": "", "message": failure.summary}}
        reply = next(iter(self.engine.run_all([(self.operation, request)])))
        self.tally.sent += 1
        self.tally.skipped += reply.status == "skipped"
        difference = failure or difference_of(expected, reply)
        if difference is not None and difference.signature not in self.known:
            self.last = Found(request, expected, reply, difference)
            raise self.last


def hunt(
    operation: str,
    requests: Callable[[int], st.SearchStrategy[JsonObject]],
    reference: Engine,
    engine: EngineUnderTest,
    budget: Budget,
    *,
    known: frozenset[str] = frozenset(),
) -> Tally:
    """Send requests of ``operation`` to both engines until ``budget`` runs out; return what was found.
    ``requests`` gives the strategy of each Hypothesis run, by a number of its own.

    ``known`` holds the signatures of differences not to report (a known difference is agreement)."""
    tally = Tally()
    started = time.monotonic()
    hard_end = budget.stop_at + SHRINK_GRACE * max(budget.stop_at - started, 0.0)
    number = 0
    while len(tally.findings) < budget.max_differences and (not tally.sent or time.monotonic() < budget.stop_at):
        planned = ROUNDS[min(number, len(ROUNDS) - 1)]
        left = None if budget.max_examples is None else budget.max_examples - tally.drawn
        if left is not None and left <= 0:
            break
        examples = planned if left is None else min(planned, left)
        seen = known | {finding.difference.signature for finding in tally.findings}
        probe = Probe(operation, reference, engine, budget, tally, hard_end, frozenset(seen))
        run_seed = budget.seed * 1_000_003 + number
        search = settings(
            max_examples=examples,
            database=None,
            deadline=None,
            verbosity=Verbosity.quiet,
            phases=(Phase.generate, Phase.shrink),
            suppress_health_check=list(HealthCheck),
            report_multiple_bugs=False,
        )(with_seed(run_seed)(given(requests(run_seed))(probe.__call__)))  # a method: Hypothesis wants a function
        number += 1
        try:
            search()
        except Found as found:
            tally.findings.append(finding(operation, found, time.monotonic() - started))
        except HypothesisException as error:
            complaint = f"{type(error).__name__}: {first_line(error)}"
            if probe.last is None:
                tally.complaints.append(complaint)
                break
            note = f"Hypothesis could not finish shrinking it ({complaint})"
            tally.findings.append(finding(operation, probe.last, time.monotonic() - started, note))
    return tally


def finding(operation: str, found: Found, seconds: float, note: str = "") -> Finding:
    """The finding a raised difference makes."""
    return Finding(operation, found.request, found.reference, found.reply, found.difference, seconds, note)


def first_line(error: BaseException) -> str:
    """The first line of an error's message."""
    return (str(error).strip().splitlines() or [""])[0]
