"""The reference engine with one rule of ``fawnalore`` misread: reductions larger than the damage heal the target.

The spec pinned this reading before fuzzing existed (``fawnalore.damage.floor``).
"""

from __future__ import annotations

from fawnarules.fawnalore import damage
from tests.engines.misread import serve_misread


def damage_taken_without_floor(dealt: int, reduction: int) -> int:
    """Step 3 misread: what the reductions leave, below 0 too."""
    return dealt - reduction


def misread() -> None:
    """Drop the floor of ``fawnalore.damage.floor``."""
    damage.damage_taken = damage_taken_without_floor


if __name__ == "__main__":
    serve_misread(misread)
