"""The operations the ``awoudan`` ruleset answers through the seam."""

from fawnarules.awoudan.grid_operations import GRID_OPERATIONS
from fawnarules.operation import Operation

OPERATIONS: tuple[Operation[object, object], ...] = (*GRID_OPERATIONS,)
