"""The ```` ```grid ```` fence of the rules site, for ``pymdownx.superfences`` (``custom_fences`` in ``mkdocs.yml``).

The validator keeps every option of the fence line (``title``, ``check``, ``shapes`` and
those of the check); the formatter draws the block as a picture with its title and legend.
A malformed block is drawn as an error box and logged as a warning, which fails a strict build.
Nothing here needs MkDocs to import.
"""

from __future__ import annotations

import logging
from html import escape

from fawnarules.diagram.diagram import DiagramError, parse_diagram
from fawnarules.diagram.picture import draw_diagram, draw_legend
from fawnarules.fence_error import error_box

log = logging.getLogger("mkdocs.fawnarules.diagram")


def format_fence(source: str, language: str, class_name: str, options: dict[str, str], md: object, **_: object) -> str:
    """The block as a figure: the picture, the legend of its shapes, and its title as the caption."""
    try:
        diagram = parse_diagram(source, options)
    except DiagramError as error:
        return error_box(log, "This diagram is malformed", options.get("title", ""), str(error))
    caption = f"<figcaption>{escape(diagram.title)}</figcaption>" if diagram.title else ""
    return f'<figure class="{class_name}">{draw_diagram(diagram)}{draw_legend(diagram)}{caption}</figure>'
