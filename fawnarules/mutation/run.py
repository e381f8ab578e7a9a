"""``python -m fawnarules.mutation [--ruleset NAME]``: mutate the reference implementation, replay the spec, record.

Every mutant of the chosen rulebooks runs in a process forked for it alone (two at a time by
default), against the rulebook's cases and its docs pages' examples — never the unit tests under
``tests/``. The results go to :data:`RESULTS`: per rulebook and per rule, mutants killed out of
total, and every survivor either with the reason :data:`EQUIVALENTS` gives for it (a change no
answer can show) or flagged as a gap in the spec. A mutant that only crashes on cases (or breaks
its module, or hangs) is not killed: it is recorded apart, as a rule pinned only by an error. It
exits 1 when a survivor is not listed there or a mutant is pinned only by an error.

With ``--count-kills`` each mutant is replayed against every case and example instead of up to the
first that kills it, and :data:`KILLS` records how many kill each one: a reading that one case
alone catches is lost with that case. ``--mutant ID`` (repeatable) counts only those mutants again and
keeps every other count recorded.
"""

from __future__ import annotations

import argparse
import functools
import json
import multiprocessing
import resource
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml
from sybil import Sybil
from sybil.parsers.markdown import ClearNamespaceParser, PythonCodeBlockParser, SkipParser

from fawnarules.diagram.doc_example import GridBlockParser
from fawnarules.engine import RULESETS
from fawnarules.mutation import KILLS, RESULTS
from fawnarules.mutation.mutant import Mutant, mutants, ruleset_modules
from fawnarules.mutation.replay import CRASH, EVERY_CASE, Verdict, judge
from fawnarules.sources.case import Case
from fawnarules.sources.project import project_cases

EQUIVALENTS = Path("features/equivalent-mutants.yaml")
"""Mutants that cannot change any answer, each with the reason."""

ROOT = Path.cwd()
CASES: list[Case] = []
EXAMPLES: list[object] = []


def doc_examples(root: Path, ruleset: str) -> list[object]:
    """The runnable examples of the rulebook's docs pages, parsed (not run) with the test suite's parsers."""
    sybil = Sybil(parsers=[PythonCodeBlockParser(), GridBlockParser(), SkipParser(), ClearNamespaceParser()])
    return [example for page in sorted((root / "docs" / ruleset).glob("*.md")) for example in sybil.parse(page)]


def judged(mutant: Mutant, count: bool = False) -> Verdict:
    """Run in a pool worker forked from a process holding the cases: judge one mutant, the cases of its
    own rule first (they are the likeliest to kill it, and the first kill ends the replay unless ``count``)."""
    own = [case for case in CASES if case.rule == mutant.rule]
    verdict = judge(mutant, ROOT, own + [case for case in CASES if case.rule != mutant.rule], EXAMPLES, count)
    return broken_or(verdict, [case.id for case in own if "error" not in case.expected])


def broken_or(verdict: Verdict, own: Sequence[str]) -> Verdict:
    """``verdict``, or ``broken`` when the mutant answers nothing: it crashes on every example of its own rule
    that reaches the rule (``own``: its cases but the input errors, which are turned away before any rule is
    read), or breaks its module, and no case catches it by a value. Such a change is no reading of the rule at
    all, as no engine crashing on every request of a rule would be shipped; it is counted apart from
    the mutants an error alone notices, which are gaps."""
    crashed = {error.removeprefix(CRASH) for error in verdict.errors}
    if verdict.status == "errored" and (
        (EVERY_CASE in crashed and verdict.by.startswith(CRASH)) or (own and crashed >= set(own))
    ):
        return replace(verdict, status="broken")
    return verdict


