"""The words a card is written in: for each rulebook, the game words that stand for a value of the rules engine.

A game master writes a card in the game's words (``actions: [aim, ranged attack]``, ``kind:
damage taken``); the request and the answer the engine speaks keep the spec's values
(``ranged_attack``, ``damage_taken``). ``words.toml`` holds, per rulebook, each such pair once,
and an item of a list that reads better as a sentence than as pairs (a Fawnalore unit, an
effect) has its sentence there too. The site shows what the card says; only the request
the card is sent as is translated, so the spec's request fields need not change.

>>> words = card_words("falchion")
>>> words.engine_value("ranged attack"), words.engine_value("Ash")
('ranged_attack', 'Ash')
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

WORDS_FILE = Path(__file__).with_name("words.toml")
SLOT = re.compile(r"\{(?P<name>[^{}]+)\}")
KIND = "kind"
"""The name whose value picks an item's sentence (``effects: damage taken``)."""
OPTIONAL = re.compile(r"\[(?P<inner>[^\[\]]*)\]")


@dataclass(frozen=True)
class Sentence:
    """An item of a list told as a sentence: ``{name}`` is the item's value of that name, and a part in
    brackets is left out when a name in it has no value."""

    template: str
    tells_kind: bool = False
    """Whether the sentence is its items' kind's own, and so tells the kind."""

    def names(self) -> frozenset[str]:
        """The names the sentence tells."""
        names = frozenset(match["name"] for match in SLOT.finditer(self.template))
        return names | {KIND} if self.tells_kind else names

    def told(self, values: Mapping[str, str]) -> str:
        """The sentence with the item's values put in, its bracketed parts without a value left out."""

        def kept(part: re.Match[str]) -> str:
            return part["inner"] if all(name in values for name in self.names_in(part["inner"])) else ""

        return SLOT.sub(lambda slot: values.get(slot["name"], ""), OPTIONAL.sub(kept, self.template))

    @staticmethod
    def names_in(text: str) -> list[str]:
        return [match["name"] for match in SLOT.finditer(text)]


@dataclass(frozen=True)
class Words:
    """One rulebook's card words: game words to engine values, and the sentences of list items."""

    values: Mapping[str, str] = field(default_factory=dict)
    sentences: Mapping[str, Sentence] = field(default_factory=dict)

    def engine_value(self, words: str) -> str:
        """The engine's value for a value written in game words; other words are the value itself."""
        return self.values.get(words, words)

    def sentence(self, list_name: str, kind: object) -> Sentence | None:
        """The sentence an item of the list ``list_name`` is told in: one for its kind (``effects: damage taken``),
        else one for every item of the list, else none."""
        own = self.sentences.get(f"{list_name}: {kind}")
        return Sentence(own.template, tells_kind=True) if own else self.sentences.get(list_name)


def read_words(text: str) -> dict[str, Words]:
    """Every rulebook's words from the text of a words file.

    >>> read_words('[falchion.values]\\n"melee attack" = "melee_attack"')["falchion"].values
    {'melee attack': 'melee_attack'}
    """
    data = tomllib.loads(text)
    return {
        ruleset: Words(
            values=dict(tables.get("values", {})),
            sentences={name: Sentence(template) for name, template in tables.get("sentences", {}).items()},
        )
        for ruleset, tables in data.items()
    }


@cache
def all_words() -> dict[str, Words]:
    """The words of ``words.toml``, read once."""
    return read_words(WORDS_FILE.read_text(encoding="utf-8"))


def card_words(ruleset: str) -> Words:
    """The card words of one rulebook; none for a rulebook the file does not name."""
    return all_words().get(ruleset, Words())
