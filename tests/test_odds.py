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
from fawnarules.odds.cache import block_key, cached_drawing
from fawnarules.odds.chart import chart_data, draw_odds
from fawnarules.odds.distribution import (
    Distribution,
    InProcess,
    result_fields,
    schema_fields,
    schema_fields_with_choices,
)
from fawnarules.odds.doc_example import OddsBlockParser
from fawnarules.odds.enumeration import LIMIT, OddsError, plan
from fawnarules.odds.fence import format_fence
from fawnarules.odds.figure import compute
from fawnarules.odds.question import parse_question, single
from fawnarules.odds.reference import page_blocks
from fawnarules.odds.sweep import Sweep, ask
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


def asked(operation: str, request: object, *fields: str, engine: object = None, **policies: str) -> Sweep:
    """The question of ``fields`` of one operation, answered by ``engine`` (the reference unless named)."""
    runner = InProcess(engine or ReferenceEngine())  # type: ignore[arg-type]
    return ask(request, lambda point: single(operation, point, fields, policies), runner)


def chances(
    operation: str, request: object, *fields: str, engine: object = None, **policies: str
) -> dict[str, Fraction]:
    """Each outcome's chance, keyed as the tables write it."""
    return by_key(asked(operation, request, *fields, engine=engine, **policies).single)


def by_key(counted: Distribution) -> dict[str, Fraction]:
    return {outcome.key(): chance for outcome, chance in counted.rows}


def check(dr: int, rolls: int, **circumstances: object) -> JsonObject:
    return {"check": {"action": "other", "dr": dr, "rolls": ["?"] * rolls, **circumstances}}


def test_a_d20_of_12_or_more_with_advantage_is_one_less_both_failing() -> None:
    prone = {"check": {"action": "melee_attack", "distance": 5, "target_prone": True, "dr": 11, "rolls": ["?", "?"]}}
    assert chances("falchion.resolve_check", prone, "success")["yes"] == 1 - Fraction(11, 20) ** 2 == Fraction(279, 400)


def test_two_d12_keeping_the_higher_show_k_in_2k_minus_1_ways_and_two_d6_of_damage_form_a_triangle() -> None:
    request: JsonObject = {"ability": 0, "edge": "advantage", "roll": "?", "second_roll": "?"}
    found = chances("awoudan.make_check", request, "kept_roll")
    assert found == {str(kept): Fraction(2 * kept - 1, 144) for kept in range(1, 13)}
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
    request = {"cast": {"grit": None, "roll": 1, "gambit": "overcome_odds"}}
    assert chances("falchion.cast_grit", request, "spent") == {"not allowed, by the rule “Running out”": Fraction(1)}


def test_a_roll_of_given_chance_takes_that_chance() -> None:
    request = {
        "attack": {"type": "true", "power": 7, "critical_bonus": 5, "critical_roll": {"open": True, "chance": "30%"}},
        "defender": {"health": 20, "reactions": 0},
    }
    assert chances("reactions.resolve_attack", request, "power") == {"7": Fraction(7, 10), "12": Fraction(3, 10)}


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


def test_too_many_combinations_or_an_unknown_field_are_refused_before_the_engine_is_asked() -> None:
    armor = {"size": "d12", "roll": "?"}
    request = {"hit": {"weapon": {"dice": 10, "size": "d12"}, "hp": 20, "rolls": ["?"] * 10, "armor": armor}}
    with pytest.raises(OddsError, match=r"4,232,592 combinations is more than 1,000,000.*hit\.armor\.roll \(12\)"):
        chances("falchion.deal_damage", request, "damage", engine=UncalledEngine())
    assert LIMIT >= 12**5
    with pytest.raises(OddsError, match=r"--field hit: .* success"):
        chances("falchion.resolve_check", check(11, 1), "hit", engine=UncalledEngine())


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


CHECK = "falchion.resolve_check"


