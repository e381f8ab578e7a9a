"""``fawnarules lint`` on the project and on small broken projects: each mistake named where it is."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from fawnarules import lint
from fawnarules.cli import main
from fawnarules.sources import feature
from fawnarules.sources.feature import parse_feature
from fawnarules.sources.problem import ProblemKind
from fawnarules.sources.project import read_sources

ROOT = Path(__file__).resolve().parent.parent


def card(power: int, health: int) -> str:
    """A worked example the reference engine bears out: a physical attack of ``power`` without a critical hit."""
    return textwrap.dedent(f"""\
        ```example
        operation: reactions.resolve_attack
        attack:
          type: physical
          power: {power}
          critical roll: failure
        defender:
          health: {health}
          reactions: 3
        outcome:
          damage to health: {power}
        ```
        """)


DOCS = f"""\
# Sample

## The first rule {{#sample.core.first}}

Text.

{card(20, 30)}
## The second rule {{#sample.core.second}}

Text.

{card(5, 30)}"""

FEATURE = """\
Feature: Sample

  Rule: sample.core.first

    Scenario: The first rule holds
      Given the attack:
        | type  | physical |
        | power | 20       |
      And the defender:
        | health    | 30 |
        | reactions | 3  |
      When I call reactions.resolve_attack
      Then the result has:
        | damage_to_health | 20 |

  Rule: sample.core.second

    Scenario Outline: The second rule holds for <power>
      Given the attack:
        | type  | physical |
        | power | <power>  |
      And no reactions
      When I call reactions.resolve_attack
      Then it is refused by sample.core.first

      Examples:
        | power |
        | 1     |
"""

CLARIFICATIONS = f"""\
# Clarifications

## Is it so? {{#sample.clarifications.so}}

**Question.** Is it?

**Ruling.** It is; see sample.core.first.

**Evidence.** The example.

{card(12, 40)}"""

CLARIFICATIONS_FEATURE = """\
Feature: Clarifications

  Rule: sample.clarifications.so

    Scenario: It is so
      Given no reactions
      When I call reactions.resolve_attack
      Then it is an input error at attack
