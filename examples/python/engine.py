#!/usr/bin/env python3
"""A small engine for Falchion's Grit Die and table measurement, checked against the fawnarules spec.

It speaks protocol v1 (one JSON message per line on stdin, one answer per line on stdout; see
docs/conformance/protocol.md), uses nothing but the standard library, and shares no code with
the reference engine. It claims three operations of the falchion ruleset; every other case of
the spec is "not claimed". It makes one mistake on purpose, listed in known-failures.txt: it
turns inches into feet in binary floating point, so 0.07 inches come out 0.35000000000000003 feet.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable

LADDER = ["d4", "d6", "d8", "d10", "d12", "d20"]
GRIT_LARGEST = "d8"  # falchion.grit.die
STEPS_DOWN_AT_MOST = 2  # falchion.grit.cast: a 1 or a 2 shrinks the die
HOURS_FOR_FULL_GRIT = 6  # falchion.grit.rest
FEET_PER_INCH = 5  # falchion.measurement.scale
MOST_INCHES = 1000  # falchion.clarifications.table-extent
SIZE_FROM = [  # falchion.measurement.sizes: the base diameter (inches) at which each size starts
    (4.0, "colossal"),
    (3.0, "huge"),
    (2.0, "large"),
    (1.0, "medium"),
    (0.5, "small"),
]
NO_EFFECT = {
    "dr": 0,
    "damage_dice": 0,
    "damage_per_extra_enemy": 0,
    "extra_actions": 0,
    "prayer_dice": 0,
    "sorcery_dice": 0,
    "keeps": None,
}
GAMBITS = {  # falchion.grit.gambits: what each gambit changes, and a few words on it
    "cleave": ({"damage_per_extra_enemy": -1}, "hits the enemies beside the target too"),
    "disarm": ({}, "knocks the target's weapon away"),
    "extra_action": ({"extra_actions": 1}, "one more action this round"),
    "gain_prayer_die": ({"prayer_dice": 1}, "a Prayer Die, used at once"),
    "gain_sorcery_die": ({"sorcery_dice": 1}, "a Sorcery Die, used at once"),
    "kin_ability": ({}, "the drifter's kin ability"),
    "overcome_odds": ({"dr": -2}, "one check gets easier"),
    "reroll": ({"keeps": "second"}, "a die is rolled again"),
    "redraw": ({"keeps": "second"}, "a card is drawn again"),
    "strong_melee": ({"dr": 2, "damage_dice": 1}, "a harder melee hit, harder to land"),
}


class Refused(Exception):
    """The rules forbid the action."""

    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(reason)
        self.rule = rule


class BadInput(Exception):
    """The request is malformed at ``path``."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path


def fields(value: object, path: str, allowed: set[str]) -> dict[str, object]:
    """An object holding no field but the ``allowed`` ones."""
    if not isinstance(value, dict):
        raise BadInput(path, "expected an object")
    for name in value:
        if name not in allowed:
            raise BadInput(f"{path}.{name}" if path else name, "not a field of this request")
    return value


def grit_die(value: object, path: str) -> str | None:
    """A Grit Die size, or None when spent; never larger than ud8 (falchion.grit.die)."""
    if value is None:
        return None
    if value not in LADDER:
        raise BadInput(path, f"expected one of {', '.join(LADDER)} or null")
    if LADDER.index(str(value)) > LADDER.index(GRIT_LARGEST):
        raise BadInput(path, f"the Grit Die is at most u{GRIT_LARGEST}")
    return str(value)


def whole(value: object, path: str, least: int) -> int:
    """A whole number of at least ``least``."""
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise BadInput(path, f"expected a whole number of at least {least}")
    return value


