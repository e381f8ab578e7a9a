"""The spec's cases as the checker uses them by default: the features themselves in a checkout, else the corpus
built into the package.

Nothing a change commits is derived from the feature files: in a checkout the cases are read from
``features/``, and the package's ``data/cases.json`` is written when a wheel is built (``setup.py``). The spec
carries the version of its newest release, :data:`~fawnarules.conformance.corpus.SPEC_VERSION`, whose cases are
published in ``docs/conformance/releases/``; when the features' cases differ from those, the spec is that version
plus unreleased changes, ``2.3.0+unreleased``, and the checker says so. Maintainers cut the next version with
``fawnarules release``.

A checkout's checker keeps the features' cases in the project's cache (:mod:`fawnarules.cache`): reading the feature
files takes about twice as long as checking every case, so an unchanged spec is read back.
"""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

from pydantic import ValidationError

from fawnarules import cache
from fawnarules.conformance.corpus import (
    PACKAGED_CORPUS,
    SPEC_VERSION,
    CaseFile,
    case_file_adapter,
    corpus_line,
    read_case_file,
)
from fawnarules.conformance.diff import spec_diff
from fawnarules.sources.case import Case
from fawnarules.sources.project import project_cases

PACKAGE = Path(__file__).resolve().parent.parent
PROJECT = PACKAGE.parent
"""The folder above the package: the project's checkout when the package runs from one."""

RELEASES = Path("docs") / "conformance" / "releases"
"""The published cases of every released spec version, ``cases-<version>.json``, under a checkout."""

UNRELEASED = "+unreleased"
"""What follows the newest release's version while the spec holds changes no release has published."""


def checkout_root() -> Path | None:
    """The checkout the package runs from (it holds ``features/`` and ``docs/``), or ``None`` when installed."""
    return PROJECT if (PROJECT / "features").is_dir() and (PROJECT / "docs").is_dir() else None


def released_case_file(root: Path, version: str = SPEC_VERSION) -> Path:
    """Where a checkout keeps the published cases of ``version``."""
    return root / RELEASES / f"cases-{version}.json"


def features_corpus(root: Path, cases: list[Case] | None = None) -> CaseFile:
    """The cases of the feature files under the checkout ``root`` (``cases``, when they are read already), at the
    version they make: the newest release's when no case changed since it (a case's line may move), else that version
    ``+unreleased``."""
    cases = project_cases(root) if cases is None else cases
    released = released_case_file(root)
    unchanged = released.is_file() and spec_diff(list(read_case_file(released).cases), cases).level in ("none", "patch")
    version = SPEC_VERSION if unchanged else SPEC_VERSION + UNRELEASED
    # Read back from the corpus's JSON, so that a checkout's cases are those a wheel installs, keys sorted alike.
    return case_file_adapter().validate_json(corpus_line(cases, version))


def current_corpus() -> CaseFile:
    """The cases the checker uses by default: the features' in a checkout, else those built into the package."""
    root = checkout_root()
    return kept_features_corpus(root) if root else read_case_file(PACKAGED_CORPUS)


def kept_features_corpus(root: Path) -> CaseFile:
    """:func:`features_corpus`, kept in the project's cache (:mod:`fawnarules.cache`) while nothing it is made from
    changes: the feature files, the newest release's cases, the package's code and the versions of the readers."""
    released = released_case_file(root)
    made_from = cache.code_fingerprint([PACKAGE, root / "features"], cache.READERS)
    key = cache.content_key(made_from, released.read_text(encoding="utf-8") if released.is_file() else "")
    folder = cache.cache_folder(root, "cases")
    with suppress(OSError, ValidationError):
        return case_file_adapter().validate_json(cache.entry(folder, key).read_bytes())
    corpus = features_corpus(root)
    cache.prune(folder, [])
    cache.store(folder, key, case_file_adapter().dump_python(corpus, mode="json"))
    return corpus
