"""The MkDocs hook of the rules site: the only module that knows MkDocs, with the three it calls on, named below.

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
  touches (:mod:`fawnarules.site.source_cache`), and of a printable edition only the chapter
  edited (:mod:`fawnarules.site.print_sections`). Every build lists the theme's files without
  walking Material's icons (:mod:`fawnarules.site.theme_files`, the one patch of MkDocs).
* A full ``mkdocs build`` works on two cores: a forked copy of the build parses feature files,
  then renders pages, then writes them through the theme's templates, each time from the back of
  the list while the build works from the front (:mod:`fawnarules.site.two_cores`); the site is
  the same either way.
* A page whose Markdown, and everything it is rendered with, is as in the last build is not
  rendered again: its HTML, table of contents, anchors and search entries are kept in
  ``.cache/site/`` (:mod:`fawnarules.site.render_cache`). The search index is written from
  those entries, made as the search plugin makes them (:mod:`fawnarules.site.search_sections`).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import posixpath
import sys
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urljoin

from jinja2 import Environment, FileSystemBytecodeCache
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files, InclusionLevel
from mkdocs.structure.toc import AnchorLink, TableOfContents

import fawnarules
from fawnarules.conformance.current import features_corpus
from fawnarules.conformance.matrix import RESULTS_DATA, RESULTS_URI, results_page
from fawnarules.odds.cache import figures_folder
from fawnarules.odds.reference import REFERENCE as ODDS_REFERENCE
from fawnarules.site import print_sections, render_cache, theme_files
from fawnarules.site.clarification_index import CLARIFICATION_INDEX_URI, clarification_index_page
from fawnarules.site.content_policy import with_content_policy
from fawnarules.site.feature_page import docs_page_title, render_feature_document, with_blocks
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
from fawnarules.site.printable import joined_sections, print_uri, printable_page, printable_sections
from fawnarules.site.raw_html import inert_markdown
from fawnarules.site.rule_index import RULE_INDEX_URI, rule_index_page
from fawnarules.site.rule_links import add_scenario_links, spec_page_uri
from fawnarules.site.ruleset import Ruleset, read_rulesets
from fawnarules.site.safe_html import safe_html, safe_text, safe_title
from fawnarules.site.search_sections import search_entries
from fawnarules.site.source_cache import generated_folder, stale_pages, write_if_changed
from fawnarules.site.sources import kept_sources, source_digest
from fawnarules.site.spec_figures import fill_spec_figures, has_spec_figures
from fawnarules.site.strength import KILLS_DATA, STRENGTH_DATA, STRENGTH_URI, read_strength, strength_page
from fawnarules.site.two_cores import PagesOnTwoCores, builds_on_two_processes
from fawnarules.sources.catalog import Catalogue
from fawnarules.sources.clarification import Clarification
from fawnarules.sources.crossref import crossref_problems
from fawnarules.sources.feature import Feature, read_feature
from fawnarules.sources.source import SourceError

log = logging.getLogger("mkdocs.hooks.fawnarules")
ABBREVIATIONS, TERMS = "includes/abbreviations.md", "includes/terms.md"
GLOSSARY_URI = "glossary.md"
SEARCH_PLUGIN = "material/search"

Config = Any
Page = Any
SearchEntry = dict[str, Any]


class WarningCount(logging.Handler):
    """The warnings of the build so far: a page that warned while rendering is not kept, so it warns again."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


@dataclass
class PageRender:
    """One page on its way through a build: its cache key, and its kept or fresh rendering."""

    key: str | None
    warnings_before: int
    kept: dict[str, Any] | None
    alias: str | None = None
    new_alias: bool = False
    fresh: dict[str, Any] | None = None
    blocks: list[str] = field(default_factory=list)
    assembled: dict[str, Any] | None = None


