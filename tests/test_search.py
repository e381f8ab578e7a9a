"""A player's words find the rule: the site's search index, ranked as the theme ranks it, puts the rule that
defines a word first, labelled with its rulebook, and never shows a step of a scenario."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.material_search import SearchIndex

pytestmark = pytest.mark.slow

TABLE_QUESTIONS = {
    "dodge": {"reactions.defense.dodge", "awoudan.reactions.dodge", "falchion.actions.dodge"},
    "door": {"awoudan.niche.structures"},
    "block bonus": {"reactions.defense.block-bonus"},
    "flanking": {"awoudan.flanking.flanked"},
    "grit": {"falchion.grit.die"},
    "morale": {"falchion.round.morale"},
    "true damage": {"reactions.true-damage.ignores-armor"},
    "shield": {"reactions.shield.soak", "awoudan.reactions.shield", "grand_archive.prevention.shielding"},
    "death save": {"awoudan.damage.death-saves"},
    "cover": {"awoudan.attacks.cover", "awoudan.cover.between"},
    "prevention": {"grand_archive.prevention.does-not-happen"},
    "joker": {"falchion.cards.values"},
    "initiative": {"awoudan.sequence.initiative", "falchion.round.initiative"},
    "reaction": {"reactions.defense.pool", "awoudan.actions.reaction", "falchion.round.reaction"},
    "armor": {"reactions.attack.armor", "falchion.damage.dice"},
    "Makri": {"fawnalore.death.makri"},
}
"""What a player types at the table, and the rules (any of them) that define it."""


@pytest.fixture(scope="module")
def search_index(built_site: Path) -> dict[str, object]:
    index: dict[str, object] = json.loads((built_site / "search/search_index.json").read_text(encoding="utf-8"))
    return index


def test_a_players_words_find_the_rule_that_defines_them_first(search_index: dict[str, object]) -> None:
    index = SearchIndex(search_index)
    first = {question: index.ranked(question)[0].location for question in TABLE_QUESTIONS}
    missed = {
        question: location
        for question, location in first.items()
        if location.partition("#")[2] not in TABLE_QUESTIONS[question]
    }
    assert len(missed) <= 1, missed


def test_every_rule_entry_is_labelled_with_its_rulebook_and_no_preview_shows_a_step(
    search_index: dict[str, object],
) -> None:
    docs = search_index["docs"]
    assert isinstance(docs, list)
    names = {
        "reactions": "Reactions",
        "falchion": "Falchion",
        "fawnalore": "Fawnalore",
        "grand_archive": "Grand Archive",
    }
    for entry in docs:
        page = entry["location"].split("/")[0]
        if page in names:
            assert names[page] in entry["tags"], entry["location"]
        if "For implementers" not in entry.get("tags", ()):  # the contributor's guide speaks of steps, as it must
            for step in ("Given ", "When I call", "Then the result"):
                assert step not in entry["text"], entry["location"]


def test_the_spec_comes_after_the_readers_part_unless_the_reader_asks_for_it(search_index: dict[str, object]) -> None:
    index = SearchIndex(search_index)
    for question in TABLE_QUESTIONS:
        found = [ranked.location.startswith("spec/") for ranked in index.ranked(question)]
        assert not any(found[: min(10, len(found) // 2)]), question  # the reader's best come first
        asked = index.ranked(f"+tags:spec {question}")
        assert asked, question
        assert all(ranked.location.startswith("spec/") for ranked in asked), question
