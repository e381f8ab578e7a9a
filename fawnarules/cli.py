"""The ``fawnarules`` command: one subcommand per module of :mod:`fawnarules.commands`."""

from __future__ import annotations

import argparse
import inspect
from collections.abc import Sequence
from types import ModuleType

from fawnarules import __version__
from fawnarules.commands import call, check, diff, engine, export, fuzz, lint, odds, operations, report, schema
from fawnarules.plain_text import plain_text

COMMANDS: tuple[ModuleType, ...] = (call, operations, schema, engine, check, fuzz, odds, export, diff, report, lint)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = argparse.ArgumentParser(prog="fawnarules", description="Rules, spec and reference engine.")
    parser.add_argument("--version", action="version", version=f"fawnarules {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        summary = plain_text((command.__doc__ or "").strip().splitlines()[0])
        # "`fawnarules check --engine SPEC`: run the spec's cases..." lists as "check   run the spec's cases...".
        listed = summary.partition("`: ")[2] or summary
        # What the command prints and its exit status, as its run function says.
        epilog = plain_text(inspect.cleandoc(command.run.__doc__ or ""))
        subparser = subparsers.add_parser(command.NAME, help=listed, description=summary, epilog=epilog)
        command.register(subparser)
        subparser.set_defaults(run=command.run)
    arguments = parser.parse_args(argv)
    status: int = arguments.run(arguments)
    return status
