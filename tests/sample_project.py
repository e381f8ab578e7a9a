"""A sample project for the tests of the runs in shares: files of given sizes under a folder."""

from __future__ import annotations

from pathlib import Path


def write_project(root: Path, sizes: dict[str, int]) -> None:
    """Write each file named in ``sizes`` under ``root``, that many bytes long."""
    for name, size in sizes.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("x" * size, encoding="utf-8")
