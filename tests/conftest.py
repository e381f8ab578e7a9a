"""Fixtures the tests of several folders share: the whole rules site, built once per run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole rules site, built strictly into a temporary folder once per test run.

    On several cores (pytest-xdist) the workers share one build: the first to need the site
    builds it while the others wait for it, and a failed build fails every worker's tests."""
    # Imported here, not at the top: the process that deals the tests to pytest-xdist's workers loads this file and
    # builds nothing.
    from filelock import FileLock  # noqa: PLC0415

    from tests.site_build import build_site  # noqa: PLC0415

    if "PYTEST_XDIST_WORKER" not in os.environ:
        return build_site(tmp_path_factory.mktemp("site"))
    shared = tmp_path_factory.getbasetemp().parent
    site, failure = shared / "site", shared / "site-failed.txt"
    with FileLock(shared / "site.lock"):
        if not site.exists() and not failure.exists():
            try:
                return build_site(site)
            except Exception as error:
                failure.write_text(f"{type(error).__name__}: {error}", encoding="utf-8")
                raise
    if failure.exists():
        pytest.fail(f"the strict site build failed on another worker: {failure.read_text(encoding='utf-8')}")
    return site
