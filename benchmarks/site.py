"""How fast the rules site builds and rebuilds, and how heavy its pages are.

Reports:

* the wall time of ``mkdocs build --strict`` (median of a few runs; target under 5 s);
* under ``mkdocs serve --dirty`` (what ``make serve`` runs), the time from saving one
  feature file to the rebuilt site, both as MkDocs reports it and as wall time from the
  save (target under 1 s);
* the heaviest HTML pages (target: none over 300 KB).

Everything runs on a copy of the project in a temporary folder, so no file of the working
tree is touched. ``--copies N`` adds N renamed copies of the reactions rulebook to that
copy (each with its own rule IDs, scenario names and nav section), to see how the figures
grow before the other rulebooks exist. Run with ``make bench`` or
``.venv/bin/python benchmarks/site.py [--copies N]``.
"""

from __future__ import annotations

import argparse
import os
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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
RUNS = 3
EDITS = 3
BUILT = re.compile(r"Documentation built in (?P<seconds>[0-9.]+) seconds")
SKIPPED = {".venv", ".git", ".mypy_cache", ".ruff_cache", ".pytest_cache", "__pycache__"}
ENVIRONMENT = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def build_time(project: Path, site_dir: Path) -> float:
    """Wall time of one strict build; a failing build stops the benchmark."""
    start = time.perf_counter()
    command = [str(BIN / "mkdocs"), "build", "--strict", "--quiet", "--site-dir", str(site_dir)]
    done = subprocess.run(command, cwd=project, capture_output=True, text=True, env=ENVIRONMENT, check=False)
    if done.returncode != 0:
        sys.exit(f"the site does not build:\n{done.stderr}")
    return time.perf_counter() - start


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def copy_project(folder: Path, copies: int) -> Path:
    """The project's sources, without virtual environment, caches or built site, and ``copies`` extra rulebooks."""

    def skipped(directory: str, names: list[str]) -> list[str]:
        return [name for name in names if name in SKIPPED or (Path(directory) == ROOT and name == "site")]

    shutil.copytree(ROOT, folder, ignore=skipped)
    for letter in "bcdefghijklmnopqrstuvwxyz"[:copies]:
        add_copy(folder, f"reactions_{letter}", letter * 3)
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


def serve_rebuilds(project: Path) -> list[tuple[float, float]]:
    """Under ``mkdocs serve``: for each edit of a feature file, (reported build time, wall time from the save)."""
    port = free_port()
    command = [str(BIN / "mkdocs"), "serve", "--dirty", "--no-strict", "--dev-addr", f"127.0.0.1:{port}"]
    server = subprocess.Popen(
        command, cwd=project, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=ENVIRONMENT
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

    results: list[tuple[float, float]] = []
    try:
        next_build(time.monotonic() + 60)
        time.sleep(1.0)
        feature = sorted((project / "features").rglob("*.feature"))[0]
        original = feature.read_text(encoding="utf-8")
        for edit in range(EDITS):
            for attempt in range(3):
                # A save the watcher misses (it happens) is saved again rather than waited on forever.
                saved = time.monotonic()
                feature.write_text(original + f"\n# edit {edit}.{attempt}\n", encoding="utf-8")
                try:
                    reported = next_build(saved + 10)
                except queue.Empty:
                    continue
                results.append((reported, time.monotonic() - saved))
                break
            time.sleep(1.0)
    finally:
        server.terminate()
        server.wait(timeout=10)
    return results


def heaviest_pages(site_dir: Path, count: int = 5) -> list[tuple[int, str]]:
    sizes = [(page.stat().st_size, page.relative_to(site_dir).as_posix()) for page in site_dir.rglob("*.html")]
    return sorted(sizes, reverse=True)[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--copies", type=int, default=0, help="extra copies of the reactions rulebook (at most 25)")
    copies = min(parser.parse_args().copies, 25)
    with tempfile.TemporaryDirectory() as folder:
        project = copy_project(Path(folder) / "project", copies)
        site_dir = Path(folder) / "site"
        times = [build_time(project, site_dir) for _ in range(RUNS)]
        pages = heaviest_pages(site_dir)
        page_count = sum(1 for _ in site_dir.rglob("*.html"))
        rebuilds = serve_rebuilds(project)
    if copies:
        print(f"with {copies} extra copies of the reactions rulebook")
    print(f"mkdocs build --strict:        {statistics.median(times):5.2f} s   (target < 5 s; {page_count} pages)")
    if rebuilds:
        reported = statistics.median(seconds for seconds, _ in rebuilds)
        wall = statistics.median(seconds for _, seconds in rebuilds)
        print(f"serve rebuild, one feature:   {reported:5.2f} s   as MkDocs reports it (target < 1 s)")
        print(f"serve rebuild, from the save: {wall:5.2f} s   including noticing the change")
    else:
        print("serve rebuild: mkdocs serve never rebuilt after an edit")
    print("heaviest pages (target: none over 300 KB):")
    for size, name in pages:
        print(f"  {size / 1000:7.1f} KB  {name}")


if __name__ == "__main__":
    main()