WARNINGS = WarningCount()


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
    command = "build"
    dirty = False
    warnings_at_start = 0
    ended_clean = False
    features: dict[str, Feature] = {}  # noqa: RUF012 - replaced whole on every build
    cache = Path()
    code = ""
    shared = ""
    sources = ""
    page_urls: list[str] = []  # noqa: RUF012 - replaced whole on every build
    renders: dict[str, PageRender] = {}  # noqa: RUF012 - by source URI, emptied as pages are written
    used: set[str] = set()  # noqa: RUF012 - the cache keys of this build
    search: dict[str, list[SearchEntry]] = {}  # noqa: RUF012 - by page URL, kept across serve rebuilds
    nav: Any = None
    two_cores: PagesOnTwoCores | None = None


def on_startup(command: str, dirty: bool) -> None:
    """Only a full build prunes the render cache: ``mkdocs serve --dirty`` renders a few pages. Every build lists
    the theme's files without walking its hidden icon folder (:mod:`fawnarules.site.theme_files`)."""
    Build.command, Build.dirty, Build.warnings_at_start, Build.ended_clean = command, dirty, WARNINGS.count, False
    theme_files.install()


def on_config(config: Config) -> Config:
    """Read the glossary once, and give every page its abbreviations as tooltips."""
    if WARNINGS not in logging.getLogger("mkdocs").handlers:
        logging.getLogger("mkdocs").addHandler(WARNINGS)
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
    # The odds blocks draw kept figures (see fawnarules.odds.cache): the pages follow them too.
    Build.code = render_cache.code_fingerprint(
        [Path(fawnarules.__file__).parent, Path(config["docs_dir"]) / "includes", figures_folder()]
    )
    sources_key = source_digest(Build.root, Build.code)
    try:
        sources = kept_sources(
            Build.root,
            sources_key,
            on_disk=Build.command != "serve",
            two_processes=builds_on_two_processes(Build.command, Build.dirty),
        )
    except SourceError as error:
        raise PluginError(str(error)) from None
    Build.catalogue, Build.features, Build.clarified = sources.catalogue, sources.features, sources.clarified
    clarifications = sources.clarifications
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
    settings = [Path(config["config_file_path"]).read_text(encoding="utf-8"), config["repo_url"], config["edit_uri"]]
    data_files = [Build.root / STRENGTH_DATA, Build.root / KILLS_DATA, Build.root / RESULTS_DATA]
    data = render_cache.text_digest(repr(settings), data_files)
    pages, printable = render_cache.kept_object(
        render_cache.cache_folder(Build.root),
        "generated",
        render_cache.text_digest(sources_key + data, ()),
        lambda: generated_pages(clarifications, Path(config["docs_dir"])),
        # A rebuild under `mkdocs serve` does not spend its time keeping these for the next `mkdocs build`.
        on_disk=Build.command != "serve",
    )
    # Generated pages live in files that change only with their text, so a dirty rebuild skips them.
    folder = generated_folder(config["site_dir"])
    for uri, content in [*pages.items(), *printable.items()]:
        inclusion = InclusionLevel.NOT_IN_NAV if uri in printable else InclusionLevel.UNDEFINED
        source = str(write_if_changed(folder / uri, content))
        files.append(File.generated(config, uri, abs_src_path=source, inclusion=inclusion))
    Build.generated = frozenset([*pages, *printable])
    Build.top_level = sorted({file.dest_uri.split("/")[0] for file in files})
    Build.page_urls = [file.url for file in files.documentation_pages()]
    Build.cache, Build.used = render_cache.cache_folder(Build.root), set()
    Build.shared = render_cache.fingerprint(Build.code, repr(settings), (file.src_uri for file in files))
    Build.sources = render_cache.fingerprint(Build.shared, sources_key, ())
    mark_stale_pages(files)
    return files


def generated_pages(clarifications: list[Clarification], docs: Path) -> tuple[dict[str, str], dict[str, str]]:
    """The Markdown of the pages the build writes, by URI: the indexes and glossary, and the printable editions."""
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
    return pages, {print_uri(ruleset): printable_page(ruleset, docs) for ruleset in Build.rulesets}


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


