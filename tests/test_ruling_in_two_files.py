"""A clarification the engine already agrees with is two files: its section of the rules and its scenario.

The tests make two such rulings, one of the Falchion rulebook and one of the Reactions rulebook, in one copy of
the project and run what checks them (lint, the cross-references, the release checks, the walkthrough's figures,
the rulesets' scenarios and the pages' examples): everything passes, and nothing but those four files changed.
The Reactions ruling changes what the walkthrough shows of the JavaScript example's check, and the page still
tells what the checker prints, with no edit.

The copy's own tests run in the copy, on the copy's package, once for both rulings. Lint, export and the figures
read the copy in this process, which runs the same code: a file whose text it has read before is not read again.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from fawnarules.cli import main
from fawnarules.conformance.current import features_corpus
from fawnarules.site.spec_figures import fill_spec_figures

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
PAGE = Path("docs/falchion/clarifications.md")
FEATURE = Path("features/falchion/clarifications.feature")

RULING = """

## Does a Cleave penalty stop at the minimum of 1 damage? {#falchion.clarifications.cleave-minimum}

**Question.** Cleave takes 1 damage off each target for every enemy past the first. When the
penalty is larger than the damage rolled, does a target take nothing?

**Ruling.** No. The penalty comes off before [the minimum](damage.md#falchion.damage.minimum)
is applied, so a target [cleaved](grit.md#falchion.grit.gambits) with a poor roll still takes 1
damage.

**Evidence.** The minimum is stated for every hit, with no exception for gambits, and Cleave
names itself a hit on each target.

```example title="Cleave into three more enemies: 2 rolled, 3 off, 1 dealt"
operation: falchion.deal_damage
hit:
  weapon:
    dice: 1
    size: d6
  rolls: [2]
  cleave: 3
  HP: 10
steps:
  rolled: 2
  cleave penalty: 3
outcome:
  damage: 1
  HP left: 9
```
"""

SCENARIO = """
  Rule: falchion.clarifications.cleave-minimum

    Scenario: A Cleave penalty past the roll still deals the minimum 1 damage
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d6     |
        | rolls       | 2 only |
        | hp          | 10     |
        | cleave      | 3      |
      When I call falchion.deal_damage
      Then the result has:
        | cleave penalty  | 3   |
        | minimum applied | yes |
        | damage          | 1   |
        | hp left         | 9   |
"""

REACTIONS_PAGE = Path("docs/reactions/clarifications.md")
REACTIONS_FEATURE = Path("features/reactions/clarifications.feature")

REACTIONS_RULING = """

## Does a failed dodge still spend its reactions? {#reactions.clarifications.a-failed-dodge-spends-its-reactions}

**Question.** A dodge costs two reactions. When its roll fails, are both spent anyway?

**Ruling.** Yes. A reaction is paid for when it is tried, whatever its roll; after a failed
dodge the attack goes on as if none had been tried.

```example title="A failed dodge: two reactions spent, the attack goes on"
operation: reactions.resolve_attack
attack:
  type: physical
  power: 20
  critical roll: failure
defender:
  health: 30
  reactions: 3
reactions:
  - kind: dodge
    outcome: failure
outcome:
  reactions spent: 2
  reactions left: 1
```

**Evidence.** Every cost the rulebook states is the cost of an attempt, as for
[blocks](#reactions.clarifications.block-cost), and nothing in it gives a reaction back.
"""

REACTIONS_SCENARIOS = """
  Rule: reactions.clarifications.a-failed-dodge-spends-its-reactions

    Scenario: A failed dodge spends its two reactions and the attack goes on
      Given the defender:
        | health    | 30 |
        | reactions | 3  |
      And these reactions:
        | kind  | type | outcome |
        | dodge |      | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged          | false |
        | reactions_spent | 2     |
        | reactions_left  | 1     |

    Scenario: A failed dodge by a shielded defender spends its two reactions too
      Given the defender:
        | health    | 30 |
        | reactions | 2  |
        | shield    | 5  |
      And these reactions:
        | kind  | type | outcome |
        | dodge |      | failure |
      When I call reactions.resolve_attack
      Then the result has:
        | reactions_spent | 2 |
        | reactions_left  | 0 |
"""

EXAMPLE_FIGURES = "{{example passed}} {{example failed}} {{example skipped}} {{example table heading}}"
"""What the walkthrough shows of the JavaScript example's check: its totals and the width of its table."""

CHECKS = [
    "tests/test_crossref.py",
    "tests/test_spec_release.py",
    "tests/test_walkthrough.py",
    "features/falchion",
    "features/reactions",
    "tests/test_falchion.py",
    str(PAGE),
    str(REACTIONS_PAGE),
    "--deselect",
    "tests/test_spec_release.py::test_a_release_writes_its_version_cases_changelog_entry_and_archive",
]
"""What the copy runs of its own tests after the rulings; lint of the copy is the :func:`ruled` fixture's. A release
of the copy is left out: it refuses what lint refuses, which the fixture asserts of the copy, and the rulings' cases
stand alike on both sides of the diff it publishes, so the rest is the release itself, which this project's own run
of that test checks."""


def git(folder: Path, *arguments: str) -> str:
    done = subprocess.run(["git", *arguments], cwd=folder, capture_output=True, text=True, check=True, timeout=60)
    return done.stdout


def python(project: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """Python run in the copy, importing the copy's package."""
    environment = {**os.environ, "PYTHONPATH": str(project)}
    command = [sys.executable, *arguments]
    return subprocess.run(
        command, cwd=project, env=environment, capture_output=True, text=True, check=False, timeout=900
    )


def copy_of_project(folder: Path) -> Path:
    """A copy of the project's committed files in ``folder``, committed."""
    for name in git(ROOT, "ls-files", "-z").split("\0"):
        if name and (ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    git(folder, "init", "-q")
    git(folder, "add", "-A")
    git(folder, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "base")
    return folder


def add_ruling(project: Path, page: Path, ruling: str, feature: Path, scenarios: str) -> None:
    """Write a ruling into the copy: its section at the end of ``page``, its scenarios at the end of ``feature``."""
    for path, text in ((page, ruling), (feature, scenarios)):
        with (project / path).open("a", encoding="utf-8") as file:
            file.write(text)


def changed_files(project: Path) -> list[str]:
    """The files of the copy that differ from what it committed."""
    return sorted(line[3:] for line in git(project, "status", "--porcelain", "--untracked-files=all").splitlines())


def example_figures(project: Path) -> str:
    """The walkthrough's figures of the example's check, as the site build of ``project`` fills them."""
    return fill_spec_figures(EXAMPLE_FIGURES, features_corpus(project))


@dataclass(frozen=True)
class Ruled:
    """The copy with both rulings written in, the walkthrough's figures before them, and the run of its own tests."""

    project: Path
    figures_before: str
    suite: subprocess.CompletedProcess[str]


@pytest.fixture(scope="module")
def ruled(tmp_path_factory: pytest.TempPathFactory) -> Ruled:
    """A copy of the project with the Falchion and the Reactions rulings written in, which ``fawnarules lint``
    finds nothing wrong with, and its own :data:`CHECKS` run on it."""
    project = copy_of_project(tmp_path_factory.mktemp("project"))
    before = example_figures(project)
    add_ruling(project, PAGE, RULING, FEATURE, SCENARIO)
    add_ruling(project, REACTIONS_PAGE, REACTIONS_RULING, REACTIONS_FEATURE, REACTIONS_SCENARIOS)
    lint = io.StringIO()
    with contextlib.redirect_stdout(lint):
        status = main(["lint", str(project)])
    assert status == 0, lint.getvalue()
    suite = python(project, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "not browser", *CHECKS)
    return Ruled(project, before, suite)


def test_a_ruling_is_its_section_and_its_scenario_and_nothing_else(
    ruled: Ruled, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ruled.suite.returncode == 0, ruled.suite.stdout[-4000:] + ruled.suite.stderr[-2000:]
    assert main(["export", "--root", str(ruled.project)]) == 0
    exported = capsys.readouterr().out
    assert "falchion.clarifications.cleave-minimum/" in exported
    assert "reactions.clarifications.a-failed-dodge-spends-its-reactions/" in exported
    assert changed_files(ruled.project) == sorted(map(str, (PAGE, FEATURE, REACTIONS_PAGE, REACTIONS_FEATURE)))


@pytest.mark.skipif(shutil.which("node") is None, reason="the walkthrough's check runs the example, with Node.js")
def test_a_reactions_ruling_changes_the_walkthrough_s_figures_with_no_edit_to_the_page(ruled: Ruled) -> None:
    before = ruled.figures_before.split(maxsplit=3)
    passed, failed, skipped, table = example_figures(ruled.project).split(maxsplit=3)
    assert (int(passed), int(failed), int(skipped)) == (int(before[0]) + 1, int(before[1]), int(before[2]) + 1)
    assert len(table) > len(before[3])
    # The copy's run of tests/test_walkthrough.py: the page tells what the checker prints, with the example run.
    assert ruled.suite.returncode == 0, ruled.suite.stdout[-4000:] + ruled.suite.stderr[-2000:]
    assert "skipped" not in ruled.suite.stdout
    assert "docs/conformance/check-your-engine.md" not in changed_files(ruled.project)
