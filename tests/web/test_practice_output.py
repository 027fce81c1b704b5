"""The practice room's Output region in Chromium (issue 27 item 5): what the learner's code printed,
per case, as text: standard output, standard error apart, a huge print cut with a marker, and what
was printed before an error, or before the page had to end a case that ran on.

Contract: a region named "Output"; one block per case that ran, ``div.p-case-out[data-case]`` (the
verdict rows' ids) with its case's name; per stream printed ``[data-stream="stdout"|"stderr"]``
labelled "Standard output" / "Standard error", its ``pre`` the text, ``data-cut`` "chars" or
"lines" with a "… output cut after N …" marker when cut; "No output" when nothing was printed.
"""

from __future__ import annotations

from playwright.sync_api import expect

from sudoku_web.practice_judge import GRACE, TIME_LIMIT

from .axe import assert_no_violations
from .test_practice import EXAMPLE, code_box, open_practice, press_and_wait, verdicts

PRINTS = '''import sys
class Solution:
    def solveSudoku(self, board):
        print("first row:", "".join(board[0]), "<b>not bold</b>")
        print("careful: guessing 🙂 中文 𝔘", file=sys.stderr)
        print("x" * 50000)
        raise ValueError("boom 🙂")
'''

RUNS_ON = '''class Solution:
    def solveSudoku(self, board):
        print("started, then loops for ever")
        while True:
            pass
'''


def output(page):
    return page.get_by_role("region", name="Output", exact=True)


def test_output_per_case_stdout_stderr_cut_and_kept_on_errors_and_stops(page, guard):
    open_practice(page, EXAMPLE)
    expect(output(page)).to_contain_text("What your code prints")
    code_box(page).fill(PRINTS)
    press_and_wait(page, "Run")
    assert verdicts(page)["grid"][0] == "runtime_error"
    case = output(page).locator('.p-case-out[data-case="grid"]')
    expect(case.get_by_role("heading", name="The grid")).to_be_visible()
    stdout = case.locator('[data-stream="stdout"]')
    stderr = case.locator('[data-stream="stderr"]')
    # printed before the error, as text (the learner's markup is not markup)
    first_row = EXAMPLE[:9]  # the board as LeetCode gives it: "." for empty
    expect(stdout.locator("pre")).to_contain_text(f"first row: {first_row} <b>not bold</b>\nxxxx")
    assert stdout.locator("pre b").count() == 0
    expect(stdout).to_contain_text("Standard output")
    # the huge print is cut, and says where
    assert len(stdout.locator("pre").inner_text()) <= 10_000
    expect(stdout).to_have_attribute("data-cut", "chars")
    expect(stdout.locator(".p-cut")).to_have_text("… output cut after 10,000 characters")
    # standard error apart, labelled
    expect(stderr).to_contain_text("Standard error")
    expect(stderr.locator("pre")).to_have_text("careful: guessing 🙂 中文 𝔘\n")   # beyond U+FFFF too
    assert "ValueError: boom 🙂" in verdicts(page)["grid"][1]
    expect(stderr).to_have_attribute("data-cut", "")
    assert_no_violations(page, "the practice room's Output region", include="#practice-output")

    # a new Run clears the output; a case the page ends (it ran on) keeps what it printed
    code_box(page).fill(RUNS_ON)
    page.evaluate("document.body.dataset.practiceDone = ''")
    page.get_by_role("button", name="Run", exact=True).click()
    expect(output(page)).not_to_contain_text("careful", timeout=10_000)
    page.wait_for_function("document.body.dataset.practiceDone === '1'",
                           timeout=int((TIME_LIMIT + GRACE) * 1000) + 120_000)
    assert verdicts(page)["grid"][0] == "time_limit"
    case = output(page).locator('.p-case-out[data-case="grid"]')
    expect(case.locator('[data-stream="stdout"] pre')).to_have_text("started, then loops for ever\n")
    expect(case.locator('[data-stream="stderr"]')).to_have_count(0)


def test_cases_printing_nothing_say_so_each_under_its_name(page, guard):
    open_practice(page, EXAMPLE)
    code = '''class Solution:
    def solveSudoku(self, board):
        if board[0][0] == "5":
            print("the LeetCode example")
'''
    code_box(page).fill(code)
    press_and_wait(page, "Submit")
    blocks = output(page).locator(".p-case-out")
    expect(blocks).to_have_count(5)
    ids = [b.get_attribute("data-case") for b in blocks.all()]
    assert ids == list(verdicts(page))
    leetcode = output(page).locator('.p-case-out[data-case="leetcode"]')
    expect(leetcode.locator('[data-stream="stdout"] pre')).to_have_text("the LeetCode example\n")
    expect(output(page).locator('.p-case-out[data-case="seventeen"]')).to_contain_text("No output")