def on_nav(nav: Any, config: Config, files: Files) -> Any:
    """A full build renders its pages on two cores (:mod:`fawnarules.site.two_cores`)."""
    Build.nav, Build.two_cores = nav, None
    if builds_on_two_processes(Build.command, Build.dirty):
        # The copy of the build works inside `render` and ends there: in it, Build.two_cores has no work under way,
        # so it renders every page it is given.
        Build.two_cores = PagesOnTwoCores(files.documentation_pages(inclusion=InclusionLevel.is_included), quiet)
        Build.two_cores.render(config, files)
    return nav


def quiet() -> None:
    """In the fork: count warnings (a page that warned is not kept) but print none; the build warns for itself."""
    mkdocs_log = logging.getLogger("mkdocs")
    for handler in list(mkdocs_log.handlers):
        if handler is not WARNINGS:
            mkdocs_log.removeHandler(handler)
    mkdocs_log.propagate = False
    logging.getLogger().handlers = [logging.NullHandler()]


def on_pre_page(page: Page, config: Config, files: Files) -> Page:
    """A page the fork took is found in the render cache once the fork has ended."""
    if Build.two_cores is not None:
        Build.two_cores.takes(page)
    return page


def on_env(env: Environment, config: Config, files: Files) -> Environment:
    """Keep the theme's compiled templates between builds: every ``mkdocs serve`` rebuild would compile them again.
    With every page rendered, a full build writes its pages through the templates on two cores."""
    env.bytecode_cache = FileSystemBytecodeCache()
    if Build.two_cores is not None:
        Build.two_cores.write(config, Build.nav, env, lambda: WARNINGS.count)
    return env


def on_build_error(error: Exception) -> None:
    """A failed build does not leave its fork behind."""
    if Build.two_cores is not None:
        Build.two_cores.finish()


def on_page_markdown(markdown: str, page: Page, config: Config, files: Files) -> str:
    """The page's finished Markdown, or nothing for a page whose rendering is kept from an earlier build.

    A page is looked up twice: by its own text with every source of the build (nothing changed
    at all: its Markdown need not even be made), then by its finished Markdown (an edit
    elsewhere left this page as it was).
    """
    uri: str = page.file.src_uri
    if has_spec_figures(markdown):
        markdown = fill_spec_figures(markdown, features_corpus(Build.root))
    if uri.startswith("spec/") and page.file.abs_src_path.endswith(".feature"):
        source = Path(page.file.abs_src_path).relative_to(Build.root).as_posix()
        page.edit_url = source_edit_url(config, source)
        page.meta["search"] = {"boost": 0.5}  # a reader's search finds the rule before the scenarios checking it
    elif uri in Build.generated and uri not in (RULE_INDEX_URI, GLOSSARY_URI):
        # The printable editions and the clarifications index repeat pages that search already finds.
        page.meta["search"] = {"exclude": True}
    where = f"{uri}\0{page.file.dest_uri}"
    unchanged = render_cache.page_key(Build.sources, where, markdown)
    if unchanged and (found := render_cache.resolve(Build.cache, unchanged)):
        Build.renders[uri] = PageRender(found[0], WARNINGS.count, found[1], unchanged)
        return ""
    blocks: list[str] = []
    finished = page_markdown(markdown, page, blocks)
    shown = "\0".join([finished, *blocks, drawn_from_elsewhere(finished, config)])
    key = render_cache.page_key(Build.shared, where, shown)
    found = render_cache.resolve(Build.cache, key) if key else None
    kept = found[1] if found else None
    Build.renders[uri] = PageRender(key, WARNINGS.count, kept, unchanged, new_alias=True, blocks=blocks)
    if found:
        return ""
    Build.renders[uri].assembled = assembled_printable(finished, page, config, files)
    return "" if Build.renders[uri].assembled else finished


