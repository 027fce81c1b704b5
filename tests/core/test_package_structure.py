"""The package's shape (issue 27): no import cycle among sudoku_core's modules, no module using
another's private names, and the public names of ``from sudoku_core import ...`` kept.

The import graph is read from the source with :mod:`ast`, not from running imports, so a lazy
import inside a function counts as much as one at the top of a module: it still closes a cycle,
only later. ``from pkg import name`` counts as importing the submodule ``pkg.name`` when there is
one, and the package's ``__init__`` otherwise; ``import pkg`` counts as importing its ``__init__``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import sudoku_core

PACKAGE = Path(sudoku_core.__file__).resolve().parent
ROOT = PACKAGE.name

#: ``from sudoku_core import ...`` as issue 27 found it: these names stay.
PUBLIC_NAMES = [
    "Conflict", "CountResult", "ERROR_CODES", "EXAMPLES", "FORMATS", "OUTPUT_FORMATS", "Puzzle",
    "SolveResult", "SolveTask", "Stats", "SudokuError", "check_givens", "count_solutions",
    "find_conflicts", "format_puzzle", "parse", "solve",
]
#: Private names of the standard library a module may use (os._exit leaves a worker at once).
STDLIB_PRIVATE = {("os", "_exit"), ("sys", "_getframe")}


def module_files() -> dict:
    """{module name: source path} for every module of the package (read where it was imported from)."""
    files = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = (ROOT, *path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        files[".".join(parts)] = path
    return files


@pytest.fixture(scope="module")
def modules() -> dict:
    files = module_files()
    if len(files) < 10:
        pytest.skip(f"the package's sources are not files here ({PACKAGE})")
    return {name: ast.parse(path.read_text(encoding="utf-8"), str(path)) for name, path in files.items()}


def imports_of(name: str, tree: ast.AST, known) -> set:
    """The package's modules that module ``name`` imports, anywhere in it; ``known`` maps each
    module's name to whether it is a package (an ``__init__``)."""
    package = name if known.get(name) else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
            found.update(t for t in targets if t.split(".")[0] == ROOT)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if base.split(".")[0] != ROOT:
                continue
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in known else base)
    return found


def import_graph(modules: dict) -> dict:
    packages = {name: path.name == "__init__.py" for name, path in module_files().items()}
    return {name: imports_of(name, tree, packages) for name, tree in modules.items()}


def find_cycle(graph: dict):
    """One import cycle as a list of modules (first == last), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    for start in sorted(graph):
        if colour[start] != WHITE:
            continue
        path, stack = [start], [iter(sorted(graph[start]))]
        colour[start] = GREY
        while stack:
            for nxt in stack[-1]:
                if nxt not in colour:
                    continue  # reported by test_every_import_names_a_module
                if colour[nxt] == GREY:
                    return path[path.index(nxt):] + [nxt]
                if colour[nxt] == WHITE:
                    colour[nxt] = GREY
                    path.append(nxt)
                    stack.append(iter(sorted(graph[nxt])))
                    break
            else:
                colour[path.pop()] = BLACK
                stack.pop()
    return None


def test_every_import_names_a_module(modules):
    graph = import_graph(modules)
    unknown = sorted((name, target) for name, targets in graph.items() for target in targets if target not in graph)
    assert not unknown, f"imports of no module of the package: {unknown}"


def test_no_import_cycle(modules):
    cycle = find_cycle(import_graph(modules))
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_cycle_finder_finds_cycles():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"a"}}) == ["a", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_a_lazy_import_counts_and_a_submodule_import_is_the_submodule():
    tree = ast.parse("def f():\n    from . import b\n    from ..c import d\n    import sudoku_core.e\n")
    known = {"sudoku_core": True, "sudoku_core.p": True, "sudoku_core.p.b": False, "sudoku_core.c": False,
             "sudoku_core.e": False, "sudoku_core.p.a": False}
    assert imports_of("sudoku_core.p.a", tree, known) == {"sudoku_core.p.b", "sudoku_core.c", "sudoku_core.e"}


def private_uses(tree: ast.AST) -> list:
    """``from x import _name`` and ``obj._name`` (obj not ``self`` or ``cls``), with line numbers."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found += [(node.lineno, f"import {a.name}") for a in node.names
                      if a.name.startswith("_") and not a.name.startswith("__")]
        elif isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            owner = node.value.id if isinstance(node.value, ast.Name) else None
            if owner in ("self", "cls") or (owner, node.attr) in STDLIB_PRIVATE:
                continue
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_no_module_uses_another_ones_private_names(modules):
    found = [f"{name}:{line}: {text}" for name, tree in modules.items() for line, text in private_uses(tree)]
    assert not found, "private names used from outside their module or object:\n" + "\n".join(found)


def test_the_private_check_sees_imports_and_attributes():
    tree = ast.parse("from .engine import _branch_choices\nL._eliminate()\nself._ok()\nos._exit(1)\n")
    assert [text for _, text in private_uses(tree)] == ["import _branch_choices", "L._eliminate"]


def test_the_public_names_are_kept():
    missing = [name for name in PUBLIC_NAMES if not hasattr(sudoku_core, name)]
    assert not missing, f"gone from sudoku_core: {missing}"
    assert set(PUBLIC_NAMES) <= set(sudoku_core.__all__)
