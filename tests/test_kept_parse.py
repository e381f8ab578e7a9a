"""Parsed feature files are kept between runs, and what is kept never stands in for a changed file."""

from __future__ import annotations

from pathlib import Path

import pytest

from fawnarules.sources import kept_parse
from fawnarules.sources.kept_parse import kept_document

TEXT = "Feature: Kept\n"


class Parser:
    """A parser that counts the texts it is given."""

    def __init__(self) -> None:
        self.parsed: list[str] = []

    def __call__(self, text: str) -> dict[str, object]:
        self.parsed.append(text)
        return {"feature": {"name": text.split(": ", 1)[1].strip(), "children": []}}


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path))
    return tmp_path / "gherkin"


def test_a_text_parsed_once_is_read_back_and_a_changed_text_is_parsed() -> None:
    parser = Parser()
    first = kept_document(TEXT, parser)
    assert kept_document(TEXT, parser) == first
    assert kept_document("Feature: Changed\n", parser) == {"feature": {"name": "Changed", "children": []}}
    assert parser.parsed == [TEXT, "Feature: Changed\n"]


def test_a_kept_file_that_cannot_be_read_back_is_parsed_again(cache: Path) -> None:
    parser = Parser()
    kept_document(TEXT, parser)
    [kept] = cache.glob("*.json")
    kept.write_text('{"feature": ', encoding="utf-8")
    assert kept_document(TEXT, parser) == {"feature": {"name": "Kept", "children": []}}
    assert len(parser.parsed) == 2


def test_a_folder_that_cannot_be_written_to_only_costs_time(cache: Path) -> None:
    cache.parent.mkdir(exist_ok=True)
    cache.write_text("a file where the folder would be", encoding="utf-8")
    parser = Parser()
    assert kept_document(TEXT, parser) == kept_document(TEXT, parser)
    assert len(parser.parsed) == 2


def test_the_folder_keeps_only_the_most_recent_texts(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kept_parse, "KEPT", 3)
    parser = Parser()
    for number in range(5):
        kept_document(f"Feature: {number}\n", parser)
    assert len(list(cache.glob("*.json"))) == 3
    assert not list(cache.glob("*.part"))