def assembled_printable(markdown: str, page: Page, config: Config, files: Files) -> dict[str, Any] | None:
    """Under ``mkdocs serve``, a printable edition's rendering put together from its parts, each rendered only when
    it changed (:mod:`fawnarules.site.print_sections`); ``None`` for any other page, or one to render whole."""
    uri: str = page.file.src_uri
    rulesets = [ruleset for ruleset in Build.rulesets if print_uri(ruleset) == uri]
    if Build.command != "serve" or not rulesets:
        return None
    sections = printable_sections(rulesets[0], Path(config["docs_dir"]))
    if joined_sections(sections) != markdown:
        return None
    return print_sections.assembled(
        sections, page.file, config, files, shared=Build.shared, warnings=lambda: WARNINGS.count
    )


def drawn_from_elsewhere(markdown: str, config: Config) -> str:
    """The text of every page an odds block of ``markdown`` draws from (``from: x/odds.md#…``), one after another."""
    docs = Path(config["docs_dir"])
    texts = []
    for reference in ODDS_REFERENCE.finditer(markdown):
        with contextlib.suppress(OSError):
            texts.append((docs / reference["page"]).read_text(encoding="utf-8"))
    return "\0".join(texts)


def page_markdown(markdown: str, page: Page, blocks: list[str]) -> str:
    """Render a spec page from its feature text, its blocks of HTML into ``blocks``; finish the home page and the
    rules pages."""
    uri: str = page.file.src_uri
    if uri.startswith("spec/") and page.file.abs_src_path.endswith(".feature"):
        # MkDocs reads a leading "Feature: ..." line as page metadata, so read the file itself.
        feature = Path(page.file.abs_src_path)
        source = feature.relative_to(Build.root).as_posix()
        rules_page = uri.removeprefix("spec/")
        model = Build.features.get(source) or read_feature(feature, source)
        return render_feature_document(
            model,
            prose_page=posixpath.relpath(rules_page, posixpath.dirname(uri)),
            prose_title=rules_page_title(rules_page),
            titles=Build.catalogue.titles,
            source_url=page.edit_url,
            blocks=blocks,
        )
    if uri in Build.generated:
        return markdown
    if uri == "index.md":
        return inert_markdown(add_rulebook_cards(markdown, Build.rulesets))
    return add_scenario_links(inert_markdown(markdown), uri, Build.catalogue, Build.clarified)


def rules_page_title(uri: str) -> str | None:
    """The title of the rules page at ``uri`` (relative to ``docs/``), which its spec page's link to it shows:
    the ``title`` of its front matter, else its first level-one heading."""
    try:
        return docs_page_title((Build.root / "docs" / uri).read_text(encoding="utf-8"))
    except OSError:
        return None


def on_page_content(html: str, page: Page, config: Config, files: Files) -> str:
    """No contributed text may run script: the body is sanitised; titles and front matter become escaped text.

    A kept page gets back what rendering gave it; a fresh one is noted down to be kept.
    """
    render = Build.renders[page.file.src_uri]
    if render.kept:
        restore_rendering(page, render.kept, files)
    else:
        if render.assembled:
            restore_rendering(page, render.assembled, files)
            html = render.assembled["html"]
        render.fresh = rendering(page)
    page.title, page.meta = safe_title(page.title or ""), safe_text(page.meta)
    if rulebooks := [ruleset.name for ruleset in Build.rulesets if is_in_rulebook(page.file.src_uri, ruleset)]:
        page.meta["tags"] = rulebooks  # search shows a page's tags on each of its results
    links = list(page.toc)
    while links:
        link = links.pop()
        link.title = safe_title(link.title)
        links += link.children
    if render.kept:
        content = str(render.kept["html"])
    else:
        content = with_search_words(safe_html(with_blocks(html, render.blocks)), Build.search_words)
        if render.fresh is not None:
            render.fresh["html"] = content
        if WARNINGS.count != render.warnings_before:
            render.key = None
    page.content = content
    Build.search[page.url] = kept_rendering(page, config)
    return content


def rendering(page: Page) -> dict[str, Any]:
    """What rendering its Markdown gave a page, besides the HTML, as JSON-shaped data."""
    return {
        "title": page.title,
        "toc": [toc_entry(link) for link in page.toc],
        "anchors": sorted(anchor for anchor in page.present_anchor_ids or () if anchor),
        "links": {file.src_uri: links for file, links in (page.links_to_anchors or {}).items()},
    }


