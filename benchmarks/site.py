"""How fast the rules site builds and rebuilds, and how heavy its pages are.

Reports:

* the wall time of ``mkdocs build --strict`` from a fresh checkout (no ``.cache/``: no page
  kept, no feature file parsed yet; target ≤ 5 s), and of the builds after it (median of a
  few runs), which take unchanged pages from ``.cache/site/`` (target ≤ 3 s);
* under ``mkdocs serve --dirty`` (what ``make serve`` runs), the time from saving one
  rules page, and one feature file, to the rebuilt site, both as MkDocs reports it and as
  wall time from the save (target ≤ 0.5 s);
* the heaviest HTML pages (their bounds, a printable edition's and any other page's, are checked on every
  page by ``tests/browser/test_built_site.py``).

Everything runs on a copy of the project in a temporary folder, so no file of the working
tree is touched; the copy's own ``fawnarules`` package is the one imported, and its bytecode
is written as a user's Python writes it. ``--baseline
REF`` measures the project at git revision REF in the same run, for a before-and-after on
one machine at one time. ``--copies N`` adds N renamed copies of the reactions rulebook to
that copy (each with its own rule IDs, scenario names and nav section), to see how the
figures grow. Run with ``make bench`` or
``.venv/bin/python benchmarks/site.py [--baseline REF] [--copies N]``.
"""

from __future__ import annotations

import argparse
import queue
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from measure import as_a_user_runs_it, measured, process_cpu

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUNS = 3
EDITS = 3
BUILT = re.compile(r"Documentation built in (?P<seconds>[0-9.]+) seconds")
SKIPPED = {".venv", ".git", ".mypy_cache", ".ruff_cache", ".pytest_cache", "__pycache__"}
FIRST_BUILD_SECONDS = 300


