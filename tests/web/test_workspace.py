"""The grid as a workspace, in Chromium: entries, pencil marks, undo/redo, memory across reloads,
hints from the person's own position drawn on the grid, Apply, and the explanation with its rating.

Controls are found by role and name (the interface contract, docs/url-parameters-and-contract.md).
The oracle is the core, run here in
CPython on the same position: the page must show the step the core finds (its sentence, its
pattern, its eliminations), and Apply must change exactly the candidates the step removes.
Positions deep inside a solution path are set up the way a returning visitor brings them: stored
work (the page's storage format) read back on reload.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from sudoku_core import parse, solve
from sudoku_core.logic import CandidateGrid, rate, sentence, solve_path
from sudoku_core.logic.se import SE_TECHNIQUES

from .axe import assert_no_violations
from .conftest import ENGINE_TIMEOUT, UI_TIMEOUT, wait_engine, wait_ready
from .helpers import EASY, cell, grid_state, paste

# A public puzzle (Sudoku Exchange's diabolical bank) whose easiest path has, in this order, a
# naked pair, an X-Wing, a Skyscraper, an AIC, an XY-Wing and an XY-Chain.
TOUR = "..3..1.7.2....38...1.9....332.7.56......2......68.4.127....8.4...24....7.5.3..1.."
# Another from the same bank, whose path has an X-Chain.
X_CHAIN = "...7.9....7.318.9...2...1...4.....6.....5.....1847695..9.....1...6...7..85..9..34"
# From top1465: its teaching path (119 steps, many forcing chains) takes about 5 s in CPython, so
# "Stop looking" always lands while Explain is still listing it (not in the SE rating after it).
HARD_PATH = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."
STORAGE_KEY = "sudoku-solver:work"


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def status(page):
    return page.get_by_role("status")


def hint_region(page):
    return page.get_by_role("region", name="Hint")


def marks_of(page, row, col) -> str:
    """The candidates shown in a cell (its pencil-mark digits, struck-through ones included)."""
    return page.evaluate(
        "([r, c]) => { const td = document.querySelector(`#grid input[aria-label='Row ${r}, column ${c}']`)"
        ".parentElement; const pm = td.querySelector('.pm'); return pm ? pm.textContent : ''; }", [row, col])


def drawn(page, style) -> list:
    """(cell, digit) pairs drawn with a style (pattern, fin, elim, place)."""
    return page.evaluate(
        """(style) => [...document.querySelectorAll('#grid td')].flatMap((td, i) =>
            [...td.querySelectorAll(`.pm span[data-c="${style}"]`)].map(s => [i, s.textContent]))""", style)


def step_position(puzzle: str, technique: str):
    """The grid just before the first step of ``technique`` on the easiest path, and that step."""
    grid = CandidateGrid.from_puzzle(parse(puzzle))
    for step in solve_path(grid).steps:
        if step.technique == technique:
            return grid, step
        grid.apply(step)
    raise AssertionError(f"{technique} is not on the path")


def stored_work(puzzle: str, grid: CandidateGrid) -> dict:
    """The page's stored work for a position: the puzzle, the grid's digits as entries and every
    empty cell's candidates as pencil marks."""
    givens = puzzle
    entries = "".join(str(v) if v and givens[i] == "." else "." for i, v in enumerate(grid.values))
    position = {"size": 9, "givens": givens, "entries": entries, "marks": list(grid.cands), "started": True}
    return {"v": 1, "tab": "solver", "at": 0, "positions": [position]}


def open_position(page, puzzle: str, grid: CandidateGrid):
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [STORAGE_KEY, json.dumps(stored_work(puzzle, grid))])
    page.reload()
    wait_ready(page)
    expect(status(page)).to_contain_text("Welcome back")
    wait_engine(page)  # the reload started a fresh engine worker, and every caller asks it for hints


def cell_of(index: int):
    return index // 9 + 1, index % 9 + 1


