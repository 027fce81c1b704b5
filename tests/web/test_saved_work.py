"""Saved work in Chromium: two tabs never erase each other's work, damaged records come back as far
as they read and are kept aside, and a full storage is said once (issue 29, items 3 and 4).

The two tabs are two pages of one browser context (one localStorage, real ``storage`` events). The
stored records are read back with the page's own reader (``workspace.History``) in CPython.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

from sudoku_web.workspace import STORAGE_VERSION, History

from .axe import assert_no_violations
from .conftest import UI_TIMEOUT, wait_ready
from .helpers import EASY, INKALA, cell, grid_state, paste

KEY = "sudoku-solver:work"
ASIDE = KEY + ":aside"


def notice(page):
    return page.get_by_role("region", name="Saved work")


def stored(page):
    """The stored work's current position (History.from_json of the record), or None."""
    text = page.evaluate("(key) => localStorage.getItem(key)", KEY)
    got = History.from_json(json.loads(text)) if text else None
    return got[0].current if got else None


def aside(page) -> list:
    text = page.evaluate("(key) => localStorage.getItem(key)", ASIDE)
    return json.loads(text) if text else []


def marks(page, row, col) -> str:
    """The pencil marks shown in a cell."""
    return page.evaluate("([r, c]) => { const pm = document.querySelector(`#grid input[aria-label='Row ${r}, "
                         "column ${c}']`).parentElement.querySelector('.pm'); return pm ? pm.textContent : ''; }",
                         [row, col])


def open_tab(page, guard, address="index.html"):
    """Another tab of the same browser (same storage), ready; its errors count as the test's."""
    other = page.context.new_page()
    other.set_default_timeout(UI_TIMEOUT)
    other.on("pageerror", lambda err: guard.page_errors.append(str(err)))
    other.on("console", guard.on_console)
    other.goto(address)
    wait_ready(other)
    return other


def test_two_tabs_never_erase_each_others_work_and_both_choices_work(app, guard):
    a = app
    paste(a, EASY)
    cell(a, 1, 3).fill("1")
    b = open_tab(a, guard)                                   # B opens on A's work
    expect(cell(b, 1, 3)).to_have_value("1")
    cell(b, 1, 4).fill("2")                                  # B's work, saved
    # A hears of it at once (the storage event), before typing anything
    question = notice(a).get_by_role("group")
    expect(question).to_contain_text("The puzzle was changed in another tab")
    b_work = stored(b)
    assert b_work.entries[3] == "2"
    cell(a, 2, 2).fill("3")                                  # A types on: B's work is not overwritten
    expect(cell(a, 2, 2)).to_have_value("3")
    assert stored(a) == b_work
    assert_no_violations(a, "the other-tab question")

    keep = question.get_by_role("button", name="Keep this tab's work")
    keep.focus()
    a.keyboard.press("Enter")                                # keyboard-accessible
    expect(a.get_by_role("status")).to_contain_text("Kept this tab's work")
    expect(question).to_have_count(0)
    assert a.evaluate("document.activeElement.dataset.i") is not None   # the focus went to the grid, not the page
    kept = stored(a)
    assert kept.entries[10] == "3" and kept.entries[3] == "."
    # B is asked in turn, and loads A's work; its own is one Undo back
    b_question = notice(b).get_by_role("group")
    expect(b_question).to_contain_text("The puzzle was changed in another tab")
    b_question.get_by_role("button", name="Load the other tab's work").click()
    expect(b.get_by_role("status")).to_contain_text("Loaded the other tab's work")
    expect(cell(b, 2, 2)).to_have_value("3")
    expect(cell(b, 1, 4)).to_have_value("")
    b.get_by_role("button", name="Undo", exact=True).click()
    expect(cell(b, 1, 4)).to_have_value("2")                 # B's work was not lost
    expect(cell(b, 2, 2)).to_have_value("")
    # and in A, B's work is one Undo back too
    a.get_by_role("button", name="Undo", exact=True).click()
    expect(cell(a, 1, 4)).to_have_value("2")
    b.close()


