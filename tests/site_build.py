"""Building the rules site into a folder and serving it on loopback, for the site and browser tests."""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

SAMPLE_SETTINGS = f"""\
site_name: sample
docs_dir: docs
use_directory_urls: false
hooks:
  - {ROOT / "fawnarules/site/mkdocs_hooks.py"}
markdown_extensions:
  - abbr
  - admonition
  - attr_list
  - md_in_html
  - tables
  - toc
  - pymdownx.superfences
"""
SAMPLE_CONFIG = SAMPLE_SETTINGS + "theme:\n  name: material\n  font: false\n"
"""The MkDocs settings of a small sample project built through the site hook (its pages and nav are each test's)."""
PLAIN_SAMPLE_CONFIG = SAMPLE_SETTINGS + "theme: mkdocs\n"
"""The sample drawn with MkDocs' own theme, for builds that test what the hook refuses, which no theme changes: a
build lists every file of its theme, MkDocs' 49 against Material's 14,500, and takes half the time."""


def build_site(site_dir: Path, config_file: Path = ROOT / "mkdocs.yml", *, strict: bool = True) -> Path:
    """``mkdocs build`` of ``config_file`` into ``site_dir``, started as the command starts it (a test before may have
    started a live preview in this process); ``strict``, a warning raises ``mkdocs.exceptions.Abort``."""
    # Imported here, not at the top: the tests that only serve a built site or read ROOT load no MkDocs.
    from mkdocs.commands.build import build  # noqa: PLC0415
    from mkdocs.config import load_config  # noqa: PLC0415

    config = load_config(str(config_file), site_dir=str(site_dir), strict=strict)
    config.plugins.on_startup(command="build", dirty=False)
    build(config)
    return site_dir


class QuietHandler(SimpleHTTPRequestHandler):
    """A static file handler that does not log every request to the test output."""

    def log_message(self, format: str, *args: Any) -> None:
        """Say nothing."""


@contextlib.contextmanager
def served(folder: Path, handler: type[SimpleHTTPRequestHandler] = QuietHandler) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 at a free port for the duration; yields the base URL."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
