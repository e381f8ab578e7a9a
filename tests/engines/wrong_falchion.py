"""The reference engine with one rule of ``falchion`` misread: a damage die's top face is refused as an input error.

No scenario pinned this before fuzzing found it: every damage roll in the spec was below the die's top face.
"""

from __future__ import annotations

from tests.misreadings.reading import Misreading, serve_misread

TOP_FACE_REFUSED = Misreading(
    "A damage die cannot show its top face",
    "falchion.damage.dice",
    "fawnarules.falchion.damage",
    "        if roll > sides:\n",
    "        if roll >= sides:\n",
)

if __name__ == "__main__":
    serve_misread(TOP_FACE_REFUSED)
