"""The abbreviations of the five rulebooks, read once per build from ``docs/includes/abbreviations.md``.

The file keeps Markdown's own form, one ``*[HEA]: Health (Awoudan): …`` line per
abbreviation, so it reads as a glossary on its own. The site hands the whole list to the
``abbr`` extension once, rather than appending the file to every page for Markdown to
parse again page after page.
"""

from __future__ import annotations

import re
from pathlib import Path

from fawnarules.site.feature_page import markdown_text

DEFINITION = re.compile(r"^\*\[(?P<name>[^\]]+)\]:\s*(?P<meaning>.+?)\s*$", re.MULTILINE)


def read_glossary(path: Path) -> dict[str, str]:
    """Each abbreviation and what it stands for, in file order."""
    return {match["name"]: match["meaning"] for match in DEFINITION.finditer(path.read_text(encoding="utf-8"))}


def glossary_page(glossary: dict[str, str]) -> str:
    """A page listing every abbreviation, for readers who want them all in one place."""
    ordered = sorted(glossary.items(), key=lambda item: item[0].lower())
    rows = [f"| **{markdown_text(name)}** | {markdown_text(meaning)} |" for name, meaning in ordered]
    return "\n".join(
        [
            "# Glossary",
            "",
            "The abbreviations of the rulebooks. On every page of this site an abbreviation explains itself "
            "when you point at it or tap it.",
            "",
            "| Abbreviation | Meaning |",
            "|---|---|",
            *rows,
            "",
        ]
    )
