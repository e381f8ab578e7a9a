"""A feature file's model as a spec page of the rules site, in Markdown with a little HTML, every piece of feature
text escaped. Each scenario, and each row of an outline, is anchored by its case ID (what ``fawnarules check``
prints) and shows its case as JSON, folded; the steps read as an example, in words (:mod:`fawnarules.card.words`).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Mapping

from fawnarules.card.words import cell_in_words, key_in_words, step_in_words
from fawnarules.sources.case import Case, cases_by_line
from fawnarules.sources.catalog import page_title, slugify
from fawnarules.sources.feature import DataTable, Feature, Rule, Run, Scenario, Step
from fawnarules.sources.front_matter import split_front_matter
from fawnarules.sources.rule_id import RuleId
from fawnarules.sources.vocabulary import matching_form

MARKDOWN_SPECIALS = str.maketrans({char: f"&#{ord(char)};" for char in "\\`*_{}[]()#+-!|~"})
PLACEHOLDER = re.compile(r"<([^<>]+)>")
BLOCK_MARK = re.compile(r"<!--fr-block-(\d+)-->")


def markdown_text(text: str) -> str:
    """Feature text made inert for Markdown: HTML escaped, Markdown punctuation as entities."""
    # Quotes stay as they are: this is text, never an attribute, and an entity like &#x27;
    # would have its "#" turned into an entity of its own.
    return html.escape(text, quote=False).translate(MARKDOWN_SPECIALS)


def readable(text: str) -> str:
    """An outline's name with each ``<placeholder>`` as an ellipsis: each row says its values."""
    return PLACEHOLDER.sub("\u2026", text)


def rule_anchor(title: str) -> str:
    """A rule's anchor: its ID; a title that is not one (lint reports it) slugged, so it cannot break out of a
    heading's attribute list."""
    return title if RuleId.is_valid(title) else slugify(title)


def docs_page_title(text: str) -> str | None:
    """A docs page's title, as MkDocs gives it where the navigation names none: the ``title`` of its front matter,
    else its first level-one heading."""
    meta, markdown = split_front_matter(text)
    return str(meta["title"]) if meta.get("title") else page_title(markdown)


def render_feature_document(
    feature: Feature,
    *,
    prose_page: str,
    prose_title: str | None = None,
    titles: Mapping[str, str] | None = None,
    source_url: str | None = None,
    blocks: list[str] | None = None,
) -> str:
    """The spec page of one feature file, linking to its rules page ``prose_page`` titled ``prose_title`` and to its
    file at ``source_url``; ``titles`` (the docs' rule titles by ID) head the rules' sections."""
    source = f"[`{feature.source}`]({source_url})" if source_url else f"`{feature.source}`"
    cases = cases_by_line(feature)
    lines = [
        f"# Spec: {markdown_text(feature.name)}",
        "",
        paragraph(feature.description),
        "",
        f"Rules page: [{markdown_text(prose_title or prose_page.rsplit('/', 1)[-1])}]({prose_page}) · source: {source}",
        "",
    ]
    if feature.background:
        lines += background(feature.background, blocks)
    for scenario in feature.loose:
        lines += scenario_section(scenario, prose_page, cases, blocks, titles)
    for rule in feature.rules:
        lines += rule_section(rule, prose_page, titles or {}, blocks)
        for scenario in rule.scenarios:
            lines += scenario_section(scenario, prose_page, cases, blocks, titles)
    return "\n".join(lines) + "\n"


def html_block(html_text: str, blocks: list[str] | None) -> str:
    """A block of HTML, or, given ``blocks``, a placeholder that :func:`with_blocks` replaces in the rendered page:
    Markdown reads raw HTML tag by tag, and a spec page is mostly HTML. Feature text is escaped, so no placeholder
    can come from a feature file."""
    if blocks is None:
        return html_text
    blocks.append(html_text)
    return f"<!--fr-block-{len(blocks) - 1}-->"


def with_blocks(html_text: str, blocks: list[str]) -> str:
    """The rendered page with each placeholder of :func:`html_block` replaced by its block."""
    return BLOCK_MARK.sub(lambda mark: blocks[int(mark[1])], html_text) if blocks else html_text


def paragraph(text: str) -> str:
    """A free-text description as one escaped paragraph."""
    return " ".join(markdown_text(line.strip()) for line in text.splitlines() if line.strip())


def background(steps: tuple[Step, ...], blocks: list[str] | None = None) -> list[str]:
    """The steps every scenario of the feature (or rule) starts with."""
    lead = "<p><strong>Background</strong> — every scenario below starts with:</p>"
    return ["", html_block(f'<div class="fr-background">\n{lead}\n{steps_html(steps)}\n</div>', blocks), ""]


def rule_section(rule: Rule, prose_page: str, titles: Mapping[str, str], blocks: list[str] | None) -> list[str]:
    """A ``Rule:`` block: its title (its ID where the docs lack it) as a heading and a link to the rule's prose."""
    rule_id = rule_anchor(rule.title)
    heading = titles.get(rule_id)
    link = (f"`{rule_id}` · " if heading else "") + f"[Read the rule]({prose_page}#{rule_id}){{ .fr-rule-link }}"
    lines = ["", f"## {markdown_text(heading or rule.title)} {{#{rule_id} .fr-rule}}", "", link, ""]
    if paragraph(rule.description):
        lines += [paragraph(rule.description), ""]
    if rule.background:
        lines += background(rule.background, blocks)
    return lines


