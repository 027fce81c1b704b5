#!/usr/bin/env python3
"""What precompiling the page's Python to MicroPython bytecode buys: UI-ready time (issue 31).

    python bench/bench_mpy_ready.py [--runs 5] [--chromium PATH]

Builds the site twice with build.py, once as it ships (the main thread's zip holds .mpy, from
mpy-cross) and once with ``SUDOKU_MPY=0`` (the same modules as .py sources, what a build without
mpy-cross ships), serves both with build.py's server, and loads each page ``--runs`` times in
turn (alternating, so the machine's load falls on both alike), each in a fresh browser context
(no service worker). Printed: the time from navigation to ``<body data-ready="1">`` (the grid and
every control answer) and the longest main-thread task before it, medians and ranges.
Asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
from bench.main_thread import OBSERVE_JS  # noqa: E402

#: The moment the page says it is ready, recorded as it happens (not when a poll sees it).
READY_JS = """
new MutationObserver((changes, observer) => {
  if (document.body && document.body.dataset.ready === "1") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""


def build_site(folder: Path, mpy: bool) -> Path:
    saved = os.environ.get(build.MPY_ENV)
    os.environ[build.MPY_ENV] = "1" if mpy else "0"
    try:
        return build.build(folder / "dist")
    finally:
        if saved is None:
            os.environ.pop(build.MPY_ENV)
        else:
            os.environ[build.MPY_ENV] = saved


def load(browser, url: str) -> dict:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.add_init_script(OBSERVE_JS)
    page.add_init_script(READY_JS)
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=120_000)
    page.wait_for_timeout(200)  # a long task is reported a moment after it ends
    ready = page.evaluate("window.__readyAt")
    tasks = page.evaluate("window.__longTasks")
    context.close()
    return {"ready": ready, "longest": max([d for s, d in tasks if s < ready] or [0.0])}


def summary(values) -> str:
    return f"{statistics.median(values):7.0f} ms ({min(values):.0f}-{max(values):.0f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chromium", default=None)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="mpy-ready-"))
    servers = {}
    try:
        for name, mpy in (("mpy", True), ("source", False)):
            site = build_site(work / name, mpy)
            server = build.make_server(site, 0)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            servers[name] = server
        rows = {name: [] for name in servers}
        with sync_playwright() as p:
            launch = {"executable_path": args.chromium} if args.chromium else {}
            browser = p.chromium.launch(**launch)
            for run in range(args.runs):
                for name in (("mpy", "source") if run % 2 == 0 else ("source", "mpy")):
                    port = servers[name].server_address[1]
                    rows[name].append(load(browser, f"http://127.0.0.1:{port}/index.html"))
            browser.close()
        print(f"UI ready (navigation -> body[data-ready]), {args.runs} loads each, alternating:")
        for name, label in (("source", ".py sources (SUDOKU_MPY=0)"), ("mpy", ".mpy bytecode (as shipped)")):
            print(f"  {label:28} ready {summary([r['ready'] for r in rows[name]])}"
                  f"   longest task before it {summary([r['longest'] for r in rows[name]])}")
    finally:
        for server in servers.values():
            server.shutdown()
            server.server_close()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
