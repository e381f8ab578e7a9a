"""Docstrings as plain text, for the readers of ``--help`` and of the published schemas.

Docstrings are written for Sphinx (``code``, :class:`Name`); a terminal or a schema shows
them as Markdown-style plain text: `code`, `Name`.
"""

from __future__ import annotations

import re

LITERAL = re.compile(r"``(.+?)``", re.S)
ROLE = re.compile(r":[a-z]+:`~?([^`]+)`")


def plain_text(docstring: str) -> str:
    """``docstring`` with reST literals and roles written as single-backtick code."""
    return ROLE.sub(r"`\1`", LITERAL.sub(r"`\1`", docstring))


def plain_schema(node: object) -> object:
    """A JSON Schema (or any JSON value) with every ``description`` in plain text.

    The schemas' descriptions are the types' docstrings; this is the one place that turns them
    into what a schema's reader sees.
    """
    if isinstance(node, dict):
        return {
            key: plain_text(value) if key == "description" and isinstance(value, str) else plain_schema(value)
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [plain_schema(item) for item in node]
    return node
