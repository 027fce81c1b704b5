"""New puzzles in Chromium: from the shipped bank at once, freshly generated in turns (progress,
Stop), by level and by technique, with the rating said; undoable; the deep link reproduces it.

The oracle is the core in CPython: every puzzle the page shows must have exactly one solution and
be rated (by ``rate``) at the level, or need the technique, that was asked for.
"""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlparse
from urllib.request import urlopen

from playwright.sync_api import expect

from sudoku_core import count_solutions, parse
from sudoku_core.generation.generator import needed
from sudoku_core.logic import rate

from .conftest import ENGINE_TIMEOUT, wait_ready
from .helpers import grid_state, paste


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def status(page):
    return page.get_by_role("status")


def board(page):
    return grid_state(page)["line"]


def new_board(page, before):
    page.wait_for_function("(before) => [...document.querySelectorAll('#grid input')].map(c => c.value || '.')"
                           ".join('') !== before", arg=before)
    return board(page)


def check(line, level=None, technique=None):
    puzzle = parse(line)
    assert count_solutions(puzzle, 2).count == 1
    rating = rate(puzzle)  # levels are the SE profile's, rate's default
    if level:
        assert rating.level == level
    if technique:  # a technique is the teaching profile's
        assert technique in needed(rate(puzzle, profile="teaching").path.steps)
    return rating


def test_new_puzzle_comes_from_the_bank_at_the_chosen_level(app, site):
    page = app
    with urlopen(site + "bank.json") as response:
        bank = json.loads(response.read())
    shipped = {row["puzzle"] for row in bank["puzzles"] if row["level"] == "hard"}
    page.locator("#new-level").select_option("hard")
    before = board(page)
    button(page, "New puzzle").click()
    line = new_board(page, before)
    assert line in shipped
    rating = check(line, level="hard")
    expect(status(page)).to_contain_text(f"New hard puzzle: SE {rating.se:.1f}")
    assert grid_state(page)["kinds"].count("g") == 81 - line.count(".")
    # again: another puzzle of the same level, not the same one
    button(page, "New puzzle").click()
    second = new_board(page, line)
    assert second in shipped
    # undo brings the first one back
    button(page, "Undo").click()
    expect(page.locator("#grid")).to_have_attribute("data-size", "9")
    page.wait_for_function("(line) => [...document.querySelectorAll('#grid input')].map(c => c.value || '.')"
                           ".join('') === line", arg=line)


def test_a_bank_that_failed_to_load_is_fetched_again_on_the_next_press(engine_app, guard, site):
    """The bank's first fetch failed (offline before the service worker kept it, a passing error):
    that press generates, and the next one reads the bank again. The failed read used to leave an
    empty bank for the whole visit, so every New puzzle generated until a reload."""
    page = engine_app
    guard.expected_console += ["Failed to load resource", "bank.json"]
    with urlopen(site + "bank.json") as response:
        shipped = {row["puzzle"] for row in json.loads(response.read())["puzzles"] if row["level"] == "easy"}
    asked = []

    def fail_once(route):
        asked.append(route.request.url)
        route.abort() if len(asked) == 1 else route.continue_()

    page.route("**/bank.json", fail_once)
    page.locator("#new-level").select_option("easy")
    before = board(page)
    button(page, "New puzzle").click()
    first = new_board(page, before)
    expect(status(page)).to_contain_text("Freshly generated easy puzzle")   # the bank failed: made here
    check(first, level="easy")
    button(page, "New puzzle").click()
    second = new_board(page, first)
    assert second in shipped
    expect(status(page)).to_contain_text("New easy puzzle: SE")
    assert len(asked) == 2   # one fetch a press, not one per await


def test_generate_makes_a_fresh_puzzle_with_its_rating_and_a_deep_link(engine_app, context, base_url):
    page = engine_app                   # Generate is the engine's
    page.locator("#new-level").select_option("easy")
    before = board(page)
    button(page, "Generate").click()
    line = new_board(page, before)
    rating = check(line, level="easy")
    expect(status(page)).to_contain_text(re.compile(rf"Freshly generated easy puzzle: SE {rating.se:.1f}.*seed \d+"))
    expect(button(page, "Stop")).to_be_disabled()
    # Share's link reproduces it
    page.evaluate("window.__shared = null; navigator.clipboard.writeText = (t) => { window.__shared = t; "
                  "return Promise.resolve(); }")
    button(page, "Share").click()
    page.wait_for_function("window.__shared !== null")
    link = page.evaluate("window.__shared")
    assert parse(parse_qs(urlparse(link).query)["puzzle"][0]) == parse(line)
    other = context.new_page()
    other.goto(link)
    wait_ready(other)
    assert board(other) == line


def test_a_technique_is_honoured_from_the_bank_or_made_fresh(engine_app):
    page = engine_app                   # Generate is the engine's
    page.locator("#new-technique").select_option("xy_wing")
    before = board(page)
    button(page, "New puzzle").click()
    line = new_board(page, before)
    check(line, technique="xy_wing")
    expect(status(page)).to_contain_text("It needs XY-Wing.")
    button(page, "Generate").click()
    fresh = new_board(page, line)
    check(fresh, technique="xy_wing")


