"""The flow fence: a procedure's steps, branches and notes read from its block and drawn as HTML."""

from __future__ import annotations

import logging

import pytest

from fawnarules.flow import Branch, Flow, Step, format_fence, parse_flow

SOURCE = """\
1. Declare the defender
2. Does the defender react?
  - block -> one reaction
  - dodge -> two reactions
  - no reaction at all
3. Critical roll
note: Off your turn: one reaction per round
"""


def test_steps_keep_their_order_and_branches_stay_under_the_step_they_leave() -> None:
    assert parse_flow(SOURCE) == Flow(
        (
            Step("1. Declare the defender"),
            Step(
                "2. Does the defender react?",
                (Branch("block", "one reaction"), Branch("dodge", "two reactions"), Branch("", "no reaction at all")),
            ),
            Step("3. Critical roll"),
        ),
        ("Off your turn: one reaction per round",),
    )
    assert [step.is_question for step in parse_flow(SOURCE).steps] == [False, True, False]


def test_the_picture_is_html_in_reading_order_with_its_words_escaped() -> None:
    html = format_fence(
        SOURCE.replace("Critical roll", "Critical <roll> & more"), "flow", "fr-flow", {"title": "T"}, None
    )
    assert html.startswith('<figure class="fr-flow"><ol class="fr-flow-steps">')
    assert html.index("1. Declare") < html.index("2. Does") < html.index("block") < html.index("3. Critical")
    assert '<li class="fr-flow-step fr-flow-question">' in html
    assert '<span class="fr-flow-label">dodge</span> two reactions' in html
    assert "Critical &lt;roll&gt; &amp; more" in html
    assert html.endswith(
        '<p class="fr-flow-note">Off your turn: one reaction per round</p><figcaption>T</figcaption></figure>'
    )


def test_a_malformed_flow_is_an_error_box_and_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        html = format_fence("  - stray", "flow", "fr-flow", {"title": "A turn"}, None)
    assert 'class="admonition failure"' in html
    assert "A turn" in caplog.text
