"""Whether the cost per page, per check and per file stays flat at ten times the rules.

On a copy of the project in a temporary folder, each of the five rulebooks is cloned under
new names (``reactions`` -> ``reactions_b`` ... ``reactions_j``): its package under
``fawnarules/``, its docs pages, its feature files and its nav entries, with every rule ID,
operation name, module path and scenario name renamed, and the clone registered with the
reference engine. A clone is a rulebook like the others: its scenarios call its own
operations, which refuse with its own rule IDs, so the spec run passes at every scale.

At each scale it measures, in CPU time (steadier than wall time on a shared machine):

* ``mkdocs build --strict``, per page built (after two builds: the first works out and keeps
  the odds figures, which no clone has kept, and the second keeps every page under them);
* the spec run (``pytest tests/test_spec.py docs``), per check;
* ``fawnarules lint``, per file read.

Then it prints, for each figure, the cost per unit at 10x against 1x (target at most 1.2)
and the growth of the marginal cost (3x->10x against 1x->3x), which shows work that grows
faster than the rules even while start-up costs still hide it in the per-unit figure.
Run with ``make bench`` or ``.venv/bin/python benchmarks/scale.py [--scales 1 3 10]``.
Nothing of the clones is written into the working tree.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from measure import as_a_user_runs_it, measured

from fawnarules.engine import RULESETS

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
SKIPPED = {".venv", ".git", ".mypy_cache", ".ruff_cache", ".pytest_cache", "__pycache__"}
SKIPPED_AT_ROOT = {"site", ".cache", "build", "dist"}
LETTERS = "bcdefghijklmnopqrstuvwxyz"
TARGET = 1.2
PASSED = re.compile(r"(\d+) passed")
FAILED = re.compile(r"\d+ (failed|error)")
SCENARIO = re.compile(r"^(\s*Scenario(?: Outline)?:.*?)\s*$", re.MULTILINE)
NAV_SECTION = re.compile(r"^(?P<indent>\s*)- (?P<title>[^:]+|\"[^\"]+\"):\s*$")


@dataclass(frozen=True)
class Renaming:
    """How the texts of one rulebook read in one of its clones."""

    original: str
    clone: str
    names: tuple[str, ...]
    """The chapters, operations and modules of the original: what may follow ``<original>.`` in an ID."""

    def apply(self, text: str) -> str:
        """``text`` with the original's module paths, folders, rule IDs and operation names renamed."""
        text = re.sub(rf"fawnarules([./]){self.original}\b", rf"fawnarules\g<1>{self.clone}", text)
        text = re.sub(rf"(?<![\w./-]){self.original}/", f"{self.clone}/", text)
        alternatives = "|".join(re.escape(name) for name in sorted(self.names, key=len, reverse=True))
        return re.sub(rf"(?<![\w./-]){self.original}\.(?=(?:{alternatives})(?![\w-]))", f"{self.clone}.", text)


def renaming(project: Path, original: str, clone: str) -> Renaming:
    """The renaming of ``original`` into ``clone``, from the names found on disk."""
    chapters = {page.stem for page in (project / "docs" / original).glob("*.md")}
    chapters |= {feature.stem for feature in (project / "features" / original).glob("*.feature")}
    modules = {module.stem for module in (project / "fawnarules" / original).glob("*.py")}
    functions = {
        name
        for module in (project / "fawnarules" / original).glob("*.py")
        for name in re.findall(r"^def ([a-z_]+)\(", module.read_text(encoding="utf-8"), re.MULTILINE)
    }
    return Renaming(original, clone, tuple(chapters | modules | functions))


def clone_tree(source: Path, target: Path, pattern: str, rename: Renaming, suffix: str) -> None:
    """Copy the files of ``source`` matching ``pattern`` to ``target``, renamed; scenario names get ``suffix``."""
    for file in sorted(source.rglob(pattern)):
        if "__pycache__" in file.parts:
            continue
        text = rename.apply(file.read_text(encoding="utf-8"))
        if file.suffix == ".feature":
            text = SCENARIO.sub(rf"\1, {suffix}", text)
        destination = target / file.relative_to(source)
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.write_text(text, encoding="utf-8")


