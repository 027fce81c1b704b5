"""Playing in Chromium (issue 30, items 5-7): a finished grid noticed, a full wrong grid shown,
mistakes against the solution or not at all, the timer with Pause and the hidden page, the time
kept across a reload, records in the Statistics dialog, the daily puzzle and its streak, and the
embed controls timer, stats and daily.

Time is Playwright's fake clock (``page.clock``): ``install`` lets it flow and ``fast_forward``
jumps it, so no assertion waits on the wall clock; the daily puzzle's date is faked the same way.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import expect

from sudoku_core import Puzzle, format_puzzle, parse, solve

from .axe import assert_no_violations
from .conftest import ENGINE_TIMEOUT, UI_TIMEOUT, wait_ready
from .helpers import EASY, HARD16, cell, paste

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


def played_for_95_seconds(page, query: str):
    """The page opened at ``query`` under a fake clock, its timer running, 1:35 later; its body."""
    page.clock.install()
    open_page(page, query)
    body = page.locator("body")
    expect(body).to_have_attribute("data-clock", "running")
    page.clock.fast_forward("01:35")
    expect(timer(page)).to_have_text(re.compile(r"1:3\d"))
    return body


def test_finishing_by_typing_is_noticed_stops_the_clock_and_counts_once(page, guard):
    body = played_for_95_seconds(page, f"?puzzle={NEAR}")
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


def test_a_full_wrong_grid_is_said_and_show_where_marks_the_wrong_cells(page, guard):
    open_page(page, f"?puzzle={NEAR}")
    a, b, c = (SOLUTION[i] for i in LAST)
    type_at(page, 78, b)                            # two digits swapped, one right
    type_at(page, 79, a)
    type_at(page, 80, c)
    expect(status(page)).to_have_text("The grid is full but not right.")
    expect(page.locator("body")).to_have_attribute("data-finished", "0")
    show = page.get_by_role("button", name="Show where")
    show.click()                                    # asks the engine: runs once it has started
    expect(status(page)).to_have_text("Cells marked as wrong: 2.", timeout=ENGINE_TIMEOUT)
    marked = page.locator("#grid input[data-wrong]")
    expect(marked).to_have_count(2)
    expect(marked.first).to_have_class(re.compile(r"\bwrong\b"))
    expect(cell(page, 9, 7)).to_have_attribute("aria-description", "Wrong digit")
    expect(cell(page, 9, 9)).not_to_have_attribute("data-wrong", "1")
    type_at(page, 78, a)                            # putting one right: marks gone, still full and wrong
    expect(marked).to_have_count(0)
    hint, apply = page.get_by_role("button", name="Hint"), page.get_by_role("button", name="Apply")
    hint.click()                                    # the hint finds the wrong entry; Apply removes it
    expect(page.locator("body")).to_have_attribute("data-hint-technique", "wrong_entry")
    apply.click()
    expect(cell(page, 9, 8)).to_have_value("")
    expect(show).to_be_hidden()
    hint.click()                                    # then the last digit: Apply finishes the puzzle
    expect(apply).to_be_enabled()
    apply.click()
    expect(cell(page, 9, 8)).to_have_value(b)
    expect(status(page)).to_have_text(re.compile(r"^Solved in \d+:\d\d\. "))
    expect(page.locator("body")).to_have_attribute("data-finished", "1")


def test_mistakes_against_the_solution_at_once_and_none_when_off(page, guard):
    page.add_init_script("localStorage.setItem('sudoku-solver:settings', JSON.stringify({v: 1, mistakes: 'solution'}))")
    open_page(page, f"?puzzle={EASY}")
    empty = EASY.index(".")
    right = SOLUTION[empty]
    wrong = next(d for d in "123456789" if d != right and d not in
                 {EASY[j] for j in range(81) if j // 9 == empty // 9 or j % 9 == empty % 9})
    type_at(page, empty, wrong)                     # no repeat, but not the solution's digit
    target = cell(page, empty // 9 + 1, empty % 9 + 1)
    expect(target).to_have_attribute("data-wrong", "1", timeout=ENGINE_TIMEOUT)   # once the engine answers
    expect(target).to_have_class(re.compile(r"\bwrong\b"))
    expect(target).not_to_have_class(re.compile(r"\bconflict\b"))
    type_at(page, empty, right)
    expect(target).not_to_have_attribute("data-wrong", "1")

    page.get_by_role("button", name="Settings").click()
    page.get_by_role("dialog", name="Settings").get_by_role("radio", name="Never show them").check()
    page.keyboard.press("Escape")
    repeat = EASY[empty // 9 * 9 + next(j for j in range(9) if EASY[empty // 9 * 9 + j] != ".")]
    nxt = next(j for j in range(empty + 1, empty // 9 * 9 + 9) if EASY[j] == ".")
    type_at(page, nxt, repeat)                      # a digit repeated in its row: no mark, nothing said
    expect(cell(page, nxt // 9 + 1, nxt % 9 + 1)).to_have_value(repeat)
    expect(page.locator("#grid input.conflict")).to_have_count(0)
    expect(page.locator("#grid input[data-wrong]")).to_have_count(0)
    page.get_by_role("button", name="Settings").click()   # back to repeats: the repeat is marked
    page.get_by_role("dialog", name="Settings").get_by_role("radio", name="Show repeated digits").check()
    page.keyboard.press("Escape")
    expect(page.locator("#grid input.conflict")).not_to_have_count(0)


HIDE = """
window.__setHidden = (hidden) => {
  Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => hidden ? 'hidden' : 'visible'});
  Object.defineProperty(document, 'hidden', {configurable: true, get: () => hidden});
  document.dispatchEvent(new Event('visibilitychange'));
};
"""


def test_pause_hides_the_grid_and_stops_the_clock_as_does_a_hidden_page_and_a_reload_goes_on(page, guard):
    page.clock.install()
    page.add_init_script(HIDE)
    open_page(page, f"?puzzle={EASY}")
    body = page.locator("body")
    expect(body).to_have_attribute("data-clock", "running")
    page.clock.fast_forward("01:05")
    expect(timer(page)).to_have_text(re.compile(r"^1:0\d$"))
    pause = page.get_by_role("button", name="Pause")
    pause.click()
    expect(body).to_have_attribute("data-paused", "1")
    expect(body).to_have_attribute("data-clock", "stopped")
    expect(cell(page, 1, 1)).to_be_hidden()
    expect(page.locator("#board .pause-cover")).to_have_text("Paused")
    expect(page.get_by_role("group", name="Digit pad")).to_be_hidden()     # nothing to enter, no counts to read
    paused_at = timer(page).inner_text()
    page.clock.fast_forward("05:00")
    expect(timer(page)).to_have_text(paused_at)
    page.get_by_role("button", name="Resume").click()
    expect(body).to_have_attribute("data-paused", "0")
    expect(cell(page, 1, 1)).to_be_visible()
    expect(page.get_by_role("group", name="Digit pad")).to_be_visible()
    page.clock.fast_forward("01:00")
    expect(timer(page)).not_to_have_text(paused_at)
    assert seconds_of(timer(page).inner_text()) >= seconds_of(paused_at) + 60

    page.evaluate("__setHidden(true)")              # the page hidden: the clock stops, no cover
    expect(body).to_have_attribute("data-clock", "stopped")
    hidden_at = timer(page).inner_text()
    page.clock.fast_forward("10:00")
    page.evaluate("__setHidden(false)")
    expect(body).to_have_attribute("data-clock", "running")
    assert seconds_of(timer(page).inner_text()) < seconds_of(hidden_at) + 60
    expect(body).to_have_attribute("data-paused", "0")

    before = int(timer(page).get_attribute("data-seconds"))
    page.reload()                                   # the time is kept with the work
    wait_ready(page)
    assert int(timer(page).get_attribute("data-seconds")) >= before >= 125
    expect(body).to_have_attribute("data-clock", "running")

    # and so is Pause (a phone's browser drops a page in the background and loads it again): the
    # page came back playing, the grid shown and the clock running; a hint's text hides under it
    page.get_by_role("button", name="Hint", exact=True).click()
    expect(page.locator("#hint-text")).to_contain_text("Next technique")
    pause.click()
    expect(page.locator("#hint-text")).to_be_hidden()
    paused_at = timer(page).get_attribute("data-seconds")
    page.reload()
    wait_ready(page)
    expect(body).to_have_attribute("data-paused", "1")
    expect(body).to_have_attribute("data-clock", "stopped")
    expect(cell(page, 1, 1)).to_be_hidden()
    page.clock.fast_forward("02:00")
    assert timer(page).get_attribute("data-seconds") == paused_at
    page.get_by_role("button", name="Resume").click()
    expect(body).to_have_attribute("data-clock", "running")
    page.reload()                                   # resumed: it comes back playing
    wait_ready(page)
    expect(body).to_have_attribute("data-paused", "0")


def givens(page) -> str:
    return page.evaluate("[...document.querySelectorAll('#grid input')].map(c => c.classList.contains('given') ? c.value : '.').join('')")


def daily_on(page, day: str) -> str:
    """Press Daily puzzle on ``day`` (the faked local date); the puzzle's givens."""
    page.clock.set_fixed_time(f"{day}T12:00:00")
    page.get_by_role("button", name="Daily puzzle").click()
    expect(status(page)).to_contain_text(f"Daily puzzle for {day} (")
    return givens(page)


