"""What a check found, for people (a summary table and a diff per failing case) and for tools (JSON, JUnit XML).

A known-failures file lists case IDs, one per line (``#`` starts a comment). A listed case
that fails or errors is expected and does not fail the check; a listed case that passes, or
an ID that names no case, does — so the list never rots. A check in which no case passed,
failed or errored (every one skipped or not claimed) checked nothing, and fails too.

Each failing case carries the command that replays it alone and the address of its scenario
on the site (:mod:`fawnarules.conformance.replay`).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path

from fawnarules.conformance.replay import Replay
from fawnarules.conformance.runner import STATUSES, CaseResult, Status, totals, totals_line
from fawnarules.json_text import shortened
from fawnarules.operation import JsonObject
from fawnarules.sources.case import Case

NOT_PASSING: tuple[Status, ...] = ("failed", "errored")
CHECKED: tuple[Status, ...] = ("passed", *NOT_PASSING)
NOT_RUN: tuple[Status, ...] = ("skipped", "not claimed")
KNOWN_WHY = 120
"""Characters of the difference or reason a known failure's line shows."""
SAME_LISTED = 10
"""Case IDs named under a run of identical failures before the rest are only counted."""
KIND_NAMES = {"result": "result", "refused": "refusal", "error": "input error"}
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


@dataclass(frozen=True)
class Report:
    """The results of one check, read against the known failures."""

    engine: JsonObject
    results: tuple[CaseResult, ...]
    known: frozenset[str] = frozenset()
    unknown_listed: tuple[str, ...] = ()
    stderr: str = ""
    replay: Replay = field(default_factory=lambda: Replay("reference"))
    spec_version: str = ""
    verbose: bool = False
    """Whether known failures are shown in full, as unexpected ones are, rather than on one line each."""
    checked_at: str = ""
    """When the run ended, in UTC (ISO 8601): reports of one engine over time are told apart by it."""

    def is_known(self, result: CaseResult) -> bool:
        """Whether the case is on the known-failures list."""
        return result.case.id in self.known

    @property
    def unexpected(self) -> list[CaseResult]:
        """Failed or errored cases the list does not name."""
        return [result for result in self.results if result.status in NOT_PASSING and not self.is_known(result)]

    @property
    def now_passing(self) -> list[CaseResult]:
        """Listed cases that pass: the list must lose them."""
        return [result for result in self.results if result.status == "passed" and self.is_known(result)]

    @property
    def checked_nothing(self) -> bool:
        """Whether every case was skipped or not claimed."""
        return not any(result.status in CHECKED for result in self.results)

    @property
    def exit_status(self) -> int:
        """0 when something was checked, every failure is a listed one and the list holds no passing or
        unknown case; else 1."""
        return 1 if self.unexpected or self.now_passing or self.unknown_listed or self.checked_nothing else 0


def engine_title(engine: JsonObject) -> str:
    """``name version (language)`` of an engine's handshake."""
    implementation = engine.get("implementation")
    if not isinstance(implementation, dict):
        return "an engine that did not say who it is"
    words = [str(implementation.get("name", "")), str(implementation.get("version", ""))]
    language = implementation.get("language")
    return " ".join(word for word in words if word) + (f" ({language})" if language else "")


def compact(value: object) -> str:
    """JSON on one line, keys sorted."""
    return json.dumps(value, sort_keys=True)


def case_block(result: CaseResult, known: bool, replay: Replay) -> list[str]:
    """A failed or errored case: its scenario in words, what was asked, what differs, how to replay it."""
    case = result.case
    label = result.status.upper() + (" (known failure)" if known else "")
    lines = [f"{label} {case.id}", *scenario_lines(case, replay)]
    if replay.url(case):
        lines.append(f"  scenario: {replay.url(case)}")
    lines.extend(
        [
            f"  replay:   {replay.command(case)}",
            f"  call:     {case.operation} {compact(case.request)}",
        ]
    )
    if result.status == "failed":
        lines.append(f"  expected: {compact(case.expected)}")
        lines.append(f"  answer:   {compact(result.answer)}")
        mismatch = kind_mismatch(result)
        lines.extend(f"  - {difference}" for difference in ([mismatch] if mismatch else result.differences))
    else:
        lines.append(f"  {result.reason}")
        lines.extend(f"  | {line}" for line in result.context.strip().splitlines()[-20:])
    return lines


def kind_mismatch(result: CaseResult) -> str:
    """``expected a refusal, got a result`` when a failed case is answered with another kind of answer, else ``""``."""
    wanted, got = (
        KIND_NAMES.get(kind, kind) for kind in (next(iter(result.case.expected), ""), next(iter(result.answer), ""))
    )
    return "" if wanted == got else f"expected a {wanted}, got a {got}"


def scenario_lines(case: Case, replay: Replay) -> list[str]:
    """The scenario a case comes from, in words: its title and steps, as the installed corpus holds them;
    its feature file's path and line only when the cases were read from a checkout."""
    where = f"  ({case.source})" if replay.from_checkout else ""
    return [f"  Scenario: {case.scenario}{where}", *(f"    {step}" for step in case.steps)]


