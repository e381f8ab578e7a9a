"""``fawnarules lint``: what a contributor can get wrong, found before the suite runs, with file:line and a fix.

It checks the docs and the spec together:

* feature files that do not parse, and scenarios outside any ``Rule:``;
* rule IDs: a ``Rule:`` or a refusal (``Then it is refused by <id>``) naming no rule of the
  docs, IDs on the wrong page, IDs stated twice;
* rules without scenarios, and scenario names used twice anywhere in the spec;
* steps no definition matches (the shared vocabulary), tables missing or left over, and
  operations the engine does not have;
* clarifications missing their **Question.**, **Ruling.** or **Evidence.**, or naming a rule
  that does not exist; a rulebook index page without ``summary:`` and ``source:``;
* Markdown code fences left open, and malformed ```` ```grid ```` blocks (unknown glyphs,
  ragged rows, unreadable options, a ``check`` no ruleset provides).

The exit status is 1 when anything is wrong, 0 otherwise.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserException

from fawnarules.card.lint import CARD_HELP, card_problems
from fawnarules.diagram.check import find_checker
from fawnarules.diagram.diagram import DiagramError, parse_diagram, parse_options
from fawnarules.engine import all_operations
from fawnarules.spec.catalog import (
    FENCE,
    RULE_ID,
    Catalogue,
    RuleHeading,
    SpecRule,
    SpecScenario,
    doc_rule_headings,
    feature_rules,
    loose_scenarios,
    parse_feature,
)
from fawnarules.spec.clarification import is_clarifications_page, read_clarifications
from fawnarules.spec.crossref import Problem, crossref_problems
from fawnarules.spec.vocabulary import (
    GIVEN_LIST,
    GIVEN_OBJECT,
    THEN_REFUSED,
    THEN_RESULT,
    THEN_RESULT_LIST,
    WHEN_CALL,
    matching_form,
)

NAME = "lint"
KEYWORD_OF_TYPE = {"Context": "Given", "Action": "When", "Outcome": "Then"}
NEEDS_TABLE = (GIVEN_OBJECT, GIVEN_LIST, THEN_RESULT, THEN_RESULT_LIST)
GRID_FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>```+|~~~+)\s*grid\b")
PLACEHOLDER = re.compile(r"<([^<>]+)>")
Node = dict[str, Any]


def register(parser: argparse.ArgumentParser) -> None:
    """Where the project is."""
    parser.add_argument("root", nargs="?", default=".", type=Path, help="the project folder (default: here)")


def run(arguments: argparse.Namespace) -> int:
    """Print every problem as ``path:line: what — how to fix``; exit 1 if there is any."""
    root: Path = arguments.root
    if not (root / "docs").is_dir() or not (root / "features").is_dir():
        print(f"fawnarules lint: {root} has no docs/ and features/ folders; run it from the project folder")
        return 2
    problems = lint(root)
    for problem in problems:
        print(problem)
    if problems:
        print(f"\n{len(problems)} problem{'s' if len(problems) != 1 else ''} found.")
        return 1
    print("No problems found.")
    return 0


def lint(root: Path) -> list[Problem]:
    """Every problem of the project under ``root``, sorted by file and line."""
    problems: list[Problem] = []
    headings: list[RuleHeading] = []
    clarification_pages: list[tuple[Path, str]] = []
    for page in sorted((root / "docs").rglob("*.md")):
        path = page.relative_to(root)
        text = page.read_text(encoding="utf-8")
        headings.extend(doc_rule_headings(path, text))
        problems += fence_problems(path, text)
        problems += [Problem(path, line, message, CARD_HELP) for line, message in card_problems(text)]
        if is_clarifications_page(path):
            clarification_pages.append((path, text))
        if path.name == "index.md" and len(path.parts) == 3 and (root / "features" / path.parts[1]).is_dir():
            problems += front_matter_problems(path, text)
    documents: dict[Path, Node] = {}
    rules: list[SpecRule] = []
    loose: list[SpecScenario] = []
    feature_paths = [feature.relative_to(root) for feature in sorted((root / "features").rglob("*.feature"))]
    for path in feature_paths:
        feature = root / path
        text = feature.read_text(encoding="utf-8")
        try:
            documents[path] = parse_feature(text)
        except (CompositeParserException, ParserException) as error:
            problems += parse_problems(path, error)
            continue
        rules.extend(feature_rules(path, text))
        loose.extend(loose_scenarios(path, text))
    catalogue = Catalogue(tuple(headings), tuple(rules), tuple(loose))
    # A file that does not parse has no rules to count: say only that it does not parse.
    unparsed = {
        f"{path.parts[1]}.{path.stem}." for path in feature_paths if path not in documents and len(path.parts) == 3
    }
    problems += [
        problem
        for problem in crossref_problems(catalogue)
        if not (problem.message.endswith("has no scenario") and problem.message.split()[1].startswith(tuple(unparsed)))
    ]
    stated = {heading.rule_id for heading in catalogue.headings}
    rulesets = {path.name for path in (root / "docs").iterdir() if path.is_dir()}
    for path, text in clarification_pages:
        problems += clarification_problems(path, text, stated, rulesets)
    operations = {operation.name for operation in all_operations()}
    for path, document in documents.items():
        problems += step_problems(path, document, stated, operations)
    return sorted(set(problems), key=lambda problem: (str(problem.path), problem.line, problem.message))


def parse_problems(path: Path, error: CompositeParserException | ParserException) -> list[Problem]:
    """A feature file the Gherkin parser rejects: each of its errors where the parser saw it."""
    errors = error.errors if isinstance(error, CompositeParserException) else [error]
    found = []
    for item in errors:
        line = (getattr(item, "location", None) or {}).get("line") or 1
        message = str(item).split(": ", 1)[-1]
        found.append(
            Problem(
                path,
                line,
                f"the feature file does not parse: {message}",
                "see the Gherkin example in docs/contributing.md",
            )
        )
    return found


def fence_problems(path: Path, text: str) -> list[Problem]:
    """Code fences left open, and grid blocks the grid checker rejects."""
    found: list[Problem] = []
    opened: tuple[int, str | None] | None = None
    body: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if opened is None:
            if FENCE.match(line):
                grid = GRID_FENCE.match(line)
                opened, body = (number, line[grid.end() :] if grid else None), []
            continue
        if FENCE.match(line):
            if opened[1] is not None:
                found += grid_problems(path, opened[0], opened[1], "\n".join(body))
            opened = None
        else:
            body.append(line)
    if opened is not None:
        found.append(
            Problem(path, opened[0], "this code fence is never closed", "close it with a line of ``` after the block")
        )
    return found


def grid_problems(path: Path, fence_line: int, options: str, body: str) -> list[Problem]:
    """The problem with one grid block, placed on the line it names: its glyphs, its options, its check's name."""
    try:
        diagram = parse_diagram(body, parse_options(options))
        if diagram.option("check") is not None:
            find_checker(diagram.required("check"))
    except DiagramError as error:
        fix = "see 'Reading a diagram' on docs/awoudan/areas.md for the glyphs, the options and the checks"
        return [Problem(path, fence_line + (error.line or 0), f"malformed grid block: {error}", fix)]
    return []


