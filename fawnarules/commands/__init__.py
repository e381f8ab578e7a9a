"""The subcommands of ``fawnarules``: one module each, with ``register`` and ``run``.

A module is named in :data:`fawnarules.cli.COMMANDS`; ``register`` adds its parser and
arguments, ``run`` carries it out and returns the exit status.
"""
