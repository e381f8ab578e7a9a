"""How strong the spec is: the reference implementation mutated one small change at a time, and the spec's
cases replayed against each mutant (``make mutate``)."""

from pathlib import Path

RESULTS = Path("docs/conformance/strength.json")
"""The checked-in results, read by the Spec strength page."""

KILLS = Path("docs/conformance/kills.json")
"""How many cases and examples kill each mutant, written by ``--count-kills``."""
