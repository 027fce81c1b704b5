"""The grid as a workspace, in Chromium: entries, pencil marks, undo/redo, memory across reloads,
hints from the person's own position drawn on the grid, Apply, and the explanation with its rating.

Controls are found by role and name (the README's contract). The oracle is the core, run here in
CPython on the same position: the page must show the step the core finds (its sentence, its
pattern, its eliminations), and Apply must change exactly the candidates the step removes.
Positions deep inside a solution path are set up the way a returning visitor brings them: stored
work (the page's storage format) read back on reload.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

from sudoku_core import parse, solve
from sudoku_core.logic import CandidateGrid, rate, sentence, solve_path

from .axe import assert_no_violations
from .conftest import wait_ready
from .helpers import EASY, cell, grid_state, paste

# A public puzzle (Sudoku Exchange's diabolical bank) whose easiest path has, in this order, a
# naked pair, an X-Wing, a Skyscraper, an AIC, an XY-Wing and an XY-Chain.
TOUR = "..3..1.7.2....38...1.9....332.7.56......2......68.4.127....8.4...24....7.5.3..1.."
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


def cell_of(index: int):
    return index // 9 + 1, index % 9 + 1


def test_hint_levels_draw_the_step_and_apply_changes_exactly_its_candidates(app):
    page = app
    grid, step = step_position(TOUR, "x_wing")
    open_position(page, TOUR, grid)
    assert grid_state(page)["line"] == "".join(str(v) if v else "." for v in grid.values)

    button(page, "Hint").click()
    expect(hint_region(page)).to_contain_text("Look for a X-Wing")
    assert page.evaluate("document.body.dataset.hintTechnique") == "x_wing"
    assert drawn(page, "pattern") == []  # level 1 only says where to look

    button(page, "Hint").click()  # level 2: the pattern, drawn
    expect(hint_region(page)).to_contain_text("X-Wing: ")
    pattern = sorted([c, str(d)] for c, d in step.pattern.candidates)
    assert sorted(drawn(page, "pattern")) == pattern
    assert drawn(page, "elim") == []

    button(page, "Hint").click()  # level 3: the sentence, with what it removes
    expect(hint_region(page)).to_have_text(sentence(step, 9, "123456789"))
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
