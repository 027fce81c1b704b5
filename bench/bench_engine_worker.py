#!/usr/bin/env python3
"""The engine worker (issue 31) measured: Pyodide in a module Web Worker behind ``window.sudokuEngine``.

    python bench/bench_engine_worker.py [--runs 3] [--chromium PATH]

Two tiny pages in a copy of dist/ (build.py's files, served by build.py's server, as the page is):
  - bare: ``loadPyodide()`` on the main thread (today's boot), then the core zip unpacked and the
    hardest example solved there (in-process, the page's way today);
  - engine: boot.js with ``<html data-engine="worker">`` (engine_client.js starts engine_worker.js),
    under index.html's Content-Security-Policy.
Printed, medians of the interleaved runs: Pyodide ready (navigation ->) both ways, the hardest
example's solve as a round trip through the worker beside the worker's own time, in-process in
Pyodide on the main thread and in CPython, Cancel of a long count (cancel() -> its promise
rejected: the old work is gone) and the fresh worker ready again, and the longest main-thread task
(a ``longtask`` observer from navigation, bench/main_thread.py's OBSERVE_JS) while the worker
boots and solves, beside the bare page's. Asserts nothing.
"""

from __future__ import annotations

import argparse
import re
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

BARE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
<body data-ready="0"><script type="module">
import { loadPyodide } from "./pyscript/pyodide/pyodide.mjs";
const py = await loadPyodide();
performance.mark("ready"); document.body.dataset.ready = "1";
py.unpackArchive(await (await fetch("./CORE")).arrayBuffer(), "zip", { extractDir: "/home/pyodide/lib" });
py.runPython("import sys; sys.path.insert(0, '/home/pyodide/lib'); import sudoku_core; sudoku_core.solve(sudoku_core.parse('.' * 81))");
const start = performance.now();
py.runPython("sudoku_core.solve(sudoku_core.parse('PUZZLE'))");
document.body.dataset.solveMs = String(performance.now() - start);
</script></body></html>"""
ENGINE = """<!doctype html><html lang="en" data-engine="worker"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="CSP"><title>engine</title><link rel="icon" href="data:,">
<script src="./BOOT"></script></head><body></body></html>"""
READY = "document.documentElement.dataset.engineState === 'ready'"
SOLVE = """async (puzzle) => {
  const start = performance.now();
  const answer = JSON.parse(await window.sudokuEngine.request("solve", JSON.stringify({puzzle})).promise);
  return {ms: performance.now() - start, wall: answer.wall * 1000, status: answer.status};
}"""
CANCEL = """async () => {
  const engine = window.sudokuEngine;
  let counting = false;
  const job = engine.request("count", JSON.stringify({puzzle: ".".repeat(81), cap: 1e9}), () => { counting = true; });
  while (!counting) await new Promise((r) => setTimeout(r, 10));
  const ended = job.promise.catch((err) => err.message);
  const start = performance.now();
  await engine.cancel(job.id);
  const message = await ended;
  const gone = performance.now() - start;
  await engine.ready;
  return {gone, respawn: performance.now() - start, message};
}"""


def make_site() -> Path:
    if not (build.DIST / "index.html").is_file():
        build.build()
    site = Path(tempfile.mkdtemp(prefix="engine-worker-"))
    shutil.copytree(build.DIST, site, dirs_exist_ok=True)
    index = (site / "index.html").read_text()
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', index).group(1)
    boot = re.search(r'src="\./(boot\.js\?v=[0-9a-f]+)"', index).group(1)
    core = next(site.glob("sudoku_core-*.zip")).name
    (site / "bare.html").write_text(BARE.replace("CORE", core).replace("PUZZLE", HARDEST))
    (site / "engine.html").write_text(ENGINE.replace("CSP", csp).replace("BOOT", boot))
    return site


def longest(page) -> float:
    return max([d for _, d in page.evaluate("window.__longTasks")] or [0.0])


def measure(browser, base: str, name: str) -> dict:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.add_init_script(OBSERVE_JS)
    page.goto(base + name + ".html")
    row = {}
    if name == "bare":
        page.wait_for_function("document.body.dataset.solveMs", timeout=120_000)
        row["ready"] = page.evaluate("performance.getEntriesByName('ready')[0].startTime")
        row["solve_main"] = float(page.evaluate("document.body.dataset.solveMs"))
    else:
        page.wait_for_function(READY, timeout=120_000)
        row["ready"] = page.evaluate("performance.getEntriesByName('sudoku-engine-ready')[0].startTime")
        page.evaluate(SOLVE, "." * 81)  # warm: first imports of the search
        solved = page.evaluate(SOLVE, HARDEST)
        row["round_trip"], row["wall"] = solved["ms"], solved["wall"]
    page.wait_for_timeout(200)  # a long task is reported a moment after it ends
    row["longest"] = longest(page)
    if name == "engine":
        cancelled = page.evaluate(CANCEL)
        row["cancel"], row["respawn"] = cancelled["gone"], cancelled["respawn"]
        page.wait_for_timeout(200)
        row["longest_after"] = longest(page)
    context.close()
    return row


def cpython_solve_ms() -> float:
    from sudoku_core import parse, solve

    puzzle = parse(HARDEST)
    solve(parse("." * 81))
    times = []
    for _ in range(5):
        start = time.perf_counter()
        solve(puzzle)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


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
    rows = {"bare": [], "engine": []}
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
    print(f"\nThe engine worker against a bare Pyodide page, medians of {args.runs} runs (ms)")
    print(f"  {'':52s} {'bare Pyodide':>12s} {'engine worker':>14s}")
    print(f"  {'Pyodide ready (navigation ->)':52s} {med('bare', 'ready'):12.0f} {med('engine', 'ready'):14.0f}")
    print(f"  {'longest main-thread task, boot + hardest solve':52s} {med('bare', 'longest'):12.0f} "
          f"{med('engine', 'longest'):14.0f}")
    print(f"  {'hardest example solved: in-process (main thread)':52s} {med('bare', 'solve_main'):12.1f} {'-':>14s}")
    print(f"  {'hardest example solved: round trip through the worker':52s} {'-':>12s} {med('engine', 'round_trip'):14.1f}")
    print(f"  {'hardest example solved: the worker's own time':52s} {'-':>12s} {med('engine', 'wall'):14.1f}")
    print(f"  {'hardest example solved: CPython in-process':52s} {cpython_solve_ms():12.1f}")
    print(f"  {'Cancel of a long count: its promise rejected':52s} {'-':>12s} {med('engine', 'cancel'):14.1f}")
    print(f"  {'Cancel: a fresh worker ready again':52s} {'-':>12s} {med('engine', 'respawn'):14.0f}")
    print(f"  {'longest main-thread task, whole session':52s} {'-':>12s} {med('engine', 'longest_after'):14.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
