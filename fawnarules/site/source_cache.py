"""What a rebuild under ``mkdocs serve`` can keep from the last one, so an edit shows in well under a second.

* The catalogue is read file by file, and a file is parsed again only when it changed.
* Generated pages are written to files that change only when their text does, so a build
  that skips unmodified pages (``mkdocs serve --dirty``) skips them too.
* :func:`stale_pages` names the pages whose text depends on a source that changed since
  the page was last built: a rules page lists the scenarios of its feature file and the
  rulings of its clarifications page; a spec page shows the rule titles of its rules page;
  the home page shows every rulebook's front matter.

Nothing here needs MkDocs; the state lives as long as the process.
"""

from __future__ import annotations

import hashlib
import tempfile
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Any, TypeVar

from fawnarules.spec.catalog import Catalogue, RuleHeading, SpecRule, SpecScenario, doc_rule_headings, parse_feature

Value = TypeVar("Value")
Node = dict[str, Any]
Stamp = tuple[int, int]

PARSED: dict[tuple[Path, str], tuple[Stamp, object]] = {}


def stamp(path: Path) -> Stamp:
    """When a file last changed, and its size."""
    status = path.stat()
    return status.st_mtime_ns, status.st_size


def cached(path: Path, kind: str, read: Callable[[str], Value]) -> Value:
    """``read(text of path)``, computed again only when the file has changed since the last call."""
    key, current = (path, kind), stamp(path)
    found = PARSED.get(key)
    if found is not None and found[0] == current:
        value: Value = found[1]  # type: ignore[assignment]
        return value
    value = read(path.read_text(encoding="utf-8"))
    PARSED[key] = (current, value)
    return value


def read_catalogue_cached(root: Path) -> Catalogue:
    """:func:`fawnarules.spec.catalog.read_catalogue`, parsing only the files that changed since the last call.

    Each feature file is parsed once, and the same parse serves its spec page (:func:`feature_document`).
    """
    headings: list[RuleHeading] = []
    for page in sorted((root / "docs").rglob("*.md")):
        headings += cached(page, "headings", HeadingReader(page.relative_to(root)))
    rules: list[SpecRule] = []
    loose: list[SpecScenario] = []
    for feature in sorted((root / "features").rglob("*.feature")):
        found_rules, found_loose = document_rules(feature.relative_to(root), feature_document(feature))
        rules += found_rules
        loose += found_loose
    return Catalogue(tuple(headings), tuple(rules), tuple(loose))


def feature_document(path: Path) -> Node:
    """The Gherkin document of a feature file, parsed again only when the file changed."""
    return cached(path, "document", parse_feature)


def document_rules(path: Path, document: Node) -> tuple[list[SpecRule], list[SpecScenario]]:
    """The rules and the loose scenarios of a parsed feature file.

    The same reading as :func:`fawnarules.spec.catalog.feature_rules` and
    :func:`~fawnarules.spec.catalog.loose_scenarios`, from a parse made once.
    """
    rules: list[SpecRule] = []
    loose: list[SpecScenario] = []
    for child in (document.get("feature") or {}).get("children", []):
        if "scenario" in child:
            loose.append(scenario_of(child["scenario"], "", path))
        rule = child.get("rule")
        if rule is None:
            continue
        rule_id = rule["name"].strip()
        scenarios = tuple(
            scenario_of(item["scenario"], rule_id, path) for item in rule.get("children", []) if "scenario" in item
        )
        rules.append(SpecRule(rule_id, path, rule["location"]["line"], scenarios))
    return rules, loose


def scenario_of(scenario: Node, rule_id: str, path: Path) -> SpecScenario:
    """A parsed scenario as the catalogue holds it."""
    return SpecScenario(scenario["name"].strip(), rule_id, path, scenario["location"]["line"])


class HeadingReader:
    """The rule headings of the docs page at ``path``, from its text."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __call__(self, text: str) -> list[RuleHeading]:
        return list(doc_rule_headings(self.path, text))


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
        # A spec page heads each rule with the title its docs page gives it.
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
