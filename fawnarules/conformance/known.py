"""The known-failures file: case IDs expected to fail, one per line, each with its reason after ``#``.

``fawnarules check --update-known-failures FILE`` writes the file from a run
(:func:`updated_known_failures`): a listed case that still fails keeps its line as written, reason
and all; a listed case that now passes, or an ID that names no case, loses its line; a case that
fails unlisted gains one, its reason the first difference found. Lines of cases the run did not
check (filtered out, skipped, not claimed) and comment lines stay as they are, so one run over a
part of the spec never forgets the rest.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from fawnarules.conformance.runner import CaseResult
from fawnarules.json_text import shortened

REASON_KEEP = 160
"""Characters of the first difference a new line gives as its reason."""


def listed_id(line: str) -> str:
    """The case ID a line of the file lists (``""`` for a comment or a blank line)."""
    return line.partition("#")[0].strip()


def read_known_failures(path: Path) -> list[str]:
    """The case IDs a known-failures file lists, in file order."""
    return [case_id for case_id in map(listed_id, path.read_text(encoding="utf-8").splitlines()) if case_id]


def reason(result: CaseResult) -> str:
    """Why a case is listed, for a new line: its first difference, or the reason it errored."""
    if result.status == "failed" and next(iter(result.case.expected), "") != next(iter(result.answer), ""):
        return f"expected {next(iter(result.case.expected), '')}, answered {next(iter(result.answer), '')}"
    found = result.differences[0] if result.status == "failed" and result.differences else result.reason
    return shortened(" ".join(found.split()), REASON_KEEP)


def updated_known_failures(lines: Iterable[str], results: Iterable[CaseResult], case_ids: set[str]) -> list[str]:
    """The file's ``lines`` tightened by a run: see the module's docstring. ``case_ids`` are every case of
    the spec, checked or not."""
    failing: dict[str, CaseResult] = {}
    passing: set[str] = set()
    for result in results:
        if result.status in ("failed", "errored"):
            failing[result.case.id] = result
        elif result.status == "passed":
            passing.add(result.case.id)
    kept: list[str] = []
    listed: set[str] = set()
    for line in lines:
        case_id = listed_id(line)
        if case_id and (case_id in passing or case_id not in case_ids):
            continue
        listed.add(case_id)
        kept.append(line)
    added = [f"{case_id}  # {reason(result)}" for case_id, result in failing.items() if case_id not in listed]
    return kept + added
