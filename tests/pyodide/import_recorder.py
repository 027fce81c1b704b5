"""Record which modules sudoku_core needs, while the core's test suite runs inside Pyodide.

build.py ships a trimmed standard library (web/stdlib_modules.txt); the list is made from what
running code imported, not kept by hand.  In the page, the loaded modules are simply read from
sys.modules (tests/web/conftest.py).  Here pytest itself imports half the standard library, so
sys.modules cannot tell pytest's imports from the core's: instead every `import` statement is
seen through a wrapper of builtins.__import__ (installed before pytest is imported) and recorded
as an edge importer -> imported modules (the target, its parents, and whatever the statement
newly loaded).  What the core needs is then everything reachable from the core's modules.

The command-line and worker-pool modules are not roots: the page never runs them.
"""

from __future__ import annotations

import builtins
import sys

# Nothing else is imported here: a module loaded before install() would have its own imports
# unrecorded (json, pathlib: imported in save(), after recording stops).

NOT_IN_PAGE = ("sudoku_core.__main__", "sudoku_core.cli", "sudoku_core.cli.commands", "sudoku_core.cli.solve",
               "sudoku_core.cli.generate", "sudoku_core.cli.logic", "sudoku_core.cli.streams",
               "sudoku_core.generation.bank", "sudoku_core.generation.bank_files")
ROOT_PACKAGE = "sudoku_core"

_edges: dict[str, set[str]] = {}
_real_import = builtins.__import__


def _absolute(name: str, globals_: dict | None, level: int) -> str:
    """The absolute name of `from ... import` with dots (level > 0), else the name itself."""
    if level == 0 or not globals_:
        return name
    package = globals_.get("__package__") or globals_.get("__name__", "")
    base = package.rsplit(".", level - 1)[0] if level > 1 else package
    return f"{base}.{name}" if name else base


def _recording_import(name, globals=None, locals=None, fromlist=(), level=0):
    loaded_before = set(sys.modules)
    module = _real_import(name, globals, locals, fromlist, level)
    importer = (globals or {}).get("__name__")
    if importer:
        target = _absolute(name, globals, level)
        found = {target} | {f"{target}.{item}" for item in fromlist or () if item != "*"}
        if len(sys.modules) != len(loaded_before):
            found |= set(sys.modules) - loaded_before
        _edges.setdefault(importer, set()).update(m for m in found if m in sys.modules)
    return module


def install() -> None:
    """Start recording (call before anything else is imported)."""
    builtins.__import__ = _recording_import


def needed() -> list[str]:
    """Every module reachable from the core's page-side modules through the recorded edges."""
    seen: set[str] = set()
    todo = [m for m in _edges if m.split(".")[0] == ROOT_PACKAGE and m not in NOT_IN_PAGE]
    while todo:
        module = todo.pop()
        if module in seen or module in NOT_IN_PAGE:
            continue
        seen.add(module)
        todo.extend(_edges.get(module, ()))
        parent = module.rpartition(".")[0]
        if parent:
            todo.append(parent)
    return sorted(m for m in seen if m.split(".")[0] != ROOT_PACKAGE)


def save(path: str) -> None:
    """Write {"modules": [...]} for build.py's checks (tests/web/test_build.py)."""
    builtins.__import__ = _real_import
    import json
    from pathlib import Path

    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps({"modules": needed(), "python": sys.version.split()[0]}, indent=1) + "\n")
