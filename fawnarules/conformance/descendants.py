"""The processes an engine started, found wherever they went, so that a check leaves none behind.

An engine runs in a session and process group of its own, and killing the group ends what stays
in it. A process that calls ``setsid()`` leaves both, and one whose parent has exited is adopted
by init, out of reach of the parent links. Three marks find them (on Linux, through ``/proc``):
the engine's session, the parent links down from the engine, and an environment variable,
:data:`MARK`, that every process the engine starts inherits, holding a token of its own run. Where
there is no ``/proc``, only the process group is killed.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
from pathlib import Path

MARK = "FAWNARULES_ENGINE_RUN"
"""The environment variable an engine is started with: a token that names its run."""

PROC = Path("/proc")

ROUNDS = 5
"""Times the processes are looked for and killed, for those started while the last were killed."""


def new_mark() -> str:
    """A token for one engine's run, unlike any other's."""
    return secrets.token_hex(16)


def started_by(leader: int, mark: str, reaped: bool = False) -> set[int]:
    """Every live process in ``leader``'s session, descending from it, or carrying ``mark`` in its environment.

    Once ``leader`` is ``reaped`` its process ID may name another process, so only the mark counts."""
    if not PROC.is_dir():
        return set()
    needle = f"{MARK}={mark}".encode() + b"\0"
    parents: dict[int, int] = {}
    found: set[int] = set()
    for entry in os.scandir(PROC):
        if not entry.name.isdigit():
            continue
        pid = int(entry.name)
        try:
            stat = (PROC / entry.name / "stat").read_bytes()
            fields = stat[stat.rindex(b")") + 2 :].split()
            parents[pid] = int(fields[1])
            if (int(fields[3]) == leader and not reaped) or needle in (PROC / entry.name / "environ").read_bytes():
                found.add(pid)
        except (OSError, ValueError, IndexError):
            continue
    children: dict[int, list[int]] = {}
    for pid, parent in parents.items():
        children.setdefault(parent, []).append(pid)
    stack = [] if reaped else [leader]
    while stack:
        for child in children.get(stack.pop(), []):
            if child not in found:
                found.add(child)
                stack.append(child)
    return found - {os.getpid(), leader}


def kill_all_started(leader: int, mark: str, reaped: bool = False) -> None:
    """Kill ``leader``'s process group and every process :func:`started_by` finds, until none is left."""
    if not reaped:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(leader, signal.SIGKILL)
    for _ in range(ROUNDS):
        found = started_by(leader, mark, reaped)
        if not found:
            return
        for pid in found:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