@pytest.mark.parametrize(
    ("stdin", "args", "says"),
    [
        (
            '{"check": {"action": "other", "dr": "?", "rolls": [3]}}',
            [CHECK, "--field", "success"],
            "check.dr: not a die",
        ),
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


def test_a_wrong_engine_fails_the_site_build(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path))
    monkeypatch.setattr("fawnarules.odds.figure.ReferenceEngine", OffByOneEngine)
    with caplog.at_level(logging.WARNING, logger="mkdocs.fawnarules.odds"):
        drawn = format_fence(BLOCK, "odds", "fr-odds", {}, None)
    assert "could not be computed" in drawn
    assert "line 5: yes has chance 1/2, not 9/20 (outcomes: no, yes)" in drawn
    assert "yes has chance 1/2" in caplog.text
    assert not list(tmp_path.iterdir()), "a failed figure must not be kept"


def test_a_kept_figure_is_drawn_again_only_when_the_block_changes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path))
    drawn: list[str] = []

    def draw() -> str:
        drawn.append("once")
        return "<figure/>"

    assert cached_drawing(BLOCK, "falchion", draw) == cached_drawing(BLOCK, "falchion", draw) == "<figure/>"
    cached_drawing(BLOCK + "note: changed\n", "falchion", draw)
    assert drawn == ["once", "once"]


def test_figures_drawn_by_older_code_are_dropped(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path))
    monkeypatch.chdir(ROOT)
    with monkeypatch.context() as older:
        older.setattr("fawnarules.odds.cache.code_fingerprint", lambda ruleset: "older code")
        cached_drawing(BLOCK, "falchion", lambda: "<figure>older</figure>")
    assert cached_drawing(BLOCK, "falchion", lambda: "<figure>now</figure>") == "<figure>now</figure>"
    assert kept_figures(tmp_path / "odds") == {block_key(BLOCK, "falchion"): "<figure>now</figure>"}


def test_a_figure_no_page_draws_any_more_is_dropped(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path / "figures"))
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "odds.md").write_text(f"# Odds\n\n```odds\n{BLOCK}```\n", encoding="utf-8")
    cached_drawing(BLOCK + "note: a block no page holds\n", "falchion", lambda: "<figure>gone</figure>")
    cached_drawing(BLOCK, "falchion", lambda: "<figure>shown</figure>")
    assert kept_figures(tmp_path / "figures" / "odds") == {block_key(BLOCK, "falchion"): "<figure>shown</figure>"}


