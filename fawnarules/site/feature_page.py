"""A feature file as a spec page of the rules site, in Markdown with a little HTML.

It needs only the Gherkin parser, not MkDocs, so the site can move to another
static-site generator without touching the spec. Every piece of feature text
is escaped: a scenario that contains HTML or script shows it as text.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from fawnarules.spec.catalog import RULE_ID, parse_feature, slugify

MARKDOWN_SPECIALS = str.maketrans({char: f"&#{ord(char)};" for char in "\\`*_{}[]()#+-!|~"})

Node = dict[str, Any]


def markdown_text(text: str) -> str:
    """Feature text made inert for Markdown: HTML escaped, Markdown punctuation as entities."""
    # Quotes stay as they are: this is text, never an attribute, and an entity like &#x27;
    # would have its "#" turned into an entity of its own.
    return html.escape(text, quote=False).translate(MARKDOWN_SPECIALS)


def render_feature_page(text: str, *, source: str, prose_page: str) -> str:
    """The spec page of one feature file.

    ``source`` is the feature's path shown to readers (``features/reactions/attack.feature``);
    ``prose_page`` is the relative link from the spec page to the paired rules page.
    """
    return render_feature_document(parse_feature(text), source=source, prose_page=prose_page)


def render_feature_document(
    document: Node, *, source: str, prose_page: str, titles: Mapping[str, str] | None = None
) -> str:
    """:func:`render_feature_page` from a feature file already parsed.

    ``titles`` gives the rule titles of the docs by rule ID; a rule's section is headed by its
    title where known, and by its ID otherwise.
    """
    feature: Node = document.get("feature") or {}
    lines = [
        f"# Spec: {markdown_text(feature.get('name', ''))}",
        "",
        paragraph(feature.get("description", "")),
        "",
        f"Rules page: [{markdown_text(prose_page.rsplit('/', 1)[-1])}]({prose_page}) · source: `{source}`",
        "",
    ]
    for child in feature.get("children", []):
        if "background" in child:
            lines += background(child["background"])
        elif "rule" in child:
            lines += rule_section(child["rule"], prose_page, titles or {})
        elif "scenario" in child:
            lines += scenario_section(child["scenario"], "", prose_page)
    return "\n".join(lines) + "\n"


def paragraph(text: str) -> str:
    """A free-text description as one escaped paragraph."""
    return " ".join(markdown_text(line.strip()) for line in text.splitlines() if line.strip())


def background(node: Node) -> list[str]:
    """The steps every scenario of the feature (or rule) starts with."""
    return [
        "",
        '<div class="fr-background">',
        "<p><strong>Background</strong> — every scenario below starts with:</p>",
        steps_html(node.get("steps", [])),
        "</div>",
        "",
    ]


def rule_section(rule: Node, prose_page: str, titles: Mapping[str, str]) -> list[str]:
    """A ``Rule:`` block: its ID as a heading, a link to the rule's prose, then its scenarios.

    A title that is not a rule ID (the cross-reference check reports it) is slugged before it
    becomes an anchor, so it cannot break out of the heading's attribute list.
    """
    title = rule["name"].strip()
    rule_id = title if RULE_ID.fullmatch(title) else slugify(title)
    heading = titles.get(rule_id)
    lines = [
        "",
        f"## {markdown_text(heading or title)} {{#{rule_id} .fr-rule}}",
        "",
        (f"`{rule_id}` · " if heading else "") + f"[Read the rule]({prose_page}#{rule_id}){{ .fr-rule-link }}",
        "",
    ]
    description = paragraph(rule.get("description", ""))
    if description:
        lines += [description, ""]
    for child in rule.get("children", []):
        if "background" in child:
            lines += background(child["background"])
        elif "scenario" in child:
            lines += scenario_section(child["scenario"], rule_id, prose_page)
    return lines


def scenario_section(scenario: Node, rule_id: str, prose_page: str) -> list[str]:
    """One scenario: its name as an anchored heading, its steps, its examples if an outline, a way back."""
    name = scenario["name"].strip()
    anchor = f"{rule_id}--{slugify(name)}" if rule_id else slugify(name)
    lines = [f"### {markdown_text(name)} {{#{anchor} .fr-scenario}}", ""]
    description = paragraph(scenario.get("description", ""))
    if description:
        lines += [description, ""]
    lines += ['<div class="fr-scenario-steps">', steps_html(scenario.get("steps", []))]
    for examples in scenario.get("examples", []):
        title = html.escape(examples.get("name", "").strip())
        header = examples.get("tableHeader")
        body = examples.get("tableBody", [])
        rows = ([header] if header else []) + body
        lines.append(f'<p class="fr-examples"><strong>Examples</strong> {title}</p>')
        lines.append(table_html(rows, has_header=bool(header)))
    lines += ["</div>", ""]
    if rule_id:
        lines += [f"[↩ Back to the rule]({prose_page}#{rule_id}){{ .fr-back }}", ""]
    return lines


def steps_html(steps: list[Node]) -> str:
    """Steps as a list: keyword, text, and any data table or doc string."""
    items = []
    for step in steps:
        keyword = html.escape(step["keyword"].strip())
        text = html.escape(step["text"])
        extra = ""
        if "dataTable" in step:
            extra = table_html(step["dataTable"]["rows"], has_header=False)
        elif "docString" in step:
            extra = f"<pre><code>{html.escape(step['docString']['content'])}</code></pre>"
        items.append(f'<li><span class="fr-keyword">{keyword}</span> {text}{extra}</li>')
    return '<ul class="fr-steps">' + "".join(items) + "</ul>"


def table_html(rows: list[Node], *, has_header: bool) -> str:
    """A Gherkin table as an HTML table; a header row when the table has one."""
    parts = ['<table class="fr-table">']
    for index, row in enumerate(rows):
        cell_tag = "th" if has_header and index == 0 else "td"
        cells = "".join(f"<{cell_tag}>{html.escape(cell['value'])}</{cell_tag}>" for cell in row["cells"])
        parts.append(f"<tr>{cells}</tr>")
    parts.append("</table>")
    return "".join(parts)
