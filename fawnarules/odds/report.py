"""A distribution as a reader sees it: a text table for the terminal."""

from __future__ import annotations

from fawnarules.odds.distribution import Distribution, percent


def text_table(distribution: Distribution, open_fields: tuple[str, ...]) -> str:
    """One row per outcome: the chosen fields, the exact chance and the percentage (to one decimal)."""
    width = len(distribution.fields)
    header = (*distribution.fields, "chance", "%")
    rows = [(*outcome.labels(width), str(chance), percent(chance)) for outcome, chance in distribution.rows]
    widths = [max(len(row[column]) for row in (header, *rows)) for column in range(len(header))]
    lines = [
        f"{distribution.operation}: {distribution.combinations:,} combinations of {', '.join(open_fields)}",
        "",
    ]
    for row in (header, *rows):
        cells = [cell.ljust(size) for cell, size in zip(row[:-1], widths, strict=False)]
        lines.append("  ".join([*cells, row[-1].rjust(widths[-1])]).rstrip())
    return "\n".join(lines) + "\n"
