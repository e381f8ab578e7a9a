"""Exact odds through the engine: hand-derived chances, bad input, other engines, and the drawn figures."""

from __future__ import annotations

import json
import logging
import re
from fractions import Fraction
from pathlib import Path

import pytest
from sybil import Sybil

from fawnarules.cli import main
from fawnarules.engine import ReferenceEngine, all_operations, find_operation
from fawnarules.odds.block import parse_block
from fawnarules.odds.cache import block_key, cached_drawing, code_fingerprint
from fawnarules.odds.chart import chart_data, draw_odds
from fawnarules.odds.distribution import (
    InProcess,
    distribution,
    result_fields,
    schema_fields,
    schema_fields_with_choices,
)
from fawnarules.odds.doc_example import OddsBlockParser
from fawnarules.odds.enumeration import LIMIT, OddsError, plan
from fawnarules.odds.fence import format_fence
from fawnarules.odds.figure import compute, unmet_expectations
from fawnarules.odds.table import OPEN_FIELDS
from fawnarules.operation import JsonObject

ROOT = Path(__file__).resolve().parent.parent


class OffByOneEngine:
    """A wrong engine: a falchion check also succeeds when the d20 equals the DR."""

    name = "off by one"

    def call(self, operation: str, request: object) -> JsonObject:
        answer = ReferenceEngine().call(operation, request)
        result = answer.get("result")
        if operation == "falchion.resolve_check" and isinstance(result, dict):
            result["success"] = result["kept"] >= result["dr"]
        return answer


class UncalledEngine:
    """An engine that must never be asked anything."""

    def call(self, operation: str, request: object) -> JsonObject:
        raise AssertionError("the engine was called")


def chances(operation: str, request: object, *fields: str, engine: object = None) -> dict[str, Fraction]:
    """Each outcome's chance, keyed as the tables write it."""
    counted = distribution(InProcess(engine or ReferenceEngine()), plan(operation, request), fields)  # type: ignore[arg-type]
    return {outcome.key(): chance for outcome, chance in counted.rows}


def check(dr: int, rolls: int, **circumstances: object) -> JsonObject:
    return {"check": {"action": "other", "dr": dr, "rolls": ["?"] * rolls, **circumstances}}


def test_a_d20_against_a_dr_succeeds_on_every_face_above_it() -> None:
    assert chances("falchion.resolve_check", check(11, 1), "success") == {
        "no": Fraction(11, 20),
        "yes": Fraction(9, 20),
    }


def test_a_d20_of_12_or_more_with_advantage_is_one_less_both_failing() -> None:
    prone = {"check": {"action": "melee_attack", "distance": 5, "target_prone": True, "dr": 11, "rolls": ["?", "?"]}}
    assert chances("falchion.resolve_check", prone, "success")["yes"] == 1 - Fraction(11, 20) ** 2 == Fraction(279, 400)


def test_two_d12_keeping_the_higher_show_k_in_2k_minus_1_ways() -> None:
    request = {"ability": 0, "edge": "advantage", "roll": "?", "second_roll": "?"}
    found = chances("awoudan.make_check", request, "kept_roll")
    assert found == {str(kept): Fraction(2 * kept - 1, 144) for kept in range(1, 13)}


def test_two_d6_of_damage_form_a_triangle() -> None:
    request = {"hit": {"weapon": {"dice": 2, "size": "d6"}, "hp": 20, "rolls": ["?", "?"]}}
    found = chances("falchion.deal_damage", request, "damage")
    assert found == {str(total): Fraction(6 - abs(total - 7), 36) for total in range(2, 13)}


def test_cards_come_from_one_deck_without_the_cards_already_held() -> None:
    counted = plan("falchion.draw_reaction", {"cards": ["JOKER", "?"]})
    assert counted.count == 53
    found = chances("falchion.draw_reaction", {"cards": ["JOKER", "?"]}, "reaction")
    assert found == {"friendly": Fraction(1)}
    # The first Joker drawn decides: the one-eyed one first, or after a card that is no Joker.
    both_jokers = chances("falchion.draw_reaction", {"cards": ["?", "?"]}, "joker")
    assert both_jokers["ONE-EYED-JOKER"] == Fraction(53 + 52, 54 * 53)