def test_hint_levels_draw_the_step_and_apply_changes_exactly_its_candidates(app):
    page = app
    grid, step = step_position(TOUR, "x_wing")
    open_position(page, TOUR, grid)
    assert grid_state(page)["line"] == "".join(str(v) if v else "." for v in grid.values)

    button(page, "Hint").click()
    expect(hint_region(page)).to_contain_text("Next technique: X-Wing, in ")
    assert page.evaluate("document.body.dataset.hintTechnique") == "x_wing"
    assert drawn(page, "pattern") == []  # level 1 only says where to look

    button(page, "Hint").click()  # level 2: the pattern, drawn
    expect(hint_region(page)).to_contain_text("X-Wing: ")
    pattern = sorted([c, str(d)] for c, d in step.pattern.candidates)
    assert sorted(drawn(page, "pattern")) == pattern
    assert drawn(page, "elim") == []

    expect(status(page)).to_contain_text("press Hint again for more")
    button(page, "Hint").click()  # level 3: the sentence, with what it removes
    expect(hint_region(page)).to_have_text(sentence(step, 9, "123456789"))
    expect(status(page)).to_contain_text("detail 3 of 3: all of it")   # no "press Hint again" at the last
    assert sorted(drawn(page, "elim")) == sorted([c, str(d)] for c, d in step.eliminations)

    before = {c: marks_of(page, *cell_of(c)) for c, _ in step.eliminations}
    button(page, "Apply").click()
    expect(status(page)).to_contain_text("Applied: X-Wing")
    for c, d in step.eliminations:
        after = marks_of(page, *cell_of(c))
        assert after == before[c].replace(str(d), ""), (c, d, before[c], after)
    assert drawn(page, "elim") == []
    # every other cell kept its candidates
    for c, mask in enumerate(grid.cands):
        if mask and c not in dict(step.eliminations):
            assert marks_of(page, *cell_of(c)) == "".join(str(d) for d in range(1, 10) if mask >> (d - 1) & 1)

    button(page, "Undo").click()
    for c, _ in step.eliminations:
        assert marks_of(page, *cell_of(c)) == before[c]
    page.keyboard.press("Control+y")
    for c, d in step.eliminations:
        assert marks_of(page, *cell_of(c)) == before[c].replace(str(d), "")
    assert_no_violations(page, "a hint drawn on the grid")


@pytest.mark.parametrize("technique", ["naked_pair", "xy_wing", "x_chain"])
def test_hints_on_known_steps_say_and_draw_them(app, technique):
    page = app
    puzzle = X_CHAIN if technique == "x_chain" else TOUR
    grid, step = step_position(puzzle, technique)
    open_position(page, puzzle, grid)
    for _ in range(3):
        button(page, "Hint").click()
    expect(hint_region(page)).to_have_text(sentence(step, 9, "123456789"))
    assert page.evaluate("document.body.dataset.hintTechnique") == technique
    involved = page.evaluate("[...document.querySelectorAll('#grid td')].flatMap((td, i) => td.dataset.hint ? [i] : [])")
    assert set(involved) == set(step.pattern.cells) | {c for c, _ in step.placements}
    assert sorted(drawn(page, "elim")) == sorted([c, str(d)] for c, d in step.eliminations)
    assert page.locator("#board svg.links line").count() == len(step.pattern.links)


