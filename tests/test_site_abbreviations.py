"""Every abbreviation of the five rulebooks has a tooltip on the site."""

from __future__ import annotations

import re
from pathlib import Path

from fawnarules.site.glossary import glossary_page, read_glossary

ROOT = Path(__file__).resolve().parent.parent
AWOUDAN = ("HEA", "STA", "WIL", "DEF", "FOC", "STR", "DEX", "END", "INT", "MIN", "SPI", "VIT", "SPE", "STH", "GM")
FAWNALORE = ("PPC", "HP", "PVP", "PvP", "AI")
FALCHION = ("AGI", "AGT", "MGT", "DR", "HD", "GP", "KO", "ud", "ud8")
SHARED = ("TCG", "d4", "d6", "d8", "d10", "d12", "d20", "NE", "NW", "SE", "SW")
REQUIRED = AWOUDAN + FAWNALORE + FALCHION + SHARED


def defined() -> dict[str, str]:
    return read_glossary(ROOT / "docs/includes/abbreviations.md")


def test_every_abbreviation_of_the_rulebooks_is_explained() -> None:
    assert [name for name in REQUIRED if name not in defined()] == []


def test_no_abbreviation_is_defined_twice() -> None:
    text = (ROOT / "docs/includes/abbreviations.md").read_text(encoding="utf-8")
    names = re.findall(r"^\*\[([^\]]+)\]:", text, re.MULTILINE)
    assert len(names) == len(set(names))


def test_the_glossary_page_lists_every_abbreviation_as_text() -> None:
    page = glossary_page({"HEA": "Health", "X<": "<script>"})
    assert "| **HEA** | Health |" in page
    assert "<script>" not in page
