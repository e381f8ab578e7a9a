"""``python -m tests.misreadings SLUG``: serve the reference engine with one misreading, over protocol v1."""

from __future__ import annotations

import sys

from tests.misreadings.library import by_slug
from tests.misreadings.reading import serve_misread

if __name__ == "__main__":
    serve_misread(by_slug(sys.argv[1]))