"""


def project(tmp_path: Path, **changes: str) -> Path:
    """A small correct project, with some files replaced: ``docs`` ``feature`` ``clarifications``..."""
    files = {
        "docs/sample/core.md": changes.get("docs", DOCS),
        "features/sample/core.feature": changes.get("feature", FEATURE),
        "docs/sample/clarifications.md": changes.get("clarifications", CLARIFICATIONS),
        "features/sample/clarifications.feature": changes.get("clarifications_feature", CLARIFICATIONS_FEATURE),
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


RULING_WITHOUT_ID = (
    "\n## Does Cleave stop at 1 damage?\n\n**Question.** Does it?\n\n**Ruling.** Yes.\n\n**Evidence.** E.\n"
)


def problems(root: Path) -> list[str]:
    return [str(problem) for problem in lint.lint(root) if not problem.kind.is_note]


def test_the_project_itself_is_clean() -> None:
    """``fawnarules lint`` of the project, as ``make test`` runs it."""
    found = problems(ROOT)
    assert not found, "fawnarules lint finds:\n" + "\n".join(found)


def test_a_correct_sample_is_clean_and_exits_0_and_a_folder_without_docs_and_features_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["lint", str(project(tmp_path / "sample"))]) == 0
    assert "No problems found." in capsys.readouterr().out
    assert main(["lint", str(tmp_path)]) == 2


def test_a_feature_file_is_parsed_once_then_read_back_from_the_cache_which_keeps_only_the_last_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sample = project(tmp_path)
    kept = sample / ".cache" / "features"
    first = read_sources(sample)
    assert len(list(kept.iterdir())) == 2
    parse_feature.cache_clear()
    with monkeypatch.context() as unparsed:
        unparsed.setattr(feature, "gherkin_document", None)  # a text parsed again would fail here
        assert read_sources(sample).features == first.features
    (sample / "features/sample/core.feature").write_text(FEATURE.replace("holds", "stands"), encoding="utf-8")
    (sample / "features/sample/clarifications.feature").write_text("Feature without its colon\n", encoding="utf-8")
    again = read_sources(sample)
    assert [path.name for path, _ in again.features] == ["core.feature"]
    assert [problem.path.name for problem in again.unreadable] == ["clarifications.feature"]
    assert [entry.name for entry in kept.iterdir()] == [
        f"{feature.document_key(FEATURE.replace('holds', 'stands'))}.json"
    ]


def test_an_unknown_rule_id_is_reported_with_file_line_and_fix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = project(tmp_path, feature=FEATURE.replace("Rule: sample.core.second", "Rule: sample.core.secnod"))
    assert main(["lint", str(root)]) == 1
    out = capsys.readouterr().out
    assert "features/sample/core.feature:16: Rule: sample.core.secnod names no rule of the docs — fix the ID" in out
    assert "docs/sample/core.md:20: rule sample.core.second has no scenario" in out
    assert "problems found." in out


def test_a_repeated_scenario_name_is_reported_in_both_places(tmp_path: Path) -> None:
    root = project(tmp_path, clarifications_feature=CLARIFICATIONS_FEATURE.replace("It is so", "The first rule holds"))
    found = problems(root)
    assert [line.split(" — ")[0] for line in found] == [
        "features/sample/clarifications.feature:5: scenario name repeats: 'The first rule holds'",
        "features/sample/core.feature:5: scenario name repeats: 'The first rule holds'",
    ]


def outline_calling(placeholder: str) -> str:
    """The sample feature with its outline calling ``<placeholder>``, and its Examples giving an ``op`` column."""
    return FEATURE.replace(
        "When I call reactions.resolve_attack\n      Then it is", f"When I call <{placeholder}>\n      Then it is"
    ).replace("| power |\n        | 1     |", "| power | op |\n        | 1 | reactions.resolve_attack |")


def test_an_outline_step_is_checked_with_each_row_filled_in_and_a_placeholder_without_its_column_on_its_step(
    tmp_path: Path,
) -> None:
    outline = outline_calling("op")
    assert problems(project(tmp_path, feature=outline)) == []
    broken = outline.replace("| 1 | reactions.resolve_attack |", "| 1 | reactions.resolve_atack |")
    assert [line.split(":", 2)[2].split(" — ")[0] for line in problems(project(tmp_path, feature=broken))] == [
        " there is no operation reactions.resolve_atack"
    ]
    assert problems(project(tmp_path, feature=outline_calling("opp"))) == [
        "features/sample/core.feature:23: the step uses <opp>, but the Examples table at line 26 has no opp column"
        " (its columns: power, op) — is it <op>?"
    ]


@pytest.mark.parametrize(
    ("flow", "line", "reported"),
    [
        ("1. Declare\n  no dash here\n", 2, "malformed flow block: an indented line is a branch"),
        ("  - yes -> on\n1. Declare\n", 1, "malformed flow block: a branch comes under the step"),
        ("note: only a note\n", 0, "malformed flow block: a flow has at least one step"),
    ],
)
def test_a_malformed_flow_block_is_reported_on_its_line_with_how_to_write_one(
    tmp_path: Path, flow: str, line: int, reported: str
) -> None:
    fence = DOCS.count("\n") + 2
    root = project(tmp_path, docs=DOCS + f'\n```flow title="A turn"\n{flow}```\n')
    [found] = problems(root)
    assert found.startswith(f"docs/sample/core.md:{fence + line}: {reported}")
    assert found.endswith("(see 'Drawing a procedure' in docs/contributing.md)")


def test_a_malformed_glossary_row_is_reported_with_the_fix_not_raised(tmp_path: Path) -> None:
    root = project(tmp_path)
    (root / "docs/includes").mkdir()
    terms = "| Term | Meaning | Rule | Also |\n|---|---|---|---|\n| Crit | A natural 20 |\n"
    (root / "docs/includes/terms.md").write_text(terms, encoding="utf-8")
    assert problems(root) == ["docs/includes/terms.md:3: a row has 2 cells — write 4: Term | Meaning | Rule | Also"]


@pytest.mark.parametrize(
    ("front_matter", "problem"),
    [
        (
            "summary: A sample.\n",
            "docs/sample/index.md:1: the front matter has no source: line — start the page with ---,"
            " source: the credit for the game, ---",
        ),
        (
            "summary: A sample.\n\tsource: Somebody\n",
            "docs/sample/index.md:3: a line is indented with a tab — indent with spaces, or not at all",
        ),
        (
            'summary: "A sample.\nsource: Somebody\n',
            "docs/sample/index.md:2: a quote is opened and never closed — close the value's quotes on its line",
        ),
    ],
)
def test_a_rulebook_index_s_front_matter_that_lacks_its_source_or_does_not_read_is_reported_in_a_contributor_s_words(
    tmp_path: Path, front_matter: str, problem: str
) -> None:
    root = project(tmp_path)
    (root / "docs/sample/index.md").write_text(f"---\n{front_matter}---\n\n# Sample\n", encoding="utf-8")
    assert problems(root) == [problem]


def test_the_scenarios_shown_in_the_contributing_guide_use_only_the_shared_steps() -> None:
    guide = (ROOT / "docs/contributing.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```gherkin\n(.*?)```", guide, re.DOTALL)
    assert blocks
    for block in blocks:
        feature = parse_feature(
            "docs/contributing.md", "Feature: Guide\n\n" + textwrap.indent(textwrap.dedent(block), "  ")
        )
        found = lint.feature_problems(Path("docs/contributing.md"), feature, set(), {"reactions.resolve_attack"})
        assert [problem for problem in found if "refusal cites" not in problem.message] == []


BACKGROUND = FEATURE.replace(
    "Feature: Sample\n",
    "Feature: Sample\n\n  Background:\n    Given the defender:\n      | health    | 30 |\n      | reactions | 3  |\n",
).replace(
    "        | health    | 30 |\n        | reactions | 3  |\n      When", "        | health | 30 |\n      When", 1
)


def test_a_scenario_object_that_drops_a_background_key_is_noted_without_failing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = project(tmp_path, feature=BACKGROUND)
    notes = [problem for problem in lint.lint(root) if problem.kind.is_note]
    assert [(problem.kind, problem.line) for problem in notes] == [(ProblemKind.BACKGROUND_REPLACED, 14)]
    assert "replaces the Background's defender (line 4) and drops defender.reactions" in notes[0].message
    assert main(["lint", str(root)]) == 0
    assert capsys.readouterr().out == "No problems found (1 note: --notes prints them).\n"
    assert main(["lint", str(root), "--notes"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("note: features/sample/core.feature:14: ")
    assert printed[-1] == "No problems found (1 note)."


def test_a_card_name_the_result_does_not_have_is_reported_with_the_nearest_names(tmp_path: Path) -> None:
    root = project(tmp_path, docs=DOCS.replace("damage to health: 20", "damage to helth: 20"))
    [found] = problems(root)
    assert found.startswith(
        "docs/sample/core.md:17: the card's outcome names 'damage to helth', which reactions.resolve_attack does not"
        " have — is it 'damage to health'? the names there: "
    )


def test_a_worked_example_under_a_later_heading_does_not_count_for_the_rule_above(tmp_path: Path) -> None:
    docs = DOCS.replace("Text.\n\n```example", "Text.\n\n### Why\n\nBecause.\n\n```example", 1)
    assert problems(project(tmp_path, docs=docs)) == []
    docs = DOCS.replace("Text.\n\n```example", "Text.\n\n## Why\n\nBecause.\n\n```example", 1)
    found = problems(project(tmp_path / "split", docs=docs))
    assert [line.split(" — ")[0] for line in found] == [
        "docs/sample/core.md:3: the rule sample.core.first has no worked example under its heading"
    ]


CONTRADICTING_SCENARIO = """
    Scenario: A clarified attack deals one more
      Given the attack:
        | type          | physical |
        | power         | 12       |
        | critical_roll | failure  |
      And the defender:
        | health    | 40 |
        | reactions | 3  |
      When I call reactions.resolve_attack
      Then the result has:
        | damage_to_health | 13 |
