"""``python -m fawnarules``: the same as the ``fawnarules`` command."""

from fawnarules.cli import main

raise SystemExit(main())
