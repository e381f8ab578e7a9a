"""A clarification the engine already agrees with is two files: its section of the rules and its scenario.

The test makes that change to a copy of the project and runs what checks it (lint, the cross-references, the
release checks, the walkthrough's figures, the ruleset's scenarios and the page's examples): everything passes,
and nothing but those two files changed. A ruling of the Reactions rulebook changes what the walkthrough shows of
the JavaScript example's check, and the page still tells what the checker prints, with no edit.

The copy's own tests run in the copy, on the copy's package. Lint, export and the figures read the copy in this
process, which runs the same code: a file whose text it has read before is not read again.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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
    "tests/test_falchion.py",
    str(PAGE),
]
"""What the copy's suite runs of itself after a Falchion ruling; lint of the copy is :func:`add_ruling`'s."""


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


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A copy of the project's committed files, committed."""
    copy = tmp_path / "project"
    for name in git(ROOT, "ls-files", "-z").split("\0"):
        if name and (ROOT / name).is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, copy / name)
    git(copy, "init", "-q")
    git(copy, "add", "-A")
    git(copy, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "base")
    return copy


def add_ruling(
    project: Path, page: Path, ruling: str, feature: Path, scenarios: str, *, capsys: pytest.CaptureFixture[str]
) -> None:
    """Write a ruling into the copy: its section at the end of ``page``, its scenarios at the end of ``feature``;
    ``fawnarules lint`` of the copy finds nothing wrong."""
    for path, text in ((page, ruling), (feature, scenarios)):
        with (project / path).open("a", encoding="utf-8") as file:
            file.write(text)
    status = main(["lint", str(project)])
    assert status == 0, capsys.readouterr().out


def changed_files(project: Path) -> list[str]:
    """The files of the copy that differ from what it committed."""
    return sorted(line[3:] for line in git(project, "status", "--porcelain", "--untracked-files=all").splitlines())


def test_a_ruling_is_its_section_and_its_scenario_and_nothing_else(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    add_ruling(project, PAGE, RULING, FEATURE, SCENARIO, capsys=capsys)
    suite = python(project, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "not browser", *CHECKS)
    assert suite.returncode == 0, suite.stdout[-4000:] + suite.stderr[-2000:]
    assert main(["export", "--root", str(project)]) == 0
    assert "falchion.clarifications.cleave-minimum/" in capsys.readouterr().out
    assert changed_files(project) == sorted(map(str, (PAGE, FEATURE)))


def example_figures(project: Path) -> str:
    """The walkthrough's figures of the example's check, as the site build of ``project`` fills them."""
    return fill_spec_figures(EXAMPLE_FIGURES, features_corpus(project))


@pytest.mark.skipif(shutil.which("node") is None, reason="the walkthrough's check runs the example, with Node.js")
def test_a_reactions_ruling_changes_the_walkthrough_s_figures_with_no_edit_to_the_page(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = example_figures(project).split(maxsplit=3)
    add_ruling(project, REACTIONS_PAGE, REACTIONS_RULING, REACTIONS_FEATURE, REACTIONS_SCENARIOS, capsys=capsys)
    passed, failed, skipped, table = example_figures(project).split(maxsplit=3)
    assert (int(passed), int(failed), int(skipped)) == (int(before[0]) + 1, int(before[1]), int(before[2]) + 1)
    assert len(table) > len(before[3])
    walkthrough = python(project, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_walkthrough.py")
    assert walkthrough.returncode == 0, walkthrough.stdout[-4000:] + walkthrough.stderr[-2000:]
    assert "skipped" not in walkthrough.stdout
    assert changed_files(project) == sorted(map(str, (REACTIONS_PAGE, REACTIONS_FEATURE)))
