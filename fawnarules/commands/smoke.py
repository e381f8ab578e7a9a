"""`fawnarules smoke --engine SPEC`: the handshake and one case of each claimed operation, in seconds, with advice."""

from __future__ import annotations

import argparse
import sys
import time

from fawnarules.commands.check import seconds
from fawnarules.conformance.current import current_corpus
from fawnarules.conformance.process import DEFAULT_TIMEOUT, START_TIMEOUT
from fawnarules.conformance.report import engine_title
from fawnarules.conformance.smoke import advice, first_cases, sample_line, samples
from fawnarules.conformance.subject import (
    ENGINE_VARIABLE,
    SpecError,
    default_spec,
    engine_from_spec,
    start_failure,
    unknown_operations,
)

NAME = "smoke"


def register(parser: argparse.ArgumentParser) -> None:
    """The engine, and the waits for its start and each answer."""
    parser.add_argument(
        "--engine",
        metavar="SPEC",
        help=f"cmd:<command line>, python:package.module:attribute or reference (default: ${ENGINE_VARIABLE})",
    )
    parser.add_argument(
        "--timeout", type=seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS", help="seconds per answer"
    )
    parser.add_argument(
        "--start-timeout",
        type=seconds,
        default=START_TIMEOUT,
        metavar="SECONDS",
        help="seconds the engine may take to start and answer the handshake",
    )


def run(arguments: argparse.Namespace) -> int:
    """Print the handshake, one line per claimed operation and advice. Exit 0 when every sample passed, 1 when
    one did not or the engine claims nothing, 2 when the engine does not start."""
    spec = arguments.engine or default_spec()
    cases = list(current_corpus().cases)
    operations = list(first_cases(cases))
    try:
        engine = engine_from_spec(spec, arguments.timeout, start_timeout=arguments.start_timeout)
    except SpecError as error:
        print(f"fawnarules smoke: {error}", file=sys.stderr)
        return 2
    began = time.monotonic()
    try:
        failure = start_failure(engine)
        if failure:
            print(f"fawnarules smoke: {spec}: {failure}", file=sys.stderr)
            return 2
        described = engine.describe()
        print(f"engine:  {engine_title(described)}, started in {time.monotonic() - began:.2f} s")
        claimed = [operation for operation in operations if engine.supports(operation)]
        print(f"claims:  {len(claimed)} of the spec's {len(operations)} operations")
        for warning in unknown_operations(described, operations):
            print(f"warning: {warning}")
        found = list(samples(cases, engine))
    finally:
        engine.close()
    print()
    for sample in found:
        print(sample_line(sample))
    print()
    for line in advice(found, operations, claimed, spec):
        print(f"next:    {line}")
    return 0 if found and all(sample.result.status == "passed" for sample in found) else 1
