"""One gate for the spec of a checkout: what ``fawnarules lint`` refuses, export and check refuse too.

A contributor meets each mistake once, in lint's words (``file:line: what — how to fix``),
whichever command they run first; no command writes a corpus or checks an engine against a
spec lint would refuse. Notes (worth knowing, not wrong) do not stop anything.
"""

from __future__ import annotations

from pathlib import Path

from fawnarules.lint import lint
from fawnarules.sources.case import CaseError
from fawnarules.sources.project import Sources, read_sources


def refuse_broken_spec(root: Path) -> Sources:
    """The sources under ``root`` as lint read and passed them, for a command to take its cases from: the files are
    read once, so the cases are those lint checked. Raise a :class:`CaseError`, one ``file:line: what — fix`` per
    line, when lint finds a problem in the docs and spec, or when there are no docs to read the spec against."""
    if not (root / "docs").is_dir():
        raise CaseError(f"{root}: no docs/ folder beside features/: the rules the scenarios check are stated there")
    sources = read_sources(root)
    problems = [problem for problem in lint(root, sources) if not problem.kind.is_note]
    if problems:
        raise CaseError("\n".join(map(str, problems)))
    return sources
