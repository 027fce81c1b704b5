"""The built page in Chromium: behaviour a user (or an embedder) relies on.

Each test boots Pyodide once (~5 s here), so related checks are grouped; names say what is checked.
The autouse ``guard`` fixture (conftest.py) also fails any test with a console error, a page error,
an HTTP error response (e.g. a favicon 404) or a request to another origin.
"""

from __future__ import annotations

import time

from playwright.sync_api import expect

from .conftest import ENGINE_TIMEOUT, wait_engine, wait_ready
from .helpers import (EASY, HARD16, INKALA, NO_SOLUTION, TWO_SOLUTIONS, assert_valid_solution, cell,
                     grid_state, paste)


def status(page):
    return page.get_by_role("status")


def solve_button(page):
    return page.get_by_role("button", name="Solve", exact=True)


def test_grid_is_typeable_before_python_and_solve_enables_when_ready(page):
    # Hold main.py until the checks are done: Python cannot be ready before them, however fast
    # the boot (the preloads and the trimmed stdlib made it race these checks on a quick box).
    held = []
    page.route("**/main.py*", lambda route: held.append(route))
    page.goto("index.html", wait_until="domcontentloaded")
    grid = page.get_by_role("grid", name="Sudoku")
    expect(grid).to_be_visible()
    expect(solve_button(page)).to_be_disabled()
    expect(page.locator("#progress")).to_contain_text("Loading")
    cell(page, 1, 1).fill("5")
    cell(page, 2, 1).click()                 # the keyboard as the grid has it: an arrow moves to the
    page.keyboard.press("7")                 # next cell ("7", Right, "3" made "73" in one cell), a key
    page.keyboard.press("ArrowRight")        # replaces the cell's digit
    page.keyboard.press("3")
    page.keyboard.press("4")
    assert page.evaluate("document.body.dataset.ready") != "1", "Python was ready before the check"
    for _ in range(200):  # the handler runs while Playwright waits
        if held:
            break
        page.wait_for_timeout(50)
    assert len(held) == 1, "main.py was not requested"
    held[0].continue_()
    wait_ready(page)
    expect(solve_button(page)).to_be_enabled()
    expect(page.get_by_role("button", name="Clear")).to_be_enabled()
    expect(cell(page, 1, 1)).to_have_value("5")
    expect(cell(page, 1, 1)).to_have_class("given")
    expect(cell(page, 2, 1)).to_have_value("7")
    expect(cell(page, 2, 2)).to_have_value("4")
    assert page.evaluate("performance.getEntriesByName('sudoku-ready').length") == 1
    # and saved at once: it was on the grid only, and a reload with nothing typed since lost it
    page.unroute("**/main.py*")
    page.reload()
    wait_ready(page)
    expect(cell(page, 1, 1)).to_have_value("5")
    expect(page.get_by_role("status")).to_contain_text("Welcome back")


