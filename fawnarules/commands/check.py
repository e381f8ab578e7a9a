"""``fawnarules check --engine SPEC``: run the spec's cases against any engine and report what it gets wrong."""

from __future__ import annotations

import argparse
import sys
from fnmatch import fnmatchcase
from pathlib import Path

from fawnarules.conformance.corpus import read_corpus
from fawnarules.conformance.process import DEADLINE_BASE, DEADLINE_PER_CASE, DEFAULT_TIMEOUT
from fawnarules.conformance.report import Report, json_report, junit_report, read_known_failures, text_report
from fawnarules.conformance.runner import check_all
from fawnarules.conformance.subject import ENGINE_VARIABLE, SpecError, default_spec, engine_from_spec
from fawnarules.spec.case import Case, CaseError, project_cases

NAME = "check"


def register(parser: argparse.ArgumentParser) -> None:
    """The engine, where the cases come from, filters, the known failures and the reports."""
    parser.add_argument(
        "--engine",
        metavar="SPEC",
        default=None,
        help=f"cmd:<command line>, python:package.module:attribute or reference (default: ${ENGINE_VARIABLE}, "
        "else reference)",
    )
    parser.add_argument(
        "--cases", metavar="FILE", type=Path, help="a file of `fawnarules export` (default: features/ here)"
    )
    parser.add_argument("--ruleset", action="append", default=[], help="only this ruleset (repeatable)")
    parser.add_argument("--rule", action="append", default=[], metavar="GLOB", help="only rule IDs matching GLOB")
    parser.add_argument("--case", action="append", default=[], metavar="ID", help="only this case ID (or glob)")
    parser.add_argument("--known-failures", metavar="FILE", type=Path, help="case IDs expected to fail")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per answer (default 2)")
    parser.add_argument(
        "--deadline",
        type=float,
        default=None,
        help=f"seconds for the whole run of a cmd: engine, after which the cases not reached are errored "
        f"(default {DEADLINE_BASE:g} plus {DEADLINE_PER_CASE:g} per case)",
    )
    parser.add_argument(
        "--validate", action="store_true", help="check every protocol message against its schema (cmd: engines)"
    )
    parser.add_argument("--json", metavar="FILE", type=Path, help="also write the report as JSON")
    parser.add_argument("--junit", metavar="FILE", type=Path, help="also write the report as JUnit XML")


def run(arguments: argparse.Namespace) -> int:
    """Print the report; exit 0 when every failure is a listed one, 1 otherwise, 2 on a usage error."""
    if arguments.deadline is not None and not 0 < arguments.deadline < float("inf"):
        print(
            f"fawnarules check: --deadline must be a positive number of seconds, not {arguments.deadline}",
            file=sys.stderr,
        )
        return 2
    try:
        cases = load_cases(arguments.cases)
        known = read_known_failures(arguments.known_failures) if arguments.known_failures else []
        engine = engine_from_spec(
            arguments.engine or default_spec(), arguments.timeout, arguments.validate, arguments.deadline
        )
    except (CaseError, SpecError, OSError, ValueError) as error:
        print(f"fawnarules check: {error}", file=sys.stderr)
        return 2
    ids = {case.id for case in cases}
    selected = [case for case in cases if is_selected(case, arguments)]
    try:
        results = check_all(selected, engine)
        report = Report(
            engine=engine.describe(),
            results=results,
            known=frozenset(known),
            unknown_listed=tuple(case_id for case_id in known if case_id not in ids),
            stderr=engine.stderr_text(),
        )
    finally:
        engine.close()
    sys.stdout.write(text_report(report))
    if arguments.json:
        arguments.json.write_text(json_report(report), encoding="utf-8")
    if arguments.junit:
        arguments.junit.write_text(junit_report(report), encoding="utf-8")
    return report.exit_status


def load_cases(path: Path | None) -> list[Case]:
    """The cases of an exported file, or of the feature files under the current directory."""
    if path is not None:
        return read_corpus(path)
    root = Path.cwd()
    if not (root / "features").is_dir():
        raise CaseError("no features/ folder here: run in the project, or pass --cases FILE (fawnarules export)")
    return project_cases(root)


def is_selected(case: Case, arguments: argparse.Namespace) -> bool:
    """Whether the case passes every filter given (each filter passes a case matching any of its values)."""
    filters = (
        (arguments.ruleset, case.ruleset),
        (arguments.rule, case.rule),
        (arguments.case, case.id),
    )
    return all(not patterns or any(fnmatchcase(value, pattern) for pattern in patterns) for patterns, value in filters)
