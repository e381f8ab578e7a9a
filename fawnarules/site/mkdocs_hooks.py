"""The MkDocs hook of the rules site: the only module that knows MkDocs.

* Each ``features/<ruleset>/<chapter>.feature`` becomes the page ``spec/<ruleset>/<chapter>.md``,
  backed by the feature file itself and rendered by :mod:`fawnarules.site.feature_page`.
* The rule index (``rules.md``), the clarifications index (``clarifications.md``) and a
  printable edition of each rulebook (``<ruleset>/print.md``) are written at build time.
* The home page gets one card per rulebook; each rule heading gets links to the scenarios
  that check it and the clarifications that bear on it.
* Raw HTML in contributed pages is made inert (:mod:`fawnarules.site.raw_html`), every page
  body is sanitised and its titles escaped (:mod:`fawnarules.site.safe_html`), and every page
  carries a Content-Security-Policy (:mod:`fawnarules.site.content_policy`).
* A broken cross-reference between docs and spec (a rule without a scenario, say), or a
  clarification missing its question, ruling or evidence, is a build warning, so
  ``mkdocs build --strict`` fails on it.
* Every page gets the abbreviations of ``docs/includes/abbreviations.md`` as tooltips; the
  glossary page lists them with the game terms of ``docs/includes/terms.md``, and search
  finds a rule by the words the glossary gives it (:mod:`fawnarules.site.glossary`). Each
  search result is tagged with its rulebook.
* Under ``mkdocs serve --dirty`` (``make serve``) a rebuild renders only the pages an edit
  touches (:mod:`fawnarules.site.source_cache`).
"""

from __future__ import annotations

import logging
import posixpath
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urljoin

from jinja2 import Environment, FileSystemBytecodeCache
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files, InclusionLevel

from fawnarules.conformance.matrix import RESULTS_DATA, RESULTS_URI, results_page
from fawnarules.site.clarification_index import CLARIFICATION_INDEX_URI, clarification_index_page
from fawnarules.site.content_policy import with_content_policy
from fawnarules.site.feature_page import render_feature_document
from fawnarules.site.glossary import (
    Entry,
    GlossaryError,
    glossary_page,
    read_abbreviations,
    read_terms,
    search_words,
    tooltips,
    unknown_rules,
    with_search_words,
)
from fawnarules.site.home import add_rulebook_cards
from fawnarules.site.printable import print_uri, printable_page
from fawnarules.site.raw_html import inert_markdown
from fawnarules.site.rule_index import RULE_INDEX_URI, rule_index_page
from fawnarules.site.rule_links import add_scenario_links, spec_page_uri
from fawnarules.site.ruleset import Ruleset, read_rulesets
from fawnarules.site.safe_html import safe_html, safe_text, safe_title
from fawnarules.site.source_cache import generated_folder, stale_pages, write_if_changed
from fawnarules.site.strength import STRENGTH_URI, read_strength, strength_page
from fawnarules.spec.catalog import Catalogue, read_catalogue
from fawnarules.spec.clarification import Clarification, read_all_clarifications, rules_citing
from fawnarules.spec.crossref import crossref_problems
from fawnarules.spec.feature import read_feature
from fawnarules.spec.source import SourceError

log = logging.getLogger("mkdocs.hooks.fawnarules")
ABBREVIATIONS, TERMS = "includes/abbreviations.md", "includes/terms.md"
GLOSSARY_URI = "glossary.md"

Config = Any
Page = Any


class Build:
    """What one build (or one rebuild under ``mkdocs serve``) reads once."""

    root = Path()
    catalogue = Catalogue((), (), ())
    rulesets: list[Ruleset] = []  # noqa: RUF012 - replaced whole on every build
    clarified: dict[str, list[Clarification]] = {}  # noqa: RUF012 - replaced whole on every build
    generated: frozenset[str] = frozenset()
    glossary: list[Entry] = []  # noqa: RUF012 - replaced whole on every build
    search_words: dict[str, list[str]] = {}  # noqa: RUF012 - replaced whole on every build
    top_level: list[str] = []  # noqa: RUF012 - replaced whole on every build


