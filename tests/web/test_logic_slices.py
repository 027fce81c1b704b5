"""Hint and Explain on the 16x16 sample never hold the page (issue 29, item 8), in Chromium.

HARD16 (tests/samples.py) takes the solver half a minute to prove it has one solution, and Hint
and Explain must prove it before they answer. While they do, the page answers (a round trip,
painting, the grid's own keys, another control), the progress line says what runs, a second
click cannot start a second search, and Stop ends it with the grid as it was; a full run then
gives the core's own answer (computed here in CPython, from the same position). Generous waits
only: no timing is asserted beyond "the page painted some frames in a second".
"""

from __future__ import annotations

from playwright.sync_api import expect

from sudoku_core import parse
from sudoku_core.logic import CandidateGrid, next_step, solve_path

from .conftest import wait_engine
from .helpers import HARD16, cell, grid_state, paste

FULL_RUN = 600_000  # ms: the check takes ~30 s in CPython, more in WebAssembly on a busy machine


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def busy(page) -> bool:
    return page.evaluate("document.body.dataset.logicBusy") == "1"


def frames_in_a_second(page) -> int:
    return page.evaluate("""() => new Promise(done => {
        let n = 0; const t0 = performance.now();
        const tick = () => { n++; performance.now() - t0 < 1000 ? requestAnimationFrame(tick) : done(n); };
        requestAnimationFrame(tick);
    })""")


def expected_explanation():
    """The core's answer on HARD16: the first step from the givens, then the path from there
    (it stalls: the rest needs guessing)."""
    grid = CandidateGrid.from_puzzle(parse(HARD16))
    first = next_step(grid)
    after = grid.copy()
    after.apply(first)
    rest = solve_path(after)
    assert not rest.solved
    return first, [first, *rest.steps]


def test_16x16_hint_and_explain_answer_meanwhile_stop_and_finish(app):
    page = app
    paste(page, HARD16)
    before = grid_state(page)
    assert before["size"] == 16
    progress = page.locator("#progress")
    wait_engine(page)  # the hint search is the engine worker's

    button(page, "Hint").click()
    page.wait_for_function("document.body.dataset.logicBusy === '1'")
    expect(progress).to_contain_text("Checking that the puzzle has exactly one solution")
    first = progress.text_content()
    # the page answers while the check runs
    assert page.evaluate("() => 6 * 7") == 42
    assert frames_in_a_second(page) >= 5
    cell(page, 1, 1).focus()
    page.keyboard.press("ArrowRight")  # the grid's roving focus is Python's keydown handler
    expect(cell(page, 1, 2)).to_be_focused()
    level = page.get_by_role("combobox", name="Level")
    level.select_option("hard")
    expect(level).to_have_value("hard")
    expect(progress).not_to_have_text(first)  # the node count moves
    # a second click cannot start a second search
    expect(button(page, "Hint")).to_be_disabled()
    expect(button(page, "Explain")).to_be_disabled()
    page.evaluate("document.getElementById('hint').click()")  # even when forced
    assert busy(page)
    # Stop ends it at once, the grid as it was
    button(page, "Stop looking").click()
    expect(page.get_by_role("status")).to_contain_text("Stopped looking")
    page.wait_for_function("document.body.dataset.logicBusy === '0'")
    expect(progress).to_have_text("")
    assert grid_state(page) == before
    expect(page.locator("#hint-text")).to_have_text("")  # no hint shown

    # a full run: Explain checks the puzzle in slices, then walks the path until logic stalls
    first_step, path = expected_explanation()
    button(page, "Explain").click()
    page.wait_for_function("document.body.dataset.logicBusy === '1'")
    # (Stop restarted the engine: "Starting the solver…" comes first, for seconds on a loaded box)
    expect(progress).to_contain_text("Checking that the puzzle has exactly one solution", timeout=30_000)
    assert page.evaluate("() => 6 * 7") == 42
    page.wait_for_function("document.body.dataset.logicBusy === '0'", timeout=FULL_RUN)
    steps = page.get_by_role("list", name="Explanation").get_by_role("listitem")
    expect(steps).to_have_count(len(path))
    assert page.evaluate("document.body.dataset.explainSteps") == str(len(path))
    assert page.evaluate("document.body.dataset.ratingLevel") == "needs guessing"
    assert grid_state(page) == before

    # the next Hint does not check again: the verdict on these givens is remembered
    button(page, "Hint").click()
    page.wait_for_function(f"document.body.dataset.hintTechnique === '{first_step.technique}'", timeout=30_000)
    assert grid_state(page) == before


def test_a_search_the_grid_changed_under_is_said_stopped(app):
    """A pencil mark typed while Hint checked the 16x16 stopped the search without a word: the
    progress line went away and no hint came. It is said, and the mark stays."""
    page = app
    paste(page, HARD16)
    wait_engine(page)
    empty = grid_state(page)["line"].index(".")
    button(page, "Hint").click()
    page.wait_for_function("document.body.dataset.logicBusy === '1'")
    target = page.locator("#grid td input").nth(empty)
    target.focus()
    page.keyboard.press("Shift+Digit1")                   # a mark: the position changes
    expect(page.get_by_role("status")).to_have_text(
        "Stopped looking: the grid changed meanwhile. Ask again for the grid as it is now.")
    page.wait_for_function("document.body.dataset.logicBusy === '0'")
    expect(page.locator("#hint-text")).to_have_text("")
    assert page.evaluate("(i) => document.querySelectorAll('#grid td')[i].querySelector('.pm').textContent",
                         empty) == "1"


def test_escape_stops_a_hint_still_looking_as_stop_looking_does(app):
    """The Hint button, disabled while it looks, lost the keyboard's focus, and "Stop looking" was
    several Tabs away: Escape stops the search, as Stop looking does (the grid as it was)."""
    page = app
    paste(page, HARD16)
    wait_engine(page)
    before = grid_state(page)["line"]
    button(page, "Hint").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.logicBusy === '1'")
    page.keyboard.press("Escape")
    page.wait_for_function("document.body.dataset.logicBusy === '0'")
    expect(page.get_by_role("status")).to_have_text("Stopped looking; your grid is unchanged.")
    expect(page.locator("#hint-text")).to_have_text("")
    assert grid_state(page)["line"] == before
    expect(button(page, "Hint")).to_be_focused()          # the focus back where it was
