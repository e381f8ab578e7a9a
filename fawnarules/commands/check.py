"""``fawnarules check --engine SPEC``: run the spec's cases against any engine and report what it gets wrong."""

from __future__ import annotations

import argparse
import difflib
import math
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from fnmatch import fnmatchcase
from pathlib import Path

from fawnarules.conformance.corpus import read_case_file
from fawnarules.conformance.current import current_corpus
from fawnarules.conformance.interruption import started_run, uninterrupted
from fawnarules.conformance.known import listed_id, read_known_failures, updated_known_failures
from fawnarules.conformance.process import DEADLINE_BASE, DEADLINE_PER_CASE, DEFAULT_TIMEOUT, START_TIMEOUT
from fawnarules.conformance.replay import Replay, published_site
from fawnarules.conformance.report import Report, junit_report, text_report, write_json_report
from fawnarules.conformance.report_path import refuse_unwritable
from fawnarules.conformance.runner import CaseResult
from fawnarules.conformance.subject import (
    ENGINE_VARIABLE,
    SpecError,
    default_spec,
    engine_from_spec,
    unknown_operations,
)
from fawnarules.gate import refuse_broken_spec
from fawnarules.sources.case import Case, CaseError

NAME = "check"
LONGEST_TIMEOUT = 3600.0
"""Seconds: a longer wait for one answer is a typo, not a slow engine."""


class UsageError(Exception):
    """A command line that cannot give a useful check: exit 2 before any case runs."""


def seconds(text: str) -> float:
    """A ``--timeout`` value: a finite number of seconds above 0, at most :data:`LONGEST_TIMEOUT`."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or not 0 < value <= LONGEST_TIMEOUT:
        raise argparse.ArgumentTypeError(f"{text} is not a number of seconds above 0 and at most {LONGEST_TIMEOUT:g}")
    return value


def register(parser: argparse.ArgumentParser) -> None:
    """The engine, where the cases come from, filters, the known failures and the reports."""
    parser.add_argument(
        "--engine",
        metavar="SPEC",
        help=f"cmd:<command line>, python:package.module:attribute or reference (default: ${ENGINE_VARIABLE}, "
        "else reference)",
    )
    parser.add_argument(
        "--cases",
        metavar="PATH",
        type=Path,
        help="a cases file written by `fawnarules export`, or a folder holding features/ "
        "(default: the spec's cases: those of features/ in a checkout, else those installed with fawnarules)",
    )
    parser.add_argument("--ruleset", action="append", default=[], metavar="NAME", help="only this ruleset (repeatable)")
    parser.add_argument("--rule", action="append", default=[], metavar="GLOB", help="only rule IDs matching GLOB")
    parser.add_argument("--case", action="append", default=[], metavar="ID", help="only this case ID (or glob)")
    parser.add_argument("--known-failures", metavar="FILE", type=Path, help="case IDs expected to fail")
    parser.add_argument(
        "--update-known-failures",
        metavar="FILE",
        type=Path,
        help="write FILE from this run: keep the listed cases that still fail (with their reasons), drop those "
        "that pass or name no case, add the cases that fail unlisted; the check then reads FILE as --known-failures",
    )
    parser.add_argument("--verbose", action="store_true", help="show each known failure in full, not on one line")
    parser.add_argument(
        "--timeout",
        type=seconds,
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help=f"seconds per answer (default {DEFAULT_TIMEOUT:g})",
    )
    parser.add_argument(
        "--start-timeout",
        type=seconds,
        default=START_TIMEOUT,
        metavar="SECONDS",
        help=f"seconds a cmd: engine may take to start and answer the handshake (default {START_TIMEOUT:g}): "
        "raise it for an engine started through its build tool",
    )
    parser.add_argument(
        "--deadline",
        type=float,
        metavar="SECONDS",
        help=f"seconds for the whole run of a cmd: engine, after which the cases not reached are errored "
        f"(default {DEADLINE_BASE:g} plus {DEADLINE_PER_CASE:g} per case)",
    )
    parser.add_argument(
        "--validate", action="store_true", help="check every protocol message against its schema (cmd: engines)"
    )
    parser.add_argument(
        "--site-url",
        metavar="URL",
        help=f"the rules site each failing case links to (default {published_site() or 'none'}, the published "
        "site; http://127.0.0.1:8000/ for `make serve`'s; an empty value for no links)",
    )
    parser.add_argument("--json", metavar="FILE", type=Path, help="also write the report as JSON")
    parser.add_argument("--junit", metavar="FILE", type=Path, help="also write the report as JUnit XML")


def run(arguments: argparse.Namespace) -> int:
    """Print the report. Exit 0 when something was checked and every failure is a listed one; 1 when a case
    failed or errored unlisted, the known-failures list is stale, or nothing was checked; 2 when the command
    line selects no case, a report cannot be written, or the engine does not start (its reports are written
    all the same, every case not run)."""
    if arguments.deadline is not None and not 0 < arguments.deadline < float("inf"):
        print(
            f"fawnarules check: --deadline must be a positive number of seconds, not {arguments.deadline:g}",
            file=sys.stderr,
        )
        return 2
    spec = arguments.engine or default_spec()
    try:
        cases, spec_version = load_cases(arguments.cases)
        selected = select(cases, arguments)
        known_file = arguments.update_known_failures or arguments.known_failures
        known = read_known_failures(known_file) if known_file and known_file.exists() else []
        if arguments.known_failures and not arguments.known_failures.exists():
            raise UsageError(f"--known-failures {arguments.known_failures}: no such file")
        refuse_unwritable({"--json": arguments.json, "--junit": arguments.junit})
        engine = engine_from_spec(
            spec, arguments.timeout, arguments.validate, arguments.deadline, arguments.start_timeout
        )
    except (CaseError, SpecError, UsageError, OSError, ValueError) as error:
        for line in said(error).splitlines():
            print(f"fawnarules check: {line}", file=sys.stderr)
        return 2
    try:
        results, failure = started_run(selected, engine)
        if failure:
            print(f"fawnarules check: {spec}: {failure}", file=sys.stderr)
        for warning in unknown_operations(engine.describe(), (case.operation for case in cases)):
            print(f"fawnarules check: warning: {warning}", file=sys.stderr)
        ids = {case.id for case in cases}
        if arguments.update_known_failures and not failure:
            known = update_known_failures(arguments.update_known_failures, results, ids)
        site = published_site() if arguments.site_url is None else arguments.site_url
        report = Report(
            engine=engine.describe(),
            results=results,
            known=frozenset(known),
            unknown_listed=tuple(case_id for case_id in known if case_id not in ids),
            stderr=engine.stderr_text(),
            replay=Replay(spec, arguments.cases, site),
            spec_version=spec_version,
            verbose=arguments.verbose,
            checked_at=datetime.now(UTC).isoformat(timespec="seconds"),
        )
    finally:
        with uninterrupted():
            engine.close()
    with uninterrupted():
        if not failure:  # else the one error above says it all; the reports still account for every case
            sys.stdout.write(text_report(report))
        if arguments.json:
            write_json_report(report, arguments.json)
        if arguments.junit:
            arguments.junit.write_text(junit_report(report), encoding="utf-8")
    return 2 if failure else report.exit_status


def said(error: Exception) -> str:
    """What went wrong, for a person: a file that cannot be read as its name and the system's words."""
    if isinstance(error, OSError) and error.strerror:
        return f"{error.filename}: {error.strerror.lower()}" if error.filename else error.strerror.lower()
    return str(error)


