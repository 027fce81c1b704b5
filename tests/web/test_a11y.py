"""Accessibility in Chromium: axe-core finds no violation (light and dark schemes,
solver, tutor, race, embed mode), the keyboard alone drives the page (roving focus in the grid,
tabs, buttons), results and steps reach the live region, and reduced motion turns motion off.

axe-core comes from npm (package.json devDependencies, pinned) and is injected into the page from
node_modules (tests/web/axe.py), never loaded from another origin.  Chinese is checked in
test_i18n.py.  Each test boots Pyodide once (~5 s), so related checks are grouped.
"""

from __future__ import annotations

from playwright.sync_api import expect

from .axe import assert_no_violations
from .conftest import wait_engine, wait_ready
from .helpers import EASY, INKALA, TWO_SOLUTIONS, cell, paste
from .test_tutor import button, open_tutor, wait_position


def status(page):
    return page.get_by_role("status")


def both_schemes(page, where, disable=()):
    """axe in the light and in the dark colour scheme (contrast differs)."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.wait_for_timeout(300)  # let colour transitions (e.g. the code line's fade) settle
        assert_no_violations(page, f"{where} ({scheme})", disable=disable)
    page.emulate_media(color_scheme="light")


def test_axe_solver_page_ready_solved_multiple_and_conflict(app):
    page = app
    both_schemes(page, "the ready solver page")
    paste(page, INKALA)
    wait_engine(page)  # the solver is the engine worker's
    button(page, "Solve").click()
    expect(status(page)).to_contain_text("Solved")
    both_schemes(page, "the page after a solve")
    paste(page, TWO_SOLUTIONS)
    button(page, "Solve").click()
    expect(status(page)).to_contain_text("More than one solution")
    both_schemes(page, "the page with differing cells")
    page.get_by_role("button", name="Clear").click()
    cell(page, 1, 1).fill("5")
    cell(page, 1, 2).fill("5")
    expect(status(page)).to_contain_text("appears twice")
    both_schemes(page, "the page with a conflict")


def test_axe_tutor_steps_candidates_hint_and_race(engine_app):
    page = engine_app  # the tutor's Hint asks the engine worker
    open_tutor(page, EASY)
    button(page, "Hint").click()
    expect(status(page)).to_contain_text("Single")
    both_schemes(page, "tutor mode with a hint")
    page.get_by_label("Candidates", exact=True).check()
    for _ in range(5):
        button(page, "Step").click()
    expect(status(page)).to_contain_text("Step 5")
    both_schemes(page, "tutor mode after 5 steps with candidates")
    button(page, "Race").click()
    page.wait_for_function("document.body.dataset.raceDone === '1'", timeout=120_000)
    expect(page.get_by_role("table", name="Race on this puzzle", exact=False)).to_be_visible()
    both_schemes(page, "the race table")


def test_axe_embed_mode(page, guard):
    page.goto("index.html?embed=1&puzzle=" + EASY)
    wait_ready(page)
    assert page.evaluate("document.documentElement.classList.contains('embed')"), "?embed=1 is not applied"
    # The compact embed hides the page header, h1 included: inside an iframe the host page carries
    # the document's headings, so axe's best-practice "page-has-heading-one" does not apply.
    both_schemes(page, "embed mode", disable=("page-has-heading-one",))
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(status(page)).to_contain_text("Solved")
    both_schemes(page, "embed mode after a solve", disable=("page-has-heading-one",))


def test_keyboard_only_solve_tabs_and_tutor_with_announcements(app):
    """No mouse: Tab into the grid, type, arrows, Tab to Solve, Enter; tabs by arrow keys."""
    page = app
    page.locator("body").focus()
    # Tab from the top reaches the grid's single stop (row 1, column 1) after the toolbar.
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.closest('#grid') !== null"):
            break
    expect(cell(page, 1, 1)).to_be_focused()
    for ch in EASY[:9]:
        if ch != ".":
            page.keyboard.press(ch)
        page.keyboard.press("ArrowRight")
    for r in range(1, 9):  # the other rows by keyboard too: Down then Home, then the row
        page.keyboard.press("ArrowDown")
        page.keyboard.press("Home")
        for ch in EASY[r * 9:(r + 1) * 9]:
            if ch != ".":
                page.keyboard.press(ch)
            page.keyboard.press("ArrowRight")
    page.keyboard.press("Tab")  # the digit pad under the grid is one Tab stop (issue 30)
    assert page.evaluate("document.activeElement.closest('#pad') !== null")
    page.keyboard.press("Tab")
    expect(button(page, "Solve")).to_be_focused()
    wait_engine(page)  # the solver is the engine worker's
    page.keyboard.press("Enter")
    expect(status(page)).to_contain_text("Solved")  # the verdict is in the live region
    expect(button(page, "Solve")).to_be_focused()    # disabled while it ran, the focus came back
    assert page.evaluate("document.getElementById('status').getAttribute('role')") == "status"
    # Tabs: Shift+Tab back to the grid, then to the tab list; arrows switch tabs.
    page.get_by_role("tab", name="Solver").focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("tab", name="Tutor")).to_be_focused()
    expect(page.get_by_role("tab", name="Tutor")).to_have_attribute("aria-selected", "true")
    expect(button(page, "Step")).to_be_enabled()
    button(page, "Step").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Space")
    wait_position(page, 2)  # the frames come from the engine worker (issue 31)
    expect(status(page)).to_contain_text("Step 2:")  # each step is announced (not during Play)
    # focus is visible on every kind of control
    for locator in (button(page, "Step"), page.get_by_role("slider", name="Speed"), cell(page, 1, 3)):
        locator.focus()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")
        style = locator.evaluate("e => { const s = getComputedStyle(e); return [s.outlineStyle, s.outlineWidth]; }")
        assert style[0] != "none" and style[1] != "0px", (locator, style)


def test_hint_pressed_again_and_again_by_keyboard_gives_each_level(app):
    """Hint is disabled while the engine looks (focus would fall to the page's body): it gets the
    focus back, so Enter again gives the next level, as the status line says."""
    page = app
    paste(page, INKALA)
    wait_engine(page)
    button(page, "Hint").focus()
    for level in ("1", "2", "3"):
        page.keyboard.press("Enter")
        expect(page.locator("body")).to_have_attribute("data-hint-level", level)
        expect(button(page, "Hint")).to_be_focused()


def test_reduced_motion_turns_off_transitions_and_animations(page, guard):
    page.emulate_media(reduced_motion="reduce")
    page.goto("index.html?puzzle=" + EASY)
    wait_ready(page)
    page.get_by_role("tab", name="Tutor").click()
    button(page, "Step").click()
    moving = page.evaluate(
        """() => [...document.querySelectorAll('*')].flatMap(el => {
            const out = [];
            for (const pseudo of [null, '::before', '::after']) {
                const s = getComputedStyle(el, pseudo);
                const t = s.transitionDuration.split(',').some(d => parseFloat(d) > 0);
                const a = s.animationName !== 'none' && s.animationDuration.split(',').some(d => parseFloat(d) > 0);
                if (t || a) out.push(`${el.tagName.toLowerCase()}#${el.id}.${el.className}${pseudo || ''}`);
            }
            return out;
        })"""
    )
    assert moving == [], moving
    assert page.evaluate("getComputedStyle(document.documentElement).scrollBehavior") != "smooth"
    # without the preference, the code line's highlight does fade (so the test above means something)
    page.emulate_media(reduced_motion="no-preference")
    duration = page.locator("#t-code .ln").first.evaluate("e => getComputedStyle(e).transitionDuration")
    assert float(duration.rstrip("s")) > 0
