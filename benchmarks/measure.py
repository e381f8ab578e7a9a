"""One run of a command, timed the way every benchmark here times it.

Wall time, and the CPU time (user and system) of the command and of everything it started and
waited for. On a busy machine CPU time is the steadier figure.
"""

from __future__ import annotations

import resource
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Measured:
    """What one run of a command took, and what it printed."""

    wall: float
    cpu: float
    done: subprocess.CompletedProcess[str]


def measured(command: list[str], cwd: Path, environment: dict[str, str], stdin: str | None = None) -> Measured:
    """Run ``command`` in ``cwd`` and time it; the caller decides what a failure means."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, input=stdin, capture_output=True, text=True, env=environment, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Measured(wall, cpu, done)
