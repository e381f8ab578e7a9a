"""Where computed results are kept between runs: ``.cache/<kind>/`` under the directory a command
runs from, or under ``FAWNARULES_CACHE``. Everything kept there is keyed by what it was computed
from, so a stale file is never read; deleting the folder only costs time."""

from __future__ import annotations

import os
from pathlib import Path


def cache_folder(kind: str) -> Path:
    """The folder results of ``kind`` are kept in (it may not exist yet)."""
    return Path(os.environ.get("FAWNARULES_CACHE", ".cache")) / kind
