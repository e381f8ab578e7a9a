"""The spec's version is its newest release's; the features' cases since then are unreleased, and say so."""

from __future__ import annotations

import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.commands.release import CORPUS_MODULE
from fawnarules.conformance.corpus import SPEC_VERSION, case_file_adapter, corpus_text, read_case_file
from fawnarules.conformance.current import features_corpus, released_case_file
from fawnarules.conformance.diff import diff_lines, next_version, spec_diff, version_level, version_problem
from fawnarules.conformance.release import stated_version, with_version
from fawnarules.sources.case import Case
from tests.any_request import spec_cases

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "docs" / "conformance" / "changelog.md"
RELEASES = ROOT / "docs" / "conformance" / "releases"
"""The cases of each released spec version, published on the site; the newest is what the spec's cases are compared
with."""


@pytest.fixture(scope="module")
def current() -> list[Case]:
    return spec_cases()


def released_versions() -> dict[tuple[int, ...], Path]:
    """The cases file of each released spec version, by version."""
    return {
        tuple(int(part) for part in path.stem.removeprefix("cases-").split(".")): path
        for path in RELEASES.glob("cases-*.json")
    }


def test_the_spec_carries_the_version_of_its_newest_release_and_the_changelog_an_entry_for_each() -> None:
    releases = released_versions()
    assert releases, f"no released cases in {RELEASES}"
    assert read_case_file(releases[max(releases)]).spec_version == SPEC_VERSION
    headings = re.findall(r"^## (\d+\.\d+\.\d+)\b", CHANGELOG.read_text(encoding="utf-8"), re.M)
    assert headings, "docs/conformance/changelog.md lists no version"
    assert headings[0] == SPEC_VERSION, f"the newest entry of {CHANGELOG.name} is {headings[0]}, not {SPEC_VERSION}"
    released = sorted(".".join(map(str, version)) for version in releases)
    assert sorted(set(headings) & set(released)) == released, "each released version has its changelog entry"


def released_root(folder: Path, cases: list[Case]) -> Path:
    """A checkout of the project's features whose newest release published ``cases``."""
    (folder / "features").symlink_to(ROOT / "features")
    released = released_case_file(folder)
    released.parent.mkdir(parents=True)
    released.write_text(corpus_text(cases, SPEC_VERSION), encoding="utf-8")
    return folder


def test_features_with_no_change_since_the_release_are_that_release(tmp_path: Path, current: list[Case]) -> None:
    moved = [replace(current[0], source=current[0].source + "0"), *current[1:]]
    assert features_corpus(released_root(tmp_path, moved)).spec_version == SPEC_VERSION


def test_features_changed_since_the_release_are_unreleased_and_the_checker_says_so(
    tmp_path: Path, current: list[Case], capsys: pytest.CaptureFixture[str]
) -> None:
    spec = features_corpus(released_root(tmp_path, current[1:]))
    assert spec.spec_version == f"{SPEC_VERSION}+unreleased"
    cases = tmp_path / "cases.json"
    cases.write_text(corpus_text(list(spec.cases), spec.spec_version), encoding="utf-8")
    assert main(["check", "--cases", str(cases), "--rule", current[0].rule]) == 0
    assert f"fawnarules spec {SPEC_VERSION}+unreleased" in capsys.readouterr().out


def case(case_id: str, expected: int = 1, line: int = 1) -> Case:
    rule = case_id.partition("/")[0]
    return Case(case_id, rule, "r", "S", f"features/r/c.feature:{line}", "r.op", {"n": 1}, {"result": {"n": expected}})


def test_a_diff_tells_added_removed_changed_and_renamed_cases_apart() -> None:
    old = [case("r.a.one/x"), case("r.a.one/y"), case("r.a.two/z"), case("r.a.two/w"), case("r.a.old/v")]
    new = [
        case("r.a.one/x", line=9),
        case("r.a.one/y", expected=2),
        case("r.a.new/z"),
        case("r.a.new/w"),
        case("r.a.new/extra"),
        case("r.a.one/added"),
    ]
    diff = spec_diff(old, new)
    assert [c.id for c in diff.added] == ["r.a.new/extra", "r.a.one/added"]
    assert [c.id for c in diff.removed] == ["r.a.old/v"]
    assert [(c.new.id, c.parts) for c in diff.changed] == [("r.a.one/y", ("expected",))]
    assert diff.renamed == (("r.a.two", "r.a.new"),)
    assert diff.moved == 1
    assert diff.level == "major"


