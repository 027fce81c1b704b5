#!/usr/bin/env python3
"""Web speed benchmark (headless Chromium via Playwright); prints medians, asserts nothing.

    python bench/bench_web.py [--runs 5] [--solve-runs 3] [--no-build] [--chromium PATH]

Measured in the same run, each boot in a fresh browser context (cold, as a first visit):
  - bytes on the wire until Solve is enabled (until `loadPyodide()` is done on the bare page),
    served three ways: no compression, the .gz copies (gzip), the .br copies then .gz (brotli);
  - page: navigation -> first contentful paint (the static grid is in the first paint),
          navigation -> "Solve" enabled (the app's `sudoku-ready` performance mark);
  - bare: navigation -> `loadPyodide()` done on a tiny page that loads pyodide.mjs from the same dist/;
  - in-page solve time of top95 and the hardest list (the page's engine worker's own time for the
    jobs the Solve button asks; and through the Solve button itself, the page redrawing meanwhile;
    timed once the page's service worker has installed: see settle()),
    against the same puzzles with sudoku_core.solve() in this CPython, and with plain solve() calls
    on the bare Pyodide page (separates the page's overhead from the WebAssembly interpreter's own).
  - Hint: pressing Hint on 40 start positions of the SE-rated bank until the first level shows
    (the first press also imports the logic engine), beside hint_at() in this CPython.
  - Solve enabled against the bare boot on emulated networks (Chromium's network emulation through
    the DevTools protocol: 20 Mbit/s with 40 ms latency, 5 Mbit/s with 80 ms), and on a repeat
    visit (the page's service worker and the HTTP cache warm; the bare page has the HTTP cache).
The bare page loads Pyodide's whole standard library (the stock python_stdlib.zip), as a bare
Pyodide boot does; the page ships its trimmed one (build.py).
  - issue 31: the longest main-thread task from navigation to ready and through a scripted
    session (bench/main_thread.py); when a typed digit and a pad tap first show, and their
    latency once ready; the engine worker's ready time beside Solve enabled (the UI's).
Goals (issue 31): longest main-thread task <= 100 ms everywhere; grid and pad take input within
0.3 s; Solve enabled <= 1.0x bare boot unthrottled and on both emulated networks; first visit
<= 3.9 MB brotli; in-page <= 2x CPython (issue 14: <= 4.8 MB gzip).
"""

from __future__ import annotations

import argparse
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
from bench import main_thread  # noqa: E402

