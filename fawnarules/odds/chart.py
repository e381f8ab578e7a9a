"""An odds block drawn for the site: a bar chart (inline SVG) above a table of exact chances.

The SVG has no colours of its own: it takes the theme's colours from CSS variables
(``docs/stylesheets/odds.css``), so it follows light and dark mode. It scales to the width of the
page through its ``viewBox``; one bar per outcome keeps it readable on a phone. Each bar carries
its exact chance as a data attribute, which the tests read back with its label.
"""

from __future__ import annotations

import re
from fractions import Fraction
from html import escape, unescape

from fawnarules.odds.distribution import Outcome, percent
from fawnarules.odds.figure import Odds

BAR_DATA = re.compile(r'<text [^>]*>([^<]*)</text><rect[^>]*data-chance="([^"]+)"')
WIDTH = 360
ROW = 26
BAR = 18
CHAR = 6.4
"""The width of one character at the chart's font size, to leave room for the longest label."""
GAP = 8
LABEL_CHARS = 24
"""The longest label the chart shows whole."""
PERCENT_ROOM = 48


def short_label(outcome: Outcome) -> str:
    """The outcome as the chart names it: a refusal or error by its kind (the table gives the rule or field),
    cut short with an ellipsis where it would not fit."""
    label = (
        outcome.key()
        if outcome.kind == "result"
        else {"refused": "refused", "error": "input error"}.get(outcome.kind, "engine failed")
    )
    return label if len(label) <= LABEL_CHARS else label[: LABEL_CHARS - 1] + "…"


def bar_class(outcome: Outcome) -> str:
    return "" if outcome.kind == "result" else ' class="fr-odds-other"'


def draw_chart(odds: Odds) -> str:
    """One horizontal bar per outcome, its length the chance, labelled with the outcome and the percentage."""
    rows = odds.distribution.rows
    label_width = max(len(short_label(outcome)) for outcome, _ in rows) * CHAR + GAP
    room = WIDTH - label_width - PERCENT_ROOM
    largest = max(chance for _, chance in rows)
    height = ROW * len(rows) + 4
    parts = [
        f'<svg class="fr-odds-chart" viewBox="0 0 {WIDTH} {height}" role="img" '
        f'aria-label="{escape(odds.block.title or odds.block.operation)}">'
    ]
    for index, (outcome, chance) in enumerate(rows):
        top = index * ROW + 2
        middle = top + BAR / 2
        length = float(room * chance / largest) if largest else 0.0
        parts.append(
            f'<text x="{label_width - GAP:.0f}" y="{middle:.0f}">{escape(short_label(outcome))}</text>'
            f'<rect{bar_class(outcome)} x="{label_width:.0f}" y="{top}" width="{max(length, 1.0):.0f}" '
            f'height="{BAR}" data-chance="{chance}"/>'
            f'<text x="{label_width + max(length, 1.0) + 4:.0f}" y="{middle:.0f}">{percent(chance)}%</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def draw_table(odds: Odds) -> str:
    """The exact chances: one row per outcome, one column per field, then the fraction and percentage."""
    fields = odds.distribution.fields
    head = "".join(f"<th>{escape(field.rsplit('.', 1)[-1].replace('_', ' '))}</th>" for field in fields)
    body = "".join(table_row(outcome, chance, len(fields)) for outcome, chance in odds.distribution.rows)
    return f"<table><thead><tr>{head}<th>chance</th><th>%</th></tr></thead><tbody>{body}</tbody></table>"


def table_row(outcome: Outcome, chance: Fraction, width: int) -> str:
    labels = outcome.labels(width)
    if outcome.kind != "result":
        cells = f'<td colspan="{width}">{escape(labels[0])}</td>'
    else:
        cells = "".join(f"<td>{escape(label)}</td>" for label in labels)
    return f"<tr>{cells}<td>{chance}</td><td>{percent(chance)}</td></tr>"


def caption(odds: Odds) -> str:
    """The title, then what was rolled or drawn, so every input of the chart is stated on it."""
    dimensions = odds.plan.dimensions
    rolled = ", ".join(f"<code>{escape(dimension.label)}</code> ({escape(dimension.what)})" for dimension in dimensions)
    notes = "".join(f"<br>{escape(note)}" for note in odds.block.notes)
    title = f"<strong>{escape(odds.block.title)}</strong><br>" if odds.block.title else ""
    return (
        f"<figcaption>{title}{odds.distribution.combinations:,} combinations of {rolled}, "
        f"each answered by the rules engine.{notes}</figcaption>"
    )


def draw_odds(odds: Odds) -> str:
    """The whole figure: the caption first, as the chart's title and inputs, then the chart and the table."""
    return f'<figure class="fr-odds">{caption(odds)}{draw_chart(odds)}{draw_table(odds)}</figure>'


def chart_data(svg: str) -> list[tuple[str, Fraction]]:
    """The label and the exact chance of each bar of a drawn chart, in order."""
    return [(unescape(label), Fraction(chance)) for label, chance in BAR_DATA.findall(svg)]
