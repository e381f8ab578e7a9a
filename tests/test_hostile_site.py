"""The site built from hostile contributions runs none of their script.

A small project with the site's own configuration (every Markdown extension, the hook, the
theme overrides) holds a feature file and docs pages written by an attacker: every known
route for script into a page (titles, headings, attributes, links, raw HTML, front matter,
extension options, abbreviations, the table of contents, the search index). The built HTML
is read with a real HTML parser, and no script, event handler or script address from the
contributions may remain in any page.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath

import pytest
from mkdocs.exceptions import Abort

from fawnarules.site.safe_html import safe_html
from tests.site_build import ROOT, build_site

ALERT = "alert(1)"
SCRIPT = f"<script>{ALERT}</script>"

FEATURE = f"""\
Feature: </title>{SCRIPT}
  A description with <img src=x onerror={ALERT}> and <svg onload={ALERT}>.

  Rule: evil.core.first

    Scenario: A name that closes the title </title>{SCRIPT}
      Given the attack:
        | type | <a href="javascript:{ALERT}">x</a> |
      When I call reactions.resolve_attack
      Then it is an input error at attack.type
"""

CORE = f"""\
---
title: "</title>{SCRIPT}"
description: '"><script>{ALERT}</script>'
---

# Evil &lt;/title&gt;&lt;script&gt;{ALERT}&lt;/script&gt;

## A rule with <b onmouseover="{ALERT}">markup</b> {{#evil.core.first onclick="{ALERT}"}}

A paragraph with a handler.
{{: onclick="{ALERT}" onmouseover="{ALERT}" style="background:url(javascript:{ALERT})" }}

Raw HTML: <x<script>{ALERT}//<y</script> and <iframe srcdoc="{SCRIPT}"></iframe>.

<svg><script>{ALERT}</script><a xlink:href="javascript:{ALERT}"><text>t</text></a></svg>
<math><mtext><table><mglyph><style><img src=x onerror={ALERT}>
<a href=" java&#x09;script:{ALERT}">tab</a> <a href="data:text/html,{SCRIPT}">data</a>
<form><button formaction="javascript:{ALERT}">go</button></form>
<object data="data:text/html,{SCRIPT}"></object>