def solve_by_typing(page):
    """Fill all but one empty cell in the stored work (as if typed, then the page reloaded), and
    type the last one: quicker than typing fifty cells, and the play record of the work (the
    daily puzzle's date and level) must survive the reload to count."""
    line = givens(page)
    solution = "".join(str(v) for v in solve(parse(line)).solution.cells)
    last = line.rindex(".")
    page.evaluate("""([entries]) => {
        const work = JSON.parse(localStorage.getItem('sudoku-solver:work'));
        work.positions[work.at].entries = entries;
        localStorage.setItem('sudoku-solver:work', JSON.stringify(work));
    }""", ["".join(s if g == "." and i != last else "." for i, (g, s) in enumerate(zip(line, solution)))])
    page.reload()
    wait_ready(page)
    expect(page.locator("body")).to_have_attribute("data-finished", "0")
    type_at(page, last, solution[last])
    expect(status(page)).to_have_text(re.compile(r"^Solved in "))


def test_the_daily_puzzle_same_date_same_puzzle_and_solved_dailies_make_a_streak(page, guard, browser, site):
    open_page(page)
    daily_on(page, "2026-11-23")                    # Monday: easy
    expect(status(page)).to_have_text("Daily puzzle for 2026-11-23 (easy).")
    monday = givens(page)
    page.get_by_role("button", name="Hint").click()  # a hint, counted for the level (once the engine runs)
    expect(page.locator("body")).to_have_attribute("data-hint-level", "1", timeout=ENGINE_TIMEOUT)
    solve_by_typing(page)
    tuesday = daily_on(page, "2026-11-24")
    expect(status(page)).to_have_text("Daily puzzle for 2026-11-24 (medium).")
    assert tuesday != monday and tuesday.count(".") > 40

    other = browser.new_context(base_url=site, service_workers="block")   # another browser profile
    other.route("**/*", guard.route)
    second = other.new_page()
    second.on("pageerror", lambda err: guard.page_errors.append(str(err)))
    open_page(second)
    assert daily_on(second, "2026-11-24") == tuesday
    assert daily_on(second, "2026-11-23") == monday
    other.close()

    solve_by_typing(page)
    page.get_by_role("button", name="Statistics").click()
    dialog = page.get_by_role("dialog", name="Statistics")
    expect(dialog).to_contain_text("Daily puzzles solved in a row: 2.")
    expect(dialog.get_by_role("rowheader")).to_have_text(["easy", "medium"])
    easy = dialog.get_by_role("row", name=re.compile("^easy")).get_by_role("cell")
    expect(easy.first).to_have_text("1")
    expect(easy.last).to_have_text("1")
    expect(dialog.get_by_role("row", name=re.compile("^medium")).get_by_role("cell").last).to_have_text("0")
    page.keyboard.press("Escape")
    page.clock.set_fixed_time("2026-11-26T12:00:00")   # a day missed: the streak is over
    page.get_by_role("button", name="Statistics").click()
    expect(dialog).to_contain_text("Daily puzzles solved in a row: 0.")


