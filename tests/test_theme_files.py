"""The theme's files are listed as MkDocs lists them, without walking Material's hidden icon folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from mkdocs.config import load_config
from mkdocs.structure.files import Files, get_files

from fawnarules.site import theme_files
from tests.site_build import ROOT


def test_mkdocs_lists_theme_files_with_the_method_the_listing_follows() -> None:
    assert theme_files.method_digest(theme_files.ORIGINAL) == theme_files.REPLACED_SOURCE_DIGEST, (
        "MkDocs' Files.add_files_from_theme changed: compare it with fawnarules/site/theme_files.py, "
        "bring theme_files() in line, and set REPLACED_SOURCE_DIGEST to the new method's digest"
    )


def listed(config_file: Path, site_dir: Path, add: Callable[[Files, Any, Any], None]) -> list[tuple[str, str, str]]:
    """The files of a site after the theme's are added by ``add`` (MkDocs' method or the site's)."""
    config = load_config(str(config_file), site_dir=str(site_dir))
    files: Files = get_files(config)
    add(files, config.theme.get_env(), config)
    return [(file.src_uri, file.abs_src_path or "", file.dest_uri) for file in files]


def test_the_projects_theme_files_are_the_ones_mkdocs_lists(tmp_path: Path) -> None:
    ours = listed(ROOT / "mkdocs.yml", tmp_path, theme_files.add_files_from_theme)
    assert ours == listed(ROOT / "mkdocs.yml", tmp_path, theme_files.ORIGINAL)
    assert any(uri.startswith("assets/javascripts/") for uri, _, _ in ours)


def test_a_theme_folder_with_hidden_overriding_and_template_files_is_listed_as_mkdocs_lists_it(
    tmp_path: Path,
) -> None:
    docs, theme = tmp_path / "docs", tmp_path / "theme"
    for path in [
        docs / "index.md",
        docs / "assets" / "extra.js",
        theme / "assets" / "extra.js",  # a docs file of the same name wins
        theme / "assets" / "images" / "favicon.png",  # overrides Material's own
        theme / ".hidden.css",
        theme / "assets" / ".secret" / "deep" / "a.css",
        theme / "partials" / "footer.html",
        theme / "README.txt",
        theme / "kept.css",
    ]:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x", encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: t\ndocs_dir: {docs}\ntheme:\n  name: material\n  custom_dir: {theme}\n")
    ours = listed(config, tmp_path / "site", theme_files.add_files_from_theme)
    assert ours == listed(config, tmp_path / "site", theme_files.ORIGINAL)
    by_uri = {uri: source for uri, source, _ in ours}
    assert by_uri["assets/images/favicon.png"] == str(theme / "assets/images/favicon.png")
    assert by_uri["assets/extra.js"] == str(docs / "assets/extra.js")
    assert "kept.css" in by_uri
    assert not {".hidden.css", "assets/.secret/deep/a.css", "README.txt", "partials/footer.html"} & set(by_uri)
    # Nothing is kept between builds: a file added to the theme folder is there in the next listing.
    (theme / "added.css").write_text("x", encoding="utf-8")
    again = listed(config, tmp_path / "site", theme_files.add_files_from_theme)
    assert again == listed(config, tmp_path / "site", theme_files.ORIGINAL)
    assert "added.css" in {uri for uri, _, _ in again}


def test_the_listing_is_installed_only_over_the_method_it_follows(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Files, "add_files_from_theme", theme_files.ORIGINAL)
    monkeypatch.setattr(theme_files, "REPLACED_SOURCE_DIGEST", "another method")
    assert not theme_files.install()
    assert Files.add_files_from_theme is theme_files.ORIGINAL
    monkeypatch.undo()
    monkeypatch.setattr(Files, "add_files_from_theme", theme_files.ORIGINAL)
    assert theme_files.install()
    assert Files.add_files_from_theme is theme_files.add_files_from_theme
