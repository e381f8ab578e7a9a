"""A spec release as one archive: what it holds, its checksum, and the same bytes every time it is built."""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.conformance.corpus import corpus_text
from fawnarules.conformance.current import current_corpus

ROOT = Path(__file__).resolve().parent.parent


def build(folder: Path, capsys: pytest.CaptureFixture[str]) -> list[Path]:
    assert main(["archive", "-o", str(folder), "--root", str(ROOT)]) == 0
    return [Path(line) for line in capsys.readouterr().out.splitlines()]


def test_the_archive_holds_the_cases_schemas_and_pages_under_one_folder_in_the_same_bytes_each_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive, checksum = build(tmp_path / "one", capsys)
    assert build(tmp_path / "two", capsys)[0].read_bytes() == archive.read_bytes()
    spec = current_corpus()
    assert archive.name == f"fawnarules-spec-{spec.spec_version}.zip"
    digest, name = checksum.read_text().split()
    assert (digest, name) == (hashlib.sha256(archive.read_bytes()).hexdigest(), archive.name)
    files = zipfile.ZipFile(archive)
    folder = f"fawnarules-spec-{spec.spec_version}/"
    expected = {"README.md", "cases.json", "cases.md", "cases.schema.json", "changelog.md", "operations.json"}
    assert {entry.removeprefix(folder) for entry in files.namelist()} == expected | {
        "protocol.md",
        "protocol.schema.json",
    }
    assert files.read(folder + "cases.json").decode() == corpus_text(list(spec.cases), spec.spec_version)
    assert json.loads(files.read(folder + "operations.json"))["operations"]


def test_the_archive_needs_the_checkout_s_pages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["archive", "-o", str(tmp_path), "--root", str(tmp_path)]) == 2
    assert "lacks protocol.md, changelog.md, cases.md" in capsys.readouterr().err
