"""A feature file as one typed model: the only module that reads Gherkin.

Every reader of the spec (the catalogue, lint, the case export, the site's spec pages and
rule pages) reads a :class:`Feature`, built once per file text by :func:`parse_feature`:
its background, its ``Rule:`` blocks, their scenarios, outline examples, steps with their
keyword resolved (``And`` and ``But`` take the one before, across the background), data
tables and doc strings, each with its line. A :class:`Run` is one concrete execution of a
scenario, as the Gherkin pickle compiler defines it: the background's steps, then the
scenario's, with an outline row's values filled in.

A file that is not a feature file is a :class:`~fawnarules.sources.source.SourceError` naming
``file:line``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import cast

from gherkin.errors import CompositeParserException, ParserError, ParserException
from gherkin.parser import Parser
from gherkin.parser_types import Background as GherkinBackground
from gherkin.parser_types import Feature as GherkinFeature
from gherkin.parser_types import GherkinDocument
from gherkin.parser_types import Rule as GherkinRule
from gherkin.parser_types import Scenario as GherkinScenario
from gherkin.parser_types import Step as GherkinStep
from gherkin.parser_types import TableRow as GherkinRow

from fawnarules import cache
from fawnarules.sources.gherkin_words import in_contributor_words
from fawnarules.sources.problem import Problem
from fawnarules.sources.source import SourceError, read_source, unreadable
from fawnarules.sources.table import MAX_CELL_DEPTH, nesting_depth


class Keyword(StrEnum):
    """What a step is, once ``And``, ``But`` and ``*`` take the keyword of the step before."""

    GIVEN = "Given"
    WHEN = "When"
    THEN = "Then"
    NONE = ""
    """A ``*`` step, which Gherkin gives no meaning."""


KEYWORD_OF_TYPE = {
    "Context": Keyword.GIVEN,
    "Action": Keyword.WHEN,
    "Outcome": Keyword.THEN,
    "Unknown": Keyword.NONE,
}
"""The parser's keyword types; a ``Conjunction`` (``And``, ``But``) is not here: it takes the step before's."""


@dataclass(frozen=True)
class TableRow:
    """One row of a data table or of an outline's examples."""

    line: int
    cells: tuple[str, ...]


@dataclass(frozen=True)
class DataTable:
    """A step's data table."""

    rows: tuple[TableRow, ...]

    @property
    def cells(self) -> tuple[tuple[str, ...], ...]:
        """The table as rows of cell texts."""
        return tuple(row.cells for row in self.rows)


@dataclass(frozen=True)
class Step:
    """One step: its keyword as written (``And``), as resolved (``Given``), its text and its argument."""

    written: str
    keyword: Keyword
    text: str
    line: int
    table: DataTable | None = None
    doc_string: str | None = None

    def filled_in(self, values: dict[str, str]) -> Step:
        """The step of one outline row: its ``<placeholders>`` replaced by the row's values."""
        if not values:
            return self
        table = self.table
        if table is not None:
            rows = tuple(TableRow(row.line, tuple(fill(cell, values) for cell in row.cells)) for row in table.rows)
            table = DataTable(rows)
        doc = None if self.doc_string is None else fill(self.doc_string, values)
        return Step(self.written, self.keyword, fill(self.text, values), self.line, table, doc)


@dataclass(frozen=True)
class Examples:
    """An ``Examples:`` block of an outline: its column names and rows."""

    name: str
    line: int
    header: tuple[str, ...]
    rows: tuple[TableRow, ...]


@dataclass(frozen=True)
class Run:
    """One concrete execution of a scenario: a plain scenario, or one row of an outline.

    ``steps`` are the background's then the scenario's, with the row's values filled in;
    ``line`` is the scenario's line, or the row's for an outline.
    """

    scenario: Scenario
    line: int
    columns: tuple[str, ...]
    values: tuple[str, ...]
    steps: tuple[Step, ...]

    @property
    def name(self) -> str:
        """The scenario's name with the row's values filled in."""
        return fill(self.scenario.name, self.placeholders)

    @property
    def placeholders(self) -> dict[str, str]:
        """The row's value of each column, by column name; empty for a plain scenario."""
        return dict(zip(self.columns, self.values, strict=False))


