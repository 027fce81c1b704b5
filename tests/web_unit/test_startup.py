"""What the page imports before first use of a feature: the solver's start-up must not pay for the
tutorial algorithms (the player reads module sources with ``inspect``), the logic engine, the
generator, the learning search or a second language (issue 14: each loads on first use)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# The page's entry imports sudoku_web.app; pyscript is the browser's, so a stand-in is enough here.
SCRIPT = """
import sys, types
sys.path[:0] = [{web!r}, {root!r}]
pyscript = types.ModuleType("pyscript")
pyscript.document = pyscript.window = None
pyscript.when = lambda *args: (lambda handler: handler)
ffi = types.ModuleType("pyscript.ffi")
ffi.create_proxy = ffi.to_js = lambda *args, **kwargs: None
sys.modules.update({{"pyscript": pyscript, "pyscript.ffi": ffi}})
import sudoku_web.app
print(" ".join(sorted(sys.modules)))
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly")
def test_the_solver_starts_without_the_tutor_modules():
    code = SCRIPT.format(web=str(ROOT / "web"), root=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(done.stdout.split())
    assert "sudoku_web.app" in loaded
    tutor = {m for m in loaded if m.startswith(("sudoku_core.algorithms", "sudoku_core.logic", "sudoku_core.generation",
                                                "sudoku_web.tutor_"))
             or m in ("sudoku_web.tutor_panel", "sudoku_web.tutor_view", "sudoku_web.race_panel",
                      "sudoku_web.code_view", "sudoku_web.step_words", "sudoku_core.search.learning",
                      "sudoku_web.strings_zh_cn",
                      "sudoku_web.practice_panel", "sudoku_web.practice_runner", "sudoku_web.practice_protocol",
                      "sudoku_web.practice_judge", "sudoku_web.practice_view", "sudoku_web.practice_harness",
                      "sudoku_web.practice_session", "sudoku_web.practice_results", "sudoku_web.practice_output",
                      "sudoku_web.editor")}
    assert not tutor, f"imported at start-up: {sorted(tutor)}"
