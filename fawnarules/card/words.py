"""The words a card is written in: for each rulebook, the game words that stand for a value of the rules engine;
and the spec's paths, JSON values, steps and table cells as a reader says them.

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

import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from fawnarules.card.words_file import words_error

WORDS_FILE = Path(__file__).with_name("words.toml")
WORDS_SHOWN = "fawnarules/card/words.toml"
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
            return part["inner"] if all(slot["name"] in values for slot in SLOT.finditer(part["inner"])) else ""

        return SLOT.sub(lambda slot: values.get(slot["name"], ""), OPTIONAL.sub(kept, self.template))


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


def read_words(text: str, shown: str = "words.toml") -> dict[str, Words]:
    """Every rulebook's words from the text of a words file (``shown`` in messages); a
    :class:`~fawnarules.card.words_file.WordsError` when it does not read.

    >>> read_words('[falchion.values]\\n"melee attack" = "melee_attack"')["falchion"].values
    {'melee attack': 'melee_attack'}
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise words_error(shown, error) from None
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
    return read_words(WORDS_FILE.read_text(encoding="utf-8"), WORDS_SHOWN)


def card_words(ruleset: str) -> Words:
    """The card words of one rulebook; none for a rulebook the file does not name."""
    return all_words().get(ruleset, Words())


@cache
def capital_spellings() -> tuple[dict[str, str], re.Pattern[str]]:
    """The game words, in every rulebook, that the engine spells in small letters (``HEA`` as ``hea``, ``Makri zone``
    as ``makri_zone``), by the engine's spelling with spaces; and one pattern that finds any of them."""
    spellings = {
        engine.replace("_", " "): game
        for words in all_words().values()
        for game, engine in words.values.items()
        if game.lower() == engine.replace("_", " ") and game != engine.replace("_", " ")
    }
    found = "|".join(map(re.escape, sorted(spellings, key=len, reverse=True)))
    return spellings, re.compile(rf"\b(?:{found})\b")


def with_capitals(text: str) -> str:
    """A text with each game word the engine spells in small letters written as the game writes it.

    >>> with_capitals("the defender: sta 6, hp left 2, kind makri")
    'the defender: STA 6, HP left 2, kind Makri'
    """
    spellings, pattern = capital_spellings()
    return pattern.sub(lambda word: spellings[word[0]], text)


def path_in_words(path: str) -> str:
    """A request field's path as a reader says it: ``reactions.0.type`` -> ``the type of reaction 1``.

    >>> path_in_words("attack.critical_roll"), path_in_words("check.rolls.0"), path_in_words("cards")
    ('the critical roll of the attack', 'roll 1 of the check', 'the cards')
    """
    said: list[str] = []
    for part in path.split("."):
        if part.isdigit() and said:
            said[-1] = f"{said[-1].removeprefix('the ').removesuffix('s')} {int(part) + 1}"
        else:
            said.append(f"the {part.replace('_', ' ')}")
    return " of ".join(reversed(said))


def plural(count: int, word: str) -> str:
    """A count as a reader says it: ``1 scenario``, ``2 scenarios``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def key_in_words(key: str) -> str:
    """A table's key as a reader says it: ``damage_to_health`` -> ``damage to health``, ``hits.0.hp_after`` ->
    ``hp after of hit 1``."""
    return path_in_words(key).removeprefix("the ")


def json_in_words(value: object) -> str:
    """A JSON value as a reader says it: ``{"radius": 4}`` -> ``radius 4``, lists item by item, ``null`` ->
    ``none``, true and false ``yes`` and ``no``.

    >>> json_in_words({"name": "Sword", "power": 2, "tags": ["a", "b"], "held": True})
    'name Sword, power 2, tags a and b, held yes'
    >>> json_in_words([{"name": "Slice"}, {"name": "Follow-up", "power": 1}]), json_in_words([]), json_in_words(None)
    ('(name Slice); (name Follow-up, power 1)', 'nothing', 'none')
    """
    if value is None or isinstance(value, bool):
        return {None: "none", True: "yes", False: "no"}[value]
    if isinstance(value, dict):
        return ", ".join(f"{key_in_words(str(key))} {nested_in_words(item)}" for key, item in value.items())
    if isinstance(value, list):
        return list_in_words(value)
    return str(value)


def list_in_words(items: list[object]) -> str:
    """A JSON list as a reader says it: ``a, b and c``; objects each in parentheses; ``nothing`` when empty."""
    if any(isinstance(item, dict) for item in items):
        return "; ".join(f"({json_in_words(item)})" for item in items)
    said = [json_in_words(item) for item in items] or ["nothing"]
    return said[0] if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]}"


def nested_in_words(value: object) -> str:
    """A value inside an object: an object in it is put in parentheses."""
    return f"({json_in_words(value)})" if isinstance(value, dict) and value else json_in_words(value)


JSON_START = re.compile(r"[\[{]")


def text_json_in_words(text: str) -> str:
    """A text with each JSON object or list in it said in words: ``the board is {"radius": 4}`` -> ``the board is
    radius 4``. Brackets that open no JSON stay as written."""
    decoder = json.JSONDecoder()
    said, position = [], 0
    for start in JSON_START.finditer(text):
        if start.start() < position:
            continue
        try:
            value, end = decoder.raw_decode(text, start.start())
        except ValueError:
            continue
        said += [text[position : start.start()], json_in_words(value)]
        position = end
    return "".join([*said, text[position:]])


CALL = re.compile(r"I call (?P<ruleset>[a-z_]+)\.(?P<operation>[a-z_]+)")
REFUSED_BY = re.compile(r"\brefused by (?P<rule>[a-z_]+(?:\.[a-z0-9_-]+){2,})")
ERROR_AT = re.compile(r"\binput error at (?P<path>[a-z_0-9]+(?:\.[a-z_0-9]+)*)$")
KEY = re.compile(r"[a-z][a-z0-9 ]*(?:[._][a-z0-9][a-z0-9 ]*)+")
"""A key or value the spec spells for a program: ``damage_to_health``, ``armor.physical``, ``hits.0.hp_after``."""
SNAKE_WORD = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
"""A value the spec spells with underscores, which a reader says with spaces: ``check_surprise``."""


def step_in_words(text: str, titles: Mapping[str, str] | None = None) -> str:
    """A step's text as a reader says it: the operation by what it does (``the rules resolve attack``), a refusal
    by its rule's title where ``titles`` has it, a field path and any JSON in words."""
    if call := CALL.fullmatch(text):
        return f"the rules {call['operation'].replace('_', ' ')}"
    known = titles or {}
    text = REFUSED_BY.sub(
        lambda found: f"refused by the rule \u201c{known[found['rule']]}\u201d" if found["rule"] in known else found[0],
        text,
    )
    text = ERROR_AT.sub(lambda found: f"input error at {path_in_words(found['path'])}", text)
    return spaced(text_json_in_words(text))


def spaced(text: str) -> str:
    """A text with each word spelt with underscores said with spaces, and in the game's capitals (``HEA``)."""
    return with_capitals(SNAKE_WORD.sub(lambda word: word[0].replace("_", " "), text))


def cell_in_words(cell: str, titles: Mapping[str, str] | None = None) -> str:
    """A table cell as a reader says it: a rule by its title (where ``titles`` has it), JSON in words, a key or spec
    value (``hits.0.hp_after``) in words."""
    if titles and cell in titles:
        return f"\u201c{titles[cell]}\u201d"
    if KEY.fullmatch(cell):
        return with_capitals(key_in_words(cell))
    return spaced(text_json_in_words(cell) if cell.startswith(("{", "[")) else cell)
