"""A feature file or docs page that is not a readable source is named, with its line and a fix, by every command.

Lint, export, check, pytest collection and the site build all read the spec through one
model, so each broken file below gives the same ``file:line: what — how to fix`` and never
a traceback.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from mkdocs.exceptions import Abort

from fawnarules.card import words as words_module
from fawnarules.card.words import all_words, read_words
from fawnarules.card.words_file import WordsError
from fawnarules.cli import main
from tests.site_build import PLAIN_SAMPLE_CONFIG, build_site
from tests.test_lint import CLARIFICATIONS_FEATURE, CONTRADICTING_SCENARIO, DOCS, FEATURE, project

ROOT = Path(__file__).resolve().parent.parent
BROKEN: dict[str, tuple[bytes, str]] = {
    "syntax": (
        FEATURE.replace("| power | 20       |", "| power |").encode(),
        "core.feature:8: this table row has a different number of cells from the rows above it — give every row of the"
        " table the same number of | cells (a value with a | in it is written \\|)",
    ),
    "misspelt keyword": (
        FEATURE.replace("      Examples:", "      Exemples:").encode(),
        "core.feature:26: 'Exemples:' starts with no keyword Gherkin knows — is 'Exemples:' meant to be 'Examples:'?",
    ),
    "step after the Examples": (
        (FEATURE + "        Then it is refused by sample.core.first\n").encode(),
        "core.feature:29: the step 'Then it is refused by sample.core.first' stands after its scenario's Examples",
    ),
    "doc string never closed": (
        FEATURE.replace("      And no reactions", '      And no reactions\n        """\n        left open').encode(),
        'core.feature:31: a """ doc string is never closed — close it with a line of """ under its text',
    ),
    "line without a keyword": (
        FEATURE.replace("      And no reactions", "      no reactions").encode(),
        "core.feature:22: 'no reactions' is not a line Gherkin reads here — here it reads a table row between | bars",
    ),
    "no Feature: line": (
        FEATURE.replace("Feature: Sample", "Rule: sample.core.zero").encode(),
        "core.feature:1: the file does not start with its Feature: line",
    ),
    "bom": (
        b"\xef\xbb\xbf" + FEATURE.encode(),
        "core.feature:1: the file starts with a UTF-8 byte-order mark — save it as UTF-8 without BOM",
    ),
    "latin-1": (
        FEATURE.replace("The first rule holds", "Th\xe9 first rule holds").encode("latin-1"),
        "core.feature:5: byte 0xe9 is not UTF-8 — save the file as UTF-8",
    ),
    "binary": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "core.feature:3: this is a binary file, not text"),
    "nested cell": (
        FEATURE.replace("| 20       |", "| " + "[" * 100_000 + "]" * 100_000 + " |").encode(),
        "core.feature:8: a table cell nests brackets more than 16 deep",
    ),
}


def broken_project(tmp_path: Path, data: bytes) -> Path:
    root = project(tmp_path)
    (root / "features/sample/core.feature").write_bytes(data)
    return root


