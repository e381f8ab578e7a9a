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

from collections.abc import Iterable
from html import escape

from fawnarules.card.card import LIST_SEPARATOR, Card, Field, Group, InputErrorAt, Items, RefusedBy, Scalar, Value


def draw_card(card: Card) -> str:
    """The card as one HTML block."""
    title = f'<p class="fr-card-title">{escape(card.title)}</p>' if card.title else ""
    parts = [part("Situation", "fr-card-situation", draw_fields(card.situation))]
    if card.steps:
        steps = "".join(f"<li>{draw_field_inline(field)}</li>" for field in card.steps)
        parts.append(part("Steps", "fr-card-steps", f"<ol>{steps}</ol>"))
    parts.append(part("Outcome", "fr-card-outcome", draw_outcome(card)))
    return f'<div class="fr-card">{title}{"".join(parts)}</div>'


def part(label: str, class_name: str, body: str) -> str:
    """One labelled part of the card."""
    return f'<div class="fr-card-part {class_name}"><p class="fr-card-label">{label}</p>{body}</div>'


def draw_outcome(card: Card) -> str:
    """The outcome: the result's values, or the rule that refuses, or the field that is malformed."""
    if isinstance(card.outcome, RefusedBy):
        return f'<p class="fr-card-verdict">Refused by <code>{escape(card.outcome.rule)}</code></p>'
    if isinstance(card.outcome, InputErrorAt):
        path = escape(card.outcome.path)
        return f'<p class="fr-card-verdict">Not a valid request: the error is at <code>{path}</code></p>'
    return draw_fields(card.outcome.fields)


def draw_fields(fields: tuple[Field, ...]) -> str:
    """Top-level fields as a definition list: the name, then its value."""
    rows = "".join(f"<dt>{escape(field.name)}</dt><dd>{draw_value(field.value)}</dd>" for field in fields)
    return f'<dl class="fr-card-fields">{rows}</dl>'


def draw_value(value: Value) -> str:
    """A value: its words, its fields side by side (or listed, when they nest), or its items."""
    if isinstance(value, Scalar):
        return draw_scalar(value)
    if isinstance(value, Group):
        return draw_group(value) if is_simple(value) else draw_fields(value.fields)
    if all(isinstance(item, Scalar) for item in value.items):
        return draw_chips(item.words for item in value.items if isinstance(item, Scalar))
    return "<ol>" + "".join(f"<li>{draw_value(item)}</li>" for item in value.items) + "</ol>"


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


def draw_group(group: Group) -> str:
    """An object of simple values as pairs that wrap like words."""
    return " ".join(draw_field_inline(field) for field in group.fields)


def draw_field_inline(field: Field) -> str:
    """``name value`` as one pair, a nested object's pairs in parentheses; a value that nests further
    follows its name as a block."""
    name, value = escape(field.name), field.value
    if not is_simple(value):
        return f'<span class="fr-block">{name}{draw_value(value)}</span>'
    inner = f'<span class="fr-nest">{draw_group(value)}</span>' if isinstance(value, Group) else draw_value(value)
    return f"<span>{name} {inner}</span>"
