"""The boot watchdog (boot.js): when Python is not ready in time, the page says so and offers a tab.

A stalled start is simulated by holding the request for Pyodide's wasm unanswered (as a blocked
IndexedDB stalls PyScript at "Loading Storage": no error, no progress). Holding a request is not a
failed request, so the guard needs no exception; the held requests are released at the end.
"""

from __future__ import annotations

from urllib.parse import quote

from .conftest import BOOT_TIMEOUT, UI_TIMEOUT, wait_ready
from .helpers import EASY


def hold_wasm(page):
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # unanswered until released
    return held


def release(held):
    for route in held:
        route.continue_()
    held.clear()


def test_stalled_start_shows_the_watchdog_and_a_new_tab_link(page, guard):
    page.set_default_timeout(UI_TIMEOUT)
    held = hold_wasm(page)
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
    held = hold_wasm(page)  # page routes cover the iframe's requests too
    app_url = f"{site}index.html?embed=1&watchdog=1"
    page.goto(f"{host_site}embed.html?app={quote(app_url, safe='')}")
    page.wait_for_function("window.sudokuEvents.some(e => e.type === 'sudoku:stalled')", timeout=15_000)
    stalled = page.evaluate("window.sudokuEvents.find(e => e.type === 'sudoku:stalled')")
    assert stalled == {"type": "sudoku:stalled", "seconds": 1}
    assert "did not start" in page.locator("#verdict").text_content()
    page.frame_locator("#sudoku").get_by_role("alert").wait_for()
    release(held)
    page.wait_for_function("window.sudokuEvents.some(e => e.type === 'sudoku:ready')", timeout=BOOT_TIMEOUT)


def test_no_watchdog_on_a_normal_start(app):
    assert not app.get_by_role("alert").is_visible()
    # (a boot slower than the default 20 s on a loaded machine shows it and hides it again: "0")
    assert app.evaluate("document.body.dataset.watchdog") in (None, "0")