def nav_blocks(lines: list[str], original: str) -> list[tuple[int, int]]:
    """The (start, end) line ranges of the nav sections whose pages are all the original's."""
    blocks: list[tuple[int, int]] = []
    for start, line in enumerate(lines):
        header = NAV_SECTION.match(line)
        if header is None:
            continue
        depth = len(header["indent"])
        end = start + 1
        while end < len(lines) and lines[end].strip() and len(lines[end]) - len(lines[end].lstrip()) > depth:
            end += 1
        pages = [entry for entry in lines[start + 1 : end] if entry.strip()]
        paths = [entry.rsplit(":", 1)[-1].strip() for entry in pages]
        if paths and all(re.match(rf"(spec/)?{original}/", path) for path in paths):
            blocks.append((start, end))
    return blocks


def add_to_nav(config: Path, renames: list[Renaming]) -> None:
    """Each clone's Rules and Spec sections, right after its original's, titled with the clone's name."""
    lines = config.read_text(encoding="utf-8").splitlines()
    insertions: list[tuple[int, list[str]]] = []
    for original in RULESETS:
        for start, end in nav_blocks(lines, original):
            header = NAV_SECTION.match(lines[start])
            assert header is not None
            added: list[str] = []
            for rename in (rename for rename in renames if rename.original == original):
                title = header["title"].strip('"')
                added.append(f'{header["indent"]}- "{title} ({rename.clone})":')
                added += [rename.apply(entry) for entry in lines[start + 1 : end]]
            insertions.append((end, added))
    for position, added in sorted(insertions, reverse=True):
        lines[position:position] = added
    config.write_text("\n".join(lines) + "\n", encoding="utf-8")


def register_with_engine(engine: Path, renames: list[Renaming]) -> None:
    """The clones in the reference engine's list of rulesets."""
    text = engine.read_text(encoding="utf-8")
    listed = ", ".join(f'"{name}"' for name in (*RULESETS, *(rename.clone for rename in renames)))
    changed = re.sub(r"^RULESETS = \(.*\)$", f"RULESETS = ({listed})", text, count=1, flags=re.MULTILINE)
    if changed == text:
        sys.exit(f"benchmark: no RULESETS line to extend in {engine}")
    engine.write_text(changed, encoding="utf-8")


def register_odds(table: Path, renames: list[Renaming]) -> None:
    """The clones' operations in the odds table, with the open fields of the original's."""
    pairs = ", ".join(f'("{rename.clone}", "{rename.original}")' for rename in renames)
    addition = f"""

for clone, original in ({pairs},):
    for name, fields in list(OPEN_FIELDS.items()):
        if name.startswith(original + "."):
            OPEN_FIELDS[clone + name[len(original) :]] = fields
"""
    with table.open("a", encoding="utf-8") as file:
        file.write(addition)


def synthetic_project(folder: Path, scale: int) -> Path:
    """A copy of the project with ``scale - 1`` clones of every rulebook."""
    project = folder / f"scale-{scale}"

    def skipped(directory: str, names: list[str]) -> list[str]:
        return [name for name in names if name in SKIPPED or (Path(directory) == ROOT and name in SKIPPED_AT_ROOT)]

    shutil.copytree(ROOT, project, ignore=skipped)
    renames = [
        renaming(project, original, f"{original}_{letter}") for letter in LETTERS[: scale - 1] for original in RULESETS
    ]
    for rename in renames:
        suffix = f"copy {rename.clone.rsplit('_', 1)[1]}"
        for kind, pattern in (("fawnarules", "*.py"), ("docs", "*.md"), ("features", "*.feature")):
            clone_tree(project / kind / rename.original, project / kind / rename.clone, pattern, rename, suffix)
    add_to_nav(project / "mkdocs.yml", renames)
    if renames:
        register_with_engine(project / "fawnarules" / "engine.py", renames)
        register_odds(project / "fawnarules" / "odds" / "table.py", renames)
    return project


@dataclass(frozen=True)
class Run:
    """The CPU time (user + system, children included) and wall time of one command, and its output."""

    cpu: float
    wall: float
    output: str