def known_line(result: CaseResult) -> str:
    """A known failure on one line: its status, its ID and its first difference or reason."""
    why = result.reason
    if result.status == "failed":
        why = kind_mismatch(result) or (result.differences[0] if result.differences else result.reason)
    return f"{result.status} as listed: {result.case.id}  ({shortened(why, KNOWN_WHY)})"


def summary_table(results: Iterable[CaseResult]) -> list[str]:
    """Counts per ruleset and, under it, per rule, in the order the cases came; a ruleset the engine
    claims none of takes one line."""
    by_rule: dict[str, dict[str, Counter[Status]]] = {}
    for result in results:
        rules = by_rule.setdefault(result.case.ruleset, {})
        rules.setdefault(result.case.rule, Counter())[result.status] += 1
    shown = {ruleset: rules for ruleset, rules in by_rule.items() if not is_unclaimed(rules)}
    width = max([len(name) + 2 for rules in shown.values() for name in rules] + [len(name) for name in by_rule] + [16])

    widths = {status: max(9, len(status) + 2) for status in STATUSES}

    def row(label: str, counts: Counter[Status], zero: str) -> str:
        return f"{label:<{width}}" + "".join(f"{counts[status] or zero:>{widths[status]}}" for status in STATUSES)

    header = f"{'ruleset / rule':<{width}}" + "".join(f"{status:>{widths[status]}}" for status in STATUSES)
    lines = [header, "-" * len(header)]
    for ruleset, rules in by_rule.items():
        lines.append(row(ruleset, sum(rules.values(), Counter[Status]()), "0"))
        if ruleset in shown:
            lines.extend(row(f"  {rule}", counts, ".") for rule, counts in rules.items())
    return lines


def is_unclaimed(rules: dict[str, Counter[Status]]) -> bool:
    """Whether no case of these rules was claimed by the engine."""
    return all(counts["not claimed"] == counts.total() for counts in rules.values())


def same_way(result: CaseResult) -> tuple[object, ...]:
    """What a failure looks like apart from its case: consecutive cases alike are reported once."""
    if result.status == "failed":
        mismatch = kind_mismatch(result)
        if mismatch:
            return (result.status, mismatch, compact(result.case.expected))
        return (result.status, result.differences)
    return (result.status, result.reason, result.context)


def failure_blocks(report: Report) -> Iterator[str]:
    """Each failed or errored case, a run of cases failing the same way once with their count; known
    failures take one line each, after the others, unless the report is verbose."""
    failing = [result for result in report.results if result.status in NOT_PASSING]
    if not report.verbose:
        known = [result for result in failing if report.is_known(result)]
        failing = [result for result in failing if not report.is_known(result)]
        if known:
            yield from (known_line(result) for result in known)
            yield ""
    for _, run in groupby(failing, key=lambda result: (report.is_known(result), same_way(result))):
        first, *alike = run
        yield from case_block(first, report.is_known(first), report.replay)
        if alike:
            yield f"  the same {first.status} in {len(alike)} more {cases_word(len(alike))}:"
            yield from (f"    {result.case.id}" for result in alike[:SAME_LISTED])
            if len(alike) > SAME_LISTED:
                yield f"    … and {len(alike) - SAME_LISTED} more (see the --json report)"
        yield ""


def cases_word(count: int) -> str:
    """``case`` or ``cases``, for ``count`` of them."""
    return "case" if count == 1 else "cases"


def not_run_lines(results: tuple[CaseResult, ...]) -> list[str]:
    """Why cases were not run: the engine's reasons for skipping, and the rulesets it does not claim."""
    skipped = Counter(result.reason for result in results if result.status == "skipped")
    lines = [f"skipped {count} {cases_word(count)}: {reason}" for reason, count in sorted(skipped.items())]
    unclaimed = Counter(result.case.ruleset for result in results if result.status == "not claimed")
    if unclaimed:
        rulesets = ", ".join(f"{ruleset} ({count})" for ruleset, count in unclaimed.items())
        count = unclaimed.total()
        lines.append(
            f"not claimed {count} {cases_word(count)}, of operations the engine's handshake does not list: {rulesets}"
        )
    return [*lines, ""] if lines else []


def text_report(report: Report) -> str:
    """The report a person reads; its last line is the totals line."""
    lines = [f"engine: {engine_title(report.engine)}"]
    if report.spec_version:
        lines.append(f"spec:   fawnarules spec {report.spec_version}")
    lines.extend(["", *failure_blocks(report), *not_run_lines(report.results)])
    lines.extend([*summary_table(report.results), ""])
    if report.known:
        still = sum(1 for result in report.results if result.status in NOT_PASSING and report.is_known(result))
        lines.append(f"known failures: {len(report.known)} listed, {still} still failing as listed")
    lines.extend(f"known failure now passes, remove it from the list: {r.case.id}" for r in report.now_passing)
    lines.extend(f"known failure names no case: {case_id}" for case_id in report.unknown_listed)
    if report.stderr:
        lines.append("the engine wrote to stderr: see the stderr of the --json report (its last 64 KiB)")
    if report.checked_nothing:
        lines.append("nothing was checked: every selected case was skipped or not claimed")
    lines.append(totals_line(totals(report.results)))
    return writable("\n".join(lines) + "\n")


