"""A question answered exactly: each step's open dice enumerated through the engine, state by state.

What a question carries from one step to the next is a set of named values (its *state*); the
answer is a distribution over states, each with an exact chance. A step runs, in every state its
``when`` allows, every way its dice can fall, and each answer of the engine moves the state on:
a result sets the step's names, a refusal or an error ends the question there (an outcome of its
own). A refusal the rules read as "draw again" (:data:`~fawnarules.odds.table.REDRAWN`) is not an
outcome: the chances are over the draws that stand. A choice the player makes (a reroll, a gambit,
help) is weighed by its policy against the answer without it. The engine is asked once per
distinct request, however many states or repeats lead to it.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from typing import TypeVar

from fawnarules.json_text import value_at
from fawnarules.odds.distribution import (
    Distribution,
    Outcome,
    Reply,
    Runner,
    ordered,
    outcome_of,
    reading,
)
from fawnarules.odds.enumeration import OddsError, Plan, plan
from fawnarules.odds.question import POLICIES, Question, Step, open_choices, with_values
from fawnarules.odds.table import REDRAWN, Choice, choice_at
from fawnarules.operation import JsonObject

State = tuple[tuple[str, str], ...]
"""The named values a question carries, each as JSON text, sorted by name."""

Key = TypeVar("Key")

canonical_json = json.JSONEncoder(sort_keys=True, separators=(",", ":")).encode
"""A request as one text whatever the order of its keys: what tells two requests apart."""

sorted_json = json.JSONEncoder(sort_keys=True).encode
"""``json.dumps(value, sort_keys=True)``, without building an encoder for each of the thousands of values a question
reads."""


class Calls:
    """The engine's answers, each distinct request asked once and kept for the rest of the question."""

    def __init__(self, runner: Runner) -> None:
        self.runner = runner
        self.replies: dict[tuple[str, str], Reply] = {}

    @property
    def count(self) -> int:
        """How many calls the engine answered."""
        return len(self.replies)

    def answer(self, operation: str, requests: Sequence[object]) -> list[Reply]:
        """The reply to each request, asking the engine only what it was not asked before."""
        keys = [canonical_json(request) for request in requests]
        missing = {
            key: request for key, request in zip(keys, requests, strict=True) if (operation, key) not in self.replies
        }
        replies = self.runner.run_all([(operation, request) for request in missing.values()])
        for key, reply in zip(missing, replies, strict=True):
            self.replies[operation, key] = reply
        return [self.replies[operation, key] for key in keys]


@dataclass
class Facts:
    """What a reader is told about how an answer was reached."""

    rolled: dict[str, str] = field(default_factory=dict)
    """What was rolled or drawn (as the rules name it), with how."""
    notes: dict[str, None] = field(default_factory=dict)
    situations: int = 0
    """How many situations (a state and a fall of the dice) were answered."""

    def count(self, planned: Plan) -> None:
        self.situations += planned.count
        dice = Counter(dimension.label for dimension in planned.dimensions)
        for dimension in planned.dimensions:
            many = dice[dimension.label]
            what = dimension.what
            # Dice of one field counted in order (not alike) are one dimension each: say how many were rolled.
            self.rolled.setdefault(dimension.label, f"{many}{what}" if many > 1 and what.startswith("d") else what)


def evaluate(question: Question, calls: Calls, facts: Facts) -> dict[Outcome, Fraction]:
    """The chance of each outcome of ``question``: the asked names' values, or why there are none."""
    states: dict[State | Outcome, Fraction] = {state_of(dict(question.start)): Fraction(1)}
    for _ in range(question.repeat):
        for step in question.steps:
            states = run_step(step, states, calls, facts)
    final: dict[Outcome, Fraction] = {}
    for state, chance in states.items():
        if isinstance(state, Outcome):
            outcome = state
        else:
            values = dict(state)
            outcome = Outcome("result", tuple(values.get(name, "null") for name in question.ask))
        add(final, outcome, chance)
    return final


def state_of(values: dict[str, object]) -> State:
    return tuple(sorted((name, sorted_json(value)) for name, value in values.items()))