def test_digits_typed_after_the_question_survive_a_reload_left_unanswered(app, guard):
    """Digits typed in a tab while "changed in another tab" is asked were written nowhere: a reload
    before answering lost them. Going away keeps them (the other tab's work one Undo back); a tab
    that typed nothing after the question leaves the other tab's work as it is."""
    a = app
    paste(a, EASY)
    b = open_tab(a, guard)
    expect(cell(b, 1, 3)).to_have_value("")
    cell(b, 1, 3).fill("1")                                  # B's work: A is asked
    expect(notice(a).get_by_role("group")).to_contain_text("The puzzle was changed in another tab")
    b_work = stored(b)
    a.reload()                                               # nothing typed after the question
    wait_ready(a)
    assert stored(a) == b_work
    expect(cell(a, 1, 3)).to_have_value("1")
    cell(b, 1, 4).fill("2")                                  # A is asked again ...
    question = notice(a).get_by_role("group")
    expect(question).to_contain_text("The puzzle was changed in another tab")
    cell(a, 2, 2).fill("3")                                  # ... and types on, then reloads
    expect(cell(a, 2, 2)).to_have_value("3")
    a.reload()
    wait_ready(a)
    expect(cell(a, 2, 2)).to_have_value("3")                 # what A typed is back
    expect(cell(a, 1, 4)).to_have_value("")
    a.get_by_role("button", name="Undo", exact=True).click()
    expect(cell(a, 1, 4)).to_have_value("2")                 # and B's work one Undo away
    b.close()


def seed(page, text: str):
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [KEY, text])
    page.reload()
    wait_ready(page)


def work(*entries, v=STORAGE_VERSION) -> dict:
    """A stored record of EASY with one position per entry (cell, digit), the last current."""
    n2 = 81
    positions = [{"size": 9, "givens": EASY, "entries": "." * n2, "marks": [0] * n2, "started": True}]
    line = ["."] * n2
    for cell_index, digit in entries:
        line[cell_index] = digit
        positions.append(dict(positions[0], entries="".join(line)))
    return {"v": v, "tab": "solver", "at": len(positions) - 1, "positions": positions}


def test_a_damaged_record_brings_back_what_reads_and_is_kept_aside(app):
    page = app
    record = work((2, "1"), (3, "2"), (10, "3"))
    record["positions"][1]["marks"] = "not marks"            # one unreadable old step
    original = json.dumps(record)
    seed(page, original)
    expect(notice(page)).to_contain_text("Part of your saved work could not be read")
    state = grid_state(page)["line"]
    assert state[2] == "1" and state[3] == "2" and state[10] == "3"   # the current position is back
    assert aside(page) == [{"problem": "partial", "text": original}]
    cell(page, 2, 3).fill("4")                               # a keystroke does not destroy the copy
    expect(cell(page, 2, 3)).to_have_value("4")
    assert stored(page).entries[11] == "4"
    assert aside(page)[0]["text"] == original
    page.get_by_role("button", name="Undo", exact=True).click()
    page.get_by_role("button", name="Undo", exact=True).click()   # the steps that read are undoable
    expect(cell(page, 2, 2)).to_have_value("")
    expect(cell(page, 1, 4)).to_have_value("2")
    notice(page).get_by_role("button", name="Dismiss").click()
    expect(notice(page)).to_be_hidden()


def test_unreadable_records_over_time_are_each_kept_aside_never_written_over(app):
    page = app
    newer = json.dumps(work((2, "9"), v=STORAGE_VERSION + 1))
    seed(page, newer)
    expect(notice(page)).to_contain_text("made by a newer version of this page")
    paste(page, EASY)
    cell(page, 1, 3).fill("5")
    expect(cell(page, 1, 3)).to_have_value("5")
    assert stored(page).entries[2] == "5"                    # written only once the newer one is aside
    seed(page, "{this is not json")                         # later, damage of another kind
    expect(notice(page)).to_contain_text("could not be read. It is kept aside")
    cell(page, 1, 3).fill("6")
    page.wait_for_function("(key) => (localStorage.getItem(key) || '').startsWith('{\"v\"')", arg=KEY)
    assert [(x["problem"], x["text"]) for x in aside(page)] == [("newer", newer), ("unreadable", "{this is not json")]


