"""The site hook end to end on a small project: a new rulebook appears everywhere by itself, and
HTML or script written into docs, front matter or features is shown as text, never run."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from mkdocs.commands import build as mkdocs_build
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

from fawnarules.site import print_sections, render_cache, shared_work, sources
from fawnarules.site.raw_html import inert_markdown
from fawnarules.site.search_sections import SectionSplitter, read, sections
from fawnarules.site.shared_work import SharedWork
from fawnarules.site.source_cache import stale_pages, write_if_changed
from fawnarules.sources.feature import gherkin_document
from tests.site_build import ROOT, build_site
from tests.test_search_sections import plugin_sections, section_fields

CONFIG = f"""\
site_name: sample
docs_dir: docs
use_directory_urls: false
hooks:
  - {ROOT / "fawnarules/site/mkdocs_hooks.py"}
theme:
  name: material
  font: false
markdown_extensions:
  - abbr
  - admonition
  - attr_list
  - md_in_html
  - tables
  - toc
  - pymdownx.superfences
nav:
  - Home: index.md
  - Evil:
      - evil/index.md
      - evil/core.md
      - evil/clarifications.md
      - Spec:
          - spec/evil/core.md
          - spec/evil/clarifications.md
  - Rule index: rules.md
  - Clarifications: clarifications.md
  - Contributing: contributing.md
"""

HOSTILE = "<script>alert('x')</script>"

FILES = {
    "docs/index.md": "# Home\n\n<!-- rulebook cards -->\n",
    "docs/contributing.md": "# Contributing\n\n## Adding a clarification {#adding-a-clarification}\n",
    "docs/evil/index.md": f"""\
---
summary: A rulebook whose summary says {HOSTILE}
source: "<img src=x onerror=alert(1)> Somebody"
source_url: javascript:alert(2)
---

# Evil: a rulebook to attack the site with

Read [the core](core.md).
""",
    "docs/evil/core.md": f"""\
# Core rules

## A rule with <b onmouseover="alert(3)">markup</b> in its title {{#evil.core.first}}

Plain text, then {HOSTILE}, then <iframe src="https://example.com"></iframe>.
A [link](javascript:alert(4)) and <span class="note">a kept span</span>.

```python
assert "<script>" != ""
```
""",
    "docs/evil/clarifications.md": f"""\
# Clarifications

## Is {HOSTILE} allowed? {{#evil.clarifications.script}}

**Question.** May <img src=x onerror=alert(5)> appear? It bears on evil.core.first.

**Ruling.** No.

