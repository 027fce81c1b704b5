"""The digit pad (issue 30 items 1-4) in Chromium: a touch-screen phone plays by taps alone.

A 360x640 phone context (``is_mobile``, ``has_touch``): a whole puzzle solved by tapping a cell
then a key; cells that never raise the system keyboard (``inputmode="none"``); pencil marks and
Erase by taps; digit-first entry by the setting and by a long press; the keys' counts
(``data-left``, disabled at 0); the highlights (``data-peer``, ``data-same``) and their settings;
axe on the phone layout in light and dark; ``controls=pad`` in an embedded page. On the desktop, typing and arrows work as before.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from sudoku_core import parse, solve

from .axe import assert_no_violations
from .conftest import PYTHON_HOOK, UI_TIMEOUT, wait_ready
from .helpers import EASY, grid_state, phone_page


@pytest.fixture
def phone(browser, site, page, guard):
    """A ready page in a touch-screen phone context; its errors count as the test's."""
    tab = phone_page(browser, guard, f"index.html?puzzle={EASY}", init_script=PYTHON_HOOK % f'"{site}"')
    yield tab
    tab.context.close()


def cell(page, i):
    return page.locator(f"#c{i}")


def gridcell(page, i):
    return page.locator(f"#grid td:has(> #c{i})")


def key(page, symbol):
    return page.get_by_role("group", name="Digit pad").get_by_role("button", name=symbol, exact=True)


def choose(page, name, value):
    """A setting chosen as the Settings dialog's radio button does (a change event)."""
    page.evaluate("([n, v]) => document.querySelector(`input[name=set-${n}][value=${v}]`).click()", [name, value])
    expect(page.locator("body")).to_have_attribute(f"data-set-{name}", value)


def solution_of(line):
    result = solve(parse(line))
    return "".join(str(v) for v in result.solution.cells)


def marked(page):
    """Indexes of the cells carrying each highlight marker."""
    return page.evaluate("""() => {
        const tds = [...document.querySelectorAll('#grid td')];
        const pick = (name) => tds.flatMap((td, i) => td.hasAttribute(name) ? [i] : []);
        return {peer: pick('data-peer'), same: pick('data-same'), selected: pick('data-selected')};
    }""")


def test_a_whole_puzzle_is_solved_by_taps_alone_without_the_system_keyboard(phone):
    page = phone
    pad = page.get_by_role("group", name="Digit pad")
    expect(pad).to_be_visible()
    names = pad.locator(".pad-key").evaluate_all("keys => keys.map(k => k.textContent.trim()[0])")
    assert names == list("123456789")
    expect(pad.get_by_role("button", name="Erase")).to_be_visible()
    for tool in ("Pencil marks", "Undo", "Redo", "Hint"):
        expect(pad.get_by_role("button", name=tool)).to_be_visible()
    expect(page.locator("body")).to_have_attribute("data-touch", "1")
    modes = page.locator("#grid input").evaluate_all("els => [...new Set(els.map(e => e.inputMode))]")
    assert modes == ["none"]
    box = key(page, "5").bounding_box()
    assert box["width"] >= 36 and box["height"] >= 44
    tops = {round(b["y"]) for b in pad.locator(".pad-key").evaluate_all(
        "keys => keys.map(k => k.getBoundingClientRect())")}
    assert len(tops) == 1                                        # one row of 9 keys
    assert page.evaluate("document.documentElement.scrollWidth") <= 360   # never wider than the phone

    solution = solution_of(EASY)
    for i, given in enumerate(EASY):
        if given != ".":
            continue
        cell(page, i).tap()
        key(page, solution[i]).tap()
        expect(cell(page, i)).to_have_value(solution[i])
    last = EASY.rindex(".")
    assert page.evaluate("document.activeElement.id") == f"c{last}"    # the pad never took the cell
    expect(page.locator("#grid td[data-selected]")).to_have_count(1)
    state = grid_state(page)
    assert state["line"] == solution and not state["conflicts"]
    counts = pad.locator(".pad-key").evaluate_all("keys => keys.map(k => [k.dataset.left, k.disabled])")
    assert counts == [["0", True]] * 9
    page.locator("#undo").tap()                                  # the taps are ordinary undoable edits
    expect(pad.locator(".pad-key[data-left='1']")).to_have_count(1)


