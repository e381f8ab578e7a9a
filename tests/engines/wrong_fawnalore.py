"""The reference engine with one rule of ``fawnalore`` misread: reductions larger than the damage heal the target.

The spec pinned this reading before fuzzing existed (``fawnalore.damage.floor``).
"""

from __future__ import annotations

from tests.misreadings.library import by_slug
from tests.misreadings.reading import serve_misread

if __name__ == "__main__":
    serve_misread(by_slug("reductions-larger-than-the-damage-heal-the-target"))
