"""The operations the ``grand_archive`` ruleset answers through the seam."""

from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[object, object], ...] = ()
