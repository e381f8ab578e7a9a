"""The one adapter between the spec's scenarios and doc examples and any engine: what it skips is skipped, what
errors fails; and the engine of a run, made once for the scenarios and the doc examples alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from fawnarules.conformance.subject import EngineUnderTest
    from fawnarules.operation import JsonObject

RUN_ENGINE = pytest.StashKey["CheckedEngine"]()


class CheckedEngine:
    """An engine under test behind the seam: what it skips is skipped, what errors fails with its context."""

    def __init__(self, engine: EngineUnderTest) -> None:
        self.engine = engine

    def call(self, operation: str, request: object) -> JsonObject:
        """The engine's answer; a call it does not claim or skips is skipped, one it errors fails."""
        if not self.engine.supports(operation):
            pytest.skip(f"the engine does not implement {operation}")
        reply = next(self.engine.run_all([(operation, request)]))
        if reply.status == "skipped":
            pytest.skip(reply.reason)
        if reply.status == "errored":
            pytest.fail(f"the engine errored: {reply.reason}\n{reply.context}", pytrace=False)
        return reply.answer


def engine_spec(config: pytest.Config) -> str:
    """The engine spec of the run: ``--engine``, else ``FAWNARULES_ENGINE``, else the reference engine."""
    from fawnarules.conformance.subject import default_spec  # noqa: PLC0415

    return str(config.getoption("--engine") or default_spec())


def engine_of(config: pytest.Config) -> CheckedEngine:
    """The engine of the run, started by the first test that talks to it."""
    if RUN_ENGINE not in config.stash:
        from fawnarules.conformance.subject import engine_from_spec  # noqa: PLC0415

        config.stash[RUN_ENGINE] = CheckedEngine(engine_from_spec(engine_spec(config)))
    return config.stash[RUN_ENGINE]


def close_engine(config: pytest.Config) -> None:
    """Stop the engine of the run, if a test started it."""
    if RUN_ENGINE in config.stash:
        config.stash[RUN_ENGINE].engine.close()
        del config.stash[RUN_ENGINE]
