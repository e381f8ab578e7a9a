"""A ruling heading without its ID: on a clarifications page every section below the title is a ruling, and a
ruling without ``{#<ruleset>.clarifications.<slug>}`` is missing from the clarifications index and checked by
nothing, so lint names it with the ID to add."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from fawnarules.sources.catalog import fence_lines, slugify
from fawnarules.sources.problem import Problem, ProblemKind

SECTION_HEADING = re.compile(r"^#{2,6}\s+(?P<title>.*?)\s*$")
ANCHOR = re.compile(r"\{[^{}]*#[^{}]*\}\s*$")


def ruling_heading_problems(path: Path, text: str) -> Iterator[Problem]:
    """Each section heading of the clarifications page at ``path`` that carries no ID."""
    ruleset = path.parent.name
    for number, (line, fenced) in enumerate(fence_lines(text), start=1):
        heading = SECTION_HEADING.match(line)
        if fenced or heading is None or ANCHOR.search(line):
            continue
        slug = "-".join(slugify(heading["title"]).split("-")[:4]) or "ruling"
        yield Problem(
            path,
            number,
            ProblemKind.RULING_WITHOUT_ID,
            f"the ruling {heading['title']!r} has no ID, so the clarifications index leaves it out",
            f"end the heading with an ID of its own, such as {{#{ruleset}.clarifications.{slug}}}",
        )