def test_type_puzzle_cell_by_cell_and_solve(app):
    page = app
    for i, ch in enumerate(EASY):
        if i % 9 == 0:  # arrows move inside a row (Tab would leave the grid: roving focus)
            cell(page, i // 9 + 1, 1).focus()
        if ch != ".":
            page.keyboard.press(ch)
        page.keyboard.press("ArrowRight")
    state = grid_state(page)
    assert state["line"] == EASY
    assert state["kinds"] == "".join("g" if ch != "." else "." for ch in EASY)
    wait_engine(page)                   # typing never waited for it; solving needs it
    solve_button(page).click()
    expect(status(page)).to_contain_text("Solved")
    expect(status(page)).to_contain_text("nodes")
    state = grid_state(page)
    assert_valid_solution(state["line"], 9, EASY)
    # givens and solved cells look different
    assert state["kinds"] == "".join("g" if ch != "." else "s" for ch in EASY)
    w_given = cell(page, 1, 1).evaluate("e => getComputedStyle(e).fontWeight")
    w_solved = cell(page, 1, 3).evaluate("e => getComputedStyle(e).fontWeight")
    c_given = cell(page, 1, 1).evaluate("e => getComputedStyle(e).color")
    c_solved = cell(page, 1, 3).evaluate("e => getComputedStyle(e).color")
    assert (w_given, c_given) != (w_solved, c_solved)
    # editing a given drops the shown solution but keeps every typed given
    cell(page, 1, 1).focus()
    page.keyboard.press("Delete")
    state = grid_state(page)
    assert "s" not in state["kinds"] and state["line"] == "." + EASY[1:]


def test_paste_anywhere_in_several_formats(app):
    page = app
    grid_text = "\n".join(
        " ".join(INKALA[r * 9:(r + 1) * 9].replace(".", "0")) for r in range(9)
    )
    paste(page, grid_text)  # on the page body
    expect(status(page)).to_contain_text("Pasted")
    assert grid_state(page)["line"] == INKALA
    paste(page, EASY, "#grid input")  # into a cell: a whole puzzle still fills the grid
    assert grid_state(page)["line"] == EASY
    paste(page, "4", '[aria-label="Row 1, column 3"]')  # one character pasted into one cell
    assert grid_state(page)["line"][2] == "4"
    paste(page, "not a sudoku")
    expect(status(page)).to_contain_text("Could not read")
    assert grid_state(page)["line"][:3] == "534", "a bad paste must not change the grid"
    solve_button(page).click()          # the engine may still be starting: it solves once ready
    expect(status(page)).to_contain_text("Solved", timeout=ENGINE_TIMEOUT)


def test_conflicts_are_highlighted_named_and_block_solve(app):
    page = app
    cell(page, 3, 1).focus()
    page.keyboard.press("5")
    cell(page, 3, 8).focus()
    page.keyboard.press("5")
    state = grid_state(page)
    assert state["conflicts"] == [18, 25]
    expect(status(page)).to_contain_text("5")
    expect(status(page)).to_contain_text("row 3")
    expect(cell(page, 3, 8)).to_have_attribute("aria-invalid", "true")
    solve_button(page).click()
    expect(status(page)).to_contain_text("conflict")
    assert grid_state(page)["line"].count("5") == 2, "typed digits are kept"
    cell(page, 3, 8).focus()
    page.keyboard.press("Backspace")
    assert grid_state(page)["conflicts"] == []
    expect(cell(page, 3, 8)).not_to_have_attribute("aria-invalid", "true")


def test_no_solution_and_multiple_solutions_are_said_plainly(engine_app):
    page = engine_app
    paste(page, NO_SOLUTION)
    solve_button(page).click()
    expect(status(page)).to_contain_text("No solution")
    state = grid_state(page)
    assert state["line"] == NO_SOLUTION and "s" not in state["kinds"]

    paste(page, TWO_SOLUTIONS)
    solve_button(page).click()
    expect(status(page)).to_contain_text("More than one solution")
    state = grid_state(page)
    assert_valid_solution(state["line"], 9, TWO_SOLUTIONS)
    assert len(state["differs"]) >= 2
    assert f"the {len(state['differs'])} highlighted cells" in status(page).text_content()
    # the other solution's digit is shown on each differing cell, and it differs
    for i in state["differs"]:
        alt = page.locator("#grid td").nth(i).get_attribute("data-alt")
        assert alt and alt != state["line"][i]


def test_a_solve_verdict_is_said_again_in_the_language_switched_to_and_keeps_its_cells(engine_app):
    """A switch of language says the verdict again in the new language (it is no answer to say
    "Ready" instead), and the cells where two solutions differ stay highlighted."""
    page = engine_app
    paste(page, TWO_SOLUTIONS)
    solve_button(page).click()
    expect(status(page)).to_contain_text("More than one solution")
    differs = grid_state(page)["differs"]
    assert len(differs) >= 2
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(status(page)).to_contain_text(f"两个解在高亮的 {len(differs)} 个格子中不同")
    assert grid_state(page)["differs"] == differs
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(status(page)).to_contain_text(f"the {len(differs)} highlighted cells")

    paste(page, NO_SOLUTION)
    solve_button(page).click()
    expect(status(page)).to_contain_text("No solution")
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(status(page)).to_contain_text("无解")
    expect(status(page)).to_have_attribute("data-kind", "error")
    page.get_by_role("combobox", name="语言").select_option("en")


def test_url_puzzle_prefills_and_copy_share_round_trip(page, context, guard):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"index.html?puzzle={INKALA}")
    wait_ready(page)
    state = grid_state(page)
    assert state["line"] == INKALA and set(state["kinds"]) <= {"g", "."}
    expect(status(page)).to_contain_text("address")
    page.get_by_role("button", name="Share").click()
    expect(status(page)).to_contain_text("Copied a link")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.endswith(f"index.html?puzzle={INKALA}") and link.startswith("http://127.0.0.1:")
    wait_engine(page)
    solve_button(page).click()
    expect(status(page)).to_contain_text("Solved")
    page.get_by_role("button", name="Copy").click()
    expect(status(page)).to_contain_text("Copied the grid")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == grid_state(page)["line"]
    assert_valid_solution(copied, 9, INKALA)
    # a bad ?puzzle= is reported, not thrown; the grid keeps the remembered work (the givens)
    page.goto("index.html?puzzle=12345")
    wait_ready(page)
    expect(status(page)).to_contain_text("address")
    assert grid_state(page)["line"] == INKALA
    page.evaluate("localStorage.clear()")  # with nothing remembered, the grid stays empty
    page.goto("index.html?puzzle=12345")
    wait_ready(page)
    expect(status(page)).to_contain_text("address")
    assert set(grid_state(page)["line"]) == {"."}


