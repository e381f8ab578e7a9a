"""The reference engine with one rule of ``grand_archive`` misread: a prevention acts on every type of damage.

The spec pinned this reading before fuzzing existed (``grand_archive.prevention.damage-type``).
"""

from __future__ import annotations

from fawnarules.grand_archive import prevention as prevention_rules
from tests.engines.misread import serve_misread


def applies_to_any_damage(prevention: prevention_rules.Prevention, combat: bool) -> bool:
    """``grand_archive.prevention.damage-type`` misread: the damage type a prevention names is ignored."""
    return True


def misread() -> None:
    """Ignore the damage type a prevention names."""
    prevention_rules.is_applicable = applies_to_any_damage


if __name__ == "__main__":
    serve_misread(misread)