def test_counts_pencil_marks_and_erase_by_taps(phone):
    page = phone
    first_empty = EASY.index(".")
    expect(key(page, "5")).to_have_attribute("data-left", str(9 - EASY.count("5")))
    expect(key(page, "5").locator(".pad-left")).to_have_text(str(9 - EASY.count("5")))
    cell(page, first_empty).tap()
    key(page, "4").tap()
    expect(cell(page, first_empty)).to_have_value("4")
    expect(key(page, "4")).to_have_attribute("data-left", str(9 - EASY.count("4") - 1))
    page.get_by_role("button", name="Erase").tap()
    expect(cell(page, first_empty)).to_have_value("")
    expect(key(page, "4")).to_have_attribute("data-left", str(9 - EASY.count("4")))

    page.locator("#pencil").tap()
    expect(page.locator("#pencil")).to_have_attribute("aria-pressed", "true")
    expect(key(page, "1").locator(".pad-digit")).to_have_css("font-size", "15.2px")  # small on the pad
    for digit in ("1", "2", "4"):
        key(page, digit).tap()
    marks = gridcell(page, first_empty).locator(".pm span:not(:empty)")
    expect(marks).to_have_text(["1", "2", "4"])
    expect(cell(page, first_empty)).to_have_value("")
    key(page, "2").tap()                                           # a second tap takes the mark back
    expect(marks).to_have_text(["1", "4"])
    expect(gridcell(page, first_empty).locator(".pm span[data-same]")).to_have_count(0)
    choose(page, "marks", "corner")
    box = gridcell(page, first_empty).bounding_box()
    one = marks.nth(0).bounding_box()
    four = marks.nth(1).bounding_box()
    def centre(b):
        return b["x"] + b["width"] / 2 - box["x"], b["y"] + b["height"] / 2 - box["y"]

    assert centre(one)[0] < box["width"] / 3 and centre(one)[1] < box["height"] / 3       # top left
    assert centre(four)[0] > box["width"] * 2 / 3 and centre(four)[1] < box["height"] / 3  # top right (centre mode: middle left)
    page.get_by_role("button", name="Erase").tap()                 # Erase on an empty cell: its marks go
    expect(marks).to_have_count(0)
    page.locator("#undo").tap()
    expect(marks).to_have_text(["1", "4"])


def test_digit_first_by_the_setting_and_by_a_long_press(phone):
    page = phone
    empties = [i for i, ch in enumerate(EASY) if ch == "."]
    solution = solution_of(EASY)
    choose(page, "entry", "digit")
    nine = key(page, "9")
    nine.tap()
    expect(nine).to_have_attribute("aria-pressed", "true")
    expect(key(page, "1")).to_have_attribute("aria-pressed", "false")
    nines = [i for i in empties if solution[i] == "9"][:2]
    for i in nines:
        cell(page, i).tap()
        expect(cell(page, i)).to_have_value("9")
    same = marked(page)["same"]
    assert set(nines) <= set(same) and all(EASY[i] == "9" or i in nines for i in same)
    cell(page, nines[0]).tap()                                     # the same digit again: taken back
    expect(cell(page, nines[0])).to_have_value("")
    nine.tap()                                                      # the picked key again: dropped
    expect(nine).to_have_attribute("aria-pressed", "false")
    cell(page, nines[0]).tap()
    expect(cell(page, nines[0])).to_have_value("")

    choose(page, "entry", "cell")                                   # cell first: a long press picks
    expect(nine).not_to_have_attribute("aria-pressed", "true")
    three = key(page, "3")
    three.dispatch_event("pointerdown", {"pointerType": "touch", "isPrimary": True})
    expect(three).to_have_attribute("aria-pressed", "true")
    three.dispatch_event("pointerup", {"pointerType": "touch", "isPrimary": True})
    three.dispatch_event("click")                                   # the press's own click picks nothing more
    expect(three).to_have_attribute("aria-pressed", "true")
    target = next(i for i in empties if solution[i] == "3")
    cell(page, target).tap()
    expect(cell(page, target)).to_have_value("3")
    page.get_by_role("button", name="Colour", exact=True).tap()                # colour mode: a tap paints, and only that
    other = next(i for i in empties if solution[i] == "3" and i != target)
    cell(page, other).tap()
    expect(gridcell(page, other)).to_have_attribute("data-colour", "1")
    expect(cell(page, other)).to_have_value("")
    page.get_by_role("button", name="Colour", exact=True).tap()
    cell(page, other).tap()                                         # colour mode off: the picked digit again
    expect(cell(page, other)).to_have_value("3")
    three.tap()
    expect(three).not_to_have_attribute("aria-pressed", "true")


