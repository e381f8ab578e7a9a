"""The nearest step to one no form of the vocabulary matches: a typo (``Given the atack:``) is most often one or two
letters from a step the spec already uses, so lint names that step beside the vocabulary's table."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from fawnarules.sources.feature import Feature, Step
from fawnarules.sources.problem import Problem, ProblemKind
from fawnarules.sources.vocabulary import matching_form


def written(step: Step) -> str:
    """The step as a feature file states it, keyword and text."""
    return f"{step.keyword.value} {step.text}"


def all_steps(features: Iterable[tuple[Path, Feature]]) -> dict[tuple[Path, int], Step]:
    """Every step of every scenario and background, by its file and line."""
    return {
        (path, step.line): step
        for path, feature in features
        for scenario in feature.scenarios
        for step in (*scenario.background, *scenario.steps)
    }


def with_nearest_steps(problems: list[Problem], features: Iterable[tuple[Path, Feature]]) -> list[Problem]:
    """``problems``, each unknown step's fix naming the nearest step the spec uses that the vocabulary matches."""
    steps = all_steps(features)
    known = sorted({written(step) for step in steps.values() if matching_form(step.keyword, step.text)})
    return [with_nearest_step(found, steps.get((found.path, found.line)), known) for found in problems]


def with_nearest_step(found: Problem, step: Step | None, known: list[str]) -> Problem:
    """An unknown step's problem naming the nearest of the ``known`` steps, when one is near; any other as it is."""
    if found.kind is not ProblemKind.UNKNOWN_STEP or step is None:
        return found
    nearest = difflib.get_close_matches(written(step), known, n=1, cutoff=0.75)
    return replace(found, fix=f"is it '{nearest[0]}'? Otherwise {found.fix}") if nearest else found
