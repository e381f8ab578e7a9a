"""The site's pages as the project's sources make them, with no site generator in sight.

* :func:`generated_pages`: the pages made from other pages — the rule index, the clarifications
  index, the glossary, the strength and results pages and each rulebook's printable edition.
* :func:`made_from`: what a page shows, as text and digests of files: its own text and every
  file the build draws into it (the scenarios and rulings under a rules page's rules, the rule
  titles of a spec page, the odds a page draws from another, the rulebooks on the home page).
  A page is kept, and is fresh, by that content and never by a file's time.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from urllib.parse import urljoin

from fawnarules.conformance.matrix import RESULTS_DATA, RESULTS_URI, results_page
from fawnarules.odds.reference import REFERENCE as ODDS_REFERENCE
from fawnarules.site.clarification_index import CLARIFICATION_INDEX_URI, clarification_index_page
from fawnarules.site.feature_page import docs_page_title
from fawnarules.site.glossary import Entry, glossary_page, read_abbreviations, read_terms
from fawnarules.site.printable import print_uri, printable_page
from fawnarules.site.rule_index import RULE_INDEX_URI, rule_index_page
from fawnarules.site.ruleset import Ruleset
from fawnarules.site.spec_figures import has_spec_figures
from fawnarules.site.strength import STRENGTH_URI, read_strength, strength_page
from fawnarules.sources.catalog import Catalogue, page_rule_headings
from fawnarules.sources.project import Sources

GLOSSARY_URI = "glossary.md"
ABBREVIATIONS, TERMS = "includes/abbreviations.md", "includes/terms.md"


def read_glossary(docs: Path) -> list[Entry]:
    """The abbreviations and game terms of ``docs/includes/``, those files that exist."""
    return [
        *(read_abbreviations(docs / ABBREVIATIONS) if (docs / ABBREVIATIONS).exists() else []),
        *(read_terms(docs / TERMS) if (docs / TERMS).exists() else []),
    ]


def generated_pages(
    sources: Sources, rulesets: list[Ruleset], glossary: list[Entry], root: Path
) -> tuple[dict[str, str], dict[str, str]]:
    """The Markdown of the pages the build writes, by URI: the indexes and glossary, and the printable editions."""
    pages = {
        RULE_INDEX_URI: rule_index_page(sources.catalogue, rulesets, sources.clarified),
        CLARIFICATION_INDEX_URI: clarification_index_page(
            sources.clarifications, sources.catalogue, rulesets, sources.clarified
        ),
        GLOSSARY_URI: glossary_page(glossary, rule_pages(sources.catalogue)),
        STRENGTH_URI: strength_page(read_strength(root)),
    }
    if (root / RESULTS_DATA).exists():
        pages[RESULTS_URI] = results_page(root)
    return pages, {print_uri(ruleset): printable_page(ruleset, root / "docs") for ruleset in rulesets}


def rule_pages(catalogue: Catalogue) -> dict[str, tuple[str, str]]:
    """Each rule's page (relative to ``docs/``) and heading title."""
    return {
        heading.rule_id: (heading.path.as_posix().removeprefix("docs/"), heading.title)
        for heading in catalogue.headings
    }


def feature_path(spec_uri: str) -> str:
    """The feature file a spec page is made from: ``spec/x/y.md`` -> ``features/x/y.feature``."""
    return f"features/{spec_uri.removeprefix('spec/').removesuffix('.md')}.feature"


def page_title(sources: Sources, uri: str) -> str | None:
    """The title of the page at ``uri`` (relative to ``docs/``) as its heading gives it: a docs page's, or a spec
    page's, made from its feature's name."""
    feature = sources.feature_by_path.get(feature_path(uri)) if uri.startswith("spec/") else None
    return f"Spec: {feature.name}" if feature else rules_page_title(sources, uri)


def rules_page_title(sources: Sources, uri: str) -> str | None:
    """The title of the rules page at ``uri`` (relative to ``docs/``), as the link to it from its spec page shows it."""
    text = sources.page_by_path.get(f"docs/{uri}")
    return docs_page_title(text) if text is not None else None


def made_from(sources: Sources, rulesets: list[Ruleset], uri: str, generated: Mapping[str, str]) -> list[str]:
    """What the page at ``uri`` (relative to ``docs/``) shows: a generated page's text, or a page's own text and the
    name and digest of each file drawn into it."""
    if uri in generated:
        return [generated[uri]]
    if uri.startswith("spec/") and feature_path(uri) in sources.feature_by_path:
        feature = sources.feature_by_path[feature_path(uri)]
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
    if has_spec_figures(text):  # its figures count every case
        drawn |= {path.as_posix() for path, _ in sources.features}
    return [text, *(digested(sources, path) for path in sorted(drawn))]


def digested(sources: Sources, path: str) -> str:
    """A file's name and the digest of its text (empty for a file that is not there)."""
    return f"{path}\0{sources.digests.get(path, '')}"


def source_edit_url(repo_url: str | None, edit_uri: str | None, source: str) -> str | None:
    """The "edit this page" address of a file of the repository (``features/x/y.feature``), from the site's
    ``repo_url`` and ``edit_uri`` (the address of ``docs/`` in it); none without them."""
    if not repo_url or not edit_uri:
        return None
    return urljoin(repo_url.rstrip("/") + "/", edit_uri.removesuffix("docs/") + source)
