"""A card drawn as HTML: the situation, the value of each step, and the outcome, highlighted.

Every word comes from the card text and is escaped. The layout is plain flowing HTML
(no ``<pre>``) styled by ``docs/stylesheets/card.css`` with the theme's colour variables,
so it wraps on a phone and follows the light and dark palettes. The markup is kept short
(a pair is a plain ``<span>``, its value a ``<b>``, its name the text before it), since a
printable edition holds every card of a rulebook.

>>> from fawnarules.card.card import parse_card
>>> html = draw_card(parse_card("operation: a.b\\nattack:\\n  power: 24\\noutcome:\\n  damage: 24", {"title": "A <b>"}))
>>> "A &lt;b&gt;" in html, html.count("<b>24</b>")
(True, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from html import escape

from fawnarules.card.card import LIST_SEPARATOR, Card, Field, Group, InputErrorAt, Items, RefusedBy, Scalar, Value
from fawnarules.card.words import KIND, Words, path_in_words


@dataclass(frozen=True)
class RuleLink:
    """The rule a refusal cites, as a reader finds it: its title and the address of its heading."""

    title: str
    href: str


@dataclass(frozen=True)
class Context:
    """What drawing a card's values needs besides them: the rulebook's card words and the rules it names."""

    words: Words
    rules: Mapping[str, RuleLink]


def draw_card(card: Card, rules: Mapping[str, RuleLink] | None = None) -> str:
    """The card as one HTML block; a rule it names (a refusal, a result's ``rule``) is shown by its title, linked
    to it, when ``rules`` has it."""
    context = Context(card.words, rules or {})
    title = f'<p class="fr-card-title">{escape(card.title)}</p>' if card.title else ""
    parts = [part("Situation", "fr-card-situation", draw_fields(card.situation, context))]
    if card.steps:
        steps = "".join(f"<li>{draw_field_inline(field, context)}</li>" for field in card.steps)
        parts.append(part("Steps", "fr-card-steps", f"<ol>{steps}</ol>"))
    parts.append(part("Outcome", "fr-card-outcome", draw_outcome(card, context)))
    return f'<div class="fr-card">{title}{"".join(parts)}</div>'


def part(label: str, class_name: str, body: str) -> str:
    """One labelled part of the card."""
    return f'<div class="fr-card-part {class_name}"><p class="fr-card-label">{label}</p>{body}</div>'


def draw_outcome(card: Card, context: Context) -> str:
    """The outcome: the result's values, or the rule that refuses (by its title), or the field that is malformed."""
    if isinstance(card.outcome, RefusedBy):
        rule = escape(card.outcome.rule)
        if card.outcome.rule not in context.rules:
            return f'<p class="fr-card-verdict" data-rule="{rule}">Refused: the rules do not allow it.</p>'
        link = draw_rule(context.rules[card.outcome.rule])
        return f'<p class="fr-card-verdict" data-rule="{rule}">Refused by the rule {link}</p>'
    if isinstance(card.outcome, InputErrorAt):
        path, where = escape(card.outcome.path), escape(path_in_words(card.outcome.path))
        return f'<p class="fr-card-verdict" data-path="{path}">Not a valid request: the fault is in {where}.</p>'
    return draw_fields(card.outcome.fields, context)


def draw_rule(rule: RuleLink) -> str:
    """A rule by its title, linked to its heading."""
    return f'<a class="fr-rule" href="{escape(rule.href)}">{escape(rule.title)}</a>'


def draw_fields(fields: tuple[Field, ...], context: Context) -> str:
    """Top-level fields as a definition list: the name, then its value."""
    rows = "".join(
        f"<dt>{escape(field.name)}</dt><dd>{draw_value(field.value, field.name, context)}</dd>" for field in fields
    )
    return f'<dl class="fr-card-fields">{rows}</dl>'


def draw_value(value: Value, name: str, context: Context) -> str:
    """A value: its words, its fields side by side (or listed, when they nest), or its items, each told as a
    sentence when the card words give the list one."""
    if isinstance(value, Scalar):
        return draw_rule(context.rules[value.words]) if value.words in context.rules else draw_scalar(value)
    if isinstance(value, Group):
        return draw_group(value, context) if is_simple(value) else draw_fields(value.fields, context)
    if all(isinstance(item, Scalar) for item in value.items):
        return draw_chips(item.words for item in value.items if isinstance(item, Scalar))
    return "<ol>" + "".join(f"<li>{draw_item(item, name, context)}</li>" for item in value.items) + "</ol>"


def draw_item(item: Group | Scalar, list_name: str, context: Context) -> str:
    """An item of a list: a sentence when the card words give one for it, else its value."""
    if isinstance(item, Scalar):
        return draw_scalar(item)
    told = {said(field.name): spoken(field.value) for field in item.fields if isinstance(field.value, Scalar)}
    sentence = context.words.sentence(said(list_name), told.get(KIND))
    if sentence is None:
        return draw_value(item, list_name, context)
    rest = Group(tuple(field for field in item.fields if said(field.name) not in sentence.names()))
    tail = f" {draw_group(rest, context)}" if rest.fields and is_simple(rest) else ""
    body = f'<span class="fr-sentence">{escape(sentence.told(told))}</span>{tail}'
    return body if is_simple(rest) else body + draw_fields(rest.fields, context)


def said(name: str) -> str:
    """A name as the sentences of the card words spell it: ``HP`` -> ``hp``, ``attack  die`` -> ``attack die``."""
    return " ".join(name.lower().split())


def spoken(scalar: Scalar) -> str:
    """A written value as it reads in a sentence: a list's items joined by commas."""
    if isinstance(scalar.value, list):
        return ", ".join(LIST_SEPARATOR.split(scalar.words[1:-1].strip())) if scalar.value else "none"
    return scalar.words


def is_simple(value: Value) -> bool:
    """Whether a value reads on one line: words, a list of words, or an object of words."""
    if isinstance(value, Scalar):
        return True
    if isinstance(value, Items):
        return all(isinstance(item, Scalar) for item in value.items)
    return all(isinstance(field.value, Scalar) or is_simple(field.value) for field in value.fields)


def draw_scalar(scalar: Scalar) -> str:
    """A written value; a list in brackets is drawn item by item."""
    if isinstance(scalar.value, list):
        return draw_chips(LIST_SEPARATOR.split(scalar.words[1:-1].strip()) if scalar.value else [])
    return f"<b>{escape(scalar.words)}</b>"


def draw_chips(items: Iterable[str]) -> str:
    """The items of a list side by side, each framed so that hexes such as ``0,-1`` read as one item."""
    return "".join(f'<b class="fr-item">{escape(item)}</b>' for item in items) or "<b>none</b>"


def draw_group(group: Group, context: Context) -> str:
    """An object of simple values as pairs that wrap like words."""
    return " ".join(draw_field_inline(field, context) for field in group.fields)


def draw_field_inline(field: Field, context: Context) -> str:
    """``name value`` as one pair, a nested object's pairs in parentheses; a value that nests further
    follows its name as a block."""
    name, value = escape(field.name), field.value
    if not is_simple(value):
        return f'<span class="fr-block">{name}{draw_value(value, field.name, context)}</span>'
    if isinstance(value, Group):
        return f'<span>{name} <span class="fr-nest">{draw_group(value, context)}</span></span>'
    return f"<span>{name} {draw_value(value, field.name, context)}</span>"
