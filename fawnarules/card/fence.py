"""The ```` ```example ```` fence of the rules site, for ``pymdownx.superfences``.

In ``mkdocs.yml``::

    custom_fences:
      - name: example
        class: fr-card
        validator: !!python/name:fawnarules.card.fence.validate_fence
        format: !!python/name:fawnarules.card.fence.format_fence

A malformed card is drawn as an error box and logged as a warning, which fails a strict
build. Nothing here needs MkDocs to import.
"""

from __future__ import annotations

import logging

from fawnarules.card.card import CardError, parse_card
from fawnarules.card.render import draw_card
from fawnarules.fence_error import error_box

log = logging.getLogger("mkdocs.fawnarules.card")


def validate_fence(language: str, inputs: dict[str, str], options: dict[str, str], attrs: object, md: object) -> bool:
    """Keep the fence's options (``title``)."""
    options.update(inputs)
    return True


def format_fence(source: str, language: str, class_name: str, options: dict[str, str], md: object, **_: object) -> str:
    """The block drawn as a card."""
    try:
        card = parse_card(source, options)
    except CardError as error:
        return error_box(log, "This example card is malformed", options.get("title", ""), str(error))
    return draw_card(card)
