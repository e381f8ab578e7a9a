"""``fawnarules odds OPERATION``: the exact chance of each outcome when some dice or cards are left open."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from fawnarules.engine import ReferenceEngine
from fawnarules.odds.distribution import Distribution, InProcess, check_fields, distribution
from fawnarules.odds.enumeration import LIMIT, OPEN, OddsError, Plan, plan
from fawnarules.odds.report import text_table

NAME = "odds"

EPILOG = f"""\
Write "{OPEN}" (or {{"open": true}}) in place of a die or card the request rolls or draws; every way the
open fields can fall is sent to the engine, and the chance of each outcome is added up exactly.
Refusals and input errors are outcomes of their own. At most {LIMIT:,} combinations.

example:
  echo '{{"check": {{"action": "other", "dr": 12, "rolls": ["{OPEN}"]}}}}' |
    fawnarules odds falchion.resolve_check --field success
"""


def register(parser: argparse.ArgumentParser) -> None:
    """The operation, the request, the result fields to count, the format and the engine."""
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = f"{EPILOG}\n{parser.epilog or ''}"
    parser.add_argument("operation", help="for example falchion.resolve_check")
    parser.add_argument(
        "--request", metavar="FILE", type=Path, help="a file holding the request (default: standard input)"
    )
    parser.add_argument(
        "--field",
        action="append",
        default=[],
        metavar="FIELD",
        help="a result field to count, dotted for a nested one (repeat it for a joint table)",
    )
    parser.add_argument("--json", action="store_true", help="print the distribution as JSON, chances as fractions")
    parser.add_argument(
        "--engine",
        metavar="SPEC",
        default=None,
        help="the engine that answers, as for `fawnarules check` (default: the reference engine)",
    )
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds per answer of a cmd: engine (default 2)")


def run(arguments: argparse.Namespace) -> int:
    """Prints a table of outcomes, each with its exact chance and a percentage (or JSON with --json).
    Exits 0, 1 when the engine answered no combination at all, 2 on bad input (a marker on a field
    that is no die, too many combinations, an unknown field or operation) with the reason on stderr."""
    try:
        text = arguments.request.read_text(encoding="utf-8") if arguments.request else sys.stdin.read()
        request = json.loads(text)
        planned = plan(arguments.operation, request)
        check_fields(planned.operation, arguments.field)
        if arguments.engine in (None, "reference"):
            counted = distribution(InProcess(ReferenceEngine()), planned, arguments.field)
        else:
            counted = distribution_by_spec(arguments.engine, arguments.timeout, planned, arguments.field)
    except (OddsError, OSError, ValueError) as error:
        print(f"fawnarules odds: {error}", file=sys.stderr)
        return 2
    if arguments.json:
        print(json.dumps(counted.as_json(), indent=2))
    else:
        sys.stdout.write(text_table(counted, planned.open_paths))
    return 1 if all(outcome.kind == "engine" for outcome, _ in counted.rows) else 0


def distribution_by_spec(spec: str, timeout: float, planned: Plan, fields: list[str]) -> Distribution:
    """The enumeration sent to the engine ``spec`` names, through the runner of ``fawnarules check``."""
    # Imported here so that the reference engine does not pay for the protocol machinery.
    from fawnarules.conformance.subject import engine_from_spec  # noqa: PLC0415

    engine = engine_from_spec(spec, timeout)
    try:
        return distribution(engine, planned, fields)
    finally:
        engine.close()
