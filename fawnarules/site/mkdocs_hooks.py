"""The MkDocs hook of the rules site: the one module that knows MkDocs, and only through its plugin events.

* ``on_files``: the sources read once and linted (each problem a warning at its ``file:line``, which a strict build
  refuses); unsafe file names left out; the spec pages, generated pages and published JSON Schemas added.
* ``on_page_markdown``: a page's finished Markdown, unless the same was rendered before (the render cache).
* ``on_page_content``: the body sanitised, titles escaped, search entries made for ``on_post_build`` to write.
* ``on_post_page``: the Content-Security-Policy; in the live preview, lint's problems with the page.
"""

from __future__ import annotations

import html
import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemBytecodeCache
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files, InclusionLevel
from mkdocs.structure.toc import AnchorLink, TableOfContents

import fawnarules
from fawnarules import cache
from fawnarules.conformance.replay import published_site, spec_page_uri
from fawnarules.conformance.schema import schema_files
from fawnarules.lint import lint
from fawnarules.site import site_pages
from fawnarules.site.content_policy import with_content_policy
from fawnarules.site.feature_page import with_blocks
from fawnarules.site.glossary import search_words, tooltips
from fawnarules.site.problem_box import problems_by_page, with_problem_box
from fawnarules.site.ruleset import Ruleset, nav_entries, read_rulesets
from fawnarules.site.safe_html import safe_html, safe_text, safe_title, unsafe_name
from fawnarules.site.search_index import page_entries
from fawnarules.sources.glossary import Entry, GlossaryError, read_glossary
from fawnarules.sources.project import Sources, read_sources

log = logging.getLogger("mkdocs.hooks.fawnarules")
SAFE_URL = re.compile(r"^[^\s\"'<>`]*$")

Config = Any
Page = Any


class WarningCount(logging.Handler):
    """The warnings of the build so far: a page that warned while rendering is not kept, so it warns again."""

    count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


WARNINGS = WarningCount(logging.WARNING)


@dataclass
class Build:
    """What one build (or one rebuild under ``mkdocs serve``) reads once; what a live preview keeps between them."""

    command: str = "build"
    dirty: bool = False
    root: Path = Path()
    sources: Sources = field(default_factory=lambda: Sources((), (), ()))
    rulesets: list[Ruleset] = field(default_factory=list)
    glossary: list[Entry] = field(default_factory=list)
    search_words: dict[str, list[str]] = field(default_factory=dict)
    generated: dict[str, str] = field(default_factory=dict)
    cache: Path = Path()
    code: str = ""
    keys: dict[str, str | None] = field(default_factory=dict)  # in the render cache, by page URI (and lint's)
    built: dict[str, str | None] = field(default_factory=dict)  # under `mkdocs serve`, each page's last key
    boxes: dict[str, list[str]] = field(default_factory=dict)  # what lint finds, by the page it is about
    renders: dict[str, tuple[dict[str, Any] | None, list[str], int]] = field(default_factory=dict)
    search: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    page_urls: list[str] = field(default_factory=list)
    top_level: list[str] = field(default_factory=list)


BUILD = Build()


def on_startup(command: str, dirty: bool) -> None:
    """Which command builds: ``mkdocs serve`` allows its live-reload script, ``mkdocs build`` prunes the cache."""
    BUILD.command, BUILD.dirty = command, dirty


def on_config(config: Config) -> Config:
    """Read the glossary for the abbreviations' tooltips; no edit links without ``repo_url``; the published address."""
    try:
        BUILD.glossary = read_glossary(Path(config["docs_dir"]))
    except GlossaryError as error:
        raise PluginError(str(error)) from None
    BUILD.search_words = search_words(BUILD.glossary)
    logging.getLogger("mkdocs").addHandler(WARNINGS)  # a logger keeps one of each handler, however often
    config["mdx_configs"].setdefault("abbr", {})["glossary"] = tooltips(BUILD.glossary)
    if not config.get("repo_url"):
        config["edit_uri"] = None
    # The published address, written once (fawnarules.conformance.replay), makes the canonical links and the sitemap;
    # page links stay relative. A preview keeps the address it is served at.
    config["site_url"] = config.get("site_url") or published_site() or None
    return config