def update_known_failures(path: Path, results: tuple[CaseResult, ...], case_ids: set[str]) -> list[str]:
    """Write the known-failures file ``path`` from this run's ``results``; return the case IDs it now lists."""
    before = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    after = updated_known_failures(before, results, case_ids)
    path.write_text("".join(f"{line}\n" for line in after), encoding="utf-8")
    listed = read_known_failures(path)
    had = {listed_id(line) for line in before} - {""}
    print(
        f"known failures written to {path}: {len(listed)} listed, "
        f"{len(set(listed) - had)} added, {len(had - set(listed))} removed",
        file=sys.stderr,
    )
    return listed


def load_cases(path: Path | None) -> tuple[list[Case], str]:
    """The cases and the spec version of a cases file, of the feature files of a project folder (which must
    pass ``fawnarules lint``), or by default the spec's (:func:`current_corpus`)."""
    if path is None:
        corpus = current_corpus()
        return list(corpus.cases), corpus.spec_version
    if not path.is_dir():
        case_file = read_case_file(path)
        return list(case_file.cases), case_file.spec_version
    root = path.parent if path.name == "features" else path
    if not (root / "features").is_dir():
        raise CaseError(f"{path}: no features/ folder here; pass a folder holding features/, or a cases file")
    return refuse_broken_spec(root).cases, ""


def select(cases: list[Case], arguments: argparse.Namespace) -> list[Case]:
    """The cases every filter passes; a filter value that matches no case is a usage error, naming it."""
    problems = list(unmatched_filters(cases, arguments))
    if problems:
        raise UsageError("\n  ".join(problems))
    selected = [case for case in cases if is_selected(case, arguments)]
    if not selected:
        raise UsageError("the filters together select no case (each matches some, but no case matches all)")
    return selected


def unmatched_filters(cases: list[Case], arguments: argparse.Namespace) -> Iterator[str]:
    """A message for each ``--ruleset``, ``--rule`` or ``--case`` value that matches no case at all."""
    rulesets = sorted({case.ruleset for case in cases})
    for ruleset in arguments.ruleset:
        if ruleset not in rulesets:
            yield f"--ruleset {ruleset}: no such ruleset; the rulesets are {', '.join(rulesets)}"
    for option, patterns, values in (
        ("--rule", arguments.rule, sorted({case.rule for case in cases})),
        ("--case", arguments.case, [case.id for case in cases]),
    ):
        for pattern in patterns:
            if not any(fnmatchcase(value, pattern) for value in values):
                close = difflib.get_close_matches(pattern, values, n=3)
                hint = f"; did you mean {' or '.join(close)}?" if close else ""
                yield f"{option} {pattern}: matches no {option.removeprefix('--')} ID{hint}"


def is_selected(case: Case, arguments: argparse.Namespace) -> bool:
    """Whether the case passes every filter given (each filter passes a case matching any of its values)."""
    filters = (
        (arguments.ruleset, case.ruleset),
        (arguments.rule, case.rule),
        (arguments.case, case.id),
    )
    return all(not patterns or any(fnmatchcase(value, pattern) for pattern in patterns) for patterns, value in filters)
