"""The reference engine with one rule of ``reactions`` misread: a dodge costs one reaction, not two.

The spec pinned this reading before fuzzing existed (``reactions.defense.dodge-cost``).
"""

from __future__ import annotations

from fawnarules.reactions import attack
from tests.engines.misread import serve_misread


def misread() -> None:
    """Read ``reactions.defense.dodge-cost`` as one reaction."""
    attack.DODGE_COST = 1


if __name__ == "__main__":
    serve_misread(misread)
