"""A page's front matter, YAML between two ``---`` lines, and what keeps a rulebook's index page from giving its home
page card, for ``fawnarules lint``: a YAML reader's message (``mapping values are not allowed here``) is said in a
contributor's words, at the page line it names.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from fawnarules.sources.problem import Problem, ProblemKind

FRONT_MATTER = re.compile(r"\A---\s*\n(?P<yaml>.*?)\n---\s*\n", re.DOTALL)
KEYS = (("summary", "one sentence on the rulebook"), ("source", "the credit for the game"))
YAML_WORDS = {
    "mapping values are not allowed here": (
        "a value holds ': ', which YAML reads as a second name",
        'put the value in double quotes: summary: "…"',
    ),
    "that cannot start any token": ("a line is indented with a tab", "indent with spaces, or not at all"),
    "found unexpected end of stream": ("a quote is opened and never closed", "close the value's quotes on its line"),
    "could not find expected ':'": ("a line is not 'name: value'", "write each line as name: value"),
}


def split_front_matter(text: str) -> tuple[dict[str, Any], str]:
    """A page's YAML front matter (empty when it has none or it is not a mapping) and the rest."""
    match = FRONT_MATTER.match(text)
    if match is None:
        return {}, text
    try:
        data = yaml.safe_load(match["yaml"])
    except yaml.YAMLError:
        return {}, text
    return (data if isinstance(data, dict) else {}), text[match.end() :]


def front_matter_problems(path: Path, text: str) -> list[Problem]:
    """What keeps the index page at ``path`` from giving its rulebook's card: YAML that does not read, or a
    ``summary:`` or ``source:`` line missing."""
    match = FRONT_MATTER.match(text)
    if match is not None:
        try:
            yaml.safe_load(match["yaml"])
        except yaml.MarkedYAMLError as error:
            return [unreadable_front_matter(path, error)]
        except yaml.YAMLError as error:
            return [Problem(path, 1, ProblemKind.MISSING_FRONT_MATTER, f"the front matter does not read: {error}", FIX)]
    meta, _ = split_front_matter(text)
    return [
        Problem(path, 1, ProblemKind.MISSING_FRONT_MATTER, f"the front matter has no {key}: line", fix(key, what))
        for key, what in KEYS
        if not meta.get(key)
    ]


FIX = "write it as lines of name: value between two --- lines"


def fix(key: str, what: str) -> str:
    """How to add one missing line."""
    return f"start the page with ---, {key}: {what}, ---"


def unreadable_front_matter(path: Path, error: yaml.MarkedYAMLError) -> Problem:
    """The YAML reader's complaint, in a contributor's words, at the page line it names (the front matter starts on
    the page's second line)."""
    problem = error.problem or ""
    what, how = next(
        (words for phrase, words in YAML_WORDS.items() if phrase in problem),
        (f"the front matter does not read as YAML: {problem}", FIX),
    )
    # At the end of the text, the line that opened what was left open says more than the end does.
    mark = error.context_mark if "end of stream" in problem and error.context_mark else error.problem_mark
    line = 2 + (mark.line if mark else 0)
    return Problem(path, line, ProblemKind.MISSING_FRONT_MATTER, what, how)