def on_config(config: Config) -> Config:
    """Read the glossary once, and give every page its abbreviations as tooltips."""
    docs = Path(config["docs_dir"])
    try:
        Build.glossary = [
            *(read_abbreviations(docs / ABBREVIATIONS) if (docs / ABBREVIATIONS).exists() else []),
            *(read_terms(docs / TERMS) if (docs / TERMS).exists() else []),
        ]
    except GlossaryError as error:
        raise PluginError(str(error)) from None
    Build.search_words = search_words(Build.glossary)
    config["mdx_configs"].setdefault("abbr", {})["glossary"] = tooltips(Build.glossary)
    return config


def on_files(files: Files, config: Config) -> Files:
    """Read the catalogue, report what is broken, and add the spec, index and printable pages.

    A docs page or feature file that cannot be read stops the build with its ``file:line``.
    """
    Build.root = Path(config["config_file_path"]).resolve().parent
    try:
        Build.catalogue = read_catalogue(Build.root)
        clarifications = read_all_clarifications(Build.root)
        Build.clarified = rules_citing(Build.root, clarifications)
    except SourceError as error:
        raise PluginError(str(error)) from None
    Build.rulesets = read_rulesets(Path(config["docs_dir"]), config["nav"] or ())
    for problem in crossref_problems(Build.catalogue):
        log.warning(str(problem))
    for entry in unknown_rules(Build.glossary, rule_pages(Build.catalogue)):
        log.warning(f"{entry.where}: the glossary entry {entry.name!r} names {entry.rule_id}, which no heading has")
    for clarification in clarifications:
        for part in clarification.missing_parts():
            log.warning(
                f"{clarification.path}:{clarification.line}: clarification {clarification.rule_id} has no "
                f"**{part}.** paragraph — see docs/contributing.md, 'Adding a clarification'"
            )
    for feature in sorted((Build.root / "features").rglob("*.feature")):
        uri = spec_page_uri(PurePosixPath(feature.relative_to(Build.root).as_posix()))
        files.append(File.generated(config, uri, abs_src_path=str(feature)))
    pages = {
        RULE_INDEX_URI: rule_index_page(Build.catalogue, Build.rulesets, Build.clarified),
        CLARIFICATION_INDEX_URI: clarification_index_page(
            clarifications, Build.catalogue, Build.rulesets, Build.clarified
        ),
        GLOSSARY_URI: glossary_page(Build.glossary, rule_pages(Build.catalogue)),
        STRENGTH_URI: strength_page(read_strength(Build.root)),
    }
    if (Build.root / RESULTS_DATA).exists():
        pages[RESULTS_URI] = results_page(Build.root)
    docs = Path(config["docs_dir"])
    printable = {print_uri(ruleset): printable_page(ruleset, docs) for ruleset in Build.rulesets}
    # Generated pages live in files that change only with their text, so a dirty rebuild skips them.
    folder = generated_folder(config["site_dir"])
    for uri, content in [*pages.items(), *printable.items()]:
        inclusion = InclusionLevel.NOT_IN_NAV if uri in printable else InclusionLevel.UNDEFINED
        source = str(write_if_changed(folder / uri, content))
        files.append(File.generated(config, uri, abs_src_path=source, inclusion=inclusion))
    Build.generated = frozenset([*pages, *printable])
    Build.top_level = sorted({file.dest_uri.split("/")[0] for file in files})
    mark_stale_pages(files)
    return files


def mark_stale_pages(files: Files) -> None:
    """Under ``mkdocs serve --dirty``, rebuild a page whose scenarios, rulings or cards changed too."""
    pages = {
        file.src_uri: Path(file.abs_dest_path)
        for file in files.documentation_pages()
        if file.src_uri not in Build.generated
    }
    for uri in stale_pages(pages, Build.root):
        file = files.get_file_from_path(uri)
        if file is not None:
            file.is_modified = always  # type: ignore[method-assign]