def on_files(files: Files, config: Config) -> Files:
    """Read and lint the sources, leave out unsafe file names, add the spec and generated pages, key each page."""
    config_file, docs = Path(config["config_file_path"]), Path(config["docs_dir"])
    BUILD.root = root = config_file.resolve().parent
    BUILD.sources = sources = read_sources(root)
    if sources.unreadable:  # no page can be made of a file that cannot be read
        raise PluginError("\n".join(map(str, sources.unreadable)))
    BUILD.cache, BUILD.keys = cache.cache_folder(root, "site"), {}
    # An odds block's kept figure (fawnarules.odds.cache) is what the code and the block's text draw, both in the
    # key already: the figures a build writes as it goes must not change every page's key for the next build.
    BUILD.code = cache.code_fingerprint([Path(fawnarules.__file__).parent], cache.RENDERERS)
    shown, BUILD.boxes = BUILD.boxes, problems_by_page(report_lint(root, sources), docs.name)
    for file in list(files):
        if file.inclusion is not InclusionLevel.EXCLUDED and (problem := unsafe_name(file.src_uri)):
            log.warning(f"{docs.name}/{file.src_uri}:1: {problem}")
            files.remove(file)
    nav = nav_entries(config_file.read_text(encoding="utf-8"))
    BUILD.rulesets = read_rulesets(docs, nav)
    for path, _ in sources.features:
        if problem := unsafe_name(path.as_posix()):
            log.warning(f"{path.as_posix()}:1: {problem}")
            continue
        spec_page = File.generated(config, spec_page_uri(path), abs_src_path=str(root / path))
        spec_page.edit_uri = f"../{path.as_posix()}"  # its "edit this page" opens the feature file, beside docs/
        files.append(spec_page)
    pages, printable = site_pages.generated_pages(sources, BUILD.rulesets, BUILD.glossary, root)
    for uri, content in [*pages.items(), *printable.items()]:
        inclusion = InclusionLevel.NOT_IN_NAV if uri in printable else InclusionLevel.UNDEFINED
        files.append(File.generated(config, uri, content=content, inclusion=inclusion))
    # The published schemas, made from the types (never committed), kept in the render cache by the code.
    schemas = BUILD.keys["\0schemas"] = cache.page_key(BUILD.code, "schemas", "")
    for name, text in cache.kept(BUILD.cache, schemas, schema_files).items():
        files.append(File.generated(config, f"conformance/{name}", content=text))
    BUILD.generated = {**pages, **printable}
    for problem in site_pages.wrong_nav_titles(nav, sources, BUILD.generated):
        log.warning(f"{config_file.name}:{problem}")
    BUILD.top_level = sorted({file.dest_uri.split("/")[0] for file in files})
    BUILD.page_urls = [file.url for file in files.documentation_pages()]
    find_keys(files, config, shown)
    return files


def report_lint(root: Path, sources: Sources) -> list[str]:
    """Warn of what ``fawnarules lint`` finds wrong (its notes aside), kept in the render cache by sources and code;
    the live preview lints itself, so that its first edit, like every other, has only the files it changed read."""

    def problems() -> dict[str, Any]:
        return {"problems": [str(found) for found in lint(root, sources) if not found.kind.is_note]}

    serve = BUILD.command == "serve"
    key = BUILD.keys["\0lint"] = None if serve else cache.page_key(BUILD.code, "lint", sources.digest)
    found: list[str] = cache.kept(BUILD.cache, key, problems)["problems"]
    for problem in found:
        log.warning(problem)
    return found


def find_keys(files: Files, config: Config, shown: dict[str, list[str]]) -> None:
    """Each page's key in the render cache; under ``mkdocs serve --dirty``, a page whose key or problems (``shown``
    when last built) changed is built again, whatever the times of its files say."""
    settings = [Path(config["config_file_path"]).read_text(encoding="utf-8"), config["repo_url"], config["edit_uri"]]
    shared = cache.fingerprint(BUILD.code, repr([*settings, BUILD.glossary]), (file.src_uri for file in files))
    for file in files.documentation_pages():
        made = site_pages.made_from(BUILD.sources, BUILD.rulesets, file.src_uri, BUILD.generated)
        key = BUILD.keys[file.src_uri] = cache.page_key(shared, file.dest_uri, "\0".join(made))
        changed = key is None or BUILD.built.get(file.src_uri) != key
        changed |= shown.get(file.src_uri) != BUILD.boxes.get(file.src_uri)
        if BUILD.command == "serve" and BUILD.dirty and changed:
            Path(file.abs_dest_path).unlink(missing_ok=True)


def on_nav(nav: Any, config: Config, files: Files) -> Any:
    """A page the nav gives no title is named by its heading, even when ``mkdocs serve --dirty`` does not build it.
    The theme prints titles and addresses as they are: titles become escaped text, and an entry whose address
    could hold markup (a name in the nav that is not a page of the site) is left out."""
    nav.items = safe_items(nav.items)
    return nav


def safe_items(items: list[Any]) -> list[Any]:
    """Navigation items titled and escaped, each link that could hold markup left out, at any depth."""
    kept = []
    for item in items:
        if item.is_link and not SAFE_URL.match(item.url):
            log.warning(f"mkdocs.yml: the nav entry {item.url!r} is left out: it names no page of the site")
            continue
        if item.is_page and item.title is None:
            item.title = site_pages.page_title(BUILD.sources, item.file.src_uri)
        if item.title:
            item.title = safe_title(item.title)
        if item.is_section:
            item.children = safe_items(item.children)
        kept.append(item)
    return kept


def on_env(env: Environment, config: Config, files: Files) -> Environment:
    """Keep the theme's compiled templates between builds: every ``mkdocs serve`` rebuild would compile them again."""
    env.bytecode_cache = FileSystemBytecodeCache()
    return env


