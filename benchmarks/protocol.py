"""How fast an engine is checked over the protocol, and how fast the corpus replays in process.

Reports, as the median of a few runs:

* cases per second against ``fawnarules engine`` over protocol v1, one persistent process;
* cases per second when each case starts its own engine process (as a one-process-per-example
  harness does), measured on a sample and compared with the persistent process;
* the wall time of replaying the exported corpus in process, without pytest, in a fresh
  interpreter (reading the file, building the validators, every call and every comparison).

Today's corpus is one ruleset's; to measure at a meaningful size the protocol runs repeat it
to at least ``--cases`` cases (10,000 by default), and the in-process replay is also timed with
the corpus repeated to about 600 cases, the size expected with all five rulesets.
Targets: >= 5,000 cases/s, >= 50x one process per case, replay < 0.5 s. Run with
``.venv/bin/python benchmarks/protocol.py``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from fawnarules.conformance.corpus import corpus_text
from fawnarules.conformance.process import ProcessEngine
from fawnarules.conformance.runner import check_cases, totals
from fawnarules.spec.case import Case, project_cases

ROOT = Path(__file__).resolve().parent.parent
ENGINE = [sys.executable, "-m", "fawnarules", "engine"]
RUNS = 5
FIVE_RULESETS = 600

REPLAY = """
import sys, time
start = time.perf_counter()
from dataclasses import dataclass
from pathlib import Path
from fawnarules.conformance.corpus import read_corpus
from fawnarules.conformance.runner import check_cases, totals
from fawnarules.conformance.subject import InProcessEngine
from fawnarules.engine import ReferenceEngine
imported = time.perf_counter()
cases = read_corpus(Path(sys.argv[1]))
counted = totals(check_cases(cases, InProcessEngine(ReferenceEngine())))
done = time.perf_counter()
assert counted["passed"] == len(cases), counted
print(len(cases), imported - start, done - imported)
"""


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
    engine_start = process_cpu(engine.pid)
    checker_start = time.process_time()
    start = time.perf_counter()
    counted = totals(check_cases(cases, engine))
    elapsed = time.perf_counter() - start
    checker_cpu = time.process_time() - checker_start
    engine_cpu = process_cpu(engine.pid) - engine_start
    engine.close()
    if counted["passed"] != len(cases):
        sys.exit(f"the reference engine did not pass every case: {dict(counted)}")
    return Run(len(cases) / elapsed, checker_cpu / len(cases), engine_cpu / len(cases))


def process_cpu(pid: int | None) -> float:
    """CPU seconds (user and system) a running process has used, read from /proc (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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


def replay_times(corpus: Path) -> tuple[int, float, float, float]:
    """Cases, import time, replay time (reading the file included) and wall time of a fresh interpreter."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", REPLAY, str(corpus)], capture_output=True, text=True, check=True, cwd=ROOT
    )
    wall = time.perf_counter() - start
    count, imported, replayed = done.stdout.split()
    return int(count), float(imported), float(replayed), wall


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
    with tempfile.TemporaryDirectory() as folder:
        exported = Path(folder) / "cases.json"
        exported.write_text(corpus_text(corpus), encoding="utf-8")
        grown = Path(folder) / "grown.json"
        grown.write_text(corpus_text(grown_corpus(corpus, FIVE_RULESETS)), encoding="utf-8")
        replays = [replay_times(exported) for _ in range(RUNS)]
        grown_replays = [replay_times(grown) for _ in range(RUNS)]

    print(f"corpus: {len(corpus)} cases (repeated to {len(many)} for the protocol runs)")
    print(f"one persistent engine process:   {persistent:9,.0f} cases/s   (target >= 5,000; median of {RUNS})")
    print(f"  best run:                      {max(run.rate for run in runs):9,.0f} cases/s")
    print(f"  CPU per case, checker:         {checker_cpu * 1e6:9,.0f} µs")
    print(f"  CPU per case, engine:          {engine_cpu * 1e6:9,.0f} µs")
    print(f"  bound with two free cores:     {1 / max(checker_cpu, engine_cpu):9,.0f} cases/s")
    print(f"one engine process per case:     {per_case:9,.1f} cases/s   (sample of {arguments.sample})")
    print(f"persistent / per case:           {persistent / per_case:9,.0f} x        (target >= 50 x)")
    for label, timings in (("exported corpus", replays), (f"corpus grown to {FIVE_RULESETS}", grown_replays)):
        count = timings[0][0]
        imported = statistics.median(run[1] for run in timings)
        replayed = statistics.median(run[2] for run in timings)
        wall = statistics.median(run[3] for run in timings)
        print(
            f"in-process replay, {label} ({count} cases): {replayed:.3f} s "
            f"(target < 0.5 s); imports {imported:.3f} s; whole interpreter {wall:.3f} s"
        )


def grown_corpus(cases: list[Case], size: int) -> list[Case]:
    """The corpus repeated to ``size`` cases, each copy with its own IDs (as a five-ruleset corpus would have)."""
    grown = repeated(cases, size)[:size]
    return [
        Case(**{**case.__dict__, "id": f"{case.id}/copy-{index // len(cases)}"}) for index, case in enumerate(grown)
    ]


if __name__ == "__main__":
    main()
