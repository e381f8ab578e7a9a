"""What a contributor waits for, each as a ratio to a floor measured in the same run.

``make bench`` (or ``.venv/bin/python benchmarks/bench.py``) measures, as a user runs them: a ``mkdocs serve``
rebuild after a rules-page edit, a fresh strict build, a second strict build, ``make spec``, ``make test`` (the
browser tests aside), ``make quick`` and the checker's cases per second. The machine's pace swings from hour to
hour, so each figure is also given as a ratio to the floor, a fixed Python loop timed in the same run: compare
ratios, not seconds. The site is built and served in a copy of the project, so no file of the working tree is
touched; the test commands run in the project itself, as ``make`` does.

``--baseline DIR`` measures another checkout (with its own ``.venv``) in alternated rounds (``--rounds N``), each
figure a ratio to it: how the targets are checked. Names run only those (``make bench OPTIONS="spec quick"``).

To add a measurement, add a line to :data:`MEASUREMENTS`: a short name, a function that takes the
:class:`Project` and returns what one run :class:`Taken` (:func:`command` times a command in the project), and
the target as text. No target here is a test: they are read, not enforced.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import re
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SERVE_START_SECONDS = 300
EDITS, POLL = 5, 0.5  # MkDocs' live-reload server looks for changed files every half second
BUILT = re.compile(r"Serving on|Reloading browsers")  # a rebuild's end: MkDocs logs each message once
NOT_COPIED = {".venv", ".git", ".cache", ".mypy_cache", ".ruff_cache", ".pytest_cache", "__pycache__"}
"""What a copy of the project leaves out, besides the built site (``site/`` at the top)."""
FLOOR = "total = 0\nfor number in range(20_000_000):\n    total += number\n"


@dataclass(frozen=True)
class Project:
    """A checkout with its own ``.venv``: the working tree, or the baseline."""

    root: Path

    @property
    def bin(self) -> Path:
        return self.root / ".venv" / "bin"


@dataclass(frozen=True)
class Taken:
    """What one run took: wall and CPU seconds (the process and everything it waited for), and how many things it
    did when the figure is a rate (cases checked)."""

    wall: float
    cpu: float
    count: int = 0


LEFT_OUT = {"PYTHONDONTWRITEBYTECODE", "MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"}


def environment(settings: dict[str, str] | None = None) -> dict[str, str]:
    """This process's environment with ``settings`` added, as a user's shell gives it (no :data:`LEFT_OUT`): bytecode
    written, as after a user's first run, and no ``make`` settings, as a measured ``make quick`` is no sub-make."""
    kept = {name: value for name, value in os.environ.items() if name not in LEFT_OUT}
    return {**kept, "NO_MKDOCS_2_WARNING": "1", **(settings or {})}


def timed(arguments: list[str], cwd: Path, settings: dict[str, str] | None = None) -> Taken:
    """Run a command to its end and time it."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True, env=environment(settings), check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        # A failure is shown and the run goes on: on a busy machine a test with a deadline can fail, and an hour of
        # alternated rounds is not thrown away for it; the figure is marked as a failed run's.
        tail = "\n".join((done.stdout + done.stderr).splitlines()[-15:])
        print(f"  FAILED (exit {done.returncode}, its figures are a failed run's): {' '.join(arguments)}\n{tail}")
    return Taken(wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)


def command(*arguments: str) -> Callable[[Project], Taken]:
    """A measurement that runs ``arguments`` (``make`` and its options) in the project."""
    return lambda project: timed(list(arguments), project.root)


def floor(project: Project) -> Taken:
    """The fixed loop of :data:`FLOOR`, the best of three runs."""
    return min(
        (timed([str(project.bin / "python"), "-c", FLOOR], project.root) for _ in range(3)), key=lambda run: run.cpu
    )


def copy(project: Project, into: Path) -> Path:
    """The project's files as a fresh clone has them (no ``.venv``, ``.cache`` or built site), in ``into``."""

    def left_out(folder: str, names: list[str]) -> list[str]:
        return [name for name in names if name in NOT_COPIED or (name == "site" and Path(folder) == project.root)]

    shutil.copytree(project.root, into, ignore=left_out)
    return into


def build(project: Project, folder: Path) -> Taken:
    """One ``mkdocs build --strict`` of the copy in ``folder``, whose own ``fawnarules`` is imported."""
    arguments = [str(project.bin / "mkdocs"), "build", "--strict", "--quiet", "--site-dir", str(folder / "site")]
    return timed(arguments, folder, {"PYTHONPATH": str(folder)})


