"""What a contributor can get wrong in the docs and the spec, found before the suite runs.

:func:`lint` returns every :class:`~fawnarules.sources.problem.Problem` of a project, each of a
:class:`~fawnarules.sources.problem.ProblemKind`, with ``file:line`` and how to fix it; files that cannot be read
or parsed come first. Export and check of a checkout refuse what lint refuses (:mod:`fawnarules.gate`).
"""

from __future__ import annotations

from collections.abc import Iterator, Set
from functools import lru_cache
from pathlib import Path

from fawnarules.card.answer_problems import card_answer_problems
from fawnarules.card.blocks import Block, fenced_blocks
from fawnarules.card.lint import CARD_HELP, card_examples, card_problems, words_problems
from fawnarules.diagram.check import check_options
from fawnarules.diagram.diagram import DiagramError, parse_diagram, parse_options
from fawnarules.engine import ReferenceEngine, all_operations, request_schema
from fawnarules.flow import flow_problems
from fawnarules.operation import JsonObject
from fawnarules.sources import vocabulary as v
from fawnarules.sources.anchor_problems import malformed_anchor_problems
from fawnarules.sources.case_problems import case_problems, repeated_key_problems
from fawnarules.sources.catalog import FENCE
from fawnarules.sources.clarification import is_clarifications_page, read_clarifications
from fawnarules.sources.contradiction import Example, contradiction_problems, scenario_examples
from fawnarules.sources.crossref import crossref_problems
from fawnarules.sources.feature import Feature, Run, Scenario, Step
from fawnarules.sources.glossary import glossary_problems
from fawnarules.sources.outline_columns import outline_column_problems
from fawnarules.sources.problem import Problem, ProblemKind
from fawnarules.sources.project import Sources, read_sources
from fawnarules.sources.request_fields import unknown_fields
from fawnarules.sources.rule_id import RuleId
from fawnarules.sources.ruling_headings import ruling_heading_problems
from fawnarules.sources.step_typos import with_nearest_steps
from fawnarules.sources.vocabulary import GivenForm, TableShape, ThenForm, WhenForm, matching_form
from fawnarules.sources.worked_examples import rules_without_example

VOCABULARY_FIX = "use a step of the shared vocabulary: the table in docs/contributing.md"


def lint(root: Path, sources: Sources | None = None) -> list[Problem]:
    """Every problem of the project under ``root`` (its ``sources``, when they are read already): unreadable files
    first, then by file and line."""
    sources = sources or read_sources(root)
    problems: list[Problem] = []
    # Until the words file reads, no card can be read: its one problem stands for theirs.
    words = words_problems()
    for path, text in sources.pages:
        problems += page_problems(path, text, cards=not words)
        if path.name == "index.md" and len(path.parts) == 3 and (root / "features" / path.parts[1]).is_dir():
            # The YAML reader of a rulebook's front matter comes with the site's extras; the rest of lint works without.
            from fawnarules.sources.front_matter import front_matter_problems  # noqa: PLC0415

            problems += front_matter_problems(path, text)
    catalogue = sources.catalogue
    # A file that cannot be read has no rules to count: say only that it cannot be read.
    unread = {problem.path for problem in sources.unreadable}
    problems += [
        problem
        for problem in crossref_problems(catalogue)
        if not (problem.kind is ProblemKind.RULE_WITHOUT_SCENARIO and paired_feature(problem.path) in unread)
    ]
    stated = {heading.rule_id for heading in catalogue.headings}
    rulesets = {path.name for path in (root / "docs").iterdir() if path.is_dir()}
    problems += glossary_problems(root, stated)
    for path, text in sources.pages:
        if is_clarifications_page(path):
            problems += clarification_problems(path, text, stated, rulesets)
            problems += ruling_heading_problems(path, text)
    operations = frozenset(operation.name for operation in all_operations())
    for path, feature in sources.features:
        taken = frozenset(problem.line for problem in problems if problem.path == path)
        problems += spec_file_problems(path, feature, frozenset(stated), operations, taken)
    examples = [example for path, text in sources.pages for example in page_examples(path, text)]
    examples += [example for path, feature in sources.features for example in scenario_examples(path, feature)]
    problems += contradiction_problems(examples)
    problems = with_nearest_steps(problems, sources.features)
    ordered = sorted(set(problems), key=lambda problem: (str(problem.path), problem.line, problem.message))
    return [*sources.unreadable, *words, *ordered]


