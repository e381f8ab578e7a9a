"""The figures and output of "Check your engine" are those the checker prints today."""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.conformance.current import current_corpus
from fawnarules.site.spec_figures import fill_spec_figures
from fawnarules.sources.case import Case

ROOT = Path(__file__).resolve().parent.parent
WALKTHROUGH = ROOT / "docs" / "conformance" / "check-your-engine.md"
TEXT_BLOCK = re.compile(r"^```text\n(.*?)^```", re.S | re.M)
ENGINE = ["--engine", "cmd:node examples/javascript/engine.js"]


def shown_blocks() -> list[list[str]]:
    """The lines of each ```text block of the walkthrough, its figures filled in as the site build fills them."""
    shown = fill_spec_figures(WALKTHROUGH.read_text(encoding="utf-8"), current_corpus())
    return [block.splitlines() for block in TEXT_BLOCK.findall(shown)]


def block_starting(start: str) -> list[str]:
    [block] = [lines for lines in shown_blocks() if lines[0].startswith(start)]
    return block


def test_every_figure_of_the_walkthrough_is_filled_the_reference_engine_s_with_the_number_of_cases() -> None:
    assert [line for block in shown_blocks() for line in block if "{{" in line] == []
    cases = len(list(current_corpus().cases))
    assert block_starting(f"{cases} passed") == [f"{cases} passed, 0 failed, 0 skipped, 0 errored, 0 not claimed"]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("node") is None, reason="the JavaScript example needs Node.js")
def test_the_example_s_report_is_what_the_checker_prints(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    assert main(["check", *ENGINE]) == 1
    printed = capsys.readouterr().out.splitlines()
    shown = [line for line in block_starting("engine:") if "..." not in line]
    assert [line for line in shown if line not in printed] == []
    assert shown[-1] == printed[-1]
    assert main(["check", *ENGINE, "--known-failures", "examples/javascript/known-failures.txt"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert block_starting("known failures:") == printed[-2:]


def test_a_page_s_figures_are_filled_from_the_spec_when_the_site_is_built() -> None:
    corpus = current_corpus()
    cases = [case for case in corpus.cases if case.ruleset in ("falchion", "reactions")][:400]
    falchion = sum(case.ruleset == "falchion" for case in cases)
    page = "{{cases}}: {{cases falchion}}, {{cases except falchion}} others, {{cases awoudan}}; {cases}; "
    page += "{{spec version}}"
    shown = fill_spec_figures(page, replace(corpus, cases=tuple(cases), spec_version="9.1.0+unreleased"))
    assert shown == f"{len(cases)}: {falchion}, {len(cases) - falchion} others, 0; {{cases}}; 9.1.0+unreleased"


def test_the_example_s_figures_follow_what_it_is_documented_to_do() -> None:
    """It skips a request it reads whose defender has a shield, fails where a dodge refusal is expected, and is
    sent no case of another operation."""
    corpus = current_corpus()
    [malformed] = [case for case in corpus.cases if case.id.endswith("/5-0-10-1-0-minus-1-defender-shield")]
    dodged = next(case for case in corpus.cases if case.expected == {"refused": {"rule": "reactions.defense.dodge"}})

    def shield(case: Case, value: int) -> Case:
        return replace(case, request={**case.request, "defender": {"health": 30, "reactions": 4, "shield": value}})

    cases = (
        replace(shield(malformed, 2), expected={"result": {"shield_soak": 2}}),  # skipped
        shield(malformed, 2),  # an input error comes first: passed
        malformed,  # passed
        dodged,  # failed
        shield(dodged, 1),  # skipped
        replace(dodged, operation="reactions.draw_reaction"),  # not claimed
    )
    page = "{{example passed}} {{example failed}} {{example skipped}}\n{{example row reactions.defense.dodge}}"
    passed, failed, skipped, row = fill_spec_figures(page, replace(corpus, cases=cases)).split(maxsplit=3)
    assert (passed, failed, skipped) == ("2", "1", "2")
    assert row.split() == ["reactions.defense.dodge", ".", "1", "1", ".", "1"]