**Evidence.** [The rule](core.md#evil.core.first).
""",
    "features/evil/core.feature": f"""\
Feature: {HOSTILE}
  A description with <img src=x onerror=alert(6)>.

  Rule: evil.core.first

    Scenario: A name with {HOSTILE}
      Given the attack:
        | type | {HOSTILE} |
      When I call reactions.resolve_attack
      Then it is an input error at attack.type
""",
    "features/evil/clarifications.feature": """\
Feature: Clarifications

  Rule: evil.clarifications.script

    Scenario: Script stays text
      Given no reactions
      When I call reactions.resolve_attack
      Then it is an input error at attack
""",
}

# A tag that would run or load something: a script, a frame, an image, an event handler, a script address.
ACTIVE = re.compile(
    r"<script\b|<iframe\b|<img\b|<[a-z][^<>]*\son[a-z]+\s*=|(?:href|src)\s*=\s*[\"']?\s*javascript:", re.IGNORECASE
)


def sample_project(project: Path) -> Path:
    """The sample project's sources written into ``project``."""
    (project / "mkdocs.yml").write_text(CONFIG, encoding="utf-8")
    for name, text in FILES.items():
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_text(text, encoding="utf-8")
    return project


@pytest.fixture(scope="module")
def sample_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = sample_project(tmp_path_factory.mktemp("project"))
    return build_site(project / "site", project / "mkdocs.yml")


def article(page: Path) -> str:
    """The page's own content, without the theme's header, navigation and scripts."""
    html = page.read_text(encoding="utf-8")
    return html[html.index("<article") : html.index("</article>")]


@pytest.mark.parametrize(
    "page",
    [
        "index.html",
        "rules.html",
        "clarifications.html",
        "evil/index.html",
        "evil/core.html",
        "evil/print.html",
        "spec/evil/core.html",
    ],
)
def test_html_and_script_in_contributed_text_are_shown_as_text(sample_site: Path, page: str) -> None:
    content = article(sample_site / page)
    assert not ACTIVE.search(content), ACTIVE.search(content)


def test_the_hostile_text_is_still_there_to_read(sample_site: Path) -> None:
    assert "&lt;script&gt;alert('x')&lt;/script&gt;" in article(sample_site / "evil/core.html").replace("&#39;", "'")
    assert "&lt;iframe" in article(sample_site / "evil/core.html")
    assert "&lt;img src=x onerror=alert(5)&gt;" in article(sample_site / "clarifications.html").replace(
        "&#40;", "("
    ).replace("&#41;", ")")


def test_harmless_formatting_is_kept(sample_site: Path) -> None:
    assert '<span class="note">a kept span</span>' in article(sample_site / "evil/core.html")


def test_a_new_rulebook_gets_a_home_card_an_index_section_and_a_printable_edition(sample_site: Path) -> None:
    home = article(sample_site / "index.html")
    assert 'href="evil/index.html"' in home
    assert 'href="evil/print.html"' in home
    rules = article(sample_site / "rules.html")
    assert 'id="ruleset-evil"' in rules
    assert 'href="spec/evil/core.html#evil.core.first/a-name-with-script-alert-x-script"' in rules
    assert 'href="evil/clarifications.html#evil.clarifications.script"' in rules
    printable = article(sample_site / "evil/print.html")
    assert 'id="print-core"' in printable
    assert 'href="#print-core"' in printable


def test_the_clarifications_index_shows_question_ruling_evidence_and_scenarios(sample_site: Path) -> None:
    index = article(sample_site / "clarifications.html")
    for label in ("Question.", "Ruling.", "Evidence.", "Pinned by"):
        assert label in index
    assert 'href="evil/core.html#evil.core.first"' in index
    assert 'href="spec/evil/clarifications.html#evil.clarifications.script/script-stays-text"' in index


def test_a_rule_without_a_scenario_fails_the_build(tmp_path: Path) -> None:
    sample_project(tmp_path)
    core = tmp_path / "docs/evil/core.md"
    core.write_text(core.read_text(encoding="utf-8") + "\n## A rule nobody checks {#evil.core.unchecked}\n")
    with pytest.raises(Abort):
        build_site(tmp_path / "site", tmp_path / "mkdocs.yml")


def site_files(site: Path) -> dict[str, str]:
    """Every page and the search index of a built site, by path."""
    return {
        path.relative_to(site).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted(site.rglob("*"))
        if path.suffix in {".html", ".json"}
    }


def test_a_build_with_nothing_changed_writes_the_same_site_from_the_kept_pages(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    first = site_files(build_site(tmp_path / "first", project / "mkdocs.yml"))
    entries = sorted((project / ".cache/site").glob("*.json"))
    kept = [path for path in entries if "html" in json.loads(path.read_text(encoding="utf-8"))]
    assert len(kept) == sum(1 for name in first if name.endswith(".html") and name != "404.html")
    assert site_files(build_site(tmp_path / "second", project / "mkdocs.yml")) == first

    # The second build took each page from the cache: a kept page changed by hand shows the change.
    record = json.loads(kept[0].read_text(encoding="utf-8"))
    kept[0].write_text(json.dumps({**record, "html": record["html"] + "<p>kept</p>"}), encoding="utf-8")
    third = site_files(build_site(tmp_path / "third", project / "mkdocs.yml"))
    assert [name for name, text in third.items() if "<p>kept</p>" in text] != []


def test_a_build_on_two_cores_writes_the_same_site_as_a_build_on_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = sample_project(tmp_path)
    forks: list[int] = []
    fork = os.fork

    def counted_fork() -> int:
        forks.append(fork())
        return forks[-1]

    monkeypatch.setattr(os, "fork", counted_fork)
    monkeypatch.setenv("FAWNARULES_SITE_PROCESSES", "1")
    one = site_files(build_site(tmp_path / "one", project / "mkdocs.yml"))
    assert forks == []
    shutil.rmtree(project / ".cache")
    monkeypatch.setattr(render_cache, "RECENT", {})  # nothing kept, on disk or in this process
    monkeypatch.setenv("FAWNARULES_SITE_PROCESSES", "2")
    assert site_files(build_site(tmp_path / "two", project / "mkdocs.yml")) == one
    assert len(forks) == 3  # one each to parse feature files, render pages and write them with this process


def test_a_page_the_fork_could_not_write_is_written_by_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = sample_project(tmp_path)
    monkeypatch.setenv("FAWNARULES_SITE_PROCESSES", "1")
    one = site_files(build_site(tmp_path / "one", project / "mkdocs.yml"))
    build_page, this_process = mkdocs_build._build_page, os.getpid()

    def failing_in_the_fork(page: Any, *arguments: Any, **options: Any) -> None:
        if os.getpid() != this_process:
            raise RuntimeError("a page the fork could not write")
        build_page(page, *arguments, **options)

    monkeypatch.setattr(mkdocs_build, "_build_page", failing_in_the_fork)
    monkeypatch.setenv("FAWNARULES_SITE_PROCESSES", "2")
    assert site_files(build_site(tmp_path / "two", project / "mkdocs.yml")) == one


def test_a_fresh_build_parses_each_feature_file_once_on_two_processes_and_keeps_every_parse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = (ROOT / "features/reactions/attack.feature").read_text(encoding="utf-8")
    folder = tmp_path / "features/sample"
    folder.mkdir(parents=True)
    for number in range(12):
        (folder / f"chapter{number:02}.feature").write_text(f"# copy {number} of {tmp_path}\n{text}", encoding="utf-8")
    parsed = tmp_path / "parsed"
    parsed.mkdir()

    def recorded(text: str) -> object:
        time.sleep(0.01)
        (parsed / f"{text.split()[2]}-{os.getpid()}").touch()
        return gherkin_document(text)

    monkeypatch.setattr(sources, "gherkin_document", recorded)
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path / "cache"))
    sources.parse_ahead(tmp_path)
    assert_each_done_once_by_two_processes(parsed, 12)
    assert len(list((tmp_path / "cache/gherkin").glob("*.json"))) == 12


