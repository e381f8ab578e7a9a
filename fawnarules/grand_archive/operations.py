"""The operations the ``grand_archive`` ruleset answers through the seam."""

from fawnarules.grand_archive.damage import DamageRequest, DamageResult, resolve_damage
from fawnarules.grand_archive.unit import (
    CleanUpRequest,
    CleanUpResult,
    RecoverRequest,
    RecoverResult,
    clean_up,
    recover,
)
from fawnarules.operation import Operation

OPERATIONS = (
    Operation(
        name="grand_archive.resolve_damage",
        summary="Resolve one damage event: source, elements, power, prevention, hit, durability and the life check.",
        request=DamageRequest,
        result=DamageResult,
        run=resolve_damage,
    ),
    Operation(
        name="grand_archive.clean_up",
        summary="The end phase clean-up: allies lose their temporary damage, champions keep their counters.",
        request=CleanUpRequest,
        result=CleanUpResult,
        run=clean_up,
    ),
    Operation(
        name="grand_archive.recover",
        summary="Recover X: remove up to X damage counters from a champion.",
        request=RecoverRequest,
        result=RecoverResult,
        run=recover,
    ),
)
