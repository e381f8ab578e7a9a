"""A list of items worked on by two processes: this one from the front, a forked copy of it from the back.

Each item is claimed before it is worked on, by creating a file named by its index in a
private folder (creating a file that must not exist yet is atomic), so no item is done twice.
The fork stops at the first item this process has claimed; this process, at the first item
the fork has claimed, waits for the fork to end, since every item after it is the fork's.
The fork's memory is its own: what it does must leave its result where this process finds
it (the site keeps it in the render cache, :mod:`fawnarules.site.render_cache`), and an item
the fork could not finish is simply not found there. Nothing here needs MkDocs.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import signal
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

LONGEST = 300.0
"""Seconds the fork may run: far more than a whole site takes on one core, so only a fork that hangs is stopped."""
POLL = 0.005
"""Seconds between looks at whether the fork has ended."""


class SharedWork:
    """``count`` items shared with a forked process that runs ``work(index)`` on the items it claims.

    ``start`` runs first in the fork (to silence its logging, say). Only the process that
    made the object may claim items (:meth:`take`); it must call :meth:`finish` when done.
    """

    def __init__(self, count: int, work: Callable[[int], None], start: Callable[[], None]) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="fawnarules-shared-"))
        self.fork: int | None = os.fork()
        if self.fork == 0:
            try:
                start()
                for index in reversed(range(count)):
                    if not self.claim(index):
                        break
                    work(index)
            finally:
                os._exit(0)  # the fork's copy of the build must not go on to write the site
        atexit.register(self.abandon)

    def claim(self, index: int) -> bool:
        """Mark item ``index`` as taken; ``False`` if the other process took it first."""
        try:
            os.close(os.open(self.folder / str(index), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            return False
        except FileNotFoundError:
            return True  # the work is finished: whatever is left is this process's
        return True

    def take(self, index: int) -> bool:
        """Whether this process works on item ``index``; if the fork took it, wait for the fork to end first."""
        if self.claim(index):
            return True
        self.wait()
        return False

    def wait(self) -> None:
        """Wait for the fork to end; one that runs past :data:`LONGEST` is stopped (its items are then not found)."""
        if self.fork is None:
            return
        deadline = time.monotonic() + LONGEST
        while os.waitpid(self.fork, os.WNOHANG) == (0, 0):
            if time.monotonic() > deadline:
                os.kill(self.fork, signal.SIGKILL)
                os.waitpid(self.fork, 0)
                break
            time.sleep(POLL)
        self.fork = None

    def finish(self) -> None:
        """Wait for the fork to end, and remove the claims; from then on this process takes every item."""
        self.wait()
        shutil.rmtree(self.folder, ignore_errors=True)
        atexit.unregister(self.abandon)

    def abandon(self) -> None:
        """At the exit of a process that never called :meth:`finish` (a build interrupted or failed before it):
        stop the fork, whose work no one will read, and remove the claims."""
        if self.fork is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.fork, signal.SIGKILL)
            os.waitpid(self.fork, 0)
            self.fork = None
        shutil.rmtree(self.folder, ignore_errors=True)
