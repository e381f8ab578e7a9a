"""The reference engine with one rule of ``awoudan`` misread: the attack limit is END but never below 3 (not 2).

The spec pinned this reading before fuzzing existed (``awoudan.actions.attack-limit``).
"""

from __future__ import annotations

from tests.misreadings.reading import Misreading, serve_misread

FLOOR_OF_THREE = Misreading(
    "The attack limit is never below 3",
    "awoudan.actions.attack-limit",
    "fawnarules.awoudan.economy",
    "MIN_ATTACKS_PER_ROUND = 2\n",
    "MIN_ATTACKS_PER_ROUND = 3\n",
)

if __name__ == "__main__":
    serve_misread(FLOOR_OF_THREE)
