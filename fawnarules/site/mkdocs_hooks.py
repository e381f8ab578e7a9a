"""The MkDocs hook of the rules site.

* Each ``features/<ruleset>/<chapter>.feature`` becomes the page ``spec/<ruleset>/<chapter>.md``,
  backed by the feature file itself and rendered by :mod:`fawnarules.site.feature_page`.
* Each rule heading of a rules page gets links to the scenarios that check it.
* A broken cross-reference between docs and spec (a rule without a scenario, say) is a
  build warning, so ``mkdocs build --strict`` fails on it.
"""

from __future__ import annotations

import logging
import posixpath
from pathlib import Path, PurePosixPath
from typing import Any

from mkdocs.structure.files import File, Files

from fawnarules.site.feature_page import render_feature_page
from fawnarules.site.rule_links import add_scenario_links, spec_page_uri
from fawnarules.spec.catalog import Catalogue, read_catalogue
from fawnarules.spec.crossref import crossref_problems

log = logging.getLogger("mkdocs.hooks.fawnarules")

Config = Any
Page = Any


class Build:
    """What one build (or one rebuild under ``mkdocs serve``) reads once."""

    root = Path()
    catalogue = Catalogue((), (), ())


def on_files(files: Files, config: Config) -> Files:
    """Read the catalogue, report broken cross-references, and add one spec page per feature file."""
    Build.root = Path(config["config_file_path"]).resolve().parent
    Build.catalogue = read_catalogue(Build.root)
    for problem in crossref_problems(Build.catalogue):
        log.warning(str(problem))
    for feature in sorted((Build.root / "features").rglob("*.feature")):
        uri = spec_page_uri(PurePosixPath(feature.relative_to(Build.root).as_posix()))
        files.append(File.generated(config, uri, abs_src_path=str(feature)))
    return files


def on_page_markdown(markdown: str, page: Page, config: Config, files: Files) -> str:
    """Render a spec page from its feature text; add scenario links to a rules page."""
    uri: str = page.file.src_uri
    if uri.startswith("spec/") and page.file.abs_src_path.endswith(".feature"):
        # MkDocs reads a leading "Feature: ..." line as page metadata, so read the file itself.
        feature = Path(page.file.abs_src_path)
        source = feature.relative_to(Build.root).as_posix()
        prose = posixpath.relpath(uri.removeprefix("spec/"), posixpath.dirname(uri))
        return render_feature_page(feature.read_text(encoding="utf-8"), source=source, prose_page=prose)
    return add_scenario_links(markdown, uri, Build.catalogue)
