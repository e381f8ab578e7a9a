"""The ``fawnarules`` command: one subcommand per module of :mod:`fawnarules.commands`.

Only the module of the command asked for is imported, so a command loads the rules, the
validation library or the protocol machinery only when it uses them; ``--help`` or a word
that names no command imports none of them: it lists each by the first line of its module's
docstring, read from the source.

A reader that stops reading (``fawnarules schema ... | head -1``) ends the command quietly with
the status of a program the closed pipe stopped, 141, as ``yes | head -1`` leaves ``yes``.
"""

from __future__ import annotations

import argparse
import ast
import gc
import importlib
import inspect
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from fawnarules import __version__
from fawnarules.plain_text import plain_text

COMMANDS: tuple[str, ...] = (
    "call",
    "operations",
    "schema",
    "engine",
    "check",
    "smoke",
    "fuzz",
    "odds",
    "export",
    "diff",
    "report",
    "archive",
    "release",
    "lint",
)
"""The subcommands, in the order ``fawnarules --help`` lists them: each a module of :mod:`fawnarules.commands`."""

COMMANDS_FOLDER = Path(__file__).resolve().parent / "commands"

INTERRUPTED = 130
"""The exit status of a command stopped by Ctrl-C, as shells report it (128 + SIGINT)."""
PIPE_CLOSED = 141
"""The exit status when standard output was closed by its reader: 128 + SIGPIPE, as a shell reports it."""


def chosen_command(argv: Sequence[str]) -> str | None:
    """The command named: the first word that is no option (the top level takes no option with a value)."""
    word = next((word for word in argv if not word.startswith("-")), None)
    return word if word in COMMANDS else None


def summary(docstring: str) -> str:
    """The first line of a command module's docstring, in plain text."""
    return plain_text(docstring.strip().splitlines()[0])


def listed_summary(name: str) -> str:
    """What ``fawnarules --help`` says of a command, read from its module's source without importing it:
    "`fawnarules check --engine SPEC`: run the spec's cases..." lists as "run the spec's cases..."."""
    tree = ast.parse((COMMANDS_FOLDER / f"{name}.py").read_text(encoding="utf-8"))
    first_line = summary(ast.get_docstring(tree) or name)
    return first_line.partition("`: ")[2] or first_line


@contextmanager
def collector_paused(*, keep_loaded: bool) -> Iterator[None]:
    """Python's cycle collector paused while a command's modules load. They build objects that live as long as
    the command, which the collector would otherwise walk again and again; with ``keep_loaded`` (the command's
    own process) they are then set aside for good (``gc.freeze``), which takes about a tenth off a short
    command such as ``fawnarules odds`` of one roll. The collector is on again before the command runs."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if keep_loaded:
            gc.freeze()
        if collecting:
            gc.enable()


def add_command(subparsers: argparse._SubParsersAction[argparse.ArgumentParser], name: str) -> None:
    """The full parser of the command ``name``: its module imported, its arguments registered."""
    command = importlib.import_module(f"fawnarules.commands.{name}")
    described = summary(command.__doc__ or name)
    # What the command prints and its exit status, as its run function says.
    epilog = plain_text(inspect.cleandoc(command.run.__doc__ or ""))
    subparser = subparsers.add_parser(command.NAME, description=described, epilog=epilog)
    command.register(subparser)
    subparser.set_defaults(run=command.run)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="fawnarules", description="Rules, spec and reference engine.")
    parser.add_argument("--version", action="version", version=f"fawnarules {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    named = chosen_command(words)
    if named is None:
        for name in COMMANDS:
            subparsers.add_parser(name, help=listed_summary(name))
    else:
        # Only the command's own process sets what it loaded aside: a program calling main keeps its collector.
        with collector_paused(keep_loaded=argv is None):
            add_command(subparsers, named)
    arguments = parser.parse_args(words)
    try:
        status: int = arguments.run(arguments)
        sys.stdout.flush()
    except BrokenPipeError:
        # Nothing more can be written, not even at exit: point standard output at nothing.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return PIPE_CLOSED
    except KeyboardInterrupt:
        # Ctrl-C before a command had anything to report (a check reports what it reached itself).
        print(f"fawnarules {arguments.command}: interrupted", file=sys.stderr)
        return INTERRUPTED
    return status
