"""JavaScript calls that may throw, under MicroPython (issue 31): ``sudoku_web.guarded``.

The page's MicroPython cannot catch a JavaScript exception thrown by a function it calls: the
exception leaves Python altogether (a page error, the handler ended halfway). These tests run
MicroPython (the WebAssembly build PyScript uses, in Node) with boot.js's own ``sudokuTry`` and a
localStorage that is full or refused, and check: that the gap is real (a bare call's exception
escapes ``try``), that ``guarded.call`` turns it into ``JsError``, and that ``storage.Storage``
over ``guarded.LocalStorage`` says REFUSED and reads nothing instead of breaking. In CPython the
call is made directly. Skipped where Node or the MicroPython package (``npm ci``) is absent.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
RUNTIME = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
sys.path.insert(0, str(WEB))

from sudoku_web import guarded  # noqa: E402
from sudoku_web.storage import REFUSED, SAVED, Storage  # noqa: E402

needs_node = pytest.mark.skipif(sys.platform == "emscripten" or shutil.which("node") is None or not RUNTIME.is_file(),
                                reason="needs node and the MicroPython package (npm ci)")

# Node side: boot.js's sudokuTry on a stand-in window, whose localStorage is full (setItem throws
# QuotaExceededError) or refused (reading the property throws SecurityError); ``pyscript.window``
# is that window. Python's files go to /lib; the script's stdout is printed.
HOST = """
const { loadMicroPython } = await import(process.env.RUNTIME);
const fs = await import("node:fs");
let out = "";
const mp = await loadMicroPython({ stdout: (line) => { out += line + "\\n"; } });
const window = { items: {} };
(function (window) { SNIPPET })(window);
const full = {
  getItem: (key) => (key in window.items ? window.items[key] : null),
  setItem: (key, value) => { throw new DOMException("full", "QuotaExceededError"); },
};
window.full = { get localStorage() { return full; } };
window.refused = { get localStorage() { throw new DOMException("denied", "SecurityError"); } };
window.fine = { localStorage: { getItem: (key) => window.items[key] ?? null,
                                setItem: (key, value) => { window.items[key] = String(value); } } };
mp.registerJsModule("pyscript", { window });
mp.FS.mkdirTree("/lib/sudoku_web");
for (const [from, to] of JSON.parse(process.env.FILES)) mp.FS.writeFile(to, fs.readFileSync(from));
try {
  mp.runPython("import sys\\nsys.path.append('/lib')\\n" + fs.readFileSync(process.env.SCRIPT, "utf8"));
} catch (err) {
  out += "escaped: " + String(err && err.name) + "\\n";
}
process.stdout.write(out);
"""

GUARDED = """
import json
from pyscript import window
from sudoku_web import guarded
from sudoku_web.storage import Storage

report = {}
try:
    guarded.call(window.full.localStorage, "setItem", "k", "v")
except guarded.JsError as error:
    report["call"] = str(error)
report["value"] = guarded.call(window.fine, "localStorage") is not None
report["full"] = Storage(guarded.LocalStorage(window.full)).write({"v": 1})
refused = Storage(guarded.LocalStorage(window.refused))
report["refused_read"] = refused.read()
report["refused_write"] = refused.write({"v": 1})
fine = Storage(guarded.LocalStorage(window.fine))
report["fine_write"] = fine.write({"v": 2})
report["fine_read"] = fine.read()
print(json.dumps(report))
"""

BARE = """
from pyscript import window
try:
    window.full.localStorage.setItem("k", "v")
    print("no exception")
except BaseException as error:
    print("caught", type(error).__name__)
"""


def snippet() -> str:
    boot = (WEB / "boot.js").read_text()
    return boot[boot.index("// <sudoku-try>"):boot.index("// </sudoku-try>")]


def run(tmp_path, script: str) -> str:
    host = tmp_path / "host.mjs"
    host.write_text(HOST.replace("SNIPPET", snippet()))
    source = tmp_path / "script.py"
    source.write_text(script)
    files = [(str(WEB / "sudoku_web" / name), "/lib/sudoku_web/" + name) for name in ("guarded.py", "storage.py")]
    files += [(str(WEB / "sudoku_web" / "__init__.py"), "/lib/sudoku_web/__init__.py"),
              (str(WEB / "mpy_lib" / "__future__.py"), "/lib/__future__.py")]
    done = subprocess.run(["node", str(host)], capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "RUNTIME": str(RUNTIME), "SCRIPT": str(source),
                               "FILES": json.dumps(files)})
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@needs_node
def test_a_bare_call_that_throws_escapes_micropython_s_try(tmp_path):
    assert run(tmp_path, BARE) == "escaped: QuotaExceededError"


@needs_node
def test_guarded_calls_fail_as_python_exceptions_under_micropython(tmp_path):
    report = json.loads(run(tmp_path, GUARDED))
    assert report == {"call": "QuotaExceededError", "value": True, "full": REFUSED,
                      "refused_read": None, "refused_write": REFUSED,
                      "fine_write": SAVED, "fine_read": {"v": 2}}


class FullStore:
    def getItem(self, key):
        return None

    def setItem(self, key, value):
        raise RuntimeError("full")


class Holder:
    localStorage = FullStore()


def test_in_cpython_the_call_is_made_directly():
    assert guarded.call(Holder(), "localStorage").getItem("k") is None
    with pytest.raises(RuntimeError):
        guarded.call(Holder.localStorage, "setItem", "k", "v")
    assert Storage(guarded.LocalStorage(Holder())).write({"v": 1}) == REFUSED
