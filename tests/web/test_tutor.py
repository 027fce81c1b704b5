"""Tutor mode in Chromium, plus the pure helpers of the tutor panel in CPython.

Controls are found by role and accessible name (the contract): buttons "Step", "Play" (reads
"Pause" while playing), "Back", "Reset", "Hint", "Race"; sliders "Speed" and "Scrubber"; the
combobox "Algorithm"; the group "Counters".  Boards shown in the page are compared with the core's
own Player run in CPython, so "position and board match" is checked exactly.
Each test boots Pyodide once (~5 s), so related checks are grouped.  Speed is never asserted.
"""

from __future__ import annotations

import re
import time

from playwright.sync_api import expect

from sudoku_core import parse
from sudoku_core.algorithms import Player, pencil_marks
from sudoku_core.logic import hint_at

from .conftest import wait_ready
from .helpers import EASY, HARD16, INKALA, TWO_SOLUTIONS, cell, grid_state, paste


SYMBOLS = "123456789"


def expected_line(puzzle: str, algo: str, step: int) -> str:
    """The board the core's Player shows after ``step`` steps, as a one-line string."""
    player = Player(parse(puzzle), algo)
    player.seek(step)
    return "".join(SYMBOLS[v - 1] if v else "." for v in player.board)


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def counter(page, name) -> int:
    text = page.get_by_role("group", name="Counters").locator(f'[data-counter="{name}"]').text_content()
    return int(text.replace(",", ""))


def position(page) -> int:
    return int(page.evaluate("document.body.dataset.tutorPosition || '0'"))


def open_tutor(page, puzzle=EASY, algo=None):
    paste(page, puzzle)
    page.get_by_role("tab", name="Tutor").click()
    expect(button(page, "Step")).to_be_visible()
    if algo:
        page.get_by_role("combobox", name="Algorithm").select_option(algo)
    expect(button(page, "Step")).to_be_enabled()


def wait_position(page, n):
    page.wait_for_function(f"document.body.dataset.tutorPosition === '{n}' && document.body.dataset.tutorBusy !== '1'")


# ----- the browser ---------------------------------------------------------------------------
def test_step_back_reset_code_line_data_and_solver_mode_kept(engine_app):  # the engine computes it
    page = engine_app
    expect(page.get_by_role("tab", name="Solver")).to_have_attribute("aria-selected", "true")
    expect(button(page, "Step")).to_be_hidden()
    open_tutor(page, EASY, "bitmask")
    expect(page.get_by_role("tab", name="Tutor")).to_have_attribute("aria-selected", "true")
    expect(button(page, "Solve")).to_be_hidden()
    expect(page.locator("#t-code .ln").first).to_be_visible()
    assert counter(page, "steps") == 0
    assert page.locator("#t-code .ln.current").count() == 0

    button(page, "Step").click()
    wait_position(page, 1)
    assert counter(page, "steps") == 1 and counter(page, "nodes") == 1
    state = grid_state(page)
    assert state["line"] == expected_line(EASY, "bitmask", 1) != EASY
    assert state["kinds"].count("g") == 30  # givens stay givens; the algorithm's digit is not one
    current = page.locator("#t-code .ln.current")
    expect(current).to_have_count(1)
    expect(current).to_have_attribute("aria-current", "true")
    expect(current).to_contain_text("yield Event(PLACE")
    # the current cell is marked by a data-state (shape/text in CSS), the event is described
    assert page.locator("#grid td[data-state]").count() == 1
    expect(page.locator("#t-event")).to_contain_text("Placing")
    expect(page.get_by_role("status")).to_contain_text("Step 1:")
    # the data panel shows the masks in binary
    data = page.locator("#t-data")
    expect(data).to_contain_text("rows[")
    assert re.search(r"\b[01]{9}\b", data.text_content())

    for _ in range(5):
        button(page, "Step").click()
    wait_position(page, 6)
    assert counter(page, "steps") == 6
    assert grid_state(page)["line"] == expected_line(EASY, "bitmask", 6)

    button(page, "Back").click()
    wait_position(page, 5)
    assert counter(page, "steps") == 5
    assert grid_state(page)["line"] == expected_line(EASY, "bitmask", 5)

    button(page, "Reset").click()
    wait_position(page, 0)
    assert counter(page, "steps") == 0 and grid_state(page)["line"] == EASY
    expect(button(page, "Back")).to_be_disabled()

    # another algorithm shows its own code; scan tries digits: the tried digit is a badge
    page.get_by_role("combobox", name="Algorithm").select_option("scan")
    expect(page.locator("#t-code-file")).to_have_text("scan.py")
    button(page, "Step").click()
    wait_position(page, 1)
    tried = page.locator("#grid td[data-state]")
    expect(tried).to_have_attribute("data-state", "try")
    expect(tried).to_have_attribute("data-badge", "1?")
    expect(page.locator("#t-event")).to_have_text("Trying 1 at row 1, column 3")

    # editing the grid restarts the trace (the chosen behaviour)
    for _ in range(3):
        button(page, "Step").click()
    cell(page, 9, 1).focus()
    page.keyboard.press("3")
    wait_position(page, 0)
    expect(page.get_by_role("status")).to_contain_text("starts again")
    assert grid_state(page)["line"] == EASY[:72] + "3" + EASY[73:]

    # back to the solver: no trace digits left, Solve works as before
    button(page, "Step").click()
    page.get_by_role("tab", name="Solver").click()
    expect(button(page, "Step")).to_be_hidden()
    assert "t" not in grid_state(page)["kinds"]
    assert page.locator("#grid td[data-state]").count() == 0
    cell(page, 9, 1).focus()
    page.keyboard.press("Delete")
    button(page, "Solve").click()
    expect(page.get_by_role("status")).to_contain_text("Solved")


