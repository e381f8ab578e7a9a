"""The operations of the ``awoudan`` ruleset on the map: areas, walls, flanking and cover."""

from typing import Any

from fawnarules.awoudan.areas import AreaRequest, AreaResult, compute_area
from fawnarules.awoudan.cover import CoverRequest, CoverResult, check_cover
from fawnarules.awoudan.flanking import FlankingRequest, FlankingResult, find_flanks
from fawnarules.awoudan.walls import WallRequest, WallResult, place_wall
from fawnarules.operation import Operation

GRID_OPERATIONS: tuple[Operation[Any, Any], ...] = (
    Operation(
        name="awoudan.compute_area",
        summary="The squares of a blast, burst, close burst or line of a given rating.",
        request=AreaRequest,
        result=AreaResult,
        run=compute_area,
    ),
    Operation(
        name="awoudan.place_wall",
        summary="Place a wall's sections in order: which stand, which break a rule, how many are discarded.",
        request=WallRequest,
        result=WallResult,
        run=place_wall,
    ),
    Operation(
        name="awoudan.find_flanks",
        summary="Which figures are flanked, and which attackers gain combat advantage.",
        request=FlankingRequest,
        result=FlankingResult,
        run=find_flanks,
    ),
    Operation(
        name="awoudan.check_cover",
        summary="Whether figures between attacker and target give the target cover, and the attack penalty.",
        request=CoverRequest,
        result=CoverResult,
        run=check_cover,
    ),
)
