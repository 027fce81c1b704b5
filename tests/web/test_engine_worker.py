"""The engine worker in Chromium (issue 31): Pyodide in a module Web Worker, driven through
``window.sudokuEngine`` (engine_client.js) from a page that boot.js starts with
``<html data-engine="worker">`` under the page's own Content-Security-Policy.

One small page, made by the test in the built site: it waits for the worker, solves the hardest
example (and a variant) through it, asks for a hint, a generated puzzle (with progress), Explain's
path, a rating, a tutor trace and the race (every row reported), gets an error back as data,
answers a click while the worker counts, and cancels a long count (its promise rejects
"cancelled" within 0.2 s; the next request works after the respawn; a queued request is dropped
without ending the worker). A worker that cannot start fails its requests with the file's name,
and the next request starts another. Offline, a fresh worker starts from the service worker's
cache. The guard fixture fails a test on any request to another origin or any console error.
"""

from __future__ import annotations

import json
import re

import pytest

from sudoku_core import EXAMPLES, parse, solve
from sudoku_core.algorithms import ALGORITHMS
from sudoku_core.logic.rating import rate
from sudoku_core.generation.generator import generate
from sudoku_core.logic import hint_at

from .conftest import dist_dir
from .test_offline import CACHE_STATE, copy_site, sw_page  # noqa: F401 - fixtures

HARDEST = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."
SER9 = "9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9."
PAGE = "engine_check.html"
READY_TIMEOUT = 90_000

ASK = """async ([job, args]) => {
  const progress = [];
  const {promise} = window.sudokuEngine.request(job, JSON.stringify(args), (p) => progress.push(JSON.parse(p)));
  return {answer: JSON.parse(await promise), progress};
}"""

CANCEL = """async ([args, queued]) => {
  const engine = window.sudokuEngine;
  const long = engine.request("count", JSON.stringify(args), () => { window.__counting = true; });
  const second = engine.request("solve", JSON.stringify({puzzle: queued}));
  const dropped = second.promise.then(() => "resolved", (err) => err.message);
  await engine.cancel(second.id);   // queued: dropped, the worker keeps counting
  while (!window.__counting) await new Promise((r) => setTimeout(r, 20));
  const clicks = Number(document.getElementById("clicks").textContent);
  document.getElementById("tap").click();   // the page answers while the worker counts
  const answered = Number(document.getElementById("clicks").textContent) === clicks + 1;
  const start = performance.now();
  const ended = long.promise.then(() => "resolved", (err) => err.message);
  await engine.cancel(long.id);
  const outcome = await ended;
  return {outcome, ms: performance.now() - start, dropped: await dropped, answered, state: engine.state};
}"""


def write_engine_page(dist):
    """A page of the built site with the engine on: index.html's CSP, boot.js, a button."""
    index = (dist / "index.html").read_text()
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', index).group(1)
    boot = re.search(r'src="\./(boot\.js\?v=[0-9a-f]+)"', index).group(1)
    page = dist / PAGE
    page.write_text(f"""<!doctype html><html lang="en" data-engine="worker"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}"><title>engine</title><link rel="icon" href="data:,">
<script src="./{boot}"></script></head>
<body><p id="clicks">0</p><button id="tap" type="button">tap</button></body></html>""")
    return page


@pytest.fixture
def engine_page(site):
    page = write_engine_page(dist_dir())
    yield site + PAGE
    page.unlink(missing_ok=True)


