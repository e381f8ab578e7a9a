"""The docs and the spec agree: the cross-reference check on the real project, and on broken samples."""

from __future__ import annotations

from pathlib import Path

from fawnarules.spec.catalog import Catalogue, RuleHeading, SpecRule, SpecScenario, read_catalogue
from fawnarules.spec.crossref import crossref_problems
from fawnarules.spec.feature import Scenario

ROOT = Path(__file__).resolve().parent.parent


def test_the_project_docs_and_spec_cross_reference_cleanly() -> None:
    problems = crossref_problems(read_catalogue(ROOT))
    assert not problems, "\n".join(map(str, problems))


def test_the_reactions_rulebook_is_specified() -> None:
    catalogue = read_catalogue(ROOT)
    reactions = [heading for heading in catalogue.headings if heading.rule_id.startswith("reactions.")]
    assert len(reactions) >= 25
    assert all(catalogue.scenarios_of(heading.rule_id) for heading in reactions)


def model(name: str, rule_id: str) -> Scenario:
    return Scenario(name, 2, "", rule_id, (), ())


def sample(headings: list[tuple[str, str]], rules: list[tuple[str, str, list[str]]]) -> Catalogue:
    return Catalogue(
        headings=tuple(RuleHeading(rule_id, "title", Path(path), 1) for rule_id, path in headings),
        rules=tuple(
            SpecRule(
                rule_id,
                Path(path),
                1,
                tuple(SpecScenario(name, rule_id, Path(path), 2, model(name, rule_id)) for name in names),
            )
            for rule_id, path, names in rules
        ),
        loose=(),
    )


def messages(catalogue: Catalogue) -> list[str]:
    return [problem.message for problem in crossref_problems(catalogue)]


def test_a_rule_without_a_scenario_is_reported() -> None:
    catalogue = sample([("x.a.one", "docs/x/a.md")], [])
    assert messages(catalogue) == ["rule x.a.one has no scenario"]


def test_a_rule_block_naming_no_docs_rule_is_reported() -> None:
    catalogue = sample([], [("x.a.ghost", "features/x/a.feature", ["s"])])
    assert messages(catalogue) == ["Rule: x.a.ghost names no rule of the docs"]


def test_a_repeated_scenario_name_is_reported_in_each_place() -> None:
    catalogue = sample(
        [("x.a.one", "docs/x/a.md"), ("x.a.two", "docs/x/a.md")],
        [("x.a.one", "features/x/a.feature", ["same"]), ("x.a.two", "features/x/a.feature", ["same"])],
    )
    assert messages(catalogue) == ["scenario name repeats: 'same'"] * 2


def test_a_rule_on_the_wrong_page_is_reported() -> None:
    catalogue = sample([("x.b.one", "docs/x/a.md")], [("x.b.one", "features/x/b.feature", ["s"])])
    assert messages(catalogue) == ["rule x.b.one is on the wrong page"]


def test_a_rule_stated_twice_is_reported() -> None:
    catalogue = sample(
        [("x.a.one", "docs/x/a.md"), ("x.a.one", "docs/x/a.md")], [("x.a.one", "features/x/a.feature", ["s"])]
    )
    assert messages(catalogue) == ["rule x.a.one is stated twice"] * 2