def test_stop_leaves_the_grid_alone_and_the_page_answers_meanwhile(engine_app):
    page = engine_app                   # the generator's progress is the engine's: started first
    page.locator("#new-technique").select_option("swordfish")
    # Seed the page's random numbers (through conftest's hook) so Generate draws a seed whose
    # Swordfish puzzle takes ~11 s of work in CPython (more in Pyodide): Stop comes long before
    # the end, however fast the engine gets (a random seed can finish in a quarter second).
    page.evaluate("window.__sudokuPython.runPython('import random; random.seed(7)')")
    page.evaluate("document.body.dataset.generating = ''")
    before = board(page)
    button(page, "Generate").click()
    page.wait_for_function("document.body.dataset.generating === '1'")
    expect(page.locator("#progress")).to_contain_text(re.compile(r"Generating a Swordfish puzzle: try \d+"))
    # the page stays responsive: a click on a cell is handled while the generator runs
    page.get_by_label("Row 1, column 1", exact=True).click()
    expect(page.get_by_label("Row 1, column 1", exact=True)).to_be_focused()
    button(page, "Stop").click()
    expect(status(page)).to_have_text("Stopped generating; the grid is unchanged.")
    assert board(page) == before
    expect(button(page, "Generate")).to_be_enabled()

    # a digit typed and undone is work on the same puzzle: the generation goes on (Undo had
    # stopped it without a word)
    page.get_by_role("combobox", name="Example").select_option("luogu")
    expect(status(page)).to_contain_text("Loaded example")
    puzzle = board(page)
    page.evaluate("window.__sudokuPython.runPython('import random; random.seed(7)')")
    button(page, "Generate").click()
    page.wait_for_function("document.body.dataset.generating === '1'")
    empty = puzzle.index(".")
    target = page.get_by_label(f"Row {empty // 9 + 1}, column {empty % 9 + 1}", exact=True)
    target.click()
    page.keyboard.press("5")
    expect(target).to_have_value("5")
    button(page, "Undo").click()
    expect(target).to_have_value("")
    page.wait_for_timeout(300)
    assert page.evaluate("document.body.dataset.generating") == "1"
    expect(page.locator("#progress")).to_contain_text("Generating a Swordfish puzzle")
    # the same puzzle pasted again is a load all the same: it stops the generation
    page.locator("#grid").click(position={"x": 5, "y": 5})
    paste(page, puzzle)
    expect(status(page)).to_contain_text("Pasted a 9×9 puzzle")
    page.wait_for_function("document.body.dataset.generating === '0'")
    assert board(page) == puzzle

    # another puzzle loaded while it runs overtakes it: its puzzle never replaces the newer choice
    page.evaluate("window.__sudokuPython.runPython('import random; random.seed(7)')")
    button(page, "Generate").click()
    page.wait_for_function("document.body.dataset.generating === '1'")
    page.get_by_role("combobox", name="Example").select_option("easy")
    expect(status(page)).to_contain_text("Loaded example")
    page.wait_for_function("document.body.dataset.generating === '0'")
    loaded = board(page)
    page.wait_for_timeout(3000)                        # (the generator would have taken ~11 s)
    assert board(page) == loaded
    expect(status(page)).to_contain_text("Loaded example")
    expect(button(page, "Generate")).to_be_enabled()


def test_other_sizes_and_chinese(app):
    page = app
    page.locator("#size").select_option("4")
    page.locator("#new-level").select_option("hard")
    button(page, "New puzzle").click()
    expect(status(page)).to_have_text("At 4×4, new puzzles come at these levels only: easy.")
    page.locator("#new-level").select_option("easy")
    before = board(page)
    button(page, "New puzzle").click()
    line = new_board(page, before)
    expect(status(page)).to_contain_text("Freshly generated easy puzzle")
    expect(status(page)).to_contain_text("on this page's scale (Sudoku Explainer rates 9x9 puzzles only)")
    expect(status(page)).not_to_contain_text("SE ")     # SE rates 9x9 puzzles only
    assert len(line) == 16 and count_solutions(parse(line), 2).count == 1
    page.locator("#lang").select_option("zh-CN")
    expect(page.locator("#new-technique option[value='x_wing']")).to_have_text("X 翼")
    expect(button(page, "新题目")).to_be_visible()


def test_generate_stops_the_rating_still_looking_instead_of_waiting_behind_it(engine_app):
    """The engine runs one job at a time: Generate pressed while Explain's SE rating of Inkala's
    puzzle was still looking (minutes in Pyodide) said "Generating…" while the progress line kept
    naming SE's techniques, and the puzzle came only once the rating had ended."""
    page = engine_app
    paste(page, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
    expect(status(page)).to_contain_text("21 givens")
    button(page, "Explain").click()
    # Explain's path first, then the rating job (seconds on a loaded machine)
    expect(page.locator("#progress")).to_contain_text("Sudoku Explainer", timeout=ENGINE_TIMEOUT)
    expect(page.get_by_role("note", name="Rating")).to_contain_text("working it out")
    page.locator("#new-level").select_option("easy")
    before = board(page)
    button(page, "Generate").click()
    # the rating's search is stopped at once, and says so; the generation is the engine's one job
    expect(page.locator("body")).to_have_attribute("data-logic-busy", "0")
    expect(page.get_by_role("note", name="Rating")).to_contain_text("stopped before")
    expect(button(page, "Stop looking")).to_be_disabled()
    line = new_board(page, before)
    check(line, level="easy")
    expect(status(page)).to_contain_text("Freshly generated easy puzzle")
