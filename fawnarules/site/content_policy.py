"""The Content-Security-Policy of every page: a second wall, should script ever get past the sanitiser.

The browser runs only the site's own script files and the theme's few inline scripts (the
colour palette, the remembered content tab, the page scope), each allowed by its SHA-256
hash. An inline script is the theme's when it stands outside the page body (``<article>``):
the body is sanitised (:mod:`fawnarules.site.safe_html`) and every title, table-of-contents
entry and front-matter value printed outside it is escaped, so no contributed text can put
a script there. Styles may be inline: the diagram library writes its own, and a style
cannot run script. Nothing is fetched from another host; no plugin, frame or form target.
The live preview alone allows inline scripts (:data:`LIVE_RELOAD`). This module knows nothing of MkDocs.
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
"""What the live preview (``mkdocs serve``) allows besides the site's own script files: the server adds to each page
it serves an inline call to its live-reload script, different on every request, so no hash can allow it. Only the
preview allows it; a built site allows the theme's own inline scripts by their hashes alone."""

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


def script_hash(body: str) -> str:
    """The CSP source that allows one inline script."""
    digest = hashlib.sha256(body.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode('ascii')}'"


def theme_script_hashes(page: str) -> list[str]:
    """The hashes of the inline scripts outside the page body, in order, without repeats."""
    outside = ARTICLE.sub("", page)
    hashes = [
        script_hash(script["body"])
        for script in INLINE_SCRIPT.finditer(outside)
        if "src=" not in script["attributes"] and not DATA_SCRIPT.search(script["attributes"])
    ]
    return list(dict.fromkeys(hashes))


def content_policy(page: str, *, live_reload: bool = False) -> str:
    """The policy for one page; with ``live_reload``, for the live preview (:data:`LIVE_RELOAD`)."""
    allowed = LIVE_RELOAD if live_reload else " ".join(theme_script_hashes(page))
    return "; ".join(POLICY).format(hashes=allowed)


def with_content_policy(page: str, *, live_reload: bool = False) -> str:
    """The page with its policy as the first thing after the character set, before any script."""
    if CHARSET not in page:
        raise ValueError(f"the page has no {CHARSET}: the theme changed, so the content policy has no place")
    meta = f'<meta http-equiv="Content-Security-Policy" content="{content_policy(page, live_reload=live_reload)}">'
    return page.replace(CHARSET, CHARSET + "\n" + meta, 1)
