"""Every example written in the package's docstrings runs, and each rulebook package shows itself in one."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

from fawnarules.engine import RULESETS

PACKAGE = Path(__file__).resolve().parent.parent / "fawnarules"
MODULES = sorted(
    ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
    for path in PACKAGE.rglob("*.py")
    if ">>> " in path.read_text(encoding="utf-8")
)


@pytest.mark.parametrize("module", MODULES)
def test_the_examples_of_a_module_hold(module: str) -> None:
    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0


def test_each_rulebook_package_shows_itself_in_an_example() -> None:
    assert {f"fawnarules.{ruleset}" for ruleset in RULESETS} <= set(MODULES)
