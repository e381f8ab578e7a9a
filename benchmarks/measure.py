"""One run of a command, timed the way every benchmark here times it.

Wall time, and the CPU time (user and system) of the command and of everything it started and
waited for. On a busy machine CPU time is the steadier figure. Where Linux tells it, also the CPU
time the whole machine was busy meanwhile: that counts what the command started and did not wait
for (a browser that a driver process starts), and anything else running at the time.
"""

from __future__ import annotations

import os
import resource
import subprocess
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Measured:
    """What one run of a command took, and what it printed."""

    wall: float
    cpu: float
    done: subprocess.CompletedProcess[str]
    machine: float | None = None
    """CPU seconds the machine was busy, on every core and for every process, while the command ran."""


def as_a_user_runs_it(settings: Mapping[str, str] | None = None) -> dict[str, str]:
    """This process's environment with ``settings`` added, and the project's modules' bytecode written and read as a
    user's Python does: an environment may forbid writing it (``PYTHONDONTWRITEBYTECODE``), and then every process
    a run starts would compile the project again, which no user's or CI's run does after its first."""
    kept = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    return {**kept, **(settings or {})}


def measured(command: list[str], cwd: Path, environment: dict[str, str], stdin: str | None = None) -> Measured:
    """Run ``command`` in ``cwd`` and time it; the caller decides what a failure means."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    busy_before = machine_busy()
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, input=stdin, capture_output=True, text=True, env=environment, check=False)
    wall = time.perf_counter() - start
    busy_after = machine_busy()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    machine = None if busy_before is None or busy_after is None else busy_after - busy_before
    return Measured(wall, cpu, done, machine)


def machine_busy() -> float | None:
    """CPU seconds every core of the machine has been busy since it started (``/proc/stat``: time in user
    and system code and serving interrupts, not idle, waiting on the disk or taken by a hypervisor);
    ``None`` where the system does not say."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = [int(field) for field in stat.readline().split()[1:8]]
    except (OSError, ValueError):
        return None
    user, nice, system, _idle, _iowait, irq, softirq = fields
    return (user + nice + system + irq + softirq) / os.sysconf("SC_CLK_TCK")


def process_cpu(pid: int) -> float:
    """The CPU seconds (user and system) a running process has used so far, read from ``/proc`` (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


CALIBRATION_STEPS = 20_000_000
"""How many additions :func:`machine_pace` times."""


def machine_pace() -> float:
    """The CPU seconds this process takes to add up the first :data:`CALIBRATION_STEPS` whole numbers, the best of
    three: how fast the machine runs Python right now. On a shared machine such a loop, written at a script's top
    level, took 1.35 s and, a minute later, 2.26 s (2026-11-27), so a figure is read beside the pace it was taken
    at."""
    paces = []
    for _ in range(3):
        started = time.process_time()
        total = 0
        for number in range(CALIBRATION_STEPS):
            total += number
        paces.append(time.process_time() - started)
    return min(paces)
