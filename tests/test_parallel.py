"""Which runs replace the test durations the next run deals by, and which add to them (``tests/parallel.py``)."""

from __future__ import annotations

import pytest

from tests.parallel import runs_every_test


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    """A folder laid out as this project is: its tests in ``tests`` and ``docs``, named by ``testpaths``, and
    Hypothesis's plugin left out as the project leaves it out (loaded, it would warn in the tests run after)."""
    pytester.makeini("[pytest]\ntestpaths = tests docs\naddopts = -p no:hypothesispytest\n")
    pytester.mkdir("tests")
    pytester.mkdir("docs")
    return pytester


@pytest.mark.parametrize("arguments", [[], ["-q", "--durations", "5"]])
def test_a_run_of_every_test_replaces_the_durations(project: pytest.Pytester, arguments: list[str]) -> None:
    """``make test``: the tests that no longer exist are forgotten."""
    assert runs_every_test(project.parseconfig(*arguments))


@pytest.mark.parametrize(
    "arguments",
    [
        ["-m", "not slow"],
        ["-k", "falchion"],
        ["tests/test_spec.py"],
        ["tests/test_spec.py::test_one"],
        ["--deselect", "tests/test_spec.py::test_one"],
        ["--ignore", "tests/browser"],
        ["--ignore-glob", "tests/browser/*"],
        ["--lf"],
        ["--sw"],
        ["-x"],
    ],
)
def test_a_narrower_run_adds_to_the_durations(project: pytest.Pytester, arguments: list[str]) -> None:
    """``make quick`` leaves the slow tests out: the next ``make test`` must still know how long they take."""
    assert not runs_every_test(project.parseconfig(*arguments))
