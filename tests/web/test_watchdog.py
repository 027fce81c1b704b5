"""The boot watchdog (boot.js): when the page's Python is not ready in time, the page says so and offers a tab.

Issue 31's design: the page's Python is MicroPython (``body[data-ready]``: the UI is live) and Pyodide
starts in the engine worker (``html[data-engine-state]``). The watchdog watches the page's Python: a
stalled start is simulated by holding the request for MicroPython's wasm unanswered (as a blocked
IndexedDB stalls PyScript: no error, no progress). An engine that is slow to start is no stall of
the page: the UI is ready and no watchdog shows. Holding a request is not a failed request, so the
guard needs no exception; the held requests are released at the end.
"""

from __future__ import annotations

from urllib.parse import quote

from playwright.sync_api import expect

from .conftest import BOOT_TIMEOUT, UI_TIMEOUT, wait_engine, wait_ready
from .helpers import EASY, cell


def hold(page, pattern="**/micropython.wasm"):
    """Leave the requests for ``pattern`` unanswered until released (the page's Python by default;
    "**/pyodide.asm.wasm" is the engine worker's)."""
    held = []
    page.route(pattern, lambda route: held.append(route))
    return held


def release(held):
    for route in held:
        route.continue_()
    held.clear()


def test_stalled_start_shows_the_watchdog_and_a_new_tab_link(page, guard):
    page.set_default_timeout(UI_TIMEOUT)
    held = hold(page)
    page.goto(f"index.html?embed=1&puzzle={EASY}&controls=solve&watchdog=2")
    alert = page.get_by_role("alert")
    alert.wait_for(timeout=15_000)
    assert "Python did not start" in alert.text_content()
    body = page.evaluate("({...document.body.dataset})")
    assert body["ready"] == "0" and body["watchdog"] == "1"
    link = alert.get_by_role("link", name="Open in a new tab")
    href = link.get_attribute("href")
    assert link.get_attribute("target") == "_blank"
    assert "embed=" not in href and "controls=" not in href and "watchdog=" not in href and f"puzzle={EASY}" in href
    assert page.get_by_role("button", name="Solve").is_disabled()

    # the new tab is the full page (the held request belongs to the first page only)
    with page.context.expect_page() as info:
        link.click()
    tab = info.value
    tab.set_default_timeout(UI_TIMEOUT)
    tab.wait_for_load_state("domcontentloaded")
    wait_ready(tab)
    assert tab.locator("header h1").bounding_box()["height"] > 1 and not tab.get_by_role("alert").is_visible()
    assert not tab.evaluate("document.documentElement.classList.contains('embed')")
    tab.close()

    # a slow start rather than a stall: once Python is ready, the message goes away
    release(held)
    wait_ready(page)
    assert not page.get_by_role("alert").is_visible()
    assert page.evaluate("document.body.dataset.watchdog") == "0"


def test_watchdog_tells_the_host_page(page, guard, site, host_site):
    """In an iframe, the stalled page also posts sudoku:stalled to its host."""
    guard.origins.append(host_site)
    page.set_default_timeout(UI_TIMEOUT)
    held = hold(page)  # page routes cover the iframe's requests too
    app_url = f"{site}index.html?embed=1&watchdog=1"
    page.goto(f"{host_site}embed.html?app={quote(app_url, safe='')}")
    page.wait_for_function("window.sudokuEvents.some(e => e.type === 'sudoku:stalled')", timeout=15_000)
    stalled = page.evaluate("window.sudokuEvents.find(e => e.type === 'sudoku:stalled')")
    assert stalled == {"type": "sudoku:stalled", "seconds": 1}
    assert "did not start" in page.locator("#verdict").text_content()
    page.frame_locator("#sudoku").get_by_role("alert").wait_for()
    release(held)
    page.wait_for_function("window.sudokuEvents.some(e => e.type === 'sudoku:ready')", timeout=BOOT_TIMEOUT)


def test_a_slow_engine_is_no_stall_the_page_takes_input(page, guard):
    """The engine worker's Pyodide held: the page's own Python is ready, takes a digit, and shows no
    watchdog; the engine says it is starting until it is released."""
    page.set_default_timeout(UI_TIMEOUT)
    held = hold(page, "**/pyodide.asm.wasm")  # page routes cover its dedicated workers' requests too
    page.goto(f"index.html?puzzle={EASY}&watchdog=1")
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.engineState") == "starting"
    first = EASY.index(".")
    box = cell(page, first // 9 + 1, first % 9 + 1)
    box.click()
    page.keyboard.press("4")
    expect(box).to_have_value("4")
    assert page.evaluate("document.documentElement.dataset.engineState") == "starting"
    # (a page slower than 1 s to start on a loaded machine shows the watchdog and hides it: "0")
    assert not page.get_by_role("alert").is_visible()
    assert page.evaluate("document.body.dataset.watchdog") in (None, "0")
    for _ in range(100):        # the worker asks for Pyodide's wasm soon after navigation
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the engine worker's pyodide.asm.wasm was never asked for: nothing was held"
    release(held)
    wait_engine(page)


def test_no_watchdog_on_a_normal_start(app):
    assert not app.get_by_role("alert").is_visible()
    # (a boot slower than the default 20 s on a loaded machine shows it and hides it again: "0")
    assert app.evaluate("document.body.dataset.watchdog") in (None, "0")
