"""How much the odds cost: the command for one d20 check, start-up of other commands, and the odds pages.

Reports, as the median of a few runs (wall time, with the CPU time beside it: on a shared
machine the wall time waits for other work, the CPU time much less):

* ``fawnarules odds`` for one d20 check, from the shell (target at most 0.2 s), beside the floors
  under it: a bare interpreter that imports the reference engine and answers the same check once
  (the validation library, the check's rules and its validator, nothing of the command), and one
  that only imports the validation library and builds one validator of a whole number;
* the start-up of ``fawnarules call`` on the same check, ``fawnarules engine`` with no input and
  ``fawnarules --help``: each command imports only its own module, ``--help`` none;
* what drawing every ```` ```odds ```` block of docs/ costs the site build with the figures kept
  in ``docs/.odds`` (a fresh clone; target at most 0.5 s for all odds pages together), and with
  none kept (the first build after a change of the rules, which enumerates through the engine).

The commands run as a user runs them: ``.venv/bin/fawnarules`` of the checkout's editable install
(an installed wheel skips the editable install's import finder), with the bytecode of the
project's modules cached: the environment may forbid writing it, so a first unmeasured run of
each command writes it.

Run with ``make bench`` or ``.venv/bin/python benchmarks/odds.py``.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from measure import as_a_user_runs_it, measured

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUNS = 7
D20_CHECK = '{"check": {"action": "other", "dr": 12, "rolls": ["?"]}}'
ROLLED_CHECK = D20_CHECK.replace('"?"', "12")

FLOOR = f"""
from fawnarules.engine import ReferenceEngine
ReferenceEngine().call("falchion.resolve_check", {ROLLED_CHECK})
"""

VALIDATION_FLOOR = """
from pydantic import TypeAdapter
TypeAdapter(int).validate_json("12", strict=True)
"""

WITH_BYTECODE = as_a_user_runs_it()
"""The environment of every run: the project's modules are read from cached bytecode, as a user's are."""

DRAW_ALL = """
import sys, time
from pathlib import Path
start, cpu = time.perf_counter(), time.process_time()
from fawnarules.odds.fence import format_fence
from fawnarules.odds.reference import page_blocks

blocks = [block for page in sorted(Path("docs").glob("**/*.md")) for block in page_blocks(page.read_text("utf-8"))]
for block in blocks:
    format_fence(block, "odds", "fr-odds", {}, None)
print(len(blocks), time.perf_counter() - start, time.process_time() - cpu)
"""


def timed(command: list[str], stdin: str = "", environment: dict[str, str] | None = None) -> tuple[float, float, str]:
    """Wall and CPU seconds of one run of ``command``, and what it printed; a failing one stops the benchmark."""
    run = measured(command, ROOT, environment or WITH_BYTECODE, stdin)
    if run.done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{run.done.stderr}")
    return run.wall, run.cpu, run.done.stdout


def median_times(command: list[str], stdin: str = "") -> str:
    """The median wall and CPU time of a few runs, after one that writes the bytecode, as a reader reads them."""
    timed(command, stdin)
    runs = [timed(command, stdin) for _ in range(RUNS)]
    wall = statistics.median(run[0] for run in runs)
    cpu = statistics.median(run[1] for run in runs)
    return f"{wall:5.2f} s ({cpu:.2f} s CPU)"


def drawing_time(figures: Path) -> tuple[int, float, float]:
    """How many odds blocks docs/ has, and the wall and CPU seconds to draw them all (imports included) in a
    fresh process keeping its figures in ``figures``."""
    environment = {**WITH_BYTECODE, "FAWNARULES_ODDS_FIGURES": str(figures)}
    count, wall, cpu = timed([sys.executable, "-c", DRAW_ALL], environment=environment)[2].split()
    return int(count), float(wall), float(cpu)


def main() -> None:
    fawnarules = str(BIN / "fawnarules")
    odds = median_times([fawnarules, "odds", "falchion.resolve_check", "--field", "success"], D20_CHECK)
    floor = median_times([sys.executable, "-c", FLOOR])
    validation = median_times([sys.executable, "-c", VALIDATION_FLOOR])
    call = median_times([fawnarules, "call", "falchion.resolve_check"], ROLLED_CHECK)
    engine = median_times([fawnarules, "engine"])
    help_text = median_times([fawnarules, "--help"])
    with tempfile.TemporaryDirectory() as folder:
        kept, none_kept = Path(folder) / "kept", Path(folder) / "none"
        shutil.copytree(ROOT / "docs" / ".odds", kept)
        count, cold, cold_cpu = drawing_time(none_kept)
        warm_runs = [drawing_time(kept) for _ in range(RUNS)]
    warm = statistics.median(run[1] for run in warm_runs)
    warm_cpu = statistics.median(run[2] for run in warm_runs)
    print(f"fawnarules odds, one d20:       {odds}   (target at most 0.2 s)")
    print(f"  the floor: engine + one check: {floor}")
    print(f"  pydantic + one validator:      {validation}")
    print(f"fawnarules call, same check:    {call}")
    print(f"fawnarules engine, no input:    {engine}")
    print(f"fawnarules --help:              {help_text}")
    print(f"{count} odds blocks, figures kept:  {warm:5.2f} s ({warm_cpu:.2f} s CPU)   (fresh clone; at most 0.5 s)")
    print(f"{count} odds blocks, none kept:     {cold:5.2f} s ({cold_cpu:.2f} s CPU)   (after a change of the rules)")
    load = os.getloadavg()[0]
    print(f"(editable install, bytecode cached, median of {RUNS} runs; load average {load:.1f} at the end)")


if __name__ == "__main__":
    main()
