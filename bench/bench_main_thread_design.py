#!/usr/bin/env python3
"""Issue 31's design measured before it is built: MicroPython on the main thread, Pyodide in a worker.

    python bench/bench_main_thread_design.py [--runs 3] [--chromium PATH]

Two tiny pages served from one temp folder with the same files as dist/ (build.py's Pyodide,
the sudoku_core zip) and the MicroPython runtime PyScript uses (npm
@micropython/micropython-webassembly-pyscript, a dev dependency in package.json):
  - bare: ``loadPyodide()`` on the main thread, as the page boots today;
  - design: PyScript runs a MicroPython script on the main thread that builds a 9x9 grid of
    inputs and wires a button (the page's UI, in Python), then starts Pyodide in a module worker
    that imports sudoku_core and answers "solve" messages.
For each: the longest main-thread task from navigation until Pyodide is ready, when the grid
takes input (design), how long a click takes to be handled while Pyodide boots and while the
worker solves Norvig's hardest puzzle, and how long Cancel takes (terminate the worker and start
a fresh one: the page keeps its state; the first figure is until the old work is gone).
Asserts nothing; prints medians.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
from bench.main_thread import HARDEST, OBSERVE_JS  # noqa: E402

MICROPYTHON = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
BARE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
<body data-ready="0"><script type="module">
import { loadPyodide } from "./pyscript/pyodide/pyodide.mjs";
await loadPyodide();
performance.mark("ready"); document.body.dataset.ready = "1";
</script></body></html>"""
DESIGN = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./pyscript/core.js" offline></script></head>
<body data-ready="0"><table id="g"></table><p id="clicks">0</p><button id="b">tap</button>
<script type="mpy" src="./ui.py" config='{"plugins": ["!codemirror", "!deprecations-manager", "!donkey", "!py-editor", "!py-game", "!py-terminal"]}'></script>
</body></html>"""
UI = """from pyscript import document, window
from pyscript.ffi import create_proxy
import js

table = document.getElementById("g")
for r in range(9):
    row = document.createElement("tr")
    for c in range(9):
        cell = document.createElement("td")
        box = document.createElement("input")
        box.size = 1
        cell.appendChild(box)
        row.appendChild(cell)
    table.appendChild(row)
clicks = [0]


def tap(event):
    clicks[0] += 1
    document.getElementById("clicks").textContent = str(clicks[0])


def answer(event):
    data = event.data
    if data.type == "ready":
        window.performance.mark("ready")
        document.body.dataset.ready = "1"
    else:
        document.body.dataset.solved = data.status


def start():
    options = js.Object.new()
    options.type = "module"
    worker = js.Worker.new("./worker.js", options)
    worker.onmessage = create_proxy(answer)
    window.solver = worker


