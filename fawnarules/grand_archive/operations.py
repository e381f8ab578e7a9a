"""The operations the ``grand_archive`` ruleset answers through the seam, each declared by its function.

Like every operation, each is answered only for a request within the bounds every request
keeps (:mod:`fawnarules.limits`, ``grand_archive.request.limits``).
"""

from typing import Any

from fawnarules.grand_archive.damage import resolve_damage
from fawnarules.grand_archive.unit import clean_up, recover
from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[Any, Any], ...] = (
    Operation.of(
        resolve_damage,
        "Resolve one damage event: source, elements, power, prevention, hit, durability and the life check.",
    ),
    Operation.of(
        clean_up, "The end phase clean-up: allies lose their temporary damage, champions keep their counters."
    ),
    Operation.of(recover, "Recover X: remove up to X damage counters from a champion."),
)
