"""Misreadings: the reference engine with one rule read another way a careful reader could read it.

Each misreading is a change to one line of one rulebook module, given as the text it replaces and
the text it puts instead, and named after the reading, with the rule it misreads. The library
serves three checks: ``tests/test_misreadings.py`` replays every case against each misreading in
this process and needs at least three scenarios to catch it by a wrong value; ``python -m
tests.misreadings NAME`` serves it as an engine, so that ``fawnarules fuzz`` can hunt it; and
``benchmarks/misreadings.py`` records how fast fuzz finds each.
"""
