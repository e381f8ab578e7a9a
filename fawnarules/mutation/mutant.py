"""Mutants of a rulebook's modules: one small change each, to an operator, a comparison, a constant, a
default, a list index or a request bound.

A whole number is moved both ways, up one and down one (``0`` to ``-1``): a reader who counts from
the wrong end of a threshold errs either way, and an index at one end of a list goes to the other
end (``[0]`` to ``[-1]``, ``[-1]`` to ``[-0]``: the first window effect for the last). A request bound in an annotation
(``Ge(1)``, ``Le(12)``) moves both ways, and a field said to be ``Positive`` becomes
``NonNegative`` and back: what a request may hold is a rule too.

A mutant is found by walking the module's syntax tree and applied by compiling the changed tree,
so the source on disk is never touched. Its ID names the function (or class, or module-level
name) it sits in, the change, and how many alike changes come before it there, so an ID survives
edits elsewhere in the file. Docstrings, text and the rest of type annotations are never mutated:
a rule ID in a refusal is text a case would catch at once, and a plain annotation changes no answer.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import cast

SWAPPED_OPERATORS: dict[type[ast.AST], type[ast.AST]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.Add,
    ast.FloorDiv: ast.Mult,
    ast.Mod: ast.FloorDiv,
    ast.And: ast.Or,
    ast.Or: ast.And,
}
"""Each operator and the one a misreading would put in its place (``<`` for ``<=``, ``-`` for ``+``...)."""

SWAPPED_CALLS = {"min": "max", "max": "min", "any": "all", "all": "any"}

BOUNDS = frozenset({"Ge", "Gt", "Le", "Lt", "MinLen", "MaxLen"})
"""The annotated-types constraints that bound a request's numbers and lists."""

SWAPPED_BOUNDS = {"Positive": "NonNegative", "NonNegative": "Positive"}
"""The shared bounded whole numbers (``fawnarules.record``) and the one a misreading would put instead."""
SYMBOLS: dict[type[ast.AST], str] = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.And: "and",
    ast.Or: "or",
}

RULE_ID = re.compile(r"\b[a-z_]+\.[a-z0-9-]+\.[a-z0-9-]+\b")


@dataclass(frozen=True)
class Mutant:
    """One change to one module: where it sits, what it changes, and the rule cited where it sits."""

    id: str
    module: str
    line: int
    change: str
    rule: str


@dataclass(frozen=True)
class Site:
    """A node that can be changed, with the change and the name of the scope holding it."""

    mutate: Callable[[], None]
    change: str
    scope: str
    rule: str
    line: int = 0


def module_name(path: Path, root: Path) -> str:
    """``fawnarules/reactions/attack.py`` under ``root`` as ``fawnarules.reactions.attack``."""
    return ".".join(path.relative_to(root).with_suffix("").parts)


def ruleset_modules(root: Path, ruleset: str) -> list[Path]:
    """The modules of one rulebook's package, in name order."""
    return sorted(path for path in (root / "fawnarules" / ruleset).glob("*.py") if path.name != "__init__.py")