def test_two_processes_share_a_list_each_item_done_once(tmp_path: Path) -> None:
    done = tmp_path / "done"
    done.mkdir()

    def work(index: int) -> None:
        time.sleep(0.01)
        (done / f"{index}-{os.getpid()}").touch()

    shared = SharedWork(40, work, start=lambda: None)
    for index in range(40):
        if shared.take(index):
            work(index)
    shared.finish()
    assert_each_done_once_by_two_processes(done, 40)


def assert_each_done_once_by_two_processes(folder: Path, count: int) -> None:
    """Items ``0`` to ``count - 1`` were each marked done once in ``folder`` (a file ``<item>-<process ID>``), by this
    process and one other."""
    by_process: dict[str, list[int]] = {}
    for name in (path.name for path in folder.iterdir()):
        item, pid = name.split("-")
        by_process.setdefault(pid, []).append(int(item))
    assert sorted(item for items in by_process.values() for item in items) == list(range(count))
    assert str(os.getpid()) in by_process
    assert len(by_process) == 2


def test_a_fork_that_hangs_is_stopped_and_its_items_fall_to_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shared_work, "LONGEST", 0.2)
    shared = SharedWork(1, lambda index: time.sleep(60), start=lambda: None)
    started = time.monotonic()
    shared.finish()
    assert time.monotonic() - started < 10
    assert shared.take(0)


def test_an_edit_renders_its_page_again_and_the_cache_keeps_only_the_last_build(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    build_site(tmp_path / "site", project / "mkdocs.yml")
    cache = project / ".cache/site"
    before = {path.name for path in cache.glob("*.json")}
    core = project / "docs/evil/core.md"
    core.write_text(core.read_text(encoding="utf-8") + "\nA sentence added by an edit.\n", encoding="utf-8")
    site = build_site(tmp_path / "site", project / "mkdocs.yml")
    assert "A sentence added by an edit." in article(site / "evil/core.html")
    after = {path.name for path in cache.glob("*.json")}
    assert len(after) == len(before)
    assert len(after - before) >= 1


def test_a_page_that_warned_warns_again_in_the_next_build(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    core = project / "docs/evil/core.md"
    core.write_text(core.read_text(encoding="utf-8") + "\nSee [a page that is not there](missing.md).\n")
    for _ in range(2):
        with pytest.raises(Abort):
            build_site(tmp_path / "site", project / "mkdocs.yml")


ODDS_FENCE = """\
  - pymdownx.superfences:
      custom_fences:
        - name: odds
          class: fr-odds
          format: !!python/name:fawnarules.odds.fence.format_fence
"""

REQUEST = '{"attack": {"type": "physical", "power": POWER, "critical_bonus": 10, "critical_roll": {"open": true, '
REQUEST += '"chance": "1/4"}}, "defender": {"health": 40, "reactions": 0}}'
ODDS_PAGE = f"""\
# Odds

## The critical roll {{#odds-critical}}

```odds
title: Power POWER, critical bonus 10
operation: reactions.resolve_attack
request: {REQUEST}
field: damage
```
"""


def test_a_page_is_rendered_again_when_a_page_its_odds_are_drawn_from_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path / "cache"))
    project = sample_project(tmp_path)
    monkeypatch.chdir(project)  # odds blocks read the pages they draw from under ./docs
    config = project / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").replace("  - pymdownx.superfences\n", ODDS_FENCE))
    core = project / "docs/evil/core.md"
    core.write_text(core.read_text(encoding="utf-8") + "\n```odds\nfrom: evil/odds.md#odds-critical\n```\n")
    odds = project / "docs/evil/odds.md"
    odds.write_text(ODDS_PAGE.replace("POWER", "24"), encoding="utf-8")
    assert "Power 24, critical bonus 10" in article(build_site(tmp_path / "site", config) / "evil/core.html")
    odds.write_text(ODDS_PAGE.replace("POWER", "30"), encoding="utf-8")
    assert "Power 30, critical bonus 10" in article(build_site(tmp_path / "site", config) / "evil/core.html")


