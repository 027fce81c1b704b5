"""The Practice tab in Chromium: a learner's own solver judged in a Web Worker, watched in the tutor.

Contract (docs/url-parameters-and-contract.md, "Practice"): a tab "Practice"; a textbox "Code";
buttons "Run", "Stop", "Submit"; a table whose caption starts "Verdicts", one row per case (``data-case``, ``data-verdict``).
The oracle of every verdict is the core's solver in CPython; the learners' solutions are the files
of tests/practice_code (data, never imported). Each test boots the page and a worker (~5-10 s).
"""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import expect

from sudoku_core import parse, solve
from sudoku_web.practice_judge import CASES, TIME_LIMIT, case_cells, solution_of

from .axe import assert_no_violations
from .conftest import BOOT_TIMEOUT, wait_ready
from .helpers import NO_SOLUTION, cell, grid_state, paste

CODE = Path(__file__).resolve().parents[1] / "practice_code"
BITMASK = (CODE / "leetcode_bitmask.py").read_text()
LUOGU = (CODE / "luogu_scan.py").read_text()
EXAMPLE = dict(CASES)["leetcode"]
RUN_TIMEOUT = 120_000  # ms: a worker's first start on a loaded CI box, then every case


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def code_box(page):
    return page.get_by_role("textbox", name="Code", exact=True)


def open_practice(page, puzzle=None):
    page.set_default_timeout(10_000)
    page.goto("index.html")
    wait_ready(page)
    if puzzle:
        paste(page, puzzle)
    page.get_by_role("tab", name="Practice").click()
    expect(button(page, "Run")).to_be_enabled()


def press_and_wait(page, name):
    page.evaluate("document.body.dataset.practiceDone = ''")
    button(page, name).click()
    page.wait_for_function("document.body.dataset.practiceDone === '1'", timeout=RUN_TIMEOUT)


def verdicts(page) -> dict:
    table = page.get_by_role("table", name=re.compile("^Verdicts"))
    return {row.get_attribute("data-case"): (row.get_attribute("data-verdict"), row.inner_text())
            for row in table.locator("tbody tr").all()}


def line_of(code, text):
    return next(n for n, line in enumerate(code.splitlines(), 1) if text in line)


