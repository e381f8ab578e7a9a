"""Output files that cannot be written are refused before a command starts, not found out after it ran."""

from __future__ import annotations

import os
from pathlib import Path


class UnwritableReport(ValueError):
    """A ``--json``, ``--junit`` or ``--output`` path a command could not write to."""


def refuse_unwritable(reports: dict[str, Path | None]) -> None:
    """Raise :class:`UnwritableReport` for the first of ``reports`` (option -> path, or ``None`` when not
    asked for) that names a folder, sits in a folder that does not exist, or cannot be written."""
    for option, path in reports.items():
        if path is None:
            continue
        folder = path.parent
        if path.is_dir():
            problem = "is a folder, not a file"
        elif not folder.is_dir():
            problem = f"cannot be written: there is no folder {folder}"
        elif not os.access(path if path.exists() else folder, os.W_OK):
            problem = "cannot be written: permission denied"
        else:
            continue
        raise UnwritableReport(f"{option} {path} {problem}")
