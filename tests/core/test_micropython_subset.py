"""The core's modules the page's main thread needs run under MicroPython as under CPython.

Issue 31 moves the page's own Python to MicroPython on the main thread, with Pyodide in a worker;
its item 4 asks for one source: the modules both sides need are written in the subset of Python
that both share (no ``dataclasses``, no ``str.translate``-only paths, no unpacking inside
displays; ``sudoku_core.values`` holds the few shims), and this test runs them in MicroPython
(the WebAssembly build PyScript uses, under Node) beside CPython. The same script must print
the same JSON in both. Skipped where Node or the MicroPython package (``npm ci``) is absent.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tests" / "micropython" / "run.mjs"
SCRIPT = ROOT / "tests" / "micropython" / "subset_script.py"
RUNTIME = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
#: The modules the page's main thread imports from the core (and only these are copied in).
SUBSET = (
    "sudoku_core/__init__.py", "sudoku_core/errors.py", "sudoku_core/checks.py",
    "sudoku_core/geometry.py", "sudoku_core/values.py", "sudoku_core/puzzle.py",
    "sudoku_core/conflicts.py", "sudoku_core/examples.py", "sudoku_core/formats/__init__.py",
    "sudoku_core/formats/plain_text.py", "sudoku_core/formats/puzzle_text.py",
    "sudoku_core/formats/candidates.py", "sudoku_core/formats/borders.py",   # (parse says a pencil-mark grid is one)
)

pytestmark = [
    pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly"),
    pytest.mark.skipif(shutil.which("node") is None or not RUNTIME.is_file(),
                       reason="needs node and the MicroPython package (npm ci)"),
]


def run_micropython(script: Path) -> str:
    done = subprocess.run(["node", str(RUNNER), str(script), str(ROOT), *SUBSET],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def run_cpython(script: Path) -> str:
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_shared_modules_give_the_same_answers_under_micropython():
    cpython = json.loads(run_cpython(SCRIPT))
    micropython = json.loads(run_micropython(SCRIPT))
    assert micropython == cpython
    assert cpython["frozen"] and all(entry["round_trip"] for name, entry in cpython.items() if name in ("easy", "inkala"))


def test_only_the_subset_is_copied_so_an_import_beyond_it_fails(tmp_path):
    """The check is real: a module outside the subset (the search) cannot be imported there."""
    script = tmp_path / "beyond.py"
    script.write_text("from sudoku_core import solve\n")
    done = subprocess.run(["node", str(RUNNER), str(script), str(ROOT), *SUBSET],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "search" in done.stderr or "ImportError" in done.stderr
