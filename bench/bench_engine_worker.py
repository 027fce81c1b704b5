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
boots and solves, beside the bare page's; then what decoding a result (Explain of a SER 9.1
puzzle, a tutor window, a solve) costs under MicroPython, the page's thread to be. Asserts nothing.
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
py.runPython("import sys; sys.path.insert(0, '/home/pyodide/lib'); import sudoku_core");
py.runPython("sudoku_core.solve(sudoku_core.parse('.' * 81))");  // warm: the search's first imports
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


MP_FILES = ("sudoku_jobs/__init__.py", "sudoku_jobs/wire.py", "sudoku_core/__init__.py", "sudoku_core/errors.py",
            "sudoku_core/checks.py", "sudoku_core/geometry.py", "sudoku_core/values.py", "sudoku_core/puzzle.py",
            "sudoku_core/conflicts.py", "sudoku_core/examples.py", "sudoku_core/formats/__init__.py",
            "sudoku_core/formats/plain_text.py", "sudoku_core/formats/puzzle_text.py",
            "sudoku_core/formats/candidates.py", "sudoku_core/formats/borders.py")
MP_SCRIPT = """import json, time
from sudoku_jobs import wire
out = {}
for name, decode, read in (("explain", wire.decode_explain, lambda d: d.path[-1][0].cands),
                           ("trace", wire.decode_trace, lambda d: d.frames[len(d.frames) - 1].board),
                           ("solve", wire.decode_solve, lambda d: d.result.solution.cells)):
    text = open("/lib/" + name + ".json").read()
    best = None
    for _ in range(3):
        t = time.ticks_us()
        read(decode(json.loads(text)))
        took = time.ticks_diff(time.ticks_us(), t) / 1000
        best = took if best is None or took < best else best
    out[name] = [len(text), best]
print(json.dumps(out))
"""


def micropython_decode_ms() -> dict:
    """What decoding costs the page's thread under MicroPython (Node): {name: [JSON bytes, ms]} for
    Explain of the SER 9.1 puzzle, a tutor window (500 frames) and a solve (best of 3 each)."""
    import json
    import subprocess

    sys.path.insert(0, str(ROOT / "web"))
    from sudoku_jobs import jobs

    from bench.main_thread import SER9

    folder = Path(tempfile.mkdtemp(prefix="wire-mp-"))
    try:
        for name in MP_FILES:
            src = ROOT / ("web/" + name if name.startswith("sudoku_jobs") else name)
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(src, folder / name)
        givens = [int(c) if c != "." else 0 for c in SER9]
        answers = {"explain": ("explain", {"size": 9, "givens": givens}),
                   "trace": ("tutor_trace", {"puzzle": HARDEST, "algorithm": "bitmask"}),
                   "solve": ("solve", {"puzzle": HARDEST})}
        for name, (job, job_args) in answers.items():
            (folder / f"{name}.json").write_text(jobs.run_json(job, json.dumps(job_args)))
        (folder / "script.py").write_text(MP_SCRIPT)
        done = subprocess.run(["node", str(ROOT / "tests" / "micropython" / "run.mjs"), str(folder / "script.py"),
                               str(folder), *MP_FILES, "explain.json", "trace.json", "solve.json"],
                              capture_output=True, text=True, timeout=300)
        return json.loads(done.stdout) if done.returncode == 0 else {}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


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
    print(f"  {'hardest example solved: round trip through the worker':52s} {'-':>12s} "
          f"{med('engine', 'round_trip'):14.1f}")
    print(f"  {'hardest example solved: time inside the worker':52s} {'-':>12s} {med('engine', 'wall'):14.1f}")
    print(f"  {'hardest example solved: CPython in-process':52s} {cpython_solve_ms():12.1f}")
    print(f"  {'Cancel of a long count: its promise rejected':52s} {'-':>12s} {med('engine', 'cancel'):14.1f}")
    print(f"  {'Cancel: a fresh worker ready again':52s} {'-':>12s} {med('engine', 'respawn'):14.0f}")
    print(f"  {'longest main-thread task, whole session':52s} {'-':>12s} {med('engine', 'longest_after'):14.0f}")
    decoded = micropython_decode_ms()
    if decoded:
        print("\nDecoding a result on the page's thread (MicroPython 1.28 under Node; JSON parse + decode, best of 3)")
        for name, (size, ms) in decoded.items():
            print(f"  {name:52s} {size / 1000:8.0f} KB {ms:8.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
