"""The site hook end to end on a small project: a new rulebook appears everywhere by itself, and
HTML or script written into docs, front matter or features is shown as text, never run."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

from fawnarules.conformance.schema import SCHEMA_DOCUMENTS, schema_files
from fawnarules.site.safe_html import inert_markdown
from fawnarules.site.search_index import page_entries
from tests.site_build import PLAIN_SAMPLE_CONFIG, ROOT, SAMPLE_CONFIG, build_site

NAV = """\
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
CONFIG = (
    SAMPLE_CONFIG
    + """\
plugins:
  # Material's English search settings, written out as the site's mkdocs.yml writes its own: otherwise the search
  # plugin compiles its translation templates to find them in every build of the sample.
  - search:
      lang: en
      separator: '[\\s\\-]+'
      pipeline: [stopWordFilter]
"""
    + NAV
)

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

| Roll | Outcome |
|---|---|
| 1 | {HOSTILE} |

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

| Tag | Shown as |
|---|---|
| {HOSTILE} | text |
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


PLAIN_CONFIG = PLAIN_SAMPLE_CONFIG + NAV
"""The sample drawn with MkDocs' own theme, for the tests of what the hook does whatever the theme."""


def sample_project(project: Path, config: str = PLAIN_CONFIG) -> Path:
    """The sample project's sources written into ``project``, drawn with MkDocs' own theme unless ``config`` says."""
    (project / "mkdocs.yml").write_text(config, encoding="utf-8")
    for name, text in FILES.items():
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_text(text, encoding="utf-8")
    return project