Links: [split](<java
script:{ALERT}>), [spaced]( javascript:{ALERT}), [cased](JaVaScRiPt:{ALERT}),
[entity](java&#x09;script:{ALERT}), [vb](vbscript:msgbox), [data](data:text/html,{SCRIPT}),
[reference][evil], <javascript:{ALERT}>, [ok](https://example.com) and
[attr](https://example.com){{: href="javascript:{ALERT}" onclick="{ALERT}" }}.
![picture](javascript:{ALERT}) ![other](x.png){{: onerror="{ALERT}" }}

[evil]: javascript:{ALERT}

## Table of contents label {{data-toc-label="<img src=x onerror={ALERT}>"}}

## Heading &lt;img src=x onerror={ALERT}&gt;

EVIL is an abbreviation.

*[EVIL]: "><script>{ALERT}</script>

!!! note "<script>{ALERT}</script>"

    An admonition.

??? note "<img src=x onerror={ALERT}>"

    A folded admonition.

=== "<img src=x onerror={ALERT}>"

    A tab.

=== "Second"

    Another tab.

```python title="</code><script>{ALERT}</script>"
x = 1
```

```grid title="<script>{ALERT}</script>" onload="{ALERT}"
• X
0 •
```
"""

HOSTILE_NAME = f'q"><svg onload={ALERT}>.md'
HOSTILE_PAGE = f"docs/{HOSTILE_NAME}"

FILES = {
    "docs/index.md": "# Home\n\n<!-- rulebook cards -->\n",
    "docs/contributing.md": "# Contributing\n\n## Adding a clarification {#adding-a-clarification}\n",
    "docs/includes/abbreviations.md": f'*[HP]: Hit points"><script>{ALERT}</script>\n',
    "docs/evil/index.md": f"""\
---
summary: A rulebook whose summary says {SCRIPT}
source: "<img src=x onerror={ALERT}> Somebody"
source_url: javascript:{ALERT}
---

# Evil

Read [the core](core.md). HP are hit points.
""",
    "docs/evil/core.md": CORE,
    f'docs/"><svg onload={ALERT}>.txt': "A file whose name is markup.",
    HOSTILE_PAGE: "# A page whose name is markup\n",
    "features/evil/core.feature": FEATURE,
}

NAV = f"""
nav:
  - Home: index.md
  - Evil:
      - evil/index.md
      - evil/core.md
      - spec/evil/core.md
      - '{HOSTILE_NAME}'
  - Rule index: rules.md
  - Glossary: glossary.md
  - Contributing: contributing.md
"""

SCRIPT_SCHEMES = re.compile(r"^(?:javascript|vbscript|data):", re.IGNORECASE)
URL_ATTRIBUTES = frozenset({"href", "src", "action", "formaction", "xlink:href", "data", "srcdoc"})
BAD_TAGS = frozenset({"iframe", "frame", "object", "embed", "math", "base"})
SCOPE = re.compile(r'new URL\("[^"]*",location\)')
"""The one part of the theme's inline scripts that changes from page to page: the address of the site root."""


def hostile_project(project: Path) -> Path:
    """The hostile pages written into ``project`` with the site's own configuration, pointed at the project's hook
    and theme, with a small nav."""
    for name, text in FILES.items():
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_text(text, encoding="utf-8")
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    text = text[: text.index("\nnav:")] + NAV
    for path in ("fawnarules/site/mkdocs_hooks.py", "fawnarules/site/theme"):
        text = text.replace(path, str(ROOT / path))
    # Edit links on: their addresses are made from file names.
    text = text.replace("repo_url: !ENV [FAWNARULES_REPO_URL, null]", "repo_url: https://example.com/rules")
    (project / "mkdocs.yml").write_text(text.replace("  - fawnarules\n", f"  - {ROOT / 'fawnarules'}\n"), "utf-8")
    return project


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = hostile_project(tmp_path_factory.mktemp("hostile"))
    # Not strict: a contributor's page need not be well-formed to reach a reader (under `mkdocs serve`, say).
    return build_site(project / "site", project / "mkdocs.yml", strict=False)


class ActiveParts(HTMLParser):
    """Everything in a page that could run script or load a document, each as a short description."""

    def __init__(self, theme_scripts: frozenset[str] = frozenset()) -> None:
        super().__init__(convert_charrefs=True)
        self.theme_scripts = theme_scripts
        self.found: list[str] = []
        self.script: list[str] | None = None
        self.script_attributes: dict[str, str | None] = {}
        self.scripts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}>")
            if name in URL_ATTRIBUTES and SCRIPT_SCHEMES.match((value or "").strip().replace("\t", "")):
                self.found.append(f"<{tag} {name}={value}>")
        if tag in BAD_TAGS or (tag == "meta" and "http-equiv" in attributes and "refresh" in str(attributes)):
            self.found.append(f"<{tag}>")
        if tag == "script":
            self.script, self.script_attributes = [], attributes

    def handle_data(self, data: str) -> None:
        if self.script is not None:
            self.script.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self.script is not None:
            body = "".join(self.script)
            source = self.script_attributes.get("src")
            script = f"file {PurePosixPath(source).name}" if source else SCOPE.sub("", body)
            if self.script_attributes.get("type") != "application/json" and script not in self.theme_scripts:
                self.found.append(f"<script>{script[:60]}")
            self.scripts.append(script)
            self.script = None


def active_parts(page: str, theme_scripts: frozenset[str]) -> list[str]:
    parser = ActiveParts(theme_scripts)
    parser.feed(page)
    parser.close()
    return parser.found


@pytest.fixture(scope="module")
def theme_scripts(hostile_site: Path) -> frozenset[str]:
    """The scripts of pages no contribution reaches: the theme's own, and the site's script files.

    The "not found" page lists the site's top-level files in a script; a hostile file name
    among them must not break out of it (checked by the handler it would add)."""
    scripts: set[str] = set()
    for page in ("contributing.html", "404.html"):
        parser = ActiveParts()
        parser.feed((hostile_site / page).read_text(encoding="utf-8"))
        scripts.update(parser.scripts)
    return frozenset(scripts)


def test_the_hostile_pages_are_built_and_no_script_handler_or_script_address_survives_on_any_page(
    hostile_site: Path, theme_scripts: frozenset[str]
) -> None:
    found = {
        path.relative_to(hostile_site).as_posix(): active_parts(path.read_text(encoding="utf-8"), theme_scripts)
        for path in hostile_site.rglob("*.html")
    }
    assert {"evil/core.html", "spec/evil/core.html", "evil/index.html", "index.html", "glossary.html"} <= set(found)
    assert {page: parts for page, parts in found.items() if parts} == {}


def test_the_search_index_holds_no_markup_that_runs(hostile_site: Path, theme_scripts: frozenset[str]) -> None:
    index = json.loads((hostile_site / "search/search_index.json").read_text(encoding="utf-8"))
    found = [part for doc in index["docs"] for part in active_parts(doc["title"] + doc["text"], theme_scripts)]
    assert found == []


def test_titles_stay_text_in_the_page_title(hostile_site: Path) -> None:
    core = (hostile_site / "evil/core.html").read_text(encoding="utf-8")
    spec = (hostile_site / "spec/evil/core.html").read_text(encoding="utf-8")
    for page in (core, spec):
        head = page[: page.index("</head>")]
        title = head[head.index("<title>") + len("<title>") : head.index("</title>")]
        assert head.count("<title>") == 1
        assert "alert(1)" in title
        assert "<" not in title


def test_every_page_has_a_content_policy_allowing_only_the_theme_scripts(hostile_site: Path) -> None:
    page = (hostile_site / "evil/core.html").read_text(encoding="utf-8")
    policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
    assert policy is not None
    assert "'unsafe-inline'" not in policy[1].split("script-src")[1].split(";")[0]
    assert page.index("Content-Security-Policy") < page.index("<script")


def test_what_the_pages_need_survives_the_sanitiser() -> None:
    kept = (
        '<h2 id="a.b">T<a class="headerlink" href="#a.b" title="Permanent link">¶</a></h2>'
        '<input type="radio" id="__tabbed_1_1" name="__tabbed_1" checked=""><label for="__tabbed_1_1">A</label>'
        '<abbr title="Hit points">HP</abbr><details open=""><summary>S</summary></details>'
        '<svg class="fr-diagram-svg" viewBox="0 0 2 2" role="img" aria-label="t" style="max-width:4rem">'
        '<title>t</title><rect x="0" y="0" width="0.9" height="0.9" rx="0.1" class="fr-cell"></rect></svg>'
        '<a href="mailto:a@b.c">m</a><a href="../x.html#y">r</a><pre class="mermaid"><code>graph LR</code></pre>'
        '<table><tbody><tr><td style="text-align:right">1</td></tr></tbody></table>'
    )
    assert safe_html(kept) == kept


@pytest.mark.parametrize(
    "hostile",
    [
        '<div id="__config">{"search": "evil.js"}</div>',
        '<input type="image" src="x" formaction="javascript:alert(1)">',
        '<td style="background:url(javascript:alert(1))">x</td>',
        "<svg><use href=\"data:image/svg+xml,<svg onload='alert(1)'/>\"></use></svg>",
        '<svg><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    ],
)
def test_the_sanitiser_takes_away_what_could_act(hostile: str) -> None:
    assert not re.search(r"javascript|onload|__config|formaction|\bsrc=|<use|<animate|url\(", safe_html(hostile))


def test_a_file_whose_name_could_hold_markup_is_left_out_and_named_with_its_place(
    hostile_site: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    assert [path.name for path in hostile_site.rglob("*") if "<" in path.name or '"' in path.name] == []
    with pytest.raises(Abort):
        build_site(tmp_path / "site", hostile_project(tmp_path) / "mkdocs.yml")
    assert f"{HOSTILE_PAGE}:1: the name {HOSTILE_NAME!r} is left out of the site" in caplog.text
    assert "rename it" in caplog.text
