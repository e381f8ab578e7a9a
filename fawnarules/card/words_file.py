"""What the TOML reader says of a words file that does not read, in a contributor's words.

``words.toml`` is edited by hand when a rulebook's cards need a new game word. The reader's messages
(``Expected '=' after a key in a key/value pair (at line 3, column 5)``) become the line of the file, what is wrong
on it, and how a line of the file is written.
"""

from __future__ import annotations

import re
import tomllib

PLACE = re.compile(r"^(?P<message>.*) \(at line (?P<line>[0-9]+), column [0-9]+\)$")
LINE_HELP = 'each line is "game words" = "engine value", under a [<rulebook>.values] heading'
TOML_WORDS = {
    "Invalid value": ("a name has no value after its '='", 'write its value in double quotes: "engine value"'),
    "Expected '=' after a key in a key/value pair": ("this line is not a name, '=' and a value", LINE_HELP),
    "Cannot overwrite a value": ("these game words are given twice", "keep one of the two lines"),
    "Illegal character": ("a text in quotes runs past the end of its line", "close its double quotes on its line"),
    "Expected newline or end of document after a statement": (
        "this line goes on after its value",
        "put each pair of words on a line of its own",
    ),
}


class WordsError(ValueError):
    """A words file that does not read: no card's words can be made out until it is fixed."""

    def __init__(self, shown: str, line: int, what: str, fix: str) -> None:
        super().__init__(f"{shown}:{line}: {what} — {fix}")
        self.shown, self.line, self.what, self.fix = shown, line, what, fix


def words_error(shown: str, error: tomllib.TOMLDecodeError) -> WordsError:
    """The reader's error at its line, in a contributor's words; ``shown`` is the file's name in messages."""
    place = PLACE.match(str(error))
    message, line = (place["message"], int(place["line"])) if place else (str(error), 1)
    what, fix = next(
        (words for phrase, words in TOML_WORDS.items() if message.startswith(phrase)),
        (f"the file does not read as TOML: {message}", LINE_HELP),
    )
    return WordsError(shown, line, what, fix)
