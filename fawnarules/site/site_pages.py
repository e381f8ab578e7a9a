"""The site's pages as the project's sources make them, with no site generator in sight: the pages made from other
pages (:func:`generated_pages`), each page's finished Markdown (:func:`page_markdown`), and what a page shows
(:func:`made_from`): a page is kept, and is fresh, by that content and never by a file's time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from itertools import groupby
from pathlib import Path
from typing import TypeVar

from fawnarules.card.blocks import without_blocks
from fawnarules.card.words import plural
from fawnarules.conformance.current import features_corpus
from fawnarules.conformance.matrix import RESULTS_DATA, RESULTS_URI, results_page
from fawnarules.conformance.replay import spec_page_uri
from fawnarules.odds.reference import REFERENCE as ODDS_REFERENCE
from fawnarules.site.feature_page import docs_page_title, markdown_text, render_feature_document
from fawnarules.site.glossary import GLOSSARY_URI, glossary_page
from fawnarules.site.printable import printable_page
from fawnarules.site.rule_links import add_scenario_links, clarification_link, docs_uri, moved, relative, scenario_link
from fawnarules.site.ruleset import NavEntry, Ruleset
from fawnarules.site.safe_html import inert_markdown
from fawnarules.site.spec_figures import SPEC_FIGURE, fill_spec_figures, filled
from fawnarules.site.strength import STRENGTH_URI, read_strength, strength_parts
from fawnarules.sources.catalog import Catalogue, RuleHeading, page_rule_headings
from fawnarules.sources.clarification import PARTS, Clarification
from fawnarules.sources.feature import Feature
from fawnarules.sources.glossary import Entry
from fawnarules.sources.project import Sources
from fawnarules.sources.rule_id import RuleId

RULE_INDEX_URI, CLARIFICATION_INDEX_URI = "rules.md", "clarifications.md"
CARDS_MARKER = "<!-- rulebook cards -->"
FILTER = '<div class="fr-filter" data-target=".fr-ruleset"></div>'

T = TypeVar("T", RuleHeading, Clarification)


def generated_pages(
    sources: Sources, rulesets: list[Ruleset], glossary: list[Entry], root: Path
) -> tuple[dict[str, str], dict[str, str]]:
    """The Markdown of the pages the build writes, by URI: the indexes and glossary, and the printable editions.
    The words of a page made from data are in ``docs/includes/``, where contributors edit prose (a project without
    the file gets the parts alone)."""

    def page(name: str, parts: Mapping[str, object]) -> str:
        prose = sources.page_by_path.get(f"docs/includes/{name}") or "\n\n".join(f"{{{{{part}}}}}" for part in parts)
        return filled(prose, parts)

    pages = {
        RULE_INDEX_URI: page("rules.md", rule_index_parts(sources.catalogue, rulesets, sources.clarified)),
        CLARIFICATION_INDEX_URI: page("clarifications.md", clarification_index_parts(sources, rulesets)),
        GLOSSARY_URI: page("glossary.md", {"glossary": glossary_page(glossary, sources.catalogue)}),
        STRENGTH_URI: page("strength.md", strength_parts(read_strength(root, rulesets))),
    }
    if (root / RESULTS_DATA).exists():
        pages[RESULTS_URI] = results_page(root)
    return pages, {ruleset.print_uri: printable_page(ruleset, root / "docs", glossary) for ruleset in rulesets}


def by_rulebook(items: Iterable[T], rulesets: list[Ruleset], write: Callable[[str, list[T]], list[str]]) -> str:
    """``items`` in a section per rulebook (which ``docs/javascripts/filter.js`` narrows), in home-page order (a
    rulebook not on it last, by name); ``write(slug, items)`` writes what the section holds."""
    order = {ruleset.slug: position for position, ruleset in enumerate(rulesets)}
    names = {ruleset.slug: ruleset.name for ruleset in rulesets}
    lines = [FILTER, ""]
    filed = [(RuleId.parse(item.rule_id).ruleset, item) for item in items]
    filed.sort(key=lambda pair: (order.get(pair[0], len(order)), pair[0]))
    for slug, group in groupby(filed, lambda pair: pair[0]):
        lines += [f'<div class="fr-ruleset" data-ruleset="{slug}" markdown>', ""]
        lines += [f"## {markdown_text(names.get(slug, slug))} {{#ruleset-{slug}}}", ""]
        lines += write(slug, [item for _, item in group])
        lines += ["</div>", ""]
    return "\n".join(lines)


def rule_index_parts(
    catalogue: Catalogue, rulesets: list[Ruleset], clarified: dict[str, list[Clarification]]
) -> dict[str, object]:
    """The rule index: rules by rulebook, then by chapter in nav order, then down the page; each with its title and
    ID, how many scenarios check it and the rulings on it (``clarified`` gives each rule's)."""
    chapter = {uri: position for ruleset in rulesets for position, uri in enumerate(ruleset.chapters)}
    books = {ruleset.slug: ruleset for ruleset in rulesets}

    def row(heading: RuleHeading) -> str:
        rule = f"[{markdown_text(heading.title)}]({docs_uri(heading.path)}#{heading.rule_id})<br>`{heading.rule_id}`"
        rulings = "<br>".join(clarification_link(item, RULE_INDEX_URI) for item in clarified.get(heading.rule_id, []))
        return f"| {rule} | {checks(heading.rule_id)} | {rulings} |"

    def checks(rule_id: str) -> str:
        # A count, not the scenarios' titles, keeps the index light enough for a phone however far the spec grows.
        scenarios = catalogue.scenarios_of(rule_id)
        if not scenarios:
            return "**none**"
        spec_page = relative(spec_page_uri(scenarios[0].path), RULE_INDEX_URI)
        return f"[{plural(len(scenarios), 'scenario')}]({spec_page}#{rule_id})"

    def section(slug: str, headings: list[RuleHeading]) -> list[str]:
        scenarios = sum(len(catalogue.scenarios_of(heading.rule_id)) for heading in headings)
        book = books.get(slug)
        links = f" · [Rules]({book.index_uri}) · [Printable]({book.print_uri})" if book else ""
        totals = f"{plural(len(headings), 'rule')}, {plural(scenarios, 'scenario')}{links}"
        return [totals, "", "| Rule | Checked by | Clarifications |", "|---|---|---|", *map(row, headings), ""]

    def place(heading: RuleHeading) -> tuple[int, str, int]:
        return (chapter.get(uri := docs_uri(heading.path), len(chapter)), uri, heading.line)

    headings = sorted(catalogue.headings, key=place)
    return {
        "rules": plural(len(catalogue.headings), "rule"),
        "scenarios": plural(sum(len(rule.scenarios) for rule in catalogue.rules), "scenario"),
        "rulebooks": by_rulebook(headings, rulesets, section),
    }


def clarification_index_parts(sources: Sources, rulesets: list[Ruleset]) -> dict[str, object]:
    """Each ruling by rulebook: its title linked, its ID, its parts, the rules it bears on, the scenarios pinning it."""
    catalogue, stated = sources.catalogue, sources.catalogue.headings_by_rule
    bears_on: dict[str, list[str]] = {}
    for rule_id, rulings in sources.clarified.items():
        for ruling in rulings:
            bears_on.setdefault(ruling.rule_id, []).append(rule_id)

    def entry(clarification: Clarification) -> list[str]:
        source, rule_id = docs_uri(clarification.path), clarification.rule_id
        title = f"[{markdown_text(clarification.title)}]({relative(source, CLARIFICATION_INDEX_URI)}#{rule_id})"
        lines = [f"### {title} {{#{rule_id}}}", "", f"`{rule_id}`", "{: .fr-id }", ""]
        for label in PARTS:
            part = inert_markdown(without_blocks(clarification.parts.get(label, "")))
            text = moved(part, source, CLARIFICATION_INDEX_URI)
            lines += [f"**{label}.** {text or '*(missing)*'}", ""]
        concerns = [
            f"[`{rule}`]({relative(docs_uri(stated[rule].path), CLARIFICATION_INDEX_URI)}#{rule})"
            for rule in bears_on.get(rule_id, [])
            if rule in stated
        ]
        if concerns:
            lines += [f"**Bears on** {' · '.join(concerns)}", "{: .fr-checked }", ""]
        scenarios = catalogue.scenarios_of(rule_id)
        links = " · ".join(scenario_link(scenario, CLARIFICATION_INDEX_URI) for scenario in scenarios) or "**none**"
        return [*lines, f"**Pinned by** {plural(len(scenarios), 'scenario')}: {links}", "{: .fr-checked }", ""]

    written = by_rulebook(
        sources.clarifications, rulesets, lambda _, group: [line for item in group for line in entry(item)]
    )
    return {"rulings": len(sources.clarifications), "rulebooks": written}


def with_rulebook_cards(markdown: str, rulesets: list[Ruleset]) -> str:
    """The home page with its cards marker replaced by a card per rulebook, written from the front matter of its
    index page: its name, its summary, its credited source, and where to go next."""
    lines = ['<div class="grid cards fr-rulebooks" markdown>', ""]
    for ruleset in rulesets:
        credit = markdown_text(ruleset.source) + (f" ([source]({ruleset.source_url}))" if ruleset.source_url else "")
        links = [f"[Read the rules]({ruleset.index_uri})"]
        for name, title in (("quick", "Quick reference"), ("clarifications", "Clarifications")):
            if f"{ruleset.slug}/{name}.md" in ruleset.chapters:
                links.append(f"[{title}]({ruleset.slug}/{name}.md)")
        links += [f"[Rule index](rules.md#ruleset-{ruleset.slug})", f"[Printable]({ruleset.print_uri})"]
        lines += [f"-   **[{markdown_text(ruleset.name)}]({ruleset.index_uri})**", ""]
        card = ("---", markdown_text(ruleset.summary), f"*Source:* {credit}", " · ".join(links))
        lines += [line for text in card for line in (f"    {text}", "")]
    return markdown.replace(CARDS_MARKER, "\n".join([*lines, "</div>"]))


def page_markdown(
    root: Path,
    sources: Sources,
    rulesets: list[Ruleset],
    uri: str,
    markdown: str,
    *,
    source_url: str | None,
    blocks: list[str],
) -> str:
    """The finished Markdown of the page at ``uri`` (relative to ``docs/``) written as ``markdown``: a spec page made
    from its feature (its HTML blocks into ``blocks``; its file read at ``source_url``), the spec's figures filled in,
    the home page's rulebook cards, the rulings and scenarios after each rule of a page."""
    if SPEC_FIGURE.search(markdown):
        markdown = fill_spec_figures(markdown, features_corpus(root, sources.cases))
    if (feature := spec_feature(sources, uri)) is not None:
        # MkDocs reads a leading "Feature: ..." line as page metadata: the page is made from the feature's model.
        rules_page = uri.removeprefix("spec/")
        return render_feature_document(
            feature,
            prose_page=relative(rules_page, uri),
            prose_title=page_title(sources, rules_page),
            titles=sources.catalogue.titles,
            source_url=source_url,
            blocks=blocks,
        )
    markdown = with_rulebook_cards(markdown, rulesets) if uri == "index.md" else markdown
    return add_scenario_links(inert_markdown(markdown), uri, sources.catalogue, sources.clarified)


def feature_path(spec_uri: str) -> str:
    """The feature file a spec page is made from: ``spec/x/y.md`` -> ``features/x/y.feature``."""
    return f"features/{spec_uri.removeprefix('spec/').removesuffix('.md')}.feature"


def spec_feature(sources: Sources, uri: str) -> Feature | None:
    """The feature the page at ``uri`` (relative to ``docs/``) is made from, if it is a spec page."""
    return sources.feature_by_path.get(feature_path(uri)) if uri.startswith("spec/") else None


def page_title(sources: Sources, uri: str) -> str | None:
    """The title of the page at ``uri`` (relative to ``docs/``) as its heading gives it."""
    if (feature := spec_feature(sources, uri)) is not None:
        return f"Spec: {feature.name}"
    text = sources.page_by_path.get(f"docs/{uri}")
    return docs_page_title(text) if text is not None else None


def wrong_nav_titles(nav: Iterable[NavEntry], sources: Sources, generated: Mapping[str, str]) -> list[str]:
    """Each title the nav gives a page that its heading does not say (neither holds the other, whatever the case),
    as ``line: what — fix``: a heading renamed and its nav entry forgotten. A spec page may be named by its rules
    page's heading too; the home page is the site's "Home"."""
    wrong = []
    for entry in nav:
        text = generated.get(entry.uri)
        heading = docs_page_title(text) if text is not None else page_title(sources, entry.uri)
        rules_page = page_title(sources, entry.uri.removeprefix("spec/"))  # a spec page's, or the page's own again
        names = [name.casefold() for name in (heading, rules_page) if name]
        title = (entry.title or "").casefold()
        if title and names and entry.uri != "index.md" and not any(title in name or name in title for name in names):
            wrong.append(
                f"{entry.line}: the nav calls {entry.uri} {entry.title!r}, which its heading {heading!r} does not say "
                "— write the heading, a part of it, or no title (the page then takes its heading)"
            )
    return wrong


def made_from(sources: Sources, rulesets: list[Ruleset], uri: str, generated: Mapping[str, str]) -> list[str]:
    """What the page at ``uri`` shows: a generated page's text, or its own and each file drawn into it (digested)."""
    if uri in generated:
        return [generated[uri]]
    if (feature := spec_feature(sources, uri)) is not None:
        headings = [sources.catalogue.heading(rule.title) for rule in feature.rules]
        drawn = {feature_path(uri), f"docs/{uri.removeprefix('spec/')}"}
        drawn |= {heading.path.as_posix() for heading in headings if heading}
        return [digested(sources, path) for path in sorted(drawn)]
    text = sources.page_by_path.get(f"docs/{uri}", "")
    rule_ids = [heading.rule_id for heading in page_rule_headings(Path("docs", uri), text)]
    drawn = {scenario.path.as_posix() for rule_id in rule_ids for scenario in sources.catalogue.scenarios_of(rule_id)}
    drawn |= {ruling.path.as_posix() for rule_id in rule_ids for ruling in sources.clarified.get(rule_id, ())}
    drawn |= {f"docs/{reference['page']}" for reference in ODDS_REFERENCE.finditer(text)}
    if uri == "index.md":
        drawn |= {f"docs/{ruleset.index_uri}" for ruleset in rulesets}
    if SPEC_FIGURE.search(text):  # its figures count every case
        drawn |= {path.as_posix() for path, _ in sources.features}
    return [text, *(digested(sources, path) for path in sorted(drawn))]


def digested(sources: Sources, path: str) -> str:
    """A file's name and the digest of its text (empty for a file that is not there)."""
    return f"{path}\0{sources.digests.get(path, '')}"
