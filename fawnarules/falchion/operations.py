"""The operations the ``falchion`` ruleset answers through the seam."""

from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[object, object], ...] = ()
