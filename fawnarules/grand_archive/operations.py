"""The operations the ``grand_archive`` ruleset answers through the seam, each named by its function."""

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