PUZZLES = ROOT.parent / "shared" / "puzzles"
SETS = {"top95": "norvig_top95.txt", "hardest": "norvig_hardest11.txt"}
BARE_HTML = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bare</title></head>
<body><script type="module">
const { loadPyodide } = await import("./pyscript/pyodide/pyodide.mjs");
const py = await loadPyodide({ stdLibURL: new URL("./bare/python_stdlib.zip", location).href });
py.runPython("1 + 1");
window.py = py;
performance.mark("bare-ready");
document.body.dataset.ready = "1";
</script></body></html>"""
SOLVE_JS = """async (line) => {
    const body = document.body;
    delete body.dataset.solveMs;
    const dt = new DataTransfer();
    dt.setData('text/plain', line);
    document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true}));
    // waits without polling: a setTimeout(0) loop would take the CPU the engine worker solves on
    const done = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
            if (body.dataset.solveMs) { observer.disconnect(); resolve(); }
        });
        observer.observe(body, {attributes: true, attributeFilter: ['data-solve-ms']});
    });
    // as a person does: the pasted puzzle drawn, then Solve (not the page's redraw and the
    // worker's solve at once, competing for the CPU)
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    document.getElementById('solve').click();
    await done;
    return [Number(body.dataset.solveMs), body.dataset.solveStatus];
}"""


HINT_JS = """async (line) => {
    const body = document.body;
    const dt = new DataTransfer();
    dt.setData('text/plain', line);
    document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true}));
    while (body.dataset.hintLevel !== '0') await new Promise(r => setTimeout(r, 0));
    const start = performance.now();
    document.getElementById('hint').click();
    while (body.dataset.hintLevel !== '1') await new Promise(r => setTimeout(r, 0));
    return [performance.now() - start, body.dataset.hintTechnique];
}"""
HINT_SET = ("sudokuexchange_diabolical_se_rated.txt", 40)  # the first 40: hints from the start


def in_page_hints(browser, url):
    """Press Hint on each puzzle's start position (the first press includes importing the logic
    engine: reported apart); milliseconds per hint, with the CPython time of hint_at beside it."""
    from sudoku_core.logic import hint_at

    path = PUZZLES / HINT_SET[0]
    if not path.is_file():
        return None
    lines = [ln.split()[0][:81] for ln in path.read_text().splitlines() if ln.strip() and not ln.startswith("#")]
    lines = lines[: HINT_SET[1]]
    page = browser.new_page()
    page.goto(url)
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    settle(page)
    page_ms = [page.evaluate(HINT_JS, line)[0] for line in lines]
    cpython_ms = []
    for line in lines:
        start = time.perf_counter()
        hint_at(line)
        cpython_ms.append((time.perf_counter() - start) * 1000)
    page.close()
    return page_ms, cpython_ms


def load_sets():
    sets = {}
    for name, filename in SETS.items():
        path = PUZZLES / filename
        if path.is_file():
            sets[name] = [line.strip() for line in path.read_text().splitlines() if line.strip()]
    if not sets:
        from sudoku_core import EXAMPLES

        print(f"(no {PUZZLES}: using the built-in examples)")
        sets["examples"] = [EXAMPLES[k] for k in ("easy", "luogu", "inkala")]
    return sets


def serve(dist: Path, bare_dir: Path, encodings=None):
    """Serve dist/ plus /bare.html from a temp folder (the deployable dist/ stays untouched),
    offering the precompressed copies of ``encodings`` (default: every one build.py writes)."""
    offered = build.ENCODINGS if encodings is None else encodings

    class Handler(build.StaticHandler):
        encodings = offered

        def translate_path(self, path):
            if path.split("?")[0] == "/bare.html":
                return str(bare_dir / "bare.html")
            if path.split("?")[0] == BARE_STDLIB:   # a bare boot loads Pyodide's whole stdlib
                return str(build.PYODIDE_DIR / build.STDLIB_ZIP)
            return super().translate_path(path)

    server = build.make_server(dist, 0, handler_class=Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


BARE_STDLIB = "/bare/python_stdlib.zip"
WIRE_MODES = {"none": {}, "gzip": {"gzip": ".gz"}, "brotli": build.ENCODINGS}


def wire_bytes(browser, dist, bare_dir):
    """Bytes received (bodies as sent, headers apart) by a first visit until ready (the page: its
    UI and its engine worker), for the page and the bare Pyodide page, under each way of serving:
    {mode: (page, bare)}."""
    out = {}
    for mode, encodings in WIRE_MODES.items():
        server, base = serve(dist, bare_dir, encodings)
        try:
            sizes = []
            for name in ("index.html", "bare.html"):
                # the engine worker's downloads count (context events see them); the service
                # worker's precache of every file, which runs after ready, does not
                context = browser.new_context(service_workers="block")
                page = context.new_page()
                responses = []
                context.on("requestfinished", lambda request: responses.append(request))
                page.goto(base + name)
                page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
                if name == "index.html":
                    engine_time(page)
                sizes.append(sum(r.sizes()["responseBodySize"] for r in responses))
                context.close()
            out[mode] = tuple(sizes)
        finally:
            server.shutdown()
            server.server_close()
    return out


# Chromium's network emulation (DevTools protocol): download/upload bytes per second, latency ms.
NETWORKS = {"20 Mbit/s, 40 ms": (20e6 / 8, 10e6 / 8, 40), "5 Mbit/s, 80 ms": (5e6 / 8, 2e6 / 8, 80)}


def emulate(page, network):
    down, up, latency = NETWORKS[network]
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions",
             {"offline": False, "latency": latency, "downloadThroughput": down, "uploadThroughput": up})


def ready_times(page, mark):
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=240_000)
    fcp, ready = page.evaluate(
        """(mark) => [
            (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
            performance.getEntriesByName(mark)[0].startTime]""",
        mark,
    )
    return (fcp or float("nan")) / 1000, ready / 1000


ENGINE_MARK = "sudoku-engine-ready"


def engine_time(page):
    """Navigation -> the engine worker ready (the ``sudoku-engine-ready`` mark), seconds."""
    page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=240_000)
    return page.evaluate("(m) => performance.getEntriesByName(m)[0].startTime", ENGINE_MARK) / 1000


def boot(browser, url, mark, network=None, engine=False):
    """One cold boot in a fresh context, optionally on an emulated network:
    (first contentful paint, mark) in seconds from navigation, and with ``engine`` the engine
    worker's ready mark too (the page's Solve then runs at once, not after a wait)."""
    context = browser.new_context()
    page = context.new_page()
    if network:
        emulate(page, network)
    page.goto(url)
    times = ready_times(page, mark)
    if engine:
        times = (*times, engine_time(page))
    context.close()
    return times


def repeat_boot(browser, url, mark):
    """A repeat visit: boot once, let the service worker (the page's; the bare page has none)
    finish its precache, then open the page again in the same context: the mark, in seconds."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    ready_times(page, mark)
    page.evaluate("""() => 'serviceWorker' in navigator && document.querySelector('script[src*="boot.js"]')
        ? Promise.race([navigator.serviceWorker.ready, new Promise(r => setTimeout(r, 30000))]) : null""")
    page.wait_for_timeout(500)
    page.goto(url)
    times = ready_times(page, mark)
    context.close()
    return times[1]


#: In-page timing of one input: the key or tap's own event time (capture phase, before any
#: handler), then the frame in which the cell shows the digit (wait_for_function polls each frame).
INPUT_JS = """
window.__inputAt = [];
for (const type of ["keydown", "pointerdown"]) {
  addEventListener(type, (event) => window.__inputAt.push(event.timeStamp), true);
}
"""
SHOWN_JS = "([id, digit]) => document.getElementById(id).value === digit && (window.__shownAt = performance.now())"
# The first digit that reaches a cell, however it got there (typed or boot.js's pad), and the frame
# that shows it: an input event on the board, then the next animation frame.
# Tall enough that the grid and the pad are both in view (at 1280x720 the pad is below the fold).
INPUT_VIEWPORT = {"width": 1280, "height": 1000}
FIRST_JS = """
addEventListener("input", (event) => {
  const cell = event.target;
  if (window.__firstShown !== undefined || !cell || cell.tagName !== "INPUT" || !cell.value) return;
  window.__firstShown = null;
  requestAnimationFrame(() => { window.__firstShown = [performance.now(), cell.id, cell.value]; });
}, true);
"""


def layout(browser, url):
    """Where the first two empty cells and the pad's 5 and 6 are (CSS pixels, centres), read once
    the page is ready: the static grid and pad are laid out so from the first paint."""
    context = browser.new_context(viewport=INPUT_VIEWPORT)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    found = page.evaluate("""() => {
        const centre = (el) => { const r = el.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; };
        const empty = [...document.querySelectorAll('#board input')].filter(i => !i.value && !i.readOnly);
        const key = (d) => document.querySelector(`#pad .pad-key[data-digit="${d}"]`);
        return {cells: empty.slice(0, 2).map(i => [i.id, centre(i)]), keys: {5: centre(key(5)), 6: centre(key(6))}};
    }""")
    context.close()
    return found


def first_input(browser, url, where, how):
    """From navigation, with nothing waited for: tap the first empty cell, then type 5 (``how`` =
    "key") or tap the pad's 6 ("pad"), again and again (raw input, as a hand would: no Playwright
    actionability checks, whose round trips to a busy page would be measured instead), until a
    digit shows. Returns when it first showed (ms from navigation), and in which cell."""
    context = browser.new_context(viewport=INPUT_VIEWPORT)
    page = context.new_page()
    page.add_init_script(FIRST_JS)
    page.goto(url, wait_until="commit")
    (cell, (x, y)), = where["cells"][:1]
    deadline = time.monotonic() + 120
    shown = None
    while shown is None and time.monotonic() < deadline:
        page.mouse.click(x, y)
        if how == "key":
            page.keyboard.press("5")
        else:
            page.mouse.click(*where["keys"]["6"])
        shown = page.evaluate("window.__firstShown || null")
        if shown is None:
            page.wait_for_timeout(10)
    context.close()
    if shown is None:
        raise RuntimeError(f"no digit showed in {url} within 120 s")
    at, shown_cell, digit = shown
    if (shown_cell, digit) != (cell, "5" if how == "key" else "6"):
        raise RuntimeError(f"the {how} input showed {digit!r} in {shown_cell}, not in {cell}")
    return at


def input_latency(browser, url, presses=5):
    """The grid and the digit pad from the first moment: when a typed digit, then a pad tap, first
    shows in a cell (ms from navigation; first_input), and once ready the median latency (ms,
    input event -> the frame that shows it) of ``presses`` keys and pad taps."""
    where = layout(browser, url)
    first_key = first_input(browser, url, where, "key")
    first_pad = first_input(browser, url, where, "pad")
    context = browser.new_context(viewport=INPUT_VIEWPORT)
    page = context.new_page()
    page.add_init_script(INPUT_JS)
    page.goto(url)

    def enter(cell, digit, how):
        page.locator(f"#{cell}").click()
        before = len(page.evaluate("window.__inputAt"))
        if how == "key":
            page.keyboard.press(digit)
        else:
            page.locator(f'#pad .pad-key[data-digit="{digit}"]').click()
        page.wait_for_function(SHOWN_JS, arg=[cell, digit], polling="raf", timeout=120_000)
        events = page.evaluate("window.__inputAt")
        shown = page.evaluate("window.__shownAt")
        return shown - (events[before] if len(events) > before else shown)

    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    empty = page.evaluate("() => [...document.querySelectorAll('#board input')].filter(i => !i.value && !i.readOnly).map(i => i.id)")
    keys = [enter(empty[i], str(1 + i % 9), "key") for i in range(presses)]
    taps = [enter(empty[presses + i], str(1 + i % 9), "pad") for i in range(presses)]
    context.close()
    return {"first_key": first_key, "first_pad": first_pad, "key": statistics.median(keys), "pad": statistics.median(taps)}


ENGINE_SOLVE_JS = """async (lines) => {
    let total = 0;
    for (const line of lines) {
        const answer = JSON.parse(String(await window.sudokuEngine.request("solve", JSON.stringify({puzzle: line}), () => {}).promise));
        if (!answer.solution) throw new Error("not solved: " + line);
        total += answer.wall;
    }
    return total;
}"""


SETTLED_JS = """async (ms) => {
    if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return true;
    const timeout = new Promise((resolve) => setTimeout(() => resolve(false), ms));
    return Promise.race([navigator.serviceWorker.ready.then(() => true), timeout]);
}"""


def settle(page, seconds: float = 60):
    """Wait until the page's one-off work after ready is done: its service worker installed
    (it downloads every file of dist/ and checks their hashes, a few seconds of the 2-core
    machine's CPU on a first visit) and active, so that the timings that follow measure the
    solving and not that. A worker that never becomes active (its install failed: a stale
    dist/ with --no-build) is waited for ``seconds`` at most, and said."""
    if not page.evaluate(SETTLED_JS, seconds * 1000):
        print(f"  (the page's service worker was not active after {seconds:g} s: timing anyway)", file=sys.stderr)
    page.wait_for_timeout(500)


def in_page_solve(browser, url, sets, runs):
    """Per set, the median over ``runs`` of the total solve time in the page's engine worker:
    ``{"engine": ..., "button": ...}``. engine: the jobs asked of the page's engine
    (window.sudokuEngine, as the Solve button asks them), nothing else running; button: the Solve
    button after a paste (its solveMs, the same worker's time), the page redrawing meanwhile: on
    two cores its redraw and the worker's solve share the CPU."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=120_000)
    settle(page)
    engine = {name: [] for name in sets}
    button = {name: [] for name in sets}
    for _ in range(runs):
        for name, lines in sets.items():
            engine[name].append(page.evaluate(ENGINE_SOLVE_JS, lines))
            total = 0.0
            for line in lines:
                ms, status = page.evaluate(SOLVE_JS, line)
                assert status == "solved", (line, status)
                total += ms / 1000
            button[name].append(total)
    context.close()
    return {name: {"engine": statistics.median(engine[name]), "button": statistics.median(button[name])}
            for name in sets}


RAW_JS = """async ([zip, lines, runs]) => {
    if (!window.coreLoaded) {
        const buf = await (await fetch(zip)).arrayBuffer();
        window.py.unpackArchive(buf, "zip");
        window.coreLoaded = true;
    }
    window.py.globals.set("LINES", window.py.toPy(lines));
    window.py.globals.set("RUNS", runs);
    return window.py.runPython(`
import time, statistics
from sudoku_core import parse, solve
totals = []
for _ in range(RUNS):
    t0 = time.perf_counter()
    for line in LINES:
        solve(parse(line))
    totals.append(time.perf_counter() - t0)
statistics.median(totals)`);
}"""


def raw_pyodide_solve(browser, url, sets, runs):
    """The same solves as plain solve() calls on the bare Pyodide page: the interpreter's own cost."""
    zip_name = "./" + next(build.DIST.glob("sudoku_core-*.zip")).name  # the engine worker's (.py) zip
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    out = {name: page.evaluate(RAW_JS, [zip_name, lines, runs]) for name, lines in sets.items()}
    context.close()
    return out


def cpython_solve(sets, runs):
    from sudoku_core import parse, solve

    totals = {name: [] for name in sets}
    for _ in range(runs):
        for name, lines in sets.items():
            t0 = time.perf_counter()
            for line in lines:
                assert solve(parse(line)).status == "solved"
            totals[name].append(time.perf_counter() - t0)
    return {name: statistics.median(v) for name, v in totals.items()}


def main_thread_runs(browser, base, runs):
    """Longest main-thread tasks (ms): the page's boot and session, the bare page's boot."""
    page_boot, bare_boot, steps = [], [], {}
    for _ in range(runs):
        context = browser.new_context()
        page = context.new_page()
        page_boot.append(main_thread.boot_longest(page, base + "index.html", "sudoku-ready"))
        for name, value in main_thread.session(page).items():
            steps.setdefault(name, []).append(value)
        context.close()
        context = browser.new_context()
        bare_boot.append(main_thread.boot_longest(context.new_page(), base + "bare.html", "bare-ready"))
        context.close()
    return page_boot, bare_boot, steps


def print_main_thread(blocked) -> None:
    page_boot, bare_boot, steps = blocked
    if not page_boot:
        return
    worst = lambda v: max(v)  # noqa: E731
    print(f"\nLongest main-thread task (ms; worst of {len(page_boot)} runs; goal <= 100 everywhere)")
    print(f"  boot to ready: page {worst([b for b, _ in page_boot]):7.0f}   "
          f"bare Pyodide page {worst([b for b, _ in bare_boot]):7.0f}")
    for name, values in steps.items():
        print(f"  {name:26s} {worst([v for v, _ in values]):7.0f}   ({values[-1][1]})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5, help="cold boots of each page")
    ap.add_argument("--solve-runs", type=int, default=3)
    ap.add_argument("--network-runs", type=int, default=3, help="boots of each page on each emulated network")
    ap.add_argument("--main-thread-runs", type=int, default=2,
                    help="boots + scripted sessions measuring the longest main-thread task (0: skip)")
    ap.add_argument("--only-main-thread", action="store_true", help="measure only the main thread's longest tasks")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--chromium", default=None, help="browser binary (default: Playwright's, else /usr/bin/chromium)")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    if not args.no_build or not (build.DIST / "index.html").is_file():
        build.build()
    sets = load_sets()
    bare_dir = Path(tempfile.mkdtemp(prefix="bare-pyodide-"))
    (bare_dir / "bare.html").write_text(BARE_HTML)
    server, base = serve(build.DIST, bare_dir)
    try:
        with sync_playwright() as p:
            executable = args.chromium
            if executable is None and not Path(p.chromium.executable_path).is_file():
                executable = "/usr/bin/chromium"
            launch = {"args": ["--disable-sync", "--disable-background-networking", "--disable-component-update"]}
            if executable:
                launch["executable_path"] = executable
            browser = p.chromium.launch(**launch)
            blocked = main_thread_runs(browser, base, args.main_thread_runs)
            if args.only_main_thread:
                browser.close()
                print_main_thread(blocked)
                return 0
            wire = wire_bytes(browser, build.DIST, bare_dir)
            page_fcp, page_ready, page_engine, bare_ready = [], [], [], []
            for _ in range(args.runs):  # interleaved, so load changes hit both alike
                fcp, ready, engine = boot(browser, base + "index.html", "sudoku-ready", engine=True)
                page_fcp.append(fcp)
                page_ready.append(ready)
                page_engine.append(engine)
                bare_ready.append(boot(browser, base + "bare.html", "bare-ready")[1])
            inputs = [input_latency(browser, base + "index.html") for _ in range(args.runs)]
            networked = {}
            for network in NETWORKS:
                pairs = networked[network] = ([], [], [])
                for _ in range(args.network_runs):
                    times = boot(browser, base + "index.html", "sudoku-ready", network, engine=True)
                    pairs[0].append(times[1])
                    pairs[2].append(times[2])
                    pairs[1].append(boot(browser, base + "bare.html", "bare-ready", network)[1])
            repeat = ([], [])
            for _ in range(args.network_runs):
                repeat[0].append(repeat_boot(browser, base + "index.html", "sudoku-ready"))
                repeat[1].append(repeat_boot(browser, base + "bare.html", "bare-ready"))
            in_page = in_page_solve(browser, base + "index.html", sets, args.solve_runs)
            raw = raw_pyodide_solve(browser, base + "bare.html", sets, args.solve_runs)
            hints = in_page_hints(browser, base + "index.html")
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(bare_dir, ignore_errors=True)
    cpython = cpython_solve(sets, args.solve_runs)

    med = statistics.median
    rng = lambda v: f"{min(v):.2f}-{max(v):.2f}"  # noqa: E731
    print("\nFirst visit, bytes on the wire until ready (MB; page, bare Pyodide page, ratio)")
    for mode, (page_bytes, bare_bytes) in wire.items():
        goal = {"gzip": "   goal page <= 4.8", "brotli": "   goal page <= 3.9"}.get(mode, "")
        print(f"  {mode:7s} {page_bytes / 1e6:7.3f}   {bare_bytes / 1e6:7.3f}   {page_bytes / bare_bytes:5.2f}x{goal}")
    print(f"\nWeb benchmark: {args.runs} cold boots each, medians (range), seconds")
    print(f"  grid visible (first contentful paint) {med(page_fcp):7.3f}   ({rng(page_fcp)})   goal <= 0.3")
    print(f"  Solve enabled (UI ready)              {med(page_ready):7.3f}   ({rng(page_ready)})")
    print(f"  engine worker ready (Solve runs)      {med(page_engine):7.3f}   ({rng(page_engine)})")
    print(f"  bare Pyodide boot                     {med(bare_ready):7.3f}   ({rng(bare_ready)})")
    ratio = med(page_ready) / med(bare_ready)
    print(f"  Solve enabled / bare boot             {ratio:7.2f}x                goal <= 1.0x")
    print(f"  engine ready / bare boot              {med(page_engine) / med(bare_ready):7.2f}x")
    print(f"\nInput from the first moment, {len(inputs)} cold boots, medians, milliseconds (goal: take input within 300)")
    for key, label in (("first_key", "a typed digit first shows (from navigation)"),
                       ("first_pad", "a pad tap first shows (from navigation)"),
                       ("key", "key -> digit shown, once ready"), ("pad", "pad tap -> digit shown, once ready")):
        values = [row[key] for row in inputs]
        print(f"  {label:46s} {med(values):7.0f}   ({min(values):.0f}-{max(values):.0f})")
    print(f"\nSolve enabled vs bare Pyodide boot, {args.network_runs} runs each, medians, seconds")
    for network, (page_times, bare_times, engine_times) in networked.items():
        print(f"  first visit, {network:17s} page {med(page_times):7.3f}   bare {med(bare_times):7.3f}   "
              f"ratio {med(page_times) / med(bare_times):5.2f}x   goal <= 1.0x   "
              f"(engine ready {med(engine_times):.3f}: {med(engine_times) / med(bare_times):.2f}x)")
    print(f"  repeat visit (caches warm)         page {med(repeat[0]):7.3f}   bare {med(repeat[1]):7.3f}   "
          f"ratio {med(repeat[0]) / med(repeat[1]):5.2f}x")
    print_main_thread(blocked)
    print(f"\nSolving, total per set, median of {args.solve_runs} runs, seconds")
    for name in sets:
        engine, button = in_page[name]["engine"], in_page[name]["button"]
        print(f"  {name:8s} ({len(sets[name]):3d} puzzles)  in page {engine:7.3f}   "
              f"CPython {cpython[name]:7.3f}   ratio {engine / cpython[name]:5.2f}x   goal <= 2x   "
              f"(bare Pyodide solve() {raw[name]:.3f}: page overhead {engine / raw[name]:.2f}x; "
              f"through the Solve button, the page redrawing meanwhile, {button:.3f}: {button / cpython[name]:.2f}x)")
    print(f"  (CPython {sys.version.split()[0]}; the page runs Pyodide's Python 3.14 in WebAssembly)")
    if hints:
        page_ms, cpython_ms = hints
        rest = sorted(page_ms[1:])
        p95 = rest[min(len(rest) - 1, int(0.95 * len(rest)))]
        print(f"\nHint from the start position, {len(page_ms)} puzzles of {HINT_SET[0]}, milliseconds")
        print(f"  first press (imports the logic engine) {page_ms[0]:8.1f}")
        print(f"  in page: median {med(rest):7.1f}   p95 {p95:7.1f}   worst {max(rest):7.1f}   "
              f"(CPython hint_at: median {med(cpython_ms[1:]):.1f}, worst {max(cpython_ms[1:]):.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
