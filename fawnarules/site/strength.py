"""The Spec strength page: how many wrong readings of each rule the spec catches, from ``strength.json``.

The data file is written by ``make mutate`` (mutants of the reference implementation, replayed against
the spec) and by ``benchmarks/fuzz.py`` (what ``fawnarules fuzz`` finds against the bundled engines).
This module only reads it and writes Markdown, so it runs without MkDocs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

from fawnarules.site.feature_page import markdown_text

STRENGTH_URI = "conformance/strength.md"
STRENGTH_DATA = Path("docs/conformance/strength.json")


def read_strength(root: Path) -> dict[str, Any]:
    """The data file under the project ``root`` (empty results when it is missing)."""
    path = root / STRENGTH_DATA
    if not path.is_file():
        return {"rulesets": [], "fuzz": []}
    return cast(dict[str, Any], json.loads(path.read_text(encoding="utf-8")))


def score(killed: int, mutants: int, equivalent: int) -> str:
    """Killed out of the mutants that can change an answer, as a percentage."""
    counted = mutants - equivalent
    return f"{100 * killed / counted:.1f} %" if counted else "—"


def summary_table(rulesets: list[dict[str, Any]]) -> list[str]:
    """One row per rulebook."""
    lines = [
        "| Rulebook | Killed | Equivalent | Score | Gaps |",
        "|---|--:|--:|--:|--:|",
    ]
    for entry in rulesets:
        gaps = sum(1 for survivor in entry["survivors"] if not survivor["reason"])
        lines.append(
            f"| [{entry['ruleset']}](#{entry['ruleset']}) | {entry['killed']} / {entry['mutants']} "
            f"| {entry['equivalent']} | {score(entry['killed'], entry['mutants'], entry['equivalent'])} | {gaps} |"
        )
    return lines


def ruleset_section(entry: dict[str, Any]) -> list[str]:
    """One rulebook: a row per rule, then every mutant that survived, with its reason or marked as a gap."""
    name = entry["ruleset"]
    lines = [
        f"## {name} {{#{name}}}",
        "",
        f"{entry['mutants']} mutants, {entry['killed']} killed by the spec, {entry['equivalent']} that cannot change "
        f"an answer ({entry['seconds']:.0f} s to run).",
        "",
        "| Rule | Mutants | Killed | Equivalent |",
        "|---|--:|--:|--:|",
    ]
    for rule in entry["rules"]:
        label = f"`{rule['rule']}`" if rule["rule"] else "*(no rule cited: types and defaults)*"
        lines.append(f"| {label} | {rule['mutants']} | {rule['killed']} | {rule['equivalent']} |")
    survivors = entry["survivors"]
    if survivors:
        lines += ["", "Mutants the spec does not kill:", ""]
        for survivor in survivors:
            reason = (
                f"cannot change an answer: {markdown_text(survivor['reason'])}"
                if survivor["reason"]
                else "**not yet caught**: no scenario notices this change"
            )
            lines.append(f"- `{survivor['id']}` (line {survivor['line']}) — {reason}")
    return [*lines, ""]


def fuzz_section(findings: list[dict[str, Any]]) -> list[str]:
    """What ``fawnarules fuzz`` found against each bundled engine, and how fast."""
    if not findings:
        return []
    lines = [
        "## What fuzzing finds {#fuzz}",
        "",
        "`fawnarules fuzz --engine SPEC` sends valid requests, drawn from each operation's schema and from the",
        "spec's own examples, to an engine and to the reference engine, and prints each difference as a scenario",
        "to paste into the spec. Against the engines bundled for testing it, with a fixed seed (*seconds* is the",
        "whole command, start-up included, on a shared two-core machine):",
        "",
        "| Engine (operation, seed) | Misreads | First difference | Requests | Seconds |",
        "|---|---|---|--:|--:|",
    ]
    for finding in findings:
        found = markdown_text(finding["found"]) if finding["found"] else "*none*"
        lines.append(
            f"| {markdown_text(finding['engine'])} (`{finding['operation']}`, {finding['seed']}) "
            f"| {markdown_text(finding['misreads'])} | {found} | {finding['requests']} | {finding['seconds']:.1f} |"
        )
    return [*lines, ""]


def strength_page(data: dict[str, Any]) -> str:
    """The whole page."""
    rulesets = cast(list[dict[str, Any]], data.get("rulesets", []))
    lines = [
        "# Spec strength",
        "",
        "A suite is worth running only if it fails wrong engines. To measure that, the reference implementation is",
        "changed one small step at a time — an operator, a comparison, a constant, a default — and every scenario",
        "and docs example is replayed against each such *mutant*. A mutant is *killed* when some case notices;",
        "a mutant that survives is either a change no answer can show (listed with the reason in",
        "`features/equivalent-mutants.yaml`) or a gap in the spec. `make mutate` reruns it all,",
        "`make mutate RULESET=reactions` one rulebook.",
        "",
        *summary_table(rulesets),
        "",
        "*Killed* counts the mutants some case notices; *equivalent* ones cannot change any answer; the *score* is",
        "the killed share of the rest, and *gaps* are the mutants no scenario catches yet.",
        "",
        *fuzz_section(cast(list[dict[str, Any]], data.get("fuzz", []))),
    ]
    for entry in rulesets:
        lines += ruleset_section(entry)
    return "\n".join(lines)
