"""What a check found, for people (a summary table and a diff per failing case) and for tools (JSON, JUnit XML).

A known-failures file lists case IDs, one per line (``#`` starts a comment). A listed case
that fails or errors is expected and does not fail the check; a listed case that passes, or
an ID that names no case, does — so the list never rots.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from fawnarules.conformance.runner import STATUSES, CaseResult, Status, totals, totals_line
from fawnarules.operation import JsonObject

NOT_PASSING: tuple[Status, ...] = ("failed", "errored")
KIND_NAMES = {"result": "result", "refused": "refusal", "error": "input error"}
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def read_known_failures(path: Path) -> list[str]:
    """The case IDs a known-failures file lists, in file order."""
    lines = (line.partition("#")[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [line for line in lines if line]


@dataclass(frozen=True)
class Report:
    """The results of one check, read against the known failures."""

    engine: JsonObject
    results: tuple[CaseResult, ...]
    known: frozenset[str] = frozenset()
    unknown_listed: tuple[str, ...] = ()
    stderr: str = ""

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
    def exit_status(self) -> int:
        """0 when every failure is a listed one and the list holds no passing or unknown case, else 1."""
        return 1 if self.unexpected or self.now_passing or self.unknown_listed else 0


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


def case_block(result: CaseResult, known: bool) -> list[str]:
    """A failed or errored case: where it comes from, what was asked, what differs."""
    case = result.case
    label = result.status.upper() + (" (known failure)" if known else "")
    lines = [
        f"{label} {case.id}",
        f"  {case.source}  {case.scenario}",
        f"  call:     {case.operation} {compact(case.request)}",
    ]
    if result.status == "failed":
        lines.append(f"  expected: {compact(case.expected)}")
        lines.append(f"  answer:   {compact(result.answer)}")
        expected_kind, answer_kind = next(iter(case.expected), ""), next(iter(result.answer), "")
        if expected_kind != answer_kind:
            wanted, got = (KIND_NAMES.get(kind, kind) for kind in (expected_kind, answer_kind))
            lines.append(f"  - expected a {wanted}, got a {got}")
        else:
            lines.extend(f"  - {difference}" for difference in result.differences)
    else:
        lines.append(f"  {result.reason}")
        lines.extend(f"  | {line}" for line in result.context.strip().splitlines()[-20:])
    return lines


def summary_table(results: Iterable[CaseResult]) -> list[str]:
    """Counts per ruleset and, under it, per rule, in the order the cases came."""
    by_rule: dict[str, dict[str, Counter[Status]]] = {}
    for result in results:
        rules = by_rule.setdefault(result.case.ruleset, {})
        rules.setdefault(result.case.rule, Counter())[result.status] += 1
    width = max([len(rule) + 2 for rules in by_rule.values() for rule in rules] + [16])
    header = f"{'ruleset / rule':<{width}}" + "".join(f"{status:>9}" for status in STATUSES)
    lines = [header, "-" * len(header)]
    for ruleset, rules in by_rule.items():
        ruleset_counts = sum(rules.values(), Counter[Status]())
        lines.append(f"{ruleset:<{width}}" + "".join(f"{ruleset_counts[status]:>9}" for status in STATUSES))
        for rule, counts in rules.items():
            lines.append(f"  {rule:<{width - 2}}" + "".join(f"{counts[status] or '.':>9}" for status in STATUSES))
    return lines


def text_report(report: Report) -> str:
    """The report a person reads; its last line is the totals line."""
    lines = [f"engine: {engine_title(report.engine)}", ""]
    for result in report.results:
        if result.status in NOT_PASSING:
            lines.extend([*case_block(result, report.is_known(result)), ""])
    skipped = Counter(result.reason for result in report.results if result.status == "skipped")
    for reason, count in sorted(skipped.items()):
        lines.append(f"skipped {count} case(s): {reason}")
    if skipped:
        lines.append("")
    lines.extend([*summary_table(report.results), ""])
    if report.known:
        still = sum(1 for result in report.results if result.status in NOT_PASSING and report.is_known(result))
        lines.append(f"known failures: {len(report.known)} listed, {still} still failing as listed")
    lines.extend(f"known failure now passes, remove it from the list: {r.case.id}" for r in report.now_passing)
    lines.extend(f"known failure names no case: {case_id}" for case_id in report.unknown_listed)
    if report.stderr:
        lines.append("the engine wrote to stderr: see the stderr of the --json report (its last 64 KiB)")
    lines.append(totals_line(totals(report.results)))
    return writable("\n".join(lines) + "\n")


def json_report(report: Report) -> str:
    """The whole report as JSON."""
    counted = totals(report.results)
    data = {
        "engine": report.engine,
        "totals": {status: counted[status] for status in STATUSES},
        "exit_status": report.exit_status,
        "known_failures": {
            "listed": sorted(report.known),
            "now_passing": [result.case.id for result in report.now_passing],
            "unknown": list(report.unknown_listed),
        },
        "cases": [
            {
                "id": result.case.id,
                "rule": result.case.rule,
                "ruleset": result.case.ruleset,
                "source": result.case.source,
                "status": result.status,
                "known_failure": report.is_known(result),
                "expected": result.case.expected,
                "answer": result.answer,
                "differences": list(result.differences),
                "reason": result.reason,
                "context": result.context,
            }
            for result in report.results
        ],
        "stderr": report.stderr,
    }
    return json.dumps(data, indent=2, sort_keys=True) + "\n"


def junit_report(report: Report) -> str:
    """The report as JUnit XML: one test suite per ruleset, one test case per case.

    A known failure is reported as skipped, as test tools expect of an expected failure.
    """
    counted = totals(report.results)
    root = ET.Element("testsuites", name="fawnarules", tests=str(len(report.results)))
    root.set("failures", str(counted["failed"]))
    root.set("errors", str(counted["errored"]))
    root.set("skipped", str(counted["skipped"]))
    suites: dict[str, ET.Element] = {}
    for result in report.results:
        case = result.case
        suite = suites.get(case.ruleset)
        if suite is None:
            suite = suites[case.ruleset] = ET.SubElement(root, "testsuite", name=case.ruleset)
        path, _, line = case.source.rpartition(":")
        element = ET.SubElement(suite, "testcase", classname=case.rule, name=case.id, file=path, line=line)
        if result.status == "passed":
            continue
        if result.status == "skipped" or report.is_known(result):
            reason = result.reason or "; ".join(result.differences)
            prefix = "known failure: " if report.is_known(result) else ""
            ET.SubElement(element, "skipped", message=prefix + reason)
        elif result.status == "failed":
            failure = ET.SubElement(element, "failure", message="; ".join(result.differences))
            failure.text = xml_text("\n".join(case_block(result, known=False)))
        else:
            error = ET.SubElement(element, "error", message=xml_text(result.reason))
            error.text = xml_text("\n".join(case_block(result, known=False)))
    for ruleset, suite in suites.items():
        mine = [result for result in report.results if result.case.ruleset == ruleset]
        counts = totals(mine)
        suite.set("tests", str(len(mine)))
        suite.set("failures", str(counts["failed"]))
        suite.set("errors", str(counts["errored"]))
        suite.set("skipped", str(counts["skipped"]))
    if report.stderr and suites:
        ET.SubElement(next(iter(suites.values())), "system-err").text = xml_text(report.stderr)
    ET.indent(root)
    # Every text and attribute may hold what an engine or a case wrote: the whole document is cleaned at once.
    return xml_text(ET.tostring(root, encoding="unicode", xml_declaration=True)) + "\n"


def writable(text: str) -> str:
    """``text`` with any lone surrogate (which no encoding can write) replaced by ``?``."""
    return text.encode("utf-8", errors="replace").decode()


def xml_text(text: str) -> str:
    """``text`` without the control characters XML cannot hold (an engine may print anything)."""
    return NOT_XML.sub("?", text)
