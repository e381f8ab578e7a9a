"""What a rebuild under ``mkdocs serve`` can keep from the last one, so an edit shows in well under a second.

* Each source file is parsed once per text (:func:`fawnarules.sources.catalog.read_catalogue`
  and :func:`fawnarules.sources.feature.parse_feature` keep what they read), so a rebuild parses
  only the files that changed.
* Generated pages are written to files that change only when their text does, so a build
  that skips unmodified pages (``mkdocs serve --dirty``) skips them too.
* :func:`stale_pages` names the pages whose text depends on a source that changed since
  the page was last built: a rules page lists the scenarios of its feature file and the
  rulings of its clarifications page; a spec page shows the title and rule titles of its rules page;
  the home page shows every rulebook's front matter.

Nothing here needs MkDocs; the state lives as long as the process.
"""

from __future__ import annotations

import hashlib
import tempfile
from pathlib import Path, PurePosixPath


def generated_folder(site_dir: str) -> Path:
    """Where the generated pages of the build into ``site_dir`` are kept between builds."""
    digest = hashlib.sha256(str(Path(site_dir).resolve()).encode()).hexdigest()[:16]
    folder = Path(tempfile.gettempdir()) / f"fawnarules-pages-{digest}"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_if_changed(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` unless it already holds exactly that, so its time stamp says when it changed."""
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return path


def sources_of(uri: str, root: Path) -> list[Path]:
    """Beyond a page's own file, the sources its text depends on (``uri`` is relative to ``docs/``)."""
    parts = PurePosixPath(uri).parts
    if parts == ("index.md",):
        return sorted((root / "docs").glob("*/index.md"))
    if len(parts) == 3 and parts[0] == "spec":
        # A spec page names its rules page by that page's title, and heads each rule with the title given there.
        prose = root / "docs" / parts[1] / parts[2]
        return [prose] if prose.exists() else []
    if len(parts) != 2:
        return []
    ruleset, chapter = parts[0], PurePosixPath(parts[1]).stem
    candidates = [
        root / "features" / ruleset / f"{chapter}.feature",
        root / "docs" / ruleset / "clarifications.md",
        root / "features" / ruleset / "clarifications.feature",
    ]
    return [path for path in candidates if path.exists()]


def stale_pages(pages: dict[str, Path], root: Path) -> set[str]:
    """The pages (by URI, each with its built file) older than a source their text depends on."""
    stale: set[str] = set()
    for uri, built in pages.items():
        if not built.exists():
            continue
        built_at = built.stat().st_mtime_ns
        if any(source.stat().st_mtime_ns > built_at for source in sources_of(uri, root)):
            stale.add(uri)
    return stale
