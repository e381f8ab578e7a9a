"""The one adapter between the spec's steps and any engine: what it skips is skipped, what errors fails."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from fawnarules.operation import JsonObject

if TYPE_CHECKING:
    from fawnarules.conformance.subject import EngineUnderTest


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
