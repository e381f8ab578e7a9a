"""The ``fawnarules`` command: one subcommand per module of :mod:`fawnarules.commands`.

Only the module of the command asked for is imported, so a command loads the rules, the
validation library or the protocol machinery only when it uses them; ``--help`` or a word
that names no command imports them all to list them.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import sys
from collections.abc import Sequence
from types import ModuleType

from fawnarules import __version__
from fawnarules.plain_text import plain_text

COMMANDS: tuple[str, ...] = (
    "call",
    "operations",
    "schema",
    "engine",
    "check",
    "fuzz",
    "odds",
    "export",
    "diff",
    "report",
    "lint",
)
"""The subcommands, in the order ``fawnarules --help`` lists them: each a module of :mod:`fawnarules.commands`."""


def command_module(name: str) -> ModuleType:
    """The module of :mod:`fawnarules.commands` that carries out the command ``name``."""
    return importlib.import_module(f"fawnarules.commands.{name}")


def chosen_commands(argv: Sequence[str]) -> tuple[str, ...]:
    """The commands the parser needs: the one named (the first word that is no option, as the top level
    takes no option with a value), or all of them when none is named."""
    word = next((word for word in argv if not word.startswith("-")), None)
    return (word,) if word in COMMANDS else COMMANDS


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="fawnarules", description="Rules, spec and reference engine.")
    parser.add_argument("--version", action="version", version=f"fawnarules {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name in chosen_commands(words):
        command = command_module(name)
        summary = plain_text((command.__doc__ or "").strip().splitlines()[0])
        # "`fawnarules check --engine SPEC`: run the spec's cases..." lists as "check   run the spec's cases...".
        listed = summary.partition("`: ")[2] or summary
        # What the command prints and its exit status, as its run function says.
        epilog = plain_text(inspect.cleandoc(command.run.__doc__ or ""))
        subparser = subparsers.add_parser(command.NAME, help=listed, description=summary, epilog=epilog)
        command.register(subparser)
        subparser.set_defaults(run=command.run)
    arguments = parser.parse_args(words)
    status: int = arguments.run(arguments)
    return status
