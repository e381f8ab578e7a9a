"""An answer as a reader sees it in the terminal: a text table, and the same as JSON."""

from __future__ import annotations

import json

from fawnarules.odds.distribution import Distribution, percent, rolled_words
from fawnarules.odds.sweep import Sweep
from fawnarules.operation import JsonObject


def text_table(distribution: Distribution) -> str:
    """One row per outcome: the chosen fields, the exact chance and the percentage (to one decimal); for a
    number, the chance of at least and at most that much, and the mean below."""
    width = len(distribution.fields)
    numbers = distribution.numbers()
    header = (*distribution.fields, "chance", "%", *(("at least %", "at most %") if numbers is not None else ()))
    rows = []
    for outcome, chance in distribution.rows:
        row = [*outcome.labels(width), str(chance), percent(chance)]
        if numbers is not None:
            value = json.loads(outcome.values[0])
            row += [percent(distribution.at_least(value)), percent(distribution.at_most(value))]
        rows.append(tuple(row))
    lines = [*about(distribution), ""]
    lines += aligned([header, *rows], numeric_from=width)
    mean = distribution.mean()
    if mean is not None:
        lines += ["", f"mean {mean} ≈ {float(mean):.2f}"]
    return "\n".join(lines) + "\n"


def about(distribution: Distribution) -> list[str]:
    """What was asked and rolled, how many situations and engine calls it took, and the notes."""
    rolled = ", ".join(rolled_words(label, how) for label, how in distribution.rolled) or "nothing open"
    head = (
        f"{distribution.operation}: every way {rolled} can fall, {distribution.combinations:,} situations, "
        f"{distribution.calls:,} engine call{'s' if distribution.calls != 1 else ''}"
    )
    return [head, *distribution.notes]


def aligned(rows: list[tuple[str, ...]], numeric_from: int) -> list[str]:
    """Columns padded to their widest cell; the numbers (from column ``numeric_from``) to the right."""
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [
        "  ".join(
            cell.rjust(size) if column >= numeric_from else cell.ljust(size)
            for column, (cell, size) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    ]


def sweep_table(sweep: Sweep) -> str:
    """A row per value of the ranges, a column per outcome: its percentage (and the mean, for a number)."""
    keys = list(dict.fromkeys(row.key() for _, counted in sweep.points for row, _ in counted.rows))
    means = all(counted.mean() is not None for _, counted in sweep.points)
    header = (*(axis.name for axis in sweep.axes), *(f"{key} %" for key in keys), *(("mean",) if means else ()))
    rows = []
    for values, counted in sweep.points:
        mean = counted.mean()
        rows.append(
            (
                *map(str, values),
                *(percent(counted.chance(key)) for key in keys),
                *((f"{float(mean):.2f}",) if means and mean is not None else ()),
            )
        )
    first = sweep.points[0][1]
    head = f"{first.operation}: {len(sweep.points)} questions, {sweep.calls:,} engine calls"
    return "\n".join([head, *first.notes, "", *aligned([header, *rows], numeric_from=len(sweep.axes))]) + "\n"


def sweep_json(sweep: Sweep) -> JsonObject:
    """The answer as JSON; a sweep gives each point's values by axis name with its distribution."""
    if not sweep.axes:
        return sweep.single.as_json()
    return {
        "axes": [{"path": axis.path, "name": axis.name, "values": list(axis.values)} for axis in sweep.axes],
        "engine_calls": sweep.calls,
        "points": [
            {"at": dict(zip((axis.name for axis in sweep.axes), values, strict=True)), **counted.as_json()}
            for values, counted in sweep.points
        ],
    }