def test_chains_are_drawn_as_arrows_and_the_explanation_walks_the_path(app):
    page = app
    grid, step = step_position(TOUR, "aic")
    open_position(page, TOUR, grid)
    for _ in range(3):
        button(page, "Hint").click()
    expect(hint_region(page)).to_have_text(sentence(step, 9, "123456789"))
    kinds = sorted(link.kind for link in step.pattern.links)
    assert sorted(page.locator("#board svg.links line").evaluate_all("ls => ls.map(l => l.dataset.link)")) == kinds
    assert {"strong", "weak"} <= set(kinds)
    dash = page.locator("#board svg.links line.weak").first.evaluate("l => getComputedStyle(l).strokeDasharray")
    solid = page.locator("#board svg.links line.strong").first.evaluate("l => getComputedStyle(l).strokeDasharray")
    assert dash != solid, "weak and strong links differ by line style"
    assert_no_violations(page, "a chain drawn on the grid")
    page.emulate_media(color_scheme="dark")
    assert_no_violations(page, "a chain drawn on the grid (dark)")
    page.emulate_media(color_scheme="light")

    # Explain: the whole path from here, as the core finds it, with the rating line
    button(page, "Explain").click()
    path = solve_path(grid)
    items = page.get_by_role("list", name="Explanation").get_by_role("listitem")
    expect(items).to_have_count(len(path.steps))
    rating = page.get_by_role("note")  # Sudoku Explainer's rating from here, not the listed path's
    se_path = solve_path(grid, SE_TECHNIQUES, first_producer=True)
    expect(rating).to_contain_text(f"Sudoku Explainer's scale: SE {se_path.difficulty:.1f}")
    guesses = solve(parse(TOUR)).stats.backtracks
    expect(rating).to_contain_text(f"backtracks {guesses:,} times")
    assert path.solved and int(page.evaluate("document.body.dataset.explainSteps")) == len(path.steps)

    k = next(i for i, s in enumerate(path.steps) if s.technique == "xy_wing")
    before = grid.copy()
    for s in path.steps[:k]:
        before.apply(s)
    item = items.nth(k).get_by_role("button")
    item.click()
    expect(item).to_have_attribute("aria-current", "step")
    assert page.evaluate("document.body.dataset.hintTechnique") == "xy_wing"
    assert grid_state(page)["line"] == "".join(str(v) if v else "." for v in before.values)
    assert sorted(drawn(page, "elim")) == sorted([c, str(d)] for c, d in path.steps[k].eliminations)
    # the keyboard moves through the steps; typing is refused while a step is shown
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(items.nth(k + 1).get_by_role("button")).to_have_attribute("aria-current", "step")
    # the list is one Tab stop (each step was one: 49 Tabs past a long path), the shown step's
    stops = page.locator("#explain-list button[tabindex='0']")
    expect(stops).to_have_count(1)
    expect(stops).to_have_attribute("data-step", str(k + 1))
    cell(page, 1, 1).focus()
    page.keyboard.press("5")
    expect(status(page)).to_contain_text("Back to my grid")
    expect(status(page)).to_contain_text("Escape")
    page.keyboard.press("Escape")          # as the refusal says: Escape, in the grid too, goes back
    expect(page.locator("body")).to_have_attribute("data-explain-at", "")
    assert grid_state(page)["line"] == "".join(str(v) if v else "." for v in grid.values)
    expect(cell(page, 1, 1)).to_be_focused()
    item.click()                             # a step again, then the button
    expect(item).to_have_attribute("aria-current", "step")
    button(page, "Back to my grid").click()
    assert grid_state(page)["line"] == "".join(str(v) if v else "." for v in grid.values)
    assert drawn(page, "elim") == [] and page.locator("#board svg.links").count() == 0


def test_a_digit_deleted_or_typed_over_gives_back_the_marks_it_took(app):
    """A digit typed over Fill's candidates takes itself out of the marks around it; deleting it by
    hand left them crossed out (Apply of the wrong-entry hint gave them back): they come back, and
    typing another digit over it gives back the first one's and takes the second one's."""
    page = app
    paste(page, EASY)
    button(page, "Fill candidates").click()
    filled = [marks_of(page, 1, c) for c in range(1, 10)]
    digit = next(d for d in filled[2] if any(d in filled[c] for c in range(3, 9) if c != 2))
    cell(page, 1, 3).fill(digit)
    expect(cell(page, 1, 3)).to_have_class("entry")
    assert [m for c, m in enumerate(filled) if c != 2 and digit in m] != [], "the digit was marked around it"
    assert all(digit not in marks_of(page, 1, c) for c in range(4, 10))
    cell(page, 1, 3).fill("")
    expect(cell(page, 1, 3)).to_have_value("")
    assert [marks_of(page, 1, c) for c in range(1, 10)] == filled
    other = next(d for d in filled[2] if d != digit)
    cell(page, 1, 3).fill(digit)
    cell(page, 1, 3).fill(other)
    expect(cell(page, 1, 3)).to_have_value(other)
    now = [marks_of(page, 1, c) for c in range(1, 10)]
    assert now == [m.replace(other, "") if c != 2 else "" for c, m in enumerate(filled)]
    button(page, "Undo").click()   # one undo step: back to the first digit
    expect(cell(page, 1, 3)).to_have_value(digit)


