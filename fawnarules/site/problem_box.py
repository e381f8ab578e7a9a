"""What ``fawnarules lint`` finds wrong, shown in the live preview in a box at the top of the page it is about (a
feature file's problems on its spec page): a contributor editing a page watches the preview, not the terminal."""

from __future__ import annotations

import html
import re
from collections import defaultdict
from collections.abc import Iterable
from pathlib import PurePosixPath

from fawnarules.card.words import plural
from fawnarules.conformance.replay import spec_page_uri

PLACE = re.compile(r"^(?P<path>[^:\n]+):(?P<line>[0-9]+): ")
FIRST_HEADING = re.compile(r"<h1[\s>]")
BODY = re.compile(r"<body[^>]*>")


def problems_by_page(problems: Iterable[str], docs: str) -> dict[str, list[str]]:
    """Each problem (``file:line: what — fix``) under the page it is about (a feature file's: its spec page)."""
    found: dict[str, list[str]] = defaultdict(list)
    for problem in problems:
        path = PurePosixPath(place["path"] if (place := PLACE.match(problem)) else "")
        if path.is_relative_to(docs):
            found[path.relative_to(docs).as_posix()].append(problem)
        elif path.is_relative_to("features") and path.suffix == ".feature":
            found[spec_page_uri(path)].append(problem)
    return dict(found)


def with_problem_box(page: str, problems: list[str]) -> str:
    """A page's HTML with a box listing ``problems`` above its first heading (or at the top of its body)."""
    if not problems:
        return page
    items = "".join(f"<li>{item(problem)}</li>" for problem in problems)
    box = (
        '<div class="admonition failure fr-problems" role="alert">'
        f'<p class="admonition-title">fawnarules lint finds {plural(len(problems), "problem")} on this page</p>'
        f"<ul>{items}</ul>"
        "<p>Only the live preview shows this box: it goes when the problems are fixed.</p></div>"
    )
    at = FIRST_HEADING.search(page) or BODY.search(page)
    where = 0 if at is None else at.start() if at.re is FIRST_HEADING else at.end()
    return page[:where] + box + page[where:]


def item(problem: str) -> str:
    """One problem as HTML: its place as code, then what is wrong and how to fix it, escaped."""
    place = PLACE.match(problem)
    if place is None:
        return html.escape(problem)
    return f"<code>{html.escape(place[0].rstrip(': '))}</code> {html.escape(problem[place.end() :])}"
