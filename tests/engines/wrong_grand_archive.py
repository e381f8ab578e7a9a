"""The reference engine with one rule of ``grand_archive`` misread: a prevention acts on every type of damage.

The spec pinned this reading before fuzzing existed (``grand_archive.prevention.damage-type``).
"""

from __future__ import annotations

from misread import serve_misread

from fawnarules.grand_archive import prevention


def applies_to_any_damage(candidate: prevention.Prevention, combat: bool) -> bool:
    """``grand_archive.prevention.damage-type`` misread: the damage type a prevention names is ignored."""
    return True


def misread() -> None:
    """Ignore the damage type a prevention names."""
    prevention.is_applicable = applies_to_any_damage


if __name__ == "__main__":
    serve_misread(misread)