def test_highlights_follow_the_selection_and_their_settings(phone):
    page = phone
    cell(page, 0).tap()                                            # r1c1 holds the given 5
    size = 9
    row = {c for c in range(9)} - {0}
    col = {r * size for r in range(9)} - {0}
    box = {r * size + c for r in range(3) for c in range(3)} - {0}
    expect(gridcell(page, 0)).to_have_attribute("data-selected", "")
    got = marked(page)
    assert set(got["peer"]) == row | col | box and got["selected"] == [0]
    fives = {i for i, ch in enumerate(EASY) if ch == "5"}
    assert set(got["same"]) == fives
    choose(page, "peers", "off")
    assert marked(page)["peer"] == [] and set(marked(page)["same"]) == fives
    choose(page, "same", "off")
    assert marked(page) == {"peer": [], "same": [], "selected": [0]}
    choose(page, "peers", "on")
    choose(page, "same", "on")
    empty = EASY.index(".")
    cell(page, empty).tap()
    page.locator("#pencil").tap()
    key(page, "5").tap()                                           # a mark of 5 ...
    cell(page, 0).tap()                                            # ... lights up with the 5s
    expect(gridcell(page, empty).locator(".pm span[data-same]")).to_have_text("5")
    for scheme in ("light", "dark"):                               # axe on the phone, highlights and pencil mode on
        page.emulate_media(color_scheme=scheme)
        assert_no_violations(page, f"the phone layout with the pad ({scheme})")
    page.get_by_role("button", name="Menu").tap()                  # on a phone the tabs are in the Menu
    page.get_by_role("tab", name="Tutor").tap()
    expect(page.get_by_role("group", name="Digit pad")).to_be_hidden()
    assert marked(page) == {"peer": [], "same": [], "selected": []}


def test_a_phones_fields_and_selects_are_not_zoomed_into(phone, app):
    """A touch screen's browser zooms the page in on a field or select under 16 px that takes the
    focus (iOS Safari: the cage's sum was 13 px, the selects 15 px, the practice editor 13 px): on a
    phone every one outside the grid is 16 px at least, and the practice editor's text keeps the
    size of its highlighted copy under it; a desktop keeps its smaller type."""
    fields = ("select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=range])"
              ":not(#grid input)")
    sizes = phone.locator(fields).evaluate_all("els => els.map(e => [e.id, parseFloat(getComputedStyle(e).fontSize)])")
    assert {"v-sum", "p-code", "size", "variant"} <= {name for name, _ in sizes}
    assert [(name, size) for name, size in sizes if size < 16] == []
    view = phone.locator(".editor-view").evaluate("e => getComputedStyle(e).fontSize")
    assert phone.locator("#p-code").evaluate("e => getComputedStyle(e).fontSize") == view
    assert app.locator("#v-sum").evaluate("e => parseFloat(getComputedStyle(e).fontSize)") < 16


def test_the_desktop_keeps_typing_and_arrows_and_numeric_cells(app):
    page = app
    modes = page.locator("#grid input").evaluate_all("els => [...new Set(els.map(e => e.inputMode))]")
    assert modes == ["numeric"]
    expect(page.locator("body")).not_to_have_attribute("data-touch", "1")
    expect(page.get_by_role("group", name="Digit pad")).to_be_visible()
    cell(page, 0).click()
    page.keyboard.press("7")
    expect(cell(page, 0)).to_have_value("7")
    page.keyboard.press("ArrowRight")
    expect(cell(page, 1)).to_be_focused()
    page.keyboard.press("3")
    expect(cell(page, 1)).to_have_value("3")
    expect(key(page, "7")).to_have_attribute("data-left", "8")
    key(page, "4").click()                                         # the mouse uses the pad too
    expect(cell(page, 1)).to_have_value("4")
    expect(cell(page, 1)).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(cell(page, 10)).to_be_focused()
    page.keyboard.press("Tab")                                     # the pad: one Tab stop, arrows inside
    expect(page.locator("#pad [tabindex='0']")).to_be_focused()
    page.keyboard.press("End")
    expect(key(page, "9")).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(key(page, "8")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="Solve", exact=True)).to_be_focused()
    page.locator("#size").select_option("16")
    names = page.locator("#pad-keys .pad-key").evaluate_all("keys => keys.map(k => k.dataset.digit)")
    assert names == list("123456789ABCDEFG")
    modes = page.locator("#grid input").evaluate_all("els => [...new Set(els.map(e => e.inputMode))]")
    assert modes == ["text"]