def test_bitmask_solution_judged_as_the_judge_would_then_watched_and_raced(page, guard):
    open_practice(page, EXAMPLE)
    code_box(page).fill(BITMASK)
    press_and_wait(page, "Submit")
    got = verdicts(page)
    assert list(got) == ["leetcode", "luogu", "adversarial", "seventeen", "grid"]
    for case in ("leetcode", "luogu", "seventeen", "grid"):
        assert got[case][0] == "accepted", got
    assert got["adversarial"][0] == "time_limit", got
    assert "Time Limit Exceeded" in got["adversarial"][1]
    expect(page.get_by_role("status")).to_have_text("4 of 5 cases accepted.")

    # the code is remembered: a reload shows it again
    page.reload()
    wait_ready(page)
    page.get_by_role("tab", name="Practice").click()
    expect(code_box(page)).to_have_value(BITMASK)
    press_and_wait(page, "Run")
    assert verdicts(page)["grid"][0] == "accepted"

    # Watch: the tutor plays "your code"; its end is the board the code produced (the solution)
    page.locator('tr[data-case="grid"]').get_by_role("button", name=re.compile("Watch")).click()
    expect(page.get_by_role("tab", name="Tutor")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("combobox", name="Algorithm")).to_have_value("yours")
    expect(page.locator("#t-code-file")).to_have_text("solution.py")
    # what is watched follows a switch of language (it became the tutor's "Step 0: Ready")
    expect(page.get_by_role("status")).to_have_text(re.compile("^Watching your code on "))
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(page.get_by_role("status")).to_have_text(re.compile("^正在观看你的代码"))
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(page.get_by_role("status")).to_have_text(re.compile("^Watching your code on "))
    button(page, "Step").click()
    current = page.locator("#t-code .ln.current")
    expect(current).to_have_text(re.compile(r"board\[r\]\[c\] = str\(d\)"))
    assert int(current.get_attribute("data-n")) == line_of(BITMASK, "board[r][c] = str(d)")
    page.get_by_label("Speed", exact=True).fill("100")
    button(page, "Play").click()
    page.wait_for_function("document.body.dataset.tutorState === 'solved'", timeout=60_000)
    solution = "".join(map(str, solve(parse(EXAMPLE)).solution.cells))
    assert grid_state(page)["line"] == solution

    # the race: the learner's run is a row beside the algorithms, with its verdict
    button(page, "Race").click()
    page.wait_for_function("document.body.dataset.raceDone === '1'", timeout=180_000)
    yours = page.locator('#t-race-out tr[data-algo="yours"]')
    expect(yours).to_contain_text("Your code")
    expect(yours).to_contain_text("Accepted")

    # a digit typed on the board ends the watched run: no stale step, and the status says why
    empty = EXAMPLE.index(".")
    cell(page, empty // 9 + 1, empty % 9 + 1).press(solution[empty])
    expect(page.locator("#t-pos")).to_have_text("Step 0 of 0")
    expect(page.get_by_role("status")).to_have_text(page.locator("#t-event").text_content())


def test_wrong_answer_names_the_cell_runtime_and_syntax_errors_mark_the_line(page, guard):
    open_practice(page, EXAMPLE)
    wrong = BITMASK.replace("boxes[r // 3 * 3 + c // 3]", "boxes[r // 3 + c // 3]")
    wrong = wrong.replace("b = r // 3 * 3 + c // 3", "b = r // 3 + c // 3")
    assert wrong != BITMASK
    code_box(page).fill(wrong)
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "wrong_answer"
    # the oracle: the same code run here, compared with the core's solution
    namespace = {"List": list}
    exec(compile(wrong, "wrong.py", "exec"), namespace)  # noqa: S102 - the test's own fixed code
    cells = case_cells("leetcode")
    board = [["." if not v else str(v) for v in cells[r * 9:r * 9 + 9]] for r in range(9)]
    namespace["Solution"]().solveSudoku(board)
    produced = [int(v) if v != "." else 0 for row in board for v in row]
    first = next(i for i, (a, b) in enumerate(zip(produced, solution_of(cells))) if a != b)
    row = page.locator('tr[data-case="grid"]')
    expect(row).to_have_attribute("data-cell", f"r{first // 9 + 1}c{first % 9 + 1}")
    assert f"row {first // 9 + 1}, column {first % 9 + 1}" in text

    crash = "class Solution:\n    def solveSudoku(self, board):\n        cells = []\n        return cells[3]\n"
    code_box(page).fill(crash)
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "runtime_error" and "IndexError" in text and "(line 4)" in text
    expect(page.locator("#p-view .ln.error")).to_have_count(1)
    expect(page.locator("#p-view .ln").nth(3)).to_have_class(re.compile("error"))
    expect(code_box(page)).to_have_attribute("aria-invalid", "true")

    code_box(page).fill("class Solution:\n    def solveSudoku(self, board)\n        pass\n")
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "runtime_error" and "SyntaxError" in text
    expect(page.get_by_role("status")).to_contain_text("Syntax error on line 2")
    expect(page.locator("#p-view .ln").nth(1)).to_have_class(re.compile("error"))
    # the room passes axe with its verdicts (a runtime error's traceback included), light and dark
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.wait_for_timeout(300)
        assert_no_violations(page, f"the practice room ({scheme})")
    page.emulate_media(color_scheme="light")
    # typing clears the mark
    code_box(page).press("End")
    code_box(page).type(" ")
    expect(page.locator("#p-view .ln.error")).to_have_count(0)


def test_endless_loop_times_out_page_stays_responsive_and_stop_ends_a_run(page, guard):
    open_practice(page, EXAMPLE)
    spin = "class Solution:\n    def solveSudoku(self, board):\n        while True:\n            pass\n"
    code_box(page).fill(spin)
    page.evaluate("document.body.dataset.practiceDone = ''")
    button(page, "Run").click()
    page.locator('tr[data-case="grid"][data-state="running"]').wait_for(timeout=RUN_TIMEOUT)
    expect(button(page, "Stop")).to_be_enabled()
    # while the code spins in its worker, the page takes input: typing edits the code box
    code_box(page).press("Control+End")
    code_box(page).type("# still typing")
    expect(code_box(page)).to_have_value(spin + "# still typing")
    page.wait_for_function("document.body.dataset.practiceDone === '1'", timeout=RUN_TIMEOUT)
    verdict, text = verdicts(page)["grid"]
    assert verdict == "time_limit" and "a loop that never writes to the board" in text
    assert float(page.locator('tr[data-case="grid"] td').nth(1).inner_text().split()[0]) >= TIME_LIMIT

    # Stop: the run ends at once (a new worker for the next run)
    page.evaluate("document.body.dataset.practiceDone = ''")
    button(page, "Run").click()
    page.locator('tr[data-case="grid"][data-state="running"]').wait_for(timeout=RUN_TIMEOUT)
    button(page, "Stop").click()
    expect(page.locator('tr[data-case="grid"]')).to_have_attribute("data-state", "stopped")
    expect(page.get_by_role("status")).to_contain_text("Stopped")
    expect(button(page, "Stop")).to_be_disabled()
    code_box(page).fill(BITMASK)
    press_and_wait(page, "Run")
    assert verdicts(page)["grid"][0] == "accepted"


def test_the_chinese_practice_room_says_its_template_harness_and_race_row_in_chinese(page, guard):
    """On the Chinese page: the templates' comments in Chinese (English again after a switch, the
    learner's code never), the harness's "must define class Solution" by its code in Chinese, and
    the race's row of the learner's run "你的代码" alone (not "你的代码 yours")."""
    from sudoku_web.practice_judge import TEMPLATES, template

    page.set_default_timeout(10_000)
    page.goto("index.html?lang=zh-CN&puzzle=" + EXAMPLE)
    wait_ready(page)
    page.get_by_role("tab", name="练习").click()
    run_button = page.get_by_role("button", name="运行", exact=True)
    expect(run_button).to_be_enabled()
    expect(page.get_by_role("textbox", name="代码", exact=True)).to_have_value(template("leetcode", "zh-CN"))
    code = page.locator("#p-code")   # (its name follows the language)
    page.get_by_role("combobox", name="评测").select_option("luogu")
    expect(code).to_have_value(template("luogu", "zh-CN"))
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(code).to_have_value(TEMPLATES["luogu"])
    page.get_by_role("combobox", name="Judge").select_option("leetcode")
    expect(code).to_have_value(TEMPLATES["leetcode"])
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(code).to_have_value(template("leetcode", "zh-CN"))

    code.fill("x = 1\n")
    page.evaluate("document.body.dataset.practiceDone = ''")
    run_button.click()
    page.wait_for_function("document.body.dataset.practiceDone === '1'", timeout=RUN_TIMEOUT)
    row = page.locator('tr[data-case="grid"]')
    expect(row).to_have_attribute("data-verdict", "runtime_error")
    expect(row).to_contain_text("NameError：你的代码必须定义 class Solution，并在其中定义方法 solveSudoku(self, board)。")
    assert "must define" not in row.inner_text()
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(row).to_contain_text("NameError: Your code must define class Solution with a method solveSudoku(self, board).")
    expect(code).to_have_value("x = 1\n")     # the learner's code is never replaced
    page.get_by_role("combobox", name="Language").select_option("zh-CN")

    code.fill(BITMASK)
    page.evaluate("document.body.dataset.practiceDone = ''")
    run_button.click()
    page.wait_for_function("document.body.dataset.practiceDone === '1'", timeout=RUN_TIMEOUT)
    expect(row).to_have_attribute("data-verdict", "accepted")
    row.get_by_role("button", name=re.compile("观看")).click()
    page.get_by_role("button", name="比赛", exact=True).click()
    page.wait_for_function("document.body.dataset.raceDone === '1'", timeout=180_000)
    head = page.locator('#t-race-out tr[data-algo="yours"] th')
    expect(head).to_have_text("你的代码")
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(head).to_have_text("Your code")


def test_luogu_template_reads_input_and_its_writes_are_watched(page, guard):
    open_practice(page, dict(CASES)["luogu"])
    page.get_by_role("combobox", name="Judge").select_option("luogu")
    expect(code_box(page)).to_have_value(re.compile(r"input\(\)"))
    code_box(page).fill(LUOGU)
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "accepted", text
    writes = int(page.locator('tr[data-case="grid"] td').nth(2).inner_text().replace(",", ""))
    assert writes > 1000
    # each template keeps its own code
    page.get_by_role("combobox", name="Judge").select_option("leetcode")
    expect(code_box(page)).to_have_value(re.compile("class Solution"))
    page.get_by_role("combobox", name="Judge").select_option("luogu")
    expect(code_box(page)).to_have_value(LUOGU)
    # a loop writing as fast as it can, its stop caught by a bare except: sent megabytes a message,
    # and the page's MicroPython raised a MemoryError traceback (the guard fails on page errors)
    code_box(page).fill("grid = [list(map(int, input().split())) for _ in range(9)]\nwhile True:\n"
                        "    try:\n        for i in range(9):\n            for j in range(9):\n"
                        "                grid[i][j] = grid[i][j]\n    except:\n        pass\n")
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "time_limit" and "an except: that catches everything" in text, text
    writes = int(page.locator('tr[data-case="grid"] td').nth(2).inner_text().replace(",", ""))
    assert writes > 100_000


def test_a_link_carries_code_but_never_runs_it_and_requests_stay_home(page, guard):
    from urllib.parse import quote

    reach_out = ("import js\nclass Solution:\n    def solveSudoku(self, board):\n"
                 "        x = js.XMLHttpRequest.new()\n        x.open('GET', 'http://example.com/', False)\n"
                 "        x.send()\n")
    page.set_default_timeout(10_000)
    page.goto(f"index.html?code={quote(reach_out)}&puzzle={EXAMPLE}")
    wait_ready(page)
    expect(page.get_by_role("tab", name="Practice")).to_have_attribute("aria-selected", "true")
    expect(code_box(page)).to_have_value(reach_out)
    expect(page.get_by_role("status")).to_contain_text("runs only when you press Run")
    page.wait_for_timeout(1000)
    assert page.evaluate("document.body.dataset.practiceRunning") is None  # nothing ran
    assert not page.get_by_role("table", name=re.compile("^Verdicts")).count()
    # run: the page's Content-Security-Policy (which the worker takes) refuses the request
    guard.expected_console.append("Content Security Policy")
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "runtime_error", text
    assert not guard.foreign_requests
    # the link's code was not stored over the learner's own: a plain visit shows the template
    page.goto("index.html?mode=practice")
    wait_ready(page)
    expect(code_box(page)).to_have_value(re.compile(r"class Solution:\n    def solveSudoku.*\n.*Do not return"))
    # nor after an edit of the other judge's code (one flag for both used to store it)
    code_box(page).fill("# my own solution\n")
    page.goto(f"index.html?judge=leetcode&code={quote('# CODE FROM A LINK')}")
    wait_ready(page)
    expect(code_box(page)).to_have_value("# CODE FROM A LINK")
    page.get_by_role("combobox", name="Judge").select_option("luogu")
    code_box(page).fill("print(1)\n")                     # an edit, in the other judge
    page.goto("index.html?mode=practice")
    wait_ready(page)
    page.get_by_role("combobox", name="Judge").select_option("leetcode")
    expect(code_box(page)).to_have_value("# my own solution\n")
    page.get_by_role("combobox", name="Judge").select_option("luogu")
    expect(code_box(page)).to_have_value("print(1)\n")


def test_embedded_practice_room_posts_verdicts(page, host_site, guard, site):
    from urllib.parse import quote

    from .test_embed import events, wait_event

    guard.origins.append(host_site)
    page.set_default_timeout(10_000)
    app_url = f"{site}index.html?embed=1&mode=practice&puzzle={EXAMPLE}"
    page.goto(f"{host_site}embed.html?app={quote(app_url, safe='')}")
    wait_event(page, "sudoku:ready", timeout=BOOT_TIMEOUT)
    assert events(page, "sudoku:ready")[-1]["mode"] == "practice"
    frame = page.frame_locator("#sudoku")
    expect(frame.get_by_role("button", name="Run", exact=True)).to_be_enabled()
    assert not frame.get_by_role("tab", name="Practice").is_visible()  # no tabs unless asked for
    frame.get_by_role("textbox", name="Code", exact=True).fill(BITMASK)
    frame.get_by_role("button", name="Run", exact=True).click()
    verdict = wait_event(page, "sudoku:verdict", timeout=RUN_TIMEOUT)[-1]
    assert verdict["case"] == "grid" and verdict["verdict"] == "accepted"
    assert verdict["writes"] > 81 and verdict["ms"] >= 0 and verdict["cell"] is None and verdict["line"] is None


def test_a_grid_with_no_solution_is_not_judged_against_the_learners_code(page, guard):
    """No answer to a grid without a solution can be right: the page says so and does not run the
    code on it (it used to blame correct code: "Wrong Answer ... left empty")."""
    open_practice(page, NO_SOLUTION)
    code_box(page).fill(BITMASK)
    press_and_wait(page, "Run")
    expect(page.get_by_role("status")).to_have_text(re.compile("^The grid on the board has no solution"))
    assert verdicts(page)["grid"][0] != "wrong_answer"


def test_escape_then_tab_or_shift_tab_leaves_the_code_box_which_otherwise_indents(page, guard):
    open_practice(page)
    box = code_box(page)
    box.fill("x = 1")
    box.press("Home")
    box.press("Tab")
    expect(box).to_have_value("    x = 1")          # Tab indents in the editor
    box.press("Escape")
    box.press("Shift+Tab")                        # (Shift goes down first: it must not cancel Escape)
    expect(box).not_to_be_focused()
    expect(box).to_have_value("    x = 1")
    box.focus()
    box.press("Escape")
    box.press("Tab")
    expect(box).not_to_be_focused()


def test_tab_and_enter_edit_the_right_place_after_an_emoji(page, guard):
    """The browser counts a selection in UTF-16 units, where an emoji is two: Python's index is one.
    Each emoji before the caret shifted Tab's and Enter's edits by one more place (deleting text)."""
    open_practice(page)
    box = code_box(page)
    code = "# 🙂🙂🙂🙂 emoji\nclass Solution:\n    def solveSudoku(self, board):\n        a = 1\n        b = 2\n"
    box.fill(code)
    page.evaluate("""() => { const t = document.getElementById('p-code'); t.focus();
        t.setSelectionRange(t.value.indexOf('        a = 1'), t.value.indexOf('b = 2') + 5); }""")
    box.press("Tab")
    expect(box).to_have_value(code.replace("        a = 1\n        b = 2", "            a = 1\n            b = 2"))
    page.evaluate("""() => { const t = document.getElementById('p-code');
        const at = t.value.indexOf('board):') + 7; t.setSelectionRange(at, at); }""")
    box.press("Enter")
    box.type("c = 3")
    expect(box).to_have_value(re.compile(r"def solveSudoku\(self, board\):\n        c = 3\n            a = 1\n"))
    page.evaluate("""() => { const t = document.getElementById('p-code');
        const at = t.value.indexOf('🙂 emoji') + 2; t.setSelectionRange(at, at); }""")   # after the last emoji
    box.press("Tab")
    expect(box).to_have_value(re.compile(r"^# 🙂🙂🙂🙂 {2,4}emoji\n"))


def test_leetcode_code_that_reads_input_or_leaves_the_board_as_given_is_told_why(page, guard):
    """input() in LeetCode code is EOFError at its line, as on the judge (it was "OSError: [Errno 29]
    I/O error", with Pyodide's "prompt is not defined" on the console: the guard fails on that);
    code that solves a copy and returns it hears that the board passed in is judged, in place."""
    open_practice(page, EXAMPLE)
    code_box(page).fill("class Solution:\n    def solveSudoku(self, board):\n        n = input()\n")
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "runtime_error" and "EOFError" in text and "(line 3)" in text, text
    code_box(page).fill("class Solution:\n    def solveSudoku(self, board):\n"
                        "        copy = [row[:] for row in board]\n        return copy\n")
    press_and_wait(page, "Run")
    verdict, text = verdicts(page)["grid"]
    assert verdict == "wrong_answer" and "as it was given" in text and "in place" in text, text


def test_run_on_a_board_in_conflict_takes_the_last_boards_verdict_away(page, guard):
    """Run on a board whose givens clash said why in the status line, but the table kept the
    verdict of the board before ("The grid: Accepted"), as if it were this board's."""
    from .helpers import EASY

    open_practice(page, EASY)
    code_box(page).fill(BITMASK)
    press_and_wait(page, "Run")
    assert verdicts(page)["grid"][0] == "accepted"
    first = EASY.index(".")
    clash = next(d for d in EASY[:9] if d != ".")            # a digit row 1 holds already
    page.get_by_role("tab", name="Solver").click()
    paste(page, EASY[:first] + clash + EASY[first + 1:])
    page.get_by_role("tab", name="Practice").click()
    button(page, "Run").click()
    expect(page.get_by_role("status")).to_contain_text(re.compile("twice|conflict", re.I))
    assert "grid" not in verdicts(page)
