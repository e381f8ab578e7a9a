"""``fawnarules fuzz --engine SPEC``: send valid requests to an engine and to the reference, show where they differ.

Each difference is shrunk to a small request and printed three ways: a scenario in the spec's step
vocabulary with the reference engine's answer, ready to paste under the rule it names; the case as
JSON, as ``fawnarules export`` writes cases; and a command that replays that case.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from fnmatch import fnmatchcase
from pathlib import Path
from typing import TYPE_CHECKING, cast

from pydantic import TypeAdapter, ValidationError

from fawnarules.conformance.corpus import PACKAGED_CORPUS, read_case_file
from fawnarules.conformance.process import DEFAULT_TIMEOUT
from fawnarules.conformance.runner import check_cases
from fawnarules.conformance.subject import ENGINE_VARIABLE, EngineUnderTest, SpecError, default_spec, engine_from_spec
from fawnarules.engine import RULESETS, ReferenceEngine, all_operations
from fawnarules.fuzz.difference import outcome
from fawnarules.fuzz.placement import write_scenario
from fawnarules.fuzz.scenario import stated_fields, value_at
from fawnarules.operation import JsonObject, Operation
from fawnarules.sources.case import Case, CaseError, feature_cases

if TYPE_CHECKING:
    from fawnarules.fuzz.search import Finding, Tally

NAME = "fuzz"


def register(parser: argparse.ArgumentParser) -> None:
    """The engine, which operations, and how long and hard to look."""
    parser.add_argument(
        "--engine",
        metavar="SPEC",
        default=None,
        help=f"cmd:<command line> or python:package.module:attribute (default: ${ENGINE_VARIABLE})",
    )
    parser.add_argument("--ruleset", action="append", default=[], choices=RULESETS, help="only this ruleset")
    parser.add_argument("--operation", action="append", default=[], metavar="GLOB", help="only operations matching")
    parser.add_argument("--seed", type=int, default=0, help="the same seed sends the same requests (default 0)")
    parser.add_argument("--max-examples", type=positive, default=200, help="requests per operation (default 200)")
    parser.add_argument("--time", type=float, default=None, metavar="SECONDS", help="stop after this long in all")
    parser.add_argument(
        "--max-differences", type=positive, default=1, help="differences to find per operation (default 1)"
    )
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per answer (default 2)")
    parser.add_argument("--replay", metavar="CASE", help="instead, check one case (JSON, as printed) on the engine")


def positive(text: str) -> int:
    """A whole number of at least 1, for argparse."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"at least 1, not {value}")
    return value


def run(arguments: argparse.Namespace) -> int:
    """Exit 1 when a difference (or a failed replay) is found, 0 when none is, 2 on a usage error."""
    spec = arguments.engine or default_spec()
    if spec == "reference":
        return usage_error(f"name the engine to fuzz with --engine SPEC (or ${ENGINE_VARIABLE})")
    operations = [operation for operation in all_operations() if is_selected(operation.name, arguments)]
    try:
        case = read_case(arguments.replay) if arguments.replay else None
        engine = engine_from_spec(spec, arguments.timeout)
    except (SpecError, ValueError) as error:
        return usage_error(str(error))
    if not operations and case is None:
        return usage_error("no operation matches --ruleset and --operation (see `fawnarules operations`)")
    try:
        if case is not None:
            return replay(case, engine)
        return fuzz(operations, engine, spec, arguments)
    finally:
        engine.close()


def usage_error(message: str) -> int:
    """Say what is wrong with the command line; exit 2."""
    print(f"fawnarules fuzz: {message}", file=sys.stderr)
    return 2


def is_selected(name: str, arguments: argparse.Namespace) -> bool:
    """Whether the operation passes ``--ruleset`` and ``--operation``."""
    rulesets, patterns = arguments.ruleset, arguments.operation
    return (not rulesets or name.partition(".")[0] in rulesets) and (
        not patterns or any(fnmatchcase(name, pattern) for pattern in patterns)
    )


def read_case(text: str) -> Case:
    """A case as printed by this command (or found in an exported file)."""
    try:
        return TypeAdapter(Case).validate_json(text, strict=True)
    except ValidationError as error:
        first = error.errors()[0]
        raise ValueError(f"--replay: not a case: {'.'.join(map(str, first['loc']))}: {first['msg']}") from error


def replay(case: Case, engine: EngineUnderTest) -> int:
    """Check one case on the engine, as ``fawnarules check`` would."""
    result = next(check_cases([case], engine))
    print(f"{case.id}: {result.status}")
    for line in result.differences:
        print(f"  {line}")
    if result.reason:
        print(f"  {result.reason}")
    if result.status == "skipped":
        return 2
    return 0 if result.status == "passed" else 1


