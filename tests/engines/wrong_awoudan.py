"""The reference engine with one rule of ``awoudan`` misread: the attack limit is END but never below 3 (not 2).

The spec pinned this reading before fuzzing existed (``awoudan.actions.attack-limit``).
"""

from __future__ import annotations

from fawnarules.awoudan import economy
from tests.engines.misread import serve_misread


def misread() -> None:
    """Read the floor of ``awoudan.actions.attack-limit`` as 3 attacks."""
    economy.MIN_ATTACKS_PER_ROUND = 3


if __name__ == "__main__":
    serve_misread(misread)