@lru_cache(maxsize=1024)
def page_problems(path: Path, text: str, cards: bool = True) -> tuple[Problem, ...]:
    """What is wrong in one docs page that its text alone shows (its ``cards`` too, unless they cannot be read),
    found once per text: the live preview lints the project on every edit, and most pages are as they were."""
    read = card_problems(text) if cards else []
    return (
        *malformed_anchor_problems(path, text),
        *fence_problems(path, text),
        *flow_problems(path, text),
        *(Problem(path, line, ProblemKind.MALFORMED_CARD, message, CARD_HELP) for line, message in read),
        *(card_answer_problems(path, text, ReferenceEngine()) if cards else ()),
        *rules_without_example(path, text),
    )


@lru_cache(maxsize=1024)
def page_examples(path: Path, text: str) -> tuple[Example, ...]:
    """The cards of one docs page as examples of their requests, once per text."""
    return tuple(card_examples(path, text))


@lru_cache(maxsize=1024)
def spec_file_problems(
    path: Path, feature: Feature, stated: frozenset[str], operations: frozenset[str], taken: frozenset[int]
) -> tuple[Problem, ...]:
    """What is wrong in one feature file, given the rules the docs state and the operations there are, found once per
    file; a scenario that is no case is not reported on a line that has a problem already (``taken``)."""
    # A placeholder without its column is the one problem of its step: the step, unfilled, matches nothing.
    unfilled = list(outline_column_problems(path, feature))
    steps = {problem.line for problem in unfilled}
    found = [problem for problem in feature_problems(path, feature, stated, operations) if problem.line not in steps]
    found += unfilled + repeated_key_problems(path, feature)
    return (*found, *case_problems(path, feature, set(taken) | {problem.line for problem in found}))


def paired_feature(page: Path) -> Path:
    """``docs/x/y.md`` -> ``features/x/y.feature``."""
    return Path("features", *page.parts[1:-1], page.stem + ".feature")


def fence_problems(path: Path, text: str) -> list[Problem]:
    """Code fences left open, and grid blocks the grid checker rejects (one left open is that one problem)."""
    opened = None
    for number, line in enumerate(text.splitlines(), start=1):
        if FENCE.match(line):
            opened = number if opened is None else None
    blocks = [block for block in fenced_blocks(text, "grid") if block.line != opened]
    found = [problem for block in blocks for problem in grid_problems(path, block)]
    if opened is not None:
        fix = "close it with a line of ``` after the block"
        found.append(Problem(path, opened, ProblemKind.OPEN_FENCE, "this code fence is never closed", fix))
    return found


def grid_problems(path: Path, block: Block) -> list[Problem]:
    """The problem with one grid block, placed on the line it names: its glyphs, its options, its check's name."""
    try:
        check_options(parse_diagram(block.body, parse_options(block.options)))
    except DiagramError as error:
        fix = "see 'Reading a diagram' on docs/awoudan/areas.md for the glyphs, the options and the checks"
        what = f"malformed grid block: {error}"
        return [Problem(path, block.line + (error.line or 0), ProblemKind.MALFORMED_GRID, what, fix)]
    return []


def clarification_problems(path: Path, text: str, stated: set[str], rulesets: set[str]) -> list[Problem]:
    """Clarifications that lack one of their three labelled parts, or name a rule that does not exist."""
    found: list[Problem] = []
    for clarification in read_clarifications(path, text):
        found += [
            Problem(
                path,
                clarification.line,
                ProblemKind.CLARIFICATION_PART_MISSING,
                f"clarification {clarification.rule_id} has no **{part}.** paragraph",
                f"add a paragraph starting with **{part}.** under its heading",
            )
            for part in clarification.missing_parts()
        ]
        found += [
            Problem(
                path,
                clarification.line,
                ProblemKind.CLARIFICATION_UNKNOWN_RULE,
                f"clarification {clarification.rule_id} names {rule_id}, which no docs page states",
                "correct the ID (the rule index lists them all): the index ties the ruling to the rules it names",
            )
            for rule_id in clarification.mentions
            if rule_id not in stated and RuleId.parse(rule_id).ruleset in rulesets
        ]
    return found


def feature_problems(path: Path, feature: Feature, stated: Set[str], operations: Set[str]) -> list[Problem]:
    """Every problem with the steps of one feature file: per step, per run, and per scenario."""
    found: list[Problem] = []
    for scenario in feature.scenarios:
        found += background_replaced(path, scenario)
        for run in scenario.runs():
            run_found = [problem for step in run.steps for problem in step_problems(path, step, stated, operations)]
            found += run_found or request_problems(path, run)
    return found


