"""The Spec strength page: how many wrong readings of each rule the spec catches, from ``strength.json`` (written by
``make mutate`` and ``benchmarks/fuzz.py``) and ``kills.json`` (by ``python -m fawnarules.mutation --count-kills``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any, cast

from fawnarules.mutation import KILLS, RESULTS
from fawnarules.site.feature_page import markdown_text
from fawnarules.site.ruleset import Ruleset

STRENGTH_URI = "conformance/strength.md"


def read_strength(root: Path, rulesets: Iterable[Ruleset] = ()) -> dict[str, Any]:
    """The data file under the project ``root`` (empty results when missing), the counted kills under ``kills``, and
    each rulebook's entries with its ``name`` as ``rulesets`` call it (else its ID)."""
    path = root / RESULTS
    data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {"rulesets": [], "fuzz": []}
    kills = root / KILLS
    if kills.is_file():
        data["kills"] = json.loads(kills.read_text(encoding="utf-8"))["rulesets"]
    names = {ruleset.slug: ruleset.name for ruleset in rulesets}
    for entry in [*data["rulesets"], *data.get("kills", [])]:
        entry["name"] = markdown_text(names.get(entry["ruleset"], entry["ruleset"]))
    return cast(dict[str, Any], data)


def summary_row(entry: dict[str, Any]) -> str:
    """One rulebook's row; its score is of the mutants that can change an answer."""
    gaps = sum(1 for survivor in entry["survivors"] if not survivor["reason"])
    broken = entry.get("broken", 0)
    can_change = entry["mutants"] - entry["equivalent"] - broken
    score = f"{100 * entry['killed'] / can_change:.1f} %" if can_change else "—"
    return (
        f"| [{entry['name']}](#{entry['ruleset']}) | {entry['killed']} / {entry['mutants']} "
        f"| {entry.get('errored', 0)} | {broken} | {entry['equivalent']} | {score} | {gaps} |"
    )


def ruleset_section(entry: dict[str, Any]) -> list[str]:
    """One rulebook: a row per rule, then every mutant that survived, with its reason or marked as a gap."""
    lines = [
        f"## {entry['name']} {{#{entry['ruleset']}}}",
        "",
        f"{entry['mutants']} mutants, {entry['killed']} killed by the spec with a wrong value, "
        f"{entry.get('errored', 0)} only by an error, {entry['equivalent']} that cannot change "
        f"an answer ({entry['seconds']:.0f} s to run).",
        "",
        "| Rule | Mutants | Killed by a value | Only by an error | Cannot run | Equivalent |",
        "|---|--:|--:|--:|--:|--:|",
    ]
    for rule in entry["rules"]:
        label = f"`{rule['rule']}`" if rule["rule"] else "*(no rule cited: types and defaults)*"
        lines.append(
            f"| {label} | {rule['mutants']} | {rule['killed']} | {rule.get('errored', 0)} | {rule.get('broken', 0)} "
            f"| {rule['equivalent']} |"
        )
    if only_errors := entry.get("only_errors", []):
        noticed = "Mutants only an error notices (a crash, a broken module or a timeout; not counted as killed):"
        lines += ["", noticed, ""]
        lines += [
            f"- `{code(mutant['id'])}` (line {mutant['line']}) — **pinned only by an error**: `{code(mutant['by'])}`"
            for mutant in only_errors
        ]
    if survivors := entry["survivors"]:
        lines += ["", "Mutants the spec does not kill:", ""]
        for survivor in survivors:
            gap = "**not yet caught**: no scenario notices this change"
            reason = f"cannot change an answer: {markdown_text(survivor['reason'])}" if survivor["reason"] else gap
            lines.append(f"- `{survivor['id']}` (line {survivor['line']}) — {reason}")
    return [*lines, ""]


def fuzz_row(finding: dict[str, Any]) -> str:
    """What ``fawnarules fuzz`` found against one bundled engine, and how fast."""
    found = markdown_text(finding["found"]) if finding["found"] else "*none*"
    return (
        f"| {markdown_text(finding['engine'])} (`{finding['operation']}`, {finding['seed']}) "
        f"| {markdown_text(finding['misreads'])} | {found} | {finding['requests']} | {finding['seconds']:.1f} |"
    )


def misreading_row(result: dict[str, Any]) -> str:
    """One misreading of the test library: how many scenarios catch it, and how fast fuzz finds it."""
    where = f"`{result['found_in']}`" if result["found_in"] else "**not found**"
    under = result.get("placed_under", "")  # the rule fuzz placed its scenario under
    under = "—" if not under else "*the same*" if under == result["rule"] else f"`{under}`"
    return (
        f"| {markdown_text(result['misreading'])} | `{result['rule']}` | {result['situations']} | {where} "
        f"| {under} | {result['seconds']:.1f} | {result['cpu_seconds']:.1f} |"
    )


def code(text: str) -> str:
    """Text to show between backticks: a backtick in it would end the code span."""
    return text.replace("`", "'")


def single_kill_rows(kills: list[dict[str, Any]]) -> list[str]:
    """How many mutants of each rulebook one case alone kills, and which."""
    lines, notes = [], []
    for counted in kills:
        single = [mutant for mutant in counted["mutants"] if mutant["kills"] == 1]
        by_value = sum(1 for mutant in counted["mutants"] if mutant["kills"])
        lines.append(f"| {counted['name']} | {by_value} | {len(single)} | {len(counted['mutants']) - by_value} |")
        if single:
            notes += ["", f'??? note "{counted["name"]}: {len(single)} caught by one case only"', ""]
            notes += [
                f"    - `{mutant['id']}` (line {mutant['line']}) — only `{code(mutant['by'])}`" for mutant in single
            ]
    if not notes:
        lines += ["", "No reading rests on one case alone: every killed mutant is caught by two cases or more."]
    return lines + notes


def strength_parts(data: dict[str, Any]) -> dict[str, object]:
    """The page's tables and counts, each written in where its words (``docs/includes/strength.md``) name it."""
    rulesets, misreadings = data.get("rulesets", []), data.get("misreadings", {})
    results = misreadings.get("results", [])
    tables = {
        "summary": map(summary_row, rulesets),
        "fuzz": map(fuzz_row, data.get("fuzz", [])),
        "misreading rows": map(misreading_row, results),
        "single kills": single_kill_rows(data.get("kills", [])),
        "rulebooks": [line for entry in rulesets for line in ruleset_section(entry)],
    }
    figures = {
        "seed": misreadings.get("seed", ""),
        "time": f"{misreadings.get('time', 0):.0f}",
        "found": sum(1 for result in results if result["found_in"]),
        "misreadings": len(results),
        "placed": sum(1 for result in results if result.get("placed_under") == result["rule"]),
        "cpus": misreadings.get("cpus", 2),
    }
    return {**{name: "\n".join(lines) for name, lines in tables.items()}, **figures}