def test_a_refusal_is_an_outcome_of_its_own() -> None:
    request = {"creature": {"hp": 4, "max_hp": 10, "morale": 16}, "cards": ["?", "?"]}
    found = chances("falchion.check_morale", request, "broken")
    assert found["refused (falchion.clarifications.morale-joker)"] == 1 - Fraction(52 * 51, 54 * 53)
    assert sum(found.values()) == 1


def test_a_roll_of_given_chance_takes_that_chance() -> None:
    request = {
        "attack": {"type": "true", "power": 7, "critical_bonus": 5, "critical_roll": {"open": True, "chance": "30%"}},
        "defender": {"health": 20, "reactions": 0},
    }
    assert chances("reactions.resolve_attack", request, "power") == {"7": Fraction(7, 10), "12": Fraction(3, 10)}


def test_a_wrong_engine_gives_other_odds_through_the_same_enumeration() -> None:
    assert chances("falchion.resolve_check", check(11, 1), "success", engine=OffByOneEngine())["yes"] == Fraction(1, 2)


@pytest.mark.parametrize(
    ("operation", "request_", "named"),
    [
        ("falchion.resolve_check", check(11, 1) | {"check": {"action": "other", "dr": "?", "rolls": [3]}}, "check.dr"),
        ("falchion.list_round_steps", {"round": {"number": "?"}}, "round.number"),
        ("falchion.cast_grit", {"cast": {"grit": None, "roll": "?", "gambit": "overcome_odds"}}, "cast.grit"),
        ("reactions.resolve_attack", {"attack": {"critical_roll": "?"}}, "attack.critical_roll"),
    ],
)
def test_an_open_field_that_is_no_die_is_an_input_error_naming_it(
    operation: str, request_: JsonObject, named: str
) -> None:
    with pytest.raises(OddsError, match=re.escape(named)):
        plan(operation, request_)


def test_too_many_combinations_are_refused_before_the_engine_is_asked() -> None:
    request = {"hit": {"weapon": {"dice": 6, "size": "d12"}, "hp": 20, "rolls": ["?"] * 6}}
    with pytest.raises(OddsError, match=r"2,985,984 combinations is more than 1,000,000.*hit\.rolls\.5 \(12\)"):
        distribution(InProcess(UncalledEngine()), plan("falchion.deal_damage", request), ["damage"])
    assert LIMIT >= 12**5


def test_an_unknown_field_is_an_input_error_listing_the_fields() -> None:
    with pytest.raises(OddsError, match=r"--field hit: .* success"):
        distribution(InProcess(UncalledEngine()), plan("falchion.resolve_check", check(11, 1)), ["hit"])


def test_every_declared_open_field_is_a_field_of_the_request() -> None:
    for operation, declared in OPEN_FIELDS.items():
        found = find_operation(operation)
        assert found is not None, operation
        schema = found.request_schema()
        named = {name for name, _ in schema_fields(schema, schema.get("$defs", {}), "")}  # type: ignore[arg-type]
        for field in declared:
            assert field.path.replace("*", "0") in named, f"{operation}: {field.path}"


