"""Each rulebook's quick reference states the engine's own numbers: every line below is written from the reference
implementation's constants and tables, and must stand on the page word for word (lines may wrap). A number changed
on either side fails here."""

from __future__ import annotations

from pathlib import Path

import pytest

from fawnarules.awoudan import attack as awoudan_attack
from fawnarules.awoudan import check as awoudan_check
from fawnarules.awoudan import economy, movement
from fawnarules.dice import DieSize
from fawnarules.falchion import check as falchion_check
from fawnarules.falchion import damage as falchion_damage
from fawnarules.falchion import grit, reaction
from fawnarules.falchion import round as falchion_round
from fawnarules.falchion.card import FACE_VALUES, Joker
from fawnarules.falchion.grit import Gambit
from fawnarules.falchion.movement import CRAWL_COST, STAND_UP_SHARE
from fawnarules.falchion.reaction import Reaction
from fawnarules.fawnalore.board import Board, Hex, hexes_within
from fawnarules.grand_archive.damage import LEAST_DAMAGE, LEAST_DECLARED_POWER
from fawnarules.reactions.attack import BLOCK_COST, DODGE_COST

DOCS = Path(__file__).resolve().parent.parent / "docs"
MINUS, EN_DASH = "\u2212", "\u2013"
WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
SHARES = {2: "half", 4: "a quarter"}


def minus(number: int) -> str:
    """A negative number as the page prints it, with a true minus sign."""
    return f"{MINUS}{-number}" if number < 0 else f"+{number}"


def reaction_rows() -> list[str]:
    """The creature reaction table, one row per attitude, from the engine's table of card totals."""
    said = {Joker.ONE_EYED: "the one-eyed Joker", Joker.STANDARD: "the standard Joker"}
    bands = ((2 * min(FACE_VALUES.values()), reaction.LOWEST_REACTION), *reaction.REACTION_TABLE)
    highs = [lowest - 1 for lowest, _ in reaction.REACTION_TABLE] + [2 * max(FACE_VALUES.values())]
    rows = []
    for (low, attitude), high in zip(bands, highs, strict=True):
        jokers = [said[joker] for joker, reading in reaction.JOKER_REACTIONS.items() if reading is attitude]
        words = "ready to attack" if attitude is Reaction.MAY_ATTACK else attitude.value
        rows.append(f"| {words} | {low}{EN_DASH}{high} | {' '.join(jokers)} |".replace("|  |", "| |"))
    return rows


FALCHION = [
    f"| A round | {falchion_round.ROUND_SECONDS} seconds |",
    f"| Surprise | {' or '.join(map(str, range(1, falchion_round.SURPRISE_FACES + 1)))} on a d6 |",
    f"| DR cap | {falchion_check.DR_CAP} |",
    f"| Crit / botch | a natural {falchion_check.NATURAL_CRIT} / a natural {falchion_check.NATURAL_BOTCH},",
    f"| Aim | {minus(falchion_check.AIM_DR)} DR; not at a target within {falchion_check.AIM_MIN_DISTANCE} feet |",
    f"| Melee reach | {falchion_check.MELEE_REACH} feet |",
    f"| Strong Melee Attack | one more damage die, {minus(falchion_check.STRONG_MELEE_DR)} DR |",
    f"| Overcome Odds | {minus(falchion_check.OVERCOME_ODDS_DR)} DR |",
    f"| Grapple | ±{falchion_check.GRAPPLE_DR_PER_SIZE} DR for each size of difference |",
    f"| Dodge | {falchion_check.DODGE_STEP} feet; a further AGI check for {falchion_check.DODGE_EXTRA} feet more |",
    f"| Least damage on a hit | {falchion_damage.MINIMUM_DAMAGE}, never fatal |",
    f"| Cleave | {falchion_damage.CLEAVE_PER_EXTRA_ENEMY} less damage for each enemy beyond the first |",
    f"| Crawling | {CRAWL_COST} feet of movement for each foot |",
    f"| Standing up | {SHARES[STAND_UP_SHARE]} the movement |",
    f"| Grit Die | u{grit.GRIT_MAX.value} at most; steps down on a 1 or a {grit.STEP_DOWN_ON} |",
    f"| A full rest for the Grit Die | {grit.FULL_REST_HOURS} hours |",
    "2 to 10 as printed, " + ", ".join(f"{rank} {value}" for rank, value in FACE_VALUES.items() if not rank.isdigit()),
    f"two cards total {2 * min(FACE_VALUES.values())} to {2 * max(FACE_VALUES.values())}",
    *reaction_rows(),
    " → ".join(size.value for size in reversed(DieSize)) + " → gone",
    ", ".join(
        "Strong Melee Attack" if gambit is Gambit.STRONG_MELEE else gambit.value.replace("_", " ").title()
        for gambit in grit.GAMBITS
    ),
]