def test_the_worker_answers_jobs_and_cancel_ends_the_running_one(page, engine_page, site):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(engine_page)
    page.evaluate("""() => document.getElementById("tap").addEventListener("click", () => {
        const p = document.getElementById("clicks"); p.textContent = String(Number(p.textContent) + 1); })""")
    page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=READY_TIMEOUT)
    assert page.evaluate("window.sudokuEngine.state") == "ready"

    solved = page.evaluate(ASK, ["solve", {"puzzle": HARDEST}])["answer"]
    core = solve(parse(HARDEST))
    assert solved["status"] == "solved" and solved["solution"]["cells"] == list(core.solution.cells)

    givens = [int(c) if c != "." else 0 for c in SER9]
    hint = page.evaluate(ASK, ["hint", {"size": 9, "givens": givens, "entries": [], "crossed": []}])["answer"]
    assert hint["hint"]["kind"] == "step"
    assert hint["hint"]["step"]["technique"] == hint_at(parse(SER9)).technique

    made = page.evaluate(ASK, ["generate", {"size": 9, "level": "hard", "seed": 7}])
    assert made["answer"]["puzzle"]["cells"] == list(generate(9, level="hard", seed=7).puzzle.cells)
    assert made["progress"] and all("tries" in p for p in made["progress"])

    easy = [int(c) if c != "." else 0 for c in EXAMPLES["easy"]]
    explained = page.evaluate(ASK, ["explain", {"size": 9, "givens": easy}])["answer"]
    assert explained["solved"] and len(explained["path"]) > 10
    rated = page.evaluate(ASK, ["rate", {"puzzle": EXAMPLES["easy"]}])["answer"]["rating"]
    assert rated["level"] == rate(parse(EXAMPLES["easy"])).level
    trace = page.evaluate(ASK, ["tutor_trace", {"puzzle": EXAMPLES["easy"], "algorithm": "bitmask", "count": 50}])
    assert len(trace["answer"]["frames"]) == 50 and "def " in trace["answer"]["source"]
    killer = {"size": 9, "extra_houses": [["diagonal-", [i * 10 for i in range(9)]]], "cages": [[[0, 1], 3]]}
    variant = page.evaluate(ASK, ["solve", {"puzzle": "." * 81, "variant": killer}])["answer"]
    assert variant["status"] == "multiple" and set(variant["solution"]["cells"][:2]) == {1, 2}
    race = page.evaluate(ASK, ["race", {"puzzle": EXAMPLES["easy"]}])
    assert [row["name"] for row in race["answer"]["rows"]] == list(ALGORITHMS)
    assert [p["row"]["name"] for p in race["progress"] if "row" in p] == list(ALGORITHMS)  # none dropped

    error = page.evaluate(ASK, ["solve", {"puzzle": "55" + "." * 79}])["answer"]["error"]
    assert error["code"] == "duplicate" and error["cells"] == [0, 1]

    ended = page.evaluate(CANCEL, [{"puzzle": "." * 81, "cap": 10 ** 9}, EXAMPLES["easy"]])
    assert ended["outcome"] == "cancelled" and ended["dropped"] == "cancelled"
    assert ended["answered"], "a click waited for the worker"
    assert ended["ms"] <= 200, ended
    assert ended["state"] == "starting"   # a fresh worker is on its way
    again = page.evaluate(ASK, ["solve", {"puzzle": EXAMPLES["easy"]}])["answer"]
    assert again["status"] == "solved"
    assert page.evaluate("window.sudokuEngine.state") == "ready"

    local = site.rstrip("/")
    assert [u for u in requests if not u.startswith((local, "data:", "blob:"))] == []
    assert any("sudoku_jobs-" in u for u in requests) and any("engine_worker.js" in u for u in requests)


FORGET = """async ([counted, queued]) => {
  const engine = window.sudokuEngine;
  const seen = [];
  engine.onstate = (state) => seen.push(state);
  const outcome = (p) => p.then(() => "resolved", (err) => err.message);
  const running = engine.request("count", JSON.stringify(counted));
  const second = engine.request("solve", JSON.stringify({puzzle: queued}));
  const third = engine.request("solve", JSON.stringify({puzzle: queued}));
  const [ran, dropped] = [outcome(running.promise), outcome(second.promise)];
  await new Promise((r) => setTimeout(r, 50));   // the count is running
  engine.forget(second.id);      // queued: dropped
  engine.forget(running.id);     // running: finishes unheard, the worker stays
  const forgotten = [await ran, await dropped];
  const answer = JSON.parse(await third.promise);
  engine.onstate = null;
  return {forgotten, third: answer.status, seen, state: engine.state};
}"""


def test_forget_drops_a_queued_job_and_lets_the_running_one_finish_unheard(page, engine_page):
    """sudokuEngine.forget (a tutor window of a closed trace): no fresh worker, unlike cancel."""
    page.goto(engine_page)
    page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=READY_TIMEOUT)
    ended = page.evaluate(FORGET, [{"puzzle": "." * 81, "cap": 3000}, EXAMPLES["easy"]])
    assert ended["forgotten"] == ["cancelled", "cancelled"]
    assert ended["third"] == "solved"
    assert ended["seen"] == [] and ended["state"] == "ready", ended   # never replaced


