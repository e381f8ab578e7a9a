"""The operations the ``fawnalore`` ruleset answers through the seam."""

from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[object, object], ...] = ()