def run_cli(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, stdin: str, *args: str
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO(stdin))
    status = main(["odds", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_command_prints_a_table_and_json(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    request = json.dumps(check(11, 1))
    status, out, _ = run_cli(capsys, monkeypatch, request, "falchion.resolve_check", "--field", "success")
    assert status == 0
    assert out.splitlines()[-1].split() == ["yes", "9/20", "45.0"]
    status, out, _ = run_cli(capsys, monkeypatch, request, "falchion.resolve_check", "--field", "success", "--json")
    assert json.loads(out)["outcomes"][1] == {"result": {"success": True}, "chance": "9/20", "percent": "45.0"}


def test_the_command_runs_another_engine_by_its_spec(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = "python:tests.test_odds:OffByOneEngine"
    status, out, _ = run_cli(
        capsys, monkeypatch, json.dumps(check(11, 1)), "falchion.resolve_check", "--field", "success", "--engine", spec
    )
    assert status == 0
    assert out.splitlines()[-1].split() == ["yes", "1/2", "50.0"]


CHECK = "falchion.resolve_check"
NINE_D12 = json.dumps({"hit": {"weapon": {"dice": 9, "size": "d12"}, "hp": 9, "rolls": ["?"] * 9}})


@pytest.mark.parametrize(
    ("stdin", "args", "says"),
    [
        (
            '{"check": {"action": "other", "dr": "?", "rolls": [3]}}',
            [CHECK, "--field", "success"],
            "check.dr: not a die",
        ),
        (json.dumps(check(11, 1)), [CHECK, "--field", "hit"], "--field hit"),
        (NINE_D12, ["falchion.deal_damage", "--field", "damage"], "5,159,780,352 combinations is more than"),
        ("not json", [CHECK, "--field", "success"], "Expecting value"),
        ("{}", ["falchion.nope", "--field", "success"], "unknown operation 'falchion.nope'"),
        (json.dumps(check(11, 1)), [CHECK, "--field", "success", "--engine", "python:nowhere:Engine"], "cannot find"),
    ],
)
def test_bad_input_exits_2_with_a_message_and_no_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, stdin: str, args: list[str], says: str
) -> None:
    status, out, err = run_cli(capsys, monkeypatch, stdin, *args)
    assert (status, out) == (2, "")
    assert says in err
    assert "Traceback" not in err


BLOCK = """\
title: A check against DR 11
operation: falchion.resolve_check
request: {"check": {"action": "other", "dr": 11, "rolls": ["?"]}}
field: success
expect: yes = 9/20
"""


def test_the_chart_carries_exactly_the_enumeration() -> None:
    odds = compute(parse_block(BLOCK))
    assert chart_data(draw_odds(odds)) == [("no", Fraction(11, 20)), ("yes", Fraction(9, 20))]


def test_a_wrong_engine_changes_the_chart_and_fails_the_expectation() -> None:
    right, wrong = compute(parse_block(BLOCK)), compute(parse_block(BLOCK), OffByOneEngine())
    assert chart_data(draw_odds(wrong)) != chart_data(draw_odds(right))
    assert unmet_expectations(wrong) == ["line 5: yes has chance 1/2, not 9/20 (outcomes: no, yes)"]


def test_a_wrong_engine_fails_the_site_build(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("FAWNARULES_ODDS_FIGURES", str(tmp_path))
    monkeypatch.setattr("fawnarules.odds.figure.ReferenceEngine", OffByOneEngine)
    with caplog.at_level(logging.WARNING, logger="mkdocs.fawnarules.odds"):
        drawn = format_fence(BLOCK, "odds", "fr-odds", {}, None)
    assert "could not be computed" in drawn
    assert "yes has chance 1/2, not 9/20" in drawn
    assert "yes has chance 1/2" in caplog.text
    assert not list(tmp_path.iterdir()), "a failed figure must not be kept"


def test_a_kept_figure_is_drawn_again_only_when_the_block_changes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("FAWNARULES_ODDS_FIGURES", str(tmp_path))
    drawn: list[str] = []

    def draw() -> str:
        drawn.append("once")
        return "<figure/>"

    assert cached_drawing(BLOCK, "falchion", draw) == cached_drawing(BLOCK, "falchion", draw) == "<figure/>"
    cached_drawing(BLOCK + "note: changed\n", "falchion", draw)
    assert drawn == ["once", "once"]


def test_figures_drawn_by_older_code_are_dropped(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FAWNARULES_ODDS_FIGURES", str(tmp_path))
    older = {"code": "older", "figures": {block_key(BLOCK): "<figure>older</figure>", "other": "<figure/>"}}
    (tmp_path / "falchion.json").write_text(json.dumps(older), encoding="utf-8")
    assert cached_drawing(BLOCK, "falchion", lambda: "<figure>now</figure>") == "<figure>now</figure>"
    kept = json.loads((tmp_path / "falchion.json").read_text(encoding="utf-8"))
    assert kept == {"code": code_fingerprint("falchion"), "figures": {block_key(BLOCK): "<figure>now</figure>"}}


def test_a_figure_no_page_draws_any_more_is_dropped(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("FAWNARULES_ODDS_FIGURES", str(tmp_path / "figures"))
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "odds.md").write_text(f"# Odds\n\n```odds\n{BLOCK}```\n", encoding="utf-8")
    cached_drawing(BLOCK + "note: a block no page holds\n", "falchion", lambda: "<figure>gone</figure>")
    cached_drawing(BLOCK, "falchion", lambda: "<figure>shown</figure>")
    kept = json.loads((tmp_path / "figures" / "falchion.json").read_text(encoding="utf-8"))
    assert kept["figures"] == {block_key(BLOCK): "<figure>shown</figure>"}


def test_a_rule_change_is_never_hidden_by_a_kept_figure(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FAWNARULES_ODDS_FIGURES", str(tmp_path))
    cached_drawing(BLOCK, "falchion", lambda: "<figure>right</figure>")
    monkeypatch.setattr("fawnarules.odds.cache.code_fingerprint", lambda ruleset: "the rules changed")
    assert cached_drawing(BLOCK, "falchion", lambda: "<figure>changed</figure>") == "<figure>changed</figure>"


@pytest.mark.parametrize(
    ("source", "says"),
    [
        ("operation: falchion.resolve_check\nfield: success\n", "needs a request line"),
        ("colour: red\n", "line 1: expected one of"),
        (BLOCK.replace("9/20", "nine"), "line 5: an expectation is"),
        (BLOCK.replace('"dr": 11', '"dr": 11,'), "line 3: the request is not JSON"),
    ],
)
def test_a_malformed_block_says_which_line(source: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        parse_block(source)


@pytest.mark.parametrize("page", sorted(ROOT.glob("docs/*/odds.md")), ids=lambda page: page.parent.name)
def test_every_odds_block_of_a_page_is_found_as_a_test(page: Path) -> None:
    document = Sybil(parsers=[OddsBlockParser()], path=str(page.parent)).parse(page)
    written = page.read_text(encoding="utf-8").count("```odds\n")
    assert written >= 2
    assert len(list(document)) == written


def test_a_reference_draws_the_blocks_of_the_section_it_names(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FAWNARULES_ODDS_FIGURES", str(tmp_path))
    monkeypatch.chdir(ROOT)
    drawn = format_fence("from: falchion/odds.md#odds-crits\n", "odds", "fr-odds", {}, None)
    assert drawn.count('<figure class="fr-odds">') == 2
    assert "A melee attack against DR 10" in drawn


@pytest.mark.parametrize(
    ("source", "says"),
    [
        ("from: falchion/nowhere.md#odds-crits", "cannot read falchion/nowhere.md"),
        ("from: falchion/odds.md#odds-nothing", "has no heading {#odds-nothing}"),
        ("from: falchion/checks.md#falchion.checks.dr", "has no odds block"),
        ("from: falchion/checks.md#falchion.checks.threat-level", "has no odds block"),
    ],
)
def test_a_reference_to_nothing_fails_the_build(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, source: str, says: str
) -> None:
    monkeypatch.chdir(ROOT)
    with caplog.at_level(logging.WARNING, logger="mkdocs.fawnarules.odds"):
        drawn = format_fence(source, "odds", "fr-odds", {}, None)
    assert "could not be computed" in drawn
    assert says in caplog.text


def test_the_result_fields_read_from_the_published_schemas_are_those_the_types_give() -> None:
    for operation in all_operations():
        assert result_fields(operation.name) == schema_fields_with_choices(operation.result_schema()), operation.name
