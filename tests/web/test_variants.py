"""Variants on the page (issue 32, items 4 and 5): a killer, a jigsaw and a diagonal puzzle are
drawn, edited, solved and shared; a conflict is named for its cage; the variant survives a reload.

By roles and accessible names, as a person (or a screen reader) finds them: the Variant select,
"Select cells", "Cage sum", "Add cage", the constraint checkboxes, and each cell's name, which
says its cage and sum or its region ("Row 1, column 1, cage 5").
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from sudoku_core.variants.formats import read_variant

from .conftest import ENGINE_TIMEOUT, wait_engine, wait_ready
from .test_a11y import both_schemes
from .helpers import grid_state, paste

SOLVED = 'document.body.dataset.solveStatus === "solved" && document.body.dataset.solving === "0"'


def cell(page, row, col):
    """A cell by its accessible name, whatever notes the variant adds after "Row R, column C"."""
    return page.get_by_role("textbox", name=re.compile(rf"^Row {row}, column {col}(,|$)"))


def status(page):
    return page.get_by_role("status")


def solve(page):
    wait_engine(page)  # the solver is the engine worker's
    page.evaluate("delete document.body.dataset.solveStatus")
    page.get_by_role("button", name="Solve", exact=True).click()
    page.wait_for_function(SOLVED)


def solution_obeys(page, variant):
    """The grid's digits are a solution of ``variant`` (the core's reader and counter say so)."""
    from sudoku_core.variants import count_variant

    line = grid_state(page)["line"]
    assert "." not in line, line
    full = variant.with_givens(tuple(int(ch) for ch in line))
    assert count_variant(full, cap=2).count == 1


def shared_link(page):
    """The Share link (the copy box when the clipboard is refused), read from the status or box."""
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Share", exact=True).click()
    expect(status(page)).to_contain_text("link")
    return page.evaluate("navigator.clipboard.readText()")


def test_killer_sample_is_drawn_named_solved_and_shared(app):
    page = app
    page.get_by_role("combobox", name="Variant").select_option("killer")
    expect(status(page)).to_contain_text("Killer sample loaded")
    expect(page.locator("#v-rules")).to_contain_text("Killer")
    # drawn: the first cage (5, over r1c1 and r2c1) has its sum in its first cell's corner
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, cage 5")
    expect(page.locator("#grid td:has(#c0) .vd")).to_have_attribute("data-sum", "5")
    assert "cg-t" in page.locator("#grid td:has(#c0)").get_attribute("class")
    both_schemes(page, "a killer drawn")
    solve(page)
    expect(status(page)).to_contain_text("Solved")
    from sudoku_web.variant_samples import SAMPLES

    solution_obeys(page, read_variant(SAMPLES["killer"]))
    link = shared_link(page)
    assert "?variant=.Cage~5~R1C1~R2C1" in link
    page.goto(link)
    wait_ready(page)
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, cage 5")
    assert page.evaluate("document.body.dataset.variant") == "killer"


def test_a_cage_drawn_by_hand_names_its_conflict_and_comes_back_after_a_reload(app):
    page = app
    page.get_by_role("button", name="Select cells").click()
    expect(page.get_by_role("button", name="Select cells")).to_have_attribute("aria-pressed", "true")
    cell(page, 1, 1).click()
    cell(page, 1, 2).click()
    page.get_by_label("Cage sum").fill("3")
    page.get_by_role("button", name="Add cage").click()
    expect(status(page)).to_contain_text("Cage of 3 added over 2 cells")
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, cage 3")
    page.get_by_role("button", name="Select cells").click()           # selecting off: typing again
    page.get_by_role("button", name="Fill candidates").click()       # candidates by the cage's sum
    expect(page.locator("#grid td:has(#c0) .pm")).to_have_text("12")
    # r1c3 keeps every digit: marks follow the rules and the digits on the board, no deduction
    assert page.locator("#grid td:has(#c2) .pm").inner_text().replace("\n", "") == "123456789"
    page.get_by_role("button", name="Hint", exact=True).click()       # the variant's logic: one cage is no puzzle
    expect(status(page)).to_have_text("Hints and ratings need a puzzle with exactly one solution, and this one has "
                                      "more than one solution: the highlighted cells differ between two of them.")
    page.get_by_role("button", name="Undo").click()                   # the marks go
    cell(page, 1, 1).fill("2")
    cell(page, 1, 2).fill("4")
    expect(status(page)).to_contain_text("The cage of 3 at row 1, column 1 and row 1, column 2 already adds up to 6")
    assert grid_state(page)["conflicts"] == [0, 1]
    page.get_by_role("button", name="Undo").click()           # the 4 goes; the cage stays
    page.get_by_role("button", name="Undo").click()           # the 2 goes
    page.get_by_role("button", name="Undo").click()           # the cage goes
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2")
    page.get_by_role("button", name="Redo").click()
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, cage 3")
    page.reload()
    wait_ready(page)
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, cage 3")
    expect(page.locator("#v-rules")).to_contain_text("Killer")


def test_jigsaw_sample_regions_painted_and_solved(app):
    page = app
    page.get_by_role("combobox", name="Variant").select_option("jigsaw")
    expect(status(page)).to_contain_text("Jigsaw sample loaded")
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, region 1")
    expect(page.locator("#grid")).to_have_class(re.compile(r"\bjigsaw\b"))
    solve(page)
    expect(status(page)).to_contain_text("Solved")
    from sudoku_web.variant_samples import SAMPLES

    solution_obeys(page, read_variant(SAMPLES["jigsaw"]))
    # paint a cell into another region: the regions now have the wrong sizes, and Solve says so
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 1).click()
    page.get_by_role("combobox", name="Region").select_option(label="Region 2")
    page.get_by_role("button", name="Paint region").click()
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, region 2")
    page.get_by_role("checkbox", name="Windoku windows").check()
    page.get_by_role("button", name="Select cells").click()   # selecting off; then a cell marked even
    cell(page, 2, 2).click(modifiers=["Control"])
    page.get_by_role("button", name="Mark odd", exact=True).click()                  # its given 3 is odd: no conflict
    expect(cell(page, 2, 2)).to_have_accessible_name("Row 2, column 2, region 1, window, odd")
    cell(page, 3, 3).click(modifiers=["Shift"])
    expect(page.locator("#grid td:has(#c20)")).to_have_attribute("aria-selected", "true")
    both_schemes(page, "a jigsaw with windows, an odd cell and a selected cell")
    page.get_by_role("button", name="Mark even", exact=True).click()
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(status(page)).to_contain_text("region")
    assert status(page).get_attribute("data-kind") == "error"
    # shared unfinished, it opens elsewhere as it was, saying what to fix (it used to be refused)
    link = shared_link(page)
    other = page.context.browser.new_context(service_workers="block")
    try:
        there = other.new_page()
        there.goto(link)
        wait_ready(there)
        expect(cell(there, 1, 1)).to_have_accessible_name("Row 1, column 1, region 2")
        names = "[...document.querySelectorAll('#grid input')].map(i => i.getAttribute('aria-label'))"
        assert there.evaluate(names) == page.evaluate(names)    # every region, window and parity mark
        expect(status(there)).to_contain_text("Loaded the unfinished variant from the address as it was shared")
        expect(status(there)).to_contain_text("Region 1 has 8 cells")
        assert grid_state(there)["line"] == grid_state(page)["line"]
    finally:
        other.close()
    # an f-puzzles link pasted anywhere is read as the variant it is
    from sudoku_core.variants.formats import write_fpuzzles_link

    paste(page, write_fpuzzles_link(read_variant(SAMPLES["jigsaw"])))
    expect(status(page)).to_contain_text("Pasted a Jigsaw puzzle with 19 givens")
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, region 1")


def test_diagonal_switched_on_is_shaded_solved_and_pasted_back(app):
    page = app
    from sudoku_web.variant_samples import SAMPLES

    sample = read_variant(SAMPLES["diagonal"])
    paste(page, "".join(str(v) if v else "." for v in sample.givens))   # the givens, as a classic puzzle
    page.get_by_role("checkbox", name="Diagonals").check()
    expect(status(page)).to_contain_text("Diagonals: on.")
    expect(cell(page, 5, 5)).to_have_accessible_name("Row 5, column 5, diagonal")
    assert "v-diag" in page.locator("#grid td:has(#c40)").get_attribute("class")
    solve(page)
    expect(status(page)).to_contain_text("Solved")
    solution_obeys(page, sample)
    link = shared_link(page)
    assert "?variant=.Diagonal~1.Diagonal~-1" in link
    page.get_by_role("combobox", name="Variant").select_option("classic")
    expect(page.get_by_role("checkbox", name="Diagonals")).not_to_be_checked()
    paste(page, SAMPLES["diagonal"])                                      # an ISS string, pasted
    expect(status(page)).to_contain_text("Pasted a Diagonal (Sudoku-X) puzzle")
    expect(page.get_by_role("checkbox", name="Diagonals")).to_be_checked()
    # a variant in the address that cannot be: said, and the page stays ready
    page.goto("index.html?variant=.Cage~99~R1C1~R1C2")
    wait_ready(page)
    expect(status(page)).to_contain_text("The variant in the address could not be read")
    assert status(page).get_attribute("data-kind") == "error"


def test_the_cage_sum_field_takes_a_paste_and_keeps_its_own_undo(app):
    """A paste into the Cage sum field raised AttributeError (the page-wide paste handler read the
    grid cell index of any input), and Ctrl+Z there undid the cage on the board instead of the
    typing in the field."""
    page = app
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 1).click()
    cell(page, 1, 2).click()
    total = page.get_by_label("Cage sum")
    page.evaluate("navigator.clipboard.writeText('15')")
    total.focus()
    page.keyboard.press("Control+V")
    expect(total).to_have_value("15")
    page.get_by_role("button", name="Add cage").click()
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, cage 15")
    undo = page.locator("body").get_attribute("data-undo")
    total.fill("12")
    total.press("Control+Z")
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, cage 15")
    assert page.locator("body").get_attribute("data-undo") == undo
    expect(status(page)).not_to_contain_text("Undone")


def test_a_cage_sum_the_field_cannot_read_is_refused_not_dropped(app):
    """A Cage sum the number field cannot read ("1-", "5e": its value is then empty) made a cage
    without a sum, silently: the sum typed was lost. It is refused as a sum that is not a whole
    number, the text stays in the field, and no cage is drawn."""
    page = app
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 1).click()
    cell(page, 1, 2).click()
    total = page.get_by_label("Cage sum")
    total.click()
    page.keyboard.type("1-")
    undo = page.locator("body").get_attribute("data-undo")
    page.get_by_role("button", name="Add cage").click()
    expect(status(page)).to_have_text("A cage sum is a whole number (leave it empty for a cage without a sum).")
    assert status(page).get_attribute("data-kind") == "error"
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2")
    assert page.locator("body").get_attribute("data-undo") == undo
    assert page.evaluate("document.getElementById('v-sum').validity.badInput")   # the text typed is still there
    # the same cells with a sum it reads: the cage, as ever
    total.fill("3")
    page.get_by_role("button", name="Add cage").click()
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, cage 3")


def test_the_region_choice_follows_the_grids_size(app):
    """The Region select offered Region 1-9 whatever the size: a 16x16 jigsaw could not be painted,
    and on a 4x4 "Region 9" was taken (Solve then spoke of region 8, Fill raised an error)."""
    page = app
    region = page.get_by_role("combobox", name="Region")
    for size, count in (("16", 16), ("4", 4), ("9", 9)):
        page.get_by_role("combobox", name="Size").select_option(size)
        expect(region.locator("option")).to_have_count(count)
    page.get_by_role("combobox", name="Size").select_option("4")
    expect(region.locator("option")).to_have_text([f"Region {n}" for n in range(1, 5)])
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 1).click()
    region.select_option(label="Region 2")
    page.get_by_role("button", name="Paint region").click()
    expect(status(page)).to_contain_text("1 cell painted into region 2.")
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, region 2")
    page.get_by_role("button", name="Select cells").click()
    page.get_by_role("button", name="Fill candidates").click()   # no error: the regions are the grid's
    expect(status(page)).not_to_contain_text("Error")


def test_a_variant_link_reloaded_keeps_the_work_on_it(app):
    """A ``?variant=`` address reloaded loaded the bare puzzle over the player's work (one Undo
    back), as ``?puzzle=`` once did: the work on that same puzzle stays now."""
    from urllib.parse import quote

    from sudoku_core.variants.formats import write_iss
    from sudoku_web.variant_samples import SAMPLES

    page = app
    variant = read_variant(SAMPLES["killer"])
    page.goto("index.html?variant=" + quote(write_iss(variant)))
    wait_ready(page)
    expect(status(page)).to_contain_text("Loaded a Killer puzzle from the address")
    empty = next(i for i, v in enumerate(variant.givens) if not v)
    row, col = divmod(empty, 9)
    cell(page, row + 1, col + 1).click()
    page.keyboard.press("7")
    expect(cell(page, row + 1, col + 1)).to_have_value("7")
    page.wait_for_function("""([key, i]) => { const r = JSON.parse(localStorage.getItem(key) || 'null');
        return r && r.positions[r.at].entries[i] === '7'; }""", arg=["sudoku-solver:work", empty])
    page.reload()
    wait_ready(page)
    expect(status(page)).to_contain_text("is the one you were working on")
    expect(cell(page, row + 1, col + 1)).to_have_value("7")
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, cage 5")


def test_a_killer_without_givens_is_counted_by_its_cages(app):
    """A killer with no givens loaded from ``?variant=`` said "(0 givens)", and so did its
    "welcome back" when reloaded: both count its cages now."""
    from urllib.parse import quote

    from sudoku_core.variants.formats import write_iss
    from sudoku_core.variants.generation import generate_variant

    page = app
    made = generate_variant("killer", "medium", seed=3)
    variant = made.variant
    assert not any(variant.givens) and variant.cages
    page.goto("index.html?variant=" + quote(write_iss(variant)))
    wait_ready(page)
    expect(status(page)).to_contain_text(f"Loaded a Killer puzzle from the address ({len(variant.cages)} cages, no givens)")
    cell(page, 1, 1).click()
    page.keyboard.press(str(made.solution[0]))
    page.wait_for_function("""key => { const r = JSON.parse(localStorage.getItem(key) || 'null');
        return r && r.positions[r.at].entries[0] !== ''; }""", arg="sudoku-solver:work")
    page.reload()
    wait_ready(page)
    expect(status(page)).to_contain_text(f"({len(variant.cages)} cages, no givens) is the one you were working on")


def test_the_tutor_shows_no_classic_search_over_a_variant(app):
    """The tutor warned that it knows classic rules only, then Step and Play ran the classic
    search over a killer's cages (placing digits that broke them): it shows no trace now, says
    why where the step is described, and Step and Play wait for a classic puzzle."""
    from urllib.parse import quote

    from sudoku_core.variants.formats import write_iss
    from sudoku_web.variant_samples import SAMPLES

    page = app
    page.goto("index.html?variant=" + quote(write_iss(read_variant(SAMPLES["killer"]))))
    wait_ready(page)
    page.get_by_role("tab", name="Tutor").click()
    expect(status(page)).to_contain_text("classic rules only")
    expect(page.locator("#t-event")).to_contain_text("classic rules only", timeout=60_000)
    for name in ("Step", "Play"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_disabled()
    # the race's searches are classic too: it runs none
    page.evaluate("document.getElementById('status').textContent = ''")
    page.get_by_role("button", name="Race", exact=True).click()
    expect(status(page)).to_contain_text("classic rules only")
    page.wait_for_timeout(500)
    assert page.evaluate("document.body.dataset.raceDone") is None
    expect(page.locator("#t-race-out")).to_be_empty()
    # a classic puzzle on the board: the trace is there again
    page.get_by_role("tab", name="Solver").click()
    page.get_by_role("combobox", name="Example").select_option("easy")
    expect(page.locator("body")).not_to_have_attribute("data-variant", "killer")
    page.get_by_role("tab", name="Tutor").click()
    expect(page.get_by_role("button", name="Step", exact=True)).to_be_enabled()
    page.get_by_role("button", name="Step", exact=True).click()
    expect(page.locator("#t-event")).not_to_contain_text("classic rules only")


def test_a_6x6_mini_sudoku_pasted_is_named_for_what_it_is_and_the_board_kept(app):
    """A 6x6 puzzle (boxes of 2x3) pasted as six rows was read as six lines: "Found 6 cells; a 4x4
    puzzle has 16". The core reads it now (the CLI solves it); this page draws 4x4, 9x9 and 16x16
    grids only, and says so, with the board as it was."""
    page = app
    cell(page, 1, 1).fill("7")
    rows = ["1 . . | . 5 .", ". 5 . | 1 . .", "------+------", ". . 3 | . . 2",
            "2 . . | 3 . .", "------+------", ". . 1 | . 3 .", ". 3 . | . . 1"]
    for text in ("\n".join(rows), "1...5..5.1....3..22..3....1.3..3...1"):
        paste(page, text)
        expect(status(page)).to_contain_text("not 6×6")
        assert status(page).get_attribute("data-kind") == "error"
        state = grid_state(page)
        assert state["size"] == 9 and state["line"] == "7" + "." * 80


def test_a_killer_drawn_by_hand_without_givens_is_started_and_timed(app):
    """Start showed only for typed givens: a killer drawn by hand (cages, no givens) could not be
    started, so its digits stayed givens and its clock never ran."""
    page = app
    page.get_by_role("button", name="Select cells").click()
    for col in (1, 2):
        cell(page, 1, col).click()
    page.get_by_label("Cage sum").fill("3")
    page.get_by_role("button", name="Add cage").click()
    expect(status(page)).to_contain_text("Cage of 3 added over 2 cells")
    page.get_by_role("button", name="Select cells").click()
    start = page.get_by_role("button", name="Start")
    expect(start).to_be_visible()
    start.click()
    expect(status(page)).to_contain_text("Started: the cages you drew are the puzzle")
    expect(page.locator("body")).to_have_attribute("data-clock", "running")
    cell(page, 1, 1).fill("1")                                        # an entry now, not a given
    expect(cell(page, 1, 1)).not_to_have_class(re.compile(r"\bgiven\b"))


def test_a_thermometer_sample_is_drawn_solved_and_one_drawn_by_hand_in_the_order_selected(app):
    page = app
    page.get_by_role("combobox", name="Variant").select_option("thermo")
    expect(status(page)).to_contain_text("Thermo sample loaded")
    expect(page.locator("#v-rules")).to_contain_text("Digits rise along each grey thermometer")
    # the sample's first thermometer: bulb r2c4, then r1c5 (up and right), r2c5, r3c4
    expect(cell(page, 2, 4)).to_have_accessible_name("Row 2, column 4, thermometer bulb")
    expect(cell(page, 1, 5)).to_have_accessible_name("Row 1, column 5, thermometer")
    bulb = page.locator("#grid td:has(#c12)")
    assert {"th", "th-bulb", "th-ne"} <= set(bulb.get_attribute("class").split())
    assert bulb.locator(".vt").count() == 1
    both_schemes(page, "a thermometer drawn")
    solve(page)
    expect(status(page)).to_contain_text("Solved")
    from sudoku_web.variant_samples import SAMPLES

    solution_obeys(page, read_variant(SAMPLES["thermo"]))
    page.get_by_role("combobox", name="Variant").select_option("classic")
    page.get_by_role("button", name="Clear").click()
    page.get_by_role("button", name="Select cells").click()
    cell(page, 2, 2).click()
    page.get_by_role("button", name="Mark even", exact=True).click()   # a mark before the thermometer, one after it
    cell(page, 3, 3).click()               # the bulb first, then along it
    cell(page, 2, 2).click()
    cell(page, 1, 1).click()
    page.get_by_role("button", name="Add thermometer").click()
    expect(status(page)).to_contain_text("Thermometer added over 3 cells, its bulb at row 3, column 3")
    cell(page, 1, 1).click()
    page.get_by_role("button", name="Mark odd", exact=True).click()
    layers = "(i) => [...document.querySelectorAll('#grid td')[i].children].map(e => e.className || e.tagName)"
    for index in (10, 0):                  # the bar under the mark, whichever was drawn first
        assert page.evaluate(layers, index)[:2] == ["vt", "vd"], page.evaluate(layers, index)
    expect(cell(page, 3, 3)).to_have_accessible_name("Row 3, column 3, thermometer bulb")
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, odd, thermometer")
    page.get_by_role("button", name="Select cells").click()
    cell(page, 3, 3).fill("6")
    cell(page, 1, 1).fill("7")                # (odd, as marked) rising, but not by one for each cell on
    expect(status(page)).to_contain_text("6 at row 3, column 3 and 7 at row 1, column 1: digits rise along the "
                                         "thermometer from row 3, column 3, so row 1, column 1, 2 cells on, holds 8 "
                                         "at least")
    assert grid_state(page)["conflicts"] == [0, 20]
    colours = page.evaluate("""() => { const td = document.querySelectorAll('#grid td')[20];
        const probe = document.createElement('div'); probe.style.background = 'var(--conflict-bg)';
        document.body.append(probe); const want = getComputedStyle(probe).backgroundColor; probe.remove();
        return [getComputedStyle(td).backgroundColor, want, getComputedStyle(td.querySelector('input')).backgroundColor]; }""")
    assert colours[0] == colours[1] and colours[2] == "rgba(0, 0, 0, 0)", colours   # coloured under its bar
    link = shared_link(page)
    assert ".Thermo~R3C3~R2C2~R1C1" in link
    page.reload()
    wait_ready(page)
    expect(cell(page, 3, 3)).to_have_accessible_name("Row 3, column 3, thermometer bulb")
    assert page.evaluate("document.body.dataset.variant") == "even-odd,thermo"


def test_kropki_and_xv_dots_are_drawn_named_solved_and_drawn_by_hand(app):
    page = app
    page.get_by_role("button", name="Select cells").click()
    cell(page, 5, 5).click()                      # selected on the old board: not on the sample's
    page.get_by_role("combobox", name="Variant").select_option("kropki")
    expect(status(page)).to_contain_text("Kropki sample loaded: 1 given.")
    expect(page.locator('#grid td[aria-selected="true"]')).to_have_count(0)
    page.get_by_role("button", name="Select cells").click()
    expect(page.locator("#v-rules")).to_contain_text("A white dot joins consecutive digits")
    expect(page.locator("#v-rules")).to_contain_text("Every kropki dot is given")
    expect(page.get_by_role("checkbox", name="All kropki dots given")).to_be_checked()
    # the sample's first dots: white r1c4-r1c5; black r1c7-r1c8, white r1c8-r1c9 and r1c8-r2c8
    expect(cell(page, 1, 4)).to_have_accessible_name("Row 1, column 4, white dot to the right")
    expect(cell(page, 1, 8)).to_have_accessible_name(
        "Row 1, column 8, black dot to the left, white dot to the right, white dot below")
    first = page.locator("#grid td:has(#c3)")
    assert "dt-e-white" in first.get_attribute("class").split() and first.locator(".vx").count() == 1
    # the dot is drawn on the edge the two cells share: a ring centred on it, by shape (not colour)
    box = page.evaluate("""() => { const td = document.querySelector('#grid td:has(#c3)');
        const r = td.getBoundingClientRect(), s = getComputedStyle(td.querySelector('.vx'), '::before');
        return [r.width, parseFloat(s.right), parseFloat(s.width), s.borderTopStyle, s.borderRadius]; }""")
    assert abs(box[1] + box[2] / 2) < 2 and box[3] == "solid" and box[4] == "50%", box
    both_schemes(page, "kropki dots drawn")
    solve(page)
    expect(status(page)).to_contain_text("Solved")
    from sudoku_web.variant_samples import SAMPLES

    solution_obeys(page, read_variant(SAMPLES["kropki"]))
    page.get_by_role("combobox", name="Variant").select_option("classic")
    page.get_by_role("button", name="Clear").click()
    page.get_by_role("button", name="Select cells").click()
    for r, c in ((1, 1), (1, 2), (2, 2)):     # a run of cells: a dot between each and the next
        cell(page, r, c).click()
    page.get_by_role("combobox", name="Dot").select_option("x")
    page.get_by_role("button", name="Add dots").click()
    expect(status(page)).to_contain_text("2 dots added: X.")
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, X to the left, X below")
    cell(page, 1, 1).click()
    cell(page, 3, 3).click()
    page.get_by_role("button", name="Add dots").click()   # not side by side: refused, said, nothing drawn
    expect(status(page)).to_contain_text("A dot sits between cells side by side")
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 1).fill("3")
    cell(page, 1, 2).fill("6")
    expect(status(page)).to_contain_text("3 at row 1, column 1 and 6 at row 1, column 2 do not add up to 10, across an X")
    page.get_by_role("checkbox", name="All X and V given").check()
    expect(page.locator("#v-rules")).to_contain_text("Every X and V is given")
    link = shared_link(page)
    assert ".X~R1C1~R1C2" in link and ".X~R1C2~R2C2" in link and ".StrictXV" in link
    page.reload()
    wait_ready(page)
    expect(cell(page, 2, 2)).to_have_accessible_name("Row 2, column 2, X above")
    assert page.evaluate("document.body.dataset.variant") == "xv"
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 2).click()
    page.get_by_role("button", name="Remove dots").click()
    expect(status(page)).to_contain_text("Dots removed: 2.")
    expect(cell(page, 2, 2)).to_have_accessible_name("Row 2, column 2")


def test_a_little_killer_is_drawn_outside_the_grid_named_solved_and_drawn_by_hand(app):
    page = app
    page.get_by_role("combobox", name="Variant").select_option("little-killer")
    expect(status(page)).to_contain_text("Little killer sample loaded")
    expect(page.locator("#v-rules")).to_contain_text("The digits along a diagonal add up to the number outside")
    # the sample's first little killer: 48 along the main diagonal, its clue beyond r1c1's top-left corner
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, little killer 48")
    first = page.locator("#grid td:has(#c0)")
    assert "lk-nw" in first.get_attribute("class").split()
    assert first.locator(".vk").get_attribute("data-clue") == "48"
    where = page.evaluate("""() => { const td = document.querySelector('#grid td:has(#c0)');
        const grid = document.querySelector('#grid').getBoundingClientRect();
        const s = getComputedStyle(td.querySelector('.vk'), '::before');
        return [s.content, parseFloat(getComputedStyle(document.querySelector('#grid')).marginTop),
                td.getBoundingClientRect().left - grid.left]; }""")
    assert "48" in where[0] and where[1] > 8 and where[2] < 4, where   # outside the grid, which keeps a margin
    both_schemes(page, "little killers drawn")
    solve(page)
    expect(status(page)).to_contain_text("Solved")
    from sudoku_web.variant_samples import SAMPLES

    solution_obeys(page, read_variant(SAMPLES["little-killer"]))
    page.get_by_role("combobox", name="Variant").select_option("classic")
    page.get_by_role("button", name="Clear").click()
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 2).click()
    cell(page, 2, 1).click()
    page.get_by_label("Cage sum").fill("10")
    page.get_by_role("button", name="Add little killer").click()
    expect(status(page)).to_contain_text("Little killer of 10 added along 2 cells")
    expect(cell(page, 2, 1)).to_have_accessible_name("Row 2, column 1, little killer 10")
    cell(page, 5, 5).click()
    cell(page, 5, 6).click()
    page.get_by_label("Cage sum").fill("10")
    page.get_by_role("button", name="Add little killer").click()   # side by side: on no one diagonal
    expect(status(page)).to_contain_text("A little killer runs along one diagonal")
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 2).fill("9")
    cell(page, 2, 1).fill("8")
    expect(status(page)).to_contain_text("The little killer of 10 from row 1, column 2 adds up to 17")
    link = shared_link(page)
    assert ".LittleKiller~10~R1C2" in link
    page.reload()
    wait_ready(page)
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, little killer 10")
    assert page.evaluate("document.body.dataset.variant") == "little-killer"


def test_an_arrow_is_drawn_named_solved_drawn_by_hand_and_shared(app):
    page = app
    page.get_by_role("combobox", name="Variant").select_option("arrow")
    expect(status(page)).to_contain_text("Arrow sample loaded")
    expect(page.locator("#v-rules")).to_contain_text("Digits along each arrow add up to the digit in its circle")
    # the sample's first arrow: its circle at r1c6, its shaft r1c5, r2c6, r2c7; a pill at r3c1-r3c2
    expect(cell(page, 1, 6)).to_have_accessible_name("Row 1, column 6, arrow circle")
    expect(cell(page, 1, 5)).to_have_accessible_name("Row 1, column 5, arrow")
    expect(cell(page, 3, 2)).to_have_accessible_name("Row 3, column 2, arrow pill")
    assert {"ar", "ar-bulb", "ar-w"} <= set(page.locator("#grid td:has(#c5)").get_attribute("class").split())
    assert "ar-tip-e" in page.locator("#grid td:has(#c15)").get_attribute("class").split()
    drawn = page.evaluate("""() => { const layer = document.querySelector('#grid td:has(#c5) .va');
        const bulb = getComputedStyle(layer, '::before'), line = getComputedStyle(layer, '::after');
        return [bulb.display, bulb.maskImage.includes('svg'), line.maskImage.includes('svg'),
                getComputedStyle(document.querySelector('#grid td:has(#c4) .va'), '::after').maskImage.includes('svg')]; }""")
    assert drawn == ["block", True, True, True], drawn   # the ring, the line out of it, the shaft's line
    both_schemes(page, "arrows drawn")
    solve(page)
    expect(status(page)).to_contain_text("Solved")
    from sudoku_web.variant_samples import SAMPLES

    solution_obeys(page, read_variant(SAMPLES["arrow"]))
    page.get_by_role("combobox", name="Variant").select_option("classic")
    page.get_by_role("button", name="Clear").click()
    page.get_by_role("button", name="Select cells").click()
    for row, col in ((5, 5), (5, 6), (5, 7)):
        cell(page, row, col).click()
    page.get_by_role("button", name="Add arrow").click()
    expect(status(page)).to_contain_text("Arrow added from row 5, column 5: 2 cells on its shaft.")
    expect(cell(page, 5, 5)).to_have_accessible_name("Row 5, column 5, arrow circle")
    page.get_by_role("combobox", name="Bulb").select_option("2")
    for row, col in ((7, 2), (7, 1), (8, 3), (9, 3)):      # a pill's cells in any order, then its shaft
        cell(page, row, col).click()
    page.get_by_role("button", name="Add arrow").click()
    expect(status(page)).to_contain_text("Arrow added from a pill of 2 cells at row 7, column 1: 2 cells on its shaft.")
    expect(cell(page, 7, 2)).to_have_accessible_name("Row 7, column 2, arrow pill")
    for row, col in ((1, 2), (2, 1), (3, 1)):               # corner to corner, down and left: not in reading order
        cell(page, row, col).click()
    page.get_by_role("button", name="Add arrow").click()
    expect(status(page)).to_contain_text("A pill joins 2 or 3 cells in reading order")
    assert status(page).get_attribute("data-kind") == "error"
    page.get_by_role("button", name="Select cells").click()
    cell(page, 5, 5).fill("3")
    cell(page, 5, 6).fill("2")
    cell(page, 5, 7).fill("4")
    expect(status(page)).to_contain_text("The arrow from row 5, column 5 goes over: its shaft makes 6 so far")
    link = shared_link(page)
    assert ".Arrow~R5C5~R5C6~R5C7" in link and ".PillArrow~2~R7C1~R7C2~R8C3~R9C3" in link, link
    page.reload()                                             # kept with the work
    wait_ready(page)
    expect(cell(page, 9, 3)).to_have_accessible_name("Row 9, column 3, arrow")
    assert page.evaluate("document.body.dataset.variant") == "arrow"
    page.goto(link)                                           # the shared link draws them again
    wait_ready(page)
    expect(cell(page, 5, 5)).to_have_accessible_name("Row 5, column 5, arrow circle")
    expect(cell(page, 7, 1)).to_have_accessible_name("Row 7, column 1, arrow pill")
    assert "ar-tip-s" in page.locator("#grid td:has(#c74)").get_attribute("class").split()
    page.get_by_role("button", name="Select cells").click()
    cell(page, 5, 6).click()
    page.get_by_role("button", name="Remove arrow").click()
    expect(status(page)).to_contain_text("Arrows removed: 1.")
    expect(cell(page, 5, 5)).to_have_accessible_name("Row 5, column 5")


def test_a_sandwich_is_drawn_outside_the_grid_named_solved_drawn_by_hand_and_shared(app):
    page = app
    page.get_by_role("combobox", name="Variant").select_option("sandwich")
    expect(status(page)).to_contain_text("Sandwich sample loaded")
    expect(page.locator("#v-rules")).to_contain_text("The digits between the 1 and the largest digit")
    # the sample's row 1 adds up to 14 between its 1 and 9, its column 1 to 20; column 2 has no total
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, sandwich 14 in its row, sandwich 20 in its column")
    expect(cell(page, 1, 2)).to_have_accessible_name("Row 1, column 2, sandwich 14 in its row")
    first = page.locator("#grid td:has(#c0)")
    assert {"sd-row", "sd-col"} <= set(first.get_attribute("class").split())
    assert (first.locator(".vs").get_attribute("data-row"), first.locator(".vs").get_attribute("data-column")) == ("14", "20")
    where = page.evaluate("""() => { const td = document.querySelector('#grid td:has(#c0)');
        const grid = document.querySelector('#grid');
        const left = getComputedStyle(td.querySelector('.vs'), '::after'), above = getComputedStyle(td.querySelector('.vs'), '::before');
        return [left.content, above.content, left.color === getComputedStyle(document.body).color,
                parseFloat(getComputedStyle(grid).marginTop), parseFloat(getComputedStyle(grid).marginLeft),
                document.querySelector('#grid td:has(#c1) .vs') === null]; }""")
    assert where[:3] == ['"14"', '"20"', True] and where[3] > 8 and where[4] > 8 and where[5], where   # in the margin
    both_schemes(page, "sandwiches drawn")
    solve(page)
    expect(status(page)).to_contain_text("Solved")
    from sudoku_web.variant_samples import SAMPLES

    solution_obeys(page, read_variant(SAMPLES["sandwich"]))
    page.get_by_role("combobox", name="Variant").select_option("classic")
    page.get_by_role("button", name="Clear").click()
    page.get_by_role("button", name="Select cells").click()
    cell(page, 3, 2).click()
    cell(page, 3, 5).click()                                  # two cells of row 3: the whole row
    page.get_by_label("Cage sum").fill("12")
    page.get_by_role("button", name="Add sandwich").click()
    expect(status(page)).to_contain_text("Sandwich of 12 added to row 3.")
    expect(cell(page, 3, 9)).to_have_accessible_name("Row 3, column 9, sandwich 12 in its row")
    for picked, total, said in ((((5, 5),), "12", "select two cells or more of one row or of one column"),
                                (((1, 1), (2, 2)), "12", "are in neither one row nor one column"),
                                (((1, 4), (9, 4)), "36", "that the digits between 1 and 9 can make (0 to 35, but not 1 or 34)")):
        for row, col in picked:
            cell(page, row, col).click()
        page.get_by_label("Cage sum").fill(total)
        page.get_by_role("button", name="Add sandwich").click()
        expect(status(page)).to_contain_text(said)
        assert status(page).get_attribute("data-kind") == "error"
        if total == "12":                                      # (a refused edit keeps the cells selected)
            for row, col in picked:
                cell(page, row, col).click()
    page.get_by_label("Cage sum").fill("0")                   # column 4's cells still selected
    page.get_by_role("button", name="Add sandwich").click()
    expect(status(page)).to_contain_text("Sandwich of 0 added to column 4.")
    assert page.locator("#grid td:has(#c3) .vs").get_attribute("data-column") == "0"
    page.get_by_role("button", name="Select cells").click()
    cell(page, 3, 1).fill("1")
    cell(page, 3, 2).fill("9")                                # the crusts side by side: 0, not 12
    expect(status(page)).to_contain_text("The sandwich of 12 in row 3 falls short")
    link = shared_link(page)
    assert ".Sandwich~12~R3" in link and ".Sandwich~0~C4" in link, link
    page.reload()                                             # kept with the work
    wait_ready(page)
    expect(cell(page, 3, 4)).to_have_accessible_name("Row 3, column 4, sandwich 12 in its row, sandwich 0 in its column")
    assert page.evaluate("document.body.dataset.variant") == "sandwich"
    page.goto(link)                                           # the shared link draws them again
    wait_ready(page)
    expect(cell(page, 9, 4)).to_have_accessible_name("Row 9, column 4, sandwich 0 in its column")
    assert "sd-row" in page.locator("#grid td:has(#c18)").get_attribute("class").split()
    page.get_by_role("button", name="Select cells").click()
    cell(page, 3, 3).click()                                  # one cell: its row's and its column's (none)
    page.get_by_role("button", name="Remove sandwich").click()
    expect(status(page)).to_contain_text("Sandwiches removed: 1.")
    expect(cell(page, 3, 1)).to_have_accessible_name("Row 3, column 1")
    expect(cell(page, 1, 4)).to_have_accessible_name("Row 1, column 4, sandwich 0 in its column")


def test_a_shape_drawn_wrong_and_pasted_is_said_in_chinese_and_the_board_kept(app):
    """A pasted arrow whose shaft skips a cell is refused in the page's language, from the error's
    parts (issue 32: every shape error says its reason and cells in Chinese, not the core's
    English in a frame), and the board stays as it was."""
    page = app
    cell(page, 1, 1).fill("7")
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    paste(page, ".Arrow~R1C1~R1C3")
    expect(status(page)).to_contain_text("第 1 个箭头从第1行第1列到第1行第3列，这两格不相连")
    assert status(page).get_attribute("data-kind") == "error"
    assert "英文" not in status(page).inner_text()
    assert grid_state(page)["line"] == "7" + "." * 80


def test_new_puzzle_on_rules_it_does_not_make_says_so_and_keeps_the_board(app):
    """New puzzle and Generate on a thermometer (or arrow, dot, little killer, sandwich) puzzle
    put a classic puzzle in its place without a word and the Variant select went back to
    Classic; they now say which rules they make and leave the board and the select alone, and so
    does Daily puzzle (it put the classic daily there unsaid)."""
    page = app
    page.get_by_role("combobox", name="Variant").select_option("arrow")
    expect(status(page)).to_contain_text("sample loaded")
    before = grid_state(page)["line"]
    for name in ("New puzzle", "Generate", "Daily puzzle"):
        page.get_by_role("button", name=name, exact=True).click()
        expect(status(page)).to_contain_text("New puzzles are not made with these rules (Arrow)")
        expect(status(page)).to_contain_text("Killer")
        assert status(page).get_attribute("data-kind") == "error"
        assert grid_state(page)["line"] == before
        expect(page.get_by_role("combobox", name="Variant")).to_have_value("arrow")
        expect(page.locator("#v-rules")).to_contain_text("arrow")


def test_a_variant_refused_for_the_size_leaves_the_select_on_the_boards_rules(app):
    """Windoku chosen on a 4x4 grid was refused ("Windoku windows need a 9×9 or 16×16 grid") but
    the Variant select kept showing Windoku over a classic board."""
    page = app
    page.get_by_role("combobox", name="Size").select_option("4")
    variant = page.get_by_role("combobox", name="Variant")
    variant.select_option("windoku")
    expect(status(page)).to_contain_text("Windoku windows need a 9×9 or 16×16 grid")
    expect(variant).to_have_value("classic")
    variant.select_option("anti-king")                      # a rule that fits, then one that does not
    expect(variant).to_have_value("anti-king")
    variant.select_option("windoku")
    expect(status(page)).to_contain_text("Windoku windows need")
    expect(variant).to_have_value("anti-king")
    variant.select_option("even-odd")                         # chosen, no cell marked yet: no rule on the board
    variant.select_option("windoku")
    expect(status(page)).to_contain_text("Windoku windows need")
    expect(variant).to_have_value("even-odd")


CLUES_16 = (".Shape~16x16.LittleKiller~100~R1C1.LittleKiller~20~R2C1.LittleKiller~50~R1C9.LittleKiller~30~RgC3"
            ".LittleKiller~40~R9Cg.Sandwich~55~R1.Sandwich~100~C1.Sandwich~60~C2.Sandwich~40~R2.~RgCg_1")
FRAME = """() => {
    const g = document.getElementById('grid'), b = document.getElementById('board'), s = getComputedStyle(g);
    const r = g.getBoundingClientRect(), f = b.getBoundingClientRect();
    return {left: r.left - parseFloat(s.marginLeft), right: r.right + parseFloat(s.marginRight),
            boardLeft: f.left, boardRight: f.right, width: r.width, scrolls: b.scrollWidth > b.clientWidth};
}"""


def test_a_16x16_grid_with_clues_outside_keeps_them_in_the_board_column(app, browser, guard):
    """On a desktop a 16x16 grid with little killers or sandwiches took its clues' margin on top of
    its full width and ran under the controls beside it (a clue of r9c16 over "Cage sum"); it now
    leaves the margin inside the board's column. On a phone it keeps its 27 px cells in a frame
    that scrolls sideways."""
    from .helpers import phone_page

    page = app
    paste(page, CLUES_16)
    expect(page.locator("#grid")).to_have_attribute("data-size", "16")
    expect(page.locator("#grid td.sd-row").first).to_be_attached()
    frame = page.evaluate(FRAME)
    assert frame["left"] >= frame["boardLeft"] - 1 and frame["right"] <= frame["boardRight"] + 1, frame
    phone = phone_page(browser, guard, "index.html", 360, 640)
    try:
        paste(phone, CLUES_16)
        expect(phone.locator("#grid")).to_have_attribute("data-size", "16")
        frame = phone.evaluate(FRAME)
        assert frame["scrolls"] and frame["width"] >= 16 * 24, frame
    finally:
        phone.context.close()


def test_little_killer_clues_beside_column_1_stand_clear_of_the_row_sandwich_totals(app):
    """A little killer's clue at a corner beside column 1 sat on top of the sandwich totals of the
    rows above and below it ("10" and "20↘" touching); with row totals on the grid it goes out a
    band further left, and the grid makes room for it (a clue on the top edge was already moved
    above the column totals)."""
    page = app
    paste(page, ".LittleKiller~20~R3C1.LittleKiller~9~R8C1.Sandwich~10~R2.Sandwich~5~R3.Sandwich~7~R7")
    expect(page.locator("#grid td.sd-row").first).to_be_attached()
    placed = page.evaluate("""() => {
        const lk = document.querySelector('#grid td.lk-nw'), sd = document.querySelector('#grid td.sd-row');
        const px = (el, layer, pseudo, side) => parseFloat(getComputedStyle(el.querySelector(layer), pseudo)[side]);
        const clue = px(lk, '.vk', '::before', 'right') - lk.getBoundingClientRect().width;   // beyond the cell's left edge
        const total = px(sd, '.vs', '::after', 'right') - sd.getBoundingClientRect().width
                      + parseFloat(getComputedStyle(sd.querySelector('.vs'), '::after').width);
        const g = getComputedStyle(document.getElementById('grid'));
        return {clue, total, margin: parseFloat(g.marginLeft), fontSize: parseFloat(g.fontSize)};
    }""")
    assert placed["clue"] >= placed["total"], placed            # the clue starts where the row totals end
    assert placed["margin"] >= 2.5 * placed["fontSize"], placed   # and the grid leaves it room


def test_a_language_switch_says_again_the_latest_message_not_an_older_hints(engine_app):
    """After a Hint, an edit refused, then a switch to Chinese: the status line showed the hint's
    line again ("Hint, detail 1 of 3...") in place of the refusal, the latest thing said (the
    hint, drawn again in the new language, said its line too). The hint is shown in Chinese, and
    the status line says the refusal."""
    page = engine_app
    page.get_by_role("combobox", name="Variant").select_option("killer")
    expect(status(page)).to_contain_text("sample loaded")
    page.get_by_role("button", name="Hint", exact=True).click()
    expect(page.locator("body")).to_have_attribute("data-hint-level", "1", timeout=ENGINE_TIMEOUT)
    page.get_by_role("button", name="Select cells").click()
    cell(page, 1, 2).click()
    cell(page, 1, 3).click()
    page.get_by_label("Cage sum").fill("5")
    page.get_by_role("button", name="Add cage").click()
    expect(status(page)).to_contain_text("Already in a cage")
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    expect(status(page)).to_contain_text("第1行第2列")
    assert "提示" not in status(page).inner_text()
    assert page.locator("#hint-text").inner_text()   # the hint itself is still shown, in Chinese


def test_a_variant_link_with_work_names_its_rules_and_counts_its_cages(app):
    """A Share link of a killer without givens, with the work on it, said "Loaded the puzzle from
    the address (0 givens) with the work: ...": neither the rules nor the cages; and a killer of one
    cage was "(1 cages, no givens)". Both name the kind and count the cages now, in both languages,
    when the work is read and when it cannot be."""
    page = app
    one_cage = ".Cage~3~R1C1~R1C2"
    page.goto("index.html?variant=" + one_cage + "&work=1_1" + "." * 80 + "__")
    wait_ready(page)
    expect(status(page)).to_have_text("Loaded a Killer puzzle from the address (1 cage, no givens) with the work: "
                                      "1 entry, 0 cells with pencil marks, 0 coloured cells.")
    assert grid_state(page)["line"] == "1" + "." * 80
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    expect(status(page)).to_have_text("已从网址载入一道杀手数独题（1 个笼子，没有已知数）和进度：1 个填入的数字，"
                                      "0 个格子有铅笔标记，0 个格子有颜色。")
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("en")
    page.goto("index.html?variant=" + one_cage + ".Cage~17~R2C1~R2C2&work=1_x__")   # entries cut short
    wait_ready(page)
    expect(status(page)).to_have_text("Loaded a Killer puzzle from the address (2 cages, no givens), but not the "
                                      "work in the link: the entries could not be read.")
    page.goto("index.html?variant=.Diagonal~1.Diagonal~-1.~R1C1_5&work=1_." + "2" + "." * 79 + "__")
    wait_ready(page)
    expect(status(page)).to_have_text("Loaded a Diagonal (Sudoku-X) puzzle from the address (1 given) with the work: "
                                      "1 entry, 0 cells with pencil marks, 0 coloured cells.")


def test_a_variant_in_the_puzzle_parameter_is_read_as_a_variant(app):
    """?puzzle= ("a puzzle in any format", and an embedder's way in) read an ISS string or an
    f-puzzles link as a classic grid: "Unexpected character '~' ... use 1-9 for digits", which never
    said that the address held a variant, nor what was wrong with it. It is read as ?variant= reads
    it now: loaded with its rules, or its own error said; a classic grid there reads as ever."""
    from urllib.parse import quote

    from sudoku_core.variants.formats import write_fpuzzles_link, write_iss
    from sudoku_web.variant_samples import SAMPLES

    page = app
    killer = read_variant(SAMPLES["killer"])
    page.goto("index.html?puzzle=" + quote(write_iss(killer)))
    wait_ready(page)
    expect(status(page)).to_contain_text("Loaded a Killer puzzle from the address")
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, cage 5")
    assert page.evaluate("document.body.dataset.variant") == "killer"
    page.goto("index.html?embed=1&puzzle=" + quote(write_fpuzzles_link(read_variant(SAMPLES["diagonal"])), safe=""))
    wait_ready(page)
    expect(status(page)).to_contain_text("Loaded a Diagonal (Sudoku-X) puzzle from the address")
    page.goto("index.html?puzzle=" + quote(".Cage~77~R1C1~R1C2"))
    wait_ready(page)
    expect(status(page)).to_have_text("The variant in the address could not be read: No 2 different digits add up "
                                      "to 77 (cage 1): they make 3 to 17.")
    page.goto("index.html?puzzle=12x")                                   # a classic grid's error, as before
    wait_ready(page)
    expect(status(page)).to_contain_text("Could not read the puzzle in the address")


def test_a_share_link_of_unfinished_work_pasted_opens_as_it_was_shared(app):
    """A Share link of a jigsaw being painted (a region of 8 cells, another of 10 in pieces) opens
    as it was shared, but pasted on the page it was refused ("Could not read the pasted text:
    Region 1 has 8 cells ..."), the board left as it was. Pasted, it opens as the address opens it,
    the first thing to fix said, in both languages; a bare ISS string so broken is still refused."""
    page = app
    layout = "8" + "00111222000111222000111222333444555333444555333444555666777888666777888666777888"  # r1c1 in 9
    draft = ".NoBoxes.Jigsaw~" + layout + ".~R1C2_5~R1C3_5"
    paste(page, "https://example.org/sudoku/?variant=" + draft)
    expect(status(page)).to_have_text("Pasted the unfinished variant of the link as it was shared. To solve it, fix "
                                      "this first: Region 1 has 8 cells; each region of a 9x9 grid has 9.")
    assert status(page).get_attribute("data-kind") == "error"
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1, region 9")
    state = grid_state(page)
    assert state["line"][:3] == ".55" and state["kinds"][1:3] == "gg" and state["conflicts"] == [1, 2]
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    expect(status(page)).to_contain_text("已按分享时的样子粘贴链接中这道未完成的变体")
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("en")
    page.get_by_role("button", name="Undo").click()                  # the board before the paste
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1")
    paste(page, draft)                                               # not a shared link: refused
    expect(status(page)).to_have_text("Could not read the pasted text: Region 1 has 8 cells; each region of a 9x9 "
                                      "grid has 9.")
    expect(cell(page, 1, 1)).to_have_accessible_name("Row 1, column 1")


def test_a_hint_on_unfinished_rules_says_what_to_fix_not_that_solutions_are_counted(app):
    """Hint and Explain on a jigsaw still being painted (a region of 8 cells) said "Hints need a
    puzzle with exactly one solution: Region 1 has 8 cells ...", as if the solutions had been
    counted; they say that the puzzle cannot be solved as written and what to fix, in both
    languages."""
    page = app
    layout = "8" + "00111222000111222000111222333444555333444555333444555666777888666777888666777888"  # r1c1 in 9
    page.goto("index.html?variant=.NoBoxes.Jigsaw~" + layout + ".~R5C5_3")
    wait_ready(page)
    wait_engine(page)
    fixed = "Fix this first: Region 1 has 8 cells; each region of a 9x9 grid has 9."
    for button in ("Hint", "Explain"):
        page.evaluate("document.getElementById('status').textContent = ''")
        page.get_by_role("button", name=button, exact=True).click()
        expect(status(page)).to_have_text("Hints and ratings need a puzzle that can be solved as it is written. " + fixed)
        assert status(page).get_attribute("data-kind") == "error"
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    expect(status(page)).to_contain_text("提示和难度评级需要一道能按原样求解的题目。请先修正：")


def test_a_link_reloaded_over_newer_work_on_another_puzzle_says_where_that_work_is(app):
    """A Share link opened, then another puzzle chosen and worked on, then the tab reloaded (as a
    phone's browser does): the link's puzzle came back over the newer work with only "Loaded a
    Killer puzzle from the address"; the work was one Undo back, unsaid. It is said now."""
    from urllib.parse import quote

    from sudoku_core.variants.formats import write_iss
    from sudoku_web.variant_samples import SAMPLES

    page = app
    page.goto("index.html?variant=" + quote(write_iss(read_variant(SAMPLES["killer"]))))
    wait_ready(page)
    expect(status(page)).to_contain_text("Loaded a Killer puzzle from the address")
    expect(status(page)).not_to_contain_text("Undo")
    page.get_by_role("combobox", name="Variant").select_option("jigsaw")
    expect(status(page)).to_contain_text("sample loaded")
    jigsaw = read_variant(SAMPLES["jigsaw"])
    empty = next(i for i, v in enumerate(jigsaw.givens) if not v)
    row, col = divmod(empty, 9)
    cell(page, row + 1, col + 1).click()
    page.keyboard.press("7")
    page.wait_for_function("""([key, i]) => { const r = JSON.parse(localStorage.getItem(key) || 'null');
        return r && r.positions[r.at].entries[i] === '7'; }""", arg=["sudoku-solver:work", empty])
    page.reload()
    wait_ready(page)
    expect(status(page)).to_contain_text("Loaded a Killer puzzle from the address")
    expect(status(page)).to_contain_text("The work from your last visit, on another puzzle, is one Undo back.")
    page.get_by_role("button", name="Undo").click()
    expect(cell(page, row + 1, col + 1)).to_have_value("7")
    expect(page.get_by_role("combobox", name="Variant")).to_have_value("jigsaw")


def test_a_cages_sum_leaves_its_cells_pencil_marks_in_sight(app):
    """A cage's sum covered the top-left pencil mark of its cell (the 1 of the 3x3 marks, under the
    sum's background); the marks of such a cell start under the sum now."""
    page = app
    page.get_by_role("combobox", name="Variant").select_option("killer")
    expect(status(page)).to_contain_text("sample loaded")
    page.get_by_role("button", name="Fill candidates").click()
    expect(page.locator("#grid td:has(.vd[data-sum]) .pm span").first).to_be_attached()
    gaps = page.evaluate("""() => [...document.querySelectorAll('#grid td')].filter(td => td.querySelector(':scope > .vd[data-sum]')
            && td.querySelector('.pm span')).map(td => {
        const sum = getComputedStyle(td.querySelector(':scope > .vd'), '::before');
        const first = td.querySelector('.pm span').getBoundingClientRect();
        const sumBottom = td.getBoundingClientRect().top - 3 + parseFloat(sum.fontSize) * parseFloat(sum.lineHeight) / parseFloat(sum.fontSize);
        return first.top - sumBottom;
    })""")
    assert gaps and min(gaps) >= -1.5, gaps   # the first mark's box starts below the sum's


def test_a_kind_chosen_in_the_select_says_which_rules_it_dropped_and_undo_brings_them_back(app):
    """Choosing Windoku over a killer dropped its cages without a word (the status said only the
    new rules): now it says which rules went and that Undo brings them back; the digits typed stay."""
    page = app
    variant = page.get_by_role("combobox", name="Variant")
    variant.select_option("killer")
    expect(status(page)).to_contain_text("Killer sample loaded")
    cell(page, 1, 1).fill("4")
    expect(cell(page, 1, 1)).to_have_value("4")
    variant.select_option("windoku")
    expect(status(page)).to_contain_text("The board's Killer rules are gone (Undo brings them back).")
    expect(cell(page, 1, 1)).to_have_value("4")
    expect(cell(page, 1, 1)).not_to_have_accessible_name(re.compile("cage"))
    page.get_by_role("button", name="Undo", exact=True).click()
    expect(cell(page, 1, 1)).to_have_accessible_name(re.compile("cage 5"))
    expect(cell(page, 1, 1)).to_have_value("4")
    variant.select_option("classic")
    expect(status(page)).to_contain_text("The board's Killer rules are gone")
    page.select_option("#lang", "zh-CN")
    expect(status(page)).to_contain_text("撤销可以找回")


def test_a_sample_that_replaces_the_board_says_undo_brings_it_back(page, guard):
    """A sample kind chosen in Variant replaces the whole puzzle, the person's digits included:
    one Undo brings it all back, and the status now says so (as a kind that drops rules does);
    it used to go without a word."""
    from .conftest import UI_TIMEOUT
    from .helpers import EASY

    page.set_default_timeout(UI_TIMEOUT)
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    cell(page, 1, 3).click()
    page.keyboard.press("4")
    assert grid_state(page)["line"][:3] == "534"
    page.get_by_role("combobox", name="Variant").select_option("thermo")
    expect(status(page)).to_contain_text("Thermo sample loaded")
    expect(status(page)).to_contain_text("It replaces the board's puzzle and your work on it (Undo brings them back).")
    page.get_by_role("button", name="Undo", exact=True).click()
    page.wait_for_function("(line) => [...document.querySelectorAll('#grid input')].map(c => c.value || '.')"
                           ".join('') === line", arg="534" + EASY[3:])
