"""The package's floors: what reads the sources stands on the shared ground alone, and MkDocs is met in one module.

``fawnarules.sources`` reads the docs and feature files into the one model that lint, export, the checker and the
site share, so it imports none of them: only the modules below it. The site's renderers work without MkDocs (the
next static-site tool can call them), so the MkDocs adapter, ``fawnarules/site/mkdocs_hooks.py``, is the one module
that imports MkDocs or its theme, and nothing outside the site imports the site. Every import counts, those inside a
function too.
"""

from __future__ import annotations

from pathlib import Path

from tests.source_imports import imported

PACKAGE = Path(__file__).resolve().parent.parent / "fawnarules"

BELOW_THE_SOURCES = {"cache", "json_text", "limits", "operation", "plain_text", "record", "rejection"}
"""The shared ground: modules of values, text and the cache, which read no source and import no floor above."""

ADAPTER = PACKAGE / "site" / "mkdocs_hooks.py"


def package_modules(folder: Path = PACKAGE) -> list[Path]:
    return sorted(folder.rglob("*.py"))


def test_the_sources_import_only_themselves_and_the_modules_below_them() -> None:
    above = {
        f"{path.name}: {name}"
        for path in package_modules(PACKAGE / "sources")
        for name in imported(path)
        if name.startswith("fawnarules.") and name.split(".")[1] not in {"sources", *BELOW_THE_SOURCES}
    }
    assert sorted(above) == []


def test_only_the_adapter_imports_mkdocs_and_only_the_site_imports_the_site() -> None:
    mkdocs = {
        path.relative_to(PACKAGE).as_posix()
        for path in package_modules()
        if any(name.split(".")[0] in {"mkdocs", "material"} for name in imported(path))
    }
    assert mkdocs == {ADAPTER.relative_to(PACKAGE).as_posix()}
    outside = {
        path.relative_to(PACKAGE).as_posix()
        for path in package_modules()
        if PACKAGE / "site" not in path.parents and any(name.startswith("fawnarules.site") for name in imported(path))
    }
    assert sorted(outside) == []


def test_an_import_inside_a_function_or_relative_to_its_package_counts(tmp_path: Path) -> None:
    module = tmp_path / "fawnarules" / "sources" / "late.py"
    module.parent.mkdir(parents=True)
    module.write_text(
        "from fawnarules import cache\nfrom . import feature\n\n"
        "def build():\n    from ..site import pages\n    import mkdocs.config\n",
        encoding="utf-8",
    )
    assert imported(module, tmp_path) == {
        *("fawnarules", "fawnarules.cache", "fawnarules.sources", "fawnarules.sources.feature"),
        *("fawnarules.site", "fawnarules.site.pages", "mkdocs.config"),
    }
