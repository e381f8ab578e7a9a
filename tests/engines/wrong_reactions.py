"""The reference engine with one rule of ``reactions`` misread: a dodge costs one reaction, not two.

The spec pinned this reading before fuzzing existed (``reactions.defense.dodge-cost``).
"""

from __future__ import annotations

from tests.misreadings.library import by_slug
from tests.misreadings.reading import serve_misread

if __name__ == "__main__":
    serve_misread(by_slug("a-dodge-costs-one-reaction-as-a-block-does"))
