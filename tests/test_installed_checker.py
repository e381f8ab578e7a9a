"""The checker works installed from its wheel, outside any checkout: the cases, built from the features when the
wheel is built, travel inside the package."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from fawnarules.conformance.corpus import corpus_text
from fawnarules.conformance.current import features_corpus
from fawnarules.conformance.known import read_known_failures
from fawnarules.conformance.schema import schema_files

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "javascript"
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "LICENSE", "fawnarules", "features", "docs")


def run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run without the checkout on the path: only what the environment installed can be imported."""
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    return subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True, timeout=120, check=False)


def build_wheel(folder: Path) -> Path:
    """The project's wheel, built from a copy of its sources (the build leaves nothing in the checkout)."""
    source = folder / "source"
    source.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(ROOT / name, source / name)
    # The build backend's own PEP 517 hook, as pip calls it, in one process: pip would start a process for each
    # of its three hooks, each running setup.py again.
    hook = f"from setuptools import build_meta; build_meta.build_wheel({str(folder)!r})"
    built = run([sys.executable, "-c", hook], source)
    assert built.returncode == 0, built.stderr
    [wheel] = folder.glob("fawnarules-*.whl")
    return wheel


def fresh_environment(folder: Path, wheel: Path) -> Path:
    """A new virtual environment holding the wheel; its dependencies are borrowed from this one (no download)."""
    environment = folder / "env"
    created = run([sys.executable, "-m", "venv", "--without-pip", str(environment)], folder)
    assert created.returncode == 0, created.stderr
    python = environment / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--python", str(python)]
    # --no-compile: the checker's runs compile what they import, a third of what pip would compile.
    installed = run([*pip, "install", "-q", "--no-deps", "--no-index", "--no-compile", str(wheel)], folder)
    assert installed.returncode == 0, installed.stderr
    site = run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], folder)
    # A path line in a .pth file adds the folder, not the .pth files in it, so this project's editable
    # install is not seen: fawnarules is imported from the wheel alone.
    Path(site.stdout.strip(), "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return environment


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


def test_the_wheel_ships_the_cases_and_the_schemas_the_types_generate(wheel: Path) -> None:
    built = zipfile.ZipFile(wheel)
    names = set(built.namelist())
    assert "fawnarules/data/cases.json" in names
    for name, text in schema_files().items():
        assert built.read(f"fawnarules/data/{name}").decode() == text
    assert any(name.endswith("licenses/LICENSE") for name in names)


@pytest.mark.skipif(shutil.which("node") is None, reason="the JavaScript example needs Node.js")
def test_the_installed_checker_checks_the_javascript_example_from_any_folder(wheel: Path, tmp_path: Path) -> None:
    environment = fresh_environment(tmp_path, wheel)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = run([str(environment / "bin" / "python"), "-c", "import fawnarules; print(fawnarules.__file__)"], elsewhere)
    assert Path(where.stdout.strip()).is_relative_to(environment)
    known = EXAMPLE / "known-failures.txt"
    engine = f"cmd:node {EXAMPLE / 'engine.js'}"
    fawnarules = str(environment / "bin" / "fawnarules")
    checking = [fawnarules, "check", "--engine", engine, "--verbose", "--known-failures", str(known)]
    shown = run([*checking, "--json", "report.json"], elsewhere)
    assert shown.returncode == 0, shown.stdout + shown.stderr
    cases = json.loads((elsewhere / "report.json").read_text(encoding="utf-8"))["cases"]
    failing = [case["id"] for case in cases if case["status"] == "failed" and case["known_failure"]]
    assert failing == read_known_failures(known)
    assert "  Scenario: No reaction may follow a successful dodge" in shown.stdout
    assert "  scenario: https://fawnarules.github.io/fawnarules/spec/reactions/defense.html#" in shown.stdout
    assert "127.0.0.1" not in shown.stdout
    assert "features/" not in shown.stdout
    exported = run([fawnarules, "export", "--installed", "-o", "cases.json"], elsewhere)
    assert exported.returncode == 0, exported.stderr
    spec = features_corpus(ROOT)
    assert (elsewhere / "cases.json").read_text() == corpus_text(list(spec.cases), spec.spec_version)
    typo = run([fawnarules, "check", "--engine", engine, "--rule", "reactions.defense.blok*"], elsewhere)
    assert typo.returncode == 2
    assert "matches no rule ID" in typo.stderr