def toc_entry(link: AnchorLink) -> dict[str, Any]:
    """A table-of-contents entry and the entries under it, as JSON-shaped data."""
    return {"title": link.title, "id": link.id, "level": link.level, "children": [toc_entry(c) for c in link.children]}


def toc_link(entry: dict[str, Any]) -> AnchorLink:
    """A table-of-contents entry made again from :func:`toc_entry`'s data."""
    link = AnchorLink(entry["title"], entry["id"], entry["level"])
    link.children = [toc_link(child) for child in entry["children"]]
    return link


def restore_rendering(page: Page, kept: dict[str, Any], files: Files) -> None:
    """Give a page that was not rendered again what rendering gave it last time."""
    page.title = kept["title"]
    page.toc = TableOfContents([toc_link(entry) for entry in kept["toc"]])
    page.present_anchor_ids = set(kept["anchors"])
    page.links_to_anchors = {
        target: links for uri, links in kept["links"].items() if (target := files.get_file_from_path(uri)) is not None
    }


@event_priority(50)  # before the search plugin, which then indexes nothing itself
def on_page_context(context: Any, page: Page, config: Config, nav: Any) -> Any:
    """The search plugin indexes no page: its entries were noted with its content (:func:`kept_rendering`). A page
    the fork writes (:func:`on_env`) is drawn here by an empty template, so this process writes nothing for it."""
    page.meta["search"] = {**(page.meta.get("search") or {}), "exclude": True}
    if Build.two_cores is not None and not Build.two_cores.takes(page):
        Build.two_cores.leave_to_the_copy(page)
        context["written_elsewhere"] = True
    return context


def kept_rendering(page: Page, config: Config) -> list[SearchEntry]:
    """A rendered page's search entries (kept, or made as the search plugin makes them); a fresh rendering that did
    not warn is kept for the next build."""
    render = Build.renders.pop(page.file.src_uri, None)
    if render is not None and render.kept:
        entries: list[SearchEntry] = render.kept["search"]
    elif SEARCH_PLUGIN in config["plugins"]:
        entries = search_entries(page)
    else:
        entries = []
    if render is not None and render.key:
        Build.used.add(render.key)
        if render.fresh is not None:
            render_cache.store(Build.cache, render.key, {**render.fresh, "search": entries})
        if render.alias:
            Build.used.add(render.alias)
        if render.alias and render.new_alias:
            render_cache.store(Build.cache, render.alias, {render_cache.SAME_AS: render.key})
    return entries


@event_priority(-50)  # after the search plugin has written its index
def on_post_build(config: Config) -> None:
    """The pages the fork did not write; the search index, from every page's entries; after a full build, the render
    cache holds only its pages."""
    if Build.two_cores is not None:
        Build.two_cores.write_left()
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if SEARCH_PLUGIN in config["plugins"]:
        index = json.loads(path.read_text(encoding="utf-8"))
        index["docs"] = [entry for url in Build.page_urls for entry in Build.search.get(url, ())]
        path.write_text(json.dumps(index, separators=(",", ":"), default=str), encoding="utf-8")
    if Build.command == "build":
        render_cache.prune(Build.cache, Build.used)
    Build.ended_clean = WARNINGS.count == Build.warnings_at_start


@event_priority(-100)  # the last of the shutdown events
def on_shutdown() -> None:
    """A ``mkdocs build`` that ended without a warning ends its process at once, with the status it would end with.

    Left to itself, Python would take apart every object of the build before ending: the pages,
    their renderings, the parsed features, a fifth of a second or more, for nothing (mypy ends
    the same way). A build that warned or failed ends as MkDocs ends it.
    """
    if Build.command == "build" and Build.ended_clean:
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)


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
    """Every page says which scripts may run in it; a page the fork writes is left empty, so it is not written."""
    written_elsewhere = Build.two_cores is not None and Build.two_cores.is_written_elsewhere(page)
    return "" if written_elsewhere else with_content_policy(output)


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
