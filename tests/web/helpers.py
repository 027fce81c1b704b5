"""Helpers shared by the browser tests: reading the grid, validating solutions, pasting."""

from __future__ import annotations

import json

from samples import BOX, EASY, HARD16, INKALA, NO_SOLUTION, TWO_SOLUTIONS, assert_valid_solution  # noqa: F401 (re-exported)


def grid_state(page) -> dict:
    """Values (one string, '.' for empty) and kinds of every cell, read from the DOM."""
    return page.evaluate(
        """() => {
            const cells = [...document.querySelectorAll('#grid input')];
            return {
                size: Number(document.querySelector('#grid').dataset.size),
                line: cells.map(c => c.value || '.').join(''),
                kinds: cells.map(c => c.classList.contains('given') ? 'g'
                                    : c.classList.contains('solved') ? 's' : '.').join(''),
                conflicts: cells.flatMap((c, i) => c.classList.contains('conflict') ? [i] : []),
                differs: cells.flatMap((c, i) => c.classList.contains('differs') ? [i] : []),
            };
        }"""
    )


def paste(page, text: str, selector: str = "body") -> None:
    """Fire a real paste event (as Ctrl+V would) carrying ``text`` at ``selector``."""
    page.evaluate(
        """([sel, text]) => {
            const dt = new DataTransfer();
            dt.setData('text/plain', text);
            const target = document.querySelector(sel);
            target.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true}));
        }""",
        [selector, text],
    )


def cell(page, row: int, col: int):
    """The input of a cell, by its accessible name (1-based, as the contract says)."""
    return page.get_by_label(f"Row {row}, column {col}", exact=True)


def to_json(x):
    return json.dumps(x)


def phone_page(browser, guard, address, width=360, height=640, init_script=None):
    """A touch-screen phone's page (``is_mobile``, ``has_touch``) in its own context, navigated to
    ``address`` and ready; its errors and foreign requests count as the test's (``guard``). Close
    it with ``page.context.close()``."""
    from .conftest import BOOT_TIMEOUT, UI_TIMEOUT

    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True,
                                  service_workers="block", base_url=guard.origin)
    if init_script:
        context.add_init_script(init_script)
    context.route("**/*", guard.route)
    page = context.new_page()
    page.set_default_timeout(UI_TIMEOUT)
    page.on("pageerror", lambda err: guard.page_errors.append(str(err)))
    page.on("console", guard.on_console)
    page.goto(address)
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=BOOT_TIMEOUT)
    return page
