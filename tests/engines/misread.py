"""Serve the reference engine over protocol v1 with one rule misread: the base of ``wrong_<ruleset>.py``.

Each wrong engine changes one name in one rulebook module before serving; the reference code
reads that name when it runs, so the engine answers exactly like the reference but for that rule.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from io import BufferedIOBase
from typing import cast

from fawnarules.conformance.serve import serve


def serve_misread(misread: Callable[[], None]) -> None:
    """Apply ``misread``, then answer on standard input and output until ``stop``."""
    misread()
    sys.exit(serve(cast(BufferedIOBase, sys.stdin.buffer), sys.stdout.buffer))
