"""Protocol v1: the types, the published schemas, and the reference engine over the subprocess path."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest
from pydantic import ValidationError

from fawnarules.conformance.process import ProcessEngine
from fawnarules.conformance.protocol import answer_message, checker_messages, engine_messages, message_line
from fawnarules.conformance.report import Report, json_report_parts
from fawnarules.conformance.runner import CaseResult, check_cases
from fawnarules.conformance.serve import serve, usual_run
from fawnarules.engine import all_operations
from fawnarules.operation import JsonObject
from tests.any_request import spec_cases
from tests.test_check_ending import strict
from tests.test_conformance import FAULTY, fake_case
from tests.test_hostile_engines import MEBIBYTE, is_alive, pids_in


@pytest.mark.slow
def test_the_reference_engine_passes_every_case_through_the_subprocess_path() -> None:
    cases = spec_cases()
    with closing(ProcessEngine([sys.executable, "-m", "fawnarules", "engine"], validate=True)) as engine:
        results = list(check_cases(cases, engine))
        started = engine.describe()
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


def test_the_engine_answers_lines_it_cannot_read_with_errored_and_skips_blank_ones() -> None:
    answers = served("", "{not json", "  ", [1, 2], "\r", {"type": "dance", "seq": 3})
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
    message = message_line(answer_message(4, {"refused": {"rule": "reactions.defense.pool", "reason": "none left"}}))
    assert json.loads(message) == {
        "type": "refused",
        "seq": 4,
        "refused": {"rule": "reactions.defense.pool", "reason": "none left"},
    }
    engine_messages().validate_json(message, strict=True)
    checker_messages().validate_json('{"type": "run", "seq": 1, "operation": "a.b", "request": [1, null]}', strict=True)


@pytest.mark.parametrize(
    ("message", "wrong"),
    [
        ({"type": "run", "seq": -3, "operation": "falchion.measure", "request": {}}, "run.seq"),
        ({"type": "run", "seq": True, "operation": "falchion.measure", "request": {}}, "run.seq"),
        ({"type": "run", "seq": 1.0, "operation": "falchion.measure", "request": {}}, "run.seq"),
        ({"type": "run", "operation": "falchion.measure", "request": {}}, "run.seq"),
        ({"type": "run", "seq": 4, "operation": 7, "request": {}}, "run.operation"),
    ],
)
def test_a_run_with_a_sequence_number_or_operation_off_the_protocol_is_errored(
    message: dict[str, object], wrong: str
) -> None:
    (answer,) = served(message)
    assert answer["type"] == "errored"
    assert answer["seq"] == (4 if wrong == "run.operation" else 0)
    assert f"not a message of protocol v1: {wrong}:" in str(answer["message"])


def test_a_line_past_the_limit_is_errored_unread_and_the_lines_after_it_answered_the_last_with_no_line_break() -> None:
    run = {"type": "run", "seq": 2, "operation": "falchion.measure", "request": {"distance": 1}}
    long_line = json.dumps({**run, "request": {"distance": 1, "pad": "x" * 300_000}})
    last = json.dumps({**run, "seq": 5, "request": {"distance": 3}})
    output = io.BytesIO()
    serve(io.BytesIO(f"{long_line}\n{json.dumps(run)}\n{last}".encode()), output, limit=100_000)
    answers = [json.loads(line) for line in output.getvalue().splitlines()]
    assert [(answer["type"], answer["seq"]) for answer in answers] == [("errored", 0), ("result", 2), ("result", 5)]
    assert answers[0]["message"] == "a line longer than 100000 bytes is not read"
    assert answers[2]["result"] == {"distance_feet": 15.0, "size": None}
    assert len(output.getvalue()) < 1000


def test_non_finite_numbers_in_a_run_are_input_errors_naming_the_field() -> None:
    answers = served(
        '{"type":"run","seq":1,"operation":"falchion.measure","request":{"distance":NaN}}',
        '{"type":"run","seq":2,"operation":"falchion.measure","request":{"base":-Infinity}}',
    )
    assert [answer["error"]["path"] for answer in answers] == ["distance", "base"]  # type: ignore[index]


def test_the_engine_reads_a_long_line_in_linear_time() -> None:
    def seconds_for(megabytes: int) -> float:
        line = b'{"type": "dance", "seq": 1, "pad": "' + b"x" * (megabytes << 20) + b'"}\n'
        started = time.process_time()
        serve(io.BytesIO(line), io.BytesIO(), limit=64 << 20)
        return time.process_time() - started

    small, large = seconds_for(1), seconds_for(16)
    # Sixteen times the input: about sixteen times the time when linear, 256 times when quadratic.
    assert large < 64 * max(small, 0.01)


def test_the_engine_program_exits_quietly_when_its_reader_goes_away() -> None:
    run = json.dumps(
        {
            "type": "run",
            "seq": 1,
            "operation": "fawnalore.hexes_in_range",
            "request": {"board": {"radius": 50}, "origin": "0,0", "range": 100},
        }
    )
    engine = subprocess.Popen(
        [sys.executable, "-m", "fawnarules", "engine"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert engine.stdout is not None
    engine.stdout.close()
    _, stderr = engine.communicate(((run + "\n") * 3).encode(), timeout=30)
    assert engine.returncode == 0
    assert stderr == b""


def test_the_usual_run_is_read_without_the_schema_as_the_schema_reads_it() -> None:
    message = {"type": "run", "seq": 3, "operation": "a.b", "request": {"x": [1, None]}}
    assert usual_run(message) == checker_messages().validate_json(json.dumps(message), strict=True)


@pytest.mark.parametrize(
    "message",
    [
        {"type": "run", "seq": 0, "operation": "a.b", "request": {"x": [1, None]}},
        {"type": "run", "seq": 5, "operation": "", "request": None},
        {"type": "run", "seq": 1, "operation": ["a.b"], "request": {}},
        {"type": "run", "seq": 1, "operation": "a.b"},
        {"type": "run", "seq": 1, "operation": "a.b", "request": {}, "extra": 1},
        {"type": "run", "seq": 1, "request": {}, "extra": 1},
        {"type": "start", "seq": 1, "operation": "a.b", "request": {}},
        {"type": "stop"},
    ],
)
def test_a_run_read_without_the_schema_is_one_the_schema_reads_the_same(message: dict[str, object]) -> None:
    usual = usual_run(message)
    try:
        read = checker_messages().validate_json(json.dumps(message), strict=True)
    except ValidationError:
        assert usual is None
    else:
        assert usual is None or usual == read


def faulty_results(*requests: JsonObject, flags: tuple[str, ...] = ()) -> list[CaseResult]:
    """The results of the fake engine's cases, each request one case, in a fresh engine (the first is seq 1)."""
    cases = [fake_case(f"case {number}", request) for number, request in enumerate(requests)]
    with closing(ProcessEngine([*FAULTY, *flags], timeout=5)) as engine:
        return list(check_cases(cases, engine))