def always() -> bool:
    """A file's answer to "were you modified?" when something it shows was."""
    return True


def on_env(env: Environment, config: Config, files: Files) -> Environment:
    """Keep the theme's compiled templates between builds: every ``mkdocs serve`` rebuild would compile them again."""
    env.bytecode_cache = FileSystemBytecodeCache()
    return env


def on_page_markdown(markdown: str, page: Page, config: Config, files: Files) -> str:
    """Render a spec page from its feature text; finish the home page and the rules pages."""
    uri: str = page.file.src_uri
    if uri.startswith("spec/") and page.file.abs_src_path.endswith(".feature"):
        # MkDocs reads a leading "Feature: ..." line as page metadata, so read the file itself.
        feature = Path(page.file.abs_src_path)
        source = feature.relative_to(Build.root).as_posix()
        page.edit_url = source_edit_url(config, source)
        page.meta["search"] = {"boost": 0.5}  # a reader's search finds the rule before the scenarios checking it
        prose = posixpath.relpath(uri.removeprefix("spec/"), posixpath.dirname(uri))
        model = read_feature(feature, source)
        return render_feature_document(model, prose_page=prose, titles=Build.catalogue.titles, source_url=page.edit_url)
    if uri in Build.generated:
        if uri not in (RULE_INDEX_URI, GLOSSARY_URI):
            # The printable editions and the clarifications index repeat pages that search already finds.
            page.meta["search"] = {"exclude": True}
        return markdown
    if uri == "index.md":
        return inert_markdown(add_rulebook_cards(markdown, Build.rulesets))
    return add_scenario_links(inert_markdown(markdown), uri, Build.catalogue, Build.clarified)


def on_page_content(html: str, page: Page, config: Config, files: Files) -> str:
    """No contributed text may run script: the body is sanitised; titles and front matter become escaped text."""
    page.title, page.meta = safe_title(page.title or ""), safe_text(page.meta)
    if rulebooks := [ruleset.name for ruleset in Build.rulesets if is_in_rulebook(page.file.src_uri, ruleset)]:
        page.meta["tags"] = rulebooks  # search shows a page's tags on each of its results
    links = list(page.toc)
    while links:
        link = links.pop()
        link.title = safe_title(link.title)
        links += link.children
    return with_search_words(safe_html(html), Build.search_words)


def is_in_rulebook(uri: str, ruleset: Ruleset) -> bool:
    """A page of the rulebook's rules or of its spec."""
    return uri.startswith((f"{ruleset.slug}/", f"spec/{ruleset.slug}/"))


def rule_pages(catalogue: Catalogue) -> dict[str, tuple[str, str]]:
    """Each rule's page (relative to ``docs/``) and heading title."""
    return {
        heading.rule_id: (heading.path.as_posix().removeprefix("docs/"), heading.title)
        for heading in catalogue.headings
    }


def on_post_page(output: str, page: Page, config: Config) -> str:
    """Every page says which scripts may run in it."""
    return with_content_policy(output)


def on_template_context(context: Any, template_name: str, config: Config) -> Any:
    """The "not found" page is served at any missing address: its links start from the root its script finds."""
    if template_name == "404.html":
        context["base_url"], context["site_top_level"] = ".", Build.top_level
    return context


def on_post_template(output_content: str, template_name: str, config: Config) -> str:
    """The "not found" page, too."""
    return with_content_policy(output_content) if template_name.endswith(".html") else output_content


def source_edit_url(config: Config, source: str) -> str | None:
    """The "edit this page" address of a file of the repository, from ``repo_url`` and ``edit_uri``."""
    repo_url, edit_uri = config.get("repo_url") or "", config.get("edit_uri")
    if not edit_uri:
        return None
    docs_folder = Path(config["docs_dir"]).name + "/"
    return urljoin(str(repo_url).rstrip("/") + "/", str(edit_uri).removesuffix(docs_folder) + source)