def test_wrong_entries_first_then_apply_removes_them(app):
    page = app
    paste(page, EASY)
    solution = solve(parse(EASY)).solution.cells
    wrong = next(d for d in range(1, 10) if d != solution[2] and str(d) not in EASY[:9])
    button(page, "Fill candidates").click()
    filled = [marks_of(page, 1, c) for c in range(1, 10)]
    cell(page, 1, 3).fill(str(wrong))
    expect(cell(page, 1, 3)).to_have_class("entry")
    wait_engine(page)  # hints are the engine worker's
    button(page, "Explain").click()   # Explain says why it cannot list a path; no Hint press counted
    expect(page.get_by_role("status")).to_have_text(
        "Explain lists the path from a grid without mistakes: fix this first (Apply does it).")
    assert page.evaluate("JSON.parse(localStorage.getItem('sudoku-solver:work')).play.hints") == 0
    button(page, "Hint").click()
    expect(hint_region(page)).to_have_text("One of your entries is wrong.")
    assert page.evaluate("document.body.dataset.hintTechnique") == "wrong_entry"
    button(page, "Hint").click()
    expect(hint_region(page)).to_have_text("Check r1c3.")
    expect(page.locator("#grid td[data-hint=target]")).to_have_count(1)
    button(page, "Hint").click()
    expect(hint_region(page)).to_have_text(f"r1c3 holds {wrong}, which is not its digit in the solution.")
    button(page, "Apply").click()
    expect(cell(page, 1, 3)).to_have_value("")
    # the marks the wrong digit took (its own cell's, and the digit around it) are back
    assert [marks_of(page, 1, c) for c in range(1, 10)] == filled
    button(page, "Hint").click()  # now the easiest step, from the same grid
    expect(hint_region(page)).to_contain_text("Next technique: ")
    button(page, "Undo").click()
    expect(cell(page, 1, 3)).to_have_value(str(wrong))


def test_pencil_marks_undo_redo_clear_and_reload(app):
    page = app
    paste(page, EASY)
    pencil = button(page, "Pencil marks")
    expect(pencil).to_have_attribute("aria-pressed", "false")
    pencil.click()
    expect(pencil).to_have_attribute("aria-pressed", "true")
    cell(page, 1, 3).focus()
    for key in "124":
        page.keyboard.press(key)
    page.keyboard.press("2")  # a second press removes the mark
    assert marks_of(page, 1, 3) == "14"
    expect(cell(page, 1, 3)).to_have_value("")
    expect(cell(page, 1, 3)).to_have_attribute("aria-description", "candidates 1 4")
    pencil.click()
    cell(page, 1, 4).focus()
    page.keyboard.press("Shift+Digit6")  # Shift+digit marks at any time
    assert marks_of(page, 1, 4) == "6"
    page.keyboard.press("2")  # a digit: an entry, which also leaves its peers' marks
    expect(cell(page, 1, 4)).to_have_value("2")
    expect(cell(page, 1, 4)).to_have_class("entry")
    page.keyboard.press("Control+z")
    expect(cell(page, 1, 4)).to_have_value("")
    assert marks_of(page, 1, 4) == "6"
    page.keyboard.press("Control+y")
    expect(cell(page, 1, 4)).to_have_value("2")

    button(page, "Fill candidates").click()
    expected = CandidateGrid.from_puzzle(parse(EASY[:3] + "2" + EASY[4:]))
    assert marks_of(page, 1, 3) == "".join(str(d) for d in range(1, 10) if expected.cands[2] >> (d - 1) & 1)

    button(page, "Clear").click()  # Clear asks nothing, and is undoable
    assert grid_state(page)["line"] == "." * 81
    button(page, "Undo").click()
    state = grid_state(page)
    assert state["line"][:5] == "53.27" and marks_of(page, 1, 3)
    button(page, "Undo").click()  # back before Fill candidates
    assert marks_of(page, 1, 3) == "14"

    page.reload()  # the whole state comes back: puzzle, entries, marks, where we were in the history
    wait_ready(page)
    expect(status(page)).to_contain_text("Welcome back")
    assert grid_state(page)["line"][:5] == "53.27"
    expect(cell(page, 1, 4)).to_have_class("entry")
    assert marks_of(page, 1, 3) == "14"
    assert marks_of(page, 1, 6) == ""
    button(page, "Redo").click()  # the history came back too: Fill candidates is redone
    assert marks_of(page, 1, 6) == "".join(str(d) for d in range(1, 10) if expected.cands[5] >> (d - 1) & 1)
    page.get_by_role("tab", name="Tutor").click()
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("tab", name="Tutor")).to_have_attribute("aria-selected", "true")


