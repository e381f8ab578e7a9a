"""The ``grand_archive`` rulebook: how damage is dealt, prevented and marked in the Grand Archive TCG.

>>> from fawnarules.grand_archive import Champion, RecoverRequest, recover
>>> recover(RecoverRequest(champion=Champion(kind="champion", name="Silvie", life=20, damage=5), amount=3))
RecoverResult(removed=3, damage=2)
"""

from typing import TYPE_CHECKING

from fawnarules.exports import exported_on_demand

if TYPE_CHECKING:
    from fawnarules.grand_archive.card import Card, Element, GameObject, Weapon
    from fawnarules.grand_archive.damage import (
        AbilityDamage,
        ActionDamage,
        AllyAttacker,
        Attack,
        ChampionAttacker,
        DamageRequest,
        DamageResult,
        Phase,
        resolve_damage,
    )
    from fawnarules.grand_archive.prevention import DamageType, Prevention, PreventionKind
    from fawnarules.grand_archive.unit import (
        Ally,
        Champion,
        CleanUpRequest,
        CleanUpResult,
        RecoverRequest,
        RecoverResult,
        clean_up,
        recover,
    )

__all__ = [
    "AbilityDamage",
    "ActionDamage",
    "Ally",
    "AllyAttacker",
    "Attack",
    "Card",
    "Champion",
    "ChampionAttacker",
    "CleanUpRequest",
    "CleanUpResult",
    "DamageRequest",
    "DamageResult",
    "DamageType",
    "Element",
    "GameObject",
    "Phase",
    "Prevention",
    "PreventionKind",
    "RecoverRequest",
    "RecoverResult",
    "Weapon",
    "clean_up",
    "recover",
    "resolve_damage",
]

__getattr__ = exported_on_demand(__name__, __file__)
