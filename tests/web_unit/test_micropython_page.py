"""The page's Python imports and answers alike under MicroPython and CPython (issue 31, item 4).

Issue 31 moves the page's own Python to MicroPython (PyScript's ``mpy``) on the main thread and
the long work to a Pyodide worker. One source: every page module and the core modules it needs
are written in the subset both interpreters share. tests/micropython/page_script.py imports every
page module (with tests/micropython/stubs standing in for ``pyscript``, ``js`` and
``pyodide.ffi``, and web/mpy_lib/__future__.py, which the MicroPython side ships) and exercises
the pure ones: workspace, settings, pad, play, records, daily, palette, work_link, i18n and
strings in both languages, step words, the variant model, formats, conflicts and candidates, the
algorithms' registry, a hint and a recorded trace played. Both interpreters must print the same
JSON. Skipped where Node or the MicroPython package (``npm ci``) is absent.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tests" / "micropython" / "run.mjs"
SCRIPT = ROOT / "tests" / "micropython" / "page_script.py"
STUBS = ROOT / "tests" / "micropython" / "stubs"
RUNTIME = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
#: What MicroPython gets: the core, the page's package, the stand-ins, the __future__ stub.
COPIED = ("sudoku_core/", "--root=web", "sudoku_web/", "sudoku_jobs/", "--root=tests/micropython/stubs", "./",
          "--root=web/mpy_lib", "./")

pytestmark = [
    pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly"),
    pytest.mark.skipif(shutil.which("node") is None or not RUNTIME.is_file(),
                       reason="needs node and the MicroPython package (npm ci)"),
]


def run_micropython(script: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["node", str(RUNNER), str(script), str(ROOT), *COPIED],
                          capture_output=True, text=True, timeout=300)


def run_cpython(script: Path) -> str:
    path = ":".join(str(p) for p in (ROOT, ROOT / "web", STUBS))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300,
                          cwd=ROOT, env={"PYTHONPATH": path, "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_every_page_module_imports_and_the_pure_ones_answer_alike_under_micropython():
    cpython = json.loads(run_cpython(SCRIPT))
    done = run_micropython(SCRIPT)
    assert done.returncode == 0, done.stderr
    micropython = json.loads(done.stdout)
    assert micropython["failed"] == [], micropython["failed"]
    page = {p.stem for p in (ROOT / "web" / "sudoku_web").glob("*.py")} - {"__init__", "practice_harness"}
    assert set(micropython["imported"]) == page
    for part in cpython:
        assert micropython[part] == cpython[part], part
    # What the script checks is real work, not empty answers.
    assert cpython["workspace"]["same"] and cpython["workspace"]["restored"][-1]
    assert cpython["work_link"]["same"] and cpython["variant"]["samples"]["killer"]["same"]
    assert [name for name, _ in cpython["tutor"]["algorithms"]] == ["scan", "used", "bitmask", "fast"]
    assert cpython["languages"]["zh-CN"]["solve"] != cpython["languages"]["en"]["solve"]
    told = cpython["broken_variants"]
    assert told["even given"][0] == "rule_broken" and told["even and odd"][0] == "bad_argument"
    assert "第1行第16列" in told["thermo 16"][2] and told["impossible cage"][1] != told["impossible cage"][2]
    for name in ("thermo apart", "dots impossible", "sandwich twice", "arrow short", "region in pieces", "pill on 16x16"):
        assert told[name][0].startswith("bad_") and "英文" not in told[name][2], told[name]
    assert told["cage outside"][0] == "bad_cell" and "笼子" in told["cage outside"][1]
    for name in ("iss cage sum", "iss two givens", "text number", "text cell twice", "fpuzzles flag", "two shapes",
                 "windoku on 5x5"):   # a format reader's, by its rule: in Chinese, not in the frame
        assert told[name][0] == "bad_format" and told[name][1] != told[name][2] and "英文" not in told[name][2], told[name]
    assert told["fpuzzles deep"][0] == "bad_format" and "3001 层" in told["fpuzzles deep"][2], told["fpuzzles deep"]
    assert "antiknight" in told["fpuzzles brackets in strings"][2], told["fpuzzles brackets in strings"]   # (not "deep")
    assert "第1行第16列" in told["text cell twice"][2] and "Shape~6x6 和 Shape~9x9" in told["two shapes"][2]


def test_a_module_outside_the_subset_fails_there(tmp_path):
    """The check is real: the practice worker's harness (ast, linecache) does not import there,
    nor does a dataclass."""
    script = tmp_path / "beyond.py"
    script.write_text("import sudoku_web.practice_harness\n")
    done = run_micropython(script)
    assert done.returncode == 1
    assert "ast" in done.stderr
    script.write_text("from dataclasses import dataclass\n")
    assert run_micropython(script).returncode == 1
