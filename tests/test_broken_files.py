"""A feature file or docs page that is not a readable source is named, with its line and a fix, by every command.

Lint, export, check, pytest collection and the site build all read the spec through one
model, so each broken file below gives the same ``file:line: what — how to fix`` and never
a traceback.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fawnarules.cli import main
from tests.test_lint import FEATURE, project
from tests.test_site import CONFIG, FILES

ROOT = Path(__file__).resolve().parent.parent
BROKEN: dict[str, tuple[bytes, str]] = {
    "syntax": (
        FEATURE.replace("| power | 20       |", "| power |").encode(),
        "core.feature:8: the feature file does not parse: inconsistent cell count within the table",
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


@pytest.mark.parametrize("kind", BROKEN)
def test_lint_names_the_broken_file_first(kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, message = BROKEN[kind]
    assert main(["lint", str(broken_project(tmp_path, data))]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"features/sample/{message}"), out


@pytest.mark.parametrize("kind", BROKEN)
def test_export_names_the_broken_file(kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, message = BROKEN[kind]
    root = broken_project(tmp_path, data)
    assert main(["export", "--root", str(root), "-o", str(tmp_path / "cases.json")]) == 1
    assert f"fawnarules export: features/sample/{message}" in capsys.readouterr().err
    assert not (tmp_path / "cases.json").exists()


@pytest.mark.parametrize("kind", BROKEN)
def test_check_names_the_broken_file(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data, message = BROKEN[kind]
    monkeypatch.chdir(broken_project(tmp_path, data))
    assert main(["check", "--engine", "reference", "--cases", "."]) == 2
    assert f"fawnarules check: features/sample/{message}" in capsys.readouterr().err


def test_a_broken_docs_page_is_named_by_lint(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = project(tmp_path)
    (root / "docs/sample/core.md").write_bytes(b"# Sample\n\n\xff\n")
    assert main(["lint", str(root)]) == 1
    assert capsys.readouterr().out.startswith("docs/sample/core.md:3: byte 0xff is not UTF-8")


def test_pytest_collection_names_the_broken_file(tmp_path: Path) -> None:
    root = broken_project(tmp_path, BROKEN["bom"][0])
    (root / "tests").mkdir()
    shutil.copy(ROOT / "tests" / "test_spec.py", root / "tests" / "test_spec.py")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:randomly",
            "-p",
            "no:cacheprovider",
            "tests/test_spec.py",
        ],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode != 0
    assert f"features/sample/{BROKEN['bom'][1]}" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr


def test_the_site_build_stops_with_the_broken_file_and_no_traceback(tmp_path: Path) -> None:
    (tmp_path / "mkdocs.yml").write_text(CONFIG, encoding="utf-8")
    for name, text in FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "features/evil/core.feature").write_bytes(b"\xef\xbb\xbf" + FEATURE.encode())
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(tmp_path / "site")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode != 0
    assert "features/evil/core.feature:1: the file starts with a UTF-8 byte-order mark" in done.stderr
    assert "Traceback" not in done.stderr