def refused_alike(
    root: Path, problems: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> list[str]:
    """What lint prints of ``root``, once lint, export and check of the checkout have each refused it, export and
    check with lint's whole line of each problem (given by how its line starts)."""
    assert main(["lint", str(root)]) == 1
    printed = capsys.readouterr().out.splitlines()
    lines = [next(line for line in printed if line.startswith(problem)) for problem in problems]
    assert main(["export", "--root", str(root), "-o", str(tmp_path / "cases.json")]) == 1
    assert set(map("fawnarules export: {}".format, lines)) <= set(capsys.readouterr().err.splitlines())
    assert not (tmp_path / "cases.json").exists()
    monkeypatch.chdir(root)
    assert main(["check", "--engine", "reference", "--cases", "."]) == 2
    assert set(map("fawnarules check: {}".format, lines)) <= set(capsys.readouterr().err.splitlines())
    return printed


@pytest.mark.parametrize("kind", BROKEN)
def test_lint_names_the_broken_file_first_and_export_and_check_name_it(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data, message = BROKEN[kind]
    named = f"features/sample/{message}"
    assert refused_alike(broken_project(tmp_path, data), [named], tmp_path, capsys, monkeypatch)[0].startswith(named)


def test_a_broken_docs_page_is_named_by_lint(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = project(tmp_path)
    (root / "docs/sample/core.md").write_bytes(b"# Sample\n\n\xff\n")
    assert main(["lint", str(root)]) == 1
    assert capsys.readouterr().out.startswith("docs/sample/core.md:3: byte 0xff is not UTF-8")


@pytest.mark.slow
def test_pytest_collection_names_the_broken_file(tmp_path: Path) -> None:
    root = broken_project(tmp_path, BROKEN["bom"][0])
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-p", "tests.scenarios"],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode != 0
    assert f"features/sample/{BROKEN['bom'][1]}" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr


@pytest.mark.slow
def test_the_site_build_stops_with_the_broken_file_and_no_traceback(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # Imported here, not at the top: collecting the quick tests loads the site's tests (and MkDocs) only where they run.
    from tests.test_site import sample_project  # noqa: PLC0415

    (sample_project(tmp_path) / "features/evil/core.feature").write_bytes(b"\xef\xbb\xbf" + FEATURE.encode())
    log = failed_build_log(tmp_path, caplog)
    assert "features/evil/core.feature:1: the file starts with a UTF-8 byte-order mark" in log


def failed_build_log(folder: Path, caplog: pytest.LogCaptureFixture) -> str:
    """The log of the strict site build of ``folder``, which stops as ``mkdocs build --strict`` stops on a
    warning or a build error (MkDocs' ``Abort``), not with another exception, and logs no traceback.

    The build runs in this process through MkDocs' Python API, as ``mkdocs build`` runs it: a process of its own
    would cost each broken file MkDocs' and the project's imports again."""
    with pytest.raises(Abort):
        build_site(folder / "site", folder / "mkdocs.yml")
    assert "Traceback" not in caplog.text
    return caplog.text


def break_glossary(root: Path) -> None:
    (root / "docs/includes").mkdir()
    (root / "docs/includes/abbreviations.md").write_text("*[FR]: The first rule. → sample.core.frist\n", "utf-8")


def break_front_matter(root: Path) -> None:
    (root / "docs/sample/index.md").write_text("---\nsummary: A sample.\nsource: Me: myself\n---\n# Sample\n", "utf-8")


def break_line_endings(root: Path) -> None:
    feature = root / "features/sample/core.feature"
    feature.write_bytes(feature.read_bytes().replace(b"\n", b"\r"))


GATED: dict[str, tuple[dict[str, str], Callable[[Path], None] | None, str]] = {
    "NaN cell": (
        {"feature": FEATURE.replace("| power | 20       |", "| power | NaN |")},
        None,
        "features/sample/core.feature:6: NaN is not a JSON number",
    ),
    "5,000-digit number": (
        {"feature": FEATURE.replace("| power | 20       |", "| power | " + "9" * 5000 + " |")},
        None,
        "features/sample/core.feature:6: 99999999999999999999… (5000 digits) is beyond the whole numbers",
    ),
    "repeated table key": (
        {"feature": FEATURE.replace("| power | 20       |", "| power | 20 |\n        | power | 21 |")},
        None,
        "features/sample/core.feature:9: the table sets 'power' again (line 8)",
    ),
    "clashing dotted keys": (
        {"feature": FEATURE.replace("| power | 20       |", "| power.x | 20 |\n        | power | 21 |")},
        None,
        "features/sample/core.feature:6: the table sets 'power.x' and also 'power', one inside the other",
    ),
    "unknown grid check": (
        {"docs": DOCS + '\n```grid check="awoudan.nosuch"\n• X •\n```\n'},
        None,
        "docs/sample/core.md:37: malformed grid block: no diagram check is called 'awoudan.nosuch' — see 'Reading a"
        " diagram' on docs/awoudan/areas.md for the glyphs, the options and the checks",
    ),
    "unknown grid option": (
        {"docs": DOCS + '\n```grid chek="awoudan.blast"\n• X •\n```\n'},
        None,
        "docs/sample/core.md:37: malformed grid block: unknown fence option 'chek'",
    ),
    "malformed flow": (
        {"docs": DOCS + '\n```flow title="A turn"\n1. Declare\n  no dash here\n```\n'},
        None,
        "docs/sample/core.md:39: malformed flow block: an indented line is a branch, written '- label -> words'",
    ),
    "front matter that does not read": (
        {},
        break_front_matter,
        "docs/sample/index.md:3: a value holds ': ', which YAML reads as a second name — put the value in double"
        ' quotes: summary: "…"',
    ),
    "bare CR line endings": (
        {},
        break_line_endings,
        "features/sample/core.feature:1: a line ends in a bare carriage return (CR)",
    ),
    "only Feature:": (
        {"feature": "Feature: Sample\n"},
        None,
        "features/sample/core.feature:1: the feature file holds no scenario",
    ),
    "malformed heading ID": (
        {"docs": DOCS.replace("{#sample.core.second}", "{#sample.core.Second}")},
        None,
        "docs/sample/core.md:20: the heading's anchor 'sample.core.Second' is not a rule ID",
    ),
    "abbreviation of an unknown rule": (
        {},
        break_glossary,
        "docs/includes/abbreviations.md:1: FR points at sample.core.frist, which no docs page states",
    ),
    "unknown step": (
        {"feature": FEATURE.replace("And no reactions", "And the moon rises")},
        None,
        "features/sample/core.feature:22: no form of the step vocabulary matches 'Given the moon rises'"
        " — use a step of the shared vocabulary: the table in docs/contributing.md",
    ),
    "unknown operation": (
        {
            "feature": FEATURE.replace(
                "call reactions.resolve_attack\n      Then the result", "call reactions.nope\n      Then the result"
            )
        },
        None,
        "features/sample/core.feature:12: there is no operation reactions.nope",
    ),
    "repeated scenario name": (
        {"feature": FEATURE.replace("The second rule holds for <power>", "The first rule holds")},
        None,
        "features/sample/core.feature:18: scenario name repeats: 'The first rule holds'",
    ),
    "repeated Rule:": (
        {"feature": FEATURE.replace("Rule: sample.core.second", "Rule: sample.core.first")},
        None,
        "features/sample/core.feature:3: Rule: sample.core.first appears twice",
    ),
    "card with a wrong value": (
        {"docs": DOCS.replace("damage to health: 20", "damage to health: 21")},
        None,
        "docs/sample/core.md:17: the example card differs from what reactions.resolve_attack answers: damage to"
        " health: the card says 21, the engine says 20 — write what the rules give; if the card is right, the engine"
        " is wrong: 'pytest <page>' runs the page's cards against it",
    ),
    "card with a misspelt field": (
        {"docs": DOCS.replace("  health: 30", "  helth: 30", 1)},
        None,
        "docs/sample/core.md:14: the card's situation names 'helth' under 'defender', which"
        " reactions.resolve_attack does not have — is it 'health'? the names there: armor, block bonus, health,"
        " reactions, shield",
    ),
    "rule without a worked example": (
        {"docs": DOCS[: DOCS.index("```example", DOCS.index("second rule"))]},
        None,
        "docs/sample/core.md:20: the rule sample.core.second has no worked example under its heading — add an example"
        " card (see 'Writing a worked example' in docs/contributing.md), a grid picture or a table under the heading",
    ),
    "ruling contradicting a card": (
        {"clarifications_feature": CLARIFICATIONS_FEATURE + CONTRADICTING_SCENARIO},
        None,
        "features/sample/clarifications.feature:10: scenario 'A clarified attack deals one more' and the example"
        " card (docs/sample/clarifications.md:11) send reactions.resolve_attack the same request but expect"
        " different answers",
    ),
    "rule ID no docs page defines": (
        {"feature": FEATURE.replace("Rule: sample.core.second", "Rule: sample.core.third")},
        None,
        "features/sample/core.feature:16: Rule: sample.core.third names no rule of the docs",
    ),
}


@pytest.mark.parametrize("kind", GATED)
def test_lint_export_and_check_refuse_each_broken_spec_alike(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """One gate: what lint refuses, export and check of the checkout refuse, with lint's file:line and fix."""
    changes, breaks, message = GATED[kind]
    root = project(tmp_path / "project", **changes)
    if breaks is not None:
        breaks(root)
    refused_alike(root, [message], tmp_path, capsys, monkeypatch)


def test_export_refuses_an_output_it_cannot_write_before_reading_the_spec(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", "--installed", "-o", str(tmp_path / "nonexistent" / "cases.json")]) == 2
    assert f"fawnarules export: --output {tmp_path / 'nonexistent' / 'cases.json'} cannot be written" in (
        capsys.readouterr().err
    )


SITE_PAGES = {
    "docs/index.md": "# Home\n\n<!-- rulebook cards -->\n",
    "docs/contributing.md": "# Contributing\n\n## Adding a clarification {#adding-a-clarification}\n",
    "docs/sample/index.md": "---\nsummary: A sample rulebook.\nsource: Nobody\n---\n\n# Sample\n",
}


@pytest.mark.slow
@pytest.mark.parametrize("kind", GATED)
def test_the_strict_build_refuses_each_broken_spec_as_lint_does(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    changes, breaks, message = GATED[kind]
    root = project(tmp_path / "project", **changes)
    for name, text in {"mkdocs.yml": PLAIN_SAMPLE_CONFIG, **SITE_PAGES}.items():
        (root / name).write_text(text, encoding="utf-8")
    if breaks is not None:  # after the site's pages, one of which it may break
        breaks(root)
    assert main(["lint", str(root)]) == 1
    line = next(line for line in capsys.readouterr().out.splitlines() if line.startswith(message))
    assert line in failed_build_log(root, caplog)


THREE_BROKEN = {
    "features/sample/core.feature": FEATURE.replace("      Examples:", "      Exemples:"),
    "features/sample/clarifications.feature": CLARIFICATIONS_FEATURE.replace("When I call", "When I cal"),
    "docs/sample/core.md": DOCS.replace("damage to health: 20", "damage to health: 21"),
}
THREE_PROBLEMS = [
    "docs/sample/core.md:17: the example card differs from what reactions.resolve_attack answers",
    "features/sample/clarifications.feature:7: no form of the step vocabulary matches"
    " 'When I cal reactions.resolve_attack'",
    "features/sample/core.feature:26: 'Exemples:' starts with no keyword Gherkin knows",
]


def three_broken_files(root: Path) -> Path:
    """The sample project with a card, a step and a keyword each wrong in its own file."""
    project(root)
    for name, text in THREE_BROKEN.items():
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_one_broken_file_hides_none_of_the_others(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    refused_alike(three_broken_files(tmp_path / "project"), THREE_PROBLEMS, tmp_path, capsys, monkeypatch)


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("broken =", "words.toml:3: a name has no value after its '=' — write its value in double quotes"),
        ('"melee attack" "melee_attack"', "words.toml:3: this line is not a name, '=' and a value"),
        ('"ash" = "Ash"\n"ash" = "ash"', "words.toml:4: these game words are given twice — keep one of the two lines"),
        ('"ash" = "Ash', "words.toml:3: a text in quotes runs past the end of its line"),
    ],
)
def test_a_words_file_that_does_not_read_is_named_in_a_contributor_s_words(line: str, problem: str) -> None:
    with pytest.raises(WordsError) as raised:
        read_words(f"# The words.\n[falchion.values]\n{line}\n")
    assert str(raised.value).startswith(problem)


@pytest.fixture
def broken_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The package's words file replaced, for one test, by one whose third line does not read."""
    words = tmp_path / "words.toml"
    words.write_text("# The words.\n[falchion.values]\nbroken =\n", encoding="utf-8")
    monkeypatch.setattr(words_module, "WORDS_FILE", words)
    all_words.cache_clear()
    yield
    all_words.cache_clear()


@pytest.mark.usefixtures("broken_words")
def test_a_words_file_that_does_not_read_is_named_first_and_hides_no_other_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = project(tmp_path / "project", feature=FEATURE.replace("When I call", "When I cal"))
    assert main(["lint", str(root)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("fawnarules/card/words.toml:3: a name has no value after its '='")
    assert any(
        line.startswith("features/sample/core.feature:12: no form of the step vocabulary matches") for line in lines
    )
    assert not any("example card" in line for line in lines)
