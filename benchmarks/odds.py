"""How much the odds cost: the command for one d20 check, and what the odds pages add to a site build.

Reports, as the median of a few runs:

* ``fawnarules odds`` for one d20 check, from the shell (target at most 0.2 s), beside
  ``fawnarules call`` on the same check: the start-up every command pays;
* what drawing every ```` ```odds ```` block of docs/ costs the site build: with the cache
  empty (the first build after a change of the rules) and with it filled (every build after
  that; target at most 0.5 s for all odds pages together).

Run with ``make bench`` or ``.venv/bin/python benchmarks/odds.py``.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUNS = 5
D20_CHECK = '{"check": {"action": "other", "dr": 12, "rolls": ["?"]}}'

DRAW_ALL = """
import re, sys, time
from pathlib import Path
from fawnarules.odds.fence import format_fence
blocks = [block for page in sorted(Path("docs").glob("*/*.md"))
          for block in re.findall(r"^```odds\\n(.*?)^```", page.read_text(encoding="utf-8"), re.M | re.S)]
start = time.perf_counter()
for block in blocks:
    format_fence(block, "odds", "fr-odds", {}, None)
print(len(blocks), time.perf_counter() - start)
"""


def command_time(arguments: list[str], stdin: str) -> float:
    """Wall time of one run of a command of ``fawnarules``; a failing one stops the benchmark."""
    start = time.perf_counter()
    done = subprocess.run(
        [str(BIN / "fawnarules"), *arguments], input=stdin, capture_output=True, text=True, check=False, cwd=ROOT
    )
    if done.returncode != 0:
        sys.exit(f"fawnarules {' '.join(arguments)} failed:\n{done.stderr}")
    return time.perf_counter() - start


def drawing_time(cache: Path) -> tuple[int, float]:
    """How many odds blocks docs/ has, and the seconds to draw them all, in a fresh process using ``cache``."""
    environment = {**os.environ, "FAWNARULES_CACHE": str(cache)}
    done = subprocess.run(
        [sys.executable, "-c", DRAW_ALL], capture_output=True, text=True, check=True, cwd=ROOT, env=environment
    )
    count, seconds = done.stdout.split()
    return int(count), float(seconds)


def main() -> None:
    odds = [command_time(["odds", "falchion.resolve_check", "--field", "success"], D20_CHECK) for _ in range(RUNS)]
    call = [command_time(["call", "falchion.resolve_check"], D20_CHECK.replace('"?"', "12")) for _ in range(RUNS)]
    with tempfile.TemporaryDirectory() as folder:
        count, cold = drawing_time(Path(folder))
        warm = statistics.median(drawing_time(Path(folder))[1] for _ in range(RUNS))
    print(f"fawnarules odds, one d20:      {statistics.median(odds):5.2f} s   (target at most 0.2 s)")
    print(f"fawnarules call, same check:   {statistics.median(call):5.2f} s   (the start-up of every command)")
    print(f"{count} odds blocks, cache empty: {cold:5.2f} s   (after a change of the rules)")
    print(f"{count} odds blocks, cache filled:{warm:6.2f} s   (target at most 0.5 s)")


if __name__ == "__main__":
    main()
