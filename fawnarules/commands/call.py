"""``fawnarules call OPERATION``: answer one request read as JSON from standard input."""

from __future__ import annotations

import argparse
import json
import sys

from fawnarules.engine import ReferenceEngine
from fawnarules.limits import MAX_DEPTH, place_too_deep
from fawnarules.operation import input_error

NAME = "call"


def register(parser: argparse.ArgumentParser) -> None:
    """The operation's name."""
    parser.add_argument("operation", help="for example reactions.resolve_attack")


def run(arguments: argparse.Namespace) -> int:
    """Print the engine's answer as strict JSON; an input error (text that is not JSON, an unknown operation)
    exits 1."""
    text = sys.stdin.read()
    try:
        request = json.loads(text)
    except ValueError as error:
        print(json.dumps(input_error("", f"the request is not JSON: {error}")))
        return 1
    except RecursionError:
        print(json.dumps(input_error(place_too_deep(text) or "", f"nested more than {MAX_DEPTH} levels deep")))
        return 1
    answer = ReferenceEngine().call(arguments.operation, request)
    print(json.dumps(answer, indent=2, allow_nan=False))
    return 1 if "error" in answer else 0
