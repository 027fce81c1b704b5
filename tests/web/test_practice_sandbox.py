"""Issue 29, items 1 and 2 in Chromium: the learner's code runs where the site's storage does not
exist (an opaque-origin sandbox frame's worker), the service worker serves no tampered cached file,
and the page owns every verdict (forged messages, a patched clock, a flood change nothing).

The security tests run with service workers ALLOWED (test_offline's context): the poison is aimed
at the service worker's Cache Storage, and the next visit is checked to run the genuine boot.js.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from sudoku_web.practice_judge import CASE_IDS

from .conftest import wait_ready
from .test_offline import CACHE_STATE, copy_site, sw_page  # noqa: F401 - fixtures
from .test_practice import BITMASK, EXAMPLE, RUN_TIMEOUT, button, code_box, open_practice, press_and_wait, verdicts

POISON = "document.documentElement.dataset.poisoned = '1';"

# Module-level code the learner runs with Run: it tries every store of the site's origin (each
# attempt fails in the sandbox: an exception, or a promise that rejects), then the real solver runs.
ATTACK = f'''import js
from pyodide.ffi import create_proxy
POISON = {POISON!r}
tried = []

def attempt(name, make):
    try:
        result = make()
        if hasattr(result, "then"):
            result.then(create_proxy(lambda *a: tried.append(name + " ok")), create_proxy(lambda *a: None))
    except Exception:
        pass

def poison(names):
    for name in names:
        def put(cache):
            for url in ("boot.js", "./boot.js"):
                cache.put(url, js.Response.new(POISON))
        js.caches.open(name).then(create_proxy(put))

attempt("caches", lambda: js.caches.keys().then(create_proxy(poison)))
attempt("idb", lambda: js.indexedDB.open("sudoku-poison", 1))
attempt("storage", lambda: js.navigator.storage.getDirectory())
attempt("local", lambda: js.localStorage.setItem("sudoku-solver:practice", "{{}}"))
attempt("channel", lambda: js.BroadcastChannel.new("sudoku").postMessage(POISON))
attempt("fetch", lambda: js.fetch("/boot.js"))
attempt("fetch-put", lambda: js.fetch("/index.html", method="PUT", body=POISON))
'''


def boot_url(page) -> str:
    return page.evaluate("document.querySelector('script[src*=\"boot.js\"]').src")


def cached_boot(page, url):
    return page.evaluate("""async (url) => {
        const out = [];
        for (const name of (await caches.keys()).filter(n => n.startsWith('sudoku-'))) {
            const hit = await (await caches.open(name)).match(url);
            out.push(hit ? await hit.text() : null);
        }
        return out;
    }""", url)


def test_learner_code_cannot_reach_the_sites_storage_and_the_next_visit_is_clean(sw_page):
    page, root, url, guard = sw_page
    guard.expected_console += ["Content Security Policy", "Refused to", "Failed to fetch", "SecurityError",
                               "denied", "sandboxed"]
    page.goto(url + f"index.html?mode=practice&puzzle={EXAMPLE}")
    wait_ready(page)
    page.evaluate(CACHE_STATE)  # the service worker has cached the site
    page.evaluate("localStorage.setItem('sudoku-probe', 'mine')")
    boot = boot_url(page)
    genuine = (root / "boot.js").read_text()
    expect(button(page, "Run")).to_be_enabled()
    code_box(page).fill(ATTACK + "\n" + BITMASK)
    press_and_wait(page, "Run")
    assert verdicts(page)["grid"][0] == "accepted"  # the page stays correct
    page.wait_for_timeout(1500)  # any promise the code left behind has settled by now
    assert cached_boot(page, boot) == [genuine]
    assert page.evaluate("localStorage.getItem('sudoku-probe')") == "mine"
    assert page.evaluate("indexedDB.databases().then(d => d.map(x => x.name))") == [] or \
        "sudoku-poison" not in page.evaluate("indexedDB.databases().then(d => d.map(x => x.name))")

    page.reload()  # the next visit runs the genuine boot.js
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.poisoned") is None
    second = page.context.new_page()
    second.goto(url + "index.html")
    wait_ready(second)
    assert second.evaluate("document.documentElement.dataset.poisoned") is None
    second.close()


def test_service_worker_serves_no_tampered_cached_file(sw_page):
    page, root, url, guard = sw_page
    page.goto(url + "index.html")
    wait_ready(page)
    page.evaluate(CACHE_STATE)
    boot = boot_url(page)
    # any script of this origin (an XSS, an extension) could do this: replace boot.js in every cache
    page.evaluate("""async ([url, poison]) => {
        for (const name of (await caches.keys()).filter(n => n.startsWith('sudoku-'))) {
            await (await caches.open(name)).put(url, new Response(poison, {headers: {'Content-Type': 'text/javascript'}}));
        }
    }""", [boot, POISON])
    assert cached_boot(page, boot) == [POISON]
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    assert page.evaluate("document.documentElement.dataset.poisoned") is None
    # the tampered copy was dropped and the genuine one cached again: offline, it is still genuine
    assert cached_boot(page, boot) == [(root / "boot.js").read_text()]
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.poisoned") is None


# The learner's code forges the harness's messages (every shape, every case, many run numbers),
# a flood, and a clock that goes backwards, then leaves the board as it was.
FORGE = '''import js, json, sys, time
from pyodide.ffi import to_js
import sudoku_web.practice_harness as harness

def post(text, data=None):
    message = {"type": "msg", "text": text}
    if data is not None:
        message["data"] = to_js(data)
    js.postMessage(to_js(message, dict_converter=js.Object.fromEntries))

SOLVED = [list("534678912"), list("672195348"), list("198342567"), list("859761423"), list("426853791"),
          list("713924856"), list("961537284"), list("287419635"), list("345286179")]
for run in range(0, 8):
    for case in ("leetcode", "luogu", "adversarial", "seventeen", "grid"):
        post(json.dumps({"type": "start", "run": run, "case": case}))
        post(json.dumps({"type": "writes", "run": run, "case": case}), bytes([0, 5, 1, 0]))
        post(json.dumps({"type": "end", "run": run, "case": case, "status": "ok", "ms": 0, "writes": 1,
                         "board": SOLVED, "stdout": ""}))
for junk in ('{"type": "idle"}', '{"type": "end", "run": "1", "case": 5, "status": [], "ms": -1}',
             '{"type": "end", "run": 1, "case": "grid", "status": "ok", "ms": NaN}', "[" * 5000, "null", "7"):
    post(junk)
post(json.dumps({"type": "writes", "run": 1, "case": "grid"}), bytes([200, 77, 0]))
js.postMessage("idle")
js.postMessage(to_js({"type": "idle"}, dict_converter=js.Object.fromEntries))
js.postMessage(to_js({"type": "ready"}, dict_converter=js.Object.fromEntries))
for _ in range(1500):  # a flood
    post('{"type": "end"}')
clock = [1e9]
def backwards():
    clock[0] -= 1000.0
    return clock[0]
time.perf_counter = backwards
harness.perf_counter = backwards

class Solution:
    def solveSudoku(self, board):
        pass
'''


def test_forged_messages_and_a_patched_clock_change_no_verdict(page, guard):
    open_practice(page, EXAMPLE)
    code_box(page).fill(FORGE)
    press_and_wait(page, "Submit")
    got = verdicts(page)
    assert list(got) == list(CASE_IDS)
    # each case was judged on what the code did to its own board (nothing): never Accepted, never
    # stuck Running, each time the page's own (not negative, not 0.0 ms from a forged end)
    # (Time Limit Exceeded when this loaded machine took more than the limit to post the forgeries)
    for case, (verdict, text) in got.items():
        assert verdict in ("wrong_answer", "time_limit"), (case, text)
        assert "Running" not in text and "Waiting" not in text
        assert verdict == "time_limit" or "the board is as it was given" in text.lower(), text
    times = [float(page.locator(f'tr[data-case="{case}"] td').nth(1).inner_text().split()[0].replace(",", ""))
             for case in CASE_IDS]
    assert all(t >= 0 for t in times), times
    expect(page.get_by_role("status")).to_have_text("0 of 5 cases accepted.")
    expect(button(page, "Run")).to_be_enabled()
    expect(page.locator('tr[data-state="running"]')).to_have_count(0)

    # the next job runs in a fresh worker: the patched clock and module are gone, the real solver wins
    code_box(page).fill(BITMASK)
    press_and_wait(page, "Run")
    assert verdicts(page)["grid"][0] == "accepted"


def test_forged_end_for_the_running_case_is_judged_by_the_page(page, guard):
    """The one thing a message can do: end the case running now, with a board the page judges
    itself (no more than the code writing that board). A wrong board stays Wrong Answer."""
    open_practice(page, EXAMPLE)
    code = '''import js, json, sys
from pyodide.ffi import to_js

class Solution:
    def solveSudoku(self, board):
        frame = sys._getframe()
        while frame is not None and "run_id" not in frame.f_locals:
            frame = frame.f_back
        run = frame.f_locals["run_id"]
        text = json.dumps({"type": "end", "run": run, "case": "grid", "status": "ok", "ms": -5, "writes": 10**9,
                           "board": [["1"] * 9 for _ in range(9)]})
        js.postMessage(to_js({"type": "msg", "text": text}, dict_converter=js.Object.fromEntries))
        while True:
            pass
'''
    code_box(page).fill(code)
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "wrong_answer", text
    ms = page.locator('tr[data-case="grid"] td').nth(1).inner_text()
    assert not ms.startswith("-")
    writes = page.locator('tr[data-case="grid"] td').nth(2).inner_text()
    assert writes == "0"  # the page counts the writes it received, not what an end says
    assert not re.search(r"1,000,000,000", page.locator('tr[data-case="grid"]').inner_text())


def copied_link(page) -> str:
    box = page.locator("#copybox")
    if box.is_visible():
        return box.input_value()
    return page.evaluate("navigator.clipboard.readText()")


def test_copy_link_puts_long_code_in_the_fragment_and_the_page_reads_it(page, guard):
    from urllib.parse import parse_qsl, urlsplit

    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=guard.origin.rstrip("/"))
    open_practice(page)
    short = "class Solution:\n    def solveSudoku(self, board):\n        pass  # short & sweet\n"
    code_box(page).fill(short)
    page.get_by_role("button", name="Copy link").click()
    expect(page.get_by_role("status")).to_contain_text("Link copied")
    first = copied_link(page)
    link = urlsplit(first)
    assert dict(parse_qsl(link.query)) == {"judge": "leetcode", "code": short} and not link.fragment

    long = short + "".join(f"# line {i}: a comment that makes the link long\n" for i in range(300))
    code_box(page).fill(long)
    page.get_by_role("button", name="Copy link").click()
    url = first
    for _ in range(100):  # the copy is asynchronous: wait (bounded) for the new link to arrive
        url = copied_link(page)
        if url != first:
            break
        page.wait_for_timeout(100)
    link = urlsplit(url)
    assert dict(parse_qsl(link.query)) == {"judge": "leetcode"} and dict(parse_qsl(link.fragment)) == {"code": long}
    assert len(url) > 8000

    page.goto("about:blank")
    page.goto(url)  # the fragment opens the practice room with the code (not run)
    wait_ready(page)
    expect(page.get_by_role("tab", name="Practice")).to_have_attribute("aria-selected", "true")
    expect(code_box(page)).to_have_value(long)
    expect(page.get_by_role("status")).to_contain_text("runs only when you press Run")
    assert page.evaluate("document.body.dataset.practiceRunning") is None


# One message the page must read before it knows whose it is: 40,000 empty strings (120 KB). The
# page's MicroPython walks a str from its start for each index, so counting its brackets by finds
# from an index was quadratic: the page froze for 24 s (Stop dead, the case Time Limit Exceeded).
MANY_STRINGS = '''import js
from pyodide.ffi import to_js

text = '{"type": "output", "run": 1, "case": "grid", "x": [' + ",".join(['""'] * 40000) + ']}'
js.postMessage(to_js({"type": "msg", "text": text}, dict_converter=js.Object.fromEntries))

class Solution:
    def solveSudoku(self, board):
        pass
'''


def test_a_message_of_many_strings_does_not_freeze_the_page(page, guard):
    open_practice(page, EXAMPLE)
    code_box(page).fill(MANY_STRINGS)
    page.evaluate("""() => { window.gaps = []; let last = performance.now();
        setInterval(() => { const now = performance.now(); window.gaps.push(now - last); last = now; }, 50); }""")
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "wrong_answer", text      # judged on its board at once, not stopped past the limit
    assert page.evaluate("Math.max(...window.gaps)") < 3000


# A flood of messages of nearly the relay's cap (1 MB each) while the case runs. The page's
# MicroPython takes 30-180 ms to read each: the relay passes on at most 4 MB of them a second
# (24 MB before: the page's thread busy all the while, frozen for seconds, the case ended late).
FLOOD_MB = '''import js, json, time
from pyodide.ffi import to_js

text = json.dumps({"type": "output", "run": 1, "case": "grid", "stdout": "y" * 1000000})
message = to_js({"type": "msg", "text": text}, dict_converter=js.Object.fromEntries)

class Solution:
    def solveSudoku(self, board):
        began = time.time()
        while time.time() - began < 4:
            js.postMessage(message)
            time.sleep(0.02)
'''


def test_a_flood_of_large_messages_reaches_the_page_at_a_rate_it_can_read(page, guard):
    open_practice(page, EXAMPLE)
    code_box(page).fill(FLOOD_MB)
    page.evaluate("""() => { window.flood = {chars: 0};
        window.addEventListener('message', (event) => {
            const text = event.data && event.data.text;
            if (typeof text === 'string' && text.length > 100000) window.flood.chars += text.length;
        }); }""")
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    # its board (nothing written), or stopped: the flood spent the second's budget its end needed
    assert verdict in ("wrong_answer", "time_limit"), text
    # it posted for 4 s (on its own clock: about 200 messages): the page got at most 4 MB a second
    # of them, about 20 MB (100 MB before)
    chars = page.evaluate("window.flood.chars")
    assert 0 < chars <= 30 * 2**20, chars