def test_code_spans_and_fences_keep_their_html_as_written() -> None:
    text = "`<b>x</b>` and <script>\n```html\n<script>ok</script>\n```\n<!-- skip: next -->"
    assert inert_markdown(text) == "`<b>x</b>` and &lt;script>\n```html\n<script>ok</script>\n```\n<!-- skip: next -->"


def test_a_rules_page_is_stale_when_its_feature_file_or_its_rulings_change(tmp_path: Path) -> None:
    for name in ("docs/x/a.md", "docs/x/b.md", "docs/x/clarifications.md", "features/x/a.feature"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("text", encoding="utf-8")
    built = {uri: tmp_path / "site" / uri for uri in ("x/a.md", "x/b.md", "index.md", "spec/x/a.md")}
    for path in built.values():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("built", encoding="utf-8")
    assert stale_pages(built, tmp_path) == set()

    later = time.time() + 5
    os.utime(tmp_path / "features/x/a.feature", (later, later))
    assert stale_pages(built, tmp_path) == {"x/a.md"}
    os.utime(tmp_path / "docs/x/clarifications.md", (later, later))
    assert stale_pages(built, tmp_path) == {"x/a.md", "x/b.md"}
    os.utime(tmp_path / "docs/x/a.md", (later, later))
    assert stale_pages(built, tmp_path) == {"x/a.md", "x/b.md", "spec/x/a.md"}


def test_a_generated_page_keeps_its_time_stamp_while_its_text_stays_the_same(tmp_path: Path) -> None:
    page = write_if_changed(tmp_path / "rules.md", "same")
    before = page.stat().st_mtime_ns
    os.utime(page, ns=(before - 10**9, before - 10**9))
    write_if_changed(page, "same")
    assert page.stat().st_mtime_ns == before - 10**9
    write_if_changed(page, "different")
    assert page.read_text(encoding="utf-8") == "different"


def test_the_renderers_work_without_mkdocs() -> None:
    code = (
        "import sys; sys.modules['mkdocs'] = None\n"
        "import fawnarules.site.feature_page, fawnarules.site.rule_index, fawnarules.site.clarification_index\n"
        "import fawnarules.site.printable, fawnarules.site.home, fawnarules.site.source_cache\n"
        "import fawnarules.site.glossary, fawnarules.site.raw_html, fawnarules.commands.lint\n"
        "import fawnarules.site.safe_html, fawnarules.site.content_policy\n"
        "import fawnarules.site.render_cache, fawnarules.site.sources\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


CRAFTED = """\
<h1 id="top">Title<a class="headerlink" href="#top">¶</a></h1><p>Intro &amp; more</p>
<div data-search-exclude><h2 id="hidden">Hidden</h2><div><p>inner</p></div><p>after the inner div</p></div>
<section><h2 id="nested">Nested <code>x</code></h2><ul><li> </li><li>item <sup>2</sup></li></ul></section>
<p>out of the section</p><table class="linenodiv"><tr><td>1</td></tr></table><pre><code>a
  b</code></pre><script>var hidden = "<p>";</script><h3 id="last">Last</h3>text<br/>more<p>  </p>
"""


def test_the_search_sections_are_the_search_plugins_own(sample_site: Path) -> None:
    pages = [CRAFTED, *(page.read_text(encoding="utf-8") for page in sorted(sample_site.rglob("*.html")))]
    for html in pages:
        assert section_fields(sections(html)) == plugin_sections(html)
        assert read(html, SectionSplitter()) == len(html), "the regular expression read the whole page"
    assert len(pages) > 5


def test_the_search_reads_a_scenarios_table_as_words_and_leaves_out_its_json(sample_site: Path) -> None:
    index = json.loads((sample_site / "search/search_index.json").read_text(encoding="utf-8"))
    [scenario] = [
        entry for entry in index["docs"] if entry["location"].startswith("spec/evil/core.html#evil.core.first/")
    ]
    assert "the attack: type &lt;script&gt;" in scenario["text"]  # two cells, two words
    assert "evil.core.first/" in scenario["text"]  # the case ID is found
    assert '"attack"' not in scenario["text"]  # the request, folded under it as JSON, is not
    assert "Request and expected answer" not in scenario["text"]  # nor the labels every scenario has
    assert "Back to the rule" not in scenario["text"]


def test_a_process_that_stops_before_finishing_leaves_no_fork_and_no_claims(tmp_path: Path) -> None:
    program = (
        "import time\n"
        "from fawnarules.site.shared_work import SharedWork\n"
        "shared = SharedWork(1, lambda index: time.sleep(60), start=lambda: None)\n"
        "print(shared.folder, shared.fork, flush=True)\n"
        "raise KeyboardInterrupt\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=30, check=False)
    folder, fork = done.stdout.split()
    assert "KeyboardInterrupt" in done.stderr
    assert not Path(folder).exists()
    with pytest.raises(ProcessLookupError):
        os.kill(int(fork), 0)


def test_the_search_settings_written_in_mkdocs_yml_are_materials_own_for_the_sites_language() -> None:
    config = load_config(str(ROOT / "mkdocs.yml"))
    language = config.theme.get_env().get_template("partials/language.html", None, {"config": config})
    translated = getattr(language.module, "t")  # noqa: B009 - a macro of the template, unknown to the type checker
    written = config.plugins["material/search"].config
    assert written.lang == [translated("search.config.lang")]
    assert written.separator == translated("search.config.separator")
    assert written.pipeline == [name.strip() for name in translated("search.config.pipeline").split(",")]


def serve_rebuild(project: Path) -> None:
    """One rebuild as ``mkdocs serve --dirty`` makes it: the configuration read again, only modified pages built."""
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(project / "site"), strict=False)
    config.plugins.on_startup(command="serve", dirty=True)
    build(config, serve_url="http://127.0.0.1:8000/", dirty=True)


def test_rebuilds_under_mkdocs_serve_show_edits_to_pages_features_theme_and_settings(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    config = project / "mkdocs.yml"
    config.write_text(CONFIG.replace("  font: false\n", "  font: false\n  custom_dir: theme\n"), encoding="utf-8")
    (project / "theme").mkdir()
    site = project / "site"
    serve_rebuild(project)

    def edit(path: Path, old: str, new: str) -> None:
        time.sleep(0.01)  # a later time stamp than the page built from it
        path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
        serve_rebuild(project)

    edit(project / "docs/evil/core.md", "Plain text,", "An edited sentence. Plain text,")
    assert "An edited sentence." in (site / "evil/core.html").read_text(encoding="utf-8")
    assert "An edited sentence." in (site / "evil/print.html").read_text(encoding="utf-8")
    edit(project / "features/evil/core.feature", "Scenario: A name", "Scenario: A renamed name")
    assert "A renamed name" in (site / "spec/evil/core.html").read_text(encoding="utf-8")
    assert "A renamed name" in (site / "evil/core.html").read_text(encoding="utf-8")
    (project / "theme/added.css").write_text("p {}", encoding="utf-8")
    serve_rebuild(project)
    assert (site / "added.css").exists()
    edit(config, "site_name: sample", "site_name: renamed sample")
    assert "renamed sample" in (site / "404.html").read_text(encoding="utf-8")
    edit(project / "docs/evil/core.md", "An edited sentence.", "A second edit.")
    assert "renamed sample" in (site / "evil/core.html").read_text(encoding="utf-8")
    assert "A second edit." in (site / "evil/print.html").read_text(encoding="utf-8")


def test_a_kept_value_is_made_again_for_another_key_and_written_for_a_later_process_only_when_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(render_cache, "RECENT", {})
    made: list[str] = []

    def make() -> int:
        made.append("made")
        return len(made)

    assert [render_cache.kept_object(tmp_path, "value", "a", make, on_disk=False) for _ in range(2)] == [1, 1]
    assert list(tmp_path.iterdir()) == []
    assert render_cache.kept_object(tmp_path, "value", "b", make) == 2
    monkeypatch.setattr(render_cache, "RECENT", {})  # a later process reads it back
    assert render_cache.kept_object(tmp_path, "value", "b", make) == 2
    assert [path.name for path in tmp_path.iterdir()] == ["value-b.pickle"]


def test_a_printable_edition_put_together_from_its_chapters_under_mkdocs_serve_is_the_one_rendered_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    numbered = '```text\nnumbered lines\n```\n\n=== "One"\n\n    a tab\n\n=== "Two"\n\n    another\n'
    config = CONFIG.replace(
        "  - pymdownx.superfences\n",
        "  - pymdownx.superfences\n  - pymdownx.highlight:\n      anchor_linenums: true\n"
        "  - pymdownx.tabbed:\n      alternate_style: true\n",
    )
    # Every nav entry titled, as in the project's mkdocs.yml: `mkdocs serve --dirty` shows "None" for one without.
    for uri in (
        "evil/index.md",
        "evil/core.md",
        "evil/clarifications.md",
        "spec/evil/core.md",
        "spec/evil/clarifications.md",
    ):
        config = config.replace(f"- {uri}\n", f"- {uri.removesuffix('.md')}: {uri}\n")
    served, built = tmp_path / "served", tmp_path / "built"
    for project in (served, built):
        project.mkdir()
        sample_project(project)
        (project / "mkdocs.yml").write_text(config, encoding="utf-8")
        for chapter in ("index", "core"):
            page = project / f"docs/evil/{chapter}.md"
            page.write_text(page.read_text(encoding="utf-8") + "\n" + numbered, encoding="utf-8")
    whole: list[str] = []
    parts = print_sections.assembled

    def spied(*arguments: Any, **keywords: Any) -> dict[str, Any] | None:
        rendering = parts(*arguments, **keywords)
        whole.append("parts" if rendering else "whole")
        return rendering

    monkeypatch.setattr(print_sections, "assembled", spied)
    serve_rebuild(served)
    for edit, path in [
        ("## Notes\n\nAn edited chapter.", "docs/evil/core.md"),
        ("## Notes", "docs/evil/index.md"),  # the heading id of another chapter: rendered whole, it is made unique
    ]:
        time.sleep(0.01)
        for project in (served, built):
            page = project / path
            page.write_text(page.read_text(encoding="utf-8") + f"\n{edit}\n", encoding="utf-8")
        serve_rebuild(served)
        build_site(built / "site", built / "mkdocs.yml")
        assert site_files(served / "site") == site_files(built / "site")
    assert whole == ["parts", "parts", "whole"]


def test_a_build_that_ended_clean_ends_its_process_at_once_and_one_that_warned_as_mkdocs_ends_it(
    tmp_path: Path,
) -> None:
    project = sample_project(tmp_path)
    # A process that runs MkDocs's command line and says so if Python takes it apart at exit.
    command = "import atexit; atexit.register(print, 'taken apart'); from mkdocs.__main__ import cli; cli()"

    def build_command() -> subprocess.CompletedProcess[str]:
        arguments = ["build", "--strict", "-f", str(project / "mkdocs.yml"), "-d", str(tmp_path / "site")]
        environment = {
            **os.environ,
            "NO_MKDOCS_2_WARNING": "1",
            "FAWNARULES_CACHE": str(tmp_path / "cache"),
            "FAWNARULES_SITE_PROCESSES": "2",
        }
        return subprocess.run(
            [sys.executable, "-c", command, *arguments],
            capture_output=True,
            text=True,
            env=environment,
            timeout=120,
            check=False,
        )

    clean = build_command()
    assert clean.returncode == 0, clean.stderr
    assert "Documentation built in" in clean.stderr
    assert "Page skipped" not in clean.stderr  # a page the other process writes is not said to be skipped
    assert (tmp_path / "site/evil/core.html").exists()
    assert "taken apart" not in clean.stdout
    core = project / "docs/evil/core.md"
    core.write_text(core.read_text(encoding="utf-8") + "\nSee [a page that is not there](missing.md).\n")
    warned = build_command()
    assert warned.returncode == 1
    assert "in strict mode!" in warned.stdout + warned.stderr
    assert "taken apart" in warned.stdout
