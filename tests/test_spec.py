"""Bind every scenario of ``features/`` to the shared step vocabulary.

A feature file that cannot be read stops collection with its ``file:line`` and how to fix it,
not with the parser's traceback.
"""

from pathlib import Path

import pytest
from pytest_bdd import scenarios

from fawnarules.spec.catalog import project_features
from fawnarules.spec.source import SourceError


def unreadable_spec() -> str:
    """Why the feature files cannot be read, or nothing."""
    try:
        list(project_features(Path(__file__).resolve().parent.parent))
    except SourceError as error:
        return str(error)
    return ""


UNREADABLE = unreadable_spec()
if UNREADABLE:
    pytest.fail(f"the spec cannot be read:\n{UNREADABLE}", pytrace=False)

scenarios("../features")
