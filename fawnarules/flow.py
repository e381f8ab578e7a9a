"""The ```` ```flow ```` fence of the rules site: a procedure drawn as boxes and arrows in plain HTML.

How a flow is written is in docs/contributing.md ("Drawing a procedure"). The picture is HTML and CSS the
page carries, so it shows with the page, follows the light and dark palettes, and its words wrap to any screen width.
A malformed block is drawn as an error box and logged as a warning, which fails a strict build;
``fawnarules lint`` names its file and line (:func:`flow_problems`). Nothing here needs MkDocs to import.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from html import escape
from pathlib import Path

from fawnarules.card.blocks import fenced_blocks
from fawnarules.fence_error import error_box
from fawnarules.sources.problem import Problem, ProblemKind

log = logging.getLogger("mkdocs.fawnarules.flow")
BRANCH = re.compile(r"^\s+-\s+(?:(?P<label>.+?)\s+->\s+)?(?P<text>\S.*)$")
NOTE = re.compile(r"^note:\s*(?P<text>\S.*)$")
FLOW_HELP = (
    "write one step a line, each branch under its step as '  - label -> words', a note as 'note: words' "
    "(see 'Drawing a procedure' in docs/contributing.md)"
)


class FlowError(ValueError):
    """A flow block that cannot be read: what is wrong, and the line of the block that is wrong (``None`` for the
    whole block)."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.message, self.line = message, line


@dataclass(frozen=True)
class Branch:
    """A way out of a step other than on to the next one: ``label`` says when it is taken."""

    label: str
    text: str


@dataclass(frozen=True)
class Step:
    """One box of the flow, with the branches out of it."""

    text: str
    branches: tuple[Branch, ...] = ()

    @property
    def is_question(self) -> bool:
        """A step that asks, whose branches answer."""
        return self.text.endswith("?")


@dataclass(frozen=True)
class Flow:
    """The steps of a procedure in order, and the notes that stand outside that order."""

    steps: tuple[Step, ...]
    notes: tuple[str, ...] = ()


def parse_flow(source: str) -> Flow:
    """The flow a block's text describes; a :class:`FlowError` naming the line when it is not one."""
    steps: list[Step] = []
    notes: list[str] = []
    for number, line in enumerate(source.splitlines(), start=1):
        if not line.strip():
            continue
        if note := NOTE.match(line):
            notes.append(note["text"].strip())
        elif line[0].isspace():
            branch = BRANCH.match(line)
            if branch is None:
                raise FlowError("an indented line is a branch, written '- label -> words'", number)
            if not steps:
                raise FlowError("a branch comes under the step it leaves", number)
            last = steps[-1]
            steps[-1] = Step(last.text, (*last.branches, Branch(branch["label"] or "", branch["text"].strip())))
        else:
            steps.append(Step(line.strip()))
    if not steps:
        raise FlowError("a flow has at least one step")
    return Flow(tuple(steps), tuple(notes))


def draw_branch(branch: Branch) -> str:
    """One branch: its label as a tag on the arrow, then where it leads."""
    label = f'<span class="fr-flow-label">{escape(branch.label)}</span> ' if branch.label else ""
    return f"<li>{label}{escape(branch.text)}</li>"


def draw_step(step: Step) -> str:
    """One step's box, and its branches under it."""
    kind = "fr-flow-step fr-flow-question" if step.is_question else "fr-flow-step"
    branches = "".join(draw_branch(branch) for branch in step.branches)
    listed = f'<ul class="fr-flow-branches">{branches}</ul>' if branches else ""
    return f'<li class="{kind}"><p class="fr-flow-box">{escape(step.text)}</p>{listed}</li>'


def draw_flow(flow: Flow, class_name: str = "fr-flow", title: str = "") -> str:
    """The flow as HTML: a titled figure holding the steps in order, then the notes."""
    caption = f"<figcaption>{escape(title)}</figcaption>" if title else ""
    steps = "".join(draw_step(step) for step in flow.steps)
    notes = "".join(f'<p class="fr-flow-note">{escape(note)}</p>' for note in flow.notes)
    return f'<figure class="{class_name}"><ol class="fr-flow-steps">{steps}</ol>{notes}{caption}</figure>'


def format_fence(source: str, language: str, class_name: str, options: dict[str, str], md: object, **_: object) -> str:
    """The block drawn as a flow, or an error box saying which line is wrong."""
    try:
        flow = parse_flow(source)
    except FlowError as error:
        return error_box(log, "This flow is malformed", options.get("title", ""), str(error))
    return draw_flow(flow, class_name, options.get("title", ""))


def flow_problems(path: Path, text: str) -> list[Problem]:
    """Each malformed flow block of a page, on the page line that is wrong (its opening fence for the whole block)."""
    found: list[Problem] = []
    for block in fenced_blocks(text, "flow"):
        try:
            parse_flow(block.body)
        except FlowError as error:
            line = block.line + (error.line or 0)
            found.append(
                Problem(path, line, ProblemKind.MALFORMED_FLOW, f"malformed flow block: {error.message}", FLOW_HELP)
            )
    return found
