"""A spec release, prepared from the changes since the last one: its version, changelog entry and published cases.

Contributors change the scenarios; maintainers cut releases. The version follows from the kind of change
(:attr:`fawnarules.conformance.diff.SpecDiff.level`), the changelog entry from the cases added, changed, removed
and moved, and the release's cases are published in ``docs/conformance/releases/`` beside the earlier ones.
"""

from __future__ import annotations

import re
from collections import Counter

from fawnarules.conformance.diff import SpecDiff, diff_lines

SPEC_VERSION_LINE = re.compile(r'^SPEC_VERSION = "(?P<version>\d+\.\d+\.\d+)"$', re.M)
"""The line of ``fawnarules/conformance/corpus.py`` that states the spec's version."""

NEWEST_ENTRY = re.compile(r"^## \d+\.\d+\.\d+", re.M)


def stated_version(corpus_module: str) -> str:
    """The spec version the corpus module states (:class:`ValueError` when it states none)."""
    found = SPEC_VERSION_LINE.search(corpus_module)
    if found is None:
        raise ValueError('no line SPEC_VERSION = "MAJOR.MINOR.PATCH" in the corpus module')
    return found["version"]


def with_version(corpus_module: str, version: str) -> str:
    """The corpus module stating ``version``."""
    stated_version(corpus_module)
    return SPEC_VERSION_LINE.sub(f'SPEC_VERSION = "{version}"', corpus_module, count=1)


def changelog_entry(version: str, diff: SpecDiff) -> str:
    """A changelog entry for ``version``: a link to its cases, what changed counted by rulebook, and each change."""
    added = Counter(case.ruleset for case in diff.added)
    by_rulebook = ", ".join(f"{count} for {ruleset}" for ruleset, count in sorted(added.items()))
    summary = (
        f"{len(diff.added)} cases added{': ' + by_rulebook if by_rulebook else ''}; {len(diff.changed)} changed, "
        f"{len(diff.removed)} removed, {len(diff.new_ids)} moved to a new ID."
    )
    changes = "\n".join(f"- `{line}`" for line in diff_lines(diff))
    return f"## {version}\n\n[cases-{version}.json](releases/cases-{version}.json). {summary}\n\n{changes}\n\n"


def with_entry(changelog: str, entry: str) -> str:
    """The changelog with ``entry`` above its newest entry (at its end when it has none)."""
    newest = NEWEST_ENTRY.search(changelog)
    if newest is None:
        return changelog.rstrip("\n") + "\n\n" + entry
    return changelog[: newest.start()] + entry + changelog[newest.start() :]
