"""Where the main thread's start goes under MicroPython: compile vs module bodies (issue 31).

    .venv/bin/python bench/mpy_startup.py [--runs N]

Runs tests/micropython/run.mjs (Node, the npm MicroPython 1.28 that PyScript's ``mpy`` uses)
on the page's Python twice: from source (.py: each module compiled on import) and precompiled
with mpy_bytecode.compile_tree (.mpy). Prints the import of sudoku_web.app in both, each
module's compile time (``compile()`` of its source) and each module's own import time from .mpy
(modules imported in the order CPython finishes them, so each one's imports are already done:
what remains is loading its bytecode and running its body), heaviest first. Figures are wall
times of one Node process on a shared machine: take the median of several runs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from mpy_bytecode import compile_tree  # noqa: E402

RUNNER = ROOT / "tests" / "micropython" / "run.mjs"
STUBS = ROOT / "tests" / "micropython" / "stubs"
EXTRA = (f"--root={STUBS}", "./", f"--root={ROOT / 'web' / 'mpy_lib'}", "./")

SOURCE_SCRIPT = """
import time, json
ORDER = %s
t = time.ticks_us()
import sudoku_web.app  # first, cold, as the .mpy run is (compiling first would warm the VM)
app_ms = time.ticks_diff(time.ticks_us(), t) / 1000
compile_ms = {}
for name in ORDER:
    path = '/lib/' + name.replace('.', '/')
    try:
        text = open(path + '.py').read()
    except OSError:
        text = open(path + '/__init__.py').read()
    t = time.ticks_us()
    compile(text, name, 'exec')
    compile_ms[name] = time.ticks_diff(time.ticks_us(), t) / 1000
print(json.dumps({'app_ms': app_ms, 'compile_ms': compile_ms}))
"""

MPY_SCRIPT = """
import time, json
ORDER = %s
t0 = time.ticks_us()
own = {}
for name in ORDER:
    t = time.ticks_us()
    __import__(name)
    own[name] = time.ticks_diff(time.ticks_us(), t) / 1000
print(json.dumps({'app_ms': time.ticks_diff(time.ticks_us(), t0) / 1000, 'own_ms': own}))
"""


def import_order() -> list:
    """The sudoku_* modules sudoku_web.app imports, in the order CPython finishes them."""
    env = {"PYTHONPATH": os.pathsep.join(map(str, (ROOT, ROOT / "web", STUBS))), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", "import sudoku_web.app"],
                          capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    names = [line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines() if "|" in line]
    return [n for n in names if n.split(".")[0] in ("sudoku_core", "sudoku_web", "sudoku_jobs")]


def run(script: str, root: Path, order: list) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(script % json.dumps(order))
    try:
        done = subprocess.run(["node", str(RUNNER), f.name, str(root), "sudoku_core/", *(
            ("--root=" + str(ROOT / "web"),) if root == ROOT else ()), "sudoku_web/", "sudoku_jobs/", *EXTRA],
            capture_output=True, text=True, timeout=300)
    finally:
        os.unlink(f.name)
    if done.returncode:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()
    order = import_order()
    with tempfile.TemporaryDirectory() as out:
        out = Path(out)
        import build  # the .mpy side: what build.py ships to the page's MicroPython

        shipped = build.page_modules()
        for root in (ROOT, ROOT / "web"):
            compile_tree(root, out, [m for r, m in shipped if r == root])
        source, mpy = [], []
        for _ in range(args.runs):  # alternated, so both see the machine's load alike
            source.append(run(SOURCE_SCRIPT, ROOT, order))
            mpy.append(run(MPY_SCRIPT, out, order))
    med = statistics.median
    print(f"{len(order)} modules; median of {args.runs} runs (ms)")
    print(f"import sudoku_web.app from .py : {med(r['app_ms'] for r in source):7.1f}"
          f"  (runs: {', '.join(str(r['app_ms']) for r in source)})")
    print(f"import sudoku_web.app from .mpy: {med(r['app_ms'] for r in mpy):7.1f}"
          f"  (runs: {', '.join(str(r['app_ms']) for r in mpy)})")
    compile_ms = {n: med(r["compile_ms"][n] for r in source) for n in order}
    own_ms = {n: med(r["own_ms"][n] for r in mpy) for n in order}
    print(f"sum of compile times: {sum(compile_ms.values()):.1f}; sum of own .mpy import times: "
          f"{sum(own_ms.values()):.1f}")
    print(f"\n{'module':45} {'compile':>8} {'own .mpy':>9}")
    for name in sorted(order, key=lambda n: -(compile_ms[n] + own_ms[n]))[:args.top]:
        print(f"{name:45} {compile_ms[name]:8.1f} {own_ms[name]:9.1f}")
    print("\nheaviest module bodies (.mpy own time; the first submodule of a package also runs the"
          " package's __init__ and what it imports):")
    for name in sorted(order, key=lambda n: -own_ms[n])[:args.top]:
        print(f"{name:45} {own_ms[name]:9.1f}")


if __name__ == "__main__":
    main()
