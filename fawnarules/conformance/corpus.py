"""The exported corpus: every case of the spec in one JSON file any test runner can read.

The file is the same, byte for byte, for the same feature files: keys are sorted, cases come
in file order of the sorted feature paths, and nothing depends on the time or the machine.
Its JSON Schema is generated from :class:`CaseFile`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import TypeAdapter

from fawnarules.record import Record
from fawnarules.spec.case import Case

FORMAT: Literal["fawnarules-cases"] = "fawnarules-cases"
VERSION: Literal[1] = 1


@dataclass(frozen=True)
class CaseFile(Record):
    """The corpus: a format name and version, then the cases.

    To replay a case: send ``request`` to ``operation``; the engine passes when its answer has
    every field of ``expected`` with the same value (objects may hold more fields than listed;
    lists must have exactly the listed items).
    """

    format: Literal["fawnarules-cases"]
    version: Literal[1]
    cases: tuple[Case, ...]


@cache
def case_file_adapter() -> TypeAdapter[CaseFile]:
    """Reads and checks a corpus file."""
    return TypeAdapter(CaseFile)


def corpus_text(cases: list[Case]) -> str:
    """The corpus file's text for ``cases``."""
    data = case_file_adapter().dump_python(CaseFile(FORMAT, VERSION, tuple(cases)), mode="json")
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def read_corpus(path: Path) -> list[Case]:
    """The cases of a corpus file."""
    return list(case_file_adapter().validate_json(path.read_bytes(), strict=True).cases)


def corpus_schema() -> dict[str, object]:
    """The JSON Schema of the corpus file, generated from :class:`CaseFile`."""
    return {
        **case_file_adapter().json_schema(),
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"fawnarules cases v{VERSION}",
    }