def test_the_service_worker_caches_the_engine_files(site):
    sw = (dist_dir() / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    names = {f.split("?")[0] for f in files}
    assert {"engine_worker.js", "engine_client.js"} <= names
    assert any(n.startswith("sudoku_jobs-") and n.endswith(".zip") for n in names)
    assert {"pyscript/pyodide/pyodide.mjs", "pyscript/pyodide/pyodide.asm.wasm"} <= names


def test_offline_a_fresh_worker_starts_from_the_service_workers_cache(sw_page):
    page, root, url, guard = sw_page
    write_engine_page(root)
    page.goto(url + PAGE)
    page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=READY_TIMEOUT)
    page.evaluate("document.body.dataset.ready = '1'")   # boot.js registers the service worker then
    cached = page.evaluate(CACHE_STATE.replace("return {names, counts};", """
        const keys = await (await caches.open(names[0])).keys();
        return keys.map((r) => r.url.split('/').pop());"""))
    assert {"engine_worker.js", "engine_client.js"} <= {u.split("?")[0] for u in cached}
    page.reload()   # now controlled by the service worker, whose cache holds the engine's files
    page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=READY_TIMEOUT)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    ended = page.evaluate(CANCEL, [{"puzzle": "." * 81, "cap": 10 ** 9}, EXAMPLES["easy"]])
    assert ended["outcome"] == "cancelled"
    page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=READY_TIMEOUT)
    assert page.evaluate(ASK, ["solve", {"puzzle": HARDEST}])["answer"]["status"] == "solved"


def test_a_worker_that_cannot_start_fails_its_requests_and_the_next_request_starts_another(
        page, engine_page, guard):
    guard.expected_console += ["Failed to load resource", "sudoku_jobs-"]
    page.route("**/sudoku_jobs-*.zip", lambda route: route.abort())
    page.goto(engine_page)
    page.wait_for_function("document.documentElement.dataset.engineState === 'failed'", timeout=READY_TIMEOUT)
    refused = page.evaluate("""async () => window.sudokuEngine.request("solve", '{"puzzle": "' + '.'.repeat(81) + '"}')
        .promise.then(() => "resolved", (err) => err.message)""")
    assert refused.startswith("engine crashed: ") and "sudoku_jobs-" in refused
    page.unroute("**/sudoku_jobs-*.zip")
    answer = page.evaluate(ASK, ["solve", {"puzzle": EXAMPLES["easy"]}])["answer"]
    assert answer["status"] == "solved" and page.evaluate("window.sudokuEngine.state") == "ready"


def test_a_worker_script_that_cannot_load_ends_failed_and_solve_says_so(page, guard):
    """Review: a worker whose script never loads errored before its first "ready", and that was
    taken for a crash: a new worker at once, for good, and data-engine-state never "failed". Now it
    is a failed start: the state says "failed" and Solve says the engine failed instead of waiting."""
    from playwright.sync_api import expect

    from .conftest import UI_TIMEOUT, wait_ready

    guard.expected_console += ["Failed to load resource", "engine_worker"]
    asked = []

    def not_found(route):
        asked.append(route.request.url)
        route.fulfill(status=404, body="not here")

    page.route("**/engine_worker.js*", not_found)
    page.set_default_timeout(UI_TIMEOUT)
    page.goto(f"index.html?puzzle={EXAMPLES['easy']}")
    wait_ready(page)
    page.wait_for_function("document.documentElement.dataset.engineState === 'failed'", timeout=READY_TIMEOUT)
    page.wait_for_timeout(1000)
    assert page.evaluate("document.documentElement.dataset.engineState") == "failed"
    assert 1 <= len(asked) <= 2                      # no endless respawn
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("The solver stopped working", timeout=READY_TIMEOUT)
    assert page.evaluate("document.documentElement.dataset.engineState") == "failed"
    # the 404s were this test's own doing: not a problem for the guard
    guard.failed_responses[:] = [r for r in guard.failed_responses if "/engine_worker.js" not in r]


def test_an_engine_client_that_cannot_load_ends_failed_and_solve_says_so(page, guard):
    """Review: when boot.js could not import engine_client.js, window.sudokuEngine never came and a
    request waited for good; boot.js now marks data-engine-state "failed" and Solve says so."""
    from playwright.sync_api import expect

    from .conftest import UI_TIMEOUT, wait_ready

    guard.expected_console += ["Failed to load resource", "engine client did not load", "engine_client"]
    page.route("**/engine_client.js*", lambda route: route.fulfill(status=404, body="not here"))
    page.set_default_timeout(UI_TIMEOUT)
    page.goto(f"index.html?puzzle={EXAMPLES['easy']}")
    wait_ready(page)
    page.wait_for_function("document.documentElement.dataset.engineState === 'failed'", timeout=READY_TIMEOUT)
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("The solver stopped working", timeout=READY_TIMEOUT)
    guard.failed_responses[:] = [r for r in guard.failed_responses if "/engine_client.js" not in r]