"""


def test_a_ruling_contradicting_a_card_of_the_same_request_names_it(tmp_path: Path) -> None:
    root = project(tmp_path, clarifications_feature=CLARIFICATIONS_FEATURE + CONTRADICTING_SCENARIO)
    found = [problem for problem in lint.lint(root) if problem.kind is ProblemKind.CONTRADICTION]
    assert [str(problem) for problem in found] == [
        "docs/sample/clarifications.md:11: the example card and scenario 'A clarified attack deals one more'"
        " (features/sample/clarifications.feature:10) send reactions.resolve_attack the same request but expect"
        " different answers: result.damage_to_health 12 here, 13 there — one of the two is wrong: correct it, or make"
        " the requests differ in what the rulings turn on",
        "features/sample/clarifications.feature:10: scenario 'A clarified attack deals one more' and the example card"
        " (docs/sample/clarifications.md:11) send reactions.resolve_attack the same request but expect different"
        " answers: result.damage_to_health 13 here, 12 there — one of the two is wrong: correct it, or make the"
        " requests differ in what the rulings turn on",
    ]


REFUSING_SCENARIO = """
    Scenario: The first rule refuses
      Given the attack:
        | type  | physical |
        | power | 20       |
      And the defender:
        | health    | 30 |
        | reactions | 3  |
      When I call reactions.resolve_attack
      Then it is refused by sample.core.second
