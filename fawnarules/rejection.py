"""The two ways a request is turned down: a refusal (a rule forbids it) or an input error (it is malformed)."""

from __future__ import annotations


class Refusal(Exception):
    """An action the rules forbid, citing the ID of the rule that forbids it.

    Ruleset functions raise it; the operation seam answers
    ``{"refused": {"rule": ..., "reason": ...}}``.
    """

    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(f"{reason} ({rule})")
        self.rule = rule
        self.reason = reason


class InputError(Exception):
    """A request that is well-typed but incomplete for what the rules need.

    Type and range errors come from the request's own type definitions; this
    covers what only the rules can tell, such as a roll that is needed because
    the action reaches the step that uses it. The seam answers
    ``{"error": {"path": ..., "message": ...}}``.
    """

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message
