"""What changed between two versions of the spec, case by case, and the version change it calls for.

An engine is checked against a case's operation, request and expected answer, so those make
a case what it is: a case whose operation, request or expected answer changed, or that is
gone, breaks engines that passed it (a major change); a new case is a minor change; a case
whose scenario title or source line moved changes nothing an engine sees (a patch).

A rule ID that lost all its cases, each of which reappears unchanged under one new rule ID
with the same scenario part, was renamed; its cases are listed under the rename, not as
removed and added. Any other case that reappears unchanged with one part of its ID changed
(its rule ID, when a scenario moved to another rule, or its outline row's part, when a row's
values are spelt anew) is listed as moved, old ID to new ID. A rename or a move is still
major: case IDs are the keys of known-failures files.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from fawnarules.sources.case import Case

Level = Literal["none", "patch", "minor", "major"]
LEVELS: tuple[Level, ...] = ("none", "patch", "minor", "major")
COMPARED = ("operation", "request", "expected")
"""What an engine is checked against: a change in any of these is a change of the case."""


@dataclass(frozen=True)
class Changed:
    """A case present in both versions, and the parts of it that differ."""

    old: Case
    new: Case
    parts: tuple[str, ...]


@dataclass(frozen=True)
class SpecDiff:
    """Cases added, removed and changed between two corpora, and rule IDs renamed."""

    added: tuple[Case, ...]
    removed: tuple[Case, ...]
    changed: tuple[Changed, ...]
    renamed: tuple[tuple[str, str], ...]
    moved: int
    """Cases whose scenario title or source line changed, and nothing else."""
    new_ids: tuple[tuple[str, str], ...] = ()
    """``(old case ID, new case ID)`` for each case an engine sees unchanged under a new ID."""

    @property
    def level(self) -> Level:
        """The version change this diff calls for."""
        if self.removed or self.changed:
            return "major"
        if self.added or self.renamed or self.new_ids:
            return "minor"
        return "patch" if self.moved else "none"


def spec_diff(old: list[Case], new: list[Case]) -> SpecDiff:
    """Compare two corpora case by case."""
    old_by_id = {case.id: case for case in old}
    new_by_id = {case.id: case for case in new}
    added = [case for case in new if case.id not in old_by_id]
    removed = [case for case in old if case.id not in new_by_id]
    changed: list[Changed] = []
    moved = 0
    for case in new:
        before = old_by_id.get(case.id)
        if before is None or before == case:
            continue
        parts = tuple(part for part in COMPARED if getattr(before, part) != getattr(case, part))
        if parts:
            changed.append(Changed(before, case, parts))
        else:
            moved += 1
    renamed = dict(renamed_rules(old, new, removed, added))
    carried = {(renamed[case.rule], scenario_part(case), *essence(case)) for case in removed if case.rule in renamed}
    added = [case for case in added if (case.rule, scenario_part(case), *essence(case)) not in carried]
    removed = [case for case in removed if case.rule not in renamed]
    new_ids = list(moved_cases(removed, added))
    gone = {old_id for old_id, _ in new_ids}
    came = {new_id for _, new_id in new_ids}
    return SpecDiff(
        added=tuple(case for case in added if case.id not in came),
        removed=tuple(case for case in removed if case.id not in gone),
        changed=tuple(changed),
        renamed=tuple(renamed.items()),
        moved=moved,
        new_ids=tuple(new_ids),
    )


def moved_cases(removed: list[Case], added: list[Case]) -> Iterator[tuple[str, str]]:
    """``(old ID, new ID)`` for each removed case that reappears unchanged among the added ones with
    the same rule ID or the same scenario slug; each added case answers for one removed case at most."""
    waiting: dict[tuple[str, str], list[Case]] = defaultdict(list)
    for case in added:
        waiting[essence(case)].append(case)
    for case in removed:
        candidates = waiting[essence(case)]
        match = next((new for new in candidates if new.rule == case.rule or slug(new) == slug(case)), None)
        if match is not None:
            candidates.remove(match)
            yield case.id, match.id


def slug(case: Case) -> str:
    """The scenario's slug in a case ID, without its rule ID and without an outline row's part."""
    return scenario_part(case).partition("/")[0]


def renamed_rules(
    old: list[Case], new: list[Case], removed: list[Case], added: list[Case]
) -> Iterator[tuple[str, str]]:
    """``(old rule ID, new rule ID)`` for each rule whose cases all moved, unchanged, to one new rule ID."""
    old_rules = {case.rule for case in old}
    new_rules = {case.rule for case in new}
    gone: dict[str, list[Case]] = defaultdict(list)
    for case in removed:
        if case.rule not in new_rules:
            gone[case.rule].append(case)
    arrived = {(scenario_part(case), *essence(case)): case.rule for case in added if case.rule not in old_rules}
    for rule, cases in gone.items():
        targets = {arrived.get((scenario_part(case), *essence(case))) for case in cases}
        target = next(iter(targets))
        if len(targets) == 1 and target is not None:
            yield rule, target


def scenario_part(case: Case) -> str:
    """The case ID without its rule ID: the scenario slug and, for an outline row, the row's."""
    return case.id.removeprefix(case.rule + "/")


def essence(case: Case) -> tuple[str, str]:
    """What an engine is checked against, comparable."""
    return case.operation, repr((case.request, case.expected))


def next_version(version: str, level: Level) -> str:
    """``version`` raised by ``level`` (``1.4.2`` and minor: ``1.5.0``)."""
    major, minor, patch = (int(part) for part in version.split("."))
    raised = {"major": f"{major + 1}.0.0", "minor": f"{major}.{minor + 1}.0", "patch": f"{major}.{minor}.{patch + 1}"}
    return raised.get(level, version)


def version_level(old: str, new: str) -> Level:
    """The kind of change from version ``old`` to ``new`` (``none`` when ``new`` is not above ``old``)."""
    before = tuple(int(part) for part in old.split("."))
    after = tuple(int(part) for part in new.split("."))
    if after <= before:
        return "none"
    if after[0] > before[0]:
        return "major"
    return "minor" if after[1] > before[1] else "patch"


def version_problem(old: str, new: str, diff: SpecDiff) -> str:
    """Why version ``new`` does not fit ``diff`` from version ``old`` (``""`` when it does).

    A major diff needs a new major version, a minor one at least a new minor version; a patch
    (titles and lines only) needs none.
    """
    wanted: Level = diff.level if diff.level in ("minor", "major") else "none"
    given = version_level(old, new)
    if LEVELS.index(given) >= LEVELS.index(wanted):
        return ""
    return (
        f"these changes call for a {wanted} version, {next_version(old, wanted)} after {old}; the spec version is {new}"
    )


def diff_lines(diff: SpecDiff) -> Iterator[str]:
    """The diff for a person: one line per case or rename, grouped by kind."""
    for old_rule, new_rule in diff.renamed:
        yield f"renamed  {old_rule} -> {new_rule}"
    for old_id, new_id in diff.new_ids:
        yield f"moved    {old_id} -> {new_id}"
    for case in diff.removed:
        yield f"removed  {case.id}"
    for change in diff.changed:
        yield f"changed  {change.new.id}  ({', '.join(change.parts)})"
    for case in diff.added:
        yield f"added    {case.id}"
