"""Links between the site's pages: after each rule of a rules page, the rulings on it and the scenarios that check it
in words, folded into one small line; in each card that names a rule, the rule's title and address; relative links
kept good when text moves to another page. A reader meets the rule first: the heading, the text, the example; the
rule's ID is the heading's anchor, and nothing else shows it.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Mapping
from pathlib import Path, PurePath

from fawnarules.card.blocks import example_blocks
from fawnarules.card.fence import rule_link_options
from fawnarules.card.render import RuleLink
from fawnarules.card.words import cell_in_words, plural, step_in_words
from fawnarules.conformance.replay import spec_page_uri
from fawnarules.site.feature_page import markdown_text, outline_steps, readable, row_text
from fawnarules.sources.catalog import Catalogue, SpecScenario, fence_lines, rule_sections
from fawnarules.sources.clarification import Clarification
from fawnarules.sources.feature import Step
from fawnarules.sources.vocabulary import TableShape, matching_form

INLINE_LINK = re.compile(r"(?P<head>\]\()(?P<target>[^)\s]+)(?P<tail>(?:\s+\"[^\"]*\")?\))")
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|/)", re.IGNORECASE)


def relative(target: str, from_page: str) -> str:
    """The link from the page ``from_page`` to ``target``, both relative to ``docs/``."""
    return posixpath.relpath(target, posixpath.dirname(from_page) or ".")


def docs_uri(path: PurePath) -> str:
    """A docs file's address on the site, relative to ``docs/``: ``docs/x/y.md`` -> ``x/y.md``."""
    return path.as_posix().removeprefix("docs/")


def scenario_link(scenario: SpecScenario, page_uri: str) -> str:
    """A Markdown link from the page at ``page_uri`` to one scenario on its spec page."""
    name = readable(scenario.name) if scenario.model.is_outline else scenario.name
    return f"[{markdown_text(name)}]({relative(spec_page_uri(scenario.path), page_uri)}#{scenario.anchor})"


def table_in_words(step: Step, titles: Mapping[str, str]) -> str:
    """A step's table as one line: ``health 30, reactions 4``; a table with a header row, item by item."""
    if step.table is None:
        return ""
    rows = [[cell_in_words(cell, titles) for cell in row] for row in step.table.cells]
    form = matching_form(step.keyword, step.text)
    if form is not None and form.table is TableShape.HEADER_ROWS and rows:
        header = rows[0]
        items = (", ".join(f"{key} {cell}" for key, cell in zip(header, row, strict=False) if cell) for row in rows[1:])
        return " " + "; ".join(items)
    return " " + ", ".join(" ".join(row) for row in rows if row)


def scenario_in_words(scenario: SpecScenario, page_uri: str, titles: Mapping[str, str]) -> list[str]:
    """One scenario after a rule: a link to it, each step on a line in words (an outline's with its first row's
    values), then each row of an outline on a line."""
    model = scenario.model
    lines = [f"- {scenario_link(scenario, page_uri)}", ""]
    if model.is_outline:
        lines += ["    For example, with the first row's values:", ""]
    for step in outline_steps(model) if model.is_outline else model.steps:
        said = markdown_text(step_in_words(step.text, titles) + table_in_words(step, titles))
        lines.append(f"    - **{markdown_text(step.written)}** {said}")
    if model.is_outline:
        lines += ["", "    One case per row:", ""]
        lines += [f"    - {markdown_text(row_text(run, titles))}" for run in model.runs()]
    return [*lines, ""]


def clarification_link(clarification: Clarification, page_uri: str) -> str:
    """A Markdown link from the page at ``page_uri`` to a clarification on its rulebook's clarifications page."""
    target = relative(docs_uri(clarification.path), page_uri)
    return f"[{markdown_text(clarification.title)}]({target}#{clarification.rule_id})"


NAMED_RULE = re.compile(r"(?:^\s*outcome:\s+refused by|^\s*(?:-\s+)?rule:)\s+(?P<rule>\S+)\s*$")


def rule_href(rule_id: str, page_uri: str, catalogue: Catalogue) -> str | None:
    """The address of a rule's heading from the page at ``page_uri`` (pages end in ``.html``), if the docs state it."""
    heading = catalogue.heading(rule_id)
    if heading is None:
        return None
    return f"{relative(docs_uri(heading.path).removesuffix('.md') + '.html', page_uri)}#{rule_id}"


def with_rule_links(markdown: str, page_uri: str, catalogue: Catalogue) -> str:
    """The page with each card that names a rule (a refusal, a result's ``rule``) given the rule's title and
    address as options of its fence (:mod:`fawnarules.card.fence`), so that the card names it as a reader knows it."""
    lines = markdown.split("\n")
    for block in example_blocks(markdown):
        named = {
            rule["rule"]: RuleLink(catalogue.titles[rule["rule"]], href)
            for line in block.body.split("\n")
            if (rule := NAMED_RULE.match(line)) and (href := rule_href(rule["rule"], page_uri, catalogue))
        }
        if named:
            lines[block.line - 1] += "".join(f' {name}="{value}"' for name, value in rule_link_options(named).items())
    return "\n".join(lines)


def rule_footer(
    rule_id: str, page_uri: str, catalogue: Catalogue, clarified: dict[str, list[Clarification]]
) -> list[str]:
    """What follows a rule's text and examples: the rulings on it, then the scenarios checking it, folded."""
    footer: list[str] = []
    if rulings := clarified.get(rule_id):
        links = " · ".join(clarification_link(ruling, page_uri) for ruling in rulings)
        footer += [f"Clarified by: {links}", "{: .fr-checked }", ""]
    if scenarios := catalogue.scenarios_of(rule_id):
        summary = f"<summary>Checked by {plural(len(scenarios), 'scenario')}</summary>"
        footer += [f'<details class="fr-checks" data-rule="{rule_id}" markdown>', summary, ""]
        footer += [line for item in scenarios for line in scenario_in_words(item, page_uri, catalogue.titles)]
        footer += ["</details>", ""]
    return ["", *footer] if footer else []


def add_scenario_links(
    markdown: str, page_uri: str, catalogue: Catalogue, clarified: dict[str, list[Clarification]] | None = None
) -> str:
    """Add, after every rule of the page (before the next heading of its level or above, or the next rule), the
    rulings on it and the scenarios that check it; name the rule of every refusal its cards show."""
    text = with_rule_links(markdown, page_uri, catalogue)
    lines = text.splitlines()
    for heading, end in reversed(list(rule_sections(Path("docs", page_uri), text))):
        lines[end - 1 : end - 1] = rule_footer(heading.rule_id, page_uri, catalogue, clarified or {})
    return "\n".join(lines)


def rewrite_links(markdown: str, rewrite: Callable[[str, str], str]) -> str:
    """Every inline link target outside code passed through ``rewrite(path, fragment)``."""

    def replace(link: re.Match[str]) -> str:
        target = link["target"]
        if EXTERNAL.match(target):
            return link[0]
        path, _, fragment = target.partition("#")
        return link["head"] + rewrite(path, fragment) + link["tail"]

    return "\n".join(line if in_fence else INLINE_LINK.sub(replace, line) for line, in_fence in fence_lines(markdown))


def moved(markdown: str, from_page: str, to_page: str) -> str:
    """Markdown written on ``from_page``, with its relative links fixed to work on ``to_page``."""

    def rewrite(path: str, fragment: str) -> str:
        target = posixpath.normpath(posixpath.join(posixpath.dirname(from_page), path)) if path else from_page
        return relative(target, to_page) + (f"#{fragment}" if fragment else "")

    return rewrite_links(markdown, rewrite)
