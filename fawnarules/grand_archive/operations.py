"""The operations the ``grand_archive`` ruleset answers through the seam, each named by its function.

Like every operation, each is answered only for a request within the bounds every request
keeps (:mod:`fawnarules.limits`, ``grand_archive.request.limits``).
"""

from fawnarules.operation import Declared

OPERATIONS: tuple[Declared, ...] = (
    Declared(
        "damage.resolve_damage",
        "Resolve one damage event: source, elements, power, prevention, hit, durability and the life check.",
    ),
    Declared(
        "unit.clean_up", "The end phase clean-up: allies lose their temporary damage, champions keep their counters."
    ),
    Declared("unit.recover", "Recover X: remove up to X damage counters from a champion."),
)
