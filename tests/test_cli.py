"""The ``fawnarules`` command."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from fawnarules.cli import PIPE_CLOSED, main
from fawnarules.limits import MAX_DEPTH


def test_operations_lists_and_schema_prints_an_operation_s_schemas_and_fails_for_an_unknown_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["operations"]) == 0
    assert "reactions.resolve_attack\t" in capsys.readouterr().out
    assert main(["schema", "reactions.resolve_attack"]) == 0
    schemas = json.loads(capsys.readouterr().out)
    assert set(schemas) == {"request", "result"}
    assert "attack" in schemas["request"]["properties"]
    assert main(["schema", "reactions.nope"]) == 2
    assert "unknown operation" in capsys.readouterr().err


def test_call_answers_a_request_from_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    request = {
        "attack": {"type": "true", "power": 3, "critical_roll": "failure"},
        "defender": {"health": 5, "reactions": 0},
    }
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(request)))
    assert main(["call", "reactions.resolve_attack"]) == 0
    assert json.loads(capsys.readouterr().out)["result"]["health_left"] == 2


@pytest.mark.parametrize(
    ("stdin", "operation", "path"),
    [("{not json", "reactions.resolve_attack", ""), ("{}", "reactions.nope", "operation")],
)
def test_call_of_text_that_is_not_json_or_of_an_unknown_operation_exits_1_with_an_input_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, stdin: str, operation: str, path: str
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    assert main(["call", operation]) == 1
    assert json.loads(capsys.readouterr().out)["error"]["path"] == path


def test_help_is_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ([], ["check"], ["schema"], ["diff"]):
        with pytest.raises(SystemExit):
            main([*command, "--help"])
        shown = capsys.readouterr().out
        assert "usage: fawnarules" in shown
        assert "``" not in shown
        assert ":class:" not in shown


def test_a_request_too_deep_to_read_is_an_input_error_naming_the_deepest_field(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO('{"attack": ' * 3000 + "1" + "}" * 3000))
    assert main(["call", "reactions.resolve_attack"]) == 1
    error = json.loads(capsys.readouterr().out)["error"]
    assert error == {"path": ".".join(["attack"] * MAX_DEPTH), "message": f"nested more than {MAX_DEPTH} levels deep"}


LOADED_BY = """
import sys
from fawnarules.cli import main
sys.stdin = __import__("io").StringIO(sys.argv[2])
try:
    main(sys.argv[1].split())
except SystemExit:  # --help
    pass
print(" ".join(sorted(name for name in sys.modules if name.startswith("fawnarules."))))
"""


def modules_loaded_by(command: str, stdin: str) -> set[str]:
    """The modules of fawnarules that one run of ``fawnarules COMMAND`` loads, in a fresh interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", LOADED_BY, command, stdin], capture_output=True, text=True, check=True, timeout=60
    )
    return set(done.stdout.splitlines()[-1].split())


def test_a_command_loads_only_what_it_uses_and_help_loads_no_command() -> None:
    odds = modules_loaded_by("odds awoudan.make_save --field success", '{"roll": "?"}')
    assert "fawnarules.commands.odds" in odds
    assert "fawnarules.awoudan.operations" in odds
    assert not {name for name in odds if name.startswith(("fawnarules.commands.check", "fawnarules.conformance"))}
    assert not {name for name in odds if name.startswith(("fawnarules.falchion", "fawnarules.reactions"))}
    assert "fawnarules.awoudan.check" in odds
    assert not {"fawnarules.awoudan.movement", "fawnarules.awoudan.walls", "fawnarules.awoudan.turn"} & odds
    assert not {name for name in modules_loaded_by("--help", "") if name.startswith("fawnarules.commands.")}


@pytest.mark.parametrize("command", [["schema", "awoudan.resolve_attack"], ["operations"]])
def test_a_reader_that_stops_reading_ends_the_command_quietly_as_a_closed_pipe_does(command: list[str]) -> None:
    running = subprocess.Popen(
        [sys.executable, "-m", "fawnarules", *command], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert running.stdout is not None
    assert running.stderr is not None
    running.stdout.close()  # the reader is gone before the command writes: `fawnarules ... | head -0`
    with running:
        stderr = running.stderr.read()
        status = running.wait(timeout=60)
    assert (status, stderr) == (PIPE_CLOSED, "")
