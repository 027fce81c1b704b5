"""Issue 29 item 7 in the browser: a paste with no-break or ideographic spaces, zero-width and
bidi marks, or full-width digits fills the grid, on the page and in one cell."""

from __future__ import annotations

from playwright.sync_api import expect

from .conftest import wait_engine
from .helpers import EASY, INKALA, grid_state, paste

FULL_WIDTH = str.maketrans({ch: chr(ord(ch) + 0xFEE0) for ch in "0123456789."})


def test_a_noisy_paste_fills_the_grid_and_one_full_width_digit_fills_a_cell(app):
    page = app
    rows = [" ".join(INKALA[r * 9:(r + 1) * 9].replace(".", "0")) for r in range(9)]
    noisy = "\u202b" + "\n".join("\u3000" + row.translate(FULL_WIDTH).replace(" ", "\u00a0") + "\u200b"
                                 for row in rows) + "\u202c"
    paste(page, noisy)
    expect(page.get_by_role("status")).to_contain_text("Pasted")
    assert grid_state(page)["line"] == INKALA
    paste(page, EASY.translate(FULL_WIDTH), "#grid input")
    assert grid_state(page)["line"] == EASY
    paste(page, "\u200e４\u200b", '[aria-label="Row 1, column 3"]')  # one character, with marks
    assert grid_state(page)["line"][2] == "4"


def test_one_digit_pasted_into_a_cell_follows_the_pencil_marks_mode_and_a_shown_step(app):
    """A one-character paste into a cell set the digit even in pencil-mark mode (the marks went)
    and while Explain showed a step (on the grid behind the step: the list emptied)."""
    page = app
    paste(page, EASY)
    page.get_by_role("button", name="Pencil marks").click()
    paste(page, "4", '[aria-label="Row 1, column 3"]')
    assert grid_state(page)["line"][2] == "."
    expect(page.locator("#grid td:has(#c2) .pm")).to_have_text("4")
    page.get_by_role("button", name="Pencil marks").click()
    wait_engine(page)                                  # Explain's path is the engine worker's
    page.get_by_role("button", name="Explain").click()
    page.get_by_role("list", name="Explanation").get_by_role("button").nth(3).click()
    before = page.evaluate("[...document.querySelectorAll('#explain-list button')].length")
    paste(page, "5", '[aria-label="Row 1, column 4"]')
    expect(page.get_by_role("status")).to_contain_text("Back to my grid")
    assert page.evaluate("[...document.querySelectorAll('#explain-list button')].length") == before
    page.get_by_role("button", name="Back to my grid").click()
    assert grid_state(page)["line"][3] == "."


def test_a_share_link_pasted_on_the_page_loads_its_puzzle(app):
    page = app
    paste(page, f"http://127.0.0.1:8000/index.html?puzzle={EASY}&work=1_")
    expect(page.get_by_role("status")).to_contain_text("Pasted")
    assert grid_state(page)["line"] == EASY


def test_a_pasted_pencil_mark_grid_loads_its_digits_and_its_candidates_as_marks(app):
    """A position copied from Sudoku Explainer or HoDoKu (every cell's candidates, in rows with
    borders) was "Found ... cells" or refused: its filled cells load as the puzzle and the other
    cells' candidates as pencil marks, one Undo apart; a hint then reads that position."""
    from sudoku_core import parse
    from sudoku_core.logic import CandidateGrid, solve_path

    page = app
    grid = CandidateGrid.from_puzzle(parse(INKALA))
    for step in solve_path(grid.copy()).steps[:3]:
        grid.apply(step)
    tokens = [str(grid.values[c]) if grid.values[c] else
              "".join(str(d) for d in range(1, 10) if grid.cands[c] >> (d - 1) & 1) for c in range(81)]
    rows = [".-----------.-----------.-----------."]
    for r in range(9):
        cells = tokens[r * 9:(r + 1) * 9]
        rows.append("| " + " | ".join(" ".join(cells[b:b + 3]) for b in (0, 3, 6)) + " |")
        if r in (2, 5):
            rows.append(":-----------+-----------+-----------:")
    rows.append("'-----------'-----------'-----------'")
    paste(page, "\n".join(rows))
    status = page.get_by_role("status")
    expect(status).to_contain_text("Pasted a 9×9 position with its pencil marks")
    state = grid_state(page)
    singles = [c for c in range(81) if len(tokens[c]) == 1]
    assert [i for i, ch in enumerate(state["line"]) if ch != "."] == singles
    for c in range(81):
        if len(tokens[c]) > 1:
            shown = page.evaluate(f"document.querySelector('#grid td:has(#c{c}) .pm')?.textContent || ''")
            assert shown == tokens[c], (c, shown, tokens[c])
    page.get_by_role("button", name="Undo", exact=True).click()   # the marks go, the digits stay
    expect(page.locator("#grid .pm")).to_have_count(0)
    assert grid_state(page)["line"] == state["line"]


def test_a_puzzle_of_another_size_pasted_in_a_cell_keeps_the_focus_in_the_grid_and_is_one_undo(app):
    """Pasted with the focus in a cell, a puzzle of another size dropped the focus to the page
    (the old cells went) and took two Undo steps, the first an empty board no one saw."""
    page = app
    paste(page, EASY)
    undo_steps = int(page.evaluate("document.body.dataset.undo"))
    page.locator("#c80").focus()
    paste(page, "1...2...3...4...", "#c80")                       # a 4x4, from the last cell of the 9x9
    expect(page.get_by_role("grid", name="Sudoku").locator("input")).to_have_count(16)
    assert page.evaluate("document.activeElement.id") == "c0"
    assert int(page.evaluate("document.body.dataset.undo")) == undo_steps + 1
    page.get_by_role("button", name="Undo", exact=True).click()   # one Undo: the 9x9 back
    expect(page.get_by_role("grid", name="Sudoku").locator("input")).to_have_count(81)
    assert grid_state(page)["line"] == EASY


def test_a_pencil_mark_line_in_the_address_loads_as_a_paste_does(page, guard):
    """?puzzle= with a pencil-mark grid's 729-character line (digits in place, dots: it fits an
    address) loads the position and its marks; it was "Found 729 cells"."""
    from sudoku_core import parse
    from sudoku_core.logic import CandidateGrid

    from .conftest import wait_ready

    grid = CandidateGrid.from_puzzle(parse(EASY))
    cells = [1 << (grid.values[c] - 1) if grid.values[c] else grid.cands[c] for c in range(81)]
    line = "".join(str(d) if cells[c] >> (d - 1) & 1 else "." for c in range(81) for d in range(1, 10))
    page.goto("index.html?puzzle=" + line)
    wait_ready(page)
    expect(page.get_by_role("status")).to_contain_text("position with its pencil marks from the address")
    filled = "".join(str(m.bit_length()) if m & (m - 1) == 0 else "." for m in cells)   # one candidate: placed
    assert grid_state(page)["line"] == filled
    empty = filled.index(".")
    marks = " ".join(str(d) for d in range(1, 10) if cells[empty] >> (d - 1) & 1)
    expect(page.locator(f"#c{empty}")).to_have_attribute("aria-description", "candidates " + marks)
