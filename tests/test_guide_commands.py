"""The contributing guide's commands still run: each ``make`` target it names exists, each ``fawnarules`` command is
one the program has, and each path it hands pytest is there."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from fawnarules.cli import COMMANDS

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "contributing.md"
SHELL_BLOCK = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)
INLINE_COMMAND = re.compile(r"`((?:make|\.venv/bin/\w+) [^`]*|make \w+)`")
TARGET = re.compile(r"^(?P<target>[^\s:#=]+):", re.M)
VARIABLE = re.compile(r"^(?P<name>[A-Z]+) :?= (?P<value>\S+)$", re.M)


def make_targets(makefile: str) -> set[str]:
    """The Makefile's targets, its variables (``$(VENV)/.installed``) written out."""
    variables = dict(VARIABLE.findall(makefile))
    targets = set(TARGET.findall(makefile))
    for _ in range(3):  # a variable's value may name another
        targets = {re.sub(r"\$\((\w+)\)", lambda name: variables.get(name[1], name[0]), target) for target in targets}
    return targets


def guide_commands() -> list[list[str]]:
    """Every command of the guide, from its shell blocks and its inline code, as words (comments left out)."""
    text = GUIDE.read_text(encoding="utf-8")
    lines = [line for block in SHELL_BLOCK.findall(text) for line in block.splitlines()]
    lines += INLINE_COMMAND.findall(text)
    return [shlex.split(line, comments=True) for line in lines if line.strip()]


def command_problems(words: list[str], targets: set[str]) -> list[str]:
    """What in one command names nothing: a missing ``make`` target, ``fawnarules`` command or pytest path."""
    program, *arguments = words
    if program == "make":
        return [f"make {word}: no such target" for word in arguments if "=" not in word and word not in targets]
    if program.endswith("bin/fawnarules") and arguments and not arguments[0].startswith("-"):
        return [] if arguments[0] in COMMANDS else [f"fawnarules {arguments[0]}: no such command"]
    if program.endswith("bin/pytest"):
        paths = [word for word in arguments if word.startswith(("tests/", "docs/")) and "<" not in word]
        return [f"pytest {path}: no such file" for path in paths if not (ROOT / path).exists()]
    return []


def test_every_command_of_the_guide_names_what_exists() -> None:
    targets = make_targets((ROOT / "Makefile").read_text(encoding="utf-8"))
    commands = guide_commands()
    assert len(commands) > 20
    problems = [problem for words in commands for problem in command_problems(words, targets)]
    assert problems == []


def test_a_command_naming_nothing_is_found() -> None:
    targets = {"quick"}
    assert command_problems(["make", "quick", "OPTIONS=-x"], targets) == []
    assert command_problems(["make", "quik"], targets) == ["make quik: no such target"]
    assert command_problems([".venv/bin/fawnarules", "lnt"], targets) == ["fawnarules lnt: no such command"]
    assert command_problems([".venv/bin/pytest", "tests/test_gone.py"], targets) == [
        "pytest tests/test_gone.py: no such file"
    ]