def strict_builds(count: int) -> Callable[[Project], Taken]:
    """The last of ``count`` strict builds of a fresh copy, each with what the builds before it kept."""

    def measure(project: Project) -> Taken:
        with tempfile.TemporaryDirectory() as folder:
            copied = copy(project, Path(folder) / "project")
            return [build(project, copied) for _ in range(count)][-1]

    return measure


def process_cpu(pid: int) -> float:
    """The CPU seconds a running process and the children it waited for have used so far (Linux's ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rpartition(")")[2].split()
    return sum(int(field) for field in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def serve_rebuild(project: Project) -> Taken:
    """Under ``mkdocs serve`` as ``make serve`` runs it, in a copy: from saving a rules page to the rebuilt site,
    the median of :data:`EDITS` edits, saved at points spread over the :data:`POLL` of MkDocs' file watcher."""
    with tempfile.TemporaryDirectory() as folder:
        copied = copy(project, Path(folder) / "project")
        with socket.create_server(("127.0.0.1", 0)) as probe:  # a free port, for the server to take
            port = probe.getsockname()[1]
        arguments = [str(project.bin / "mkdocs"), "serve", "--dirty", "--no-strict", "--dev-addr", f"127.0.0.1:{port}"]
        server = subprocess.Popen(
            arguments,
            cwd=copied,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=environment({"PYTHONPATH": str(copied)}),
        )
        try:
            return edits(server, copied / "docs" / "reactions" / "defense.md")
        finally:
            server.terminate()
            server.wait(timeout=30)


def edits(server: subprocess.Popen[str], page: Path) -> Taken:
    """Edit ``page`` :data:`EDITS` times, each once the served site is built, and time each rebuild."""
    lines: queue.Queue[str] = queue.Queue()
    output = server.stdout
    assert output is not None

    def read() -> None:
        for line in output:
            lines.put(line)

    threading.Thread(target=read, daemon=True).start()
    printed: list[str] = []

    def built(within: float) -> None:
        deadline = time.monotonic() + within
        while time.monotonic() < deadline and server.poll() is None:
            try:
                printed.append(lines.get(timeout=1.0))
            except queue.Empty:
                continue
            if BUILT.search(printed[-1]):
                return
        sys.exit(f"mkdocs serve built nothing within {within:.0f} s:\n{''.join(printed)}")

    built(SERVE_START_SECONDS)
    original = page.read_text(encoding="utf-8")
    taken = []
    for edit in range(EDITS):
        time.sleep(1.0 + POLL * edit / EDITS)  # each save at another point of the watcher's poll
        saved, cpu = time.perf_counter(), process_cpu(server.pid)
        page.write_text(f"{original}\n<!-- edit {edit} -->\n", encoding="utf-8")
        built(60)
        taken.append(Taken(time.perf_counter() - saved, process_cpu(server.pid) - cpu))
    return Taken(statistics.median(t.wall for t in taken), statistics.median(t.cpu for t in taken))


def cases_checked(project: Project) -> Taken:
    """``fawnarules check`` of every case against the reference engine; its count is the cases checked."""
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.json"
        taken = timed([str(project.bin / "fawnarules"), "check", "--json", str(report)], project.root)
        return Taken(taken.wall, taken.cpu, sum(json.loads(report.read_text(encoding="utf-8"))["totals"].values()))


def odds(operation: str, request: object, field: str) -> Callable[[Project], Taken]:
    """``fawnarules odds`` of one request, as a player asks it from the shell."""

    def measure(project: Project) -> Taken:
        with tempfile.TemporaryDirectory() as folder:
            asked = Path(folder) / "request.json"
            asked.write_text(json.dumps(request), encoding="utf-8")
            arguments = ["odds", operation, "--request", str(asked), "--field", field]
            return timed([str(project.bin / "fawnarules"), *arguments], project.root)

    return measure


PRONE_TARGET = {"action": "melee_attack", "distance": 5, "target_prone": True}
TYPICAL_QUESTION = {"check": {**PRONE_TARGET, "dr": 11, "rolls": ["?"] * 2}}
"""A melee attack on a prone target: two d20s, the better kept."""
SIX_D10 = {"hit": {"weapon": {"dice": 6, "size": "d10"}, "hp": 100, "rolls": ["?"] * 6}}
"""Six d10 of damage: a million orders of the dice, the most one question may open."""


@dataclass(frozen=True)
class Measurement:
    name: str
    measure: Callable[[Project], Taken]
    target: str


