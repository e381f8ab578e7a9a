"""Relative Markdown links, moved with the text that holds them.

The rule index, the clarifications index and the printable pages copy text from one page to
another; a relative link in that text must still reach its target from the new page.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable

from fawnarules.sources.catalog import fence_lines

INLINE_LINK = re.compile(r"(?P<head>\]\()(?P<target>[^)\s]+)(?P<tail>(?:\s+\"[^\"]*\")?\))")
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|/)", re.IGNORECASE)


def relative_uri(target: str, from_page: str) -> str:
    """The link from the page ``from_page`` to ``target``, both relative to ``docs/``."""
    return posixpath.relpath(target, posixpath.dirname(from_page) or ".")


def rewrite_links(markdown: str, rewrite: Callable[[str, str], str]) -> str:
    """Every inline link target outside code passed through ``rewrite(path, fragment)``."""

    def replace(link: re.Match[str]) -> str:
        target = link["target"]
        if EXTERNAL.match(target):
            return link[0]
        path, _, fragment = target.partition("#")
        return link["head"] + rewrite(path, fragment) + link["tail"]

    return "\n".join(line if in_fence else INLINE_LINK.sub(replace, line) for line, in_fence in fence_lines(markdown))


def moved(markdown: str, from_page: str, to_page: str) -> str:
    """Markdown written on ``from_page``, with its relative links fixed to work on ``to_page``."""

    def rewrite(path: str, fragment: str) -> str:
        target = posixpath.normpath(posixpath.join(posixpath.dirname(from_page), path)) if path else from_page
        return relative_uri(target, to_page) + (f"#{fragment}" if fragment else "")

    return rewrite_links(markdown, rewrite)
