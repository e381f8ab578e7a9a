"""``fawnarules engine``: the reference engine as a program speaking protocol v1 on stdin and stdout."""

from __future__ import annotations

import argparse
import sys
from io import BufferedIOBase
from typing import cast

from fawnarules.conformance.serve import serve

NAME = "engine"


def register(parser: argparse.ArgumentParser) -> None:
    """No arguments: the program reads one JSON message per line and answers each on one line."""


def run(arguments: argparse.Namespace) -> int:
    """Serve until ``stop`` or the end of standard input."""
    return serve(cast(BufferedIOBase, sys.stdin.buffer), sys.stdout.buffer)
