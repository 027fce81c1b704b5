"""Marks on the grid that are not digits, without colour: a conflict and the cells where two
solutions differ are said to a screen reader (aria-invalid, the cell's description) and drawn by
shape as well as colour, so they stay in forced-colors (Windows high contrast) mode. In English
and Chinese."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from .conftest import wait_engine
from .helpers import TWO_SOLUTIONS, assert_valid_solution, cell, grid_state, paste

OTHER_EN = re.compile(r"another solution has (\S) here")
OTHER_ZH = re.compile(r"另一个解此处为 (\S)")


def descriptions(page) -> list:
    return page.evaluate("[...document.querySelectorAll('#grid input')].map(c => c.getAttribute('aria-description') || '')")


def outline(page, selector: str) -> list:
    return page.evaluate("s => { const st = getComputedStyle(document.querySelector(s)); return [st.outlineStyle, st.outlineWidth]; }", selector)


def test_cells_two_solutions_differ_in_are_said_and_drawn_without_colour(app):
    """Solve on a puzzle with two solutions said "the 4 highlighted cells differ": the cells were
    told apart by a pale background only (and the other solution's small digit was hidden under
    the cell): a screen reader heard "filled by Solve", a forced-colors screen showed nothing."""
    page = app
    paste(page, TWO_SOLUTIONS)
    wait_engine(page)
    page.get_by_role("button", name="Solve", exact=True).click()
    status = page.get_by_role("status")
    expect(status).to_contain_text("More than one solution")
    count = int(re.search(r"the (\d+) highlighted cells", status.inner_text()).group(1))
    said = {i: OTHER_EN.search(d) for i, d in enumerate(descriptions(page))}
    said = {i: m.group(1) for i, m in said.items() if m}
    assert len(said) == count, said
    shown = grid_state(page)["line"]
    assert all(shown[i] != digit for i, digit in said.items())
    other = "".join(said.get(i, ch) for i, ch in enumerate(shown))   # the second solution, from the words
    assert_valid_solution(other, 9, TWO_SOLUTIONS)
    first = min(said)
    expect(page.locator(f"#c{first}")).to_have_accessible_description(re.compile(r"^filled by Solve; another solution has \S here$"))
    # in Chinese too, and back
    expect(page.locator(f"#c{first}")).to_have_attribute("title", f"{shown[first]} or {said[first]}")
    page.get_by_label("Language").select_option("zh-CN")
    expect(page.locator(f"#c{first}")).to_have_accessible_description(re.compile(r"由“求解”填入；另一个解此处为 " + said[first]))
    expect(page.locator(f"#c{first}")).to_have_attribute("title", f"{shown[first]} 或 {said[first]}")   # (the tooltip too)
    assert {i: m.group(1) for i, d in enumerate(descriptions(page)) if (m := OTHER_ZH.search(d))} == said
    page.get_by_label("语言").select_option("en")
    expect(page.locator(f"#c{first}")).to_have_accessible_description(re.compile("another solution has " + said[first]))
    # the other solution's digit is drawn over the cell, not under its input
    td = page.locator(f"#c{first}").locator("xpath=..")
    with_alt = td.screenshot()
    alt = td.get_attribute("data-alt")
    td.evaluate("td => td.removeAttribute('data-alt')")
    assert td.screenshot() != with_alt, "the other solution's digit is not visible"
    td.evaluate("(td, alt) => td.setAttribute('data-alt', alt)", alt)
    # by shape in forced colours (backgrounds go there)
    page.emulate_media(forced_colors="active")
    style, width = outline(page, f"#c{first}")
    assert style != "none" and width != "0px", (style, width)
    # Undo takes the answer away, and the words with it
    page.get_by_role("button", name="Undo", exact=True).click()
    expect(page.locator(f"#c{first}")).not_to_have_attribute("aria-description", re.compile("another solution"))


def test_a_conflict_is_drawn_by_shape_and_keeps_the_focus_outline(app):
    """A digit repeated in a row was a pink cell with red digits: in forced-colors mode nothing
    showed it. Now an inner outline does (and the keyboard's focus outline stays on top)."""
    page = app
    page.emulate_media(forced_colors="active")
    cell(page, 1, 1).fill("5")
    cell(page, 1, 2).fill("5")
    expect(page.get_by_role("status")).to_contain_text("appears twice")
    expect(cell(page, 1, 1)).to_have_attribute("aria-invalid", "true")
    cell(page, 3, 3).focus()
    style, width = outline(page, "#c0")
    assert style != "none" and width != "0px", (style, width)
    # keyboard focus on the conflicting cell: the focus outline (solid, 3 px), not the mark's
    cell(page, 1, 2).focus()
    page.keyboard.press("ArrowLeft")
    expect(cell(page, 1, 1)).to_be_focused()
    assert outline(page, "#c0") == ["solid", "3px"]


def shown_and_said(page) -> list:
    """(cell, the candidates drawn in it, its description) for every cell showing candidates."""
    return page.evaluate("""() => [...document.querySelectorAll('#grid td')].flatMap(td => {
        const pm = td.querySelector('.pm'), input = td.querySelector('input');
        if (!pm || !pm.textContent) return [];
        return [[input.id, [...pm.textContent].join(' '), input.getAttribute('aria-description') || '']];
    })""")


def test_candidates_drawn_by_a_hint_or_a_step_are_said_in_the_cells(app):
    """While Hint (level 2 and 3) or a step of Explain drew the candidates, the cells' descriptions
    lost them, the person's own pencil marks included: a screen reader heard no candidate at all
    in the cells the hint asked about ("where can 6 go in box 1?")."""
    page = app
    page.get_by_label("Example").select_option(index=1)
    expect(page.get_by_role("status")).to_contain_text("Loaded example")
    page.get_by_role("button", name="Fill candidates").click()
    hint = page.get_by_role("button", name="Hint", exact=True)
    for level in ("1", "2"):
        hint.click()
        expect(page.locator("body")).to_have_attribute("data-hint-level", level)
    expect(page.locator("#grid")).to_have_attribute("data-drawing", "2")
    cells = shown_and_said(page)
    assert len(cells) > 10
    for cell_id, digits, said in cells:
        assert f"candidates {digits}" in said, (cell_id, digits, said)
    involved = page.locator("#grid td[data-hint] input:not(.given)").first
    expect(involved).to_have_accessible_description(re.compile(r"candidates \d( \d)*"))
    page.get_by_label("Language").select_option("zh-CN")
    expect(involved).to_have_accessible_description(re.compile(r"候选数 \d( \d)*"))
    page.get_by_label("语言").select_option("en")
    # a step of Explain: the grid before the step, its candidates said
    page.get_by_role("button", name="Explain").click()
    page.get_by_role("button", name=re.compile(r"^3\. ")).click()
    expect(page.locator("#grid")).to_have_attribute("data-drawing", "3")
    cells = shown_and_said(page)
    assert len(cells) > 10
    for cell_id, digits, said in cells:
        assert f"candidates {digits}" in said, (cell_id, digits, said)


def test_pressed_toggles_show_in_forced_colors(app):
    """In forced-colors mode "Pencil marks" pressed (aria-pressed="true") looked exactly as when
    it is not: its filled background was the only sign, and the system replaces backgrounds."""
    page = app
    page.emulate_media(forced_colors="active")
    pencil = page.get_by_role("button", name="Pencil marks")
    look = "e => { const s = getComputedStyle(e); return [s.backgroundColor, s.color]; }"
    page.get_by_role("button", name="Undo", exact=True).focus()   # (the focus ring is not the state)
    off = pencil.evaluate(look)
    pencil.click()
    expect(pencil).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Undo", exact=True).focus()
    on = pencil.evaluate(look)
    assert on != off, (on, off)


def test_a_hints_cells_and_the_selected_cell_show_in_forced_colors(app):
    """Hint's level 2 shades the cells it asks about ("where can 6 go in box 1?") and the pad's
    selected cell has an inset shadow: forced colours drop both, so nothing showed them."""
    page = app
    page.emulate_media(forced_colors="active")
    page.get_by_label("Example").select_option(index=1)
    expect(page.get_by_role("status")).to_contain_text("Loaded example")
    hint = page.get_by_role("button", name="Hint", exact=True)
    for level in ("1", "2"):
        hint.click()
        expect(page.locator("body")).to_have_attribute("data-hint-level", level)
    styles = page.eval_on_selector_all("#grid td[data-hint]", "tds => tds.map(td => getComputedStyle(td).outlineStyle)")
    assert styles and "none" not in styles, styles
    cell(page, 5, 5).click()
    page.get_by_role("button", name="Undo", exact=True).focus()
    selected = page.locator("#grid td[data-selected]")
    expect(selected).to_have_count(1)
    assert selected.evaluate("td => getComputedStyle(td).outlineStyle") != "none"
