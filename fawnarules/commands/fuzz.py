"""``fawnarules fuzz --engine SPEC``: send valid requests to an engine and to the reference, show where they differ.

Each difference is shrunk to a small request and printed three ways: a scenario in the spec's step
vocabulary with the reference engine's answer, ready to paste under the rule it names; the case as
JSON, as ``fawnarules export`` writes cases; and a command that replays that case. A difference
already known is listed in a file given with ``--known``, one line each as the finding prints it:
later runs count it as agreement.
"""

from __future__ import annotations

import argparse
import json
import math
import shlex
import sys
import time
from fnmatch import fnmatchcase
from pathlib import Path
from typing import TYPE_CHECKING, cast

from pydantic import TypeAdapter, ValidationError

from fawnarules.conformance.current import current_corpus
from fawnarules.conformance.process import DEFAULT_TIMEOUT, Reply
from fawnarules.conformance.runner import check_cases
from fawnarules.conformance.subject import ENGINE_VARIABLE, EngineUnderTest, SpecError, default_spec, engine_from_spec
from fawnarules.engine import RULESETS, ReferenceEngine, all_operations
from fawnarules.fuzz.difference import answer_kind, outcome
from fawnarules.fuzz.placement import write_scenario
from fawnarules.fuzz.scenario import stated_fields, words
from fawnarules.json_text import value_at
from fawnarules.odds.distribution import rule_title
from fawnarules.operation import JsonObject, Operation
from fawnarules.sources.case import Case, CaseError, feature_cases
from fawnarules.sources.table import cell_text

if TYPE_CHECKING:
    from fawnarules.fuzz.search import Finding, Tally

NAME = "fuzz"

DEFAULT_SECONDS = 60.0
"""The time a run takes when ``--time`` does not say."""


def register(parser: argparse.ArgumentParser) -> None:
    """The engine, which operations, and how long and hard to look."""
    parser.add_argument(
        "--engine",
        metavar="SPEC",
        help=f"cmd:<command line> or python:package.module:attribute (default: ${ENGINE_VARIABLE})",
    )
    parser.add_argument("--ruleset", action="append", default=[], choices=RULESETS, help="only this ruleset")
    parser.add_argument("--operation", action="append", default=[], metavar="GLOB", help="only operations matching")
    parser.add_argument("--seed", type=int, default=0, help="the same seed sends the same requests (default 0)")
    parser.add_argument(
        "--time",
        type=float,
        default=DEFAULT_SECONDS,
        metavar="SECONDS",
        help=f"seconds in all, shared by the operations by how many examples each has (default {DEFAULT_SECONDS:.0f})",
    )
    parser.add_argument(
        "--max-examples", type=positive, help="at most this many requests per operation (default: none)"
    )
    parser.add_argument(
        "--max-differences", type=positive, default=1, help="differences to find per operation (default 1)"
    )
    parser.add_argument(
        "--first", action="store_true", help="stop at the first difference (the operations after it are not tried)"
    )
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per answer (default 2)")
    parser.add_argument(
        "--stray-fields",
        action="store_true",
        help='give one to three fields each request leaves out an empty value (0, false, [], ""): a field that '
        "does not fit must be an input error, whatever its value",
    )
    parser.add_argument(
        "--known", metavar="FILE", type=Path, help="differences already known, one line each as a finding prints it"
    )
    parser.add_argument(
        "--replay",
        metavar="JSON",
        help="instead, send one case (as printed) or one request (with a single --operation, or as "
        '{"operation": ..., "request": ...}) to the engine and the reference',
    )


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
        replayed = read_replay(arguments.replay, arguments.operation) if arguments.replay else None
        known = read_known(arguments.known) if arguments.known else frozenset()
        engine = engine_from_spec(spec, arguments.timeout)
    except (SpecError, ValueError, OSError) as error:
        return usage_error(str(error))
    if not operations and replayed is None:
        return usage_error("no operation matches --ruleset and --operation (see `fawnarules operations`)")
    try:
        if isinstance(replayed, Case):
            return replay(replayed, engine)
        if replayed is not None:
            return replay_request(*replayed, engine)
        return fuzz(operations, engine, spec, arguments, known)
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


