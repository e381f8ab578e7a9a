"""How hard the property tests try: a budget for every run, and a larger one for CI.

``make test`` is the inner loop a contributor runs many times a day, so each property test
tries a budget chosen to find what it is there to find in seconds. ``.ci/run`` sets
``FAWNARULES_THOROUGH=1``, and CI tries the larger budget on every change.
"""

from __future__ import annotations

import os

THOROUGH = os.environ.get("FAWNARULES_THOROUGH") == "1"


def budget(everyday: int, thorough: int) -> int:
    """``thorough`` under ``FAWNARULES_THOROUGH=1`` (CI), else ``everyday``."""
    return thorough if THOROUGH else everyday