def write_json_report(report: Report, path: Path) -> None:
    """Write the report as JSON to ``path`` a case at a time, so that writing it costs no more memory
    than the largest case (the kept answers are read back one by one)."""
    with path.open("w", encoding="utf-8") as file:
        file.writelines(json_report_parts(report))


def json_report_parts(report: Report) -> Iterator[str]:
    """The report as JSON, a case at a time: its cases, then the rest of its fields."""
    counted = totals(report.results)
    rest = {
        "engine": report.engine,
        "spec_version": report.spec_version,
        "checked_at": report.checked_at,
        "site": report.replay.site,
        "totals": {status: counted[status] for status in STATUSES},
        "exit_status": report.exit_status,
        "known_failures": {
            "listed": sorted(report.known),
            "now_passing": [result.case.id for result in report.now_passing],
            "unknown": list(report.unknown_listed),
        },
        "stderr": report.stderr,
    }
    # "cases" sorts first among the keys: the report reads as json.dumps(..., indent=2, sort_keys=True).
    yield '{\n  "cases": ['
    for index, result in enumerate(report.results):
        case = json.dumps(json_case(report, result), indent=2, sort_keys=True, allow_nan=False)
        yield ("," if index else "") + "\n    " + case.replace("\n", "\n    ")
    yield "\n  ],\n" if report.results else "],\n"
    yield json.dumps(rest, indent=2, sort_keys=True, allow_nan=False).removeprefix("{\n") + "\n"


def json_case(report: Report, result: CaseResult) -> JsonObject:
    """One case of the JSON report."""
    return {
        "id": result.case.id,
        "rule": result.case.rule,
        "ruleset": result.case.ruleset,
        "source": result.case.source,
        "url": report.replay.url(result.case),
        "replay": report.replay.command(result.case),
        "status": result.status,
        "known_failure": report.is_known(result),
        "expected": result.case.expected,
        "answer": result.answer,
        "differences": list(result.differences),
        "reason": result.reason,
        "context": result.context,
    }


def junit_report(report: Report) -> str:
    """The report as JUnit XML: one test suite per ruleset, one test case per case.

    A known failure, and a case not claimed, are reported as skipped, as test tools expect of a
    test not run; the message says which. Every count on a suite, and on the whole, is the
    number of its elements of that kind, so that a CI dashboard's totals match what it lists.
    """
    root = ET.Element("testsuites", name="fawnarules")
    suites: dict[str, ET.Element] = {}
    for result in report.results:
        case = result.case
        suite = suites.get(case.ruleset)
        if suite is None:
            suite = suites[case.ruleset] = ET.SubElement(root, "testsuite", name=case.ruleset)
        element = ET.SubElement(suite, "testcase", classname=case.rule, name=case.id)
        if report.replay.from_checkout:
            path, _, line = case.source.rpartition(":")
            element.set("file", path)
            element.set("line", line)
        if report.replay.url(case):
            ET.SubElement(ET.SubElement(element, "properties"), "property", name="url", value=report.replay.url(case))
        if result.status == "passed":
            continue
        if result.status in NOT_RUN or report.is_known(result):
            reason = result.reason or "; ".join(result.differences)
            prefix = "known failure: " if report.is_known(result) else f"{result.status}: "
            ET.SubElement(element, "skipped", message=xml_text(prefix + reason))
        else:
            failed = result.status == "failed"
            message = "; ".join(result.differences) if failed else xml_text(result.reason)
            block = ET.SubElement(element, "failure" if failed else "error", message=message)
            block.text = xml_text("\n".join(case_block(result, False, report.replay)))
    for suite in suites.values():
        set_counts(suite, suite.findall("testcase"))
    set_counts(root, root.findall("testsuite/testcase"))
    if report.stderr and suites:
        ET.SubElement(next(iter(suites.values())), "system-err").text = xml_text(report.stderr)
    ET.indent(root)
    # Every text and attribute may hold what an engine or a case wrote: the whole document is cleaned at once.
    return xml_text(ET.tostring(root, encoding="unicode", xml_declaration=True)) + "\n"


def writable(text: str) -> str:
    """``text`` with any lone surrogate (which no encoding can write) replaced by ``?``."""
    return text.encode("utf-8", errors="replace").decode()


def set_counts(element: ET.Element, cases: list[ET.Element]) -> None:
    """JUnit's counts on a suite or on the whole: its test cases, and how many of them hold a failure, an
    error or a skip."""
    element.set("tests", str(len(cases)))
    for count, child in (("failures", "failure"), ("errors", "error"), ("skipped", "skipped")):
        element.set(count, str(sum(1 for case in cases if case.find(child) is not None)))


def xml_text(text: str) -> str:
    """``text`` without the control characters XML cannot hold (an engine may print anything)."""
    return NOT_XML.sub("?", text)