def test_play_pause_and_speed(engine_app):  # counts steps per second: the engine must be up
    page = engine_app
    open_tutor(page, INKALA, "scan")  # ~600,000 steps: never ends during this test
    speed = page.get_by_label("Speed", exact=True)
    speed.fill("0")  # 1 step per second
    expect(page.locator("#t-speed-out")).to_have_text("1 steps/s")

    def steps_during(seconds):
        start = counter(page, "steps")
        button(page, "Play").click()
        expect(button(page, "Pause")).to_be_visible()
        time.sleep(seconds)
        button(page, "Pause").click()
        expect(button(page, "Play")).to_be_visible()
        return counter(page, "steps") - start

    slow = steps_during(2.0)
    assert slow >= 1
    speed.fill("100")  # 100,000 steps per second (as fast as the machine allows)
    button(page, "Play").click()          # asked more than it can, Play says the rate it reaches
    expect(page.locator("#t-speed-out")).to_have_text(re.compile(r"^100,000 steps/s \(reaching [\d,]+\)$"))
    button(page, "Pause").click()
    expect(page.locator("#t-speed-out")).to_have_text("100,000 steps/s")
    fast = steps_during(2.0)
    assert fast > 20 * max(slow, 1), (slow, fast)
    # paused: nothing moves any more
    paused_at = counter(page, "steps")
    time.sleep(0.6)
    assert counter(page, "steps") == paused_at == position(page)
    assert grid_state(page)["line"] == expected_line(INKALA, "scan", paused_at)
    expect(page.get_by_role("status")).to_contain_text(f"Paused at step {paused_at:,}")

    # Play stops by itself at the first solution; the grid is then the solution
    page.get_by_role("combobox", name="Algorithm").select_option("fast")
    button(page, "Play").click()
    expect(button(page, "Play")).to_be_visible(timeout=20_000)
    expect(page.locator("#t-event")).to_contain_text("Solved")
    state = grid_state(page)
    assert "." not in state["line"]
    assert page.evaluate("document.body.dataset.tutorState") == "solved"


