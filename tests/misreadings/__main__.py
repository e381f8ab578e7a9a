"""``python -m tests.misreadings SLUG``: serve the reference engine with one misreading, over protocol v1."""

from __future__ import annotations

import sys
from io import BufferedIOBase
from typing import cast

from fawnarules.conformance.serve import serve
from tests.misreadings.library import by_slug
from tests.misreadings.reading import install

if __name__ == "__main__":
    install(by_slug(sys.argv[1]))
    sys.exit(serve(cast(BufferedIOBase, sys.stdin.buffer), sys.stdout.buffer))
