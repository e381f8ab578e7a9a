"""The pytest-bdd shortcuts of ``tests/bdd_speed.py`` replace functions of the pytest-bdd that is installed."""

from __future__ import annotations

from importlib.metadata import version

from tests.bdd_speed import REPLACED, source_digest


def test_the_functions_the_shortcuts_replace_are_those_they_were_written_against() -> None:
    changed = [name for name, (function, digest) in REPLACED.items() if source_digest(function) != digest]
    assert not changed, (
        f"pytest-bdd {version('pytest-bdd')} changed {', '.join(changed)}, which tests/bdd_speed.py replaces: "
        "read the new source, check the shortcut still does what it did (or remove it), "
        "then put the new digest in REPLACED"
    )
