"""The abbreviations of the five rulebooks, read once per build from ``docs/includes/abbreviations.md``.

The file keeps Markdown's own form, one ``*[HEA]: Health (Awoudan): …`` line per
abbreviation, so it reads as a glossary on its own. The site hands the whole list to the
``abbr`` extension once, rather than appending the file to every page for Markdown to
parse again page after page.
"""

from __future__ import annotations

import re
from pathlib import Path

DEFINITION = re.compile(r"^\*\[(?P<name>[^\]]+)\]:\s*(?P<meaning>.+?)\s*$", re.MULTILINE)


def read_glossary(path: Path) -> dict[str, str]:
    """Each abbreviation and what it stands for, in file order."""
    return {match["name"]: match["meaning"] for match in DEFINITION.finditer(path.read_text(encoding="utf-8"))}
