"""The Content-Security-Policy of every page: a second wall, should script ever get past the sanitiser.

The browser runs only the site's own script files and the theme's inline scripts, each allowed by its SHA-256 hash.
An inline script is the theme's when it stands outside the page body (``<article>``), which is sanitised
(:mod:`fawnarules.site.safe_html`) while every title and front-matter value outside it is escaped. Styles may be
inline: a style cannot run script. Nothing is fetched from another host; no plugin, frame or form target.
"""

from __future__ import annotations

import base64
import hashlib
import re

INLINE_SCRIPT = re.compile(r"<script(?P<attributes>[^>]*)>(?P<body>.*?)</script>", re.DOTALL)
DATA_SCRIPT = re.compile(r"""\btype\s*=\s*["']?application/json""")
ARTICLE = re.compile(r"<article\b.*</article>", re.DOTALL)
CHARSET = '<meta charset="utf-8">'

LIVE_RELOAD = "'unsafe-inline'"
"""What the live preview alone allows: its server adds to each page an inline live-reload call, different on every
request, so no hash can allow it."""

POLICY = (
    "default-src 'self'",
    "script-src 'self' {hashes}",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
)


def with_content_policy(page: str, *, live_reload: bool = False) -> str:
    """The page with its policy right after the character set, before any script; the live preview's with
    ``live_reload``."""
    if CHARSET not in page:
        raise ValueError(f"the page has no {CHARSET}: the theme changed, so the content policy has no place")
    hashes = (
        f"'sha256-{base64.b64encode(hashlib.sha256(script['body'].encode()).digest()).decode()}'"
        for script in INLINE_SCRIPT.finditer(ARTICLE.sub("", page))
        if "src=" not in script["attributes"] and not DATA_SCRIPT.search(script["attributes"])
    )
    allowed = LIVE_RELOAD if live_reload else " ".join(dict.fromkeys(hashes))  # in order, without repeats
    policy = "; ".join(POLICY).format(hashes=allowed)
    return page.replace(CHARSET, f'{CHARSET}\n<meta http-equiv="Content-Security-Policy" content="{policy}">', 1)