def test_an_embedded_page_shows_the_pad_only_with_controls_pad(page, site):
    page.set_default_timeout(UI_TIMEOUT)
    page.goto(site + "index.html?embed=1&controls=solve,pad")
    wait_ready(page)
    expect(page.get_by_role("group", name="Digit pad").get_by_role("button", name="5", exact=True)).to_be_visible()
    expect(page.locator("#pencil")).to_be_hidden()                # the tools follow their own names
    page.evaluate("document.documentElement.dataset.controls = 'solve'")  # as boot.js writes controls=solve
    expect(page.locator("#pad-keys")).to_be_hidden()
    expect(page.locator("#pad")).to_be_hidden()


def test_a_newspaper_puzzle_copied_by_taps_then_started_and_played(browser, page, guard):
    """On an empty grid the pad's digits are givens (copying a puzzle); Start makes them the puzzle:
    the clock runs and the next digits are entries."""
    tab = phone_page(browser, guard, "index.html")
    start = tab.get_by_role("button", name="Start")
    expect(start).to_be_hidden()                                   # nothing typed: nothing to start
    givens = [i for i, ch in enumerate(EASY) if ch != "."]
    for i in givens:
        cell(tab, i).tap()
        key(tab, EASY[i]).tap()
    expect(tab.locator("#grid input.given")).to_have_count(len(givens))
    expect(tab.locator("body")).to_have_attribute("data-clock", "stopped")
    expect(start).to_be_visible()
    expect(tab.get_by_role("button", name="Pause")).to_be_hidden()
    start.tap()
    expect(tab.get_by_role("status")).to_contain_text(f"the {len(givens)} digits you typed are the puzzle")
    expect(start).to_be_hidden()
    expect(tab.locator("body")).to_have_attribute("data-clock", "running")
    expect(tab.get_by_role("button", name="Pause")).to_be_visible()
    empty = EASY.index(".")
    cell(tab, empty).tap()
    key(tab, solution_of(EASY)[empty]).tap()
    expect(cell(tab, empty)).to_have_class("entry")
    expect(tab.locator("#grid input.given")).to_have_count(len(givens))
    tab.context.close()


def test_the_pad_takes_taps_before_python_and_keeps_them(page, guard):
    """Issue 31: the keys answer from the first paint. MicroPython's wasm is held, so the taps
    certainly come before Python; once it runs, the tapped digits are the grid's, as typed ones are."""
    page.set_default_timeout(UI_TIMEOUT)
    held = []
    page.route("**/micropython.wasm", lambda route: held.append(route))
    page.goto("index.html", wait_until="domcontentloaded")
    expect(key(page, "5")).to_be_enabled()
    cell(page, 0).click()
    key(page, "5").click()
    cell(page, 1).click()
    key(page, "7").click()
    page.get_by_role("button", name="Erase").click()
    key(page, "8").click()
    expect(cell(page, 0)).to_have_value("5")
    expect(cell(page, 1)).to_have_value("8")
    assert page.evaluate("document.activeElement.id") == "c1"     # the pad never took the cell
    assert marked(page)["selected"] == [1]
    assert page.evaluate("document.body.dataset.ready") != "1", "Python was ready before the taps"
    for route in held:
        route.continue_()
    page.unroute("**/micropython.wasm")
    wait_ready(page)
    state = grid_state(page)
    assert state["line"] == "58" + "." * 79 and state["kinds"] == "gg" + "." * 79
    assert marked(page)["selected"] == [1]
    key(page, "3").click()                                        # the same cell, now through Python
    expect(cell(page, 1)).to_have_value("3")
    expect(key(page, "8")).to_have_attribute("data-left", "9")