def cited_rule(node: ast.AST, ruleset: str) -> str:
    """The first rule ID of ``ruleset`` cited in the docstring of a function or class, or ``""``."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        found = RULE_ID.findall(ast.get_docstring(node) or "")
        return next((rule for rule in found if rule.startswith(f"{ruleset}.")), "")
    return ""


def constant_rules(tree: ast.Module, ruleset: str) -> dict[int, str]:
    """The rule cited by the docstring under each module-level assignment, by the assignment's line."""
    rules: dict[int, str] = {}
    body = tree.body
    for statement, following in itertools.pairwise(body):
        if (
            isinstance(statement, ast.Assign | ast.AnnAssign)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            found = [rule for rule in RULE_ID.findall(following.value.value) if rule.startswith(f"{ruleset}.")]
            if found:
                rules[statement.lineno] = found[0]
    return rules


def sites(tree: ast.Module, ruleset: str) -> Iterator[Site]:
    """Every change the mutator makes in a module, in source order."""
    constants = constant_rules(tree, ruleset)

    def visit(node: ast.AST, scope: str, rule: str) -> Iterator[Site]:
        for child in ast.iter_child_nodes(node):
            if is_docstring(child) or isinstance(child, ast.JoinedStr):
                continue
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                yield from visit_scope(child, scope, rule)
                continue
            child_rule = constants.get(getattr(child, "lineno", -1), rule) if node is tree else rule
            child_scope = assigned_name(child) or scope if node is tree else scope
            yield from changes(child, child_scope, child_rule)
            if isinstance(child, ast.AnnAssign):
                yield from visit_annotated(child, child_scope, child_rule)
                continue
            if isinstance(child, ast.arguments):
                for default in [*child.defaults, *(value for value in child.kw_defaults if value is not None)]:
                    yield from visit_value(default, child_scope, child_rule)
                continue
            yield from visit(child, child_scope, child_rule)

    def visit_value(value: ast.AST, scope: str, rule: str) -> Iterator[Site]:
        yield from changes(value, scope, rule)
        yield from visit(value, scope, rule)

    def visit_annotated(statement: ast.AnnAssign, scope: str, rule: str) -> Iterator[Site]:
        yield from bound_changes(statement.annotation, scope, rule, tree)
        if statement.value is not None:
            yield from visit_value(statement.value, scope, rule)

    def visit_scope(
        node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef, scope: str, rule: str
    ) -> Iterator[Site]:
        name = f"{scope}.{node.name}" if scope else node.name
        own_rule = cited_rule(node, ruleset) or rule
        if not isinstance(node, ast.ClassDef):
            yield from visit(node.args, name, own_rule)
        for statement in node.body:
            if is_docstring(statement):
                continue
            yield from changes(statement, name, own_rule)
            if isinstance(statement, ast.AnnAssign):
                yield from visit_annotated(statement, name, own_rule)
            elif isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                yield from visit_scope(statement, name, own_rule)
            else:
                yield from visit(statement, name, own_rule)

    yield from visit(tree, "", "")


def is_docstring(child: ast.AST) -> bool:
    """Whether ``child`` is a docstring, or the string under a module-level name that documents it."""
    return isinstance(child, ast.Expr) and isinstance(child.value, ast.Constant) and isinstance(child.value.value, str)


def assigned_name(node: ast.AST) -> str:
    """The name a module-level assignment binds, or ``""``."""
    if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
        return node.targets[0].id
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return node.target.id
    return ""


def changes(node: ast.AST, scope: str, rule: str) -> Iterator[Site]:
    """The changes the mutator makes to ``node`` itself (not to its children)."""
    if isinstance(node, ast.Compare):
        for index, operator in enumerate(node.ops):
            if type(operator) in SWAPPED_OPERATORS:
                yield Site(swap_compare(node, index), swapped(operator), scope, rule, node.lineno)
    elif isinstance(node, ast.BinOp | ast.BoolOp | ast.AugAssign) and type(node.op) in SWAPPED_OPERATORS:
        yield Site(swap_operator(node), swapped(node.op), scope, rule, node.lineno)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield Site(double_negation(node), "not x -> x", scope, rule, node.lineno)
    elif isinstance(node, ast.Constant) and type(node.value) is bool:
        yield Site(
            replace_constant(node, not node.value), f"{node.value!r} -> {not node.value!r}", scope, rule, node.lineno
        )
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        for moved in (node.value + 1, node.value - 1):
            yield Site(replace_constant(node, moved), f"{node.value!r} -> {moved!r}", scope, rule, node.lineno)

    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in SWAPPED_CALLS:
        change = f"{node.func.id}() -> {SWAPPED_CALLS[node.func.id]}()"
        yield Site(swap_call(node.func), change, scope, rule, node.lineno)


def swapped(operator: ast.AST) -> str:
    """An operator change in words: ``< -> <=``."""
    return f"{SYMBOLS[type(operator)]} -> {SYMBOLS[SWAPPED_OPERATORS[type(operator)]]}"


def bound_changes(annotation: ast.AST, scope: str, rule: str, tree: ast.Module) -> Iterator[Site]:
    """The request bounds of an annotation moved both ways, and each shared bounded number swapped."""
    for node in ast.walk(annotation):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in BOUNDS:
            for argument in node.args:
                if isinstance(argument, ast.Constant) and type(argument.value) is int:
                    for moved in (argument.value + 1, argument.value - 1):
                        change = f"{node.func.id}({argument.value}) -> {node.func.id}({moved})"
                        yield Site(replace_constant(argument, moved), change, scope, rule, node.lineno)
        elif isinstance(node, ast.Name) and node.id in SWAPPED_BOUNDS:
            change = f"{node.id} -> {SWAPPED_BOUNDS[node.id]}"
            yield Site(swap_bound(node, tree), change, scope, rule, node.lineno)


# Each returns the change as a closure over its node: operator nodes may be shared, so the
# operator is replaced on its parent, never changed in place.
def swap_compare(node: ast.Compare, index: int) -> Callable[[], None]:
    def change() -> None:
        node.ops[index] = cast(ast.cmpop, SWAPPED_OPERATORS[type(node.ops[index])]())

    return change


def swap_operator(node: ast.BinOp | ast.BoolOp | ast.AugAssign) -> Callable[[], None]:
    def change() -> None:
        node.op = SWAPPED_OPERATORS[type(node.op)]()  # type: ignore[assignment]

    return change


def double_negation(node: ast.UnaryOp) -> Callable[[], None]:
    def change() -> None:
        node.operand = ast.UnaryOp(ast.Not(), node.operand)

    return change


def replace_constant(node: ast.Constant, value: int) -> Callable[[], None]:
    def change() -> None:
        node.value = value

    return change


def swap_bound(name: ast.Name, tree: ast.Module) -> Callable[[], None]:
    """The swap, with the name put in its place imported where the module's imports start."""

    def change() -> None:
        name.id = SWAPPED_BOUNDS[name.id]
        start = next(
            (
                index
                for index, statement in enumerate(tree.body)
                if isinstance(statement, ast.Import)
                or (isinstance(statement, ast.ImportFrom) and statement.module != "__future__")
            ),
            len(tree.body),
        )
        imported = ast.ImportFrom(module="fawnarules.record", names=[ast.alias(name.id)], level=0)
        tree.body.insert(start, imported)

    return change


def swap_call(name: ast.Name) -> Callable[[], None]:
    def change() -> None:
        name.id = SWAPPED_CALLS[name.id]

    return change


def numbered_sites(path: Path, root: Path) -> tuple[ast.Module, list[tuple[str, Site]]]:
    """One module's tree, and every change to it with its ID, stable under edits elsewhere in the file."""
    module = module_name(path, root)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    seen: Counter[str] = Counter()
    numbered = []
    for site in sites(tree, module.split(".")[1]):
        key = f"{site.scope or '<module>'}: {site.change}"
        seen[key] += 1
        numbered.append((f"{module}:{key} #{seen[key]}", site))
    return tree, numbered


def mutants(path: Path, root: Path) -> list[Mutant]:
    """Every mutant of one module."""
    module = module_name(path, root)
    return [
        Mutant(numbered_id, module, site.line, site.change, site.rule)
        for numbered_id, site in numbered_sites(path, root)[1]
    ]


def mutated_code(path: Path, root: Path, mutant_id: str) -> object:
    """The module's code object with one mutant applied."""
    tree, numbered = numbered_sites(path, root)
    for numbered_id, site in numbered:
        if numbered_id == mutant_id:
            site.mutate()
            return compile(ast.fix_missing_locations(tree), str(path), "exec")
    raise KeyError(mutant_id)