"""


def test_scenarios_of_one_request_expecting_different_kinds_of_answer_contradict_each_other(tmp_path: Path) -> None:
    root = project(tmp_path, clarifications_feature=CLARIFICATIONS_FEATURE + REFUSING_SCENARIO)
    found = [str(problem).split(" — ")[0] for problem in lint.lint(root) if problem.kind is ProblemKind.CONTRADICTION]
    assert found == [
        "features/sample/clarifications.feature:10: scenario 'The first rule refuses' and scenario 'The first rule"
        " holds' (features/sample/core.feature:5) send reactions.resolve_attack the same request but expect different"
        " answers: a refusal here, a result there",
        "features/sample/core.feature:5: scenario 'The first rule holds' and scenario 'The first rule refuses'"
        " (features/sample/clarifications.feature:10) send reactions.resolve_attack the same request but expect"
        " different answers: a result here, a refusal there",
    ]


MISTAKES: dict[str, tuple[dict[str, str], list[str]]] = {
    "a refusal citing an unknown rule": (
        {"feature": FEATURE.replace("refused by sample.core.first", "refused by sample.core.third")},
        [
            "features/sample/core.feature:24: the refusal cites sample.core.third, which no docs page states"
            " — cite an existing rule ID (see the rule index) or add the rule"
        ],
    ),
    "a step typo": (
        {"feature": FEATURE.replace("Given the attack:", "Given teh attack:", 1)},
        [
            "features/sample/core.feature:6: no form of the step vocabulary matches 'Given teh attack:'"
            " — is it 'Given the attack:'? Otherwise use a step of the shared vocabulary: the table in"
            " docs/contributing.md"
        ],
    ),
    "a table missing under its step": (
        {"clarifications_feature": CLARIFICATIONS_FEATURE.replace("Given no reactions", "Given the attack:")},
        [
            "features/sample/clarifications.feature:6: 'Given the attack:' needs a table under it"
            " — add the table: | key | value | rows, or a header row for a list"
        ],
    ),
    "a clarification missing its ruling": (
        {"clarifications": CLARIFICATIONS.replace("**Ruling.**", "Ruling:")},
        [
            "docs/sample/clarifications.md:3: clarification sample.clarifications.so has no **Ruling.** paragraph"
            " — add a paragraph starting with **Ruling.** under its heading"
        ],
    ),
    "a ruling heading without its ID": (
        {"clarifications": CLARIFICATIONS + RULING_WITHOUT_ID + "\n```text\n## not a heading\n```\n"},
        [
            "docs/sample/clarifications.md:24: the ruling 'Does Cleave stop at 1 damage?' has no ID, so the"
            " clarifications index leaves it out — end the heading with an ID of its own, such as"
            " {#sample.clarifications.does-cleave-stop-at}"
        ],
    ),
    "an unclosed fence": (
        {"docs": DOCS + "\n```python\nx = 1\n"},
        ["docs/sample/core.md:37: this code fence is never closed — close it with a line of ``` after the block"],
    ),
    "a grid block with an unknown glyph": (
        {"docs": DOCS + "\n```grid\n•••\n•?•\n```\n"},
        [
            "docs/sample/core.md:39: malformed grid block: line 2, column 2: '?' is not a glyph (use • for an empty"
            " cell, X for an affected cell or a figure, 0 for the origin or the character) — see 'Reading a diagram'"
            " on docs/awoudan/areas.md for the glyphs, the options and the checks"
        ],
    ),
    "a clarification naming a rule that does not exist": (
        {"clarifications": CLARIFICATIONS.replace("see sample.core.first", "see sample.core.frist")},
        [
            "docs/sample/clarifications.md:3: clarification sample.clarifications.so names sample.core.frist, which"
            " no docs page states — correct the ID (the rule index lists them all): the index ties the ruling to the"
            " rules it names"
        ],
    ),
    "a malformed card": (
        {"docs": DOCS.replace("  power: 20", "  power 20", 1)},
        [
            "docs/sample/core.md:11: malformed example card: expected 'name: value', found 'power 20' (field 'attack')"
            " — see 'Writing a worked example' in docs/contributing.md"
        ],
    ),
    "a request field the operation does not have": (
        {"feature": FEATURE.replace("      And no reactions\n", "      And the moon is made of cheese\n")},
        [
            "features/sample/core.feature:22: reactions.resolve_attack has no request field 'moon'"
            " — use one of: attack, defender, reactions"
        ],
    ),
    "a nested field the operation does not have": (
        {"feature": FEATURE.replace("| power | 20       |", "| powre | 20       |")},
        [
            "features/sample/core.feature:6: reactions.resolve_attack has no request field 'attack.powre'"
            " — use one of: critical_bonus, critical_roll, power, type"
        ],
    ),
    "a table under a rule is a worked example": (
        {
            "docs": DOCS[: DOCS.index("```example", DOCS.index("second rule"))]
            + "| Power | Damage |\n|---|---|\n| 5 | 5 |\n"
        },
        [],
    ),
    "scenarios stating different fields of one request agree": (
        {
            "clarifications_feature": CLARIFICATIONS_FEATURE
            + CONTRADICTING_SCENARIO.replace("| damage_to_health | 13 |", "| health_left | 28 |")
        },
        [],
    ),
}
"""Changes to the sample project, each with every problem lint reports for it (more are in
``tests/test_broken_files.py``, where export and check must refuse them too)."""


@pytest.mark.parametrize("mistake", MISTAKES)
def test_each_mistake_is_reported_on_its_line_with_its_fix(mistake: str, tmp_path: Path) -> None:
    changes, reported = MISTAKES[mistake]
    assert problems(project(tmp_path, **changes)) == reported
