"""Every rule heading of a rules page shows a worked example, and rules pages carry no Python.

A worked example is a card (```` ```example ````), a picture (```` ```grid ````) or a table.
Cards and pictures are counted as sybil finds them, with the same parsers that run them, so a
parser that silently stopped finding them would fail here too.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from sybil import Sybil

from fawnarules.card.blocks import Block, example_blocks
from fawnarules.card.doc_example import CardBlockParser
from fawnarules.card.fence import format_fence
from fawnarules.diagram.diagram import parse_options
from fawnarules.diagram.doc_example import GridBlockParser
from fawnarules.engine import RULESETS, all_operations
from fawnarules.site.printable import printable_page
from fawnarules.site.rule_links import with_rule_links
from fawnarules.site.ruleset import read_rulesets
from fawnarules.sources.catalog import fence_lines
from fawnarules.sources.front_matter import split_front_matter
from fawnarules.sources.worked_examples import TABLE_DELIMITER
from tests.any_request import project_sources

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PYTHON_PAGE = "python.md"
"""Each rulebook's page on the Python package: the one place of a rulebook where Python belongs."""

FENCE_LINE = re.compile(r"^\s*(```|~~~)")
PYTHON_FENCE = re.compile(r"^\s*(```+|~~~+)\s*(python|py|pycon)\b")
IMPLEMENTERS_PAGES = (PYTHON_PAGE, "request.md")
"""The pages of a rulebook written for implementers, where the spec's names and paths belong."""
ENGINE_WORDS = {
    "a snake_case word": re.compile(r"\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b"),
    "a rule ID": re.compile(rf"\b(?:{'|'.join(RULESETS)})\.[a-z]"),
    "a field path": re.compile(r"\b[a-z]+\.(?:[a-z]+|[0-9]+)\b"),
    "a JSON object": re.compile(r"[{}]"),
    "a refusal that names no rule": re.compile(r"the rules do not allow it"),
}


def reader_pages() -> list[Path]:
    """The rules pages a player reads: every page of a rulebook but those for implementers."""
    return [page for page in rules_pages() if page.name not in IMPLEMENTERS_PAGES]


def drawn_cards(page: Path) -> list[tuple[int, str]]:
    """Each card of a rules page as the site draws it, as the text a reader sees, with its page line."""
    uri = page.relative_to(DOCS).as_posix()
    text = with_rule_links(page.read_text(encoding="utf-8"), uri, project_sources().catalogue)
    return [(block.line, html.unescape(re.sub(r"<[^>]+>", " ", card))) for block, card in drawn(text)]


def drawn(text: str) -> list[tuple[Block, str]]:
    """Each card of a page's text, with the HTML the site draws it as."""
    return [
        (block, format_fence(block.body, "example", "fr-card", options, None))
        for block in example_blocks(text)
        if (options := parse_options(block.options)) is not None
    ]


def rules_pages() -> list[Path]:
    """The rules pages of every rulebook."""
    return [page for ruleset in RULESETS for page in sorted((DOCS / ruleset).glob("*.md")) if page.name != PYTHON_PAGE]


def example_lines(page: Path) -> list[int]:
    """The lines where the page's cards, pictures and tables start."""
    document = Sybil(parsers=[CardBlockParser(), GridBlockParser()]).parse(page)
    lines = [example.line for example in document.examples()]
    lines += [
        number - 1
        for number, (line, in_fence) in enumerate(fence_lines(page.read_text(encoding="utf-8")), start=1)
        if not in_fence and TABLE_DELIMITER.match(line)
    ]
    return lines


@pytest.mark.parametrize("page", rules_pages(), ids=lambda page: str(page.relative_to(DOCS)))
def test_a_rules_page_shows_no_python(page: Path) -> None:
    python = [
        f"{page.relative_to(ROOT)}:{number}: a Python block; show the example as a card, or move it to {PYTHON_PAGE}"
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1)
        if PYTHON_FENCE.match(line)
    ]
    assert not python, "\n".join(python)


def test_the_examples_of_every_rulebook_are_counted() -> None:
    counted = {
        ruleset: sum(len(example_lines(page)) for page in rules_pages() if page.parent.name == ruleset)
        for ruleset in RULESETS
    }
    assert all(counted.values()), counted


@pytest.mark.parametrize("page", reader_pages(), ids=lambda page: str(page.relative_to(DOCS)))
def test_a_card_on_a_rules_page_speaks_the_games_words(page: Path) -> None:
    found = [
        f"{page.relative_to(ROOT)}:{line}: the card shows {what}: {match.group()!r} in {' '.join(text.split())[:160]!r}"
        for line, text in drawn_cards(page)
        for what, pattern in ENGINE_WORDS.items()
        if (match := pattern.search(text))
    ]
    assert not found, "\n".join(found)


FOLDED_NOTE = re.compile(r"^\?\?\?\+?\s")
"""A folded admonition (``??? tip "..."``): a note for the curious, one click away from the rules."""
UNSEEN_MARKUP = re.compile(r"\{[:#][^}]*\}|(?<=\])\([^)]*\)|<[^>]+>")
"""Heading anchors and attribute lists, link targets and HTML tags: in a page's source, never on its face."""
PROSE_ENGINE_WORDS = {
    "an operation": re.compile(r"\b(?:{})\b".format("|".join(re.escape(op.name) for op in all_operations()))),
    "a snake_case word": ENGINE_WORDS["a snake_case word"],
    "a rule ID": ENGINE_WORDS["a rule ID"],
}


def prose_lines(text: str) -> list[tuple[int, str]]:
    """The lines of a page a reader meets unfolded, with their numbers and without the markup a reader does not see:
    no front matter, no fenced block, no folded note."""
    _, body = split_front_matter(text)
    skipped = text.count("\n") - body.count("\n")
    lines, folded = [], False
    for number, (line, in_fence) in enumerate(fence_lines(body), start=skipped + 1):
        folded = bool(FOLDED_NOTE.match(line)) or (folded and (not line.strip() or line.startswith("    ")))
        if not in_fence and not folded and not FENCE_LINE.match(line):
            lines.append((number, UNSEEN_MARKUP.sub("", line)))
    return lines


@pytest.mark.parametrize("page", reader_pages(), ids=lambda page: str(page.relative_to(DOCS)))
def test_the_prose_of_a_rules_page_shows_no_engine_word(page: Path) -> None:
    found = [
        f"{page.relative_to(ROOT)}:{number}: {what} {match.group()!r} in {line.strip()[:120]!r}"
        for number, line in prose_lines(page.read_text(encoding="utf-8"))
        for what, pattern in PROSE_ENGINE_WORDS.items()
        if (match := pattern.search(line))
    ]
    assert not found, "\n".join(found)


def test_a_refusal_on_a_rules_page_and_in_the_printable_edition_links_the_rule_by_its_title() -> None:
    source = (DOCS / "falchion" / "round.md").read_text(encoding="utf-8")
    text = with_rule_links(source, "falchion/round.md", project_sources().catalogue)
    cards = [card for block, card in drawn(text) if "refused by falchion.round.sequence" in block.body]
    assert cards
    assert all(
        'Refused by the rule <a class="fr-rule" href="round.html#falchion.round.sequence">' in card for card in cards
    )
    falchion = next(ruleset for ruleset in read_rulesets(DOCS) if ruleset.slug == "falchion")
    cards = [card for block, card in drawn(printable_page(falchion, DOCS, ())) if "outcome: refused by" in block.body]
    assert cards
    assert [card for card in cards if "Refused by the rule <a" not in card] == []