def test_a_case_that_moved_to_another_rule_or_row_is_listed_old_id_to_new_id() -> None:
    old = [case("r.a.one/x"), case("r.a.one/y"), case("r.a.one/o/true", expected=3), case("r.a.one/z", expected=4)]
    new = [
        case("r.a.one/x"),
        case("r.request.known/y"),
        case("r.a.one/o/yes", expected=3),
        case("r.b.other/w", expected=4),
    ]
    diff = spec_diff(old, new)
    assert diff.new_ids == (("r.a.one/y", "r.request.known/y"), ("r.a.one/o/true", "r.a.one/o/yes"))
    assert [c.id for c in diff.removed] == ["r.a.one/z"]
    assert [c.id for c in diff.added] == ["r.b.other/w"]
    assert diff.level == "major"
    assert list(diff_lines(diff))[:2] == [
        "moved    r.a.one/y -> r.request.known/y",
        "moved    r.a.one/o/true -> r.a.one/o/yes",
    ]


@pytest.mark.parametrize(
    ("old", "new", "level"),
    [
        ([case("r.a.b/x")], [case("r.a.b/x"), case("r.a.b/y")], "minor"),
        ([case("r.a.b/x")], [case("r.a.b/x", line=4)], "patch"),
        ([case("r.a.b/x"), case("r.a.b/y")], [case("r.a.b/x")], "major"),
        ([case("r.a.b/x")], [case("r.a.b/x")], "none"),
        ([case("r.a.b/old-title")], [replace(case("r.a.b/new-title"), scenario="New title")], "minor"),
    ],
    ids=["added", "moved-line", "removed", "none", "retitled"],
)
def test_each_kind_of_change_calls_for_its_version(old: list[Case], new: list[Case], level: str) -> None:
    diff = spec_diff(old, new)
    assert diff.level == level
    wanted = next_version("1.4.2", diff.level)
    assert version_level("1.4.2", wanted) == diff.level
    assert version_problem("1.4.2", wanted, diff) == ""
    if level in ("minor", "major"):
        assert "call for a" in version_problem("1.4.2", "1.4.2", diff)


def test_the_diff_command_lists_changes_and_a_version_too_small(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    old.write_text(corpus_text([case("r.a.b/x"), case("r.a.b/y")], "1.2.0"))
    new.write_text(corpus_text([replace(case("r.a.b/x"), expected={"refused": {"rule": "r.a.b"}})], "1.3.0"))
    assert main(["diff", str(old), str(new)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "removed  r.a.b/y",
        "changed  r.a.b/x  (expected)",
        "1.2.0 -> 1.3.0: 0 added, 1 removed, 1 changed, 0 rule(s) renamed, 0 moved to a new ID,"
        " 0 with a new title or line",
        "these changes call for a major version, 2.0.0 after 1.2.0; the spec version is 1.3.0",
    ]
    assert main(["diff", str(old), str(old)]) == 0
    assert main(["diff", str(old), str(tmp_path / "missing.json")]) == 2
    assert "missing.json" in capsys.readouterr().err


def release_checkout(folder: Path, released: list[Case]) -> Path:
    """A checkout of the project's features and docs whose last release, 1.4.2, published ``released``."""
    folder.mkdir()
    (folder / "features").symlink_to(ROOT / "features")
    shutil.copytree(ROOT / "docs", folder / "docs", ignore=shutil.ignore_patterns("releases", ".odds"))
    (folder / "fawnarules" / "conformance").mkdir(parents=True)
    module = (ROOT / CORPUS_MODULE).read_text(encoding="utf-8")
    (folder / CORPUS_MODULE).write_text(with_version(module, "1.4.2"), encoding="utf-8")
    published = released_case_file(folder, "1.4.2")
    published.parent.mkdir(parents=True)
    published.write_text(corpus_text(released, "1.4.2"), encoding="utf-8")
    return folder


def test_a_release_writes_its_version_cases_changelog_entry_and_archive(
    tmp_path: Path, current: list[Case], capsys: pytest.CaptureFixture[str]
) -> None:
    root = release_checkout(tmp_path / "checkout", current[1:])
    assert main(["release", "--root", str(root), "-o", str(tmp_path / "dist")]) == 0
    assert stated_version((root / CORPUS_MODULE).read_text(encoding="utf-8")) == "1.5.0"
    assert read_case_file(released_case_file(root, "1.5.0")).cases == tuple(read_case_file_cases(current))
    entry = (root / "docs" / "conformance" / "changelog.md").read_text(encoding="utf-8").split("\n## ")[1]
    assert entry.startswith("1.5.0\n\n[cases-1.5.0.json](releases/cases-1.5.0.json). 1 cases added: 1 for awoudan;")
    assert f"- `added    {current[0].id}`" in entry
    assert (tmp_path / "dist" / "fawnarules-spec-1.5.0.zip").is_file()
    capsys.readouterr()
    assert main(["release", "--root", str(root), "-o", str(tmp_path / "dist")]) == 1
    assert "no case changed since 1.5.0: nothing to release" in capsys.readouterr().err


def read_case_file_cases(cases: list[Case]) -> tuple[Case, ...]:
    """The cases as a published file holds them (its keys sorted)."""
    return case_file_adapter().validate_json(corpus_text(cases)).cases