def clarification_problems(path: Path, text: str, stated: set[str], rulesets: set[str]) -> list[Problem]:
    """Clarifications that lack one of their three labelled parts, or name a rule that does not exist."""
    found: list[Problem] = []
    for clarification in read_clarifications(path, text):
        found += [
            Problem(
                path,
                clarification.line,
                f"clarification {clarification.rule_id} has no **{part}.** paragraph",
                f"add a paragraph starting with **{part}.** under its heading",
            )
            for part in clarification.missing_parts()
        ]
        found += [
            Problem(
                path,
                clarification.line,
                f"clarification {clarification.rule_id} names {rule_id}, which no docs page states",
                "correct the ID (the rule index lists them all): the index ties the ruling to the rules it names",
            )
            for rule_id in clarification.mentions
            if rule_id not in stated and rule_id.split(".", 1)[0] in rulesets
        ]
    return found


def front_matter_problems(path: Path, text: str) -> list[Problem]:
    """A rulebook's index page without the front matter its home page card is made from."""
    # The YAML reader comes with the site's extras; the rest of the command works without them.
    from fawnarules.site.ruleset import split_front_matter  # noqa: PLC0415

    meta, _ = split_front_matter(text)
    return [
        Problem(path, 1, f"the front matter has no {key}: line", f"start the page with ---, {key}: {what}, ---")
        for key, what in (("summary", "one sentence on the rulebook"), ("source", "the credit for the game"))
        if not meta.get(key)
    ]