def run(command: list[str], project: Path) -> Run:
    """Run ``command`` in ``project``, importing the project's own ``fawnarules``; a failure stops the benchmark."""
    environment = as_a_user_runs_it({"NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(project)})
    environment.pop("FAWNARULES_ODDS_FIGURES", None)  # the copy keeps its figures in its own docs/.odds
    run = measured(command, project, environment)
    output = run.done.stdout + run.done.stderr
    if run.done.returncode != 0:
        tail = "\n".join(output.splitlines()[-40:])
        sys.exit(f"benchmark: {' '.join(command)} failed in {project}:\n{tail}")
    return Run(run.cpu, run.wall, output)


def best_of(runs: int, command: list[str], project: Path) -> Run:
    """The run with the least CPU time among ``runs``: what the work costs when the machine gets in the way least."""
    return min((run(command, project) for _ in range(runs)), key=lambda done: done.cpu)


@dataclass(frozen=True)
class Figure:
    """One measured cost at one scale: CPU seconds, wall seconds and the units they were spent on."""

    cpu: float
    wall: float
    units: int

    @property
    def per_unit(self) -> float:
        return self.cpu / self.units


def measure(project: Path, runs: int) -> dict[str, Figure]:
    """The build, spec and lint figures of one synthetic project."""
    site = project / "built-site"
    build = [str(BIN / "mkdocs"), "build", "--strict", "--quiet", "--site-dir", str(site)]
    # The first build works out the clones' odds figures, which every page's kept rendering is keyed by, so the
    # second renders every page again under them; from the third on, a build is what a contributor's next one costs.
    for _ in range(2):
        run(build, project)
    built = best_of(runs, build, project)
    pages = sum(1 for _ in site.rglob("*.html"))
    spec = best_of(runs, [str(BIN / "pytest"), "-q", "-p", "no:cacheprovider", "tests/test_spec.py", "docs"], project)
    passed = PASSED.search(spec.output)
    if passed is None or FAILED.search(spec.output):
        sys.exit(f"benchmark: the spec run in {project} did not pass:\n{spec.output[-2000:]}")
    lint = best_of(runs, [str(BIN / "python"), "-m", "fawnarules", "lint"], project)
    files = sum(1 for _ in (project / "docs").rglob("*.md")) + sum(1 for _ in (project / "features").rglob("*.feature"))
    return {
        "build, per page": Figure(built.cpu, built.wall, pages),
        "spec, per check": Figure(spec.cpu, spec.wall, int(passed[1])),
        "lint, per file": Figure(lint.cpu, lint.wall, files),
    }


def marginal(low: Figure, high: Figure) -> float:
    """CPU seconds per extra unit between two scales."""
    return (high.cpu - low.cpu) / (high.units - low.units)


def figure_lines(scale: int, figures: dict[str, Figure]) -> list[str]:
    """One line per figure of one scale."""
    return [
        f"{scale:>3}x  {what:<16} {figure.units:>6} units  {figure.cpu:7.2f} s CPU  {figure.wall:7.2f} s wall"
        f"  {figure.per_unit * 1000:7.2f} ms CPU per unit"
        for what, figure in figures.items()
    ]


def comparison_lines(figures: dict[int, dict[str, Figure]]) -> list[str]:
    """For each figure, the largest scale's cost per unit against the smallest's, and how the marginal cost grew."""
    scales = sorted(figures)
    first, last = scales[0], scales[-1]
    lines = []
    for what in figures[first]:
        low, high = figures[first][what], figures[last][what]
        ratio = high.per_unit / low.per_unit
        verdict = "within" if ratio <= TARGET else "OVER"
        line = f"{what:<16} {last}x/{first}x per unit: {ratio:5.2f}  ({verdict} the {TARGET} target)"
        if len(scales) >= 3:
            middle = figures[scales[1]][what]
            slopes = marginal(middle, high) / marginal(low, middle)
            line += f"; marginal cost {scales[1]}x->{last}x / {first}x->{scales[1]}x: {slopes:5.2f}"
        lines.append(line)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--scales", type=int, nargs="+", default=[1, 3, 10], help="how many times the rules")
    parser.add_argument("--runs", type=int, default=1, help="runs per figure; the least CPU time counts")
    parser.add_argument("--keep", type=Path, help="build the synthetic projects here and keep them")
    arguments = parser.parse_args()
    scales = sorted(set(arguments.scales))
    if scales[0] < 1 or scales[-1] > len(LETTERS) + 1:
        parser.error(f"scales run from 1 to {len(LETTERS) + 1}")
    print(f"load average before: {' '.join(f'{load:.2f}' for load in os.getloadavg())}", flush=True)
    with tempfile.TemporaryDirectory() as temporary:
        folder = arguments.keep or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        figures: dict[int, dict[str, Figure]] = {}
        for scale in scales:
            figures[scale] = measure(synthetic_project(folder, scale), arguments.runs)
            print("\n".join(figure_lines(scale, figures[scale])), flush=True)
    print(f"load average after:  {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    if len(scales) > 1:
        print("\n".join(comparison_lines(figures)))


if __name__ == "__main__":
    main()