def read_replay(text: str, operations: list[str]) -> Case | tuple[str, JsonObject]:
    """What ``--replay`` names: a case as printed by this command (or found in an exported file), an
    object holding ``operation`` and ``request``, or a bare request of the one ``--operation`` given."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"--replay: not JSON: {error.msg} at character {error.pos}") from error
    if not isinstance(value, dict):
        raise ValueError("--replay: a case, or a request, is a JSON object")
    if "expected" in value or "id" in value:
        try:
            return TypeAdapter(Case).validate_json(text, strict=True)
        except ValidationError as error:
            first = error.errors()[0]
            raise ValueError(f"--replay: not a case: {'.'.join(map(str, first['loc']))}: {first['msg']}") from error
    if set(value) == {"operation", "request"} and isinstance(value["request"], dict):
        return str(value["operation"]), cast(JsonObject, value["request"])
    if len(operations) != 1 or any(character in operations[0] for character in "*?["):
        raise ValueError(
            "--replay: a bare request needs the one operation it is for (--operation NAME), "
            'or write {"operation": NAME, "request": {...}}'
        )
    return operations[0], cast(JsonObject, value)


def replay(case: Case, engine: EngineUnderTest) -> int:
    """Check one case on the engine, as ``fawnarules check`` would; an engine that answers another kind of
    answer than the case expects (a refusal for a result) is told so, with its rule or error path."""
    result = next(check_cases([case], engine))
    print(f"{case.id}: {result.status}")
    expected_kind = next(iter(case.expected))
    if result.answer and answer_kind(result.answer) != expected_kind:
        print(f"  the case expects {kind_words(case.expected)}; the engine answers {outcome(result.answer)}")
        told = cast(JsonObject, result.answer[answer_kind(result.answer)])
        reason = told.get("reason") or told.get("message")
        if reason:
            print(f"  {json.dumps(reason, ensure_ascii=False)}")
    else:
        for line in result.differences:
            print(f"  {line}")
    if result.reason:
        print(f"  {result.reason}")
    return {"skipped": 2, "passed": 0}.get(result.status, 1)


def kind_words(expected: JsonObject) -> str:
    """What a case expects, in a few words (the rule of a refusal, the path of an input error)."""
    kind = answer_kind(expected)
    return "a result" if kind == "result" else outcome(expected)


def replay_request(operation: str, request: JsonObject, engine: EngineUnderTest) -> int:
    """Send one request to the engine and the reference and show both answers and how they differ."""
    from fawnarules.fuzz.search import difference_of  # noqa: PLC0415

    if not engine.supports(operation):
        print(f"fawnarules fuzz: the engine does not claim {operation}", file=sys.stderr)
        return 2
    expected = ReferenceEngine().call(operation, request)
    reply = next(iter(engine.run_all([(operation, request)])))
    print(f"reference: {json.dumps(expected, sort_keys=True, ensure_ascii=False)}")
    print(f"engine:    {json.dumps(engine_answer(reply), sort_keys=True, ensure_ascii=False)}")
    difference = difference_of(expected, reply)
    if reply.status == "skipped":
        print("the engine skipped the request")
        return 2
    print(f"{operation}: {difference.summary if difference else 'the same answer'}")
    return 1 if difference else 0


def engine_answer(reply: Reply) -> JsonObject:
    """The engine's answer, or its failure under the name of its status."""
    return reply.answer if reply.status == "answered" else {reply.status: reply.reason}