def inches(value: object, path: str) -> float | None:
    """A length on the table, or None."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= MOST_INCHES:
        raise BadInput(path, f"expected a number of inches from 0 to {MOST_INCHES}")
    return float(value)


def cast_grit(request: object) -> dict[str, object]:
    """Cast the Grit Die for a gambit (falchion.grit.cast, falchion.grit.spent, falchion.grit.gambits)."""
    cast = fields(fields(request, "", {"cast"}).get("cast"), "cast", {"grit", "roll", "gambit"})
    grit = grit_die(cast.get("grit"), "cast.grit")
    roll = whole(cast.get("roll"), "cast.roll", 1)
    gambit = cast.get("gambit")
    if gambit not in GAMBITS:
        raise BadInput("cast.gambit", f"expected one of {', '.join(GAMBITS)}")
    if grit is None:
        raise Refused("falchion.grit.spent", "a spent Grit Die pays for no gambit until a long rest")
    if roll > int(grit[1:]):
        raise BadInput("cast.roll", f"a {grit} shows at most {grit[1:]}")
    shrinks = roll <= STEPS_DOWN_AT_MOST
    index = LADDER.index(grit) - 1 if shrinks else LADDER.index(grit)
    after = LADDER[index] if index >= 0 else None
    changes, words = GAMBITS[str(gambit)]
    return {
        "gambit": gambit,
        "grit_before": grit,
        "roll": roll,
        "stepped_down": shrinks,
        "grit_after": after,
        "spent": after is None,
        "disadvantage_on_all_checks": after is None,
        "effect": {**NO_EFFECT, **changes, "effect": words},
    }


def rest(request: object) -> dict[str, object]:
    """Rest to bring the Grit Die back (falchion.grit.rest, falchion.clarifications.grit-recovery)."""
    resting = fields(fields(request, "", {"rest"}).get("rest"), "rest", {"grit", "hours"})
    before = grit_die(resting.get("grit"), "rest.grit")
    hours = whole(resting.get("hours"), "rest.hours", 0)
    if hours >= HOURS_FOR_FULL_GRIT:
        after: str | None = GRIT_LARGEST
    elif before is None:
        after = None
    else:
        after = LADDER[min(LADDER.index(before) + hours, LADDER.index(GRIT_LARGEST))]
    return {"grit_before": before, "hours": hours, "grit_after": after, "spent": after is None}


def measure(request: object) -> dict[str, object]:
    """Inches on the table as feet, and a base as a size (falchion.measurement.scale, .sizes)."""
    asked = fields(request, "", {"distance", "base"})
    distance, base = inches(asked.get("distance"), "distance"), inches(asked.get("base"), "base")
    if distance is None and base is None:
        raise BadInput("distance", "give a distance, a base or both")
    size = None if base is None else next((name for start, name in SIZE_FROM if base >= start), "tiny")
    # The deliberate mistake: binary floating point, where the rules mean the decimal the table shows.
    return {"distance_feet": None if distance is None else distance * FEET_PER_INCH, "size": size}


OPERATIONS: dict[str, Callable[[object], dict[str, object]]] = {
    "falchion.cast_grit": cast_grit,
    "falchion.rest": rest,
    "falchion.measure": measure,
}


def answer(message: dict[str, object]) -> dict[str, object]:
    """The answer to one protocol message."""
    if message.get("type") == "start":
        return {
            "type": "started",
            "protocol": 1,
            "implementation": {"name": "fawnarules Python example", "version": "1.0.0", "language": "Python"},
            "rulesets": ["falchion"],
            "operations": sorted(OPERATIONS),
        }
    seq = message.get("seq")
    operation = OPERATIONS.get(str(message.get("operation")))
    if operation is None:
        return {"type": "skipped", "seq": seq, "reason": f"not implemented: {message.get('operation')}"}
    try:
        return {"type": "result", "seq": seq, "result": operation(message.get("request"))}
    except Refused as refusal:
        return {"type": "refused", "seq": seq, "refused": {"rule": refusal.rule, "reason": str(refusal)}}
    except BadInput as error:
        return {"type": "error", "seq": seq, "error": {"path": error.path, "message": str(error)}}


def main() -> None:
    """Answer each line of stdin on one line of stdout until ``stop``."""
    for line in sys.stdin:
        message = json.loads(line)
        if message.get("type") == "stop":
            return
        print(json.dumps(answer(message)), flush=True)


if __name__ == "__main__":
    main()
