"""The Spec strength page: how many wrong readings of each rule the spec catches, from ``strength.json`` (written by
``make mutate`` and ``benchmarks/fuzz.py``) and ``kills.json`` (by ``python -m fawnarules.mutation --count-kills``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

from fawnarules.site.feature_page import markdown_text

STRENGTH_URI = "conformance/strength.md"
STRENGTH_DATA = Path("docs/conformance/strength.json")
KILLS_DATA = Path("docs/conformance/kills.json")


def read_strength(root: Path) -> dict[str, Any]:
    """The data file under the project ``root`` (empty results when missing), the counted kills under ``kills``."""
    path = root / STRENGTH_DATA
    data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {"rulesets": [], "fuzz": []}
    kills = root / KILLS_DATA
    if kills.is_file():
        data["kills"] = json.loads(kills.read_text(encoding="utf-8"))["rulesets"]
    return cast(dict[str, Any], data)


def summary_table(rulesets: list[dict[str, Any]]) -> list[str]:
    """One row per rulebook."""
    lines = [
        "| Rulebook | Killed by a value | Only by an error | Cannot run | Equivalent | Score | Gaps |",
        "|---|--:|--:|--:|--:|--:|--:|",
    ]
    for entry in rulesets:
        gaps = sum(1 for survivor in entry["survivors"] if not survivor["reason"])
        broken = entry.get("broken", 0)
        can_change = entry["mutants"] - entry["equivalent"] - broken
        score = f"{100 * entry['killed'] / can_change:.1f} %" if can_change else "—"  # of those that change an answer
        lines.append(
            f"| [{entry['ruleset']}](#{entry['ruleset']}) | {entry['killed']} / {entry['mutants']} "
            f"| {entry.get('errored', 0)} | {broken} | {entry['equivalent']} | {score} | {gaps} |"
        )
    return lines


def ruleset_section(entry: dict[str, Any]) -> list[str]:
    """One rulebook: a row per rule, then every mutant that survived, with its reason or marked as a gap."""
    name = entry["ruleset"]
    lines = [
        f"## {name} {{#{name}}}",
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


def misreadings_section(misreadings: dict[str, Any]) -> list[str]:
    """Each misreading of the test library: how many scenarios catch it, and how fast fuzz finds it."""
    results = cast(list[dict[str, Any]], misreadings.get("results", []))
    if not results:
        return []
    found = sum(1 for result in results if result["found_in"])
    placed = sum(1 for result in results if result.get("placed_under") == result["rule"])
    lines = [
        "## Misreadings {#misreadings}",
        "",
        "Beside the mutants, the tests keep a library of *misreadings*: the reference engine with one rule read",
        "another way a careful reader could read it, at least one for each chapter of every rulebook's core",
        "procedure. Each must be caught by a wrong value in three scenarios or more (rows of one outline count",
        f"once), and found by `fawnarules fuzz --seed {misreadings['seed']} --time {misreadings['time']:.0f}` over",
        f"its whole rulebook: {found} of {len(results)} are, {placed} with the scenario it prints placed under the",
        "rule misread. *Seconds* is the whole command, stopped at the first",
        "difference, on a shared machine of "
        f"{misreadings.get('cpus', 2)} cores; *processor* is the seconds of processor time the command and the",
        "engine took, which a busy machine does not stretch.",
        "",
        "| Misreading | Rule | Scenarios | Fuzz finds it in | Placed under | Seconds | Processor |",
        "|---|---|--:|---|---|--:|--:|",
    ]
    for result in results:
        where = f"`{result['found_in']}`" if result["found_in"] else "**not found**"
        under = result.get("placed_under", "")  # the rule fuzz placed its scenario under
        under = "—" if not under else "*the same*" if under == result["rule"] else f"`{under}`"
        lines.append(
            f"| {markdown_text(result['misreading'])} | `{result['rule']}` | {result['situations']} | {where} "
            f"| {under} | {result['seconds']:.1f} | {result['cpu_seconds']:.1f} |"
        )
    return [*lines, ""]


def code(text: str) -> str:
    """Text to show between backticks: a backtick in it would end the code span."""
    return text.replace("`", "'")


def single_kills(counted: dict[str, Any]) -> list[dict[str, Any]]:
    """The mutants of one rulebook that exactly one case or example kills."""
    return [mutant for mutant in counted["mutants"] if mutant["kills"] == 1]


def single_kill_section(kills: list[dict[str, Any]]) -> list[str]:
    """How many mutants of each rulebook one case alone kills, and which."""
    if not kills:
        return []
    lines = [
        "## Readings one case alone catches {#single-kills}",
        "",
        "A mutant that exactly one case kills is a wrong reading the spec catches by a single scenario: lose",
        "that scenario and the reading goes through. `make kills` replays every case and docs example against",
        "every mutant, not just up to the first that kills it, and counts; after a new scenario,",
        "`python -m fawnarules.mutation --count-kills --mutant ID` counts just that mutant again.",
        "",
        "| Rulebook | Killed by a value | By one case only | Only by an error |",
        "|---|--:|--:|--:|",
    ]
    for counted in kills:
        by_value = sum(1 for mutant in counted["mutants"] if mutant["kills"])
        by_error = len(counted["mutants"]) - by_value
        lines.append(f"| {counted['ruleset']} | {by_value} | {len(single_kills(counted))} | {by_error} |")
    if not any(single_kills(counted) for counted in kills):
        lines += ["", "No reading rests on one case alone: every killed mutant is caught by two cases or more."]
    for counted in kills:
        if single := single_kills(counted):
            lines += ["", f'??? note "{counted["ruleset"]}: {len(single)} caught by one case only"', ""]
            lines += [
                f"    - `{mutant['id']}` (line {mutant['line']}) — only `{code(mutant['by'])}`" for mutant in single
            ]
    return [*lines, ""]


def strength_page(data: dict[str, Any]) -> str:
    """The whole page."""
    rulesets = cast(list[dict[str, Any]], data.get("rulesets", []))
    lines = [
        "# Spec strength",
        "",
        "A suite is worth running only if it fails wrong engines. To measure that, the reference implementation is",
        "changed one small step at a time — an operator, a comparison, a constant moved up or down, a default,",
        "a request bound — and every scenario and docs example is replayed against each such *mutant*. A mutant",
        "is *killed* when some case answers a wrong value; one that only makes a case crash is counted apart, as",
        "a rule pinned only by an error: an engine that crashes shows no rule wrong.",
        "A mutant that survives is either a change no answer can show (listed with the reason in",
        "`features/equivalent-mutants.yaml`) or a gap in the spec. `make mutate` reruns it all,",
        "`make mutate RULESET=reactions` one rulebook.",
        "",
        *summary_table(rulesets),
        "",
        "*Killed by a value* counts the mutants some case answers wrong; *only by an error* those only a crash",
        "notices (gaps too); *cannot run* those that crash on every example of their own rule and are caught",
        "by no value (a change such as adding two sets, which Python cannot do: no reading of any rule);",
        "*equivalent* ones cannot change any answer; the *score* is the killed share of all but the last two,",
        "and *gaps* are the mutants no scenario catches yet.",
        "",
        *fuzz_section(cast(list[dict[str, Any]], data.get("fuzz", []))),
        *misreadings_section(cast(dict[str, Any], data.get("misreadings", {}))),
        *single_kill_section(cast(list[dict[str, Any]], data.get("kills", []))),
    ]
    for entry in rulesets:
        lines += ruleset_section(entry)
    return "\n".join(lines)
