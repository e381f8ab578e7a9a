"""The pytest-bdd shortcuts of ``tests/bdd_speed.py``: written against the pytest-bdd that is installed, and
remembering a step's function only where that is safe."""

from __future__ import annotations

from importlib.metadata import version

import pytest

from tests.bdd_speed import WATCHED, source_digest

GIVEN = """
@given("a value its own test module defines", target_fixture="value")
def value() -> str:
    return "{name}"
"""
THEN = """
from pytest_bdd import given, scenarios, then

scenarios("{module}.feature")


@then("the value is {value}'s")
def the_modules_value(value: str) -> None:
    assert value == "{value}"
"""


def test_the_functions_the_shortcuts_rely_on_are_those_they_were_written_against() -> None:
    changed = [name for name, (function, digest) in WATCHED.items() if source_digest(function) != digest]
    assert not changed, (
        f"pytest-bdd {version('pytest-bdd')} changed {', '.join(changed)}, which tests/bdd_speed.py relies on: "
        "read the new source, check the shortcut still does what it did (or remove it), "
        "then put the new digest in WATCHED"
    )


def scenario_of(pytester: pytest.Pytester, module: str, value: str, given: str) -> None:
    """A test module ``test_<module>.py`` and its feature: a scenario taking a value with the shared ``Given``
    text, and a ``Then`` step of the module's own that holds it to ``value``; ``given`` is the module's own
    definition of the ``Given`` step, if any."""
    pytester.makefile(
        ".feature",
        **{
            module: "Feature: a module's own step\n  Scenario: its own value\n"
            f"    Given a value its own test module defines\n    Then the value is {value}'s\n"
        },
    )
    pytester.makepyfile(**{f"test_{module}": THEN.format(module=module, value=value) + given})


@pytest.mark.parametrize(
    ("shared", "first", "second"),
    [("", "first", "second"), ("everyone", "", "second")],
    ids=["each module its own", "a plugin's, and one module its own"],
)
def test_each_scenario_runs_the_step_definition_its_test_module_sees(
    pytester: pytest.Pytester, shared: str, first: str, second: str
) -> None:
    """The same ``Given`` text defined in each test module, or once by a plugin for the whole session and again
    in the second module: each scenario runs the definition its module sees, which a step function remembered
    by its text alone after the first test would not do."""
    pytester.makeini("[pytest]\naddopts = -p no:hypothesispytest -p no:cacheprovider\n")
    plugin = []
    if shared:
        pytester.makepyfile(shared_steps="from pytest_bdd import given\n" + GIVEN.format(name=shared))
        pytester.syspathinsert()
        plugin = ["-p", "shared_steps"]
    for module, own in (("first", first), ("second", second)):
        scenario_of(pytester, module, own or shared, GIVEN.format(name=own) if own else "")
    pytester.runpytest_inprocess("-p", "tests.bdd_speed", *plugin).assert_outcomes(passed=2)
