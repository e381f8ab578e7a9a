"""The reference engine with one rule of ``reactions`` misread: a dodge costs one reaction, not two.

The spec pins this reading (``reactions.defense.dodge-cost``). Run as a program, it speaks protocol v1.
"""

from __future__ import annotations

import sys
from io import BufferedIOBase
from typing import cast

from fawnarules.conformance.serve import serve
from fawnarules.reactions import attack


def misread() -> None:
    """Read ``reactions.defense.dodge-cost`` as one reaction."""
    attack.DODGE_COST = 1


if __name__ == "__main__":
    misread()
    sys.exit(serve(cast(BufferedIOBase, sys.stdin.buffer), sys.stdout.buffer))
