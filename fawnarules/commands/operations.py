"""``fawnarules operations``: every operation with its summary."""

from __future__ import annotations

import argparse

from fawnarules.engine import RULESETS, declared_operations

NAME = "operations"


def register(parser: argparse.ArgumentParser) -> None:
    """No arguments."""


def run(arguments: argparse.Namespace) -> int:
    """Print one line per operation: its name, a tab, its summary."""
    for ruleset in RULESETS:
        for name, declared in declared_operations(ruleset).items():
            print(f"{name}\t{declared.summary}")
    return 0
