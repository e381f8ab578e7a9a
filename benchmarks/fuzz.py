"""How fast ``fawnarules fuzz`` finds a misread rule, recorded for the Spec strength page.

Runs the command, as a user would, against each engine bundled for testing it (the wrong engines of
``tests/engines/``, each the reference engine with one rule misread, and the JavaScript example
engine), with a fixed seed, and writes what it found, after how many requests and how many seconds,
into the ``fuzz`` part of ``docs/conformance/strength.json``. Target: each misread rule found in at
most 60 s. Run with ``.venv/bin/python benchmarks/fuzz.py``.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs" / "conformance" / "strength.json"
TARGET_SECONDS = 60.0

ENGINES = [
    ("wrong_reactions (tests/engines)", "a dodge costs one reaction, not two", "reactions.resolve_attack", 0),
    ("wrong_awoudan (tests/engines)", "the attack limit is never below 3, not 2", "awoudan.take_actions", 0),
    ("wrong_fawnalore (tests/engines)", "reductions beyond the damage heal", "fawnalore.resolve_attack", 6),
    ("wrong_grand_archive (tests/engines)", "a prevention ignores its damage type", "grand_archive.resolve_damage", 0),
    ("wrong_falchion (tests/engines)", "a damage die's top face is an input error", "falchion.deal_damage", 1),
    ("examples/javascript/engine.js", "a reaction after a successful dodge is ignored", "reactions.resolve_attack", 5),
]


def command(engine: str) -> str:
    """The engine spec of a bundled engine."""
    name = engine.partition(" ")[0]
    python_engine = f"cmd:{sys.executable} -m tests.engines.{name}"
    return f"cmd:node {ROOT / name}" if name.startswith("examples/") else python_engine


ATTEMPTS = 3
"""Runs tried when the engine did not start in time: on a busy shared machine an interpreter can take that long."""


def measure(engine: str, operation: str, seed: int) -> dict[str, object]:
    """One fuzz run to its first difference, with the test suite's settings (60 requests drawn, 120 s at most), run
    again (up to :data:`ATTEMPTS` times) while the engine did not start in time."""
    for _ in range(ATTEMPTS):
        started = time.monotonic()
        done = subprocess.run(
            [
                *(sys.executable, "-m", "fawnarules", "fuzz", "--engine", command(engine), "--operation", operation),
                *("--seed", str(seed), "--max-examples", "60", "--time", "120"),
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
        if "did not start" not in done.stderr:
            break
    found = re.search(rf"^== {re.escape(operation)}: (.+)$", done.stdout, re.M)
    sent = re.search(rf"^{re.escape(operation)}: (\d+) request.*?(?:found after ([\d.]+) s)?$", done.stdout, re.M)
    return {
        "found": found[1] if found else "",
        "requests": int(sent[1]) if sent else 0,
        "seconds": round(time.monotonic() - started, 1),
        "search_seconds": float(sent[2]) if sent and sent[2] else None,
    }


def main() -> int:
    """Measure every bundled engine, record, and exit 1 when one took longer than the target or found nothing."""
    data = json.loads(DATA.read_text(encoding="utf-8")) if DATA.is_file() else {"rulesets": []}
    results = []
    for engine, misreads, operation, seed in ENGINES:
        measured = measure(engine, operation, seed)
        results.append({"engine": engine, "misreads": misreads, "operation": operation, "seed": seed, **measured})
        found = measured["found"] or "nothing found"
        print(f"{engine}: {found} ({measured['requests']} requests, {measured['seconds']} s in all)")
    data["fuzz"] = results
    DATA.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 1 if any(not result["found"] or float(str(result["seconds"])) > TARGET_SECONDS for result in results) else 0


if __name__ == "__main__":
    sys.exit(main())