REACTIONS = [
    f"**Block** costs {BLOCK_COST} reaction.",
    f"**Dodge** costs {DODGE_COST} reactions,",
]

AWOUDAN = [
    f"| another attack | stamina | {economy.EXTRA_ATTACK_COST} STA |",
    f"| another move | stamina | {economy.EXTRA_MOVE_COST} STA |",
    f"| another draw or stow | stamina | {economy.DRAW_STOW_COST} STA |",
    f"| a reload once the standard action is gone | stamina | {economy.RELOAD_COST} STA |",
    f"| the same free action again | stamina | {economy.REPEATED_FREE_ACTION_COST} STA |",
    f"| opportunity attack | reaction | {economy.OPPORTUNITY_ATTACK_COST} STA |",
    f"| dodge | reaction | {economy.DODGE_COST} STA |",
    f"{WORDS[economy.REACTIONS_PER_ROUND]} reaction per round",
    f"prone target of a melee attack), once | {minus(awoudan_attack.COMBAT_ADVANTAGE)} |",
    f"| a charge: at least {awoudan_attack.CHARGE_MIN_SQUARES} squares, the last {awoudan_attack.CHARGE_MIN_SQUARES} "
    f"in a straight line | {minus(awoudan_attack.CHARGE_BONUS)} |",
    f"| the target is exposed and hit | {minus(awoudan_attack.EXPOSED_BONUS)} damage |",
    f"| cover / superior cover | {minus(awoudan_attack.COVER_PENALTY)} / "
    f"{minus(awoudan_attack.SUPERIOR_COVER_PENALTY)} |",
    f"| concealment | {minus(awoudan_attack.CONCEALMENT_PENALTY)} |",
    f"| a ranged attack at a prone target | {minus(awoudan_attack.PRONE_RANGED_PENALTY)} |",
    f"| an attacker that is grappled | {minus(awoudan_attack.GRAPPLED_PENALTY)} |",
    f"| attacking an unseen square | {minus(awoudan_attack.UNSEEN_SQUARE_PENALTY)} |",
    f"An exposed target that is hit takes {awoudan_attack.EXPOSED_BONUS} more.",
    f"**above {awoudan_check.DIFFICULTY}** succeeds",
    f"{WORDS[awoudan_check.DEATH_SAVES_TO_END]} successes stabilise, {WORDS[awoudan_check.DEATH_SAVES_TO_END]} "
    "failures kill",
    f"| sprint | SPE + {movement.SPRINT_BONUS};",
    f"| shift | {movement.SHIFT_SQUARES} | no |",
    f"| crawl (prone only) | {SHARES[movement.CRAWL_DIVISOR]} of SPE | yes |",
]

FAWNALORE = [f"| {reach} | {len(hexes_within(Hex(0, 0), reach, Board(radius=reach + 1)))} |" for reach in range(1, 5)]

GRAND_ARCHIVE = [
    f"below {LEAST_DAMAGE} counts as {LEAST_DAMAGE}",
    f"An attack needs more than {LEAST_DECLARED_POWER - 1} power to be declared",
]


@pytest.mark.parametrize(
    ("rulebook", "lines"),
    [
        ("falchion", FALCHION),
        ("reactions", REACTIONS),
        ("awoudan", AWOUDAN),
        ("fawnalore", FAWNALORE),
        ("grand_archive", GRAND_ARCHIVE),
    ],
)
def test_a_quick_reference_prints_the_engines_numbers(rulebook: str, lines: list[str]) -> None:
    page = " ".join((DOCS / rulebook / "quick.md").read_text(encoding="utf-8").split())
    missing = [line for line in lines if " ".join(line.split()) not in page]
    assert missing == []


def test_every_rulebook_has_a_quick_reference_linked_from_its_first_page() -> None:
    for index in DOCS.glob("*/index.md"):
        if "summary:" in index.read_text(encoding="utf-8"):
            assert (index.parent / "quick.md").is_file(), index.parent.name
            assert "(quick.md)" in index.read_text(encoding="utf-8"), index.parent.name
