"""Mutation testing by the spec alone, and the Spec strength page drawn from its results."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fawnarules.mutation import KILLS, RESULTS
from fawnarules.mutation.mutant import Mutant, mutants, mutated_code
from fawnarules.mutation.replay import Verdict, replay
from fawnarules.mutation.run import (
    EQUIVALENTS,
    broken_or,
    main,
    merged_counts,
    read_equivalents,
    ruleset_of,
)
from fawnarules.site.ruleset import read_rulesets
from fawnarules.site.spec_figures import filled
from fawnarules.site.strength import read_strength, strength_parts
from fawnarules.sources.case import Case

ROOT = Path(__file__).resolve().parent.parent
PROSE = (ROOT / "docs/includes/strength.md").read_text(encoding="utf-8")


def strength_page(data: dict[str, Any]) -> str:
    """The Spec strength page the site makes of ``data``, in its words."""
    return filled(PROSE, strength_parts(data))


SAMPLE = '''\
"""A rulebook module."""

from typing import Annotated

from annotated_types import Le

from fawnarules.record import Positive

LIMIT = 2
"""At most two (``sample.page.limit``)."""


def is_over(count: int, limit: int = LIMIT) -> bool:
    """Whether ``count`` passes the limit (``sample.page.over``)."""
    return count > limit and not count == 0


class Request:
    """What a request may hold (``sample.page.request``)."""

    count: Positive
    faces: Annotated[int, Le(12)]

    def last(self, rolls: list[int]) -> int:
        return rolls[-1]
'''


def sample_module(tmp_path: Path) -> Path:
    path = tmp_path / "fawnarules" / "sample" / "rule.py"
    path.parent.mkdir(parents=True)
    path.write_text(SAMPLE, encoding="utf-8")
    return path


def test_each_operator_constant_and_default_is_one_mutant_citing_its_rule(tmp_path: Path) -> None:
    found = {mutant.id: mutant.rule for mutant in mutants(sample_module(tmp_path), tmp_path)}
    assert found == {
        "fawnarules.sample.rule:LIMIT: 2 -> 3 #1": "sample.page.limit",
        "fawnarules.sample.rule:LIMIT: 2 -> 1 #1": "sample.page.limit",
        "fawnarules.sample.rule:is_over: > -> >= #1": "sample.page.over",
        "fawnarules.sample.rule:is_over: and -> or #1": "sample.page.over",
        "fawnarules.sample.rule:is_over: not x -> x #1": "sample.page.over",
        "fawnarules.sample.rule:is_over: == -> != #1": "sample.page.over",
        "fawnarules.sample.rule:is_over: 0 -> 1 #1": "sample.page.over",
        "fawnarules.sample.rule:is_over: 0 -> -1 #1": "sample.page.over",
        "fawnarules.sample.rule:Request: Positive -> NonNegative #1": "sample.page.request",
        "fawnarules.sample.rule:Request: Le(12) -> Le(13) #1": "sample.page.request",
        "fawnarules.sample.rule:Request: Le(12) -> Le(11) #1": "sample.page.request",
        "fawnarules.sample.rule:Request.last: 1 -> 2 #1": "sample.page.request",
        "fawnarules.sample.rule:Request.last: 1 -> 0 #1": "sample.page.request",
    }


def test_a_mutant_changes_only_what_its_id_says(tmp_path: Path) -> None:
    path = sample_module(tmp_path)
    original: dict[str, object] = {}
    exec(compile(SAMPLE, str(path), "exec"), original)
    changed: dict[str, object] = {}
    exec(mutated_code(path, tmp_path, "fawnarules.sample.rule:is_over: > -> >= #1"), changed)  # type: ignore[arg-type]
    assert original["is_over"](2) is False  # type: ignore[operator]
    assert changed["is_over"](2) is True  # type: ignore[operator]
    assert changed["LIMIT"] == 2


def test_every_listed_equivalent_has_a_reason_and_is_a_survivor_of_the_last_run() -> None:
    equivalents = read_equivalents(ROOT / EQUIVALENTS)
    data = json.loads((ROOT / RESULTS).read_text(encoding="utf-8"))
    survivors = {survivor["id"] for entry in data["rulesets"] for survivor in entry["survivors"]}
    assert equivalents
    assert set(equivalents) <= survivors


def test_the_page_shows_each_rule_s_score_and_each_survivor_with_its_reason_or_as_a_gap() -> None:
    data = {
        "rulesets": [
            {
                "ruleset": "reactions",
                "name": "Reactions",
                "mutants": 10,
                "killed": 8,
                "equivalent": 1,
                "seconds": 3.0,
                "cpu_seconds": 1.0,
                "rules": [{"rule": "reactions.defense.pool", "mutants": 10, "killed": 8, "equivalent": 1}],
                "survivors": [
                    {
                        "id": "m:f: 1 -> 2 #1",
                        "rule": "reactions.defense.pool",
                        "line": 3,
                        "change": "1 -> 2",
                        "reason": "only <prose> changes",
                    },
                    {
                        "id": "m:f: < -> <= #1",
                        "rule": "reactions.defense.pool",
                        "line": 4,
                        "change": "< -> <=",
                        "reason": "",
                    },
                ],
            }
        ],
        "fuzz": [
            {
                "engine": "wrong",
                "misreads": "a dodge costs 1",
                "operation": "reactions.resolve_attack",
                "seed": 0,
                "found": "result: reactions_left differ",
                "requests": 12,
                "seconds": 1.5,
            },
        ],
    }
    page = strength_page(data)
    assert "| [Reactions](#reactions) | 8 / 10 | 0 | 0 | 1 | 88.9 % | 1 |" in page
    assert "## Reactions {#reactions}" in page
    assert "| `reactions.defense.pool` | 10 | 8 | 0 | 0 | 1 |" in page
    assert "- `m:f: 1 -> 2 #1` (line 3) — cannot change an answer: only &lt;prose&gt; changes" in page
    assert "- `m:f: < -> <= #1` (line 4) — **not yet caught**" in page
    assert (
        "| wrong (`reactions.resolve_attack`, 0) | a dodge costs 1 | result: reactions&#95;left differ | 12 | 1.5 |"
        in page
    )


def test_the_page_calls_each_rulebook_by_its_name_and_one_the_site_lacks_by_its_id() -> None:
    data = read_strength(ROOT, read_rulesets(ROOT / "docs"))
    assert {entry["ruleset"]: entry["name"] for entry in data["rulesets"]}["grand_archive"] == "Grand Archive"
    assert {entry["ruleset"]: entry["name"] for entry in data["kills"]}["grand_archive"] == "Grand Archive"
    assert {entry["name"] for entry in read_strength(ROOT)["rulesets"]} >= {"grand&#95;archive"}


def attack_case(name: str, power: int, expected_damage: int) -> Case:
    """A reactions case: an unopposed physical attack of ``power`` and the damage it should do."""
    return Case(
        id=f"reactions.attack.power/{name}",
        rule="reactions.attack.power",
        ruleset="reactions",
        scenario=name,
        source="features/reactions/attack.feature:1",
        operation="reactions.resolve_attack",
        request={
            "attack": {"type": "physical", "power": power, "critical_roll": "failure"},
            "defender": {"health": 10, "reactions": 0},
        },
        expected={"result": {"damage": expected_damage}},
    )


def test_counting_replays_every_case_and_records_each_that_kills_while_a_plain_replay_stops_at_the_first() -> None:
    mutant = Mutant("m:f: 1 -> 2 #1", "fawnarules.reactions.attack", 1, "1 -> 2", "reactions.attack.power")
    cases = [attack_case("a", 5, 6), attack_case("b", 5, 5), attack_case("c", 3, 4)]
    first = replay(mutant, cases, [])
    counted = replay(mutant, cases, [], count=True)
    assert (first.status, first.by, first.killers) == ("killed", "reactions.attack.power/a", ())
    assert counted.killers == ("reactions.attack.power/a", "reactions.attack.power/c")
    assert replay(mutant, cases[1:2], [], count=True).status == "survived"


def test_a_mutant_only_a_crash_notices_is_not_killed_but_errored() -> None:
    mutant = Mutant("m:f: 1 -> 2 #1", "fawnarules.reactions.attack", 1, "1 -> 2", "reactions.attack.power")
    assert replay(mutant, [attack_case("b", 5, 5)], []).status == "survived"

    class Crashing:
        def evaluate(self) -> None:
            raise IndexError("list index out of range")

    verdict = replay(mutant, [attack_case("b", 5, 5)], [Crashing()], count=True)
    assert (verdict.status, verdict.killers, len(verdict.errors)) == ("errored", (), 1)
    assert verdict.by.startswith("crash: docs: ")
    assert replay(mutant, [attack_case("a", 5, 6)], [Crashing()]).status == "killed"


def test_every_mutant_the_last_count_records_was_killed_in_the_last_run() -> None:
    counted = json.loads((ROOT / KILLS).read_text(encoding="utf-8"))["rulesets"]
    recorded = json.loads((ROOT / RESULTS).read_text(encoding="utf-8"))["rulesets"]
    survivors = {survivor["id"] for entry in recorded for survivor in entry["survivors"]}
    mutants_counted = [mutant for entry in counted for mutant in entry["mutants"]]
    assert mutants_counted
    assert all(
        mutant["kills"] + mutant.get("errors", 0) >= 1 and mutant["id"] not in survivors for mutant in mutants_counted
    )
    assert all(("by" in mutant) == (mutant["kills"] == 1) for mutant in mutants_counted)


def test_counting_chosen_mutants_again_updates_their_entries_and_keeps_every_other_count() -> None:
    kept: dict[str, Any] = {
        "ruleset": "reactions",
        "seconds": 300.0,
        "mutants": [
            {"id": "m:a", "rule": "r", "line": 1, "kills": 1, "by": "reactions.defense.dodge/x"},
            {"id": "m:b", "rule": "r", "line": 2, "kills": 4},
            {"id": "m:c", "rule": "r", "line": 3, "kills": 1, "by": "reactions.defense.dodge/y"},
        ],
    }
    fresh = {"ruleset": "reactions", "seconds": 2.0, "mutants": [{"id": "m:a", "rule": "r", "line": 1, "kills": 2}]}
    merged = merged_counts(kept, fresh, frozenset({"m:a", "m:c"}))
    assert merged["seconds"] == 300.0
    assert merged["mutants"] == [{"id": "m:a", "rule": "r", "line": 1, "kills": 2}, kept["mutants"][1]]


def test_a_chosen_mutant_needs_counting_mode_and_an_id_naming_a_rulebook(capsys: pytest.CaptureFixture[str]) -> None:
    assert ruleset_of("fawnarules.falchion.round:ROUND_SECONDS: 6 -> 7 #1") == "falchion"
    assert ruleset_of("fawnarules.dice:roll: 1 -> 2 #1") == ""
    for argv, message in (
        (["--mutant", "fawnarules.falchion.round:ROUND_SECONDS: 6 -> 7 #1"], "it needs --count-kills"),
        (["--count-kills", "--mutant", "round:ROUND_SECONDS"], "--mutant 'round:ROUND_SECONDS': not a mutant ID"),
    ):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2
        assert message in capsys.readouterr().err


def test_the_page_lists_each_rulebook_s_mutants_one_case_alone_kills() -> None:
    data: dict[str, Any] = {
        "rulesets": [],
        "kills": [
            {
                "ruleset": "reactions",
                "name": "Reactions",
                "seconds": 7.0,
                "mutants": [
                    {"id": "m:f: 0 -> 1 #1", "rule": "r", "line": 4, "kills": 1, "by": "reactions.defense.dodge/x"},
                    {"id": "m:f: < -> <= #1", "rule": "r", "line": 5, "kills": 3},
                ],
            }
        ],
    }
    page = strength_page(data)
    assert "| Reactions | 2 | 1 | 0 |" in page
    assert '??? note "Reactions: 1 caught by one case only"' in page
    assert "    - `m:f: 0 -> 1 #1` (line 4) — only `reactions.defense.dodge/x`" in page
    assert "m:f: < -> <= #1" not in page
    assert "No reading rests on one case alone" not in page
    data["kills"][0]["mutants"] = data["kills"][0]["mutants"][1:]
    assert "No reading rests on one case alone" in strength_page(data)


def test_the_page_lists_each_misreading_with_its_scenarios_and_how_fast_fuzz_found_it() -> None:
    result = {
        "misreading": "A dodge costs one <reaction>",
        "rule": "reactions.defense.dodge-cost",
        "ruleset": "reactions",
        "situations": 7,
        "found_in": "reactions.resolve_attack",
        "placed_under": "reactions.defense.dodge-cost",
        "seconds": 4.25,
        "cpu_seconds": 1.5,
    }
    missed = {**result, "misreading": "Missed", "found_in": "", "situations": 3, "placed_under": ""}
    data = {"misreadings": {"seed": 1, "time": 60.0, "cpus": 2, "results": [result, missed]}}
    page = strength_page(data)
    assert "fuzz --seed 1 --time 60` over\nits whole rulebook: 1 of 2 are, 1 with the scenario" in page
    assert (
        "| A dodge costs one &lt;reaction&gt; | `reactions.defense.dodge-cost` | 7 | `reactions.resolve_attack` "
        "| *the same* | 4.2 | 1.5 |" in page
    )
    assert "| Missed | `reactions.defense.dodge-cost` | 3 | **not found** | — |" in page


def test_a_mutant_that_crashes_on_every_example_of_its_rule_cannot_run_and_one_crashing_on_some_is_a_gap() -> None:
    mutant = Mutant("m:f: - -> + #1", "fawnarules.reactions.attack", 1, "- -> +", "reactions.attack.power")
    crashes = ("crash: reactions.attack.power/a", "crash: reactions.attack.power/b")
    errored = Verdict(mutant, "errored", crashes[0], (), crashes)
    own = ["reactions.attack.power/a", "reactions.attack.power/b"]
    assert broken_or(errored, own).status == "broken"
    assert broken_or(errored, [*own, "reactions.attack.power/c"]).status == "errored"
    assert broken_or(Verdict(mutant, "killed", "x", ("x",), crashes), own).status == "killed"
