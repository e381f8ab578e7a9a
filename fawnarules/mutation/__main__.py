"""``python -m fawnarules.mutation``: see :mod:`fawnarules.mutation.run`."""

import sys

from fawnarules.mutation.run import main

sys.exit(main())