@dataclass(frozen=True)
class Scenario:
    """A scenario or scenario outline, the rule it belongs to (``""`` outside any rule), and its background."""

    name: str
    line: int
    description: str
    rule: str
    background: tuple[Step, ...]
    steps: tuple[Step, ...]
    examples: tuple[Examples, ...] = ()

    @property
    def is_outline(self) -> bool:
        """Whether the scenario has examples."""
        return bool(self.examples)

    def runs(self) -> tuple[Run, ...]:
        """Each execution of the scenario: itself, or one per outline row (blocks without a header run nothing)."""
        if not self.is_outline:
            return (Run(self, self.line, (), (), self.all_steps({})),)
        return tuple(
            Run(
                self,
                row.line,
                examples.header,
                row.cells,
                self.all_steps(dict(zip(examples.header, row.cells, strict=False))),
            )
            for examples in self.examples
            if examples.header
            for row in examples.rows
        )

    def all_steps(self, values: dict[str, str]) -> tuple[Step, ...]:
        """The background's steps, then the scenario's with ``values`` filled in; none when it has no steps."""
        if not self.steps:
            return ()
        return (*self.background, *(step.filled_in(values) for step in self.steps))


@dataclass(frozen=True)
class Rule:
    """A ``Rule:`` block: its title (a rule ID), its own background and its scenarios."""

    title: str
    line: int
    description: str
    background: tuple[Step, ...]
    scenarios: tuple[Scenario, ...]


@dataclass(frozen=True)
class Feature:
    """A whole feature file; ``source`` is its path as messages and cases name it."""

    source: str
    name: str
    line: int
    description: str
    background: tuple[Step, ...]
    rules: tuple[Rule, ...]
    loose: tuple[Scenario, ...]
    """Scenarios outside any ``Rule:`` (a spec mistake lint reports)."""

    @property
    def scenarios(self) -> tuple[Scenario, ...]:
        """Every scenario of the file, in file order."""
        found = [*self.loose, *(scenario for rule in self.rules for scenario in rule.scenarios)]
        return tuple(sorted(found, key=lambda scenario: scenario.line))


def fill(text: str, values: dict[str, str]) -> str:
    """``text`` with each ``<column>`` replaced by its value, column by column."""
    for column, value in values.items():
        text = text.replace(f"<{column}>", value)
    return text


def read_feature(path: Path, source: str) -> Feature:
    """The model of the feature file at ``path``; ``source`` is how messages name it."""
    return parse_feature(source, read_source(path, source))


@lru_cache(maxsize=512)
def gherkin_document(text: str) -> GherkinDocument:
    """The Gherkin parser's document of a feature file's text, parsed once per text.

    Raises the parser's ``ParserError`` for a text that is not Gherkin."""
    return Parser().parse(text)


def document_key(text: str) -> str:
    """What the parser's document of a feature file's text is kept by: the text and the parser's version."""
    return cache.content_key(text, cache.installed_version("gherkin-official"))


def kept_document(folder: Path, text: str) -> GherkinDocument:
    """:func:`gherkin_document`, kept in ``folder`` between processes: reading it back takes a quarter of the time
    the parser takes, which is a sixth of a site build that renders nothing again."""
    return cast(GherkinDocument, cache.kept(folder, document_key(text), lambda: dict(gherkin_document(text))))


@lru_cache(maxsize=512)
def parse_feature(source: str, text: str, kept: Path | None = None) -> Feature:
    """The model of a feature file's text, built once per file name and text; the parser's document of the text is
    kept in ``kept``, a folder of the project's cache, when one is given (:func:`kept_document`)."""
    try:
        document = gherkin_document(text) if kept is None else kept_document(kept, text)
    except ParserError as error:
        raise SourceError(parser_problems(source, error)) from None
    node = document.get("feature")
    if node is None:
        raise SourceError.at(source, 1, "the file holds no Feature:", "start it with a 'Feature: <name>' line")
    feature = feature_of(source, node)
    if not feature.scenarios:
        raise SourceError.at(
            source,
            feature.line,
            "the feature file holds no scenario",
            "add a Rule: block with its scenarios under the Feature: line, or delete the file",
        )
    return feature