def test_a_record_too_large_to_read_here_is_left_as_it_is_and_said(app):
    """A stored work of megabytes (crafted, or another program's: this page keeps 400 positions)
    cannot be copied into the page's MicroPython at all. It used to be taken for no record and
    written over at the first keystroke; it is left as it is, and the person is told."""
    page = app
    record = work((2, "1"))
    record["positions"] = record["positions"] * 2500      # about 2.4 million characters
    record["at"] = len(record["positions"]) - 1
    original = json.dumps(record)
    seed(page, original)
    expect(notice(page)).to_contain_text("Your saved work is too large for this page to read")
    cell(page, 1, 4).fill("7")                               # the page works; nothing is written over
    expect(cell(page, 1, 4)).to_have_value("7")
    page.wait_for_timeout(300)
    assert page.evaluate("(key) => localStorage.getItem(key)", KEY) == original


def test_a_variants_work_stored_with_broken_rules_never_stops_the_page_from_starting(app):
    """Rules damaged by hand (boxes of 5x7, a cage of no cell) read back, then broke the start's
    drawing and conflict check: the page never became ready, at every visit. Now the record is
    unreadable: kept aside, said, and the page works (the guard fails any console error: a
    damaged variant used to print MicroPython's "exception chaining not supported")."""
    page = app
    rules = {"size": 9, "box": [5, 7], "regions": None, "no_boxes": False, "extra": [], "differ": [],
             "cages": [[[], 5]], "parity": [], "non_consecutive": False, "name": ""}
    record = work()
    record["positions"][0]["variant"] = json.dumps(rules)
    original = json.dumps(record)
    seed(page, original)
    expect(notice(page)).to_contain_text("Your saved work could not be read. It is kept aside")
    assert aside(page) == [{"problem": "unreadable", "text": original}]
    paste(page, EASY)
    cell(page, 1, 3).fill("4")
    expect(cell(page, 1, 3)).to_have_value("4")
    assert stored(page).entries[2] == "4"


FULL_STORAGE = """
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        if (String(key).startsWith('sudoku-solver:')) throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, key, value);
    };
"""


def test_full_storage_is_said_once_and_the_page_keeps_working(app):
    page = app
    page.add_init_script(FULL_STORAGE)
    page.reload()
    wait_ready(page)
    paste(page, EASY)
    expect(notice(page)).to_contain_text("Your work is not being remembered")
    notice(page).get_by_role("button", name="Dismiss").click()
    for col, digit in ((3, "1"), (4, "2"), (6, "4")):
        cell(page, 1, col).fill(digit)
        expect(cell(page, 1, col)).to_have_value(digit)
    expect(notice(page)).to_be_hidden()                      # said once, not on every keystroke
    page.get_by_role("button", name="Undo", exact=True).click()
    expect(cell(page, 1, 6)).to_have_value("")
    assert page.evaluate("(key) => localStorage.getItem(key)", KEY) is None


def stored_code(page) -> str:
    text = page.evaluate("() => localStorage.getItem('sudoku-solver:practice')")
    return json.loads(text)["code"]["leetcode"]


def test_the_practice_code_of_two_tabs_is_protected_the_same_way(page, guard):
    from re import compile as pattern

    page.set_default_timeout(UI_TIMEOUT)
    page.goto("index.html?mode=practice")
    wait_ready(page)
    code = page.get_by_role("textbox", name="Code", exact=True)
    code.fill("# A's code\n")
    other = open_tab(page, guard, "index.html?mode=practice")
    other_code = other.get_by_role("textbox", name="Code", exact=True)
    expect(other_code).to_have_value("# A's code\n")
    other_code.fill("# B's code\n")
    question = notice(page).get_by_role("group")
    expect(question).to_contain_text("Your practice code was changed in another tab")
    code.fill("# A's code, more\n")                          # not saved over B's
    assert stored_code(page) == "# B's code\n"
    question.get_by_role("button", name="Load the other tab's code").click()
    expect(code).to_have_value("# B's code\n")
    expect(page.get_by_role("status")).to_contain_text(pattern("Loaded the other tab's code"))
    code.press("Control+z")                                  # the editor's undo brings A's back
    expect(code).to_have_value("# A's code, more\n")
    other.close()


