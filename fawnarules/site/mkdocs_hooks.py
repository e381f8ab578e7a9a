"""The MkDocs hook of the rules site: the only module that knows MkDocs.

* Each ``features/<ruleset>/<chapter>.feature`` becomes the page ``spec/<ruleset>/<chapter>.md``,
  backed by the feature file itself and rendered by :mod:`fawnarules.site.feature_page`.
* The rule index (``rules.md``), the clarifications index (``clarifications.md``) and a
  printable edition of each rulebook (``<ruleset>/print.md``) are written at build time.
* The home page gets one card per rulebook; each rule heading gets links to the scenarios
  that check it and the clarifications that bear on it.
* Raw HTML in contributed pages is made inert (:mod:`fawnarules.site.raw_html`).
* A broken cross-reference between docs and spec (a rule without a scenario, say), or a
  clarification missing its question, ruling or evidence, is a build warning, so
  ``mkdocs build --strict`` fails on it.
* Every page gets the abbreviations of ``docs/includes/abbreviations.md`` as tooltips.
* Under ``mkdocs serve --dirty`` (``make serve``) a rebuild renders only the pages an edit
  touches (:mod:`fawnarules.site.source_cache`).
"""

from __future__ import annotations

import logging
import posixpath
import re
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urljoin

from jinja2 import Environment, FileSystemBytecodeCache
from mkdocs.structure.files import File, Files, InclusionLevel

from fawnarules.site.clarification_index import CLARIFICATION_INDEX_URI, clarification_index_page
from fawnarules.site.feature_page import render_feature_document
from fawnarules.site.glossary import glossary_page, read_glossary
from fawnarules.site.home import add_rulebook_cards
from fawnarules.site.printable import print_uri, printable_page
from fawnarules.site.raw_html import inert_markdown
from fawnarules.site.rule_index import RULE_INDEX_URI, rule_index_page
from fawnarules.site.rule_links import add_scenario_links, spec_page_uri
from fawnarules.site.ruleset import Ruleset, read_rulesets
from fawnarules.site.source_cache import (
    feature_document,
    generated_folder,
    read_catalogue_cached,
    stale_pages,
    write_if_changed,
)
from fawnarules.site.strength import STRENGTH_URI, read_strength, strength_page
from fawnarules.spec.catalog import Catalogue
from fawnarules.spec.clarification import Clarification, read_all_clarifications, rules_citing
from fawnarules.spec.crossref import crossref_problems

log = logging.getLogger("mkdocs.hooks.fawnarules")
GLOSSARY = "includes/abbreviations.md"
GLOSSARY_URI = "glossary.md"

Config = Any
Page = Any

UNSAFE_URL = re.compile(
    r"""(?P<attribute>\s(?:href|src|action|formaction))\s*=\s*(?P<quote>["']?)\s*(?:javascript|vbscript):""", re.I
)


class Build:
    """What one build (or one rebuild under ``mkdocs serve``) reads once."""

    root = Path()
    catalogue = Catalogue((), (), ())
    rulesets: list[Ruleset] = []  # noqa: RUF012 - replaced whole on every build
    clarified: dict[str, list[Clarification]] = {}  # noqa: RUF012 - replaced whole on every build
    generated: frozenset[str] = frozenset()
    glossary: dict[str, str] = {}  # noqa: RUF012 - replaced whole on every build


def on_config(config: Config) -> Config:
    """Give every page the glossary of abbreviations, read once."""
    glossary = Path(config["docs_dir"]) / GLOSSARY
    Build.glossary = read_glossary(glossary) if glossary.exists() else {}
    config["mdx_configs"].setdefault("abbr", {})["glossary"] = Build.glossary
    return config


def on_files(files: Files, config: Config) -> Files:
    """Read the catalogue, report what is broken, and add the spec, index and printable pages."""
    Build.root = Path(config["config_file_path"]).resolve().parent
    Build.catalogue = read_catalogue_cached(Build.root)
    clarifications = read_all_clarifications(Build.root)
    Build.rulesets = read_rulesets(Path(config["docs_dir"]), config["nav"] or ())
    Build.clarified = rules_citing(Build.root, clarifications)
    for problem in crossref_problems(Build.catalogue):
        log.warning(str(problem))
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
        GLOSSARY_URI: glossary_page(Build.glossary),
        STRENGTH_URI: strength_page(read_strength(Build.root)),
    }
    docs = Path(config["docs_dir"])
    printable = {print_uri(ruleset): printable_page(ruleset, docs) for ruleset in Build.rulesets}
    # Generated pages live in files that change only with their text, so a dirty rebuild skips them.
    folder = generated_folder(config["site_dir"])
    for uri, content in [*pages.items(), *printable.items()]:
        inclusion = InclusionLevel.NOT_IN_NAV if uri in printable else InclusionLevel.UNDEFINED
        source = str(write_if_changed(folder / uri, content))
        files.append(File.generated(config, uri, abs_src_path=source, inclusion=inclusion))
    Build.generated = frozenset([*pages, *printable])
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
        # Spec pages are the heaviest to index; the rule index names and links every scenario,
        # so search still finds each one through it.
        page.meta["search"] = {"exclude": True}
        prose = posixpath.relpath(uri.removeprefix("spec/"), posixpath.dirname(uri))
        titles = {heading.rule_id: heading.title for heading in Build.catalogue.headings}
        return render_feature_document(feature_document(feature), source=source, prose_page=prose, titles=titles)
    if uri in Build.generated:
        if uri not in (RULE_INDEX_URI, GLOSSARY_URI):
            # The printable editions and the clarifications index repeat pages that search already finds.
            page.meta["search"] = {"exclude": True}
        return markdown
    if uri == "index.md":
        return inert_markdown(add_rulebook_cards(markdown, Build.rulesets))
    return add_scenario_links(inert_markdown(markdown), uri, Build.catalogue, Build.clarified)


def on_page_content(html: str, page: Page, config: Config, files: Files) -> str:
    """No link or source on any page may run script, whatever Markdown produced it."""
    return UNSAFE_URL.sub(r"\g<attribute>=\g<quote>#", html)


def source_edit_url(config: Config, source: str) -> str | None:
    """The "edit this page" address of a file of the repository, from ``repo_url`` and ``edit_uri``."""
    repo_url, edit_uri = config.get("repo_url") or "", config.get("edit_uri")
    if not edit_uri:
        return None
    docs_folder = Path(config["docs_dir"]).name + "/"
    return urljoin(str(repo_url).rstrip("/") + "/", str(edit_uri).removesuffix(docs_folder) + source)
