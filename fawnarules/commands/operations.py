"""``fawnarules operations``: every operation with its summary."""

from __future__ import annotations

import argparse

from fawnarules.engine import all_operations

NAME = "operations"


def register(parser: argparse.ArgumentParser) -> None:
    """No arguments."""


def run(arguments: argparse.Namespace) -> int:
    """Print one line per operation: its name, a tab, its summary."""
    for operation in all_operations():
        print(f"{operation.name}\t{operation.summary}")
    return 0