def parser_problems(source: str, error: ParserError) -> tuple[Problem, ...]:
    """Each error the Gherkin parser found, at its line, in a contributor's words
    (:mod:`fawnarules.sources.gherkin_words`)."""
    errors = error.errors if isinstance(error, CompositeParserException) else [error]
    return tuple(
        unreadable(
            source,
            item.location["line"] if isinstance(item, ParserException) else 1,
            *in_contributor_words(str(item).split(": ", 1)[-1]),
        )
        for item in errors
    )


def feature_of(source: str, node: GherkinFeature) -> Feature:
    """The model of the parser's feature node."""
    background: tuple[Step, ...] = ()
    rules: list[Rule] = []
    loose: list[Scenario] = []
    for envelope in node["children"]:
        child = cast(dict[str, object], envelope)
        if "background" in child:
            background += steps_of(source, cast(GherkinBackground, child["background"])["steps"], background)
        elif "rule" in child:
            rules.append(rule_of(source, cast(GherkinRule, child["rule"]), background))
        elif "scenario" in child:
            loose.append(scenario_of(source, cast(GherkinScenario, child["scenario"]), "", background))
    return Feature(
        source,
        node["name"].strip(),
        node["location"]["line"],
        node["description"],
        background,
        tuple(rules),
        tuple(loose),
    )


def rule_of(source: str, node: GherkinRule, inherited: tuple[Step, ...]) -> Rule:
    """The model of a ``Rule:`` block; ``inherited`` is the feature's background."""
    title = node["name"].strip()
    background = inherited
    scenarios: list[Scenario] = []
    for envelope in node["children"]:
        child = cast(dict[str, object], envelope)
        if "background" in child:
            background += steps_of(source, cast(GherkinBackground, child["background"])["steps"], background)
        elif "scenario" in child:
            scenarios.append(scenario_of(source, cast(GherkinScenario, child["scenario"]), title, background))
    return Rule(title, node["location"]["line"], node["description"], background[len(inherited) :], tuple(scenarios))


def scenario_of(source: str, node: GherkinScenario, rule: str, background: tuple[Step, ...]) -> Scenario:
    """The model of a scenario; its steps' keywords continue from ``background``."""
    examples = tuple(
        Examples(
            block["name"].strip(),
            block["location"]["line"],
            tuple(cell["value"] for cell in block["tableHeader"]["cells"]) if "tableHeader" in block else (),
            rows_of(source, block["tableBody"]),
        )
        for block in node["examples"]
    )
    return Scenario(
        node["name"].strip(),
        node["location"]["line"],
        node["description"],
        rule,
        background,
        steps_of(source, node["steps"], background),
        examples,
    )


def steps_of(source: str, nodes: list[GherkinStep], before: tuple[Step, ...]) -> tuple[Step, ...]:
    """Steps with their keyword resolved: a conjunction (``And``, ``But``) takes the previous one."""
    keyword = before[-1].keyword if before else Keyword.NONE
    steps: list[Step] = []
    for node in nodes:
        keyword = KEYWORD_OF_TYPE.get(node["keywordType"], keyword)
        table = DataTable(rows_of(source, node["dataTable"]["rows"])) if "dataTable" in node else None
        doc = node["docString"]["content"] if "docString" in node else None
        steps.append(Step(node["keyword"].strip(), keyword, node["text"], node["location"]["line"], table, doc))
    return tuple(steps)


def rows_of(source: str, nodes: list[GherkinRow]) -> tuple[TableRow, ...]:
    """Table rows as cell texts; a cell nested deeper than any request is a source error."""
    rows = tuple(TableRow(node["location"]["line"], tuple(cell["value"] for cell in node["cells"])) for node in nodes)
    for row in rows:
        if any(nesting_depth(cell) > MAX_CELL_DEPTH for cell in row.cells):
            raise SourceError.at(
                source,
                row.line,
                f"a table cell nests brackets more than {MAX_CELL_DEPTH} deep",
                "write the value with fewer nested lists and objects, or as several dotted keys",
            )
    return rows
