"""``fawnarules odds OPERATION``: the exact chance of each outcome when some dice or cards are left open."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from fawnarules.engine import ReferenceEngine
from fawnarules.odds.distribution import InProcess, Runner
from fawnarules.odds.enumeration import LIMIT, OPEN, OddsError
from fawnarules.odds.question import POLICIES, Question, parse_question, single
from fawnarules.odds.report import sweep_json, sweep_table, text_table
from fawnarules.odds.sweep import Sweep, ask

NAME = "odds"

BuildQuestion = Callable[[object], Question]
"""How one point of what was written (a request, or a chained question) becomes a question."""

EPILOG = f"""\
Write "{OPEN}" (or {{"open": true}}) in place of a die or card the request rolls or draws; every way the
open fields can fall is sent to the engine, and the chance of each outcome is added up exactly.
Refusals and input errors are outcomes of their own. At most {LIMIT:,} combinations.

A choice the player makes (a reroll, a gambit, help) needs a policy: --policy "check.reroll=on a failure"
(policies: {", ".join(POLICIES)}, or "when VALUE"). A number written {{"range": [8, 16]}} asks the
question once per value. --question FILE asks a chained question (steps, start, repeat, ask; see the docs).

examples:
  echo '{{"check": {{"action": "other", "dr": 12, "rolls": ["{OPEN}"]}}}}' |
    fawnarules odds falchion.resolve_check --field success
  echo '{{"ability": 1, "roll": "{OPEN}", "help_reroll": "{OPEN}"}}' |
    fawnarules odds awoudan.make_check --field success --policy "help_reroll=on a failure"
"""


def register(parser: argparse.ArgumentParser) -> None:
    """The operation, the request, the result fields to count, the policies, the format and the engine."""
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = f"{EPILOG}\n{parser.epilog or ''}"
    parser.add_argument("operation", nargs="?", help="for example falchion.resolve_check (not with --question)")
    parser.add_argument(
        "--request", metavar="FILE", type=Path, help="a file holding the request (default: standard input)"
    )
    parser.add_argument(
        "--question", metavar="FILE", type=Path, help="a file holding a chained question, instead of an operation"
    )
    parser.add_argument(
        "--field",
        action="append",
        default=[],
        metavar="FIELD",
        help="a result field to count, dotted for a nested one (repeat it for a joint table)",
    )
    parser.add_argument(
        "--policy",
        action="append",
        default=[],
        metavar="CHOICE=POLICY",
        help='when the player takes a choice left open, such as "check.reroll=on a failure"',
    )
    parser.add_argument("--json", action="store_true", help="print the distribution as JSON, chances as fractions")
    parser.add_argument(
        "--engine",
        metavar="SPEC",
        help="the engine that answers, as for `fawnarules check` (default: the reference engine)",
    )
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds per answer of a cmd: engine (default 2)")


def run(arguments: argparse.Namespace) -> int:
    """Prints a table of outcomes, each with its exact chance and a percentage (or JSON with --json).
    Exits 0, 1 when the engine answered no combination at all, 2 on bad input (a marker on a field
    that is no die, a choice with no policy, too many combinations, an unknown field or operation) with
    the reason on stderr."""
    try:
        written, build = question_of(arguments)
        answered = answer_by_spec(arguments.engine, arguments.timeout, written, build)
    except (OddsError, OSError, ValueError) as error:
        print(f"fawnarules odds: {error}", file=sys.stderr)
        return 2
    if arguments.json:
        print(json.dumps(sweep_json(answered), indent=2))
    else:
        sys.stdout.write(sweep_table(answered) if answered.axes else text_table(answered.single))
    rows = [outcome for _, counted in answered.points for outcome, _ in counted.rows]
    return 1 if all(outcome.kind == "engine" for outcome in rows) else 0


def question_of(arguments: argparse.Namespace) -> tuple[object, BuildQuestion]:
    """What was written (a request, or a chained question) and how one point of it becomes a question."""
    if arguments.question is not None:
        if arguments.operation or arguments.field or arguments.policy:
            raise OddsError("--question holds its steps and what it asks: give no operation, --field or --policy")
        return json.loads(arguments.question.read_text(encoding="utf-8")), parse_question
    if not arguments.operation:
        raise OddsError("name an operation, such as falchion.resolve_check, or give --question FILE")
    text = arguments.request.read_text(encoding="utf-8") if arguments.request else sys.stdin.read()
    policies = dict(parsed_policy(text) for text in arguments.policy)
    operation, fields = arguments.operation, arguments.field
    return json.loads(text), lambda request: single(operation, request, fields, policies)


def parsed_policy(text: str) -> tuple[str, str]:
    """``check.reroll=on a failure``: a choice and its policy."""
    path, equals, policy = text.partition("=")
    if not equals or not path.strip() or not policy.strip():
        raise OddsError(f'--policy {text!r}: write the choice, "=" and the policy, such as "check.reroll=on a failure"')
    return path.strip(), policy.strip()


def answer_by_spec(spec: str | None, timeout: float, written: object, build: BuildQuestion) -> Sweep:
    """The question answered by the engine ``spec`` names, through the runner of ``fawnarules check`` (or, by
    default, the reference engine in this process)."""
    if spec in (None, "reference"):
        return ask(written, build, InProcess(ReferenceEngine()))
    # Imported here so that the reference engine does not pay for the protocol machinery.
    from fawnarules.conformance.subject import engine_from_spec  # noqa: PLC0415

    engine = engine_from_spec(spec, timeout)
    runner: Runner = engine
    try:
        return ask(written, build, runner)
    finally:
        engine.close()
