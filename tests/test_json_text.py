"""JSON on the wire: read and written through pydantic-core, yet the same data as the standard library's."""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fawnarules.json_text import json_bytes, read_json, strict_json
from tests.budget import budget

EXAMPLES = budget(everyday=60, thorough=2000)

ODD_TEXT = st.lists(
    st.sampled_from(["a", "\\", '"', "é", "🦊", "\ud800", "\udfff", "\x00", "\n", "NaN", "Infinity"]), max_size=4
).map("".join)
"""Texts of the characters that make JSON tricky: escapes, lone surrogates, control characters, a word like a number."""

NUMBERS = st.one_of(
    st.integers(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True),
)

JSON_DATA = st.recursive(
    st.none() | st.booleans() | NUMBERS | ODD_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(ODD_TEXT, inner, max_size=4),
    max_leaves=20,
)

NUMBER_SPELLINGS = st.from_regex(r"\A-?(0|[1-9][0-9]{0,30})(\.[0-9]{1,30})?([eE][+-]?[0-9]{1,4})?\Z")
"""Numbers as JSON spells them, with more digits than a float holds and exponents past its range."""

LINE_PIECES = st.sampled_from(
    ['{"a": ', "[", "]", "{", "}", ",", ":", '"\\ud800"', '"\\ud83e\\udd8a"', '"é"', "NaN", "-Infinity", "1", " "]
)


def same_data(first: object, second: object) -> bool:
    """Whether two values read from JSON are the same data: same types, same order, ``NaN`` equal to ``NaN``."""
    if isinstance(first, float) and isinstance(second, float) and math.isnan(first):
        return math.isnan(second)
    if type(first) is not type(second):
        return False
    if isinstance(first, dict) and isinstance(second, dict):
        return list(first) == list(second) and all(same_data(first[key], second[key]) for key in first)
    if isinstance(first, list) and isinstance(second, list):
        return len(first) == len(second) and all(map(same_data, first, second))
    return first == second


def outcome(read: object, text: bytes) -> tuple[str, object]:
    """What a reader made of ``text``: its data, or the type and words of its error."""
    try:
        return "read", read(text)  # type: ignore[operator]
    except (ValueError, RecursionError) as error:
        return type(error).__name__, str(error)


@settings(max_examples=EXAMPLES, deadline=None)
@given(JSON_DATA)
def test_json_is_written_as_the_same_data_as_the_standard_library_writes(data: object) -> None:
    try:
        expected = json.loads(strict_json(data))
    except ValueError as error:
        with pytest.raises(ValueError, match=re.escape(str(error))):
            json_bytes(data)
        return
    assert same_data(json.loads(json_bytes(data)), expected)


@settings(max_examples=EXAMPLES, deadline=None)
@given(JSON_DATA, st.booleans())
def test_a_line_is_read_as_the_standard_library_reads_it(data: object, ascii_only: bool) -> None:
    line = json.dumps(data, ensure_ascii=ascii_only).encode(errors="surrogatepass")
    ours, theirs = outcome(read_json, line), outcome(json.loads, line)
    assert ours[0] == theirs[0]
    assert same_data(ours[1], theirs[1])


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(NUMBER_SPELLINGS, min_size=1, max_size=5))
def test_numbers_are_read_to_the_same_value(spellings: list[str]) -> None:
    line = f"[{', '.join(spellings)}]".encode()
    assert same_data(read_json(line), json.loads(line))


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(LINE_PIECES, max_size=12), st.sampled_from([b"", b"\xef\xbb\xbf", b"\xff"]))
def test_a_broken_line_gets_the_standard_librarys_answer_or_error(pieces: list[str], prefix: bytes) -> None:
    line = prefix + "".join(pieces).encode()
    ours, theirs = outcome(read_json, line), outcome(json.loads, line)
    assert ours[0] == theirs[0]
    assert ours[0] != "read" or same_data(ours[1], theirs[1])
    assert ours[0] == "read" or ours[1] == theirs[1]


def test_nesting_past_the_fast_readers_reach_is_read_as_before() -> None:
    deep = b"[" * 300 + b"]" * 300
    assert same_data(read_json(deep), json.loads(deep))
    deeper = b"[" * 100_000 + b"]" * 100_000
    assert outcome(read_json, deeper)[0] == outcome(json.loads, deeper)[0] == "RecursionError"


@dataclass(frozen=True)
class Note:
    text: str
    items: tuple[object, ...] = ()
    inner: Note | None = None


@pytest.mark.parametrize("text", ["plain", "lone \ud800"], ids=["fast-writer", "standard-library"])
def test_a_dataclass_is_written_as_an_object_of_its_fields_by_either_writer(text: str) -> None:
    note = Note(text, (1, [None]), Note("inner"))
    assert json.loads(json_bytes(note)) == {
        "text": text,
        "items": [1, [None]],
        "inner": {"text": "inner", "items": [], "inner": None},
    }
