"""The reference engine with one rule of ``grand_archive`` misread: a prevention acts on every type of damage.

The spec pinned this reading before fuzzing existed (``grand_archive.prevention.damage-type``).
"""

from __future__ import annotations

from tests.misreadings.library import by_slug
from tests.misreadings.reading import serve_misread

if __name__ == "__main__":
    serve_misread(by_slug("a-prevention-acts-on-every-kind-of-damage-whatever-it-names"))
