"""``fawnarules engine``: the reference engine as a program speaking protocol v1 on stdin and stdout."""

from __future__ import annotations

import argparse
import os
import sys
from io import BufferedIOBase
from typing import cast

from fawnarules.conformance.serve import serve

NAME = "engine"


def register(parser: argparse.ArgumentParser) -> None:
    """No arguments: the program reads one JSON message per line and answers each on one line."""


def run(arguments: argparse.Namespace) -> int:
    """Serve until ``stop`` or the end of standard input; exit quietly when the reader goes away."""
    try:
        return serve(cast(BufferedIOBase, sys.stdin.buffer), sys.stdout.buffer)
    except BrokenPipeError:
        # Nobody reads the answers any more: point stdout at nothing so that the flush at exit
        # does not fail a second time and print a traceback.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
