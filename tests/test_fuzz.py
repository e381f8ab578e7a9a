"""``fawnarules fuzz``: it finds a misread rule, prints a scenario that pins it, and replays what it found."""

from __future__ import annotations

import contextlib
import io
import json
import re
import shutil
import sys
import time
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import TypeAdapter

from fawnarules.cli import main
from fawnarules.commands.fuzz import seed_requests
from fawnarules.conformance.subject import InProcessEngine
from fawnarules.engine import ReferenceEngine, all_operations, find_operation
from fawnarules.fuzz.difference import compare
from fawnarules.fuzz.placement import write_scenario
from fawnarules.fuzz.scenario import row_table_lines
from fawnarules.fuzz.search import Budget, hunt
from fawnarules.fuzz.strategy import RequestDrawer, integers
from fawnarules.operation import JsonObject
from fawnarules.sources.case import Case
from tests.any_request import error_path, spec_cases
from tests.test_odds import UncalledEngine

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ROOT / "tests" / "engines"

# Each wrong engine, the operation its misread rule shows in, a seed that finds it in few requests, the rule the
# scenario found goes under and its title.
WRONG_ENGINES = [
    ("reactions", "reactions.resolve_attack", 0, "reactions.defense.dodge-cost", "The reactions spent is 4, not 2"),
    ("awoudan", "awoudan.take_actions", 0, "awoudan.actions.attack-limit", "The attack limit is 2, not 3"),
    ("fawnalore", "fawnalore.resolve_attack", 3, "fawnalore.damage.floor", "The damage taken of hits 0 is 0, not -1"),
    (
        "grand_archive",
        "grand_archive.resolve_damage",
        3,
        "grand_archive.prevention.damage-type",
        "The prevented is 0, not 2",
    ),
    ("falchion", "falchion.deal_damage", 0, "falchion.request.in-range", "Answered, not an input error at hit rolls 0"),
]


def wrong_engine(ruleset: str) -> str:
    """The spec of a wrong engine, run from the project folder."""
    return f"cmd:{sys.executable} -m tests.engines.wrong_{ruleset}"


