"""Hardening of the page: every text people give it is read without surprises.

- A paste, ``?puzzle=`` and ``sudoku:load`` share one size cap and one reader (``reading.read_puzzle``)
  that never raises: the status always says why a puzzle could not be read, and Python becomes ready
  whatever ``?puzzle=`` holds.
- A bad ``?step=`` is reported (a huge one is capped at the player's limit, and says so).
- Values from the address (``?algo=``, ``?step=``, ``?lang=``) reach the page as text only.

The CPython tests check the pure helpers; the browser tests the built page.
"""

from __future__ import annotations

from urllib.parse import quote

from playwright.sync_api import expect

from sudoku_web import embed_api

from .conftest import wait_ready
from .helpers import EASY, grid_state, paste


# 9 Luogu rows of 9 numbers, one of them a superscript two (a digit to str.isdigit, not to a reader).
LUOGU_SUPERSCRIPT = "\n".join(" ".join("²" if (r, c) == (3, 2) else "0" for c in range(9)) for r in range(9))
DEEP_JSON = "[" * 5000     # past the size cap, too
DEEPEST_JSON = "[" * 3999  # within it: the reader's own error (or, should a reader fail, the generic one)
UNREADABLE = ("Not a valid JSON board", "The text could not be read as a puzzle.")


# ----- in the browser -------------------------------------------------------------------------------
def status(page):
    return page.get_by_role("status")


def test_paste_cap_and_unreadable_pastes_leave_the_grid(app):
    page = app
    paste(page, EASY)
    expect(status(page)).to_contain_text("Pasted a 9×9 puzzle with 30 givens")
    before = grid_state(page)
    paste(page, EASY + " " * (embed_api.MAX_PUZZLE_CHARS - len(EASY) + 1))
    expect(status(page)).to_have_text(
        "Could not read the pasted text: The text is too long (4,001 characters; a puzzle has at most 4,000).")
    assert status(page).get_attribute("data-kind") == "error"
    assert grid_state(page) == before
    for text, reasons in ((LUOGU_SUPERSCRIPT, ("²",)), (DEEP_JSON, ("too long (5,000 characters",)),
                          (DEEPEST_JSON, UNREADABLE)):
        paste(page, text)  # the paste handler runs synchronously: the status is already set
        said = status(page).text_content()
        assert said.startswith("Could not read the pasted text: ") and any(r in said for r in reasons), said
        assert status(page).get_attribute("data-kind") == "error"
        assert grid_state(page) == before
    # exactly at the cap is still read
    paste(page, EASY + " " * (embed_api.MAX_PUZZLE_CHARS - len(EASY)))
    expect(status(page)).to_contain_text("Pasted a 9×9 puzzle with 30 givens")


def goto_ready(page, query):
    page.goto("index.html" + query)
    wait_ready(page)
    expect(status(page)).not_to_be_empty()
    return status(page).text_content()


def test_unreadable_puzzle_in_the_address_ends_ready_with_a_reason(page, guard):
    page.set_default_timeout(10_000)
    for text, reasons in ((LUOGU_SUPERSCRIPT, ("²",)), (DEEP_JSON, ("too long (5,000 characters",)),
                          (DEEPEST_JSON, UNREADABLE)):
        said = goto_ready(page, f"?puzzle={quote(text)}")
        assert said.startswith("Could not read the puzzle in the address: ") and any(r in said for r in reasons), said
        assert grid_state(page)["line"] == "." * 81
    # the tutor opening does not hide why (nor does a bad step)
    said = goto_ready(page, f"?puzzle={quote(LUOGU_SUPERSCRIPT)}&algo=scan&step=x")
    assert said.startswith("Could not read the puzzle in the address: ") and "Ignored step “x”" in said, said
    assert page.evaluate("document.body.dataset.tutorAlgo") == "scan"


def test_bad_step_in_the_address_is_reported(page, guard):
    page.set_default_timeout(20_000)
    said = goto_ready(page, f"?puzzle={EASY}&algo=scan")  # no step at all: nothing to report
    assert said == "Step 0: Ready: press Step or Play.", said
    assert status(page).get_attribute("data-kind") == "info"
    for step in ("-5", "abc", "1e9"):
        said = goto_ready(page, f"?puzzle={EASY}&algo=bitmask&step={quote(step)}")
        assert said == (f"Ignored step “{step}” in the address: a step is a whole number from 0 to 5,000,000."), said
        assert status(page).get_attribute("data-kind") == "error"
        assert page.evaluate("document.body.dataset.tutorPosition") == "0"
    said = goto_ready(page, f"?lang=zh&puzzle={EASY}&step=-1")
    assert said == "已忽略网址中的步数“-1”：步数应为 0 到 5,000,000 之间的整数。", said
    # a huge step goes to the player's limit (here the search ends long before) and says so
    page.goto(f"index.html?puzzle={EASY}&algo=bitmask&step=99999999999999")
    wait_ready(page)
    expect(status(page)).to_contain_text("Step 99999999999999 in the address is past the player's limit of "
                                         "5,000,000 steps; going to step 5,000,000.")
    expect(status(page)).to_contain_text("The search is over")  # then where the player stopped
    assert status(page).get_attribute("data-kind") == "warning"
    assert int(page.evaluate("document.body.dataset.tutorPosition")) > 0


def test_address_values_are_shown_as_text_only(page, guard):
    page.set_default_timeout(10_000)
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    algo = "<img src=x onerror=window.pwned=1>"
    step = "<script>window.pwned=2</script>"
    lang = '"><svg onload=window.pwned=3>'
    page.goto(f"index.html?algo={quote(algo)}&step={quote(step)}&lang={quote(lang)}&puzzle={EASY}")
    wait_ready(page)
    said = status(page).text_content()
    assert f"Unknown algorithm “{algo}” in the address" in said, said
    assert "Ignored step “<script>window.pwned=2</script>”" in said, said
    assert page.evaluate("document.documentElement.lang") == "en"  # an unknown language: English
    injected = page.evaluate("""() => ({
        pwned: window.pwned === undefined ? null : window.pwned,
        img: document.querySelectorAll('img').length,
        svgOnload: document.querySelectorAll('svg[onload], [onerror], [onload]').length,
        inlineScripts: [...document.scripts].filter(s => s.textContent.includes('pwned')).length,
    })""")
    assert injected == {"pwned": None, "img": 0, "svgOnload": 0, "inlineScripts": 0}
    assert dialogs == []
    assert page.evaluate("document.body.dataset.tutorAlgo") == "bitmask"