def run_ruleset(
    ruleset: str, jobs: int, only: frozenset[str] | None = None, count: bool = False
) -> tuple[list[Verdict], float, float]:
    """Every mutant of one rulebook, judged; the seconds it took, and the processor seconds (a shared
    machine stretches the first, not the second). With ``only``, just those mutants are judged again and
    the rest keep the kill an earlier run recorded: a new scenario can kill a mutant, never revive one.
    The mutants that could not run are among those judged again, so that none is counted as killed."""
    started = time.monotonic()
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_before = cpu.ru_utime + cpu.ru_stime + time.process_time()
    CASES[:] = [case for case in project_cases(ROOT) if case.ruleset == ruleset]
    EXAMPLES[:] = doc_examples(ROOT, ruleset)
    found = [mutant for path in ruleset_modules(ROOT, ruleset) for mutant in mutants(path, ROOT)]
    judged_again = [mutant for mutant in found if only is None or mutant.id in only]
    context = multiprocessing.get_context("fork")
    with context.Pool(processes=jobs, maxtasksperchild=1) as pool:
        verdicts = pool.map(functools.partial(judged, count=count), judged_again, chunksize=1)
        fresh = {verdict.mutant.id: verdict for verdict in verdicts}
    verdicts = [fresh.get(mutant.id, Verdict(mutant, "killed", "an earlier run")) for mutant in found]
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_seconds = cpu.ru_utime + cpu.ru_stime + time.process_time() - cpu_before
    return verdicts, time.monotonic() - started, cpu_seconds


def read_equivalents(path: Path) -> dict[str, str]:
    """The listed equivalent mutants: ID to reason."""
    if not path.is_file():
        return {}
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as error:
        raise ValueError(f"{path}: not YAML: {error}") from error
    if not isinstance(data, dict) or not all(isinstance(reason, str) and reason for reason in data.values()):
        raise ValueError(f"{path}: a mapping of mutant ID to the reason it cannot change any answer")
    return {str(key): str(value) for key, value in data.items()}


def summary(
    ruleset: str, verdicts: Sequence[Verdict], seconds: tuple[float, float], equivalents: dict[str, str]
) -> dict[str, object]:
    """One rulebook's results as the data file holds them."""
    total: Counter[str] = Counter(verdict.mutant.rule for verdict in verdicts)
    counts = {
        status: Counter(verdict.mutant.rule for verdict in verdicts if verdict.status == status)
        for status in ("killed", "errored", "broken")
    }
    counts["equivalent"] = Counter(
        verdict.mutant.rule for verdict in verdicts if verdict.status == "survived" and verdict.mutant.id in equivalents
    )
    return {
        "ruleset": ruleset,
        "mutants": len(verdicts),
        **{name: counted.total() for name, counted in counts.items()},
        "seconds": round(seconds[0], 1),
        "cpu_seconds": round(seconds[1], 1),
        "rules": [
            {"rule": rule, "mutants": total[rule], **{name: counted[rule] for name, counted in counts.items()}}
            for rule in sorted(total)
        ],
        "survivors": [
            {**mutant_fields(verdict.mutant), "reason": equivalents.get(verdict.mutant.id, "")}
            for verdict in verdicts
            if verdict.status == "survived"
        ],
        "only_errors": [
            {**mutant_fields(verdict.mutant), "by": verdict.by.removeprefix(CRASH)}
            for verdict in verdicts
            if verdict.status == "errored"
        ],
        "cannot_run": sorted(verdict.mutant.id for verdict in verdicts if verdict.status == "broken"),
    }


def mutant_fields(mutant: Mutant) -> dict[str, object]:
    """A mutant as the data files list it."""
    return {"id": mutant.id, "rule": mutant.rule, "line": mutant.line, "change": mutant.change}


def kill_counts(ruleset: str, verdicts: Sequence[Verdict], seconds: float) -> dict[str, object]:
    """One rulebook's counted kills as :data:`KILLS` holds them: per mutant the number of cases and
    examples that kill it by a value and the number it only crashes on, and for a mutant one alone
    kills, which one."""
    return {
        "ruleset": ruleset,
        "seconds": round(seconds, 1),
        "mutants": [
            {
                "id": verdict.mutant.id,
                "rule": verdict.mutant.rule,
                "line": verdict.mutant.line,
                "kills": len(verdict.killers),
                "errors": len(verdict.errors),
                **({"by": verdict.killers[0]} if len(verdict.killers) == 1 else {}),
            }
            for verdict in verdicts
            if verdict.status != "survived"
        ],
    }


