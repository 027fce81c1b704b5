"""The page's structure (issue 27): small classes, split by job, that keep to their own members.

Read with ``ast`` from web/ (no browser, nothing imported), so a change that breaks one of these
rules fails here with the class or the line to look at:

- every class is at most ``MAX_CLASS_LINES`` lines long (a longer one holds more than one job:
  split it by job, e.g. the tutor's player, its drawing on the grid, its hints, its link);
- no module reaches into another object's private members (``x._name`` where ``x`` is not
  ``self`` or ``cls``, or ``from m import _name``): a part uses the other parts' public names;
- no module of ``sudoku_web`` imports ``app`` (the wiring): parts get the small things they need
  (the page context, a callback), never a pointer back to the whole app.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
PACKAGE = WEB / "sudoku_web"
MAX_CLASS_LINES = 200

# Private names of the standard library and the browser bridge that have no public spelling.
ALLOWED_PRIVATE = {
    # practice_harness: the line of the learner's code that wrote a digit, read once per write;
    # sys._getframe is documented (CPython and Pyodide) and far cheaper than inspect.stack().
    ("sys", "_getframe"),
}
# The entry point may import the wiring (it is what starts it); nothing else may.
MAY_IMPORT_APP = {WEB / "main.py"}


def modules():
    return sorted(WEB.rglob("*.py"))


def tree_of(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def is_private(attr: str) -> bool:
    return attr.startswith("_") and not (attr.startswith("__") and attr.endswith("__"))


def test_the_structure_reads_every_module_of_the_page():
    found = {p.relative_to(WEB).as_posix() for p in modules()}
    assert {"main.py", "sudoku_web/app.py", "sudoku_web/grid.py"} <= found


def test_no_class_is_longer_than_200_lines():
    long = []
    for path in modules():
        for node in ast.walk(tree_of(path)):
            if isinstance(node, ast.ClassDef):
                length = node.end_lineno - node.lineno + 1
                if length > MAX_CLASS_LINES:
                    long.append(f"{name(path)}: class {node.name} is {length} lines (at most {MAX_CLASS_LINES})")
    assert not long, "classes to split by job:\n" + "\n".join(long)


def test_no_module_chains_an_exception_to_another():
    """``raise X from err`` makes the page's MicroPython print "Warning: exception chaining not
    supported" as a console error (a damaged variant's stored work did at every visit); ``from
    None`` or a plain ``raise`` say nothing."""
    chained = [f"{name(path)}:{node.lineno}" for path in modules() for node in ast.walk(tree_of(path))
               if isinstance(node, ast.Raise) and node.cause is not None
               and not (isinstance(node.cause, ast.Constant) and node.cause.value is None)]
    assert not chained, "raise ... from None (or no from) here:\n" + "\n".join(chained)


def test_no_module_reaches_into_private_members():
    reaches = []
    for path in modules():
        for node in ast.walk(tree_of(path)):
            if isinstance(node, ast.Attribute) and is_private(node.attr):
                owner = node.value
                if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                    continue
                if isinstance(owner, ast.Name) and (owner.id, node.attr) in ALLOWED_PRIVATE:
                    continue
                reaches.append(f"{name(path)}:{node.lineno}: {ast.unparse(node)}")
            elif isinstance(node, ast.ImportFrom):
                reaches += [f"{name(path)}:{node.lineno}: from {node.module or '.'} import {alias.name}"
                            for alias in node.names
                            if is_private(alias.name) and (node.module, alias.name) not in ALLOWED_PRIVATE]
    assert not reaches, "private members used from outside their object:\n" + "\n".join(reaches)


def imports_app(tree: ast.Module) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            if any(a.name in ("app", "sudoku_web.app") for a in node.names):
                return True
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module in ("app", "sudoku_web.app") or (node.level and module == "app"):
                return True
            if node.level and not module and any(a.name == "app" for a in node.names):
                return True
    return False


def test_no_part_of_the_page_imports_the_app():
    culprits = [name(p) for p in modules() if p not in MAY_IMPORT_APP and imports_app(tree_of(p))]
    assert not culprits, f"import the whole app (pass them what they need instead): {culprits}"


def test_the_package_docstring_names_every_module_by_its_job():
    """``sudoku_web/__init__.py`` is the page's map (one line per module, by job): a new module
    that is not on it is one a newcomer cannot find from the map."""
    listed = set()
    for line in (ast.get_docstring(tree_of(PACKAGE / "__init__.py")) or "").splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1] == "--":
            listed.add(parts[0])
    present = {p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    assert not present - listed, f"not on the map in sudoku_web/__init__.py: {sorted(present - listed)}"
    assert not listed - present, f"on the map but gone: {sorted(listed - present)}"
