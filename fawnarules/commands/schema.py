"""``fawnarules schema OPERATION``: the JSON Schemas of one operation's request and result."""

from __future__ import annotations

import argparse
import json
import sys

from fawnarules.engine import find_operation
from fawnarules.plain_text import plain_schema

NAME = "schema"


def register(parser: argparse.ArgumentParser) -> None:
    """The operation's name."""
    parser.add_argument("operation", help="for example reactions.resolve_attack")


def run(arguments: argparse.Namespace) -> int:
    """Print `{"request": ..., "result": ...}` with plain-text descriptions; an unknown operation exits 2."""
    found = find_operation(arguments.operation)
    if found is None:
        print(f"fawnarules: unknown operation {arguments.operation!r}", file=sys.stderr)
        return 2
    schemas = {"request": found.request_schema(), "result": found.result_schema()}
    print(json.dumps(plain_schema(schemas), indent=2))
    return 0