@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        ("seq-true", "the answer has sequence number true, not 1"),
        ("seq-float", "the answer has sequence number 1.0, not 1"),
        ("repeated-key", 'the key "result" appears twice in one object'),
        ("no-answer", "the engine skipped its answer to run 1: its next answer is to run 2"),
    ],
)
def test_a_skipped_answer_a_sequence_number_that_is_no_integer_or_a_repeated_key_is_a_protocol_fault(
    fault: str, reason: str
) -> None:
    first, after = faulty_results({"fault": fault}, {"n": 1})
    assert first.status == "errored"
    assert reason in first.reason
    assert after.status == "passed"


def test_blank_lines_between_answers_are_ignored_and_the_engine_kept() -> None:
    cases = [fake_case("blank", {"fault": "blank-lines"}), fake_case("after", {"n": 1})]
    with closing(ProcessEngine(FAULTY, timeout=5)) as engine:
        assert [result.status for result in check_cases(cases, engine)] == ["passed", "passed"]
    assert engine.starts == 1


def test_nan_in_a_result_or_the_started_message_errors_naming_the_field_and_no_report_holds_it() -> None:
    first, after = faulty_results({"fault": "nan"}, {"n": 1})
    assert first.status == "errored"
    assert first.reason == "the answer holds NaN at result.echo.rolls.1, which is not a JSON number"
    assert after.status == "passed"
    report = Report(engine={}, results=(first, after))
    strict("".join(json_report_parts(report)))
    (result,) = faulty_results({"n": 1}, flags=("--nan-at-start",))
    assert result.status == "errored"
    assert "its started message holds NaN at implementation.speed, which is not a JSON number" in result.reason


def test_an_unknown_operation_is_echoed_short_and_as_json_never_with_a_lone_surrogate() -> None:
    long, lone = served(
        {"type": "run", "seq": 1, "operation": "x" * MEBIBYTE, "request": {}},
        '{"type": "run", "seq": 2, "operation": "\\ud800", "request": {}}',
    )
    message = long["error"]["message"]  # type: ignore[index]
    assert message.startswith('unknown operation "xxx')
    assert f"({MEBIBYTE} characters)" in message
    assert len(message) < 200
    assert lone["error"]["message"] == 'unknown operation "\\ud800"'  # type: ignore[index]


@pytest.mark.parametrize(
    ("request_text", "path"),
    [
        ('{"distance": "\\ud800"}', "distance"),
        ('{"from": {"\\udfff": 1}}', "from"),
        ('{"to": ["a", "\\ud83e"]}', "to.1"),
    ],
)
def test_a_lone_surrogate_in_a_request_is_an_input_error_naming_its_field(request_text: str, path: str) -> None:
    line = f'{{"type": "run", "seq": 1, "operation": "fawnalore.measure_distance", "request": {request_text}}}'
    (answer,) = served(line)
    assert answer["type"] == "error"
    assert answer["error"] == {
        "path": path,
        "message": "a text that is not valid Unicode (it holds a lone surrogate)"
        if path != "from"
        else "an object with a key that is not valid Unicode (it holds a lone surrogate)",
    }


def test_a_process_that_left_the_engines_session_is_ended_with_the_engine(tmp_path: Path) -> None:
    """The engine's child calls setsid(), leaving its session and process group, and outlives its answer."""
    pidfile = tmp_path / "pids"
    first, after = faulty_results({"fault": "setsid", "pidfile": str(pidfile)}, {"n": 1})
    assert (first.status, after.status) == ("passed", "passed")
    engine, detached = pids_in(pidfile)
    assert engine != detached
    deadline = time.monotonic() + 5
    while is_alive(detached) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not is_alive(detached), "the detached child outlived the check"


def test_a_field_off_the_protocol_is_named_short() -> None:
    (answer,) = served({"type": "run", "seq": 1, "operation": "x", "request": {}, "k" * MEBIBYTE: 1})
    assert answer["type"] == "errored"
    assert f"({MEBIBYTE + 4} characters)" in str(answer["message"])
    assert len(str(answer["message"])) < 300