def run_step(
    step: Step, states: dict[State | Outcome, Fraction], calls: Calls, facts: Facts
) -> dict[State | Outcome, Fraction]:
    """Every state after ``step``: states it does not run in pass through unchanged."""
    after: dict[State | Outcome, Fraction] = {}
    for state, chance in states.items():
        if isinstance(state, Outcome) or not holds(step, dict(state)):
            add(after, state, chance)
            continue
        request = with_values(step.request, dict(state))
        assert isinstance(request, dict)
        # Summed over the state's answers first: one product with the state's chance per state reached, not one per
        # answer (exact fractions are the slow part of a question over thousands of draws).
        reached: dict[State | Outcome, Fraction] = {}
        for reply, weight in answers(step, request, calls, facts):
            add(reached, moved_state(state, step, reply), weight)
        for moved, weight in reached.items():
            add(after, moved, weight if chance == 1 else chance * weight)
    return after


def add(tally: dict[Key, Fraction], key: Key, chance: Fraction) -> None:
    """Add ``chance`` to the chance ``tally`` holds for ``key``."""
    tally[key] = tally[key] + chance if key in tally else chance


def holds(step: Step, values: dict[str, str]) -> bool:
    """Whether a step's ``when`` holds in a state."""
    return all(values.get(name) == sorted_json(value) for name, value in step.when)


def moved_state(state: State, step: Step, reply: Reply) -> State | Outcome:
    """The state after one answer: the step's names set from the result, or the end of the question."""
    result = reply.answer.get("result") if reply.status == "answered" else None
    if not isinstance(result, dict):
        return outcome_of(reply.status, reply.answer, reply.reason, ())
    values = dict(state)
    for name, path in step.sets:
        values[name] = sorted_json(value_at(result, path))
    for name, added in step.adds:
        values[name] = json.dumps(running_count(values.get(name, "0"), added, result, name))
    return tuple(sorted(values.items()))


def running_count(before: str, added: str | int, result: JsonObject, name: str) -> int | float:
    """A running count after one answer: ``added`` is a number, or a result field holding a number or a truth
    value (true counts 1); anything else is an :class:`OddsError` naming the count."""
    count = json.loads(before)
    value = added if isinstance(added, int) else value_at(result, added)
    if isinstance(value, bool):
        value = int(value)
    if isinstance(count, bool) or not isinstance(count, int | float) or not isinstance(value, int | float):
        raise OddsError(f"add: {name} counts numbers, but holds {before} and is given {json.dumps(value)}")
    return count + value


def answers(step: Step, request: JsonObject, calls: Calls, facts: Facts) -> list[tuple[Reply, Fraction]]:
    """Each reply of the engine to the step's request with its chance, the player's choice taken by its policy
    and draws the rules redo left out."""
    unnamed = open_choices(Step(step.operation, request, step.sets, step.when, step.policies, step.adds))
    if unnamed:
        choice = choice_at(step.operation, unnamed[0])
        assert choice is not None
        raise OddsError(
            f"{choice.path}: {choice.name} is the player's choice, so the odds depend on when it is taken: name a "
            f'policy, such as "on a failure" (policy {choice.path} = on a failure) or "always"'
        )
    asked = step.read_fields
    if not step.policies:
        planned = plan(step.operation, request, fixed=True, asked=asked)
        facts.count(planned)
        return redrawn(step.operation, plain_answers(step.operation, planned, calls), facts)
    path, policy = step.policies[0]
    choice = choice_at(step.operation, path)
    assert choice is not None
    chosen = value_at(request, choice.path)
    if chosen is None:
        raise OddsError(f"policy: the request holds no {choice.path} for the policy to take")
    asked += (choice.decides,)
    planned = plan(step.operation, without(request, choice.path), alike_in=request, fixed=True, asked=asked)
    facts.count(planned)
    facts.notes[f"{choice.name[0].upper()}{choice.name[1:]} is taken {POLICIES.get(policy, policy)}."] = None
    weighed: list[tuple[Reply, Fraction]] = []
    for (base, chance), reply in plain_combinations(step.operation, planned, calls):
        assert isinstance(base, dict)
        # Planned only where the policy reads it or takes the choice: most policies pass over most falls.
        taken_plan = partial(plan, step.operation, with_choice(base, choice.path, chosen), fixed=True, asked=asked)
        if is_taken(policy, choice, reply, taken_plan, calls=calls, operation=step.operation):
            taken = taken_plan()
            facts.count(taken)
            weighed += [(second, chance * weight) for second, weight in plain_answers(step.operation, taken, calls)]
        else:
            weighed.append((reply, chance))
    return redrawn(step.operation, weighed, facts)