def kept_figures(folder: Path) -> dict[str, str]:
    """The figures kept in ``folder``, by key."""
    return {path.stem: json.loads(path.read_text(encoding="utf-8"))["figure"] for path in folder.glob("*.json")}


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
def test_every_odds_block_of_a_page_is_found_as_a_test_and_states_a_chance_for_its_chart_to_hold(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    document = Sybil(parsers=[OddsBlockParser()], path=str(page.parent)).parse(page)
    assert len(list(document)) == text.count("```odds\n") >= 2
    for source in page_blocks(text):
        block = parse_block(source)
        assert block.expected, f"{page.name}: {block.title} states no chance (an expect line) for its figure to hold"


def test_a_reference_draws_the_blocks_of_the_section_it_names(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FAWNARULES_CACHE", str(tmp_path))
    monkeypatch.chdir(ROOT)
    drawn = format_fence("from: falchion/odds.md#odds-crits\n", "odds", "fr-odds", {}, None)
    assert drawn.count('<figure class="fr-odds">') == 2
    assert "How likely is a melee attack against DR 10 to crit or botch?" in drawn


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


def reroll_check(dr: int) -> JsonObject:
    return {"check": {"action": "other", "dr": dr, "rolls": ["?"], "reroll": {"die": 0, "result": "?"}}}


def test_a_reroll_on_a_failure_is_counted_as_that_policy() -> None:
    # Independently: the first d20 stands when it beats the DR, else the second is rolled and stands.
    faces = range(1, 21)
    wins = sum(1 for first in faces for second in faces if (first if first > 11 else second) > 11)
    found = chances("falchion.resolve_check", reroll_check(11), "success", **{"check.reroll": "on a failure"})
    assert found["yes"] == Fraction(wins, 400) == Fraction(279, 400)
    always = chances("falchion.resolve_check", reroll_check(11), "success", **{"check.reroll": "always"})
    assert always["yes"] == Fraction(9, 20)


def test_a_helper_rerolls_on_a_failure() -> None:
    faces = range(1, 13)
    wins = sum(1 for first in faces for second in faces if (first if first + 1 > 6 else second) + 1 > 6)
    request = {"ability": 1, "roll": "?", "help_reroll": "?"}
    found = chances("awoudan.make_check", request, "success", help_reroll="on a failure")
    assert found["yes"] == Fraction(wins, 144) == Fraction(119, 144)


def test_spending_grit_only_to_turn_a_miss_into_a_hit_changes_no_hit_but_the_grit_spent() -> None:
    request = {"check": {"action": "other", "dr": 11, "rolls": ["?"], "gambits": ["overcome_odds"]}}
    found = chances("falchion.resolve_check", request, "success", "modifiers", **{"check.gambits": MISS_TO_HIT})
    # Independently: faces 10 and 11 miss DR 11 but beat DR 9, so only they spend the Grit Die.
    assert found == {
        "no · []": Fraction(9, 20),
        'yes · [{"dr": -2, "source": "overcome_odds"}]': Fraction(2, 20),
        "yes · []": Fraction(9, 20),
    }


MISS_TO_HIT = "when it turns a failure into a success"


@pytest.mark.parametrize(
    ("operation", "request_", "choice"),
    [
        ("falchion.resolve_check", reroll_check(11), "check.reroll"),
        ("awoudan.make_check", {"ability": 1, "roll": "?", "help_reroll": "?"}, "help_reroll"),
        ("awoudan.make_save", {"condition": "slowed", "roll": "?", "help_reroll": "?"}, "help_reroll"),
    ],
)
def test_a_choice_left_open_without_a_policy_is_refused_naming_one(
    operation: str, request_: JsonObject, choice: str
) -> None:
    with pytest.raises(OddsError, match=rf"{re.escape(choice)}: .* the player's choice.* name a policy"):
        chances(operation, request_, "success", engine=UncalledEngine())


def test_a_reroll_cannot_be_chosen_for_how_it_will_fall() -> None:
    with pytest.raises(OddsError, match="rolled after it is chosen"):
        chances("falchion.resolve_check", reroll_check(11), "success", **{"check.reroll": MISS_TO_HIT})


def morale_by_hand(morale: int) -> dict[str, Fraction]:
    """Two cards of the 52 (Jokers set aside and drawn again): broken above Morale; the high card by rank, then
    spades, hearts, diamonds, clubs; a red high card flees, a black one surrenders."""
    suits = "SHDC"
    cards = [(rank, suit) for rank in range(2, 15) for suit in suits]
    tally: dict[str, int] = {}
    for first in cards:
        for second in cards:
            if first == second:
                continue
            high = max(first, second, key=lambda card: (card[0], -suits.index(card[1])))
            outcome = "fights on" if first[0] + second[0] <= morale else "flees" if high[1] in "HD" else "surrenders"
            tally[outcome] = tally.get(outcome, 0) + 1
    return {outcome: Fraction(count, 52 * 51) for outcome, count in tally.items()}


def test_a_joker_in_a_morale_draw_is_drawn_again_so_three_chances_sum_to_one() -> None:
    request = {"creature": {"hp": 4, "max_hp": 10, "morale": 16}, "cards": ["?", "?"]}
    answered = asked("falchion.check_morale", request, "outcome")
    found = by_key(answered.single)
    assert found == morale_by_hand(16)
    assert found["flees"] == Fraction(3, 13)
    assert sum(found.values()) == 1
    assert len(found) == 3
    assert answered.calls == 54 * 53 // 2, "two cards are asked once per pair, whichever came first"


def test_asking_which_die_showed_what_counts_the_dice_in_order() -> None:
    prone = {"check": {"action": "melee_attack", "distance": 5, "target_prone": True, "dr": 11, "rolls": ["?", "?"]}}
    assert chances("falchion.resolve_check", prone, "rolls.0") == {str(face): Fraction(1, 20) for face in range(1, 21)}
    in_order = asked(CHECK, prone, "rolls.0").single
    assert (in_order.calls, in_order.rolled) == (400, (("the check's d20", "2d20"),))
    first_card = chances(
        "falchion.check_morale", {"creature": {"hp": 4, "max_hp": 10, "morale": 16}, "cards": ["?", "?"]}, "cards.0"
    )
    assert first_card == {card: Fraction(1, 52) for card in first_card}
    assert len(first_card) == 52


def damage_by_hand(hp: int, armor: int, weapon: int, dr: int, attacks: int) -> dict[bool, Fraction]:
    """A d20 above the DR hits for a weapon die less an armor die, at least 1, which never takes the last HP."""
    states = {hp: Fraction(1)}
    for _ in range(attacks):
        after: dict[int, Fraction] = {}
        for left, chance in states.items():
            for d20 in range(1, 21):
                for rolled in range(1, weapon + 1):
                    for soaked in range(1, armor + 1):
                        share = chance / (20 * weapon * armor)
                        now = left
                        if left > 0 and d20 > dr:
                            dealt = rolled - soaked
                            now = left - dealt if dealt >= 1 else max(left - 1, 1)
                        after[now] = after.get(now, Fraction(0)) + share
        states = after
    down = sum((chance for left, chance in states.items() if left <= 0), Fraction(0))
    return {True: down, False: 1 - down}


def two_attacks(hp: object) -> JsonObject:
    hit = {"action": "melee_attack", "distance": 5, "dr": 11, "rolls": ["?"]}
    damage = {"weapon": {"dice": 1, "size": "d8"}, "armor": {"size": "d4", "roll": "?"}, "rolls": ["?"]}
    return {
        "start": {"hp": hp, "down": False},
        "repeat": 2,
        "steps": [
            {
                "when": {"down": False},
                "operation": "falchion.resolve_check",
                "request": {"check": hit},
                "set": {"hit": "success"},
            },
            {
                "when": {"hit": True, "down": False},
                "operation": "falchion.deal_damage",
                "request": {"hit": {**damage, "hp": {"var": "hp"}}},
                "set": {"hp": "hp_left", "down": "downed"},
            },
        ],
        "ask": ["down"],
    }


def test_a_chained_question_feeds_each_answer_into_the_next_operation() -> None:
    answered = ask(two_attacks(6), parse_question, InProcess(ReferenceEngine()))
    expected = damage_by_hand(hp=6, armor=4, weapon=8, dr=11, attacks=2)
    assert by_key(answered.single) == {"yes": expected[True], "no": expected[False]}
    assert answered.single.calls == answered.calls < 20 + 2 * 32 + 20 * 8


def test_a_sweep_asks_the_question_at_every_value() -> None:
    answered = ask(two_attacks({"range": [3, 8], "name": "HP"}), parse_question, InProcess(ReferenceEngine()))
    assert [axis.name for axis in answered.axes] == ["HP"]
    for (hp,), counted in answered.points:
        assert counted.chance("yes") == damage_by_hand(hp=hp, armor=4, weapon=8, dr=11, attacks=2)[True]


def test_a_run_of_death_saves_ends_stable_or_dead() -> None:
    step = {
        "when": {"state": "dying"},
        "operation": "awoudan.make_save",
        "request": {
            "condition": "dying",
            "roll": "?",
            "death_saves": {"successes": {"var": "ok"}, "failures": {"var": "ko"}},
        },
        "set": {"state": "state", "ok": "death_saves.successes", "ko": "death_saves.failures"},
    }
    question = {"start": {"state": "dying", "ok": 1, "ko": 0}, "repeat": 5, "steps": [step], "ask": ["state"]}
    found = ask(question, parse_question, InProcess(ReferenceEngine())).single
    # Independently: each save is a d12 above 6, one in two; one success is already in: stable unless the next
    # three fail before two succeed.
    paths = [(a, b, c, d) for a in (0, 1) for b in (0, 1) for c in (0, 1) for d in (0, 1)]
    dead = Fraction(sum(1 for path in paths if first_to(path, ok=1) == "dead"), 16)
    assert found.chance("dead") == dead == Fraction(5, 16)
    assert found.chance("stable") == 1 - dead


def first_to(path: tuple[int, ...], ok: int) -> str:
    ko = 0
    for success in path:
        ok, ko = ok + success, ko + (1 - success)
        if ok == 3:
            return "stable"
        if ko == 3:
            return "dead"
    return "dying"


def test_alike_dice_are_asked_once_per_set_of_values() -> None:
    request = {"hit": {"weapon": {"dice": 6, "size": "d10"}, "hp": 100, "rolls": ["?"] * 6}}
    answered = asked("falchion.deal_damage", request, "damage")
    assert answered.calls == 5005  # 15 choose 6 sets of values, against 10**6 orders
    assert answered.single.chance("33") == Fraction(13813, 250000)
    assert answered.single.mean() == 33


def test_the_command_asks_a_chained_question_of_another_engine(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    question = tmp_path / "question.json"
    question.write_text(json.dumps(two_attacks(6)), encoding="utf-8")
    spec = "python:tests.test_odds:OffByOneEngine"
    status, out, _ = run_cli(capsys, monkeypatch, "", "--question", str(question), "--engine", spec, "--json")
    assert status == 0
    wrong = {row["result"]["down"]: Fraction(row["chance"]) for row in json.loads(out)["outcomes"]}
    assert wrong[True] == damage_by_hand(hp=6, armor=4, weapon=8, dr=10, attacks=2)[True]


def page_odds(page: str, title: str) -> dict[str, Fraction]:
    """The chances of the odds block of a page with this title, as the page's figure gives them."""
    blocks = [parse_block(block) for block in page_blocks((ROOT / "docs" / page).read_text(encoding="utf-8"))]
    (block,) = [block for block in blocks if block.title == title]
    return by_key(compute(block).sweep.single)


def damage_chances(maximum: int, weapon: int, armor: int, less: int = 0) -> dict[str, Fraction]:
    """A weapon die (on top of ``maximum``), less an armor die and ``less``, at least 1."""
    tally: dict[str, Fraction] = {}
    for rolled in range(1, weapon + 1):
        for soaked in range(1, armor + 1):
            dealt = str(max(maximum + rolled - soaked - less, 1))
            tally[dealt] = tally.get(dealt, Fraction(0)) + Fraction(1, weapon * armor)
    return tally


def grit_after(casts: int) -> dict[str, Fraction]:
    """A usage die cast again and again: it steps down a size on a 1 or a 2, and below ud4 it is spent."""
    steps = {"d8": ("d6", Fraction(2, 8)), "d6": ("d4", Fraction(2, 6)), "d4": ("none", Fraction(2, 4))}
    dice = {"d8": Fraction(1)}
    for _ in range(casts):
        after: dict[str, Fraction] = {}
        for die, chance in dice.items():
            if die == "none":
                after[die] = after.get(die, Fraction(0)) + chance
                continue
            smaller, down = steps[die]
            after[smaller] = after.get(smaller, Fraction(0)) + chance * down
            after[die] = after.get(die, Fraction(0)) + chance * (1 - down)
        dice = after
    return dice


@pytest.mark.parametrize(
    ("title", "by_hand"),
    [
        # The crit meets the d4 as it was; the armor drops only afterwards (armor-drop-timing).
        ("How much does a crit with a d8 weapon deal through d4 armor?", damage_chances(maximum=8, weapon=8, armor=4)),
        (
            "How much does a botch cost a drifter, with a wolf's d6 bite against d4 armor?",
            damage_chances(maximum=6, weapon=6, armor=4),
        ),
        (
            "What does a 1d8 Cleave deal to the third enemy, against d4 armor?",
            damage_chances(maximum=0, weapon=8, armor=4, less=2),
        ),
        ("What is left of a ud8 Grit Die after six gambits?", grit_after(casts=6)),
    ],
)
def test_a_chart_gives_what_its_page_says_the_rules_are(title: str, by_hand: dict[str, Fraction]) -> None:
    assert page_odds("falchion/odds.md", title) == by_hand


def test_another_engine_answers_a_policy_as_it_reads_its_own_failures(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = "python:tests.test_odds:OffByOneEngine"
    args = [CHECK, "--field", "success", "--policy", "check.reroll=on a failure", "--engine", spec, "--json"]
    status, out, _ = run_cli(capsys, monkeypatch, json.dumps(reroll_check(11)), *args)
    assert status == 0
    # That engine lets 11 succeed against DR 11: a miss is 1 to 10, so both dice miss 1 time in 4.
    assert json.loads(out)["outcomes"][1]["chance"] == "3/4"


def test_a_running_count_says_how_many_gambits_the_grit_die_pays_for() -> None:
    found = page_odds("falchion/odds.md", "How many gambits does a ud8 Grit Die pay for before it is spent?")
    # Independently: spent by exactly the k-th cast is the chance of being spent after k less after k - 1.
    spent_by = [grit_after(casts).get("none", Fraction(0)) for casts in range(13)]
    expected = {f"{casts} · yes": spent_by[casts] - spent_by[casts - 1] for casts in range(3, 13)}
    expected["12 · no"] = 1 - spent_by[12]
    assert found == expected
    spent = {key: chance for key, chance in expected.items() if key.endswith("yes")}
    assert max(spent, key=spent.__getitem__) == "6 · yes"
    assert Fraction(1, 6) < expected["12 · no"] < Fraction(1, 4)


def one_attack(grit: int, dr: int) -> list[tuple[int, bool, Fraction]]:
    """Each way one attack against ``dr`` falls, as the Grit Die after it, whether it hit and its chance:
    Overcome Odds (2 easier) spent only on a miss it turns into a hit, which casts the die (down a size on a
    1 or 2, spent below ud4: size 0); a spent die gives disadvantage."""
    if grit == 0:
        return [(0, min(first, second) > dr, Fraction(1, 400)) for first in range(1, 21) for second in range(1, 21)]
    smaller = {8: 6, 6: 4, 4: 0}[grit]
    ways = []
    for roll in range(1, 21):
        if dr - 2 < roll <= dr:
            ways += [(smaller if cast <= 2 else grit, True, Fraction(1, 20 * grit)) for cast in range(1, grit + 1)]
        else:
            ways.append((grit, roll > dr, Fraction(1, 20)))
    return ways


def fight_by_hand(attacks: int, dr: int) -> dict[int, Fraction]:
    """How many of ``attacks`` hit, a ud8 Grit Die paying for Overcome Odds while it lasts (:func:`one_attack`)."""
    states: dict[tuple[int, int], Fraction] = {(8, 0): Fraction(1)}
    for _ in range(attacks):
        after: dict[tuple[int, int], Fraction] = {}
        for (grit, hits), chance in states.items():
            for left, hit, weight in one_attack(grit, dr):
                after[left, hits + hit] = after.get((left, hits + hit), Fraction(0)) + chance * weight
        states = after
    tally: dict[int, Fraction] = {}
    for (_, hits), chance in states.items():
        tally[hits] = tally.get(hits, Fraction(0)) + chance
    return tally


def test_what_the_grit_die_adds_over_a_fight_is_counted_through_the_engine() -> None:
    title = "How many of six attacks against DR 11 hit, with Overcome Odds while the Grit Die lasts?"
    expected = fight_by_hand(attacks=6, dr=11)
    assert page_odds("falchion/odds.md", title) == {str(hits): chance for hits, chance in expected.items()}
    mean = sum((hits * chance for hits, chance in expected.items()), Fraction(0))
    assert Fraction(6 * 9, 20) < mean < Fraction(34, 10)


@pytest.mark.parametrize(
    ("add", "says"),
    [
        ({"spent": "spent"}, "both set and added to"),
        ({"count": 1.5}, "a result field (as text) or a whole number"),
        ({"count": "grit_after"}, 'is given "d6"'),
    ],
)
def test_a_running_count_adds_only_numbers(add: dict[str, object], says: str) -> None:
    step = {
        "operation": "falchion.cast_grit",
        "request": {"cast": {"grit": "d8", "roll": "?", "gambit": "overcome_odds"}},
        "set": {"spent": "spent"},
        "add": add,
    }
    question = {"steps": [step], "ask": list(add)}
    with pytest.raises(OddsError, match=re.escape(says)):
        ask(question, parse_question, InProcess(ReferenceEngine()))
