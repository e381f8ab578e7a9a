"""Bind every scenario of ``features/`` to the shared step vocabulary.

A feature file that cannot be read stops collection with its ``file:line`` and how to fix it,
not with the parser's traceback.
"""

from pathlib import Path

import pytest
from pytest_bdd import scenarios

from fawnarules.sources.feature import read_feature
from fawnarules.sources.source import SourceError

ROOT = Path(__file__).resolve().parent.parent
FEATURES = sorted(ROOT.glob("features/**/*.feature"))


def unreadable_spec() -> str:
    """Why a feature file cannot be read, or nothing."""
    try:
        for file in FEATURES:
            read_feature(file, file.relative_to(ROOT).as_posix())
    except SourceError as error:
        return str(error)
    return ""


UNREADABLE = unreadable_spec()
if UNREADABLE:
    pytest.fail(f"the spec cannot be read:\n{UNREADABLE}", pytrace=False)

scenarios(*(str(file) for file in FEATURES))
