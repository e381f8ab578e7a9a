"""``pytest features``: each scenario a test named by its case ID, its answer held to what the scenario expects."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_lint import FEATURE, project

ROOT = Path(__file__).resolve().parent.parent
DODGE_COST = "features/reactions/defense.feature::reactions.defense.dodge-cost/a-failed-dodge-still-costs-two-reactions"


def pytest_run(*arguments: str, folder: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """pytest run in ``folder`` with the scenarios' collector of this project."""
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", *arguments]
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        command, cwd=folder, env=environment, capture_output=True, text=True, check=False, timeout=300
    )


@pytest.mark.slow
def test_a_scenario_selected_by_its_case_id_fails_an_engine_that_misreads_its_rule_with_the_difference() -> None:
    done = pytest_run(DODGE_COST, "--engine", f"cmd:{sys.executable} -m tests.engines.wrong_reactions")
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout
    assert "1 failed in " in done.stdout
    assert "result.reactions_spent: expected 2, got 1" in done.stdout
    assert "Scenario: A failed dodge still costs two reactions\n  Given the attack:" in done.stdout
    assert f"FAILED {DODGE_COST}" in done.stdout


@pytest.mark.slow
def test_a_step_no_form_matches_fails_its_scenario_at_its_line_and_the_others_still_run(tmp_path: Path) -> None:
    typo = FEATURE.replace(
        "      When I call reactions.resolve_attack\n      Then the result",
        "      When I cal it\n      Then the result",
    )
    done = pytest_run("-p", "tests.scenarios", "-rf", "features", folder=project(tmp_path, feature=typo))
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout
    assert "collected 3 items" in done.stdout
    assert (
        "features/sample/core.feature:12: step 'When I cal it' matches no form of the step vocabulary\n" in done.stdout
    )
    assert "`fawnarules lint` names the nearest step the spec uses" in done.stdout
    assert "FAILED features/sample/core.feature::line-5-is-no-case" in done.stdout
