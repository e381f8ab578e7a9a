"""The project's sources read once: every docs page's text and every feature file's model.

Lint, the site build and its live preview read the project through :func:`read_sources`, so a
file is read, and a mistake in it found, one way. What is built from the files (the catalogue
of rules and scenarios, the clarifications and the rules they bear on) is made from the texts
already read, never from the disk again. A file that cannot be read is a problem with its
``file:line``, and the others are still read.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from fawnarules import cache
from fawnarules.sources.case import Case, model_cases
from fawnarules.sources.catalog import (
    Catalogue,
    RuleHeading,
    SpecRule,
    SpecScenario,
    feature_rules,
    loose_scenarios,
    page_rule_headings,
)
from fawnarules.sources.clarification import Clarification, is_clarifications_page, read_clarifications, rules_tied
from fawnarules.sources.feature import Feature, document_key, parse_feature
from fawnarules.sources.problem import Problem
from fawnarules.sources.source import SourceError, read_source


@dataclass(frozen=True)
class Sources:
    """Each docs page's text and each feature file's model, by path from the project's folder, and the problems
    of the files that could not be read."""

    pages: tuple[tuple[Path, str], ...]
    features: tuple[tuple[Path, Feature], ...]
    unreadable: tuple[Problem, ...]
    digests: Mapping[str, str] = field(default_factory=dict)
    """Each file's SHA-256, by path: what a page made from several files is kept by."""

    @cached_property
    def catalogue(self) -> Catalogue:
        """Every rule heading of the docs and every rule and loose scenario of the spec."""
        headings: list[RuleHeading] = []
        for path, text in self.pages:
            headings += page_rule_headings(path, text)
        rules: list[SpecRule] = []
        loose: list[SpecScenario] = []
        for path, feature in self.features:
            rules += feature_rules(path, feature)
            loose += loose_scenarios(path, feature)
        return Catalogue(tuple(headings), tuple(rules), tuple(loose))

    @cached_property
    def cases(self) -> list[Case]:
        """Every case of the feature files read, by file path then file order."""
        return [case for _, feature in self.features for case in model_cases(feature)]

    @cached_property
    def clarifications(self) -> list[Clarification]:
        """Every clarification of every rulebook, page by page."""
        return [
            found
            for path, text in self.pages
            if len(path.parts) == 3 and is_clarifications_page(path)
            for found in read_clarifications(path, text)
        ]

    @cached_property
    def clarified(self) -> dict[str, list[Clarification]]:
        """For each rule ID, the clarifications tied to it (:func:`~fawnarules.sources.clarification.rules_tied`)."""
        chapters = [(path, text) for path, text in self.pages if len(path.parts) == 3]
        return rules_tied(self.clarifications, chapters)

    @cached_property
    def feature_by_path(self) -> dict[str, Feature]:
        """Each feature file's model by its path, ``features/<ruleset>/<chapter>.feature``."""
        return {path.as_posix(): feature for path, feature in self.features}

    @cached_property
    def page_by_path(self) -> dict[str, str]:
        """Each docs page's text by its path, ``docs/<ruleset>/<chapter>.md``."""
        return {path.as_posix(): text for path, text in self.pages}

    @cached_property
    def digest(self) -> str:
        """One SHA-256 of every file that was read, and of the problems of those that could not be."""
        return hashlib.sha256(repr([sorted(self.digests.items()), self.unreadable]).encode()).hexdigest()


def read_sources(root: Path) -> Sources:
    """Every docs page and feature file under ``root``; those that cannot be read become problems. The parser's
    document of each feature file is kept in the project's cache, ``features/``, which keeps those of this read."""
    kept = cache.cache_folder(root, "features")
    pages: list[tuple[Path, str]] = []
    features: list[tuple[Path, Feature]] = []
    unreadable: list[Problem] = []
    digests: dict[str, str] = {}
    documents: list[str] = []
    for file in sorted([*(root / "docs").rglob("*.md"), *(root / "features").rglob("*.feature")]):
        path = file.relative_to(root)
        try:
            text = read_source(file, path.as_posix())
            digests[path.as_posix()] = hashlib.sha256(text.encode()).hexdigest()
            if file.suffix == ".md":
                pages.append((path, text))
            else:
                features.append((path, parse_feature(path.as_posix(), text, kept)))
                documents.append(document_key(text))
        except SourceError as error:
            unreadable += error.problems
    cache.prune(kept, documents)
    return Sources(tuple(pages), tuple(features), tuple(unreadable), digests)


def project_cases(root: Path) -> list[Case]:
    """Every case of ``features/**/*.feature`` under the project ``root``, by file path then file order, as
    :func:`read_sources` reads them; feature files that cannot be read raise a :class:`SourceError` naming each."""
    sources = read_sources(root)
    unreadable = tuple(problem for problem in sources.unreadable if problem.path.parts[0] == "features")
    if unreadable:
        raise SourceError(unreadable)
    return sources.cases