def scenario_section(
    scenario: Scenario,
    prose_page: str,
    cases: Mapping[int, Case],
    blocks: list[str] | None = None,
    titles: Mapping[str, str] | None = None,
) -> list[str]:
    """One scenario: its name anchored by its case ID, its steps, its case (or one line per row)."""
    case = None if scenario.is_outline else cases.get(scenario.line)
    rule = rule_anchor(scenario.rule)  # a case ID, <rule ID>/<name slug>, as an outline's rows add /<values> to it
    anchor = case.id if case else f"{rule}/{slugify(scenario.name)}" if rule else slugify(scenario.name)
    name = readable(scenario.name) if scenario.is_outline else scenario.name
    lines = [f"### {markdown_text(name)} {{#{anchor} .fr-scenario}}", ""]
    if paragraph(scenario.description):
        lines += [paragraph(scenario.description), ""]
    block = ['<div class="fr-scenario-steps">']
    if scenario.is_outline:
        runs = scenario.runs()
        if runs:
            block.append('<p class="fr-examples">For example, with the first row\'s values:</p>')
        rows = "".join(row_html(run, cases.get(run.line), titles) for run in runs)
        examples = '<p class="fr-examples"><strong>Examples</strong>, one case per row:</p>'
        block += [steps_html(outline_steps(scenario), titles), examples, f'<ul class="fr-rows">{rows}</ul>']
    else:
        block += [steps_html(scenario.steps, titles), case_html(case)]
    lines += [html_block("\n".join([*block, "</div>"]), blocks), ""]
    if scenario.rule:
        back = f"{prose_page}#{html.escape(rule)}"
        lines += [f'[↩ Back to the rule]({back}){{ .fr-back data-search-exclude="" }}', ""]
    return lines


def outline_steps(scenario: Scenario) -> tuple[Step, ...]:
    """An outline's own steps with its first row's values filled in (as written, without a row)."""
    runs = scenario.runs()
    return tuple(step.filled_in(runs[0].placeholders) for step in scenario.steps) if runs else scenario.steps


def row_text(run: Run, titles: Mapping[str, str] | None = None) -> str:
    """An outline row in words: the name with its values filled in, or each column and its value."""
    if PLACEHOLDER.search(run.scenario.name):
        return step_in_words(run.name, titles)
    return " · ".join(
        f"{key_in_words(column)} {cell_in_words(value)}" for column, value in zip(run.columns, run.values, strict=False)
    )


def row_html(run: Run, case: Case | None, titles: Mapping[str, str] | None = None) -> str:
    """One outline row as one line, anchored by its case ID: its values, then its case folded."""
    anchor = f' id="{html.escape(case.id)}"' if case else ""
    return f'<li class="fr-row"{anchor}>{html.escape(row_text(run, titles))}{case_html(case)}</li>'


def case_html(case: Case | None) -> str:
    """A case's ID, request and expected answer as JSON, folded. Search finds the case by its ID, not by its JSON,
    which the steps say in words and which made the index every reader's first page loads 40 % larger."""
    if case is None:
        return ""
    request = html.escape(json.dumps(case.request, indent=2, ensure_ascii=False))
    expected = html.escape(json.dumps(case.expected, indent=2, ensure_ascii=False))
    return (
        '<details class="fr-case info"><summary data-search-exclude>Request and expected answer</summary>'
        f"<p>Case <code>{html.escape(case.id)}</code> · calls <code>{html.escape(case.operation)}</code> · "
        f"<code>{html.escape(case.source)}</code></p>"
        f"<p data-search-exclude>Request</p><pre data-search-exclude><code>{request}</code></pre>"
        "<p data-search-exclude>Expected answer (these fields at least)</p>"
        f"<pre data-search-exclude><code>{expected}</code></pre></details>"
    )


def steps_html(steps: tuple[Step, ...], titles: Mapping[str, str] | None = None) -> str:
    """Steps as a list, in words, with any data table or doc string; each step's tooltip says what it does."""
    items = []
    for step in steps:
        form = matching_form(step.keyword, step.text)
        meaning = f' title="{html.escape(form.meaning)}"' if form else ""
        keyword, text = html.escape(step.written), html.escape(step_in_words(step.text, titles))
        doc = f"<pre><code>{html.escape(step.doc_string)}</code></pre>" if step.doc_string is not None else ""
        extra = table_html(step.table, titles) if step.table is not None else doc
        items.append(f'<li{meaning}><span class="fr-keyword">{keyword}</span> {text}{extra}</li>')
    return '<ul class="fr-steps">' + "".join(items) + "</ul>"


def table_html(table: DataTable, titles: Mapping[str, str] | None = None) -> str:
    """A step's data table, each cell in words, apart by a line break the page does not show, so that search reads
    ``endurance 2 sta 8``, not ``endurance2sta8``."""
    rows = (
        "<tr>" + "\n".join(f"<td>{html.escape(cell_in_words(cell, titles))}</td>" for cell in row.cells) + "</tr>"
        for row in table.rows
    )
    return '<table class="fr-table">\n' + "\n".join(rows) + "\n</table>"
