"""The ``fawnarules`` command: one subcommand per module of :mod:`fawnarules.commands`."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from types import ModuleType

from fawnarules import __version__
from fawnarules.commands import call, check, engine, export, lint, odds, operations, schema

COMMANDS: tuple[ModuleType, ...] = (call, operations, schema, engine, check, export, lint, odds)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = argparse.ArgumentParser(prog="fawnarules", description="Rules, spec and reference engine.")
    parser.add_argument("--version", action="version", version=f"fawnarules {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        summary = (command.__doc__ or "").strip().splitlines()[0]
        subparser = subparsers.add_parser(command.NAME, help=summary, description=summary)
        command.register(subparser)
        subparser.set_defaults(run=command.run)
    arguments = parser.parse_args(argv)
    status: int = arguments.run(arguments)
    return status