def environment(project: Path) -> dict[str, str]:
    """The environment of a build of ``project``: its own package first, no MkDocs 2 notice, and its modules'
    bytecode written as a user's Python writes it (a fresh checkout's first build compiles them, later ones do not)."""
    return as_a_user_runs_it({"NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(project)})


def build_time(project: Path, site_dir: Path) -> tuple[float, float]:
    """Wall time and CPU time (user and system) of one strict build; a failing build stops the benchmark.

    MkDocs builds on one core, so on a quiet machine the two are about equal; on a busy one
    the CPU time is the steadier figure.
    """
    command = [str(BIN / "mkdocs"), "build", "--strict", "--quiet", "--site-dir", str(site_dir)]
    run = measured(command, project, environment(project))
    if run.done.returncode != 0:
        sys.exit(f"the site does not build:\n{run.done.stderr}")
    return run.wall, run.cpu


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def copy_project(folder: Path, copies: int) -> Path:
    """The project's sources as a fresh clone has them (no virtual environment, ``.cache/`` or built site), and
    ``copies`` extra rulebooks."""

    def skipped(directory: str, names: list[str]) -> list[str]:
        return [name for name in names if name in SKIPPED or (Path(directory) == ROOT and name == "site")]

    shutil.copytree(ROOT, folder, ignore=skipped)
    shutil.rmtree(folder / ".cache", ignore_errors=True)
    for letter in "bcdefghijklmnopqrstuvwxyz"[:copies]:
        add_copy(folder, f"reactions_{letter}", letter * 3)
    return folder


def checkout(folder: Path, revision: str) -> Path:
    """The project's files at git ``revision``, as a fresh clone has them."""
    folder.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", revision], cwd=ROOT, capture_output=True, check=False)
    if archive.returncode != 0:
        sys.exit(f"no such revision {revision!r}: {archive.stderr.decode(errors='replace').strip()}")
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return folder


def add_copy(project: Path, name: str, mark: str) -> None:
    """A renamed copy of the reactions rulebook, docs and features, listed in the nav."""
    for kind, suffix in (("docs", "md"), ("features", "feature")):
        (project / kind / name).mkdir()
        for source in sorted((project / kind / "reactions").glob(f"*.{suffix}")):
            text = re.sub(r"\breactions\.(?!resolve_)", f"{name}.", source.read_text(encoding="utf-8"))
            if suffix == "feature":
                text = re.sub(r"^(\s*Scenario(?: Outline)?: .*)$", rf"\1 {mark}", text, flags=re.MULTILINE)
            (project / kind / name / source.name).write_text(text, encoding="utf-8")
    chapters = sorted((project / "docs" / name).glob("*.md"))
    section = [f"  - {name}:", *(f"      - {name}/{page.name}" for page in chapters), "      - Spec:"]
    section += [f"          - spec/{name}/{page.stem}.md" for page in sorted((project / "features" / name).glob("*"))]
    config = project / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    config.write_text(text.replace("  - Rule index:", "\n".join(section) + "\n  - Rule index:", 1), encoding="utf-8")


def serve_rebuilds(project: Path, edited: list[Path]) -> dict[Path, list[tuple[float, float, float]]]:
    """Under ``mkdocs serve``: for each edit of each file, (reported build time, wall time from the save, CPU time)."""
    port = free_port()
    command = [str(BIN / "mkdocs"), "serve", "--dirty", "--no-strict", "--dev-addr", f"127.0.0.1:{port}"]
    server = subprocess.Popen(
        command, cwd=project, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=environment(project)
    )
    lines: queue.Queue[str] = queue.Queue()
    assert server.stdout is not None
    stdout = server.stdout

    def read() -> None:
        for line in stdout:
            lines.put(line)

    threading.Thread(target=read, daemon=True).start()

    def next_build(deadline: float) -> float:
        while True:
            line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            match = BUILT.search(line)
            if match:
                return float(match["seconds"])

    results: dict[Path, list[tuple[float, float, float]]] = {path: [] for path in edited}
    try:
        next_build(time.monotonic() + FIRST_BUILD_SECONDS)
        time.sleep(1.0)
        for path in edited:
            original = path.read_text(encoding="utf-8")
            comment = "#" if path.suffix == ".feature" else "<!-- edit -->"
            for edit in range(EDITS):
                for attempt in range(3):
                    # A save the watcher misses (it happens) is saved again rather than waited on forever.
                    saved, cpu = time.monotonic(), process_cpu(server.pid)
                    path.write_text(original + f"\n{comment} {edit}.{attempt}\n", encoding="utf-8")
                    try:
                        reported = next_build(saved + 30)
                    except queue.Empty:
                        continue
                    results[path].append((reported, time.monotonic() - saved, process_cpu(server.pid) - cpu))
                    break
                time.sleep(1.0)
    finally:
        server.terminate()
        server.wait(timeout=10)
    return results


def heaviest_pages(site_dir: Path, count: int = 5) -> list[tuple[int, str]]:
    sizes = [(page.stat().st_size, page.relative_to(site_dir).as_posix()) for page in site_dir.rglob("*.html")]
    return sorted(sizes, reverse=True)[:count]


@dataclass
class Figures:
    """What one measured project gave: (wall, CPU) seconds of builds, and the serve rebuilds by file edited."""

    fresh: tuple[float, float]
    kept: tuple[float, float]
    pages: int
    rebuilds: dict[str, list[tuple[float, float, float]]]
    heaviest: list[tuple[int, str]]


def measure(project: Path, site_dir: Path) -> Figures:
    """The build from a fresh checkout, the builds after it, and the rebuilds under ``mkdocs serve``."""
    fresh = build_time(project, site_dir)
    runs = [build_time(project, site_dir) for _ in range(RUNS)]
    kept = (statistics.median(wall for wall, _ in runs), statistics.median(cpu for _, cpu in runs))
    pages = sum(1 for _ in site_dir.rglob("*.html"))
    heaviest = heaviest_pages(site_dir)
    edited = {
        "rules page": project / "docs" / "reactions" / "defense.md",
        "feature file": project / "features" / "reactions" / "defense.feature",
    }
    rebuilds = serve_rebuilds(project, list(edited.values()))
    return Figures(fresh, kept, pages, {name: rebuilds[path] for name, path in edited.items()}, heaviest)


def report(title: str, figures: Figures) -> None:
    print(title)
    (fresh, fresh_cpu), (kept, kept_cpu) = figures.fresh, figures.kept
    print(f"  {figures.pages} pages")
    print(f"  mkdocs build --strict, fresh checkout: {fresh:5.2f} s  (CPU {fresh_cpu:5.2f} s; target ≤ 5 s)")
    print(f"  mkdocs build --strict, next builds:    {kept:5.2f} s  (CPU {kept_cpu:5.2f} s; target ≤ 3 s)")
    for name, rebuilds in figures.rebuilds.items():
        if rebuilds:
            reported, wall, cpu = (statistics.median(figure[index] for figure in rebuilds) for index in range(3))
            print(f"  serve rebuild, one {name + ':':13}  {reported:5.2f} s  as MkDocs reports it (target ≤ 0.5 s)")
            print(f"  {'':34}{wall:5.2f} s  from the save, noticing the change included (CPU {cpu:5.2f} s)")
        else:
            print(f"  serve rebuild, one {name}: mkdocs serve never rebuilt after an edit")
    print("  heaviest pages (bounds: tests/browser/test_built_site.py):")
    for size, name in figures.heaviest:
        print(f"    {size / 1000:7.1f} KB  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--copies", type=int, default=0, help="extra copies of the reactions rulebook (at most 25)")
    parser.add_argument("--baseline", metavar="REF", help="also measure the project at this git revision")
    arguments = parser.parse_args()
    copies = min(arguments.copies, 25)
    with tempfile.TemporaryDirectory() as folder:
        if arguments.baseline:
            baseline = checkout(Path(folder) / "baseline", arguments.baseline)
            report(f"at {arguments.baseline}:", measure(baseline, Path(folder) / "baseline-site"))
        project = copy_project(Path(folder) / "project", copies)
        title = "the working tree" + (f", with {copies} extra copies of the reactions rulebook" if copies else "")
        report(title + ":", measure(project, Path(folder) / "site"))


if __name__ == "__main__":
    main()
