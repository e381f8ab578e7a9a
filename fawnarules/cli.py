"""The ``fawnarules`` command: answer operations, list them and print their JSON Schemas."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from fawnarules import __version__
from fawnarules.engine import ReferenceEngine, all_operations, find_operation


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = argparse.ArgumentParser(prog="fawnarules", description=__doc__)
    parser.add_argument("--version", action="version", version=f"fawnarules {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    call = commands.add_parser("call", help="answer one operation; the request is JSON on standard input")
    call.add_argument("operation", help="for example reactions.resolve_attack")
    commands.add_parser("operations", help="list every operation with its summary")
    schema = commands.add_parser("schema", help="print the JSON Schemas of one operation")
    schema.add_argument("operation")
    arguments = parser.parse_args(argv)

    if arguments.command == "operations":
        for operation in all_operations():
            print(f"{operation.name}\t{operation.summary}")
        return 0
    if arguments.command == "schema":
        found = find_operation(arguments.operation)
        if found is None:
            print(f"fawnarules: unknown operation {arguments.operation!r}", file=sys.stderr)
            return 2
        print(json.dumps({"request": found.request_schema(), "result": found.result_schema()}, indent=2))
        return 0
    try:
        request = json.load(sys.stdin)
    except ValueError as error:
        print(json.dumps({"error": {"path": "", "message": f"the request is not JSON: {error}"}}))
        return 1
    print(json.dumps(ReferenceEngine().call(arguments.operation, request), indent=2))
    return 0
