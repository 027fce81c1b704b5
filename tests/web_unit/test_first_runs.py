"""MicroPython's first runs in short tasks (issue 31): boot.js's ``FIRST_RUNS`` and ``YIELD``.

boot.js hooks PyScript's core so that a few statements run, each in its own task, as soon as the
page's MicroPython is ready, and so that PyScript's bootstrap ends with ``YIELD``, which leaves
the task before main.py starts (docs/how-the-page-works.md, "No long task while MicroPython
starts"). A statement that fails there is only logged, and a yield that stays in the same task
would bring the long task back unseen; so here, under the MicroPython build PyScript uses (in
Node), every first run must succeed and leave no name behind, and ``YIELD`` must let a timer
that was due first fire before it ends (a real macrotask, not a microtask), as top-level code run
the way PyScript runs a script (``runPythonAsync``). Skipped where Node or the MicroPython
package (``npm ci``) is absent.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOOT = ROOT / "web" / "boot.js"
RUNTIME = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"

pytestmark = pytest.mark.skipif(sys.platform == "emscripten" or shutil.which("node") is None or not RUNTIME.is_file(),
                                reason="needs node and the MicroPython package (npm ci)")

HOST = """
const { loadMicroPython } = await import(process.env.RUNTIME);
SNIPPET
let out = "";
const mp = await loadMicroPython({ stdout: (line) => { out += line; }, stderr: () => {} });
const report = { runs: [], count: FIRST_RUNS.length };
for (const code of FIRST_RUNS) {
  try { mp.runPython(code); report.runs.push("ok"); } catch (err) { report.runs.push(String(err).slice(-200)); }
}
mp.runPython("print(sorted(k for k in globals() if not k.startswith('__')))");
report.left = out;
let fired = false;
setTimeout(() => { fired = true; }, 0);
await mp.runPythonAsync(YIELD);
report.timer_fired_first = fired;
out = "";
mp.runPython("print('_js' in globals())");
report.js_left = out;
process.stdout.write(JSON.stringify(report));
"""


def snippet() -> str:
    boot = BOOT.read_text()
    return boot[boot.index("// <first-runs>"):boot.index("// </first-runs>")]


def test_first_runs_succeed_leave_nothing_and_the_yield_leaves_the_task(tmp_path):
    host = tmp_path / "host.mjs"
    host.write_text(HOST.replace("SNIPPET", snippet()))
    done = subprocess.run(["node", str(host)], capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "RUNTIME": str(RUNTIME)})
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["count"] >= 5
    assert report["runs"] == ["ok"] * report["count"]
    assert report["left"] == "[]"
    assert report["timer_fired_first"] is True
    assert report["js_left"] == "False"


def test_the_hooks_are_added_to_pyscript_s_core_before_it_runs_a_script():
    boot = BOOT.read_text()
    hook = boot[boot.index("// </first-runs>"):]
    hook = hook[:hook.index("const params")]
    parsed = boot[boot.index("function onParsed()"):]
    assert parsed[:parsed.index("\n  }\n")].count("hookPyScript();") == 1  # core.js runs first, as the page's module
    assert 'addEventListener("DOMContentLoaded", onParsed)' in boot
    assert 'import("./pyscript/core.js")' in hook  # the same module the page's <script type="module"> loads
    assert "hooks.main.onReady.add" in hook and "hooks.main.codeBeforeRunAsync.add(YIELD)" in hook
    html = (ROOT / "web" / "index.html").read_text()
    assert html.index("boot.js") < html.index('<script type="module" src="./pyscript/core.js"')