def fuzz(
    operations: list[Operation[object, object]], engine: EngineUnderTest, spec: str, arguments: argparse.Namespace
) -> int:
    """Hunt each operation in turn, sharing the time left evenly, and print each finding as it comes."""
    # Drawing requests needs hypothesis: loaded here, so that every other command starts without it.
    from fawnarules.fuzz.search import Budget, hunt  # noqa: PLC0415
    from fawnarules.fuzz.strategy import RequestDrawer  # noqa: PLC0415

    if not engine.describe():
        reason = str(getattr(engine, "broken", "")) or "the engine did not start"
        print(f"fawnarules fuzz: {reason}", file=sys.stderr)
        return 1
    root = Path.cwd()
    cases = spec_cases(root, sorted({operation.name.partition(".")[0] for operation in operations}))
    reference = ReferenceEngine()
    started = time.monotonic()
    end = started + arguments.time if arguments.time else float("inf")
    tallies: dict[str, Tally] = {}
    compared = 0
    for number, operation in enumerate(operations):
        if not engine.supports(operation.name):
            print(f"{operation.name}: not claimed by the engine, not sent")
            continue
        now = time.monotonic()
        if now >= end:
            print(f"{operation.name}: not tried, the time ran out")
            continue
        share = (end - now) / (len(operations) - number)
        budget = Budget(arguments.seed, arguments.max_examples, now + share, arguments.max_differences)
        drawer = RequestDrawer(operation.request_schema(), seed_requests(cases, operation.name))
        tally = hunt(operation.name, drawer.requests(), reference, engine, budget)
        tallies[operation.name] = tally
        compared += tally.sent - tally.skipped
        for finding in tally.findings:
            print_finding(finding, operation, root, cases, spec)
        print(summary_line(operation.name, tally))
    found = sum(len(tally.findings) for tally in tallies.values())
    seconds = time.monotonic() - started
    print(f"\n{found} difference(s) in {len(tallies)} operation(s), {seconds:.1f} s, seed {arguments.seed}")
    if not compared and not found:
        print(
            "fawnarules fuzz: nothing was compared: the engine claimed or answered none of these operations",
            file=sys.stderr,
        )
        return 2
    return 1 if found else 0


def seed_requests(cases: list[Case], operation: str) -> list[JsonObject]:
    """The requests of the operation's cases that an engine reads (answered or refused): the requests varied
    from. A case whose request is an input error holds a value no schema allows, which cannot be varied."""
    return [case.request for case in cases if case.operation == operation and "error" not in case.expected]


def spec_cases(root: Path, rulesets: list[str]) -> list[Case]:
    """The cases of these rulesets: from the feature files when run in the project (they seed the requests
    and place findings), else from the corpus installed with the package (they only seed the requests)."""
    if not (root / "features").is_dir():
        return [case for case in read_case_file(PACKAGED_CORPUS).cases if case.ruleset in rulesets]
    cases: list[Case] = []
    for ruleset in rulesets:
        for feature in sorted((root / "features" / ruleset).glob("*.feature")):
            source = feature.relative_to(root).as_posix()
            try:
                cases.extend(feature_cases(source, feature.read_text(encoding="utf-8")))
            except CaseError as error:
                print(f"fawnarules fuzz: the spec's cases are not used: {error}", file=sys.stderr)
                return []
    return cases


def summary_line(name: str, tally: Tally) -> str:
    """One operation's hunt in one line."""
    found = ", ".join(f"{finding.seconds:.1f} s" for finding in tally.findings)
    skipped = f", {tally.skipped} skipped by the engine" if tally.skipped else ""
    what = f"{len(tally.findings)} difference(s), found after {found}" if found else "no difference"
    return f"{name}: {tally.sent} request(s){skipped}, {what}"


def finding_name(answer: JsonObject, fields: list[str]) -> str:
    """A placeholder name saying what the reference answers: the refusal, the error, or the first fields."""
    result = answer.get("result")
    if not isinstance(result, dict):
        return outcome(answer)
    shown = [f"{path} is {json.dumps(value_at(result, path))}" for path in fields[:2]]
    return ", ".join(shown) or "a result"


def print_finding(
    finding: Finding, operation: Operation[object, object], root: Path, cases: list[Case], spec: str
) -> None:
    """The difference, then the scenario, the case and the replay command."""
    fields = stated_fields(finding.reference, finding.difference.fields)
    schema = operation.request_schema()
    properties = cast(dict[str, JsonObject], schema.get("properties", {}))
    defaults = {key: value["default"] for key, value in properties.items() if "default" in value}
    written = write_scenario(
        root=root,
        cases=cases,
        name=f"Found by fuzzing: {finding_name(finding.reference, fields)}",
        operation=finding.operation,
        request=finding.request,
        answer=finding.reference,
        fields=fields,
        defaults=defaults,
    )
    engine_answer = (
        finding.reply.answer if finding.reply.status == "answered" else {finding.reply.status: finding.reply.reason}
    )
    print(f"\n== {finding.operation}: {finding.difference.summary}")
    print(f"   reference: {json.dumps(finding.reference, sort_keys=True)}")
    print(f"   engine:    {json.dumps(engine_answer, sort_keys=True)}")
    if written.placement is None:
        print("\nScenario (no rule of the spec here to place it under; run in the project to place it):\n")
    else:
        placement = written.placement
        print(f"\nScenario: paste under `Rule: {placement.rule}` in {placement.source} ({placement.reason}),")
        print("then give it a name that says the example in words:\n")
    print(written.text)
    if written.case is None:
        return
    case_json = json.dumps(TypeAdapter(Case).dump_python(written.case, mode="json"), sort_keys=True, ensure_ascii=False)
    print("Case (JSON):")
    print(f"  {case_json}")
    print("Replay:")
    print(f"  fawnarules fuzz --engine {shlex.quote(spec)} --replay {shlex.quote(case_json)}")