def test_keyboard_navigation_and_editing(app):
    page = app
    cell(page, 1, 1).focus()
    page.keyboard.press("ArrowRight")
    expect(cell(page, 1, 2)).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(cell(page, 2, 2)).to_be_focused()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")  # clamps at the edge
    expect(cell(page, 2, 1)).to_be_focused()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    expect(cell(page, 1, 1)).to_be_focused()
    page.keyboard.press("Control+End")
    expect(cell(page, 9, 9)).to_be_focused()
    page.keyboard.press("Home")
    expect(cell(page, 9, 1)).to_be_focused()
    page.keyboard.press("Control+Home")
    expect(cell(page, 1, 1)).to_be_focused()
    page.keyboard.press("End")
    expect(cell(page, 1, 9)).to_be_focused()
    # Roving focus: the grid is one Tab stop (the last focused cell); Tab leaves it.
    stops = page.evaluate("[...document.querySelectorAll('#grid input')].filter(e => e.tabIndex === 0)"
                          ".map(e => e.getAttribute('aria-label'))")
    assert stops == ["Row 1, column 9"]
    page.keyboard.press("Tab")  # then the digit pad, one Tab stop (issue 30), then Solve
    assert page.evaluate("document.activeElement.closest('#pad') !== null")
    page.keyboard.press("Tab")
    expect(solve_button(page)).to_be_focused()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    expect(cell(page, 1, 9)).to_be_focused()
    page.keyboard.press("7")
    expect(cell(page, 1, 9)).to_have_value("7")
    page.keyboard.press("3")  # typing over replaces
    expect(cell(page, 1, 9)).to_have_value("3")
    page.keyboard.press("x")  # not a symbol: refused with a message
    expect(cell(page, 1, 9)).to_have_value("3")
    expect(status(page)).to_contain_text("not allowed")
    page.keyboard.press("Backspace")
    expect(cell(page, 1, 9)).to_have_value("")
    page.keyboard.press("4")
    page.keyboard.press("Delete")
    expect(cell(page, 1, 9)).to_have_value("")
    page.keyboard.press("0")
    expect(cell(page, 1, 9)).to_have_value("")
    page.get_by_role("button", name="Clear").click()
    assert set(grid_state(page)["line"]) == {"."}


def test_cancel_long_solve_keeps_page_responsive_and_grid(engine_app):
    page = engine_app
    paste(page, HARD16)
    assert grid_state(page)["size"] == 16
    before = grid_state(page)
    solve_button(page).click()
    cancel = page.get_by_role("button", name="Cancel")
    expect(cancel).to_be_enabled()
    expect(solve_button(page)).to_be_disabled()
    progress = page.locator("#progress")
    expect(progress).to_contain_text("nodes")
    first = progress.text_content()
    # the page keeps painting while the search runs: count animation frames for 1 s
    frames = page.evaluate("""() => new Promise(done => {
        let n = 0; const t0 = performance.now();
        const tick = () => { n++; performance.now() - t0 < 1000 ? requestAnimationFrame(tick) : done(n); };
        requestAnimationFrame(tick);
    })""")
    assert frames >= 10, f"only {frames} frames in 1 s during the solve"
    expect(progress).not_to_have_text(first)  # progress moves
    t0 = time.monotonic()
    cancel.click()
    expect(status(page)).to_contain_text("Cancelled", timeout=5000)
    elapsed = time.monotonic() - t0
    assert elapsed < 3, f"cancel took {elapsed:.2f} s"
    print(f"cancel round trip {elapsed:.3f} s, {frames} frames/s during solve")
    expect(cancel).to_be_disabled()
    expect(solve_button(page)).to_be_enabled()
    assert grid_state(page) == before, "cancel must leave the typed grid exactly as it was"


