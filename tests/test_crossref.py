"""The docs and the spec agree: the cross-reference check on the real project, and on broken samples."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from fawnarules.engine import RULESETS
from fawnarules.sources.catalog import Catalogue, RuleHeading, SpecRule, SpecScenario
from fawnarules.sources.clarification import is_clarifications_page
from fawnarules.sources.crossref import crossref_problems
from fawnarules.sources.feature import Scenario
from fawnarules.sources.rule_id import MENTIONED_RULE_ID, RuleId
from tests.any_request import project_sources

ROOT = Path(__file__).resolve().parent.parent


def test_the_project_docs_and_spec_cross_reference_cleanly() -> None:
    problems = crossref_problems(project_sources().catalogue)
    assert not problems, "\n".join(map(str, problems))


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


def test_a_rule_split_over_two_blocks_has_all_its_scenarios_in_file_order() -> None:
    catalogue = sample(
        [("x.a.one", "docs/x/a.md"), ("x.a.one", "docs/x/b.md")],
        [
            ("x.a.one", "features/x/a.feature", ["first", "second"]),
            ("x.a.two", "features/x/a.feature", ["other"]),
            ("x.a.one", "features/x/a.feature", ["third"]),
        ],
    )
    assert [scenario.name for scenario in catalogue.scenarios_of("x.a.one")] == ["first", "second", "third"]
    assert catalogue.scenarios_of("x.a.ghost") == []
    heading = catalogue.heading("x.a.one")
    assert heading is not None
    assert heading.path == Path("docs/x/a.md")
    assert catalogue.heading("x.a.ghost") is None


def messages(catalogue: Catalogue) -> list[str]:
    return [problem.message for problem in crossref_problems(catalogue)]


def test_a_rule_on_the_wrong_page_or_stated_twice_is_reported() -> None:
    catalogue = sample([("x.b.one", "docs/x/a.md")], [("x.b.one", "features/x/b.feature", ["s"])])
    assert messages(catalogue) == ["rule x.b.one is on the wrong page"]
    catalogue = sample(
        [("x.a.one", "docs/x/a.md"), ("x.a.one", "docs/x/a.md")], [("x.a.one", "features/x/a.feature", ["s"])]
    )
    assert messages(catalogue) == ["rule x.a.one is stated twice"] * 2


UNCITED = ROOT / "tests/uncited-rules.txt"


def refusal_citations(path: Path) -> Iterator[tuple[int, str, bool]]:
    """Each ``Refusal(<rule>, …)`` of a module: its line, the rule it cites, and whether that is a whole ID.

    A rule given as an f-string (``f"awoudan.conditions.{condition.value}"``) yields its constant start.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Refusal":
            cited = node.args[0] if node.args else None
            if isinstance(cited, ast.Constant) and isinstance(cited.value, str):
                yield node.lineno, cited.value, True
            elif isinstance(cited, ast.Name) and cited.id in constants:
                yield node.lineno, constants[cited.id], True
            elif isinstance(cited, ast.JoinedStr) and isinstance(cited.values[0], ast.Constant):
                yield node.lineno, str(cited.values[0].value), False
            else:
                yield node.lineno, ast.unparse(cited) if cited else "", False


def test_every_rule_a_refusal_cites_in_the_code_is_stated_in_the_docs() -> None:
    stated = {heading.rule_id for heading in project_sources().catalogue.headings}
    wrong = []
    for ruleset in RULESETS:
        for module in sorted((ROOT / "fawnarules" / ruleset).rglob("*.py")):
            for line, cited, whole in refusal_citations(module):
                known = cited in stated if whole else any(rule_id.startswith(cited) for rule_id in stated if cited)
                if not (known and (not whole or RuleId.parse(cited).ruleset == ruleset)):
                    wrong.append(f"{module.relative_to(ROOT)}:{line}: Refusal({cited!r}) names no rule of {ruleset}")
    assert not wrong, "\n".join(wrong)


def test_every_stated_rule_is_named_in_its_rulebook_package() -> None:
    """A rule is cited where it is implemented; a clarification is not: it is cited by the rules it clarifies, and
    one the engine already agrees with is its docs section and its scenario, no code edit."""
    allowed = {line for line in UNCITED.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")}
    headings = [heading for heading in project_sources().catalogue.headings if not is_clarifications_page(heading.path)]
    uncited = set()
    for ruleset in RULESETS:
        package = "".join(
            module.read_text(encoding="utf-8") for module in sorted((ROOT / "fawnarules" / ruleset).rglob("*.py"))
        )
        named = set(MENTIONED_RULE_ID.findall(package))
        uncited |= {
            heading.rule_id
            for heading in headings
            if RuleId.parse(heading.rule_id).ruleset == ruleset and heading.rule_id not in named
        }
    assert not uncited - allowed, (
        f"cite these rules in the docstring of the code that implements them: {sorted(uncited - allowed)}"
    )
    assert not allowed - uncited, f"now cited, remove from {UNCITED.name}: {sorted(allowed - uncited)}"


def test_a_rule_id_round_trips_and_names_its_parts_and_a_text_that_is_none_is_refused_with_the_shape() -> None:
    rule = RuleId.parse("grand_archive.prevention.partial")
    assert (rule.ruleset, rule.chapter, rule.slug, rule.page) == (
        "grand_archive",
        "prevention",
        "partial",
        "grand_archive/prevention",
    )
    assert str(rule) == "grand_archive.prevention.partial"
    assert RuleId.parse(str(rule)) == rule
    for text in ("reactions.defense", "reactions.defense_x.block", "Reactions.defense.block", "a.b.c.d", "a.b.c "):
        assert not RuleId.is_valid(text)
        with pytest.raises(ValueError, match=r"is not a rule ID like reactions\.defense\.block-bonus"):
            RuleId.parse(text)