def test_chinese_hints_long_searches_stop_and_narrow_screens(app):
    page = app
    grid, step = step_position(TOUR, "xy_chain")
    open_position(page, TOUR, grid)
    page.get_by_label("Language").select_option("zh-CN")
    for _ in range(3):
        page.get_by_role("button", name="提示", exact=True).click()
    expect(page.get_by_role("region", name="提示")).to_contain_text("如果")  # level 3: the sentence
    text = page.get_by_role("region", name="提示").text_content()
    assert text.startswith("XY 链：") and "所以" in text, text
    assert page.locator("#board svg.links line").count() == len(step.pattern.links)
    assert_no_violations(page, "a Chinese hint with a chain")
    page.emulate_media(color_scheme="dark")
    page.get_by_role("button", name="讲解", exact=True).click()
    expect(page.get_by_role("note")).to_contain_text("SE")
    page.get_by_role("list", name="讲解步骤").get_by_role("button").first.click()
    assert_no_violations(page, "a Chinese explanation step (dark)")
    page.emulate_media(color_scheme="light")
    page.get_by_label("语言").select_option("en")

    # 320 px: the grid, the drawing and the controls fit
    page.set_viewport_size({"width": 320, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    button(page, "Back to my grid").click()

    # a long search (Explain on HARD_PATH) can be stopped, and the page answers meanwhile
    paste(page, HARD_PATH)
    button(page, "Explain").click()
    page.wait_for_function("document.body.dataset.logicBusy === '1'")
    expect(button(page, "Stop looking")).to_be_enabled()
    expect(page.locator("#progress")).to_contain_text("Explaining")
    cell(page, 1, 1).focus()  # the page still takes input while the engine works
    button(page, "Stop looking").click()
    expect(status(page)).to_contain_text("Stopped looking")
    page.wait_for_function("document.body.dataset.logicBusy === '0'")
    expect(button(page, "Stop looking")).to_be_disabled()
    assert page.get_by_role("list", name="Explanation").get_by_role("listitem").count() == 0


def test_typing_marks_undo_paste_and_the_pad_never_wait_for_the_engine(page, guard):
    """Issue 31: the grid is the page's own (MicroPython), never the engine worker's. With the
    engine held back (its client's script is not served until the end), pasting, typing, a pencil
    mark, Undo and a tap on the digit pad all change the grid; Solve waits visibly ("Starting the
    solver…") and solves once the engine has started."""
    held = []
    page.route("**/engine_client.js*", lambda route: held.append(route))
    page.set_default_timeout(UI_TIMEOUT)
    page.goto("index.html")
    wait_ready(page)
    root = page.locator("html")
    paste(page, EASY)
    assert grid_state(page)["line"] == EASY
    cell(page, 1, 3).focus()
    page.keyboard.press("4")                                  # a digit typed
    expect(cell(page, 1, 3)).to_have_value("4")
    cell(page, 1, 4).focus()
    page.keyboard.press("Shift+Digit6")                       # a pencil mark
    assert marks_of(page, 1, 4) == "6"
    page.keyboard.press("Control+z")                          # undo
    assert marks_of(page, 1, 4) == ""
    button(page, "Undo").click()
    expect(cell(page, 1, 3)).to_have_value("")
    pad = page.get_by_role("group", name="Digit pad")
    cell(page, 1, 3).focus()
    pad.get_by_role("button", name="4", exact=True).click()   # a tap on the pad
    expect(cell(page, 1, 3)).to_have_value("4")
    assert held and root.get_attribute("data-engine-state") != "ready", "the engine was not held back"

    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.locator("#progress")).to_have_text("Starting the solver…")
    for route in held:
        route.continue_()
    expect(status(page)).to_contain_text("Solved", timeout=ENGINE_TIMEOUT)
    expect(root).to_have_attribute("data-engine-state", "ready")


def test_explain_on_typed_givens_shows_its_rating_and_solve_puts_a_hint_away(app):
    """Givens typed into the empty grid (copied from a newspaper) become the puzzle when Explain
    settles them: the rating line still follows the list. A hint drawn on the grid goes away when
    Solve shows the solution (it stayed, drawn over the solved digits)."""
    page = app
    wait_engine(page)
    for i, ch in enumerate(EASY):
        if ch != ".":
            cell(page, i // 9 + 1, i % 9 + 1).press(ch)
    button(page, "Explain").click()
    rating = page.locator("#rating")
    expect(rating).to_be_visible(timeout=ENGINE_TIMEOUT)
    expect(rating).to_contain_text("Rating from here", timeout=ENGINE_TIMEOUT)
    expect(rating).not_to_contain_text("working it out", timeout=ENGINE_TIMEOUT)
    button(page, "Hint").click()
    expect(hint_region(page)).to_contain_text("Next technique: ")
    button(page, "Hint").click()
    page.wait_for_function("document.querySelectorAll('#grid .pm span[data-c]').length > 0")
    button(page, "Solve").click()
    expect(status(page)).to_contain_text("Solved")
    assert drawn(page, "pattern") == [] and drawn(page, "place") == []
    expect(page.locator("#hint-text")).to_have_text("")
    expect(button(page, "Apply")).to_be_disabled()
    assert page.evaluate("document.body.dataset.ratingSe")   # (the rating's value, for scripts)
    paste(page, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    expect(rating).to_be_hidden()                             # another puzzle: the line and its values go
    assert page.evaluate("document.body.dataset.ratingSe") == ""


def test_the_solution_covers_the_pencil_marks_and_their_description_until_it_goes(app):
    """Solve drew its digits over the player's pencil marks (both legible at once) and a solved
    cell still read "candidates 4 5 7 8"; the marks hide under a solution's digit, and come back
    with their description when the solution goes."""
    page = app
    paste(page, EASY)
    button(page, "Fill candidates").click()
    empty = EASY.index(".")
    row, col = divmod(empty, 9)
    target = cell(page, row + 1, col + 1)
    marks = marks_of(page, row + 1, col + 1)
    assert marks and target.get_attribute("aria-description") == "candidates " + " ".join(marks)
    wait_engine(page)
    button(page, "Solve").click()
    expect(target).to_have_class("solved")
    pm = page.locator(f"#grid td:has(#c{empty}) .pm")
    expect(pm).to_be_hidden()
    assert target.get_attribute("aria-description") == "filled by Solve"   # not the hidden marks
    other = EASY.index(".", empty + 1)
    orow, ocol = divmod(other, 9)
    cell(page, orow + 1, ocol + 1).fill(str(solve(parse(EASY)).solution.cells[other]))   # an entry: the solution goes
    expect(target).not_to_have_class("solved")
    expect(pm).to_be_visible()
    assert target.get_attribute("aria-description") == "candidates " + " ".join(marks)


def test_a_screen_reader_tells_givens_entries_and_solves_digits_apart_with_the_other_descriptions(app):
    """A cell said only its name and digit: a given, the person's entry and Solve's digit sounded
    the same. Each now says where its digit came from (an entry says nothing), beside a wrong
    digit's, a colour's or the marks' words, in the language switched to."""
    page = app
    paste(page, EASY)
    given = EASY.index(next(ch for ch in EASY if ch != "."))
    first_empty, second_empty = [i for i, ch in enumerate(EASY) if ch == "."][:2]
    at = lambda i: page.locator(f"#c{i}")   # noqa: E731 (by id: the names change with the language)
    expect(at(given)).to_have_attribute("aria-description", "given")
    assert at(first_empty).get_attribute("aria-description") is None
    solution = solve(parse(EASY)).solution.cells
    at(first_empty).fill(str(solution[first_empty]))          # the person's entry: no word of its own
    expect(at(first_empty)).to_have_value(str(solution[first_empty]))
    assert at(first_empty).get_attribute("aria-description") is None
    page.get_by_role("button", name="Colour", exact=True).click()
    page.get_by_role("group", name="Colours").get_by_role("button", name="Sky blue", exact=True).click()
    at(given).click()                                          # a painted given says both
    expect(at(given)).to_have_attribute("aria-description", "given; Sky blue")
    page.get_by_role("button", name="Colour", exact=True).click()
    wait_engine(page)
    button(page, "Solve").click()
    expect(at(second_empty)).to_have_class("solved")
    expect(at(second_empty)).to_have_attribute("aria-description", "filled by Solve")
    assert at(first_empty).get_attribute("aria-description") is None   # still the person's
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(page.get_by_label("第1行，第1列", exact=True)).to_have_count(1)
    expect(at(given)).to_have_attribute("aria-description", "题目给出；天蓝色")
    expect(at(second_empty)).to_have_attribute("aria-description", "由“求解”填入")


def test_undo_pressed_until_nothing_is_left_hands_the_focus_to_redo_and_back(app):
    """Undo pressed from the keyboard until it disabled itself dropped the focus to the page
    (Enter and the pad's arrows then went nowhere): it goes to Redo, and Redo's to Undo."""
    page = app
    cell(page, 1, 1).fill("5")
    cell(page, 1, 2).fill("6")
    undo, redo = button(page, "Undo"), button(page, "Redo")
    undo.focus()
    while undo.is_enabled():
        page.keyboard.press("Enter")
        page.wait_for_timeout(50)
    expect(redo).to_be_focused()
    while redo.is_enabled():
        page.keyboard.press("Enter")
        page.wait_for_timeout(50)
    expect(undo).to_be_focused()
    assert grid_state(page)["line"].startswith("56")


def test_ctrl_z_in_a_cell_across_a_size_change_keeps_the_focus_in_the_grid(app):
    """Undo from a 4x4 cell back to the 9x9 grid rebuilt the grid and the focus dropped to the
    page: the next Ctrl+Z or arrow went nowhere."""
    page = app
    cell(page, 1, 1).fill("5")
    page.get_by_role("combobox", name="Size").select_option("4")
    cell(page, 1, 1).fill("2")
    cell(page, 1, 1).focus()
    for _ in range(6):
        if grid_state(page)["size"] == 9:
            break
        page.keyboard.press("Control+z")
        page.wait_for_timeout(100)
    assert grid_state(page)["size"] == 9
    assert page.evaluate("document.activeElement.dataset.i") is not None
    page.keyboard.press("Control+y")               # and the keys still reach the grid
    expect(page.locator("#grid input")).to_have_count(16)


def test_undo_right_after_solve_takes_back_the_answer_not_the_puzzle(app):
    """Paste, Solve, Undo: the grid went empty (the Undo took the paste back, Solve being no change
    of the work); now Solve's answer goes first and the puzzle stays, and the next Undo is the paste."""
    page = app
    paste(page, EASY)
    wait_engine(page)
    button(page, "Solve").click()
    expect(status(page)).to_contain_text("Solved")
    page.get_by_role("button", name="Colour", exact=True).click()   # a change after Solve: Undo takes it first
    page.get_by_role("group", name="Colours").get_by_role("button", name="Sky blue", exact=True).click()
    cell(page, 1, 1).click()
    page.get_by_role("button", name="Colour", exact=True).click()
    expect(page.locator("#grid td[data-colour]")).to_have_count(1)
    button(page, "Undo").click()                                     # the colour goes (the answer with it:
    expect(page.locator("#grid td[data-colour]")).to_have_count(0)   # the position before is shown)
    expect(status(page)).to_have_text("Undone: row 1, column 1.")   # (one cell changed: named)
    assert grid_state(page)["line"] == EASY
    button(page, "Solve").click()
    expect(status(page)).to_contain_text("Solved")
    button(page, "Undo").click()
    expect(status(page)).to_contain_text("Solve's answer is hidden")
    expect(page.locator("#grid input.solved")).to_have_count(0)
    assert grid_state(page)["line"] == EASY
    button(page, "Undo").click()
    expect(status(page)).to_contain_text("Undone")
    assert grid_state(page)["line"] != EASY