def read_known(path: Path) -> frozenset[tuple[str, str]]:
    """The differences a ``--known`` file lists: per line an operation and a difference's signature, as a
    finding prints them; ``#`` starts a reason."""
    lines = (line.partition("#")[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    known = set()
    for line in filter(None, lines):
        operation, _, signature = line.partition(" ")
        if not signature.strip():
            raise ValueError(f"--known {path}: {line!r} names no difference (a line is: OPERATION SIGNATURE)")
        known.add((operation, signature.strip()))
    return frozenset(known)


def fuzz(
    operations: list[Operation[object, object]],
    engine: EngineUnderTest,
    spec: str,
    arguments: argparse.Namespace,
    known: frozenset[tuple[str, str]] = frozenset(),
) -> int:
    """Hunt each operation in turn and print each finding as it comes. The time left is shared among the
    operations still to hunt, each in proportion to the square root of one more than the number of its
    spec's examples: an operation of many rules and situations gets more, and none gets nothing."""
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
    end = started + arguments.time
    tallies: dict[str, Tally] = {}
    compared = 0
    claimed = [operation for operation in operations if engine.supports(operation.name)]
    for operation in operations:
        if operation not in claimed:
            print(f"{operation.name}: not claimed by the engine, not sent")
    seeds = {operation.name: seed_requests(cases, operation) for operation in claimed}
    weights = [math.sqrt(1 + len(seeds[operation.name])) for operation in claimed]
    for number, operation in enumerate(claimed):
        now = time.monotonic()
        share = max(end - now, 0.0) * weights[number] / sum(weights[number:])
        budget = Budget(arguments.seed, now + share, arguments.max_differences, arguments.max_examples)
        drawer = RequestDrawer(operation.request_schema(), seeds[operation.name], stray=arguments.stray_fields)
        listed = frozenset(signature for name, signature in known if name == operation.name)
        tally = hunt(operation.name, drawer.requests, reference, engine, budget, known=listed)
        tallies[operation.name] = tally
        compared += tally.sent - tally.skipped
        for finding in tally.findings:
            print_finding(finding, operation, root, cases, spec)
        for complaint in tally.complaints:
            print(f"{operation.name}: the search stopped early: {complaint}")
        print(summary_line(operation.name, tally))
        if arguments.first and tally.findings:
            print(f"stopped at the first difference: {len(claimed) - number - 1} operation(s) after it not tried")
            break
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


def seed_requests(cases: list[Case], operation: Operation[object, object]) -> list[JsonObject]:
    """The requests of the operation's cases that its request type reads: the requests varied from. Those the rules
    answer, refuse or turn away as an input error (a range whose modifiers bring it to 0, a roll beyond its die)
    all sit at the rules' edges; a request the schema does not allow holds a value that cannot be varied."""
    return [
        case.request
        for case in cases
        if case.operation == operation.name and ("error" not in case.expected or operation.is_readable(case.request))
    ]


def spec_cases(root: Path, rulesets: list[str]) -> list[Case]:
    """The cases of these rulesets: from the feature files when run in the project (they seed the requests
    and place findings), else from the corpus installed with the package (they only seed the requests)."""
    if not (root / "features").is_dir():
        return [case for case in current_corpus().cases if case.ruleset in rulesets]
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


def finding_name(finding: Finding) -> str:
    """A name saying what the answers differ in, in the request's words: the first field that differs,
    the reference's value and the engine's (``The hp loss of hits 0 is 3, not 5``), or the kinds of answer."""
    first = finding.difference.first
    engine = engine_answer(finding.reply)
    if not first:
        ours = told(finding.reference)
        return f"{ours[:1].upper()}{ours[1:]}, not {told(engine) if engine else 'no answer'}"
    parts = first.split(".")
    name = words(parts[-1])
    where = " ".join(words(part) for part in parts[:-1])
    ours = cell_text(value_at(finding.reference["result"], first))
    theirs = cell_text(value_at(cast(JsonObject, engine.get("result", {})), first))
    return f"The {name}{f' of {where}' if where else ''} is {ours}, not {theirs}"


def told(answer: JsonObject) -> str:
    """An answer as a scenario's title says it: ``answered``, ``refused by “The reaction pool”`` (the title of
    the rule's heading), ``an input error at hit rolls 0``, or how the engine failed."""
    kind = answer_kind(answer)
    body = answer[kind]
    if kind == "result":
        return "answered"
    if kind == "refused" and isinstance(body, dict):
        return f"refused by “{rule_title(str(body.get('rule')))}”"
    if kind == "error" and isinstance(body, dict):
        return f"an input error at {' '.join(words(part) for part in str(body.get('path')).split('.'))}"
    return words(kind)


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
        name=finding_name(finding),
        operation=finding.operation,
        request=finding.request,
        answer=finding.reference,
        fields=fields,
        defaults=defaults,
        first=finding.difference.first,
        engine=engine_answer(finding.reply),
    )
    print(f"\n== {finding.operation}: {finding.difference.summary}")
    print(f"   reference: {json.dumps(finding.reference, sort_keys=True)}")
    print(f"   engine:    {json.dumps(engine_answer(finding.reply), sort_keys=True)}")
    if finding.note:
        print(f"   {finding.note}")
    print(f"   known as:  {finding.operation} {finding.difference.signature}  (a line for --known)")
    if written.placement is None:
        print("\nScenario (no rule of the spec here to place it under; run in the project to place it):\n")
    else:
        placement = written.placement
        print(f"\nScenario: paste under `Rule: {placement.rule}` in {placement.source} ({placement.reason}):\n")
    print(written.text)
    if written.case is None:
        plain = json.dumps({"operation": finding.operation, "request": finding.request}, ensure_ascii=False)
        print("Replay:")
        print(f"  fawnarules fuzz --engine {shlex.quote(spec)} --replay {shlex.quote(plain)}")
        return
    case_json = json.dumps(TypeAdapter(Case).dump_python(written.case, mode="json"), sort_keys=True, ensure_ascii=False)
    print("Case (JSON):")
    print(f"  {case_json}")
    print("Replay:")
    print(f"  fawnarules fuzz --engine {shlex.quote(spec)} --replay {shlex.quote(case_json)}")
