"""Creature sizes and table measurement (``falchion.measurement.scale``, ``falchion.measurement.sizes``)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import Annotated

from annotated_types import Ge, Le

from fawnarules.record import Record
from fawnarules.rejection import InputError

FEET_PER_INCH = 5
"""On the table, 1 inch is 5 feet (``falchion.measurement.scale``)."""


class Size(Enum):
    """Creature sizes, smallest first (``falchion.measurement.sizes``).

    * ``tiny``: the smallest size;
    * ``small``: one step above tiny;
    * ``medium``: one step above small;
    * ``large``: one step above medium;
    * ``huge``: one step above large;
    * ``colossal``: the largest size.
    """

    TINY = "tiny"
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"
    COLOSSAL = "colossal"

    @property
    def rank(self) -> int:
        """How many sizes above Tiny: a grapple counts size steps by it."""
        return list(Size).index(self)


BASE_DIAMETERS = (
    (Size.TINY, 0.25),
    (Size.SMALL, 0.5),
    (Size.MEDIUM, 1.0),
    (Size.LARGE, 2.0),
    (Size.HUGE, 3.0),
    (Size.COLOSSAL, 4.0),
)
"""The base diameter in inches at which each size starts (``falchion.measurement.sizes``)."""

MAX_INCHES = 1000.0
"""The longest distance or widest base a measurement takes: 1,000 inches, 5,000 feet
(``falchion.clarifications.table-extent``)."""

Inches = Annotated[float, Ge(0), Le(MAX_INCHES)]


@dataclass(frozen=True)
class MeasureRequest(Record):
    """The request of ``falchion.measure``: a distance on the table, a miniature's base, or both."""

    distance: Inches | None = None
    base: Inches | None = None


@dataclass(frozen=True)
class MeasureResult(Record):
    """The distance in feet and the size a base stands for; ``None`` where the request gave nothing."""

    distance_feet: float | None
    size: Size | None


def size_of_base(diameter: float) -> Size:
    """The largest size whose base diameter the miniature reaches; anything under 1/4" is still Tiny
    (``falchion.measurement.sizes``, ``falchion.clarifications.base-between-sizes``)."""
    reached = [size for size, start in BASE_DIAMETERS if diameter >= start]
    return reached[-1] if reached else Size.TINY


def feet(inches: float) -> float:
    """Five feet to the inch (``falchion.measurement.scale``), multiplied as the decimal the request
    wrote: in binary 0.07 * 5 would come out 0.35000000000000003."""
    return float(Decimal(repr(inches)) * FEET_PER_INCH)


def measure(request: MeasureRequest) -> MeasureResult:
    """Turn inches on the table into feet (``falchion.measurement.scale``) and a base into a size."""
    if request.distance is None and request.base is None:
        raise InputError("distance", "give a distance, a base, or both")
    return MeasureResult(
        distance_feet=None if request.distance is None else feet(request.distance),
        size=None if request.base is None else size_of_base(request.base),
    )