def test_undo_or_an_example_during_a_solve_stops_it_and_draws_nothing_on_the_new_board(engine_app):
    """Undo across the paste of a 16x16 puzzle while it was being solved brought the 9x9 board back
    with the solve still running: its 16x16 answer was then drawn on the 9x9 board (IndexError in
    the page) and Cancel stayed on meanwhile; an Example loaded during a solve left "Searching…
    N nodes" under the example for good."""
    page = engine_app
    paste(page, HARD16)
    solve_button(page).click()
    cancel = page.get_by_role("button", name="Cancel")
    expect(cancel).to_be_enabled()
    page.locator("#undo").click()
    expect(page.locator("#grid")).to_have_attribute("data-size", "9")
    expect(cancel).to_be_disabled()
    expect(solve_button(page)).to_be_enabled()
    expect(page.locator("#progress")).to_have_text("")
    state = grid_state(page)
    assert "s" not in state["kinds"] and len(state["line"]) == 81

    wait_engine(page)   # (the stopped solve's worker was replaced)
    paste(page, HARD16)
    solve_button(page).click()
    expect(page.locator("#progress")).to_contain_text("nodes")
    page.get_by_role("combobox", name="Example").select_option("easy")
    expect(status(page)).to_contain_text("Easy")
    expect(cancel).to_be_disabled()
    expect(page.locator("#progress")).to_have_text("")
    state = grid_state(page)
    assert state["size"] == 9 and "s" not in state["kinds"]


def test_sizes_4_and_16_adapt_grid_and_keyboard(engine_app):
    page = engine_app
    cell(page, 1, 1).focus()
    page.keyboard.press("8")
    size = page.get_by_role("combobox", name="Size")
    size.select_option("16")
    expect(page.locator("#grid input")).to_have_count(256)
    expect(cell(page, 16, 16)).to_be_visible()
    cell(page, 16, 16).focus()
    page.keyboard.press("g")  # letters are symbols on 16x16, upper-cased
    expect(cell(page, 16, 16)).to_have_value("G")
    page.keyboard.press("ArrowLeft")
    expect(cell(page, 16, 15)).to_be_focused()
    page.keyboard.press("Backspace")
    cell(page, 16, 16).focus()
    page.keyboard.press("Delete")
    page.get_by_role("combobox", name="Example").select_option("easy16")
    givens = grid_state(page)["line"]
    solve_button(page).click()
    expect(status(page)).to_contain_text("Solved")
    assert_valid_solution(grid_state(page)["line"], 16, givens)

    size.select_option("4")
    expect(page.locator("#grid input")).to_have_count(16)
    cell(page, 1, 1).focus()
    page.keyboard.press("5")  # not a 4x4 symbol
    expect(cell(page, 1, 1)).to_have_value("")
    page.keyboard.press("4")
    expect(cell(page, 1, 1)).to_have_value("4")
    solve_button(page).click()
    expect(status(page)).to_contain_text("More than one solution")

    size.select_option("9")  # the 9x9 typing is still there
    expect(page.locator("#grid input")).to_have_count(81)
    expect(cell(page, 1, 1)).to_have_value("8")


def test_two_digits_typed_in_one_cell_are_one_number_on_16x16_and_25x25(app):
    """On 16x16 a person who counts in numbers types 12 for C: the 2 replaced the 1 (the cell said
    2) and 10 emptied the cell (0 clears). Two digits typed in a row in one cell are one number;
    a digit typed after moving to the cell and back is a digit of its own again."""
    page = app
    size = page.get_by_role("combobox", name="Size")
    size.select_option("16")
    expect(page.locator("#grid input")).to_have_count(256)
    cell(page, 1, 1).focus()
    page.keyboard.type("12")
    expect(cell(page, 1, 1)).to_have_value("C")
    cell(page, 1, 2).focus()
    page.keyboard.type("10")
    expect(cell(page, 1, 2)).to_have_value("A")
    cell(page, 1, 3).focus()
    page.keyboard.type("1")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    page.keyboard.type("3")              # not 13: the 1 was typed before the cell was left
    expect(cell(page, 1, 3)).to_have_value("3")
    size.select_option("25")
    expect(page.locator("#grid input")).to_have_count(625)
    cell(page, 1, 1).focus()
    page.keyboard.type("25")
    expect(cell(page, 1, 1)).to_have_value("P")