def step_problems(path: Path, step: Step, stated: Set[str], operations: Set[str]) -> list[Problem]:
    """What is wrong with one step (its placeholders filled in), if anything."""
    written = f"{step.keyword.value} {step.text}"
    form = matching_form(step.keyword, step.text)
    fields = form.fields(step.text) if form else {}
    cited, called = fields.get("rule"), fields.get("operation")
    found: tuple[ProblemKind, str, str]
    if form is None:
        found = ProblemKind.UNKNOWN_STEP, f"no form of the step vocabulary matches '{written}'", VOCABULARY_FIX
    elif form.table is not TableShape.NONE and step.table is None:
        fix = "add the table: | key | value | rows, or a header row for a list"
        found = ProblemKind.TABLE_MISSING, f"'{written}' needs a table under it", fix
    elif form.table is TableShape.NONE and step.table is not None:
        fix = "remove the table, or end the step with ':' to give an object"
        found = ProblemKind.TABLE_UNEXPECTED, f"'{written}' takes no table", fix
    elif cited is not None and cited not in stated:
        fix = "cite an existing rule ID (see the rule index) or add the rule"
        found = ProblemKind.UNKNOWN_REFUSAL_RULE, f"the refusal cites {cited}, which no docs page states", fix
    elif called is not None and operations and called not in operations:
        fix = "run 'fawnarules operations' for the list"
        found = ProblemKind.UNKNOWN_OPERATION, f"there is no operation {called}", fix
    else:
        return []
    return [Problem(path, step.line, *found)]


def matching_steps(steps: tuple[Step, ...]) -> Iterator[tuple[Step, GivenForm | WhenForm | ThenForm]]:
    """The steps among ``steps`` that match a form, with their form."""
    for step in steps:
        form = matching_form(step.keyword, step.text)
        if form is not None:
            yield step, form


def given_steps(steps: tuple[Step, ...]) -> Iterator[tuple[Step, GivenForm]]:
    """The ``Given`` steps among ``steps`` that match a form, with their form."""
    for step, form in matching_steps(steps):
        if isinstance(form, GivenForm):
            yield step, form


def request_problems(path: Path, run: Run) -> list[Problem]:
    """Request fields the run sets that its operation's request schema does not have.

    A run that expects an input error may well send a field on purpose, so it is not checked.
    """
    operation_name = ""
    for step, form in matching_steps(run.steps):
        if form is v.THEN_INPUT_ERROR:
            return []
        if isinstance(form, WhenForm):
            operation_name = form.operation(form.fields(step.text))
    schema = request_schema(operation_name)
    if schema is None:
        return []
    found: list[Problem] = []
    for step, form in given_steps(run.steps):
        found += [
            Problem(
                path,
                step.line,
                ProblemKind.UNKNOWN_REQUEST_FIELD,
                f"{operation_name} has no request field {field!r}",
                f"use one of: {', '.join(known)}",
            )
            for field, known in unknown_fields(given_request(form, step), schema)
        ]
    return found


def background_replaced(path: Path, scenario: Scenario) -> list[Problem]:
    """A scenario's ``Given`` that replaces an object of its Background and so drops some of its keys.

    A ``Given`` sets its field whole: the scenario's object replaces the Background's, it is
    not merged into it. Replacing is fine when the scenario repeats every key it still needs;
    a key the Background gave and the scenario's object lacks is named, unless the scenario
    expects an input error (leaving a field out may be the point).
    """
    if any(form is v.THEN_INPUT_ERROR for _, form in matching_steps(scenario.steps)):
        return []
    before: dict[str, tuple[Step, object]] = {}
    for step, form in given_steps(scenario.background):
        before[form.request_field(step.text)] = (step, given_request(form, step).get(form.request_field(step.text)))
    found: list[Problem] = []
    for step, form in given_steps(scenario.steps):
        field = form.request_field(step.text)
        if field not in before:
            continue
        background_step, old = before[field]
        new = given_request(form, step).get(field)
        if isinstance(old, dict) and isinstance(new, dict) and old.keys() - new.keys():
            dropped = ", ".join(f"{field}.{key}" for key in sorted(old.keys() - new.keys()))
            found.append(
                Problem(
                    path,
                    step.line,
                    ProblemKind.BACKGROUND_REPLACED,
                    f"this step replaces the Background's {field} (line {background_step.line}) and drops {dropped}",
                    "a scenario's object replaces the Background's whole: repeat the rows it still needs "
                    "(see 'Background and scenario' in docs/contributing.md)",
                )
            )
    return found


def given_request(form: GivenForm, step: Step) -> JsonObject:
    """The request a ``Given`` step alone makes, or ``{}`` when its table does not read."""
    try:
        return form.apply({}, form.fields(step.text), step.table.cells if step.table else None)
    except ValueError:
        return {}