def plain_combinations(operation: str, planned: Plan, calls: Calls) -> list[tuple[tuple[object, Fraction], Reply]]:
    """Each filled-in request of a plan with its chance, and the engine's reply to it."""
    combinations = list(planned.combinations())
    replies = calls.answer(operation, [request for request, _ in combinations])
    return list(zip(combinations, replies, strict=True))


def plain_answers(operation: str, planned: Plan, calls: Calls) -> list[tuple[Reply, Fraction]]:
    return [(reply, chance) for (_, chance), reply in plain_combinations(operation, planned, calls)]


def is_taken(
    policy: str, choice: Choice, reply: Reply, taken_plan: Callable[[], Plan], *, calls: Calls, operation: str
) -> bool:
    """Whether the player takes the choice, having seen the answer without it (``reply``); ``taken_plan`` plans the
    request with the choice taken."""
    if policy == "always":
        return True
    without_it = decided(reply, choice.decides)
    if policy == "on a failure":
        return without_it is False
    if policy.startswith("when ") and policy in POLICIES:
        taken = taken_plan()
        if taken.dimensions:
            raise OddsError(
                f"policy: {choice.name} is rolled after it is chosen, so it cannot be chosen for how it will fall; "
                'name "on a failure" or "always"'
            )
        (with_it,) = calls.answer(operation, [request for request, _ in taken.combinations()])
        return without_it is False and decided(with_it, choice.decides) is True
    return without_it is not None and reading(without_it) == policy.removeprefix("when ")


def decided(reply: Reply, field_: str) -> object:
    """The value of the field a policy reads, or ``None`` when the engine gave no result."""
    result = reply.answer.get("result") if reply.status == "answered" else None
    return value_at(result, field_) if isinstance(result, dict) else None


def redrawn(operation: str, weighed: list[tuple[Reply, Fraction]], facts: Facts) -> list[tuple[Reply, Fraction]]:
    """The answers without the draws the rules redo, their chances scaled to add up to 1 again."""
    redo = REDRAWN.get(operation, {})
    kept = [(reply, chance) for reply, chance in weighed if refused_rule(reply) not in redo]
    if len(kept) == len(weighed) or not kept:
        return weighed
    for reply, _ in weighed:
        if (rule := refused_rule(reply)) in redo:
            facts.notes[f"{redo[rule]}: the chances are over the draws that stand."] = None
    total = sum((chance for _, chance in kept), Fraction(0))
    return [(reply, chance / total) for reply, chance in kept]


def refused_rule(reply: Reply) -> str | None:
    refused = reply.answer.get("refused") if reply.status == "answered" else None
    return str(refused.get("rule")) if isinstance(refused, dict) else None


def without(request: JsonObject, path: str) -> JsonObject:
    """A copy of the request with the field at ``path`` left out."""
    head, _, rest = path.partition(".")
    if not rest:
        return {key: value for key, value in request.items() if key != head}
    inner = request.get(head)
    return {**request, head: without(inner, rest)} if isinstance(inner, dict) else request


def with_choice(request: JsonObject, path: str, value: object) -> JsonObject:
    """A copy of the request with ``value`` at ``path``."""
    head, _, rest = path.partition(".")
    if not rest:
        return {**request, head: value}
    inner = request.get(head)
    return {**request, head: with_choice(inner if isinstance(inner, dict) else {}, rest, value)}


def answer(question: Question, calls: Calls) -> Distribution:
    """The distribution of ``question``, with what was rolled, what a reader is told and the engine's calls."""
    facts = Facts()
    before = calls.count
    tally = evaluate(question, calls, facts)
    return Distribution(
        operation=question.operation,
        fields=question.ask,
        combinations=facts.situations,
        rows=ordered(tally),
        calls=calls.count - before,
        rolled=tuple(facts.rolled.items()),
        notes=tuple(facts.notes),
    )