def on_page_markdown(markdown: str, page: Page, config: Config, files: Files) -> str:
    """The page's finished Markdown, or nothing for a page whose rendering is kept from an earlier build."""
    uri: str = page.file.src_uri
    key = BUILD.built[uri] = BUILD.keys.get(uri)
    kept = cache.load(BUILD.cache, key) if key else None
    blocks: list[str] = []
    BUILD.renders[uri] = (kept, blocks, WARNINGS.count)
    if kept or uri in BUILD.generated:
        return "" if kept else markdown
    return site_pages.page_markdown(
        BUILD.root, BUILD.sources, BUILD.rulesets, uri, markdown, source_url=page.edit_url, blocks=blocks
    )


def on_page_content(content: str, page: Page, config: Config, files: Files) -> str:
    """No contributed text may run script: the body is sanitised, titles and front matter become escaped text. A
    kept page gets back what rendering gave it; a fresh one is kept for the next build."""
    uri: str = page.file.src_uri
    kept, blocks, warnings_before = BUILD.renders.pop(uri)
    if kept is None:
        page.title = safe_title(page.title or "")
        content = safe_html(with_blocks(content, blocks))
        entries = page_entries(uri, page.url, page.title, content, rulesets=BUILD.rulesets, defining=BUILD.search_words)
        kept = {**rendering(page), "html": content, "search": entries}
        if (key := BUILD.keys.get(uri)) is not None and WARNINGS.count == warnings_before:
            cache.store(BUILD.cache, key, kept)
    restore_rendering(page, kept, files)
    page.meta = safe_text(page.meta)
    BUILD.search[page.url] = kept["search"]
    return str(kept["html"])


def rendering(page: Page) -> dict[str, Any]:
    """What rendering its Markdown gave a page, besides the HTML, as JSON-shaped data."""
    return {
        "title": page.title,
        "toc": [toc_entry(link) for link in page.toc],
        "anchors": sorted(anchor for anchor in page.present_anchor_ids or () if anchor),
        "links": {file.src_uri: links for file, links in (page.links_to_anchors or {}).items()},
    }


def toc_entry(link: AnchorLink) -> list[Any]:
    """A table-of-contents entry and those under it, as JSON-shaped data, its title as escaped text."""
    return [safe_title(link.title), link.id, link.level, [toc_entry(child) for child in link.children]]


def toc_link(entry: list[Any]) -> AnchorLink:
    """A table-of-contents entry made again from :func:`toc_entry`'s data."""
    title, anchor, level, children = entry
    link = AnchorLink(title, anchor, level)
    link.children = [toc_link(child) for child in children]
    return link


def restore_rendering(page: Page, kept: dict[str, Any], files: Files) -> None:
    """Give a page what rendering gave it, in this build or in the one that kept it."""
    page.title = kept["title"]
    page.toc = TableOfContents([toc_link(entry) for entry in kept["toc"]])
    page.present_anchor_ids = set(kept["anchors"])
    page.links_to_anchors = {
        target: links for uri, links in kept["links"].items() if (target := files.get_file_from_path(uri)) is not None
    }


@event_priority(50)  # before the search plugin, which then indexes nothing itself
def on_page_context(context: Any, page: Page, config: Config, nav: Any) -> Any:
    """The search plugin indexes no page: the site writes the index from its own entries (:func:`on_post_build`).
    The theme prints the edit address as it is: it is escaped here."""
    page.meta["search"] = {"exclude": True}
    if page.edit_url:
        page.edit_url = html.escape(page.edit_url, quote=True)
    return context


def on_post_page(output: str, page: Page, config: Config) -> str:
    """Every page says which scripts may run in it; in the live preview, it shows what lint finds wrong in it."""
    if BUILD.command == "serve":
        output = with_problem_box(output, BUILD.boxes.get(page.file.src_uri, []))
    return with_content_policy(output, live_reload=BUILD.command == "serve")


@event_priority(-50)  # after the search plugin has written its index
def on_post_build(config: Config) -> None:
    """The search index, from every page's entries in file order; a full build leaves the render cache its pages."""
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if path.exists():
        settings = json.loads(path.read_text(encoding="utf-8"))["config"]
        entries = [entry for url in BUILD.page_urls for entry in BUILD.search.get(url, ())]
        index = {"config": settings, "docs": entries}  # the theme's search settings, the entries page after page
        path.write_text(json.dumps(index, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
    if BUILD.command == "build":
        cache.prune(BUILD.cache, [key for key in BUILD.keys.values() if key])


def on_template_context(context: Any, template_name: str, config: Config) -> Any:
    """The "not found" page is served at any missing address: its links start from the root its script finds."""
    if template_name == "404.html":
        context["base_url"], context["site_top_level"] = ".", BUILD.top_level
    return context


def on_post_template(output_content: str, template_name: str, config: Config) -> str:
    """The "not found" page carries the policy too."""
    html_page = template_name.endswith(".html")
    return with_content_policy(output_content, live_reload=BUILD.command == "serve") if html_page else output_content