def days_of_one_daily_puzzle(first="2026-11-24"):
    """Two days from ``first`` on whose daily puzzle is the same one (the shipped bank has ten of a
    level), the second the nearest such day after the first."""
    from sudoku_web.daily import daily_entry, day_number, iso_date
    from sudoku_web.new_puzzle import Bank

    from .conftest import dist_dir

    bank = Bank.from_json((dist_dir() / "bank.json").read_text())
    start = day_number(first)
    picks = [(iso_date(d), daily_entry(bank, iso_date(d))[0].puzzle) for d in range(start, start + 400)]
    return min(((a, b) for n, (a, pa) in enumerate(picks) for b, pb in picks[n + 1:] if pa == pb),
               key=lambda pair: day_number(pair[1]) - day_number(pair[0]))


def test_a_daily_puzzle_finished_on_one_day_is_played_again_as_another_days(page, guard):
    """The same puzzle is another day's daily puzzle too: Daily puzzle on that day left the board
    finished (its clock stopped, nothing to play), so that day could never be solved."""
    first, second = days_of_one_daily_puzzle()
    open_page(page)
    puzzle = daily_on(page, first)
    solve_by_typing(page)
    body = page.locator("body")
    expect(body).to_have_attribute("data-finished", "1")
    assert daily_on(page, second) == puzzle
    expect(body).to_have_attribute("data-daily", second)
    expect(body).to_have_attribute("data-finished", "0")
    expect(timer(page)).to_have_text("0:00")
    assert page.evaluate("[...document.querySelectorAll('#grid input')].filter(c => !c.value).length") == puzzle.count(".")
    solve_by_typing(page)
    expect(status(page)).to_have_text(re.compile(r"^Solved in .* Well done!$"))
    records = json.loads(page.evaluate("(key) => localStorage.getItem(key)", RECORDS))
    assert records["daily"] == [first, second]
    daily_on(page, second)                               # today's, finished: stays so, not counted again
    expect(body).to_have_attribute("data-finished", "1")
    assert json.loads(page.evaluate("(key) => localStorage.getItem(key)", RECORDS)) == records