def fuzz(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(["fuzz", *arguments])
    return status, capsys.readouterr().out


@cache
def fuzzed(ruleset: str) -> tuple[int, str]:
    """The exit status and report of fuzzing one wrong engine from the project folder (run once per test run)."""
    _, operation, seed, _, _ = next(engine for engine in WRONG_ENGINES if engine[0] == ruleset)
    arguments = ["--engine", wrong_engine(ruleset), "--operation", operation, "--seed", str(seed)]
    report = io.StringIO()
    with contextlib.chdir(ROOT), contextlib.redirect_stdout(report):
        status = main(["fuzz", *arguments, "--time", "30"])
    return status, report.getvalue()


@pytest.mark.parametrize(("ruleset", "operation", "seed", "rule", "title"), WRONG_ENGINES)
def test_fuzz_finds_the_rule_each_wrong_engine_misreads_and_says_how_under_the_rule_the_answers_first_differ_in(
    ruleset: str, operation: str, seed: int, rule: str, title: str
) -> None:
    status, out = fuzzed(ruleset)
    assert status == 1, out
    assert f"== {operation}: " in out
    assert "Replay:" in out
    assert f"paste under `Rule: {rule}`" in out
    assert numbers_left_out(f"    Scenario: {title}\n") in numbers_left_out(out)


def numbers_left_out(text: str) -> str:
    """The text with each number as N: how far a search shrinks its example in the time it has depends on the
    machine's load, so a title is held to its words, not to the numbers of the example found."""
    return re.sub(r"-?\d+", "N", text)


def scenario_of(out: str) -> tuple[str, str, str]:
    """The file, the rule and the scenario text a fuzz report says to paste."""
    found = re.search(
        r"paste under `Rule: (?P<rule>\S+)` in (?P<file>\S+) .*?\n\n(?P<text>    Scenario:.*?\n)\n", out, re.S
    )
    assert found, out
    return found["file"], found["rule"], found["text"]


def test_the_printed_scenario_pasted_into_its_feature_file_makes_check_fail_the_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    ruleset = WRONG_ENGINES[-1][0]
    engine = wrong_engine(ruleset)
    status, out = fuzzed(ruleset)
    assert status == 1
    source, rule, text = scenario_of(out)
    shutil.copytree(ROOT / "features" / ruleset, tmp_path / "features" / ruleset)
    shutil.copytree(ROOT / "docs" / ruleset, tmp_path / "docs" / ruleset)
    pasted = tmp_path / source
    lines = pasted.read_text(encoding="utf-8").splitlines(keepends=True)
    start = next(index for index, line in enumerate(lines) if line.strip() == f"Rule: {rule}")
    end = next(
        (index for index in range(start + 1, len(lines)) if lines[index].lstrip().startswith("Rule:")), len(lines)
    )
    pasted.write_text("".join(lines[:end]).rstrip("\n") + "\n\n" + text + "\n" + "".join(lines[end:]), encoding="utf-8")
    monkeypatch.chdir(ROOT)

    assert main(["check", "--engine", engine, "--ruleset", ruleset, "--cases", str(tmp_path)]) == 1
    name = text.splitlines()[0].split("Scenario: ", 1)[1]
    report = capsys.readouterr().out
    failed = [line.strip() for line in report.splitlines() if line.strip().startswith("Scenario: ")]
    assert any(line.startswith(f"Scenario: {name}  ({source}:") for line in failed), report


def test_replay_checks_the_printed_case_on_the_engine(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    ruleset = WRONG_ENGINES[0][0]
    status, out = fuzzed(ruleset)
    case = out.split("Case (JSON):\n", 1)[1].splitlines()[0].strip()
    assert status == 1
    assert fuzz(["--engine", wrong_engine(ruleset), "--replay", case], capsys)[0] == 1
    assert fuzz(["--engine", "python:fawnarules.engine:ReferenceEngine", "--replay", case], capsys)[0] == 0


class Recorder:
    """The reference engine, keeping every request it is sent."""

    def __init__(self) -> None:
        self.requests: list[object] = []

    def call(self, operation: str, request: object) -> JsonObject:
        self.requests.append(request)
        return ReferenceEngine().call(operation, request)


def test_the_same_seed_sends_the_same_requests_and_the_reference_agrees_with_itself() -> None:
    operation = find_operation("reactions.resolve_attack")
    assert operation is not None
    examples = [case.request for case in spec_cases() if case.operation == operation.name]
    sent = []
    for _ in range(2):
        recorder = Recorder()
        budget = Budget(seed=7, stop_at=time.monotonic() + 60, max_differences=1, max_examples=25)
        drawer = RequestDrawer(operation.request_schema(), examples)
        tally = hunt(operation.name, drawer.requests, ReferenceEngine(), InProcessEngine(recorder), budget)
        assert tally.findings == []
        assert tally.sent == 25
        sent.append(recorder.requests)
    assert sent[0] == sent[1]


class OffByOne:
    """Agrees with the reference but for ``health_left``, one too high; skips every other operation."""

    operations = ("reactions.resolve_attack", "fawnalore.measure_distance")

    def call(self, operation: str, request: object) -> JsonObject:
        if operation != "reactions.resolve_attack":
            raise NotImplementedError("only attacks")
        answer = ReferenceEngine().call(operation, request)
        result = answer.get("result")
        if isinstance(result, dict):
            return {"result": {**result, "health_left": result["health_left"] + 1}}
        return answer


def test_a_result_field_that_differs_is_stated_and_skipped_answers_are_no_difference(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    engine = "python:tests.test_fuzz:OffByOne"
    status, out = fuzz(
        ["--engine", engine, "--ruleset", "reactions", "--ruleset", "fawnalore", "--max-examples", "30"], capsys
    )
    assert status == 1
    assert "result: health_left differ" in out
    assert re.search(r"\| health left +\| \d+ +\|", out)
    assert "fawnalore.measure_distance: 30 request(s), 30 skipped by the engine, no difference" in out
    assert "fawnalore.deal_damage: not claimed by the engine, not sent" in out


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--ruleset", "reactions"], "name the engine"),
        (["--engine", "python:tests.test_fuzz:OffByOne", "--operation", "nothing.*"], "no operation matches"),
        (["--engine", "ruby:x", "--ruleset", "reactions"], "an engine spec is"),
        (["--engine", "python:tests.test_fuzz:OffByOne", "--replay", "{}"], "a bare request needs the one operation"),
        (["--engine", "python:tests.test_fuzz:OffByOne", "--replay", '{"id": "x"}'], "--replay: not a case"),
        (["--engine", "python:tests.test_fuzz:OffByOne", "--replay", "[1"], "--replay: not JSON"),
    ],
)
def test_usage_errors_exit_2_with_a_message(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("FAWNARULES_ENGINE", raising=False)
    assert main(["fuzz", *arguments]) == 2
    assert message in capsys.readouterr().err


def test_an_engine_that_claims_none_of_the_operations_compared_nothing_and_exits_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    engine = f"cmd:{sys.executable} {ENGINES / 'faulty.py'}"
    assert main(["fuzz", "--engine", engine, "--ruleset", "reactions", "--max-examples", "5"]) == 2
    assert "nothing was compared" in capsys.readouterr().err


def test_a_tricky_request_reads_back_from_its_scenario_exactly() -> None:
    request: JsonObject = {
        "attack": {"type": "true", "power": 0, "critical_roll": "failure"},
        "defender": {"health": 7, "reactions": 0, "armor": {}},
        "reactions": [],
    }
    cases = spec_cases()
    answer = ReferenceEngine().call("reactions.resolve_attack", request)
    written = write_scenario(
        root=ROOT,
        cases=cases,
        name="A tricky request",
        operation="reactions.resolve_attack",
        request=request,
        answer=answer,
        fields=["health_left", "attack_type"],
        defaults={"reactions": []},
    )
    assert written.case is not None
    assert written.case.request == request
    assert written.case.expected == {"result": {"health_left": 7, "attack_type": "true"}}
    assert json.dumps(written.case.request)


def test_every_place_of_every_request_varied_from_can_take_a_new_value() -> None:
    cases = spec_cases()
    operations = sorted({case.operation for case in cases})
    for name in operations:
        operation = find_operation(name)
        assert operation is not None
        seeds = seed_requests(cases, operation)
        drawer = RequestDrawer(operation.request_schema(), seeds)
        drawer.requests()  # a request drawn from nothing: every place of the schema
        varied: set[int] = set()  # the values of a place depend on its schema alone: each is tried once
        for request in seeds:
            for path, schema in drawer.places(drawer.schema, request, ()):
                if id(schema) not in varied:
                    varied.add(id(schema))
                    drawer.values(schema, ".".join(map(str, (name, *path))))  # a SchemaError names the place
    assert any("error" in case.expected for case in cases), "the spec has input-error cases, which no schema varies"


class Fickle:
    """Agrees with the reference but the first time it is sent an attack: then ``health_left`` is one
    too high. Asked again, the same request shows no difference."""

    operations = ("reactions.resolve_attack", "fawnalore.measure_distance")

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def call(self, operation: str, request: object) -> JsonObject:
        answer = ReferenceEngine().call(operation, request)
        result = answer.get("result")
        first = json.dumps(request, sort_keys=True) not in self.seen
        self.seen.add(json.dumps(request, sort_keys=True))
        if isinstance(result, dict) and operation == "reactions.resolve_attack" and first:
            return {"result": {**result, "health_left": result["health_left"] + 1}}
        return answer


def test_an_engine_that_answers_one_request_two_ways_is_a_finding_and_the_run_goes_on(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    arguments = ["--engine", "python:tests.test_fuzz:Fickle", "--operation", "reactions.resolve_attack"]
    status, out = fuzz([*arguments, "--operation", "fawnalore.measure_distance", "--max-examples", "20"], capsys)
    assert status == 1
    assert "Traceback" not in out
    assert "== reactions.resolve_attack: result: health_left differ" in out
    assert "Hypothesis could not finish shrinking it (Flaky" in out
    assert re.search(r"^fawnalore\.measure_distance: [1-9]\d* request\(s\), no difference$", out, re.M)


def test_every_operation_gets_its_share_of_the_time(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    status, out = fuzz(
        ["--engine", "python:fawnarules.engine:ReferenceEngine", "--ruleset", "falchion", "--time", "0.2"], capsys
    )
    assert status == 0
    tried = re.findall(r"^(falchion\.\w+): (\d+) request\(s\)", out, re.M)
    assert {name for name, _ in tried} == {
        name for name in (o.name for o in all_operations()) if name.startswith("falchion.")
    }
    assert all(int(sent) > 0 for _, sent in tried), out


def test_a_known_difference_is_agreement(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    known = tmp_path / "known.txt"
    known.write_text("reactions.resolve_attack result:health_left  # one too many, on purpose\n", encoding="utf-8")
    arguments = ["--engine", "python:tests.test_fuzz:OffByOne", "--operation", "reactions.resolve_attack"]
    status, out = fuzz([*arguments, "--max-examples", "100", "--known", str(known)], capsys)
    assert status == 0, out
    assert "no difference" in out


def test_replay_sends_a_plain_request_to_both_engines(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    request = {
        "attack": {"type": "true", "power": 5, "critical_roll": "failure"},
        "defender": {"health": 7, "reactions": 0, "armor": {}},
        "reactions": [],
    }
    plain = json.dumps({"operation": "reactions.resolve_attack", "request": request})
    status, out = fuzz(["--engine", "python:tests.test_fuzz:OffByOne", "--replay", plain], capsys)
    assert status == 1
    assert "reactions.resolve_attack: result: health_left differ" in out
    bare = ["--operation", "reactions.resolve_attack", "--replay", json.dumps(request)]
    status, out = fuzz(["--engine", "python:fawnarules.engine:ReferenceEngine", *bare], capsys)
    assert status == 0
    assert "reactions.resolve_attack: the same answer" in out


class Refuser:
    """Refuses every attack, citing the reaction pool."""

    operations = ("reactions.resolve_attack",)

    def call(self, operation: str, request: object) -> JsonObject:
        return {"refused": {"rule": "reactions.defense.pool", "reason": "no reactions left"}}


def test_replay_of_a_case_says_the_engine_refused_when_it_refused(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    case = next(
        case for case in spec_cases() if case.operation == "reactions.resolve_attack" and "result" in case.expected
    )
    printed = json.dumps(TypeAdapter(Case).dump_python(case, mode="json"))
    status, out = fuzz(["--engine", "python:tests.test_fuzz:Refuser", "--replay", printed], capsys)
    assert status == 1
    assert "the case expects a result; the engine answers refused by reactions.defense.pool" in out
    assert "no such field" not in out


def test_edge_values_are_drawn_often_zero_thresholds_and_sums_landing_on_them() -> None:
    drawer = RequestDrawer({"type": "object"}, [{"base": 3, "roll": 7}])
    drawn: list[object] = []
    sums: list[object] = []

    @settings(max_examples=300, database=None)
    @given(st.data())
    def draw(data: st.DataObject) -> None:
        drawn.append(data.draw(integers({"type": "integer", "minimum": -5, "maximum": 40}, [7])))
        sums.append(data.draw(drawer.near({"type": "integer", "minimum": -10, "maximum": 40}, 5, {"base": 3})))

    draw()
    assert {0, 6, 7, 8, -5, 40} <= set(drawn)
    assert {-3, -2, 4, 5} - {5} <= set(sums)  # 0 - 3 and 7 - 3, one either side: the base plus it lands on them


def test_the_first_field_that_differs_is_the_first_the_reference_computes() -> None:
    difference = compare(
        {"result": {"block_bonus": 8, "hits": [{"hp_loss": 3, "hp_after": 6}], "damage": 1}},
        {"result": {"block_bonus": 8, "hits": [{"hp_loss": 5, "hp_after": 4}], "damage": 2}},
    )
    assert difference is not None
    assert difference.fields == ("hits", "damage")
    assert difference.first == "hits.0.hp_loss"


def test_an_item_both_lists_hold_differs_before_the_list_s_length() -> None:
    reference: JsonObject = {"result": {"window": [{"after": 0}], "hp_loss": 0}}
    longer = compare(reference, {"result": {"window": [{"after": -1}, {"after": -2}], "hp_loss": 0}})
    extra = compare(reference, {"result": {"window": [{"after": 0}, {"after": 0}], "hp_loss": 0}})
    assert longer is not None
    assert extra is not None
    assert (longer.first, extra.first) == ("window.0.after", "window")


def test_a_column_some_items_hold_as_a_leaf_and_others_as_fields_is_written_whole() -> None:
    items: list[object] = [
        {"target": "grub", "window": []},
        {"target": "moss", "window": [{"source": "Thick Hide", "after": 0}]},
    ]
    lines = row_table_lines(items, "")
    assert [text.strip() for text in lines[0].split("|")[1:-1]] == ["target", "window"]
    assert "Thick Hide" in lines[2]


def test_under_stray_fields_the_reference_agrees_with_itself(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    arguments = ["--engine", "python:fawnarules.engine:ReferenceEngine", "--stray-fields", "--seed", "0"]
    status, out = fuzz([*arguments, "--ruleset", "awoudan", "--ruleset", "falchion", "--max-examples", "10"], capsys)
    assert status == 0, out
    assert re.search(r"^0 difference\(s\) in \d+ operation\(s\)", out, re.M)


def test_a_stray_field_is_sent_with_an_empty_value_and_answered_by_an_input_error_naming_it() -> None:
    operation = find_operation("awoudan.move")
    assert operation is not None
    recorder = Recorder()
    budget = Budget(seed=0, stop_at=time.monotonic() + 60, max_differences=1, max_examples=30)
    drawer = RequestDrawer(operation.request_schema(), seed_requests(spec_cases(), operation), stray=True)
    tally = hunt(operation.name, drawer.requests, ReferenceEngine(), InProcessEngine(recorder), budget)
    named = {
        field
        for request in recorder.requests
        for field in ("stand_up", "drop_prone")
        if isinstance(request, dict)
        and request.get(field) is False
        and error_path(ReferenceEngine().call(operation.name, request)) == field
    }
    assert tally.findings == []
    assert named


def test_a_reference_that_fails_is_a_finding_not_a_traceback() -> None:
    operation = find_operation("falchion.measure")
    assert operation is not None
    budget = Budget(seed=0, stop_at=time.monotonic() + 60, max_differences=1, max_examples=5)
    drawer = RequestDrawer(operation.request_schema())
    tally = hunt(operation.name, drawer.requests, UncalledEngine(), InProcessEngine(ReferenceEngine()), budget)
    assert tally.findings[0].difference.summary == "the reference engine failed: AssertionError: the engine was called"
