"""An odds block drawn for the site: a bar chart (inline SVG) above a table of exact chances, or, for a
question that ranges over a number, a table with a row per value.

The SVG has no colours of its own: it takes the theme's colours from CSS variables
(``docs/stylesheets/odds.css``), so it follows light and dark mode. It scales to the width of the
page through its ``viewBox``; one bar per outcome keeps it readable on a phone. Each bar, and each
cell of a sweep's table, carries its exact chance as a data attribute, which the tests read back.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from html import escape, unescape

from fawnarules.odds.block import BlockError
from fawnarules.odds.distribution import Distribution, Outcome, percent, rolled_words
from fawnarules.odds.figure import Odds
from fawnarules.odds.sweep import Sweep

BAR_DATA = re.compile(r'<text [^>]*>([^<]*)</text><rect[^>]*data-chance="([^"]+)"')
WIDTH = 360
ROW = 26
BAR = 18
CHAR = 7.0
"""The width of one character at the chart's font size, wide letters included, to leave room for the longest
label."""
GAP = 8
MARGIN = 4
"""Room left of the longest label, so that no glyph touches the edge."""
LABEL_CHARS = 24
"""The longest label the chart shows whole."""
PERCENT_ROOM = 48


def short_label(outcome: Outcome) -> str:
    """The outcome as the chart names it: a refusal or error by its kind (the table gives the rule or field),
    cut short with an ellipsis where it would not fit."""
    label = (
        outcome.key()
        if outcome.kind == "result"
        else {"refused": "not allowed", "error": "input error"}.get(outcome.kind, "engine failed")
    )
    return label if len(label) <= LABEL_CHARS else label[: LABEL_CHARS - 1] + "…"


def bar_class(outcome: Outcome) -> str:
    return "" if outcome.kind == "result" else ' class="fr-odds-other"'


def draw_chart(odds: Odds) -> str:
    """One horizontal bar per outcome, its length the chance, labelled with the outcome and the percentage."""
    rows = odds.sweep.single.rows
    label_width = MARGIN + max(len(short_label(outcome)) for outcome, _ in rows) * CHAR + GAP
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


def draw_table(counted: Distribution) -> str:
    """The exact chances: one row per outcome, one column per field, then the fraction and percentage; for a
    number, the chance of at least and at most that much, and the mean below."""
    fields = counted.fields
    numbers = counted.numbers()
    views = '<th class="n">at least %</th><th class="n">at most %</th>' if numbers is not None else ""
    head = "".join(f"<th>{escape(column_name(field))}</th>" for field in fields)
    body = "".join(table_row(counted, outcome, chance, numbers is not None) for outcome, chance in counted.rows)
    mean = counted.mean()
    if mean is not None:
        body += f'<tr class="fr-odds-mean"><td>mean</td><td colspan="4">{mean} ≈ {float(mean):.2f}</td></tr>'
    head += f'<th class="n">chance</th><th class="n">%</th>{views}'
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def column_name(field: str) -> str:
    """A counted field as a column is headed: its last part, in words."""
    return field.rsplit(".", 1)[-1].replace("_", " ")


def table_row(counted: Distribution, outcome: Outcome, chance: Fraction, views: bool) -> str:
    width = len(counted.fields)
    labels = outcome.labels(width)
    if outcome.kind != "result":
        cells = f'<td colspan="{width}">{escape(labels[0])}</td>'
    else:
        cells = "".join(f"<td>{escape(label)}</td>" for label in labels)
    numbers = [str(chance), percent(chance)]
    if views:
        value = json.loads(outcome.values[0])
        numbers += [percent(counted.at_least(value)), percent(counted.at_most(value))]
    return f"<tr>{cells}" + "".join(f'<td class="n">{number}</td>' for number in numbers) + "</tr>"


def draw_sweep(odds: Odds) -> str:
    """A row per value of the first range; with a second range, a column per its value, each cell the chance of
    the outcome ``show`` names; with one range, a column per outcome (or the one ``show`` names)."""
    sweep, show = odds.sweep, odds.block.show
    if len(sweep.axes) > 2:
        raise BlockError("a table sweeps at most two ranges")
    if len(sweep.axes) == 2:
        if not show:
            raise BlockError("a table of two ranges gives the chance of one outcome: name it with show")
        return grid(sweep, show)
    keys = [show] if show else list(dict.fromkeys(row.key() for _, counted in sweep.points for row, _ in counted.rows))
    means = all(counted.mean() is not None for _, counted in sweep.points)
    asked = " · ".join(column_name(field) for field in sweep.single.fields)
    head = f"<th>{escape(sweep.axes[0].name)}</th>" + "".join(f"<th>{escape(f'{asked}: {key}')}</th>" for key in keys)
    head += "<th>mean</th>" if means else ""
    body = ""
    for (value,), counted in sweep.points:
        cells = "".join(chance_cell(counted.chance(key), exact=len(keys) == 1) for key in keys)
        mean = counted.mean()
        cells += f"<td>{float(mean):.2f}</td>" if means and mean is not None else ""
        body += f"<tr><th>{value}</th>{cells}</tr>"
    return f'<table class="fr-odds-sweep"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def grid(sweep: Sweep, show: str) -> str:
    """Rows by the first range, columns by the second, each cell the chance of ``show``."""
    rows, columns = sweep.axes
    asked = " · ".join(column_name(field) for field in sweep.single.fields)
    across = f"{columns.name} (% {asked}: {show})"
    over = f'<tr><th></th><th colspan="{len(columns.values)}">{escape(across)}</th></tr>'
    head = f"<th>{escape(rows.name)}</th>" + "".join(f"<th>{value}</th>" for value in columns.values)
    by_point = dict(sweep.points)
    body = ""
    for row in rows.values:
        cells = "".join(chance_cell(by_point[row, column].chance(show), exact=False) for column in columns.values)
        body += f"<tr><th>{row}</th>{cells}</tr>"
    return (
        f'<table class="fr-odds-sweep fr-odds-grid"><thead>{over}<tr>{head}</tr></thead><tbody>{body}</tbody></table>'
    )


def chance_cell(chance: Fraction, *, exact: bool) -> str:
    """A cell giving a chance as a percentage, with the exact fraction written beside it or on hovering."""
    shown = f"{percent(chance)} % <small>{chance}</small>" if exact else percent(chance)
    return f'<td data-chance="{chance}" title="{chance}">{shown}</td>'


def caption(odds: Odds) -> str:
    """The question, then what was rolled or drawn and how many calls the engine answered, then what the reader
    should know (a redraw, a policy, an assumed number), so every input of the figure is stated on it."""
    counted = [distribution for _, distribution in odds.sweep.points]
    hows: dict[str, set[str]] = {}
    for distribution in counted:
        for label, how in distribution.rolled:
            hows.setdefault(label, set()).add(how)
    ways = (
        " and ".join(escape(rolled_words(label, *how) if len(how) == 1 else label) for label, how in hows.items())
        or "nothing"
    )
    situations = sum(distribution.combinations for distribution in counted)
    notes = dict.fromkeys([note for distribution in counted for note in distribution.notes] + list(odds.block.notes))
    title = f"<strong>{escape(odds.block.title)}</strong><br>" if odds.block.title else ""
    said = "".join(f"<br>{escape(note)}" for note in notes)
    calls = odds.sweep.calls
    return (
        f"<figcaption>{title}Every way {ways} can fall: {situations:,} situations, answered by the rules "
        f"engine in {calls:,} call{'s' if calls != 1 else ''}.{said}</figcaption>"
    )


def draw_odds(odds: Odds) -> str:
    """The whole figure: the caption first, as the question and its inputs, then the chart and the table (or,
    for a sweep, its table)."""
    if odds.sweep.axes:
        return f'<figure class="fr-odds">{caption(odds)}{draw_sweep(odds)}</figure>'
    return f'<figure class="fr-odds">{caption(odds)}{draw_chart(odds)}{draw_table(odds.sweep.single)}</figure>'


SWEEP_CELL = re.compile(r'<td data-chance="([^"]+)"')


def sweep_data(html: str) -> list[Fraction]:
    """The exact chance of each cell of a drawn sweep, in order."""
    return [Fraction(chance) for chance in SWEEP_CELL.findall(html)]


def chart_data(svg: str) -> list[tuple[str, Fraction]]:
    """The label and the exact chance of each bar of a drawn chart, in order."""
    return [(unescape(label), Fraction(chance)) for label, chance in BAR_DATA.findall(svg)]