def test_the_daily_puzzle_asked_again_after_another_puzzle_brings_its_work_back(page, guard):
    """Daily puzzle, then another puzzle, then Daily puzzle again: the day's puzzle came back bare
    (the entries only behind Undo, across the other puzzle) while its clock went on from the time
    of the work lost; the work now comes back with its time, one undoable change."""
    page.clock.install(time="2026-11-24T12:00:00")
    open_page(page)
    page.get_by_role("button", name="Daily puzzle").click()
    expect(status(page)).to_contain_text("Daily puzzle for 2026-11-24 (")
    day = givens(page)
    answer = "".join(str(v) for v in solve(parse(day)).solution.cells)
    first, second = [i for i, g in enumerate(day) if g == "."][:2]
    type_at(page, first, answer[first])
    type_at(page, second, answer[second])
    page.clock.fast_forward("00:40")
    expect(timer(page)).to_have_text(re.compile(r"0:4\d"))
    day_time = seconds_of(timer(page).inner_text())
    paste(page, NEAR)                                   # another puzzle, a move on it
    expect(page.locator("body")).to_have_attribute("data-daily", "")
    type_at(page, 78, SOLUTION[78])
    page.clock.fast_forward("00:05")
    page.get_by_role("button", name="Daily puzzle").click()
    expect(page.locator("body")).to_have_attribute("data-daily", "2026-11-24")
    expect(cell(page, first // 9 + 1, first % 9 + 1)).to_have_value(answer[first])
    expect(cell(page, second // 9 + 1, second % 9 + 1)).to_have_value(answer[second])
    assert day_time <= seconds_of(timer(page).inner_text()) <= day_time + 2
    expect(status(page)).to_have_text(re.compile(r"^Daily puzzle for 2026-11-24 \(\w+\): back to your work on it\.$"))
    expect(page.locator("body")).to_have_attribute("data-daily", "2026-11-24")
    page.get_by_role("button", name="Undo").click()     # one change: Undo is the other puzzle again
    expect(cell(page, 9, 7)).to_have_value(SOLUTION[78])


def test_embedders_show_timer_stats_and_daily_and_an_embedded_page_keeps_no_records(page, guard):
    open_page(page, f"?embed=1&controls=timer,stats,daily&puzzle={NEAR}")
    expect(timer(page)).to_be_visible()
    expect(page.get_by_role("button", name="Daily puzzle")).to_be_visible()
    expect(page.get_by_role("button", name="New puzzle")).to_be_hidden()
    expect(page.get_by_role("button", name="Pause")).to_be_visible()
    for i in LAST:
        type_at(page, i, SOLUTION[i])
    expect(status(page)).to_have_text(re.compile(r"^Solved in "))
    page.get_by_role("button", name="Statistics").click()
    expect(page.get_by_role("dialog", name="Statistics")).to_contain_text("An embedded page keeps no records.")
    assert page.evaluate("localStorage.getItem('sudoku-solver:records')") is None


def paused_after_an_entry(page):
    """NEAR with one more digit entered, then paused: (the body, its undo count)."""
    open_page(page, f"?puzzle={NEAR}")
    body = page.locator("body")
    type_at(page, 78, SOLUTION[78])
    expect(cell(page, 9, 7)).to_have_value(SOLUTION[78])
    undo = body.get_attribute("data-undo")
    page.get_by_role("button", name="Pause").click()
    expect(body).to_have_attribute("data-paused", "1")
    return body, undo


def test_pause_holds_while_the_page_is_hidden_and_shown_and_undo_waits(page, guard):
    """Hiding and showing the page used to drop Pause's marker: the digit pad came back under the
    cover and the puzzle could be played with the clock stopped. Undo and Redo wait too."""
    page.clock.install()
    page.add_init_script(HIDE)
    body, undo = paused_after_an_entry(page)
    page.evaluate("__setHidden(true)")
    page.evaluate("__setHidden(false)")
    expect(body).to_have_attribute("data-paused", "1")
    expect(body).to_have_attribute("data-clock", "stopped")
    expect(page.get_by_role("group", name="Digit pad")).to_be_hidden()
    expect(cell(page, 9, 7)).to_be_hidden()
    page.keyboard.press("Control+z")                # the hidden grid does not change
    expect(status(page)).to_have_text(re.compile("^Paused: the grid is hidden"))
    expect(body).to_have_attribute("data-undo", undo)
    page.get_by_role("button", name="Resume").click()
    expect(cell(page, 9, 7)).to_have_value(SOLUTION[78])
    for i in LAST[1:]:
        type_at(page, i, SOLUTION[i])
    expect(body).to_have_attribute("data-finished", "1")
    page.evaluate("__setHidden(true)")              # a finish stays a finish when the page comes back
    page.evaluate("__setHidden(false)")
    expect(body).to_have_attribute("data-finished", "1")


def test_a_shared_link_whose_work_completes_the_grid_is_not_counted_as_a_solve(page, guard):
    """Opening (or reloading) a Share link that carries a finished grid plays nothing: the grid is
    finished, the clock stopped, and the records stay empty."""
    entries = "".join("." if g != "." else s for g, s in zip(EASY, SOLUTION))
    open_page(page, f"?puzzle={EASY}&work=1_{entries}__")
    body = page.locator("body")
    expect(status(page)).to_contain_text("with the work: 51 entries")
    expect(body).to_have_attribute("data-finished", "1")
    expect(body).to_have_attribute("data-clock", "stopped")
    page.reload()
    wait_ready(page)
    expect(body).to_have_attribute("data-finished", "1")
    assert page.evaluate("localStorage.getItem('sudoku-solver:records')") is None
    page.get_by_role("button", name="Statistics").click()
    expect(page.get_by_role("dialog", name="Statistics")).to_contain_text("No puzzle solved yet.")


RECORDS = "sudoku-solver:records"


def test_damaged_records_are_kept_aside_and_said_and_the_rest_count_on(page, guard):
    """Records that do not read whole used to be written over silently at the next finish."""
    damaged = json.dumps({"v": 1, "levels": {"easy": {"solved": 12, "seconds": 3000, "best": 120, "hints": 3},
                                             "hard": {"solved": 5, "seconds": "900", "best": 100, "hints": 0}},
                          "daily": ["2026-11-20"]})
    page.add_init_script(f"localStorage.getItem({json.dumps(RECORDS)}) || "
                         f"localStorage.setItem({json.dumps(RECORDS)}, {json.dumps(damaged)})")
    open_page(page, f"?puzzle={NEAR}")
    notice = page.get_by_role("region", name="Saved work")
    expect(notice).to_contain_text("Part of your saved statistics could not be read")
    page.reload()                                   # said once: what reads was written in its place
    wait_ready(page)
    expect(page.locator("#saved-notice")).to_be_hidden()
    for i in LAST:
        type_at(page, i, SOLUTION[i])
    expect(status(page)).to_have_text(re.compile(r"^Solved in "))
    kept = json.loads(page.evaluate("(key) => localStorage.getItem(key)", RECORDS))
    assert kept["levels"]["easy"]["solved"] == 12 and kept["levels"]["custom"]["solved"] == 1
    assert kept["daily"] == ["2026-11-20"]
    aside = json.loads(page.evaluate("(key) => localStorage.getItem(key)", RECORDS + ":aside"))
    assert aside == [{"problem": "partial", "text": damaged}]


def test_records_refused_by_a_full_storage_are_said(page, guard):
    page.add_init_script("""
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (String(key).startsWith('sudoku-solver:records')) throw new DOMException('full', 'QuotaExceededError');
            return setItem.call(this, key, value);
        };""")
    open_page(page, f"?puzzle={NEAR}")
    for i in LAST:
        type_at(page, i, SOLUTION[i])
    expect(page.get_by_role("region", name="Saved work")).to_contain_text(
        "Your statistics are not being remembered")


def test_the_daily_marker_comes_back_with_the_daily_puzzle_after_a_reload(page, guard):
    page.clock.install()
    open_page(page)
    daily_on(page, "2026-11-24")
    body = page.locator("body")
    expect(body).to_have_attribute("data-daily", "2026-11-24")
    page.reload()
    wait_ready(page)
    expect(body).to_have_attribute("data-daily", "2026-11-24")
    page.get_by_role("button", name="Clear").click()   # another puzzle on the board: no longer the day's
    paste(page, EASY)
    expect(body).to_have_attribute("data-daily", "")


def test_solve_keeps_the_entries_and_marks_those_the_solution_contradicts(page, guard):
    """Solve solves the givens and leaves the entries: one the solution contradicts used to stay
    unmarked under "Solved", the board showing a digit twice in a row."""
    open_page(page, f"?puzzle={EASY}")
    empty = EASY.index(".")
    wrong = next(d for d in "123456789" if d != SOLUTION[empty])
    type_at(page, empty, wrong)
    page.get_by_role("button", name="Solve").click()
    expect(status(page)).to_have_text(re.compile(r"^Solved in .*; 1 of your entries differs from the solution"),
                                      timeout=ENGINE_TIMEOUT)
    target = cell(page, empty // 9 + 1, empty % 9 + 1)
    expect(target).to_have_value(wrong)
    expect(target).to_have_attribute("aria-invalid", "true")


def test_records_too_large_to_read_here_are_left_as_they_are_and_said(page, guard):
    """As the work: a record of megabytes cannot be copied into the page's MicroPython; a finish
    must not take it for no record and write over it."""
    big = json.dumps({"v": 1, "levels": {"easy": {"solved": 1, "seconds": 1, "best": 1, "hints": 0}},
                      "daily": [], "note": "x" * 2_400_000})
    page.add_init_script(f"localStorage.getItem({json.dumps(RECORDS)}) || "
                         f"localStorage.setItem({json.dumps(RECORDS)}, 'x'.repeat(0) + {json.dumps(big)})")
    open_page(page, f"?puzzle={NEAR}")
    expect(page.get_by_role("region", name="Saved work")).to_contain_text(
        "Your saved statistics are too large for this page to read")
    for i in LAST:
        type_at(page, i, SOLUTION[i])
    expect(status(page)).to_have_text(re.compile(r"^Solved in "))
    assert page.evaluate("(key) => localStorage.getItem(key).length", RECORDS) == len(big)


def test_pause_holds_solve_and_fill_candidates_and_is_said_again_in_another_language(page, guard):
    """While Pause covers the board, Solve and Fill candidates wait as Undo does (Solve used to fill
    the hidden grid, Fill added an undo step); a language switch says "Paused" again in the new
    language (it said "Ready")."""
    body, undo = paused_after_an_entry(page)
    for name in ("Solve", "Fill candidates"):
        page.get_by_role("button", name=name, exact=True).click()
        expect(status(page)).to_have_text(re.compile("^Paused: the grid is hidden"))
    expect(body).to_have_attribute("data-undo", undo)
    assert not page.locator("#grid input.solved").count()
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(status(page)).not_to_contain_text("准备就绪")
    expect(status(page)).to_have_text(re.compile("暂停"))
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(status(page)).to_have_text(re.compile("^Paused: the grid is hidden"))


def test_solve_stops_the_clock_while_the_answer_shows_and_an_edit_starts_it_again(page, guard):
    """Solve puts the answer on the board: the player is no longer solving, so the clock stops (it
    used to run on under the answer) and Pause is off; an entry takes the answer away, and the
    clock goes on from where it stopped. Nothing is counted as a finish."""
    page.clock.install()
    open_page(page, f"?puzzle={EASY}")
    body = page.locator("body")
    type_at(page, 2, SOLUTION[2])
    expect(body).to_have_attribute("data-clock", "running")
    page.clock.fast_forward("00:40")
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(status(page)).to_contain_text("Solved", timeout=ENGINE_TIMEOUT)
    expect(body).to_have_attribute("data-clock", "stopped")
    expect(page.get_by_role("button", name="Pause")).to_be_disabled()
    shown = timer(page).inner_text()
    page.clock.fast_forward("03:00")
    expect(timer(page)).to_have_text(shown)
    expect(body).to_have_attribute("data-finished", "0")
    keys = page.locator("#pad-keys .pad-key")       # the answer shown counts on the pad: nothing left
    expect(keys).to_have_count(9)
    assert page.evaluate("[...document.querySelectorAll('#pad-keys .pad-key')].map(k => k.dataset.left)") == ["0"] * 9
    type_at(page, 3, SOLUTION[3])                   # an entry: the answer goes, the clock goes on
    expect(cell(page, 1, 5)).to_have_value("7")     # a given stays
    expect(cell(page, 1, 6)).to_have_value("")
    expect(body).to_have_attribute("data-clock", "running")
    page.clock.fast_forward("00:30")
    assert seconds_of(timer(page).inner_text()) < seconds_of(shown) + 60
    page.get_by_role("button", name="Solve", exact=True).click()   # again; Erase on an answer cell
    expect(body).to_have_attribute("data-clock", "stopped")          # takes the answer away too
    cell(page, 1, 6).click()
    page.get_by_role("button", name="Erase").click()
    expect(cell(page, 1, 6)).to_have_value("")
    expect(body).to_have_attribute("data-clock", "running")
    expect(page.get_by_role("button", name="Pause")).to_be_enabled()
    page.get_by_role("button", name="Solve", exact=True).click()   # and Hint takes it away first: the
    expect(cell(page, 1, 6)).not_to_have_value("")                   # hint is of the player's grid (it
    page.get_by_role("button", name="Hint", exact=True).click()      # was drawn over the answer)
    expect(cell(page, 1, 6)).to_have_value("", timeout=ENGINE_TIMEOUT)
    expect(page.get_by_role("region", name="Hint")).to_contain_text("Next technique", timeout=ENGINE_TIMEOUT)
    expect(body).to_have_attribute("data-clock", "running")
    left = page.evaluate("[...document.querySelectorAll('#pad-keys .pad-key')].map(k => Number(k.dataset.left))")
    assert sum(left) == page.evaluate("[...document.querySelectorAll('#grid input')].filter(i => !i.value).length")


def test_pause_pressed_while_solve_runs_ends_when_the_answer_comes(page, guard):
    """Pause stays on while a long solve runs; when its answer came the clock stopped (the
    answer on the board) and Pause was disabled, but the board stayed covered: the answer could
    not be seen and Resume could not be pressed. The answer now ends the pause."""
    puzzle = parse(HARD16)
    solution = solve(puzzle).solution.cells
    cells = list(puzzle.cells)
    for i in [i for i, v in enumerate(cells) if not v][::7][:2]:   # two more givens: a solve of ~1 s
        cells[i] = solution[i]
    line = format_puzzle(Puzzle(tuple(cells), 16), "line")
    open_page(page, f"?puzzle={line}")
    body = page.locator("body")
    expect(body).to_have_attribute("data-clock", "running")
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.get_by_role("button", name="Cancel")).to_be_enabled(timeout=ENGINE_TIMEOUT)
    page.get_by_role("button", name="Pause").click()
    expect(body).to_have_attribute("data-paused", "1")
    expect(status(page)).to_contain_text("Solved", timeout=ENGINE_TIMEOUT)
    expect(body).to_have_attribute("data-paused", "0")
    expect(body).to_have_attribute("data-clock", "stopped")
    expect(cell(page, 16, 16)).to_be_visible()
    assert page.locator("#grid input.solved").count() > 0
    page.reload()                          # the pause it ended is not kept: the page comes back uncovered
    wait_ready(page)
    expect(body).to_have_attribute("data-paused", "0")


def stored_records(page) -> dict:
    return json.loads(page.evaluate(f"localStorage.getItem('{RECORDS}')") or "{}")


def test_a_puzzle_left_and_undone_back_to_after_a_reload_keeps_its_play(page, guard):
    """Undo back to a puzzle left by a load, after a reload: it used to get a fresh play (custom,
    0:00, unfinished), so a finished grid was counted again ("Solved in 0:00") and an unfinished
    one lost its time and level. The plays of the puzzles left are now kept with the work."""
    page.clock.install()
    open_page(page, f"?puzzle={NEAR}")
    body = page.locator("body")
    page.clock.fast_forward("00:50")
    for i in LAST:
        type_at(page, i, SOLUTION[i])
    expect(status(page)).to_have_text(re.compile(r"^Solved in 0:5\d\. Well done!"))
    finished_in = timer(page).inner_text()
    paste(page, EASY)                                # another puzzle, played a little
    type_at(page, 2, SOLUTION[2])
    page.clock.fast_forward("01:10")
    page.goto("index.html")                          # the page again (its work comes back)
    wait_ready(page)
    page.get_by_role("button", name="Undo").click()  # the entry on EASY
    page.get_by_role("button", name="Undo").click()  # back to the finished puzzle
    expect(cell(page, 9, 9)).to_have_value(SOLUTION[80])
    expect(body).to_have_attribute("data-finished", "1")
    expect(timer(page)).to_have_text(finished_in)
    expect(status(page)).not_to_contain_text("Solved in")
    assert stored_records(page)["levels"]["custom"]["solved"] == 1
    page.get_by_role("button", name="Redo").click()  # EASY again: its time came back with it
    page.get_by_role("button", name="Redo").click()
    expect(cell(page, 1, 3)).to_have_value(SOLUTION[2])
    assert seconds_of(timer(page).inner_text()) >= 70


def test_a_game_open_in_two_tabs_counts_once_and_a_finish_after_solve_not_at_all(page, guard):
    open_page(page, f"?puzzle={NEAR}")
    for i in LAST[:2]:
        type_at(page, i, SOLUTION[i])
    other = page.context.new_page()                  # the same saved game in a second tab
    open_page(other)
    expect(cell(other, 9, 8)).to_have_value(SOLUTION[79])
    type_at(page, 80, SOLUTION[80])
    expect(status(page)).to_have_text(re.compile(r"^Solved in \d+:\d\d\. Well done!$"))
    type_at(other, 80, SOLUTION[80])
    expect(status(other)).to_contain_text("Counted in the records already, in another tab.")
    assert stored_records(page)["levels"]["custom"]["solved"] == 1
    other.close()

    paste(page, EASY)                                # Solve shows the answer: that play never counts
    type_at(page, 2, SOLUTION[2])
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(status(page)).to_contain_text("Solved", timeout=ENGINE_TIMEOUT)
    empty = [i for i, ch in enumerate(EASY) if ch == "." and i != 2]
    for i in empty:                                  # typed back, from the answer shown
        type_at(page, i, SOLUTION[i])
    expect(status(page)).to_have_text(re.compile(r"Not counted in the records: Solve showed the answer\.$"))
    expect(page.locator("body")).to_have_attribute("data-finished", "1")
    assert stored_records(page)["levels"]["custom"]["solved"] == 1


def test_a_killer_without_givens_is_timed_and_each_one_counted_once(page, guard):
    """Every generated killer has no givens: the clock ran only with givens (such a killer was
    "Solved in 0:00"), and all of them were one puzzle to the records (Undo back to a finished
    one counted it again)."""
    from urllib.parse import quote

    from sudoku_core.variants.formats import write_iss
    from sudoku_core.variants.generation import generate_variant

    first, second = (generate_variant("killer", "medium", seed=s) for s in (1, 2))
    symbols = "".join(map(str, first.solution))
    near = symbols[:80] + "."
    body = played_for_95_seconds(page, f"?variant={quote(write_iss(first.variant))}&work=1_{near}__")
    page.get_by_role("textbox", name=re.compile(r"^Row 9, column 9(,|$)")).click()   # (its name says its cage)
    page.keyboard.press(symbols[80])
    expect(status(page)).to_have_text(re.compile(r"^Solved in 1:3\d\. "))
    expect(body).to_have_attribute("data-clock", "stopped")
    page.goto("index.html?variant=" + quote(write_iss(second.variant)))    # another killer: its own clock
    wait_ready(page)
    expect(body).to_have_attribute("data-clock", "running")
    expect(timer(page)).to_have_text("0:00")
    page.keyboard.press("Control+z")                                      # back to the finished one
    expect(body).to_have_attribute("data-finished", "1")
    expect(body).to_have_attribute("data-clock", "stopped")
    expect(status(page)).not_to_contain_text("Solved in")
    page.get_by_role("button", name="Statistics").click()
    row = page.get_by_role("dialog", name="Statistics").get_by_role("row", name=re.compile("^custom"))
    expect(row.get_by_role("cell").first).to_have_text("1")
