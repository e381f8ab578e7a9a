"""Every scenario of ``features/`` as a pytest test, read through the spec's one model.

pytest collects each feature file as a test file, and each run of a scenario (the scenario, or one row of an
outline) as one test named by its case ID: ``pytest features``, ``pytest features/reactions -k dodge``,
``pytest "features/reactions/defense.feature::reactions.defense.pool/<slug>"``, ``--lf``, ``-x`` and ``--pdb``
work as with any test. A test sends its case's request to the engine of the run and compares the answer with
what the scenario's ``Then`` steps expect: the cases ``fawnarules export`` writes and ``fawnarules check``
runs, read by the same code (:mod:`fawnarules.sources.case`), so the suite and the checker cannot disagree on
what a step means.

A feature file that cannot be read fails that file's collection with its ``file:line`` and how to fix it. A
run of a scenario that is no case (a step that matches no form of the vocabulary, no ``When`` step) is a test
that fails with its ``file:line`` and how to fix it, while the file's other scenarios run.

The feature files of the project the tests run in are read as the checker reads a checkout's
(:func:`~fawnarules.conformance.current.kept_features_corpus`): through the project's cache, keyed by the feature
files and the package's code, so each test process reads the cases back rather than parsing the Gherkin again, and
an edit is seen at once. Where a feature file cannot be read or a scenario is no case, each file is read on its own
and says why.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fawnarules.conformance.current import kept_features_corpus
from fawnarules.sources.case import Case, CaseError, cases_by_line, run_cases
from fawnarules.sources.case_problems import NOT_A_CASE_FIX
from fawnarules.sources.expectation import mismatches
from fawnarules.sources.feature import read_feature
from fawnarules.sources.source import SourceError
from tests.checked_engine import close_engine, engine_of


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--engine``: the engine the scenarios and the doc examples talk to."""
    parser.addoption(
        "--engine",
        metavar="SPEC",
        default=None,
        help="the engine the scenarios call: cmd:<command line> or python:package.module:attribute "
        "(default: $FAWNARULES_ENGINE, else the reference engine)",
    )


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> FeatureFile | None:
    """A feature file's scenarios, as tests."""
    if file_path.suffix != ".feature":
        return None
    return FeatureFile.from_parent(parent, path=file_path)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Stop the engine the scenarios talked to, if any did."""
    close_engine(session.config)


KEPT_CASES = pytest.StashKey[dict[str, list[Case]]]()


def kept_cases(config: pytest.Config) -> dict[str, list[Case]]:
    """The cases of the project's feature files by file, in file order, read once a process through the project's
    cache; none where a feature file cannot be read or a scenario is no case, as each file then says itself."""
    if KEPT_CASES not in config.stash:
        by_file: dict[str, list[Case]] = {}
        try:
            corpus = kept_features_corpus(config.rootpath)
        except (SourceError, CaseError):
            corpus = None
        for case in corpus.cases if corpus else ():
            by_file.setdefault(case.source.rpartition(":")[0], []).append(case)
        config.stash[KEPT_CASES] = by_file
    return config.stash[KEPT_CASES]


class FeatureFile(pytest.File):
    """One feature file: a test for each of its cases, in file order."""

    def collect(self) -> Iterator[ScenarioTest | NoCase]:
        source = shown_path(self.path, self.config.rootpath)
        kept = kept_cases(self.config).get(source)
        if kept is not None:
            for case in kept:
                yield ScenarioTest.from_parent(self, name=case.id, case=case)
            return
        try:
            feature = read_feature(self.path, source)
        except SourceError as error:
            raise self.CollectError(str(error)) from None
        cases = cases_by_line(feature)
        for line, made in run_cases(feature):
            if isinstance(made, CaseError):
                yield NoCase.from_parent(self, name=f"line-{line}-is-no-case", error=made)
            else:
                yield ScenarioTest.from_parent(self, name=cases[line].id, case=cases[line])


class ScenarioTest(pytest.Item):
    """One run of a scenario: its request sent to the engine, the answer held to what the scenario expects."""

    def __init__(self, *, case: Case, **arguments: Any) -> None:
        super().__init__(**arguments)
        self.case = case

    def runtest(self) -> None:
        """Fail with each difference (the first is what pytest's summary line shows), the scenario in words and the
        whole answer, where the answer differs from what the scenario expects."""
        answer = engine_of(self.config).call(self.case.operation, self.case.request)
        differences = mismatches(self.case.expected, answer)
        if differences:
            scenario = [f"Scenario: {self.case.scenario}", *(f"  {step}" for step in self.case.steps)]
            shown = "answer: " + json.dumps(answer, indent=2)
            pytest.fail("\n".join([*differences, "", *scenario, "", shown]), pytrace=False)

    def reportinfo(self) -> tuple[Path, int, str]:
        line = int(self.case.source.rpartition(":")[2])
        return self.path, line - 1, f"Scenario: {self.case.scenario}"


def shown_path(path: Path, root: Path) -> str:
    """The feature file's path as messages show it: from the project's root where it is inside it."""
    return path.relative_to(root).as_posix() if path.is_relative_to(root) else path.as_posix()


class NoCase(pytest.Item):
    """A run of a scenario that is no case: it fails with why, at its line, and what to do."""

    def __init__(self, *, error: CaseError, **arguments: Any) -> None:
        super().__init__(**arguments)
        self.error = error

    def runtest(self) -> None:
        nearest = "`fawnarules lint` names the nearest step the spec uses"
        pytest.fail(f"{self.error}\n{NOT_A_CASE_FIX}; {nearest}", pytrace=False)

    def reportinfo(self) -> tuple[Path, None, str]:
        return self.path, None, str(self.error).partition(": ")[0]