def test_a_tab_opened_from_a_code_link_never_stores_the_links_code_over_the_learners(page, guard):
    """A tab holding a link's code, not edited, used to be asked the other-tab question when the
    learner's own tab saved, and "Keep this tab's code" stored the link's code over theirs. Now
    nothing of it is to lose: no question, and its later saves keep the learner's newest code."""
    from urllib.parse import quote

    page.set_default_timeout(UI_TIMEOUT)
    page.goto("index.html?mode=practice")
    wait_ready(page)
    code = page.get_by_role("textbox", name="Code", exact=True)
    code.fill("# my own\n")
    other = open_tab(page, guard, f"index.html?judge=leetcode&code={quote('# CODE FROM A LINK')}")
    other.get_by_role("tab", name="Practice").click()
    expect(other.get_by_role("textbox", name="Code", exact=True)).to_have_value("# CODE FROM A LINK")
    code.fill("# my own, more\n")                              # the learner's tab saves
    assert stored_code(page) == "# my own, more\n"
    other.wait_for_timeout(500)
    expect(notice(other).get_by_role("group")).to_have_count(0)   # nothing asked
    other.get_by_role("combobox", name="Judge").select_option("luogu")   # a save of the link's tab
    other.get_by_role("textbox", name="Code", exact=True).fill("print(1)\n")
    assert stored_code(page) == "# my own, more\n"
    other.close()


def test_a_25x25_puzzle_is_offered_by_size_kept_across_a_reload_and_solved(app):
    """The core reads and solves 25x25 grids, so the page does too: the Size select says 25×25 when
    one is pasted (it used to show a blank), the player's entry survives a reload (the stored
    record of a 25x25 grid was refused as "size", and the work lost), and Solve fills the grid."""
    page = app
    n, b, symbols = 25, 5, "123456789ABCDEFGHIJKLMNOP"
    full = [(b * (r % b) + r // b + c) % n + 1 for r in range(n) for c in range(n)]
    line = "".join(symbols[v - 1] if i % 3 else "." for i, v in enumerate(full))
    paste(page, line)
    expect(page.get_by_role("combobox", name="Size", exact=True)).to_have_value("25")
    assert page.get_by_role("combobox", name="Size", exact=True).evaluate("s => s.selectedOptions[0].textContent") == "25×25"
    at = next(i for i, v in enumerate(full) if i % 3 == 0 and v >= 10)   # an empty cell, a letter's digit
    row, col = divmod(at, n)
    cell(page, row + 1, col + 1).click()
    page.keyboard.press(symbols[full[at] - 1])
    expect(cell(page, row + 1, col + 1)).to_have_value(symbols[full[at] - 1])
    page.wait_for_function("(key) => (localStorage.getItem(key) || '').includes('\"size\": 25') || "
                           "(localStorage.getItem(key) || '').includes('\"size\":25')", arg=KEY)
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("combobox", name="Size", exact=True)).to_have_value("25")
    expect(cell(page, row + 1, col + 1)).to_have_value(symbols[full[at] - 1])
    assert grid_state(page)["size"] == 25
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("Solved", timeout=UI_TIMEOUT * 4)
    assert grid_state(page)["line"] == "".join(symbols[v - 1] for v in full)


def test_a_puzzle_link_reloaded_keeps_the_work_on_it_and_another_puzzle_loads_over_it(app):
    """A Share link or ``?puzzle=`` address reloaded (as a phone's browser reloads a tab) holds the
    puzzle the remembered work is on: the work stays on the board as it was left (it came back
    one Undo behind the bare puzzle). The address of another puzzle still loads that puzzle, with
    the work one Undo back."""
    page = app
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    cell(page, 1, 3).click()
    page.keyboard.type("4")
    page.get_by_role("button", name="Pencil marks").click()
    cell(page, 1, 4).click()
    page.keyboard.type("26")
    page.wait_for_function("(key) => (localStorage.getItem(key) || '').includes('\"marks\"')", arg=KEY)
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("status")).to_contain_text("is the one you were working on")
    expect(cell(page, 1, 3)).to_have_value("4")
    expect(cell(page, 1, 3)).to_have_class("entry")
    assert marks(page, 1, 4) == "26"
    assert grid_state(page)["kinds"] == "".join("g" if ch != "." else "." for ch in EASY)
    page.get_by_role("button", name="Undo").click()          # the history is the one left, too
    assert marks(page, 1, 4) == "2"
    page.goto(f"index.html?puzzle={INKALA}")                  # another puzzle: loaded over the work
    wait_ready(page)
    expect(page.get_by_role("status")).to_contain_text("Loaded the puzzle from the address")
    assert grid_state(page)["line"] == INKALA
    page.get_by_role("button", name="Undo").click()
    expect(cell(page, 1, 3)).to_have_value("4")
