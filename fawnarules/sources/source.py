"""Reading a source file of the project (a docs page, a feature file) as text, or saying exactly why not.

Every command that reads the docs or the spec reads through :func:`read_source`, so a file
that is not plain UTF-8 text is named the same way everywhere: ``file:line: what — how to fix``.
"""

from __future__ import annotations

import re
from pathlib import Path

from fawnarules.sources.problem import Problem, ProblemKind

BYTE_ORDER_MARK = b"\xef\xbb\xbf"
BARE_CR = re.compile("\r(?!\n)")
MAX_SOURCE_BYTES = 4 * 1024 * 1024
"""A docs page or a feature file is a few kilobytes; anything near this size is a mistake."""


class SourceError(ValueError):
    """A docs page or feature file that cannot be read or parsed; its message is one ``file:line: …`` per problem."""

    def __init__(self, problems: tuple[Problem, ...]) -> None:
        super().__init__("\n".join(map(str, problems)))
        self.problems = problems

    @classmethod
    def at(cls, path: str, line: int, what: str, fix: str) -> SourceError:
        """The error of a single problem."""
        return cls((unreadable(path, line, what, fix),))


def unreadable(path: str, line: int, what: str, fix: str) -> Problem:
    """A problem with reading or parsing a source file."""
    return Problem(Path(path), line, ProblemKind.UNREADABLE_SOURCE, what, fix)


def decode_source(shown: str, data: bytes) -> str:
    """The text of a source file's bytes; ``shown`` is its path as messages name it."""
    if len(data) > MAX_SOURCE_BYTES:
        raise too_long(shown, len(data))
    if b"\0" in data:
        line = data[: data.index(b"\0")].count(b"\n") + 1
        raise SourceError.at(shown, line, "this is a binary file, not text", "replace it with a UTF-8 text file")
    if data.startswith(BYTE_ORDER_MARK):
        raise SourceError.at(
            shown, 1, "the file starts with a UTF-8 byte-order mark", "save it as UTF-8 without BOM (byte-order mark)"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SourceError.at(
            shown,
            line,
            f"byte {data[error.start]:#04x} is not UTF-8",
            "save the file as UTF-8 (your editor's encoding setting)",
        ) from None
    bare = BARE_CR.search(text)
    if bare is not None:
        # Readers disagree on a lone CR: Gherkin's parser reads one line, Python's splitlines many.
        raise SourceError.at(
            shown,
            text.count("\n", 0, bare.start()) + 1,
            "a line ends in a bare carriage return (CR), which not every reader takes for a line break",
            "save the file with LF (or CRLF) line endings (your editor's line-ending setting)",
        )
    return text


def read_source(path: Path, shown: str | None = None) -> str:
    """The text of ``path`` (named ``shown`` in messages, its own path by default)."""
    name = shown if shown is not None else path.as_posix()
    try:
        if path.stat().st_size > MAX_SOURCE_BYTES:
            raise too_long(name, path.stat().st_size)
        data = path.read_bytes()
    except OSError as error:
        raise SourceError.at(name, 1, f"cannot read the file: {error.strerror}", "check that it exists") from None
    return decode_source(name, data)


def too_long(shown: str, size: int) -> SourceError:
    """The error of a file too long to be a source file."""
    return SourceError.at(
        shown, 1, f"the file is {size:,} bytes long", f"split it: a source file stays under {MAX_SOURCE_BYTES:,} bytes"
    )
