"""Protocol v1: the types, the published schemas, and the reference engine over the subprocess path."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from fawnarules.conformance.process import ProcessEngine
from fawnarules.conformance.protocol import answer_message, checker_messages, engine_messages
from fawnarules.conformance.runner import check_cases
from fawnarules.conformance.schema import schema_files
from fawnarules.conformance.serve import serve
from fawnarules.engine import all_operations
from fawnarules.spec.case import project_cases

ROOT = Path(__file__).resolve().parent.parent
PUBLISHED = ROOT / "docs" / "conformance"


@pytest.mark.parametrize("name", sorted(schema_files()))
def test_the_published_schema_is_the_one_the_types_generate(name: str) -> None:
    published = PUBLISHED / name
    assert published.exists()
    assert published.read_text(encoding="utf-8") == schema_files()[name], (
        f"{published} is out of date: run `fawnarules export --schemas docs/conformance` and commit the result"
    )


def test_the_reference_engine_passes_every_case_through_the_subprocess_path() -> None:
    cases = project_cases(ROOT)
    engine = ProcessEngine([sys.executable, "-m", "fawnarules", "engine"], validate=True)
    try:
        results = list(check_cases(cases, engine))
        started = engine.describe()
    finally:
        engine.close()
    failures = [
        f"{result.case.id}: {result.differences or result.reason}" for result in results if result.status != "passed"
    ]
    assert not failures
    assert len(results) == len(cases) > 0
    assert started["operations"] == [operation.name for operation in all_operations()]
    assert engine.starts == 1


def served(*messages: object) -> list[dict[str, object]]:
    """What ``fawnarules engine`` answers to these lines (text is sent as is, anything else as JSON)."""
    lines = [message if isinstance(message, str) else json.dumps(message) for message in messages]
    output = io.BytesIO()
    assert serve(io.BytesIO("".join(f"{line}\n" for line in lines).encode()), output) == 0
    answers = [json.loads(line) for line in output.getvalue().splitlines()]
    for answer in answers:
        engine_messages().validate_python(answer)
    return answers


def test_the_engine_shakes_hands_answers_in_order_and_stops() -> None:
    request = {
        "attack": {"type": "true", "power": 3, "critical_roll": "failure"},
        "defender": {"health": 5, "reactions": 0},
    }
    answers = served(
        {"type": "start", "protocol": 1},
        {"type": "run", "seq": 7, "operation": "reactions.resolve_attack", "request": request},
        {"type": "run", "seq": 8, "operation": "reactions.nope", "request": {}},
        {"type": "stop"},
        {"type": "run", "seq": 9, "operation": "reactions.nope", "request": {}},
    )
    assert [answer["type"] for answer in answers] == ["started", "result", "error"]
    assert [answer.get("seq") for answer in answers[1:]] == [7, 8]
    result = answers[1]["result"]
    assert isinstance(result, dict)
    assert result["health_left"] == 2


def test_the_engine_answers_lines_it_cannot_read_with_errored() -> None:
    answers = served("{not json", [1, 2], {"type": "dance", "seq": 3})
    assert [(answer["type"], answer["seq"]) for answer in answers] == [("errored", 0), ("errored", 0), ("errored", 3)]


@pytest.mark.parametrize(
    "message",
    [
        {"type": "result", "seq": 1},
        {"type": "result", "seq": -1, "result": {}},
        {"type": "refused", "seq": 1, "refused": {"rule": "x"}},
        {"type": "skipped", "seq": 1},
        {"type": "started", "protocol": 1, "implementation": {"name": "x"}, "rulesets": [], "operations": []},
        {"type": "hello"},
    ],
)
def test_an_engine_message_off_the_protocol_is_rejected(message: object) -> None:
    with pytest.raises(ValidationError):
        engine_messages().validate_json(json.dumps(message), strict=True)


def test_a_seam_answer_becomes_the_message_that_carries_it() -> None:
    message = answer_message(4, {"refused": {"rule": "reactions.defense.pool", "reason": "none left"}})
    assert message == {
        "type": "refused",
        "seq": 4,
        "refused": {"rule": "reactions.defense.pool", "reason": "none left"},
    }
    engine_messages().validate_json(json.dumps(message), strict=True)
    checker_messages().validate_json('{"type": "run", "seq": 1, "operation": "a.b", "request": [1, null]}', strict=True)
