"""The reference engine with one rule of ``falchion`` misread: a damage die's top face is refused as an input error.

No scenario pinned this before fuzzing found it: every damage roll in the spec was below the die's top face.
"""

from __future__ import annotations

from fawnarules.falchion import damage
from fawnarules.rejection import InputError
from tests.engines.misread import serve_misread


def check_rolls_below_top_face(request: damage.Hit, dice: int) -> None:
    """One roll per die, each below the die's number of faces (the misreading), the armor roll on its die."""
    if len(request.rolls) != dice:
        raise InputError("hit.rolls", f"{dice} damage die/dice are cast, so {dice} roll(s) are needed")
    for index, roll in enumerate(request.rolls):
        if roll >= request.weapon.size.sides:
            raise InputError(f"hit.rolls.{index}", f"a {request.weapon.size.value} cannot show {roll}")
    if request.armor is not None and request.armor.roll > request.armor.size.sides:
        raise InputError("hit.armor.roll", f"a {request.armor.size.value} cannot show {request.armor.roll}")


def misread() -> None:
    """Refuse the top face of a damage die."""
    damage.check_rolls = check_rolls_below_top_face


if __name__ == "__main__":
    serve_misread(misread)