@pytest.fixture(scope="module")
def built_sample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample project after one strict build: its site, and the pages its render cache keeps."""
    project = sample_project(tmp_path_factory.mktemp("project"), CONFIG)
    build_site(project / "site", project / "mkdocs.yml")
    return project


@pytest.fixture(scope="module")
def sample_site(built_sample: Path) -> Path:
    return built_sample / "site"


def built_copy(built_sample: Path, folder: Path) -> Path:
    """A copy of the built sample project in ``folder``, its kept pages with it: a test's first build, made once for
    the tests that edit and build it again (the render cache finds a copied project's pages kept)."""
    return Path(shutil.copytree(built_sample, folder / "project"))


@pytest.mark.parametrize("name", sorted(SCHEMA_DOCUMENTS))
def test_the_site_publishes_the_schemas_the_types_generate(sample_site: Path, name: str) -> None:
    assert (sample_site / "conformance" / name).read_text(encoding="utf-8") == schema_files()[name]


def page_parts(page: Path) -> tuple[str, str]:
    """What the page shows before its own content (the theme's header and navigation), and that content without the
    scripts after it: Material's ``<article>``, or the main part of MkDocs' own theme."""
    html = page.read_text(encoding="utf-8")
    start, end = ("<article", "</article>") if "<article" in html else ('role="main"', "<footer")
    return html[: html.index(start)], html[html.index(start) : html.index(end)]


def article(page: Path) -> str:
    """The page's own content, without the theme's header, navigation and scripts."""
    return page_parts(page)[1]


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
    assert 'href="evil/clarifications.html#evil.clarifications.script"' in rules
    printable = article(sample_site / "evil/print.html")
    assert 'id="print-core"' in printable
    assert 'href="#print-core"' in printable


def test_the_rule_index_counts_a_rules_scenarios_and_leaves_their_titles_to_its_spec_page(sample_site: Path) -> None:
    rules = article(sample_site / "rules.html")
    assert '<a href="evil/core.html#evil.core.first">' in rules
    assert '<a href="spec/evil/core.html#evil.core.first">1 scenario</a>' in rules
    assert "a-name-with-script" not in rules
    spec = article(sample_site / "spec/evil/core.html")
    assert 'id="evil.core.first"' in spec
    assert 'id="evil.core.first/a-name-with-script-alert-x-script"' in spec


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


def test_a_build_with_nothing_changed_writes_the_same_site_from_the_kept_pages(
    built_sample: Path, tmp_path: Path
) -> None:
    project = built_copy(built_sample, tmp_path)
    first = site_files(project / "site")
    entries = sorted((project / ".cache/site").glob("*.json"))
    kept = [path for path in entries if "html" in json.loads(path.read_text(encoding="utf-8"))]
    assert len(kept) == sum(1 for name in first if name.endswith(".html") and name != "404.html")
    assert site_files(build_site(tmp_path / "second", project / "mkdocs.yml")) == first

    # The second build took each page from the cache: a kept page changed by hand shows the change.
    record = json.loads(kept[0].read_text(encoding="utf-8"))
    kept[0].write_text(json.dumps({**record, "html": record["html"] + "<p>kept</p>"}), encoding="utf-8")
    third = site_files(build_site(tmp_path / "third", project / "mkdocs.yml"))
    assert [name for name, text in third.items() if "<p>kept</p>" in text] != []


def test_an_edit_renders_its_page_again_and_the_cache_keeps_only_the_last_build(
    built_sample: Path, tmp_path: Path
) -> None:
    project = built_copy(built_sample, tmp_path)
    cache = project / ".cache/site"
    before = {path.name for path in cache.glob("*.json")}
    core = project / "docs/evil/core.md"
    core.write_text(core.read_text(encoding="utf-8") + "\nA sentence added by an edit.\n", encoding="utf-8")
    site = build_site(project / "site", project / "mkdocs.yml")
    assert "A sentence added by an edit." in article(site / "evil/core.html")
    after = {path.name for path in cache.glob("*.json")}
    assert len(after) == len(before)
    assert len(after - before) >= 1


def test_a_glossary_edit_renders_every_page_again_and_the_words_of_a_page_made_from_data_that_page_alone(
    built_sample: Path, tmp_path: Path
) -> None:
    project = built_copy(built_sample, tmp_path)
    includes, cache = project / "docs/includes", project / ".cache/site"
    includes.mkdir()
    with (project / "mkdocs.yml").open("a", encoding="utf-8") as settings:
        settings.write("exclude_docs: includes/\n")  # as the project's own settings leave them out of the pages
    glossary, words = includes / "abbreviations.md", includes / "rules.md"
    glossary.write_text("*[KO]: Knocked out.\n", encoding="utf-8")
    words.write_text("# Rule index\n\nWords. {{rulebooks}}\n", encoding="utf-8")
    build_site(project / "site", project / "mkdocs.yml")
    glossary.write_text("*[KO]: Knocked out.\n*[Roll]: The number a die shows.\n", encoding="utf-8")
    build_site(project / "site", project / "mkdocs.yml")
    assert '<abbr title="The number a die shows.">Roll</abbr>' in article(project / "site/evil/core.html")
    before = {path.name for path in cache.glob("*.json")}
    words.write_text("# Rule index\n\nWords a contributor changed. {{rulebooks}}\n", encoding="utf-8")
    build_site(project / "site", project / "mkdocs.yml")
    assert "Words a contributor changed." in article(project / "site/rules.html")
    # Made again: the rule index, and lint's findings, kept by every source's text; every other page is kept.
    assert len({path.name for path in cache.glob("*.json")} - before) == 2


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


def test_the_renderers_work_without_mkdocs() -> None:
    code = (
        "import sys; sys.modules['mkdocs'] = None\n"
        "import importlib, pkgutil, fawnarules.site, fawnarules.commands.lint\n"
        "for module in pkgutil.iter_modules(fawnarules.site.__path__):\n"
        "    if module.name != 'mkdocs_hooks': importlib.import_module(f'fawnarules.site.{module.name}')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_a_spec_entry_of_the_search_is_found_by_its_case_id_and_asked_for_by_its_tag(sample_site: Path) -> None:
    index = json.loads((sample_site / "search/search_index.json").read_text(encoding="utf-8"))
    [scenario] = [
        entry for entry in index["docs"] if entry["location"].startswith("spec/evil/core.html#evil.core.first/")
    ]
    assert "evil.core.first/" in scenario["text"]  # the case ID is found
    assert scenario["tags"] == ["Spec", "Evil"]
    assert scenario["boost"] < 0.01  # a reader's words find the rule first
    for words in ("Given", "When", "Then", "the attack", '"attack"', "Request and expected answer", "Back to the"):
        assert words not in scenario["text"]


def test_a_search_preview_keeps_apart_the_words_a_card_or_table_shows_apart() -> None:
    card = '<dl><dt>board</dt><dd><span>radius <b>3</b></span></dd><dt>on</dt><dd><b class="fr-item">0,0</b>'
    card += '<b class="fr-item">1,-1</b></dd></dl>'
    table = "<table><tr><th>Roll</th><th>Hit</th></tr><tr><td>6</td><td>yes</td></tr></table>"
    [entry] = page_entries("x.md", "x.html", "X", f"<h1>X</h1>{card}{table}", rulesets=[], defining={})
    assert entry["text"] == "board radius 3 on 0,0 1,-1 Roll Hit 6 yes"


def test_the_search_labels_a_rule_with_its_rulebook_and_shows_its_words_not_its_checks(sample_site: Path) -> None:
    index = json.loads((sample_site / "search/search_index.json").read_text(encoding="utf-8"))
    [rule] = [entry for entry in index["docs"] if entry["location"] == "evil/core.html#evil.core.first"]
    assert rule["tags"] == ["Evil"]
    [page] = [entry for entry in index["docs"] if entry["location"] == "evil/core.html"]
    assert rule["boost"] > page["boost"]  # the rule, not the page's introduction, comes first
    assert rule["text"].startswith("<p>Plain text, then")
    assert "Checked by" not in rule["text"]
    assert "A name with" not in rule["text"]
    pages = {entry["location"].split("#")[0] for entry in index["docs"]}
    assert "evil/print.html" not in pages
    assert "clarifications.html" not in pages


def test_the_search_settings_written_in_mkdocs_yml_are_materials_own_for_the_sites_language() -> None:
    config = load_config(str(ROOT / "mkdocs.yml"))
    language = config.theme.get_env().get_template("partials/language.html", None, {"config": config})
    translated = getattr(language.module, "t")  # noqa: B009 - a macro of the template, unknown to the type checker
    written = config.plugins["material/search"].config
    assert written.lang == [translated("search.config.lang")]
    assert written.pipeline == [name.strip() for name in translated("search.config.pipeline").split(",")]
    # The separator splits at white space and dashes as Material's does, and at punctuation too.
    assert re.fullmatch(translated("search.config.separator"), " -")
    words = re.split(written.separator, '"Dodging (Dodge, evade)": reactions.defense.dodge; 1.5 [HEA]')
    assert [word for word in words if word] == [
        "Dodging",
        "Dodge",
        "evade",
        "reactions",
        "defense",
        "dodge",
        "1.5",
        "HEA",
    ]


def serve_rebuild(project: Path) -> None:
    """One rebuild as ``mkdocs serve --dirty`` makes it: the configuration read again, only modified pages built."""
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(project / "site"), strict=False)
    config.plugins.on_startup(command="serve", dirty=True)
    build(config, serve_url="http://127.0.0.1:8000/", dirty=True)


def test_rebuilds_under_mkdocs_serve_show_edits_to_pages_features_theme_and_settings(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    config = project / "mkdocs.yml"
    config.write_text(PLAIN_CONFIG.replace("theme: mkdocs\n", "theme:\n  name: mkdocs\n  custom_dir: theme\n"), "utf-8")
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


def test_an_edit_shows_in_the_live_preview_whatever_the_time_its_file_was_saved_at(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    serve_rebuild(project)
    built = project / "site/evil/core.html"
    for number, saved_at in enumerate([built.stat().st_mtime - 60, built.stat().st_mtime, time.time() + 60]):
        for name, old in (("docs/evil/clarifications.md", "May <img"), ("docs/evil/core.md", "Plain text,")):
            path = project / name
            path.write_text(path.read_text(encoding="utf-8").replace(old, f"Edit {number}. {old}", 1), "utf-8")
            os.utime(path, (saved_at, saved_at))  # as an edit saved while the last build was writing its pages
        serve_rebuild(project)
        assert f"Edit {number}. Plain text," in article(built)
        assert f"Edit {number}. May" in article(project / "site/clarifications.html")
        os.utime(built, (saved_at + 120, saved_at + 120))


def test_what_lint_finds_wrong_fails_the_strict_build_with_its_place_and_the_preview_still_builds(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    project = sample_project(tmp_path)
    feature = project / "features/evil/clarifications.feature"
    feature.write_text(feature.read_text(encoding="utf-8").replace("I call reactions", "I summon reactions"), "utf-8")
    with pytest.raises(Abort):
        build_site(tmp_path / "site", project / "mkdocs.yml")
    place = "features/evil/clarifications.feature:7: "
    [message] = [record.getMessage() for record in caplog.records if record.getMessage().startswith(place)]
    serve_rebuild(project)
    assert (project / "site/spec/evil/clarifications.html").exists()
    assert [record.getMessage() for record in caplog.records].count(message) == 2


BOX = 'class="admonition failure fr-problems"'


def test_the_live_preview_shows_what_lint_finds_at_the_top_of_the_page_it_is_about(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    serve_rebuild(project)
    feature = project / "features/evil/clarifications.feature"
    feature.write_text(feature.read_text("utf-8").replace("I call reactions", f"I summon {HOSTILE} reactions"), "utf-8")
    serve_rebuild(project)
    spec = article(project / "site/spec/evil/clarifications.html")
    assert spec.index(BOX) < spec.index("<h1")
    assert "fawnarules lint finds 1 problem on this page" in spec
    assert "<code>features/evil/clarifications.feature:7</code> no form of the step vocabulary matches" in spec
    assert HOSTILE not in spec
    assert "&lt;script&gt;" in spec
    assert BOX not in article(project / "site/evil/core.html")
    feature.write_text(feature.read_text("utf-8").replace(f"I summon {HOSTILE} reactions", "I call reactions"), "utf-8")
    serve_rebuild(project)
    assert BOX not in article(project / "site/spec/evil/clarifications.html")


def test_a_problem_box_is_shown_again_on_a_page_left_unedited_and_goes_once_fixed_elsewhere(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    core = project / "docs/evil/core.md"
    core.write_text(core.read_text("utf-8").replace("{#evil.core.first}", "{#evil.core.frist}"), "utf-8")
    serve_rebuild(project)
    assert "evil.core.first names no rule of the docs" in article(project / "site/spec/evil/core.html")
    core.write_text(core.read_text("utf-8").replace("{#evil.core.frist}", "{#evil.core.first}"), "utf-8")
    serve_rebuild(project)  # the spec page's own file is not edited: its box goes all the same
    assert BOX not in article(project / "site/spec/evil/core.html")


def test_a_built_site_never_shows_a_problem_box(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    feature = project / "features/evil/clarifications.feature"
    feature.write_text(feature.read_text("utf-8").replace("I call reactions", "I summon reactions"), "utf-8")
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(project / "site"), strict=False)
    config.plugins.on_startup(command="build", dirty=False)
    build(config)
    assert BOX not in (project / "site/spec/evil/clarifications.html").read_text("utf-8")


def test_only_the_live_preview_allows_its_reload_script(sample_site: Path, tmp_path: Path) -> None:
    def script_policy(page: Path) -> str:
        policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page.read_text("utf-8"))
        assert policy is not None
        return policy[1].split("script-src")[1].split(";")[0]

    assert "'unsafe-inline'" not in script_policy(sample_site / "evil/core.html")
    assert "'sha256-" in script_policy(sample_site / "evil/core.html")
    project = sample_project(tmp_path)
    serve_rebuild(project)
    assert "'unsafe-inline'" in script_policy(project / "site/evil/core.html")
    assert "'unsafe-inline'" in script_policy(project / "site/404.html")


def test_edit_links_are_made_from_the_repository_address_and_hidden_without_one(
    sample_site: Path, tmp_path: Path
) -> None:
    project = sample_project(tmp_path)
    config = project / "mkdocs.yml"
    edits = CONFIG.replace("  font: false\n", "  font: false\n  features:\n    - content.action.edit\n")
    config.write_text(f"repo_url: https://example.com/rules/\nedit_uri: edit/main/docs/\n{edits}", "utf-8")
    site = build_site(tmp_path / "site", config)
    assert 'href="https://example.com/rules/edit/main/docs/evil/core.md"' in (site / "evil/core.html").read_text(
        "utf-8"
    )
    spec = (site / "spec/evil/core.html").read_text(encoding="utf-8")
    assert 'href="https://example.com/rules/edit/main/features/evil/core.feature" title="Edit this page"' in spec
    config.write_text(edits, "utf-8")
    assert 'rel="edit"' not in (build_site(tmp_path / "site", config) / "evil/core.html").read_text("utf-8")


def test_a_page_the_nav_gives_no_title_is_named_by_its_heading_in_the_live_preview(tmp_path: Path) -> None:
    project = sample_project(tmp_path)
    serve_rebuild(project)
    core = project / "docs/evil/core.md"
    core.write_text(core.read_text(encoding="utf-8").replace("# Core rules", "# Core rules, renamed"), "utf-8")
    serve_rebuild(project)  # the edited page is built again, the rulebook's index page is not
    nav, _ = page_parts(project / "site/evil/core.html")
    assert "Core rules, renamed" in nav
    assert "Evil: a rulebook to attack the site with" in nav
    assert "None" not in nav


def test_a_nav_title_its_pages_heading_does_not_say_is_reported_at_its_line_in_the_build_and_the_preview(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    project = sample_project(tmp_path)
    entry = "      - Basic rules: evil/core.md"
    config = PLAIN_CONFIG.replace("      - evil/core.md", entry).replace("  - Rule index:", "  - The rule index:")
    (project / "mkdocs.yml").write_text(config, encoding="utf-8")
    with pytest.raises(Abort):
        build_site(tmp_path / "site", project / "mkdocs.yml")
    line = config.splitlines().index(entry) + 1
    wrong = f"mkdocs.yml:{line}: the nav calls evil/core.md 'Basic rules', which its heading 'Core rules' does not say"
    serve_rebuild(project)
    reported = [record.getMessage() for record in caplog.records if record.getMessage().startswith("mkdocs.yml:")]
    assert [message.startswith(wrong) for message in reported] == [True, True]
    assert "Basic rules" in (project / "site/evil/core.html").read_text(encoding="utf-8")


def test_make_serve_takes_a_port_and_says_in_one_line_when_it_is_busy() -> None:
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        done = subprocess.run(
            ["make", "-s", "-o", ".venv/.installed", "serve", f"PORT={port}"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert done.returncode != 0
    assert done.stdout == f"make serve: port {port} is busy (another preview?); try: make serve PORT={port + 1}\n"
    assert "Traceback" not in done.stderr
