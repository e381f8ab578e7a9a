"""The exported corpus: every case of the spec in one JSON file any test runner can read.

The file is the same, byte for byte, for the same feature files: keys are sorted, cases come
in file order of the sorted feature paths, and nothing depends on the time or the machine.
Its JSON Schema is generated from :class:`CaseFile`.

The corpus carries the spec's version, :data:`SPEC_VERSION`, which follows semantic versioning
over what an engine is checked against (:mod:`fawnarules.conformance.diff`): a case whose
expected answer or request changes, or that disappears, makes a major version; a new case a
minor one. The corpus of the features is built into the package when a wheel is built
(:data:`PACKAGED_CORPUS`), so an installed checker needs no checkout.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import TypeAdapter, ValidationError

from fawnarules.json_text import first_non_finite
from fawnarules.operation import json_message
from fawnarules.record import DescribedSchema, Record
from fawnarules.sources.case import Case, CaseError

FORMAT: Literal["fawnarules-cases"] = "fawnarules-cases"
VERSION: Literal[1] = 1
"""The version of the file format (not of the spec)."""

SPEC_VERSION = "2.4.0"
"""The spec's version: the one place it is written. See docs/conformance/changelog.md."""

PACKAGED_CORPUS = Path(__file__).resolve().parent.parent / "data" / "cases.json"
"""The corpus of :data:`SPEC_VERSION`, installed with the package."""


@dataclass(frozen=True)
class CaseFile(Record):
    """The corpus: a format name and version, the spec's version, then the cases.

    To replay a case: send ``request`` to ``operation``; the engine passes when its answer has
    every field of ``expected`` with the same value (objects may hold more fields than listed;
    lists must have exactly the listed items).
    """

    format: Literal["fawnarules-cases"]
    version: Literal[1]
    cases: tuple[Case, ...]
    spec_version: str = ""


@cache
def case_file_adapter() -> TypeAdapter[CaseFile]:
    """Reads and checks a corpus file."""
    return TypeAdapter(CaseFile)


def corpus_text(cases: list[Case], spec_version: str = SPEC_VERSION) -> str:
    """The corpus file's text for ``cases``."""
    return json.dumps(corpus_data(cases, spec_version), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def corpus_line(cases: list[Case], spec_version: str = SPEC_VERSION) -> str:
    """The corpus file's data on one line, keys sorted as the file has them: what reads back as the file does,
    written many times faster (JSON's indented writer is Python's own, its one-line writer is compiled)."""
    return json.dumps(corpus_data(cases, spec_version), sort_keys=True, ensure_ascii=False)


def corpus_data(cases: list[Case], spec_version: str) -> object:
    """The corpus as JSON data."""
    return case_file_adapter().dump_python(CaseFile(FORMAT, VERSION, tuple(cases), spec_version), mode="json")


def read_case_file(path: Path) -> CaseFile:
    """A corpus file, checked; a file that is not one (``NaN`` in a case included: no report could hold it)
    is a :class:`CaseError` naming it."""
    try:
        case_file = case_file_adapter().validate_json(path.read_bytes(), strict=True)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(part) for part in problem['loc']) or 'the file'}: {json_message(problem)}"
            for problem in error.errors(include_url=False, include_input=False)[:3]
        )
        raise CaseError(f"{path}: not a fawnarules cases file: {problems}") from error
    for index, case in enumerate(case_file.cases):
        found = first_non_finite({"request": case.request, "expected": case.expected})
        if found is not None:
            where, value = found
            raise CaseError(
                f"{path}: not a fawnarules cases file: cases.{index}.{where} is {json.dumps(value)}, "
                "which is not a JSON number"
            )
    return case_file


def corpus_schema() -> dict[str, object]:
    """The JSON Schema of the corpus file, generated from :class:`CaseFile`."""
    return {
        **case_file_adapter().json_schema(schema_generator=DescribedSchema),
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"fawnarules cases v{VERSION}",
    }