def test_examples_and_clear(engine_app):
    page = engine_app
    example = page.get_by_role("combobox", name="Example")
    for name, size in (("easy", 9), ("luogu", 9), ("inkala", 9), ("easy4", 4)):
        example.select_option(name)
        state = grid_state(page)
        assert state["size"] == size and state["line"].count(".") < size * size
        solve_button(page).click()
        expect(status(page)).to_contain_text("Solved")
        assert_valid_solution(grid_state(page)["line"], size, state["line"])
    page.get_by_role("button", name="Clear").click()
    assert set(grid_state(page)["line"]) == {"."}
    expect(status(page)).to_contain_text("cleared")


def test_layout_fits_320px_and_follows_dark_scheme(page, guard):
    page.set_viewport_size({"width": 320, "height": 640})
    page.emulate_media(color_scheme="light")
    page.goto("index.html")
    wait_ready(page)
    overflow = "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    assert page.evaluate(overflow) <= 0
    box = page.get_by_role("grid", name="Sudoku").bounding_box()
    assert box["width"] <= 320 and box["x"] >= 0
    light_bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
    page.get_by_role("button", name="Menu").click()     # a narrow screen folds the toolbar behind Menu
    page.get_by_role("combobox", name="Size").select_option("16")
    assert page.evaluate(overflow) <= 0
    # 16x16 keeps 24 px cells: the grid is wider than the screen and scrolls inside its frame (#board)
    assert page.locator("#board").bounding_box()["width"] <= 320
    assert page.locator("#grid td").first.bounding_box()["width"] >= 24
    page.emulate_media(color_scheme="dark")
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") != light_bg
    # the favicon is a real file (the guard would also catch a 404)
    href = page.evaluate("document.querySelector('link[rel=icon]').href")
    assert page.request.get(href).ok


def test_the_example_menu_is_browsed_with_the_arrow_keys(app):
    """Each Down arrow on the Example menu loaded "Easy" again (the menu went back to "Load an
    example…" after each change), so the others were out of a keyboard's reach: it keeps the
    example loaded, and the next arrow loads the next one. Clear or another puzzle resets it."""
    from sudoku_core import EXAMPLES, parse

    page = app
    example = page.get_by_role("combobox", name="Example")
    names = page.evaluate("[...document.querySelectorAll('#example option')].map(o => o.value).filter(Boolean)")
    example.focus()
    for name in names[:3]:
        page.keyboard.press("ArrowDown")
        expect(example).to_have_value(name)
        expect(page.get_by_role("status")).to_contain_text("Loaded example")
        givens = parse(EXAMPLES[name])
        assert grid_state(page)["line"] == "".join(givens.symbols[v - 1] if v else "." for v in givens.cells)
    page.get_by_role("button", name="Undo", exact=True).click()     # another puzzle on the board: the menu forgets
    expect(example).to_have_value("")
    example.select_option(names[0])
    page.get_by_role("button", name="Clear", exact=True).click()
    expect(example).to_have_value("")


def test_digits_typed_while_the_page_starts_over_saved_work_say_where_the_work_is(page):
    """Saved work, then a digit typed before Python was ready: the digit went on top of the work
    (which is one Undo back) while the page said "Welcome back: your grid is as you left it"; and
    Undo back to the work brought its grid back but its time from 0."""
    page.goto("index.html")
    wait_ready(page)
    paste(page, EASY)
    cell(page, 1, 2).fill("4")                       # an entry: the work saved
    page.wait_for_timeout(3300)                      # played for 3 s (saved as the page goes)
    held = []
    page.route("**/main.py*", lambda route: held.append(route))
    page.reload(wait_until="domcontentloaded")
    cell(page, 9, 9).fill("7")
    for _ in range(200):
        if held:
            break
        page.wait_for_timeout(50)
    held[0].continue_()
    wait_ready(page)
    status = page.get_by_role("status")
    expect(status).to_contain_text("one Undo back")
    expect(status).not_to_contain_text("as you left it")
    expect(cell(page, 9, 9)).to_have_value("7")
    page.get_by_role("button", name="Undo", exact=True).click()
    expect(cell(page, 1, 2)).to_have_value("4")
    assert grid_state(page)["line"][0] == EASY[0]
    # and its time came back with it (it started again from 0:00: the play was the new puzzle's)
    assert float(page.get_by_role("timer").get_attribute("data-seconds")) >= 3
