"""How fast an engine is checked over the protocol, and how fast the corpus replays in process.

Reports, as the median of a few runs, with the machine's load (the figures are CPU time where a
shared machine would blur the wall clock):

* cases per second against ``fawnarules engine`` over protocol v1, one persistent process, and
  the CPU time per case on each side of the pipe;
* cases per second when each case starts its own engine process (as a one-process-per-example
  harness does), measured on a sample and compared with the persistent process;
* the exported corpus replayed in process, without pytest, in a fresh interpreter: reading the
  file, building the validators, every call and every comparison (wall clock and CPU time), with
  the imports and the whole interpreter's wall time beside it;
* the engine's path for one case taken apart, each stage timed alone over the corpus in this
  process: reading the line, the bounds pass, validating the request, the rules, writing the
  answer; their sum is the floor of what the engine spends per case, whatever holds them together.

So that the protocol figures mean something, the protocol runs repeat the corpus to at least
``--cases`` cases (10,000 by default). Targets: >= 20,000 cases/s, >= 50x one process per case,
replay <= 0.25 s. Run with ``.venv/bin/python benchmarks/protocol.py``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from measure import as_a_user_runs_it, machine_pace, process_cpu
from pydantic import TypeAdapter, ValidationError
from pydantic_core import to_jsonable_python

from fawnarules.conformance.corpus import corpus_text
from fawnarules.conformance.process import ProcessEngine
from fawnarules.conformance.protocol import MAX_LINE_BYTES, answer_message, message_line
from fawnarules.conformance.runner import check_cases, totals
from fawnarules.conformance.serve import answer_line, read_message
from fawnarules.engine import ReferenceEngine, all_operations
from fawnarules.json_text import json_bytes
from fawnarules.limits import excess
from fawnarules.rejection import InputError, Refusal
from fawnarules.sources.case import Case, project_cases

ROOT = Path(__file__).resolve().parent.parent
ENGINE = [sys.executable, "-m", "fawnarules", "engine"]
RUNS = 5

REPLAY = """
import sys, time
clock = time.process_time if sys.argv[2] == "cpu" else time.perf_counter
start = clock()
from pathlib import Path
from fawnarules.conformance.corpus import read_corpus
from fawnarules.conformance.runner import check_cases, totals
from fawnarules.conformance.subject import InProcessEngine
from fawnarules.engine import ReferenceEngine, all_operations
all_operations()
imported = clock()
cases = read_corpus(Path(sys.argv[1]))
read = clock()
counted = totals(check_cases(cases, InProcessEngine(ReferenceEngine())))
replayed = clock()
assert counted["passed"] == len(cases), counted
totals(check_cases(cases, InProcessEngine(ReferenceEngine())))
again = clock()
print(len(cases), imported - start, read - imported, replayed - imported, again - replayed)
"""
"""A fresh interpreter replaying a corpus: it imports the checker and the reference implementation
(its rulesets included), reads the file, then runs and compares every case, the validators being
built as the operations are first called; a second pass over the same cases, with every validator
built, shows what the calls and comparisons cost on their own."""


@dataclass(frozen=True)
class Replay:
    """One fresh interpreter's replay, in seconds: imports, reading the file, the replay (reading,
    building validators, calls, comparisons), the calls and comparisons alone, and the whole process."""

    cases: int
    imports: float
    read: float
    replay: float
    calls: float
    whole: float


def repeated(cases: list[Case], size: int) -> list[Case]:
    """``cases`` over and over, to at least ``size`` cases."""
    return cases * -(-size // len(cases))


@dataclass(frozen=True)
class Run:
    """One persistent-process run: wall-clock rate, and CPU seconds per case on each side of the pipe."""

    rate: float
    checker_cpu: float
    engine_cpu: float


def persistent_run(cases: list[Case]) -> Run:
    """Cases through one engine process (started and shaken hands with before the clock runs)."""
    engine = ProcessEngine(ENGINE)
    engine.describe()
    pid = engine.pid
    if pid is None:
        sys.exit(f"the engine did not start: {engine.stderr_text()}")
    engine_start = process_cpu(pid)
    checker_start = time.process_time()
    start = time.perf_counter()
    counted = totals(check_cases(cases, engine))
    elapsed = time.perf_counter() - start
    checker_cpu = time.process_time() - checker_start
    engine_cpu = process_cpu(pid) - engine_start
    engine.close()
    if counted["passed"] != len(cases):
        sys.exit(f"the reference engine did not pass every case: {dict(counted)}")
    return Run(len(cases) / elapsed, checker_cpu / len(cases), engine_cpu / len(cases))


def process_per_case_rate(cases: list[Case]) -> float:
    """Cases per second when every case starts, shakes hands with and stops its own engine process."""
    start = time.perf_counter()
    for case in cases:
        engine = ProcessEngine(ENGINE)
        [result] = check_cases([case], engine)
        engine.close()
        if result.status != "passed":
            sys.exit(f"{case.id} did not pass: {result.reason}")
    return len(cases) / (time.perf_counter() - start)


def replay_run(corpus: Path, clock: str) -> Replay:
    """One fresh interpreter replaying ``corpus``, timed by the wall clock (``wall``) or its CPU time (``cpu``).

    It runs as a user runs it, with the bytecode of the project's modules cached (the environment
    may forbid writing it; the first of several runs writes it).
    """
    environment = as_a_user_runs_it()
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", REPLAY, str(corpus), clock],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=environment,
    )
    whole = time.perf_counter() - start
    count, imports, read, replay, calls = done.stdout.split()
    return Replay(int(count), float(imports), float(read), float(replay), float(calls), whole)


def median_replay(runs: list[Replay]) -> Replay:
    """The median of each figure of several replays."""

    def middle(name: str) -> float:
        return statistics.median(float(getattr(run, name)) for run in runs)

    return Replay(runs[0].cases, middle("imports"), middle("read"), middle("replay"), middle("calls"), middle("whole"))


@dataclass(frozen=True)
class Stages:
    """CPU seconds per case of each stage of the engine's path, and of the whole path as ``fawnarules
    engine`` runs it (:func:`~fawnarules.conformance.serve.answer_line`)."""

    read: float
    bounds: float
    validation: float
    rules: float
    written: float
    whole: float

    @property
    def floor(self) -> float:
        """The stages alone, without what holds them together."""
        return self.read + self.bounds + self.validation + self.rules + self.written


def cpu_per_case(work: Callable[[], object], count: int) -> float:
    """The least CPU time of a few runs of ``work``, per case of the ``count`` it handles."""
    best = float("inf")
    for _ in range(RUNS):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best / count


def engine_stages(cases: list[Case]) -> Stages:
    """Each stage of the engine's path timed alone over ``cases``, every validator built beforehand.

    The rules are timed on the requests that pass validation, and their refusals and input errors
    count as answers; writing the answer is making JSON data of each result, then the answer line
    of each answer. The whole path and every stage are divided by the number of cases.
    """
    engine = ReferenceEngine()
    lines = [
        json.dumps({"type": "run", "seq": seq, "operation": case.operation, "request": case.request}).encode()
        for seq, case in enumerate(cases)
    ]
    answers = [engine.call(case.operation, case.request) for case in cases]
    operations = {operation.name: operation for operation in all_operations()}
    adapters = {name: TypeAdapter(operation.request) for name, operation in operations.items()}

    def validated(case: Case) -> object | None:
        try:
            return adapters[case.operation].validate_json(json_bytes(case.request), strict=True)
        except ValidationError:
            return None

    valid = [(operations[case.operation], value) for case in cases if (value := validated(case)) is not None]

    def ruled() -> list[object]:
        results = []
        for operation, value in valid:
            try:
                results.append(operation.run(value))
            except (Refusal, InputError):
                continue
        return results

    results = ruled()

    def written() -> None:
        for result in results:
            to_jsonable_python(result)
        for seq, answer in enumerate(answers):
            message_line(answer_message(seq, answer))

    count = len(cases)
    return Stages(
        read=cpu_per_case(lambda: [read_message(line) for line in lines], count),
        bounds=cpu_per_case(lambda: [excess(case.request) for case in cases], count),
        validation=cpu_per_case(lambda: [validated(case) for case in cases], count),
        rules=cpu_per_case(ruled, count),
        written=cpu_per_case(written, count),
        whole=cpu_per_case(lambda: [answer_line(engine, line, MAX_LINE_BYTES) for line in lines], count),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000, help="cases for the persistent-process run")
    parser.add_argument("--sample", type=int, default=20, help="cases for the process-per-case run")
    arguments = parser.parse_args()

    corpus = project_cases(ROOT)
    many = repeated(corpus, arguments.cases)
    runs = [persistent_run(many) for _ in range(RUNS)]
    persistent = statistics.median(run.rate for run in runs)
    checker_cpu = statistics.median(run.checker_cpu for run in runs)
    engine_cpu = statistics.median(run.engine_cpu for run in runs)
    per_case = process_per_case_rate(many[: arguments.sample])
    stages = engine_stages(corpus)
    with tempfile.TemporaryDirectory() as folder:
        exported = Path(folder) / "cases.json"
        exported.write_text(corpus_text(corpus), encoding="utf-8")
        replay_run(exported, "wall")  # writes the bytecode the later runs read
        replays = {
            clock: median_replay([replay_run(exported, clock) for _ in range(RUNS)]) for clock in ("wall", "cpu")
        }

    print(f"corpus: {len(corpus)} cases (repeated to {len(many)} for the protocol runs)")
    print(f"machine load (1, 5, 15 min): {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    print(f"machine pace: {machine_pace():.2f} s of CPU for the calibration loop (benchmarks/measure.py)")
    print(f"one persistent engine process:   {persistent:9,.0f} cases/s   (target >= 20,000; median of {RUNS})")
    print(f"  best run:                      {max(run.rate for run in runs):9,.0f} cases/s")
    print(f"  CPU per case, checker:         {checker_cpu * 1e6:9,.1f} µs")
    print(f"  CPU per case, engine:          {engine_cpu * 1e6:9,.1f} µs")
    print(f"  bound with two free cores:     {1 / max(checker_cpu, engine_cpu):9,.0f} cases/s")
    print(f"one engine process per case:     {per_case:9,.1f} cases/s   (sample of {arguments.sample})")
    print(f"persistent / per case:           {persistent / per_case:9,.0f} x        (target >= 50 x)")
    print(
        f"engine's path per case, in process: {stages.whole * 1e6:.1f} µs CPU; floor {stages.floor * 1e6:.1f} µs: "
        f"reading the line {stages.read * 1e6:.1f}, bounds {stages.bounds * 1e6:.1f}, "
        f"validation {stages.validation * 1e6:.1f}, rules {stages.rules * 1e6:.1f}, "
        f"writing the answer {stages.written * 1e6:.1f}"
    )
    for clock, replay in replays.items():
        print(
            f"in-process replay ({replay.cases} cases), {clock}: {replay.replay:.3f} s (target <= 0.25 s): "
            f"reading {replay.read:.3f} s, validators {replay.replay - replay.read - replay.calls:.3f} s, "
            f"calls and comparisons {replay.calls:.3f} s; imports {replay.imports:.3f} s; "
            f"whole interpreter {replay.whole:.3f} s"
        )


if __name__ == "__main__":
    main()