document.getElementById("b").addEventListener("click", create_proxy(tap))
window.restart = create_proxy(start)
window.performance.mark("ui")
document.body.dataset.ui = "1"
start()
"""
WORKER = """import { loadPyodide } from "./pyscript/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("./pyscript/pyodide/", location.href).href });
py.unpackArchive(await (await fetch("./core.zip")).arrayBuffer(), "zip", { extractDir: "/home/pyodide/lib" });
py.runPython("import sys; sys.path.insert(0, '/home/pyodide/lib'); import sudoku_core");
self.postMessage({ type: "ready" });
self.onmessage = (e) => {
  const status = py.runPython("sudoku_core.solve(sudoku_core.parse(" + JSON.stringify(e.data) + ")).status");
  self.postMessage({ type: "solved", status });
};
"""


def make_site() -> Path:
    if not (build.DIST / "index.html").is_file():
        build.build()
    if not (MICROPYTHON / "micropython.mjs").is_file():
        sys.exit(f"no {MICROPYTHON}: run `npm ci` first")
    site = Path(tempfile.mkdtemp(prefix="main-thread-design-"))
    shutil.copytree(build.DIST / "pyscript", site / "pyscript")
    (site / "pyscript" / "micropython").mkdir(exist_ok=True)
    for name in ("micropython.mjs", "micropython.wasm"):
        shutil.copy(MICROPYTHON / name, site / "pyscript" / "micropython" / name)
    shutil.copy(next(build.DIST.glob("sudoku_core-*.zip")), site / "core.zip")
    for name, text in (("bare.html", BARE), ("design.html", DESIGN), ("ui.py", UI), ("worker.js", WORKER)):
        (site / name).write_text(text)
    return site


def click_ms(page) -> float:
    """Milliseconds from a click until its Python handler has run (the counter moved)."""
    before = page.evaluate("document.getElementById('clicks').textContent")
    start = time.perf_counter()
    page.click("#b")
    page.wait_for_function(f"document.getElementById('clicks').textContent !== '{before}'")
    return (time.perf_counter() - start) * 1000


def measure(browser, base: str, name: str) -> dict:
    context = browser.new_context()
    page = context.new_page()
    page.add_init_script(OBSERVE_JS)
    page.goto(base + name + ".html")
    row = {}
    if name == "design":
        page.wait_for_function("document.body.dataset.ui === '1'", timeout=60_000)
        row["ui"] = page.evaluate("performance.getEntriesByName('ui')[0].startTime")
        row["click_boot"] = click_ms(page)
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    row["ready"] = page.evaluate("performance.getEntriesByName('ready')[0].startTime")
    row["longest"] = max([d for _, d in page.evaluate("window.__longTasks")] or [0.0])
    if name == "design":
        page.evaluate(f"solver.postMessage({json.dumps(HARDEST)})")
        row["click_solve"] = click_ms(page)
        page.wait_for_function("document.body.dataset.solved", timeout=60_000)
        page.evaluate("delete document.body.dataset.solved")
        page.evaluate(f"solver.postMessage({json.dumps(HARDEST)})")
        start = time.perf_counter()
        page.evaluate("solver.terminate(); document.body.dataset.ready = '0'; restart()")
        row["cancel"] = (time.perf_counter() - start) * 1000
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
        row["respawn"] = (time.perf_counter() - start) * 1000
        row["longest_after"] = max([d for _, d in page.evaluate("window.__longTasks")] or [0.0])
    context.close()
    return row


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--chromium", default=None)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    site = make_site()
    server = build.make_server(site, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    rows = {"bare": [], "design": []}
    try:
        with sync_playwright() as p:
            launch = {"executable_path": args.chromium} if args.chromium else {}
            if not launch and not Path(p.chromium.executable_path).is_file():
                launch = {"executable_path": "/usr/bin/chromium"}
            browser = p.chromium.launch(**launch)
            for _ in range(args.runs):  # interleaved, so load changes hit both alike
                for name in rows:
                    rows[name].append(measure(browser, base, name))
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(site, ignore_errors=True)
    med = lambda name, key: statistics.median(r[key] for r in rows[name])  # noqa: E731
    print(f"\nMain thread, today's boot against issue 31's design, medians of {args.runs} runs (ms)")
    print(f"  {'':44s} {'bare Pyodide':>12s} {'MicroPython + worker':>21s}")
    print(f"  {'longest main-thread task until Pyodide ready':44s} {med('bare', 'longest'):12.0f} {med('design', 'longest'):21.0f}")
    print(f"  {'Pyodide ready (navigation ->)':44s} {med('bare', 'ready'):12.0f} {med('design', 'ready'):21.0f}")
    print(f"  {'grid built by Python, takes input':44s} {'-':>12s} {med('design', 'ui'):21.0f}")
    print(f"  {'a click handled, while Pyodide boots':44s} {'frozen':>12s} {med('design', 'click_boot'):21.0f}")
    print(f"  {'a click handled, while the worker solves':44s} {'-':>12s} {med('design', 'click_solve'):21.0f}")
    print(f"  {'Cancel: the running solve ended':44s} {'-':>12s} {med('design', 'cancel'):21.0f}")
    print(f"  {'Cancel: a fresh worker ready again':44s} {'-':>12s} {med('design', 'respawn'):21.0f}")
    print(f"  {'longest main-thread task, whole session':44s} {'-':>12s} {med('design', 'longest_after'):21.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
