"""``pytest features``: each scenario a test named by its case ID, its answer held to what the scenario expects."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DODGE_COST = "features/reactions/defense.feature::reactions.defense.dodge-cost/a-failed-dodge-still-costs-two-reactions"


def pytest_run(*arguments: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", *arguments]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False, timeout=300)


@pytest.mark.slow
def test_an_engine_that_misreads_a_rule_fails_its_scenarios_with_each_difference_and_the_scenario_in_words() -> None:
    wrong = f"cmd:{sys.executable} -m tests.engines.wrong_reactions"
    done = pytest_run("features/reactions", "-k", "dodge-cost", "--engine", wrong)
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout
    assert "2 failed, " in done.stdout
    assert "result.reactions_spent: expected 2, got 1" in done.stdout
    assert 'refused: expected {"rule": "reactions.defense.pool"}, but the answer has no such field' in done.stdout
    assert "Scenario: A failed dodge still costs two reactions\n  Given the attack:" in done.stdout
    assert f"FAILED {DODGE_COST}\n" in done.stdout


@pytest.mark.slow
def test_a_scenario_is_selected_by_its_case_id_and_passes_against_the_reference() -> None:
    done = pytest_run("-v", DODGE_COST)
    assert done.returncode == pytest.ExitCode.OK, done.stdout
    assert f"{DODGE_COST} PASSED" in done.stdout
    assert "1 passed in" in done.stdout