def scenarios_of(node: Node) -> Iterator[tuple[Node, list[Node]]]:
    """Every scenario under a feature or rule, with the background steps that run before it."""
    background: list[Node] = []
    for child in node.get("children", []):
        if "background" in child:
            background = background + child["background"].get("steps", [])
        elif "scenario" in child:
            yield child["scenario"], background
        elif "rule" in child:
            for scenario, inner in scenarios_of(child["rule"]):
                yield scenario, background + inner


def example_rows(scenario: Node) -> list[dict[str, str]]:
    """The placeholder values of each Examples row of an outline; one empty row for a plain scenario."""
    rows: list[dict[str, str]] = []
    for examples in scenario.get("examples", []):
        header = [cell["value"] for cell in (examples.get("tableHeader") or {}).get("cells", [])]
        for row in examples.get("tableBody", []):
            rows.append(dict(zip(header, (cell["value"] for cell in row["cells"]), strict=False)))
    return rows or [{}]


def step_problems(path: Path, document: Node, stated: set[str], operations: set[str]) -> list[Problem]:
    """Steps of every scenario that no definition matches, or that misuse tables, rules or operations."""
    found: list[Problem] = []
    for scenario, background in scenarios_of(document.get("feature") or {}):
        for row in example_rows(scenario):
            keyword = "Given"
            for step in [*background, *scenario.get("steps", [])]:
                keyword = KEYWORD_OF_TYPE.get(step.get("keywordType", ""), keyword)
                text = filled_in(step["text"], row)
                found += step_problem(path, step, f"{keyword} {text}", stated, operations)
    return found


def filled_in(text: str, row: dict[str, str]) -> str:
    """A step of an outline with its ``<placeholders>`` replaced by one row's values."""

    def value(placeholder: re.Match[str]) -> str:
        return row.get(placeholder[1], placeholder[0])

    return PLACEHOLDER.sub(value, text)


def step_problem(path: Path, step: Node, written: str, stated: set[str], operations: set[str]) -> list[Problem]:
    """What is wrong with one step (``written`` is its keyword and text), if anything."""
    line = step["location"]["line"]
    keyword, text = written.split(" ", 1)
    form = matching_form(keyword, text)
    if form is None:
        return [
            Problem(
                path,
                line,
                f"no step definition matches '{written}'",
                "use a step of the shared vocabulary: the table in docs/contributing.md",
            )
        ]
    has_table = "dataTable" in step
    if form.pattern in NEEDS_TABLE and not has_table:
        return [
            Problem(
                path,
                line,
                f"'{written}' needs a table under it",
                "add the table: | key | value | rows, or a header row for a list",
            )
        ]
    if form.pattern not in NEEDS_TABLE and has_table:
        return [
            Problem(
                path,
                line,
                f"'{written}' takes no table",
                "remove the table, or end the step with ':' to give an object",
            )
        ]
    refused = THEN_REFUSED.fullmatch(text)
    if refused and refused["rule"] not in stated and RULE_ID.fullmatch(refused["rule"]):
        return [
            Problem(
                path,
                line,
                f"the refusal cites {refused['rule']}, which no docs page states",
                "cite an existing rule ID (see the rule index) or add the rule",
            )
        ]
    called = WHEN_CALL.fullmatch(text)
    if called and operations and called["operation"] not in operations:
        return [
            Problem(
                path, line, f"there is no operation {called['operation']}", "run 'fawnarules operations' for the list"
            )
        ]
    return []