def test_deep_link_scrubber_back_and_copy_link(page, context, guard):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.set_default_timeout(10_000)
    page.goto(f"index.html?puzzle={EASY}&algo=bitmask&step=50")
    wait_ready(page)
    wait_position(page, 50)
    expect(page.get_by_role("tab", name="Tutor")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("combobox", name="Algorithm")).to_have_value("bitmask")
    assert counter(page, "steps") == 50
    assert grid_state(page)["line"] == expected_line(EASY, "bitmask", 50)
    scrubber = page.get_by_label("Scrubber", exact=True)
    expect(scrubber).to_have_attribute("max", "50")
    expect(scrubber).to_have_value("50")

    scrubber.fill("20")
    wait_position(page, 20)
    assert counter(page, "steps") == 20
    assert grid_state(page)["line"] == expected_line(EASY, "bitmask", 20)
    expect(scrubber).to_have_attribute("max", "50")  # the known part of the trace stays

    button(page, "Back").click()
    wait_position(page, 19)
    assert grid_state(page)["line"] == expected_line(EASY, "bitmask", 19)
    expect(scrubber).to_have_value("19")

    scrubber.fill("45")  # forward again, inside the known trace
    wait_position(page, 45)
    assert grid_state(page)["line"] == expected_line(EASY, "bitmask", 45)

    button(page, "Copy link").click()  # a deep link to this very step
    expect(page.get_by_role("status")).to_contain_text("Copied a link to step 45")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.endswith(f"index.html?puzzle={EASY}&algo=bitmask&step=45"), link


def test_race_table_on_inkala(engine_app):  # the engine computes it
    page = engine_app
    open_tutor(page, INKALA)
    button(page, "Race").click()
    page.wait_for_function("document.body.dataset.raceDone === '1'", timeout=180_000)
    table = page.get_by_role("table", name=re.compile("Race on this puzzle"))
    expect(table).to_be_visible()
    rows = {}
    for row in table.locator("tbody tr").all():
        name = row.get_attribute("data-algo")
        cells = [c.text_content() for c in row.get_by_role("cell").all()]
        rows[name] = cells  # steps, nodes, backtracks, time, note
    assert list(rows) == ["scan", "used", "bitmask", "fast"]
    nodes = {name: int(cells[1].replace(",", "")) for name, cells in rows.items()}
    assert nodes["scan"] > 10_000, rows
    assert nodes["fast"] < 100, rows
    assert all(cells[3].endswith("s") for cells in rows.values())
    assert all("capped" not in cells[4] for cells in rows.values())
    expect(page.get_by_role("status")).to_contain_text("Race finished")