MEASUREMENTS = [
    Measurement("serve rebuild", serve_rebuild, "under 1 s on a quiet machine, from the save"),
    Measurement("fresh build", strict_builds(1), "≤ 2x main at 1057401"),
    Measurement("second build", strict_builds(2), "≤ 1.5x main at 1057401"),
    Measurement("spec", command("make", "spec", "OPTIONS=-q"), "≤ 1.5x main at 1057401"),
    Measurement("test", command("make", "test", "OPTIONS=-q"), "≤ 1.5x main at 1057401 (browser tests aside)"),
    Measurement("quick", command("make", "quick", "OPTIONS=-q"), "≤ 1.3x main at 1057401"),
    Measurement("check", cases_checked, "cases per second: more is better"),
    Measurement(
        "odds",
        odds("falchion.resolve_check", TYPICAL_QUESTION, "success"),
        "≤ 0.3 s on a quiet machine; 0.24 s CPU at 8f6c63a against 0.28 s at 7a7ca17 (9 rounds, load 13)",
    ),
    Measurement(
        "odds-6d10",
        odds("falchion.deal_damage", SIX_D10, "damage"),
        "≤ 3 s on a quiet machine; 0.53 s CPU at 8f6c63a against 0.60 s at 7a7ca17 (9 rounds, load 13)",
    ),
]
"""What ``make bench`` measures, in order: add a line to add a measurement."""


def alternated(chosen: list[Measurement], projects: list[Project], rounds: int) -> dict[tuple[str, Path], list[Taken]]:
    """Every chosen measurement of every project, ``rounds`` times, the projects' order swapped each round so that a
    slow spell of the machine weighs on both; the floor is measured in every round."""
    taken: dict[tuple[str, Path], list[Taken]] = {}
    for round_number in range(rounds):
        order = projects if round_number % 2 == 0 else projects[::-1]
        for measurement in [Measurement("floor", floor, "a fixed Python loop"), *chosen]:
            for project in order:
                result = measurement.measure(project)
                taken.setdefault((measurement.name, project.root), []).append(result)
                print(f"  round {round_number + 1}: {measurement.name} of {project.root}: {describe(result)}")
    return taken


def describe(taken: Taken) -> str:
    rate = f", {taken.count / taken.wall:,.0f} per second" if taken.count else ""
    return f"{taken.wall:6.2f} s wall, {taken.cpu:6.2f} s CPU{rate}"


def median(runs: list[Taken]) -> Taken:
    return Taken(statistics.median(run.wall for run in runs), statistics.median(run.cpu for run in runs), runs[0].count)


def report(chosen: list[Measurement], projects: list[Project], taken: dict[tuple[str, Path], list[Taken]]) -> None:
    """For each measurement, its median, its ratio to the floor and, with a baseline, to the baseline."""
    here = projects[0].root
    floors = {project.root: median(taken["floor", project.root]) for project in projects}
    print(f"\nmedians; ÷ floor is CPU over the floor's CPU ({floors[here].cpu:.2f} s here)")
    for measurement in chosen:
        ours = median(taken[measurement.name, here])
        line = f"{measurement.name:14} {describe(ours)}  ÷ floor {ours.cpu / floors[here].cpu:6.1f}"
        if len(projects) > 1:
            base = median(taken[measurement.name, projects[1].root])
            line += f"  ÷ baseline: wall {ours.wall / base.wall:4.2f}x, CPU {ours.cpu / base.cpu:4.2f}x"
            line += f" (baseline {base.wall:.2f} s wall, {base.cpu:.2f} s CPU)"
        print(f"{line}\n{'':14} target: {measurement.target}")


def main(arguments: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("names", nargs="*", help="only these measurements: " + ", ".join(m.name for m in MEASUREMENTS))
    parser.add_argument("--baseline", type=Path, help="another checkout, with its own .venv, measured alternately")
    parser.add_argument("--rounds", type=int, default=1, help="how many times each measurement runs (default 1)")
    options = parser.parse_args(arguments)
    if unknown := set(options.names) - {measurement.name for measurement in MEASUREMENTS}:
        parser.error(f"no measurement named {', '.join(sorted(unknown))}")
    chosen = [measurement for measurement in MEASUREMENTS if not options.names or measurement.name in options.names]
    projects = [Project(ROOT)]
    if options.baseline:
        baseline = Project(options.baseline.resolve())
        if not (baseline.bin / "python").exists():
            parser.error(f"{baseline.root} has no .venv: run 'make .venv/.installed' there first")
        projects.append(baseline)
    report(chosen, projects, alternated(chosen, projects, max(1, options.rounds)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
