"""The shape every rulebook package shares, checked against each of them.

A ruleset package ``fawnarules.<ruleset>``:

* declares its operations in one module, ``operations``, as ``OPERATIONS: tuple[Declared, ...]``,
  each by ``Declared("module.function", summary)``, so that an operation is named
  ``<ruleset>.<function name>`` and typed by the function, and importing the list imports no rules;
* names every request ``…Request`` and every result ``…Result``;
* exports from its ``__init__`` each operation's function, request and result, beside the
  ruleset's key value types, and shows itself in a doctest there (``tests/test_docstring_examples.py``);
* rolls its dice with :mod:`fawnarules.dice` and keeps no die ladder of its own.
"""

from __future__ import annotations

import importlib
import pkgutil
from enum import Enum
from types import ModuleType
from typing import Annotated, Any, Literal, get_args, get_origin, get_type_hints

import pytest

from fawnarules import dice
from fawnarules.awoudan.attack import deal_damage
from fawnarules.engine import RULESETS, ruleset_operations
from fawnarules.operation import Declared, Operation


def package(ruleset: str) -> ModuleType:
    return importlib.import_module(f"fawnarules.{ruleset}")


def operations(ruleset: str) -> tuple[Operation[Any, Any], ...]:
    return tuple(ruleset_operations(ruleset).values())


def modules(ruleset: str) -> list[ModuleType]:
    """Every module of the ruleset's package, its ``__init__`` first."""
    root = package(ruleset)
    names = [info.name for info in pkgutil.iter_modules(root.__path__, f"{root.__name__}.")]
    return [root, *(importlib.import_module(name) for name in sorted(names))]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_operations_are_one_typed_tuple_in_one_module(ruleset: str) -> None:
    module = importlib.import_module(f"fawnarules.{ruleset}.operations")
    assert get_type_hints(module)["OPERATIONS"] == tuple[Declared, ...]
    assert operations(ruleset), f"{ruleset} declares no operation"
    assert len(operations(ruleset)) == len(module.OPERATIONS), f"{ruleset} declares an operation twice"
    holders = {
        module.__name__
        for module in modules(ruleset)
        for value in vars(module).values()
        if isinstance(value, Operation | Declared)
        or (isinstance(value, tuple) and any(isinstance(item, Operation | Declared) for item in value))
    }
    assert holders == {f"fawnarules.{ruleset}.operations"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_each_operation_is_named_and_typed_by_its_function(ruleset: str) -> None:
    for operation in operations(ruleset):
        hints = get_type_hints(operation.run)
        assert operation.name == f"{ruleset}.{operation.run.__name__}"
        assert operation.run.__module__.startswith(f"fawnarules.{ruleset}.")
        assert (operation.request, operation.result) == (*hints.values(),)
        assert operation.request.__name__.endswith("Request"), operation.name
        assert operation.result.__name__.endswith("Result"), operation.name


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_package_exports_every_operation_with_its_request_and_result(ruleset: str) -> None:
    root = package(ruleset)
    exported = {name: getattr(root, name) for name in root.__all__}
    for operation in operations(ruleset):
        for value in (operation.run, operation.request, operation.result):
            assert exported.get(value.__name__) is value, f"{ruleset} does not export {value.__name__}"
    assert list(exported) == sorted(exported), f"{ruleset}.__all__ is not in order"
    assert not hasattr(root, "no_such_name"), "a name the package does not export is an AttributeError"


def is_die_ladder(value: object) -> bool:
    """Whether ``value`` is an enumeration of dice or a choice among die sides."""
    if isinstance(value, type) and issubclass(value, Enum):
        return any(member.value in {"d6", "d8"} for member in value)
    sides = {size.sides for size in dice.DieSize}
    if get_origin(value) is Annotated:
        value = get_args(value)[0]
    return get_origin(value) is Literal and len(get_args(value)) > 2 and set(get_args(value)) <= sides


def die_ladders(module: ModuleType) -> list[str]:
    """The names under which ``module`` holds a die ladder."""
    return [name for name, value in vars(module).items() if is_die_ladder(value)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_no_package_keeps_a_die_ladder_of_its_own(ruleset: str) -> None:
    for module in modules(ruleset):
        for name in die_ladders(module):
            assert getattr(module, name) is getattr(dice, name), f"{module.__name__}.{name} is a die ladder"


def test_the_ladder_check_finds_the_ladders_of_the_dice_module() -> None:
    assert die_ladders(dice) == ["DieSize", "DieSides"]


def test_an_operation_outside_a_ruleset_package_or_taking_more_than_its_request_is_turned_down() -> None:
    with pytest.raises(ValueError, match="not defined in a ruleset package"):
        Operation.of(package, "Import a package.")
    with pytest.raises(ValueError, match="deal_damage takes 2 parameters: an operation takes its request"):
        Operation.of(deal_damage, "Deal an attack's damage to one stat.")  # type: ignore[arg-type]
