"""The phone layout in Chromium (issue 30 item 10), on 360x640 and 390x844 touch screens.

The page is never wider than the screen, the grid starts near the top with 9x9 cells of at least
36 px and leaves room under it for the digit pad (the whole pad measured when the page has one), a
"Menu" button shows and hides the tabs and the toolbar (every control in them still reachable by
its name), every visible control is at least 24x24 px (WCAG 2.2 2.5.8), axe passes in light and
dark; a 16x16 board keeps 24 px cells and scrolls inside its own frame; and on a wide window
nothing folds away."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import EASY, HARD16, paste, phone_page
from .test_a11y import both_schemes

PAD_BUDGET = 56 + 64       # the digit pad's tools row and keys (issue 30 item 1), when the page has none yet
GRID_TO_PAD = 600          # at most from the top of the grid to the bottom of the pad

BOXES = """() => {
    const box = el => { const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
    const pad = document.getElementById('pad');
    const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    return {
        scrollWidth: document.documentElement.scrollWidth, innerWidth, innerHeight,
        grid: box(document.getElementById('grid')),
        cells: [...document.querySelectorAll('#grid td')].map(td => Math.min(td.getBoundingClientRect().width, td.getBoundingClientRect().height)),
        pad: pad && shown(pad) ? box(pad) : null,
        small: [...document.querySelectorAll('button, select, input, textarea, a[href], [role=tab], summary')]
            .filter(el => shown(el) && !el.closest('dialog:not([open])'))
            .map(el => [el.id || el.getAttribute('aria-label') || el.textContent.trim(), box(el)])
            .filter(([, b]) => b.width < 24 || b.height < 24).map(([name]) => name),
    };
}"""


def phone(browser, guard, width, height):
    """A touch-screen phone's page (its errors count as the test's), ready on EASY."""
    return phone_page(browser, guard, f"index.html?puzzle={EASY}", width, height)


def check_fits(page, min_cell):
    boxes = page.evaluate(BOXES)
    assert boxes["scrollWidth"] <= boxes["innerWidth"], "the page is wider than the screen"
    assert min(boxes["cells"]) >= min_cell, f"cells of {min(boxes['cells']):.1f} px"
    assert not boxes["small"], f"controls under 24x24 px: {boxes['small']}"
    return boxes


@pytest.mark.parametrize("width, height", [(360, 640), (390, 844)])
def test_phone_grid_on_top_menu_controls_and_axe(page, browser, guard, width, height):
    phone_page = phone(browser, guard, width, height)
    try:
        boxes = check_fits(phone_page, 36)
        grid, pad = boxes["grid"], boxes["pad"]
        assert grid["top"] <= 60, f"the grid starts {grid['top']:.0f} px down"
        assert grid["width"] <= width
        title = phone_page.evaluate("(h => [h.scrollWidth, h.clientWidth, h.getBoundingClientRect().height])"
                                    "(document.querySelector('header h1'))")
        assert title[0] <= title[1] and title[2] <= 44, f"the title is cut or too tall: {title}"   # ("Sudoku so...")
        bottom = pad["bottom"] if pad else grid["bottom"] + PAD_BUDGET
        assert bottom - grid["top"] <= GRID_TO_PAD and bottom <= height, "grid and pad not in one screen"

        menu = phone_page.get_by_role("button", name="Menu")
        expect(menu).to_have_attribute("aria-expanded", "false")
        expect(menu).to_have_attribute("aria-controls", "menu")
        for name in ("Menu", "Pause"):    # side by side in the header: 40 px tall to a thumb (were 33-36)
            assert phone_page.get_by_role("button", name=name).bounding_box()["height"] >= 40, name
        folded = [phone_page.get_by_role("combobox", name=name) for name in ("Size", "Example", "Language")]
        folded += [phone_page.get_by_role("button", name="Settings"), phone_page.get_by_role("tab", name="Solver")]
        for control in folded:
            expect(control).to_be_hidden()
        expect(phone_page.locator(".tagline")).to_be_hidden()
        both_schemes(phone_page, f"phone {width}x{height}, menu closed")

        menu.tap()
        expect(menu).to_have_attribute("aria-expanded", "true")
        for control in folded:
            expect(control).to_be_visible()
        check_fits(phone_page, 36)
        both_schemes(phone_page, f"phone {width}x{height}, menu open")
        phone_page.get_by_role("button", name="Settings").tap()     # a folded control works
        expect(phone_page.get_by_role("dialog", name="Settings")).to_be_visible()
        phone_page.get_by_role("button", name="Close").tap()
        phone_page.get_by_role("button", name="Colour", exact=True).tap()
        check_fits(phone_page, 36)                                     # the palette's swatches too
        menu.tap()
        expect(menu).to_have_attribute("aria-expanded", "false")
        for control in folded:
            expect(control).to_be_hidden()
    finally:
        phone_page.context.close()


@pytest.mark.parametrize("width, height", [(640, 360), (844, 390)])
def test_a_phone_turned_sideways_shows_the_whole_grid_beside_the_pad(page, browser, guard, width, height):
    """Landscape: the grid, sized by the width, was taller than the screen (547 px in 360), so no
    cell of its top rows showed with the digit keys. Now the grid fits the height under the
    compact header (Menu) and the clock and the pad sit beside it."""
    phone_page = phone(browser, guard, width, height)
    try:
        boxes = check_fits(phone_page, 30)
        grid, pad = boxes["grid"], boxes["pad"]
        assert grid["bottom"] <= height and grid["top"] <= 60, grid
        keys = phone_page.evaluate("(() => { const r = document.getElementById('pad-keys').getBoundingClientRect();"
                                   " return [r.left, r.top, r.bottom]; })()")
        assert keys[2] <= height and keys[0] >= grid["width"], keys    # the keys beside the grid, on screen
        expect(phone_page.get_by_role("button", name="Menu")).to_be_visible()
        expect(phone_page.get_by_role("timer", name="Time")).to_be_in_viewport()
        phone_page.locator("#c2").tap()                                   # r1c3, then a key: no scrolling
        phone_page.locator("#pad-keys .pad-key[data-digit='4']").tap()
        expect(phone_page.locator("#c2")).to_have_value("4")
        both_schemes(phone_page, f"phone {width}x{height} sideways")
        paste(phone_page, HARD16)                                         # 16x16 keeps its 27 px cells
        expect(phone_page.locator("#grid td")).to_have_count(256)
        check_fits(phone_page, 24)
    finally:
        phone_page.context.close()


@pytest.mark.parametrize("width, height, kind", [(360, 640, "sandwich"), (844, 390, "killer"), (640, 360, None)])
def test_a_tapped_hints_answer_shows_with_the_grid(page, browser, guard, width, height, kind):
    """Under a variant's rules line on a 360x640 phone, and under the grid on a phone held
    sideways (even a classic puzzle), the answer to a tapped Hint was below the screen. Sideways
    the status line and the hint now sit under the pad beside the grid, which stays in view as the
    page scrolls; and a hint whose text is below the window is scrolled just into it."""
    phone_page = phone(browser, guard, width, height)
    try:
        if kind:
            phone_page.get_by_role("combobox", name="Variant").select_option(kind)
            expect(phone_page.get_by_role("status")).to_contain_text("sample loaded")
            phone_page.evaluate("window.scrollTo(0, 0)")
        hint = phone_page.get_by_role("button", name="Hint", exact=True)
        expect(hint).to_be_enabled(timeout=60_000)
        hint.tap()
        expect(phone_page.locator("#hint-text")).to_contain_text("Next technique")
        seen = phone_page.evaluate("""() => {
            const r = id => document.getElementById(id).getBoundingClientRect();
            return {hint: [r('hint-text').top, r('hint-text').bottom], status: r('status').top,
                    grid: [r('grid').top, r('grid').bottom], height: innerHeight};
        }""")
        assert 0 <= seen["status"] and seen["hint"][1] <= seen["height"] + 1, seen
        if width > height:       # sideways: the whole grid still on the screen beside the answer
            assert seen["grid"][0] >= -1 and seen["grid"][1] <= seen["height"] + 1, seen
        else:                    # upright: most of the grid still on the screen above it
            assert seen["grid"][0] >= -60, seen
    finally:
        phone_page.context.close()


def test_a_phones_pencil_marks_are_readable_on_a_classic_grid(page, browser, guard):
    """A 360 px phone drew a 9x9 grid's pencil marks 7.2 px tall; a classic grid's are 9 px at
    least now, a variant's stay small, clear of its cages' outlines and sums."""
    view = phone(browser, guard, 360, 640)
    mark_size = "() => parseFloat(getComputedStyle(document.querySelector('#grid .pm-3')).fontSize)"
    try:
        view.get_by_role("button", name="Fill candidates").tap()
        expect(view.locator("#grid .pm-3 span:not(:empty)").first).to_be_visible()
        assert view.evaluate(mark_size) >= 9
        view.get_by_role("combobox", name="Variant").select_option("killer")
        expect(view.get_by_role("status")).to_contain_text("sample loaded")
        view.get_by_role("button", name="Fill candidates").tap()
        expect(view.locator("#grid .pm-3 span:not(:empty)").first).to_be_visible()
        assert view.evaluate(mark_size) < 8
    finally:
        view.context.close()


def test_a_16x16_board_on_a_phone_keeps_24px_cells_and_scrolls_in_its_frame(page, browser, guard):
    phone_page = phone(browser, guard, 360, 640)
    try:
        menu = phone_page.get_by_role("button", name="Menu")
        menu.tap()
        phone_page.get_by_role("tab", name="Tutor").tap()         # the tutor's sliders and checkbox fit too
        expect(menu).to_have_attribute("aria-expanded", "false")  # a tab chosen: the menu folds away
        expect(menu).to_be_focused()
        expect(phone_page.get_by_role("button", name="Step")).to_be_enabled()
        check_fits(phone_page, 36)
        menu.tap()
        phone_page.get_by_role("tab", name="Solver").tap()
        menu.tap()
        phone_page.get_by_role("combobox", name="Size").select_option("16")
        expect(menu).to_have_attribute("aria-expanded", "false")  # so does a size chosen
        expect(phone_page.locator("#grid")).to_have_attribute("data-size", "16")
        check_fits(phone_page, 24)
        frame = phone_page.evaluate("() => { const b = document.getElementById('board'); return [b.scrollWidth, b.clientWidth, b.scrollLeft]; }")
        assert frame[0] > frame[1] and frame[2] == 0
        phone_page.get_by_label("Row 1, column 16", exact=True).focus()    # the board scrolls to it
        phone_page.wait_for_function("document.getElementById('board').scrollLeft > 0")
        check_fits(phone_page, 24)
        both_schemes(phone_page, "phone 360x640, 16x16")
        menu.tap()
        phone_page.get_by_role("combobox", name="Size").select_option("25")   # 25x25 the same way
        expect(phone_page.locator("#grid")).to_have_attribute("data-size", "25")
        check_fits(phone_page, 24)
        frame = phone_page.evaluate("() => { const b = document.getElementById('board'); return [b.scrollWidth, b.clientWidth]; }")
        assert frame[0] > frame[1]
    finally:
        phone_page.context.close()


def test_a_wide_window_keeps_the_desktop_layout(app):
    page = app
    expect(page.get_by_role("button", name="Menu")).to_be_hidden()
    for name in ("Size", "Example", "Language"):
        expect(page.get_by_role("combobox", name=name)).to_be_visible()
    expect(page.get_by_role("tab", name="Solver")).to_be_visible()
    expect(page.get_by_role("button", name="Settings")).to_be_visible()
    expect(page.locator(".tagline")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


IN_VIEW = """() => Object.fromEntries(['grid', 'status', 'hint-text', 'solve'].map(id => {
    const r = document.getElementById(id).getBoundingClientRect();
    return [id, {top: r.top, bottom: r.bottom, left: r.left}];
}))"""


@pytest.mark.parametrize("width, height", [(360, 640), (1000, 900), (1280, 900)])
def test_a_hint_and_a_verdict_are_answered_in_view(page, browser, guard, width, height):
    """The status line and the hint's text come right after the pad (beside the grid on a wide
    window): pressing Hint, then Solve, shows their answer without scrolling."""
    touch = width < 640
    view = phone_page(browser, guard, f"index.html?puzzle={EASY}", width, height) if touch else None
    if view is None:
        context = browser.new_context(viewport={"width": width, "height": height}, service_workers="block",
                                      base_url=guard.origin)
        context.route("**/*", guard.route)
        view = context.new_page()
        view.on("pageerror", lambda err: guard.page_errors.append(str(err)))
        view.goto(f"index.html?puzzle={EASY}")
        view.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    try:
        hint = view.get_by_role("button", name="Hint", exact=True)
        expect(hint).to_be_enabled(timeout=60_000)
        hint.tap() if touch else hint.click()
        expect(view.get_by_role("region", name="Hint")).to_contain_text("Hidden Single", timeout=60_000)
        boxes = view.evaluate(IN_VIEW)
        assert boxes["hint-text"]["bottom"] <= height, f"the hint's text ends {boxes['hint-text']['bottom']:.0f} px down"
        assert boxes["status"]["bottom"] <= height
        if width >= 960:   # two columns: the answer beside the grid, not under it
            assert boxes["status"]["left"] > boxes["grid"]["left"] and boxes["status"]["top"] < boxes["grid"]["bottom"]
        assert view.evaluate("document.documentElement.scrollWidth <= innerWidth")
    finally:
        view.context.close()


def test_the_selected_cell_shows_its_pencil_marks_and_escape_closes_the_menu(page, browser, guard):
    """The focused cell's fill is drawn under its marks (an opaque input hid the marks being
    tapped in until another cell was chosen); Escape closes the open Menu, focus back on it."""
    view = phone(browser, guard, 360, 640)
    try:
        empty = EASY.index(".")
        first = view.get_by_label(f"Row {empty // 9 + 1}, column {empty % 9 + 1}", exact=True)
        first.tap()
        view.get_by_role("button", name="Pencil marks").tap()
        for digit in ("2", "3"):
            view.get_by_role("group", name="Digit pad").get_by_role("button", name=digit, exact=True).tap()
        expect(first).to_be_focused()
        expect(first).to_have_attribute("aria-description", "candidates 2 3")
        shown = first.evaluate("""input => {
            const td = input.closest('td'), pm = td.querySelector('.pm');
            return {input: getComputedStyle(input).backgroundColor, td: getComputedStyle(td).backgroundColor,
                    marks: pm ? pm.textContent.replace(/\\s/g, '') : ''};
        }""")
        assert shown["marks"] == "23"
        assert shown["input"] == "rgba(0, 0, 0, 0)", shown      # the marks under it show through
        assert shown["td"] != "rgba(0, 0, 0, 0)", shown         # and the cell still looks selected
        menu = view.get_by_role("button", name="Menu")
        menu.tap()
        view.get_by_role("combobox", name="Size").focus()
        view.keyboard.press("Escape")
        expect(menu).to_have_attribute("aria-expanded", "false")
        expect(menu).to_be_focused()
        menu.press("Enter")                                     # opened from the keyboard: Escape on
        expect(menu).to_have_attribute("aria-expanded", "true")  # the button itself closes it too
        menu.press("Escape")
        expect(menu).to_have_attribute("aria-expanded", "false")
    finally:
        view.context.close()


#: Records of two levels, as records.py stores them: the Statistics table has rows to size it.
RECORDS = ("localStorage.setItem('sudoku-solver:records', JSON.stringify({v: 1, levels: {easy: {solved: 12, "
           "seconds: 3000, best: 120, hints: 0}, diabolical: {solved: 1, seconds: 15, best: 15, hints: 1}}, "
           "daily: []}))")

#: The words of the table's headings cut across two lines ("Sol/ve/d", "Averag/e").
CUT_WORDS = """d => [...d.querySelectorAll('thead th')].flatMap(th => {
    const text = th.firstChild, cut = [];
    if (!text || text.nodeType !== 3) return cut;
    for (const m of text.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        if (new Set([...range.getClientRects()].map(r => Math.round(r.top))).size > 1) cut.push(m[0]);
    }
    return cut;
})"""


def test_statistics_fit_a_phone_and_a_25x25_board_never_widens_the_page(app, browser, guard):
    """The table fits the phone's dialog, and its headings wrap between words (each was cut
    anywhere: "Sol/ve/d", "Averag/e time")."""
    view = phone_page(browser, guard, f"index.html?puzzle={EASY}", 360, 640, init_script=RECORDS)
    try:
        view.get_by_role("button", name="Menu").tap()
        view.get_by_role("button", name="Statistics").tap()
        dialog = view.get_by_role("dialog", name="Statistics")
        expect(dialog).to_be_visible()
        expect(dialog.get_by_role("row")).to_have_count(3)
        widths = dialog.evaluate("d => [d.scrollWidth, d.clientWidth]")
        assert widths[0] <= widths[1], f"the table is {widths[0]} px in a {widths[1]} px dialog"
        assert dialog.evaluate(CUT_WORDS) == []
    finally:
        view.context.close()
    for width in (960, 1000, 1100):
        app.set_viewport_size({"width": width, "height": 900})
        app.get_by_role("combobox", name="Size").select_option("25")
        expect(app.locator("#grid")).to_have_attribute("data-size", "25")
        assert app.evaluate("document.documentElement.scrollWidth <= innerWidth"), width
    app.get_by_role("combobox", name="Size").select_option("9")
    app.set_viewport_size({"width": 1000, "height": 900})


def test_a_step_chosen_in_explain_on_a_phone_brings_the_grid_into_view(page, browser, guard):
    """On a phone the step list is under the grid: tapping a step drew it on a grid scrolled out
    of sight, with nothing on screen but the list. The grid comes back into view."""
    from .conftest import ENGINE_TIMEOUT

    phone_page = phone(browser, guard, 360, 640)
    try:
        phone_page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=ENGINE_TIMEOUT)
        phone_page.get_by_role("button", name="Explain", exact=True).tap()
        phone_page.wait_for_function("document.body.dataset.explainSteps", timeout=ENGINE_TIMEOUT)
        step = phone_page.locator("#explain-list button[data-step='12']")
        step.scroll_into_view_if_needed()
        assert phone_page.evaluate("document.getElementById('grid').getBoundingClientRect().top") < 0
        step.tap()
        expect(phone_page.locator("body")).to_have_attribute("data-explain-at", "12")
        top = phone_page.evaluate("document.getElementById('grid').getBoundingClientRect().top")
        assert 0 <= top < 200, top
    finally:
        phone_page.context.close()


def test_a_long_rules_line_on_a_phone_shows_three_lines_until_tapped(page, browser, guard):
    """A variant of many rules wrote ten lines of rules above the grid on a phone, the grid below
    the first screen; three lines show now (the whole text is still in the page), a tap opens
    them all and another closes them."""
    from .helpers import paste

    phone_page = phone(browser, guard, 360, 640)
    try:
        paste(phone_page, ".Diagonal~1.Diagonal~-1.AntiKnight.AntiConsecutive.Thermo~R1C1~R1C2.BlackDot~R5C5~R5C6"
                          ".Arrow~R7C7~R7C8.LittleKiller~10~R1C2.Sandwich~10~R3.Cage~10~R9C1~R9C2")
        rules = phone_page.locator("#v-rules")
        expect(rules).to_contain_text("Sandwich")
        line = float(phone_page.evaluate("parseFloat(getComputedStyle(document.getElementById('v-rules')).lineHeight) "
                                         "|| 1.2 * parseFloat(getComputedStyle(document.getElementById('v-rules')).fontSize)"))
        closed = rules.bounding_box()["height"]
        assert closed <= 3.5 * line, (closed, line)
        assert phone_page.evaluate("document.getElementById('grid').getBoundingClientRect().top") < 640
        rules.tap()
        opened = rules.bounding_box()["height"]
        assert opened > closed + line, (opened, closed)
        rules.tap()
        assert rules.bounding_box()["height"] == closed
    finally:
        phone_page.context.close()


def test_the_race_table_on_a_phone_scrolls_by_keyboard_too(page, browser, guard):
    """At 360 px the race's table is wider than the screen and scrolls sideways in its box; the
    box was no Tab stop, so a keyboard could not scroll it (axe: scrollable-region-focusable)."""
    view = phone(browser, guard, 360, 640)
    try:
        view.get_by_role("button", name="Menu").tap()
        view.get_by_role("tab", name="Tutor").tap()
        view.get_by_role("button", name="Race", exact=True).tap()
        view.wait_for_function("document.body.dataset.raceDone === '1'", timeout=120_000)
        box = view.locator("#t-race-out")
        assert box.evaluate("b => b.scrollWidth > b.clientWidth"), "the table fits: nothing to check"
        both_schemes(view, "the race table on a phone")
        box.focus()
        view.keyboard.press("ArrowRight")
        view.wait_for_function("document.getElementById('t-race-out').scrollLeft > 0")
    finally:
        view.context.close()
