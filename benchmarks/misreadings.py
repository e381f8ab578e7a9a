"""How the spec and ``fawnarules fuzz`` fare against the library of misreadings, recorded for the Spec strength page.

For each misreading of ``tests/misreadings/`` (the reference engine with one rule read another way):
how many scenarios catch it by a wrong value, replayed in this process; and whether
``fawnarules fuzz --seed 1 --time 60`` over the whole rulebook finds it, run as a user would, with
``--first`` so that the run ends at the first difference (the operations before it had the very
time shares of a full run), the rule it places its scenario under, and the request it found
(``tests/test_misreadings.py`` replays it to hold the placement). The seconds are the whole
command's, start-up included, and the processor seconds are the command's and the engine's
together: on a shared machine the first stretch, the second does not. Writes the ``misreadings``
part of ``docs/conformance/strength.json``.
Target: each found within the 60 s. Run with ``.venv/bin/python -m benchmarks.misreadings [SLUG ...]``
(only the misreadings named are measured again).
"""

from __future__ import annotations

import json
import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

from fawnarules.sources.project import project_cases
from tests.misreadings.catch import catch
from tests.misreadings.library import LIBRARY
from tests.misreadings.reading import Misreading

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs" / "conformance" / "strength.json"
SEED = 1
SECONDS = 60.0


def children_cpu() -> float:
    """Processor seconds spent so far by the processes this one waited for."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def hunt(misreading: Misreading) -> dict[str, object]:
    """One fuzz run over the misread rulebook, to its first difference."""
    engine = f"cmd:{sys.executable} -m tests.misreadings {misreading.slug}"
    command = [sys.executable, "-m", "fawnarules", "fuzz", "--engine", engine, "--ruleset", misreading.ruleset]
    command += ["--seed", str(SEED), "--time", str(SECONDS), "--first"]
    cpu, started = children_cpu(), time.monotonic()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False, env=os.environ)
    seconds, cpu = time.monotonic() - started, children_cpu() - cpu
    found = re.search(r"^== (\S+): (.+)$", done.stdout, re.M)
    placed = re.search(r"paste under `Rule: (\S+)`", done.stdout)
    case = re.search(r"^Case \(JSON\):\n\s*(\{.*\})$", done.stdout, re.M)
    return {
        "found_in": found[1] if found else "",
        "difference": found[2] if found else "",
        "placed_under": placed[1] if placed else "",
        "request": json.loads(case[1])["request"] if case else None,
        "seconds": round(seconds, 1),
        "cpu_seconds": round(cpu, 1),
    }


def main(slugs: list[str]) -> int:
    """Measure every misreading (or only those named, keeping the others' recorded figures), record, and exit 1
    when fuzz missed one or the spec catches one in under three scenarios."""
    cases = project_cases(ROOT)
    data = json.loads(DATA.read_text(encoding="utf-8")) if DATA.is_file() else {"rulesets": []}
    kept = {result["misreading"]: result for result in data.get("misreadings", {}).get("results", [])}
    results = []
    for misreading in LIBRARY:
        if slugs and misreading.slug not in slugs and misreading.name in kept:
            results.append(kept[misreading.name])
            continue
        caught = catch(misreading, cases)
        measured = hunt(misreading)
        results.append(
            {
                "misreading": misreading.name,
                "rule": misreading.rule,
                "ruleset": misreading.ruleset,
                "situations": len(caught.situations),
                "cases": len(caught.by_value),
                "only_errors": len(caught.by_error),
                **measured,
            }
        )
        where = measured["found_in"] or "NOT FOUND"
        print(
            f"{misreading.slug}: {len(caught.situations)} scenarios; fuzz: {where} ({measured['seconds']} s, "
            f"{measured['cpu_seconds']} s of processor time), placed under {measured['placed_under'] or '-'}"
        )
    data = json.loads(DATA.read_text(encoding="utf-8")) if DATA.is_file() else {"rulesets": []}
    data["misreadings"] = {"seed": SEED, "time": SECONDS, "cpus": os.cpu_count(), "results": results}
    DATA.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    missed = [result for result in results if not result["found_in"] or int(str(result["situations"])) < 3]
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
