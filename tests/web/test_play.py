"""Playing in Chromium (issue 30, items 5-7): a finished grid noticed, a full wrong grid shown,
mistakes against the solution or not at all, the timer with Pause and the hidden page, the time
kept across a reload, records in the Statistics dialog, the daily puzzle and its streak, and the
embed controls timer, stats and daily.

Time is Playwright's fake clock (``page.clock``): ``install`` lets it flow and ``fast_forward``
jumps it, so no assertion waits on the wall clock; the daily puzzle's date is faked the same way.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from sudoku_core import parse, solve

from .axe import assert_no_violations
from .conftest import UI_TIMEOUT, wait_ready
from .helpers import EASY, cell

SOLUTION = "".join(str(v) for v in solve(parse(EASY)).solution.cells)
LAST = (78, 79, 80)                    # the three cells left empty in NEAR (row 9, columns 7-9)
NEAR = "".join("." if i in LAST else ch for i, ch in enumerate(SOLUTION))
MINUTE = re.compile(r"(\d+):(\d\d)")


def seconds_of(text: str) -> int:
    minutes, secs = MINUTE.search(text).groups()
    return int(minutes) * 60 + int(secs)


def type_at(page, index: int, symbol: str):
    cell(page, index // 9 + 1, index % 9 + 1).click()
    page.keyboard.press(symbol)


def open_page(page, query=""):
    page.set_default_timeout(UI_TIMEOUT)
    page.goto("index.html" + query)
    wait_ready(page)
    return page


def timer(page):
    return page.get_by_role("timer", name="Time")


def status(page):
    return page.get_by_role("status")


def test_finishing_by_typing_is_noticed_stops_the_clock_and_counts_once(page, guard):
    page.clock.install()
    open_page(page, f"?puzzle={NEAR}")
    body = page.locator("body")
    expect(body).to_have_attribute("data-clock", "running")
    page.clock.fast_forward("01:35")
    expect(timer(page)).to_have_text(re.compile(r"1:3\d"))
    type_at(page, 78, SOLUTION[78])
    type_at(page, 79, SOLUTION[79])
    expect(body).to_have_attribute("data-finished", "0")
    type_at(page, 80, SOLUTION[80])
    expect(status(page)).to_have_text(re.compile(r"^Solved in \d+:\d\d\. "))
    expect(body).to_have_attribute("data-finished", "1")
    expect(body).to_have_attribute("data-clock", "stopped")
    shown = timer(page).inner_text()
    assert seconds_of(shown) >= 95 and status(page).inner_text().startswith(f"Solved in {shown}.")
    page.clock.fast_forward("02:00")                # stopped: the time shown stays
    expect(timer(page)).to_have_text(shown)
    page.keyboard.press("Control+z")                # undo and redo: the same finish, not counted again
    expect(body).to_have_attribute("data-finished", "0")
    page.keyboard.press("Control+y")
    expect(body).to_have_attribute("data-finished", "1")

    page.goto("index.html")                         # the work comes back, finished; records kept
    wait_ready(page)
    expect(timer(page)).to_have_text(shown)
    expect(body).to_have_attribute("data-clock", "stopped")
    page.get_by_role("button", name="Statistics").click()
    dialog = page.get_by_role("dialog", name="Statistics")
    row = dialog.get_by_role("row", name=re.compile("^custom"))
    expect(row.get_by_role("cell")).to_have_text(["1", shown, shown, "0"])
    expect(dialog.get_by_role("columnheader")).to_have_text(["Level", "Solved", "Best time", "Average time", "Hints used"])
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert_no_violations(page, f"the Statistics dialog ({scheme})")
