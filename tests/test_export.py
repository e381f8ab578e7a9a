"""``fawnarules export``: every scenario as a language-neutral case, the same bytes for the same sources."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.conformance.corpus import read_case_file
from fawnarules.sources.case import CaseError, feature_cases
from fawnarules.sources.project import project_cases
from fawnarules.sources.rule_id import RULE_ID_PATTERN, RuleId
from tests.any_request import project_sources

ROOT = Path(__file__).resolve().parent.parent
CASE_ID = re.compile(rf"(?P<rule>{RULE_ID_PATTERN})/[a-z0-9-]+(/[a-z0-9-]+)?")

OUTLINE = """\
Feature: Sample
  Background:
    Given the defender:
      | health | 5 |

  Rule: sample.page.rule

    Scenario Outline: Power <power> is read
      Given the attack:
        | power | <power> |
      When I call sample.resolve
      Then the result has:
        | power | <power> |
      And the result has:
        | left | 1 |

      Examples:
        | power |
        | 3     |
        | -3    |
        | 3     |
"""


def test_export_writes_the_same_bytes_every_time_and_reads_back(tmp_path: Path) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    assert main(["export", "--root", str(ROOT), "-o", str(first)]) == 0
    assert main(["export", "--root", str(ROOT), "-o", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert list(read_case_file(first).cases) == project_cases(ROOT)


def test_every_scenario_becomes_at_least_one_case_with_a_stable_id() -> None:
    cases = project_cases(ROOT)
    ids = [case.id for case in cases]
    assert len(ids) == len(set(ids))
    for case in cases:
        match = CASE_ID.fullmatch(case.id)
        assert match, case.id
        assert match["rule"] == case.rule
        assert case.ruleset == RuleId.parse(case.rule).ruleset
    sources = {case.source.rpartition(":")[0] for case in cases}
    scenarios = {(case.rule, case.scenario) for case in cases}
    for rule in project_sources().catalogue.rules:
        assert rule.path.as_posix() in sources
        for scenario in rule.scenarios:
            assert (rule.rule_id, scenario.name) in scenarios


def test_an_outline_becomes_one_case_per_row_with_background_and_merged_expectations() -> None:
    cases = feature_cases("features/sample/page.feature", OUTLINE)
    assert [case.id for case in cases] == [
        "sample.page.rule/power-power-is-read/3",
        "sample.page.rule/power-power-is-read/minus-3",
        "sample.page.rule/power-power-is-read/3-2",
    ]
    assert cases[1].request == {"defender": {"health": 5}, "attack": {"power": -3}}
    assert cases[1].expected == {"result": {"power": -3, "left": 1}}
    assert cases[1].source == "features/sample/page.feature:20"
    assert cases[1].scenario == "Power <power> is read"


@pytest.mark.parametrize(
    ("replace", "by", "message"),
    [
        ("Given the attack:", "Given an attack:", "page.feature:9: step 'Given an attack:' matches no form"),
        (
            "When I call sample.resolve",
            "When I call sample.resolve\n      And I call sample.other",
            "page.feature:12: a scenario calls one operation",
        ),
        (
            "      Then the result has:\n        | power | <power> |\n      And",
            "      Then it is refused by sample.page.rule\n      And",
            "page.feature:13: a scenario expects one kind of answer, not refused and result",
        ),
        ("  Rule: sample.page.rule\n", "", "page.feature:18: scenario 'Power <power> is read' is outside any Rule:"),
    ],
)
def test_a_scenario_that_is_no_case_is_an_error_naming_file_and_line(replace: str, by: str, message: str) -> None:
    with pytest.raises(CaseError, match=re.escape(message)):
        feature_cases("features/sample/page.feature", OUTLINE.replace(replace, by))