def test_the_pad_answers_while_pyscripts_modules_still_load(page, guard):
    """The pad from the first paint, even before DOMContentLoaded (which waits for PyScript's module
    script, held here): boot.js listens on the document from its first run. Before, its listeners
    came with DOMContentLoaded, and a tap in that gap did nothing."""
    page.set_default_timeout(UI_TIMEOUT)
    held = []
    page.route("**/pyscript/core.js*", lambda route: held.append(route))
    page.goto("index.html", wait_until="commit")
    page.wait_for_selector("#pad-keys .pad-key", state="attached")
    cell(page, 2).click()
    key(page, "4").click()
    expect(cell(page, 2)).to_have_value("4")
    assert held, "PyScript's module script was not held"
    assert page.evaluate("document.readyState") != "complete"
    assert page.evaluate("document.body.dataset.ready") != "1"
    for route in held:
        route.continue_()
    page.unroute("**/pyscript/core.js*")
    wait_ready(page)
    assert grid_state(page)["line"] == ".." + "4" + "." * 78


def test_a_given_of_the_puzzle_being_played_is_left_alone_by_the_pad(phone):
    """A tap on a given (to see where its digit stands) then a key or Erase changed the puzzle
    without a word, and hints then said it had several solutions: the pad now leaves givens alone
    and says why; entries stay the pad's to change."""
    page = phone
    given = next(i for i, ch in enumerate(EASY) if ch != ".")
    cell(page, given).tap()
    other = next(d for d in "123456789" if d != EASY[given])
    key(page, other).tap()
    expect(page.get_by_role("status")).to_contain_text("is a given of the puzzle")
    expect(cell(page, given)).to_have_value(EASY[given])
    page.get_by_role("button", name="Erase").tap()
    expect(cell(page, given)).to_have_value(EASY[given])
    expect(cell(page, given)).to_have_class(re.compile(r"\bgiven\b"))
    empty = EASY.index(".")
    cell(page, empty).tap()
    key(page, other).tap()
    expect(cell(page, empty)).to_have_value(other)


def test_the_focus_stays_in_the_pad_when_the_key_pressed_places_its_last_digit(page, guard):
    """A keyboard (or switch) player on the pad: Enter on a key whose digit is then all placed
    disabled the focused key, the focus fell to the page's body and the next Tab went past the
    pad. It now goes to the nearest usable key after it."""
    page.set_default_timeout(UI_TIMEOUT)
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    solution = solution_of(EASY)
    left = page.locator("#pad-keys .pad-key").evaluate_all(
        "keys => Object.fromEntries(keys.map(k => [k.dataset.digit, Number(k.dataset.left)]))")
    digit = min((d for d in left if d != "9"), key=lambda d: left[d])    # (a key after it stays usable)
    cells = [i for i, (g, s) in enumerate(zip(EASY, solution)) if g == "." and s == digit]
    assert len(cells) == left[digit]
    for i in cells:
        cell(page, i).click()
        page.keyboard.press("Tab")
        expect(page.locator("#pad [tabindex='0']")).to_be_focused()
        page.locator("#pad [tabindex='0']").press("Home")
        while page.evaluate("document.activeElement.dataset.digit") != digit:
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        expect(cell(page, i)).to_have_value(digit)
    expect(key(page, digit)).to_be_disabled()
    after = next(d for d in "123456789" if d > digit and left[d] > 0)
    expect(key(page, after)).to_be_focused()
    expect(key(page, after)).to_have_attribute("tabindex", "0")
    page.keyboard.press("Enter")                                     # and it works: its digit in the cell
    expect(cell(page, cells[-1])).to_have_value(after)


def test_a_pencil_mark_on_a_given_says_it_takes_none_not_to_clear_it(phone):
    """Pencil marks on, a tap on a given then a key said "holds a digit: clear it before pencilling
    in candidates", which the pad refuses to do to a given (the sentence right after Erase)."""
    page = phone
    given = next(i for i, ch in enumerate(EASY) if ch != ".")
    where = f"Row {given // 9 + 1}, column {given % 9 + 1}"   # (at the start of a sentence: capital)
    cell(page, given).tap()
    page.get_by_role("button", name="Pencil marks").tap()
    key(page, "4").tap()
    expect(page.get_by_role("status")).to_have_text(f"{where} is a given of the puzzle: it takes no pencil marks.")
    empty = EASY.index(".")
    cell(page, empty).tap()
    key(page, "4").tap()
    page.get_by_role("button", name="Pencil marks").tap()
    key(page, "5").tap()                                             # an entry: it may be cleared, as it says
    page.get_by_role("button", name="Pencil marks").tap()
    key(page, "4").tap()
    expect(page.get_by_role("status")).to_contain_text("holds a digit: clear it before pencilling in candidates.")
