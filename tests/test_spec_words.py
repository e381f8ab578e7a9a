"""The spec pages speak the game: the words a feature file gives in free text show no engine word.

A feature file's description, and those of its rules and scenarios, are printed on its spec
page as prose. The steps and tables are the published spec and keep the request's names; the
prose around them is read by game masters too, so it names no operation, field path or
snake_case value.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fawnarules.sources.feature import Feature, read_feature
from tests.test_worked_examples import ENGINE_WORDS

ROOT = Path(__file__).resolve().parent.parent


def descriptions(feature: Feature) -> list[tuple[str, str]]:
    """Each description of a feature file, named by what it describes."""
    described = [(f"Feature: {feature.name}", feature.description)]
    described += [(f"Rule: {rule.title}", rule.description) for rule in feature.rules]
    described += [(f"Scenario: {scenario.name}", scenario.description) for scenario in feature.scenarios]
    return [(name, text) for name, text in described if text.strip()]


FEATURES = [path.relative_to(ROOT) for path in sorted((ROOT / "features").rglob("*.feature"))]
"""Each feature file, found when the tests are collected and read by the test of it (so that a test process that
runs none of them reads none)."""


def feature_at(path: Path) -> Feature:
    """The model of the feature file at ``path``, under the project."""
    return read_feature(ROOT / path, path.as_posix())


@pytest.mark.parametrize("path", FEATURES, ids=[path.as_posix() for path in FEATURES])
def test_no_description_of_a_feature_shows_an_engine_word(path: Path) -> None:
    feature = feature_at(path)
    found = [
        f"{name}: {kind} {match.group()!r}"
        for name, text in descriptions(feature)
        for kind, pattern in ENGINE_WORDS.items()
        if (match := pattern.search(text))
    ]
    assert found == []


def test_every_feature_file_is_described() -> None:
    assert [path for path in FEATURES if not feature_at(path).description.strip()] == []
