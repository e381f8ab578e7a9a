"""A question asked once per value of the numbers that range in it, sharing the engine's answers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from fawnarules.odds.distribution import Distribution, Runner
from fawnarules.odds.evaluation import Calls, answer
from fawnarules.odds.question import Axis, Question, axes, points


@dataclass(frozen=True)
class Sweep:
    """The distribution at each value of the axes (one point, with no axis, for a question that ranges over
    nothing), and how many calls the engine answered for them all."""

    axes: tuple[Axis, ...]
    points: tuple[tuple[tuple[int, ...], Distribution], ...]
    calls: int

    @property
    def single(self) -> Distribution:
        """The distribution of a question with no range."""
        return self.points[0][1]

    def chance(self, key: str) -> Fraction:
        """The chance of an outcome; in a sweep, its key starts with the axes' values (``11 · yes``)."""
        if not self.axes:
            return self.single.chance(key)
        for values, counted in self.points:
            head = " · ".join(map(str, values)) + " · "
            if key.startswith(head):
                return counted.chance(key.removeprefix(head))
        return Fraction(0)

    def keys(self) -> list[str]:
        """Every outcome's key, as :meth:`chance` reads it."""
        return [
            " · ".join([*map(str, values), outcome.key()])
            for values, counted in self.points
            for outcome, _ in counted.rows
        ]


def ask(written: object, build: Callable[[object], Question], runner: Runner) -> Sweep:
    """Answer the question ``written`` (a request or a question's JSON, read by ``build``) at every value of its
    ranges; the engine is asked each distinct request once across them all."""
    found = axes(written)
    calls = Calls(runner)
    answered = tuple((values, answer(build(point), calls)) for values, point in points(written, found))
    return Sweep(found, answered, calls.count)
