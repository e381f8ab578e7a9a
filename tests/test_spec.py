"""Bind every scenario of ``features/`` to the shared step vocabulary."""

from pytest_bdd import scenarios

scenarios("../features")