def merged_counts(kept: dict[str, Any], fresh: dict[str, Any], chosen: frozenset[str]) -> dict[str, Any]:
    """One rulebook's recorded counts with the ``chosen`` mutants' entries taken from ``fresh`` (a
    chosen mutant no longer killed drops out, as a full count would leave it); the rest and the
    recorded time of the whole run stay."""
    fresh_mutants = {mutant["id"]: mutant for mutant in fresh["mutants"]}
    return {
        **kept,
        "mutants": [
            fresh_mutants[mutant["id"]] if mutant["id"] in chosen else mutant
            for mutant in kept["mutants"]
            if mutant["id"] not in chosen or mutant["id"] in fresh_mutants
        ],
    }


def ruleset_of(mutant_id: str) -> str:
    """The rulebook a mutant ID's module belongs to (``fawnarules.<ruleset>.<module>:...``), or ``""``."""
    parts = mutant_id.split(":", 1)[0].split(".")
    return parts[1] if len(parts) > 2 and parts[0] == "fawnarules" and parts[1] in RULESETS else ""


def count_kills(rulesets: Sequence[str], jobs: int, chosen: frozenset[str] = frozenset()) -> int:
    """Replay every case and example against every mutant of ``rulesets`` (only the ``chosen`` ones when
    given, keeping the other counts); record the counts in :data:`KILLS`."""
    kills_path = ROOT / KILLS
    kept = json.loads(kills_path.read_text(encoding="utf-8"))["rulesets"] if kills_path.is_file() else []
    counted = {entry["ruleset"]: entry for entry in kept}
    if chosen:
        uncounted = sorted({ruleset_of(mutant_id) for mutant_id in chosen} - (set(rulesets) & set(counted)))
        if uncounted:
            print(
                f"{KILLS} holds no full count of {', '.join(uncounted)} to update (or --ruleset leaves it out)",
                file=sys.stderr,
            )
            return 2
        rulesets = [ruleset for ruleset in rulesets if any(ruleset_of(mutant_id) == ruleset for mutant_id in chosen)]
    for ruleset in rulesets:
        only = frozenset(mutant_id for mutant_id in chosen if ruleset_of(mutant_id) == ruleset) or None
        verdicts, seconds, _ = run_ruleset(ruleset, jobs, only, count=True)
        if only is None:
            counted[ruleset] = kill_counts(ruleset, verdicts, seconds)
        else:
            judged_again = [verdict for verdict in verdicts if verdict.mutant.id in only]
            missing = only - {verdict.mutant.id for verdict in judged_again}
            if missing:
                print(f"no such mutant in {ruleset}: {', '.join(sorted(missing))}", file=sys.stderr)
                return 2
            verdicts = judged_again
            counted[ruleset] = merged_counts(counted[ruleset], kill_counts(ruleset, verdicts, seconds), only)
        single = [verdict for verdict in verdicts if len(verdict.killers) == 1]
        print(f"{ruleset}: {len(single)} of {len(verdicts)} mutants killed by one case alone ({seconds:.0f} s)")
        for verdict in single:
            print(f"  one kill: {verdict.mutant.id} by {verdict.killers[0]}")
        for verdict in verdicts if only else ():
            print(f"  {verdict.mutant.id}: {len(verdict.killers)} kill(s)")
    data = {"rulesets": [counted[ruleset] for ruleset in RULESETS if ruleset in counted]}
    kills_path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"written {KILLS}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Mutate, replay, record; exit 1 when a survivor is neither killed nor listed as equivalent."""
    parser = argparse.ArgumentParser(prog="python -m fawnarules.mutation", description=__doc__)
    parser.add_argument("--ruleset", action="append", choices=RULESETS, help="only this rulebook (repeatable)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants judged at once (default 2)")
    parser.add_argument(
        "--survivors",
        action="store_true",
        help="judge again only the survivors of the recorded run (after new scenarios)",
    )
    parser.add_argument(
        "--count-kills",
        action="store_true",
        help=f"replay every case against every mutant and record how many kill each in {KILLS}",
    )
    parser.add_argument(
        "--mutant",
        action="append",
        default=[],
        metavar="ID",
        help="with --count-kills: count only this mutant again, keeping the other counts (repeatable)",
    )
    arguments = parser.parse_args(argv)
    if arguments.mutant and not arguments.count_kills:
        parser.error("--mutant counts one mutant's kills again: it needs --count-kills")
    unknown = [mutant_id for mutant_id in arguments.mutant if not ruleset_of(mutant_id)]
    if unknown:
        parser.error(f"--mutant {unknown[0]!r}: not a mutant ID (fawnarules.<ruleset>.<module>:<site> ...)")
    if arguments.count_kills:
        return count_kills(arguments.ruleset or RULESETS, arguments.jobs, frozenset(arguments.mutant))
    try:
        equivalents = read_equivalents(ROOT / EQUIVALENTS)
    except ValueError as error:
        parser.exit(2, f"{parser.prog}: {error}\n")
    results_path = ROOT / RESULTS
    recorded: dict[str, dict[str, object]] = {}
    earlier = json.loads(results_path.read_text(encoding="utf-8"))["rulesets"] if results_path.is_file() else []
    previous = {entry["ruleset"]: entry for entry in earlier}
    unlisted = [
        name for name in arguments.ruleset or RULESETS if "cannot_run" not in previous.get(name, {"cannot_run": 0})
    ]
    if arguments.survivors and unlisted:
        print(f"the recorded run of {', '.join(unlisted)} does not list the mutants that cannot run: run it whole")
        return 2
    unexplained = 0
    for ruleset in arguments.ruleset or RULESETS:
        only = None
        if arguments.survivors and ruleset in previous:
            again = [*previous[ruleset]["survivors"], *previous[ruleset].get("only_errors", [])]
            only = frozenset(survivor["id"] for survivor in again) | set(previous[ruleset]["cannot_run"])
        verdicts, seconds, cpu_seconds = run_ruleset(ruleset, arguments.jobs, only)
        if only is not None:  # the time of the whole run stays the one recorded
            seconds, cpu_seconds = previous[ruleset]["seconds"], previous[ruleset]["cpu_seconds"]
        recorded[ruleset] = summary(ruleset, verdicts, (seconds, cpu_seconds), equivalents)
        survivors = [verdict.mutant for verdict in verdicts if verdict.status == "survived"]
        gaps = [mutant for mutant in survivors if mutant.id not in equivalents]
        crashed = [verdict for verdict in verdicts if verdict.status == "errored"]
        unexplained += len(gaps) + len(crashed)
        entry = recorded[ruleset]
        print(
            f"{ruleset}: {entry['killed']} of {entry['mutants']} mutants killed by a value, "
            f"{len(crashed)} only by an error, {entry['broken']} that cannot run, {entry['equivalent']} listed "
            f"equivalent, {len(gaps)} unexplained "
            f"({seconds:.0f} s, {cpu_seconds:.0f} s of processor time)"
        )
        for mutant in gaps:
            print(f"  survived: {mutant.id} (line {mutant.line}, {mutant.rule or 'no rule cited'})")
        for verdict in crashed:
            print(f"  only errored: {verdict.mutant.id} (line {verdict.mutant.line}, by {verdict.by})")
    # Read only now: the file may have changed during the run (benchmarks/fuzz.py writes its other part).
    data = json.loads(results_path.read_text(encoding="utf-8")) if results_path.is_file() else {"rulesets": []}
    kept = {entry["ruleset"]: entry for entry in data["rulesets"]}
    data["rulesets"] = [recorded.get(ruleset, kept.get(ruleset)) for ruleset in RULESETS if ruleset in recorded | kept]
    results_path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"written {RESULTS}")
    return 1 if unexplained else 0