def test_hint_candidates_and_narrow_screen(engine_app):  # the engine computes it
    page = engine_app
    open_tutor(page, EASY)
    button(page, "Hint").click()  # the logic engine's hint, the same as the solver's (full detail)
    expected = hint_at(EASY)
    status = page.get_by_role("status")
    expect(status).to_have_text(expected.text(3))
    target = page.locator("#grid td").nth(expected.step.placements[0][0])
    expect(target).to_have_attribute("data-hint", "target")
    assert page.evaluate("document.body.dataset.hintKind") == expected.technique
    assert page.locator('#grid td[data-hint="target"]').count() == 1
    assert page.locator('#grid td[data-hint="involved"]').count() >= 1

    page.get_by_label("Candidates", exact=True).check()
    marks = pencil_marks(parse(EASY))
    expect(page.locator("#grid .pm")).to_have_count(EASY.count("."))
    first_empty = EASY.index(".")
    shown = page.locator("#grid td").nth(first_empty).locator(".pm").text_content()
    assert shown == "".join(str(d) for d in marks[first_empty])
    button(page, "Step").click()  # a step clears the hint, candidates follow the board
    expect(page.locator("#grid td[data-hint]")).to_have_count(0)
    expect(page.locator("#grid .pm")).to_have_count(EASY.count(".") - 1)
    page.get_by_label("Candidates", exact=True).uncheck()
    expect(page.locator("#grid .pm")).to_have_count(0)

    # 320 px wide: everything still fits (no sideways scrolling) and the controls are usable
    page.set_viewport_size({"width": 320, "height": 800})
    page.get_by_label("Candidates", exact=True).check()
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    button(page, "Step").click()
    expect(button(page, "Play")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 320


def test_quick_backs_and_step_count_from_where_the_replay_is_heading(page, guard):
    """Back replays the search from the start; a second Back (or a Step) while that replay runs
    goes on from where the first was heading, not from where the replay happens to be."""
    page.set_default_timeout(30_000)
    page.goto(f"index.html?puzzle={INKALA}&algo=scan&step=20000")
    wait_ready(page)
    wait_position(page, 20000)

    def click_back_quickly(*names):  # all in one task: the first replay has not even started
        page.evaluate("""(ids) => { for (const id of ids) document.getElementById(id).click(); }""",
                      [{"Back": "t-back", "Step": "t-step"}[name] for name in names])

    click_back_quickly("Back", "Back")
    wait_position(page, 19998)
    assert counter(page, "steps") == 19998
    assert grid_state(page)["line"] == expected_line(INKALA, "scan", 19998)
    expect(page.get_by_role("status")).to_contain_text("Step 19,998:")
    click_back_quickly("Back", "Back", "Step")
    wait_position(page, 19997)
    click_back_quickly("Back", "Back", "Back")
    wait_position(page, 19994)
    assert grid_state(page)["line"] == expected_line(INKALA, "scan", 19994)


def test_race_shows_progress_and_cancel_stops_it_keeping_what_finished(engine_app):  # the engine computes it
    page = engine_app
    open_tutor(page, "." * 625)  # an empty 25x25: scan, used and bitmask all run into the step cap
    race, cancel = button(page, "Race"), button(page, "Cancel race")
    expect(cancel).to_be_disabled()
    page.evaluate("""() => {  // every text the progress line shows
        window.progressTexts = [];
        new MutationObserver(() => window.progressTexts.push(document.getElementById('progress').textContent))
            .observe(document.getElementById('progress'), {childList: true, characterData: true, subtree: true});
    }""")
    race.click()
    expect(cancel).to_be_enabled()
    expect(race).to_be_disabled()
    table = page.get_by_role("table", name=re.compile("Race on this puzzle"))
    expect(table.locator('tr[data-algo="scan"]')).to_have_count(1, timeout=120_000)
    # while "used" runs, the page keeps showing progress (it gets turns between chunks)...
    page.wait_for_function("window.progressTexts.filter(t => t.startsWith('Race: (b)')).length >= 3")
    texts = page.evaluate("window.progressTexts.filter(t => t.startsWith('Race: '))")
    steps = [int(re.search(r", ([\d,]+) steps", t).group(1).replace(",", "")) for t in texts if "(b)" in t]
    assert steps == sorted(steps) and len(set(steps)) >= 3, texts
    # ...and a click on Cancel race is handled long before the race would end (~30 s here)
    cancel.click()
    expect(page.get_by_role("status")).to_have_text("Race cancelled: 1 of 4 algorithms finished.")
    expect(cancel).to_be_disabled()
    expect(race).to_be_enabled()
    expect(page.locator("#progress")).to_have_text("")
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(1)
    assert rows.first.get_attribute("data-algo") == "scan"
    expect(rows.first).to_contain_text("capped at 2,000,000 steps")
    assert page.evaluate("document.body.dataset.raceDone") == "0"
    # cancelled before anything finished: no table at all
    page.evaluate("window.progressTexts = []")
    race.click()
    expect(cancel).to_be_enabled()
    page.wait_for_function("window.progressTexts.filter(t => t.startsWith('Race: (a)')).length >= 5")
    cancel.click()
    expect(page.get_by_role("status")).to_have_text("Race cancelled: 0 of 4 algorithms finished.")
    expect(page.locator("#t-race-out table")).to_have_count(0)


def test_leaving_the_tutor_mid_race_says_so_and_keeps_what_finished(engine_app):  # the engine computes it
    """Leaving the Tutor tab during a race stopped it without a word: the table vanished and
    nothing said why. It now ends as Cancel race does, said as stopped by the leaving."""
    page = engine_app
    open_tutor(page, "." * 625)  # an empty 25x25: scan, used and bitmask all run into the step cap
    button(page, "Race").click()
    table = page.get_by_role("table", name=re.compile("Race on this puzzle"))
    expect(table.locator('tr[data-algo="scan"]')).to_have_count(1, timeout=120_000)
    page.get_by_role("tab", name="Solver").click()
    expect(page.get_by_role("status")).to_have_text(
        "Race stopped: you left the tutor; 1 of 4 algorithms finished.")
    assert page.evaluate("document.body.dataset.raceDone") == "0"
    page.get_by_role("tab", name="Tutor").click()
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(1)
    assert rows.first.get_attribute("data-algo") == "scan"
    expect(button(page, "Race")).to_be_enabled()
    expect(button(page, "Cancel race")).to_be_disabled()


def test_a_long_hint_in_the_tutor_shows_progress_and_a_step_ends_it(engine_app):
    """Hint on a hard 16x16's board ran the engine's one-solution check for many seconds without a
    word, and held the engine: Play stalled at step 499 and the solver's Solve waited behind it."""
    page = engine_app
    open_tutor(page, HARD16)
    button(page, "Step").click()
    button(page, "Hint").click()
    expect(button(page, "Hint")).to_be_disabled()
    expect(page.locator("#progress")).to_contain_text("Checking that the puzzle has exactly one solution")
    button(page, "Step").click()                       # any move of the player ends the search
    expect(button(page, "Hint")).to_be_enabled()
    expect(page.locator("#progress")).to_have_text("")
    page.get_by_role("tab", name="Solver").click()
    paste(page, EASY)
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("Solved", timeout=8_000)   # not held behind the hint


def test_a_second_solution_is_said_and_conflicting_givens_leave_no_solved_state(engine_app):
    """Play again on a puzzle with two solutions stopped on the second saying the first one's
    "Solved! Press Play or Step to look for a second solution."; it says solution 2 was found (in
    Chinese too, re-said after a switch). Givens in conflict then left ``tutorState`` "solved" from
    the last trace, under a status asking to fix the conflict."""
    page = engine_app
    open_tutor(page, TWO_SOLUTIONS, "fast")
    page.get_by_label("Speed", exact=True).fill("100")
    for n in (1, 2):
        button(page, "Play").click()
        page.wait_for_function("document.body.dataset.tutorState === 'solved' && document.body.dataset.tutorPlaying !== '1'")
        state = grid_state(page)
        assert "." not in state["line"]
        if n == 1:
            first = state["line"]
            expect(page.get_by_role("status")).to_contain_text("look for a second solution")
    assert state["line"] != first   # the second solution is on the board
    expect(page.get_by_role("status")).to_contain_text("Solution 2 found: this puzzle has more than one solution")
    page.locator("#lang").select_option("zh-CN")
    expect(page.locator("#t-event")).to_contain_text("找到第 2 个解：这道题不止一个解")
    page.locator("#lang").select_option("en")
    expect(page.locator("#t-event")).to_contain_text("Solution 2 found")

    conflicting = "55" + EASY[2:]
    paste(page, conflicting)
    expect(page.locator("#t-event")).to_contain_text("5 appears twice in row 1")
    assert position(page) == 0
    assert page.evaluate("document.body.dataset.tutorState") == "start"


FAR_PUZZLE = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

WATCH_WORKERS = """(() => {   // every job sent to a worker, whether its replay reported and its answer came
  const Real = window.Worker;
  window.__jobs = {};
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const m = event.data, job = m && window.__jobs[m.id];
        if (!job) return;
        if (m.type === "progress") job.progressed = true;
        if (m.type === "result" || m.type === "error") job.answered = true;
      });
    }
    postMessage(m, ...rest) {
      if (m && m.job) window.__jobs[m.id] = {job: m.job, args: JSON.parse(m.args), progressed: false, answered: false};
      return super.postMessage(m, ...rest);
    }
  };
})();"""


def test_leaving_the_tutor_during_a_far_seek_frees_the_engine_and_coming_back_goes_on(page, guard):
    """A seek to step 4,900,000 of scan replays the search in the engine worker for about a minute;
    the engine runs one job at a time. Leaving the tutor then and pressing Solve said "Solving…"
    for that whole minute, the replay going on for nothing: the replay is now stopped when the
    tutor is left, so the solve's verdict comes while the replay would still be running (its
    answer never came), and the tutor opened again goes on to the step asked."""
    page.set_default_timeout(300_000)
    page.add_init_script(WATCH_WORKERS)
    page.goto(f"index.html?puzzle={FAR_PUZZLE}&algo=scan&step=4900000")
    wait_ready(page)
    far = """Object.entries(window.__jobs).filter(([id, j]) => j.job === 'tutor_trace' && j.args.start === 4900000)"""
    page.wait_for_function(f"{far}.some(([id, j]) => j.progressed)")   # the engine is replaying to it
    page.get_by_role("tab", name="Solver").click()
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.locator("#status")).to_contain_text("Solved in", timeout=300_000)
    replays = page.evaluate(f"{far}.map(([id, j]) => j.answered)")
    assert replays == [False], replays      # the solve did not wait for the far replay to finish
    page.get_by_role("tab", name="Tutor").click()
    wait_position(page, 4900000)
    assert counter(page, "steps") == 4900000
