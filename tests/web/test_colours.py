"""Colour mode in Chromium (issue 30 item 8): the "Colour" toggle and its palette paint cells;
painting is undone and redone, saved and read back on reload, shown as ``data-colour`` with the
colour's name as the cell's description, keeps axe's contrast in light and dark, and never touches
the digits."""

from __future__ import annotations

from playwright.sync_api import expect

from .conftest import wait_ready
from .helpers import EASY, cell, grid_state
from .test_a11y import both_schemes

NAMES = ("Orange", "Sky blue", "Bluish green", "Yellow", "Blue", "Vermillion", "Reddish purple")


def td(page, row, col):
    return page.locator(f"#grid tr:nth-child({row}) td:nth-child({col})")


def palette(page):
    return page.get_by_role("group", name="Colours")


def colour_of(page, row, col):
    return td(page, row, col).get_attribute("data-colour")


def test_paint_undo_redo_reload_and_keyboard(page, guard):
    page.set_default_timeout(10_000)
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    toggle = page.get_by_role("button", name="Colour", exact=True)
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(palette(page)).to_be_hidden()
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(palette(page)).to_be_visible()
    for name in (*NAMES, "No colour"):
        expect(palette(page).get_by_role("button", name=name, exact=True)).to_be_visible()
    palette(page).get_by_role("button", name="Sky blue", exact=True).click()
    expect(palette(page).get_by_role("button", name="Sky blue")).to_have_attribute("aria-pressed", "true")
    expect(palette(page).get_by_role("button", name="Orange")).to_have_attribute("aria-pressed", "false")

    before = grid_state(page)["line"]
    cell(page, 1, 3).click()                     # an empty cell
    assert colour_of(page, 1, 3) == "2"
    expect(cell(page, 1, 3)).to_have_attribute("aria-description", "Sky blue")
    cell(page, 1, 1).click()                     # a given: painted, the digit stays
    assert colour_of(page, 1, 1) == "2"
    assert grid_state(page)["line"] == before
    cell(page, 1, 1).click()                     # the same colour again takes it away
    assert colour_of(page, 1, 1) is None
    expect(cell(page, 1, 1)).not_to_have_attribute("aria-description", "Sky blue")

    palette(page).get_by_role("button", name="Vermillion", exact=True).click()
    cell(page, 2, 2).focus()
    page.keyboard.press("Space")                 # the keyboard paints the focused cell
    assert colour_of(page, 2, 2) == "6"
    assert grid_state(page)["line"] == before    # Space did not clear or type anything

    page.get_by_role("button", name="Undo").click()
    assert colour_of(page, 2, 2) is None and colour_of(page, 1, 3) == "2"
    page.get_by_role("button", name="Redo").click()
    assert colour_of(page, 2, 2) == "6"

    toggle.click()                               # colour mode off: a click selects, paints nothing
    expect(palette(page)).to_be_hidden()
    cell(page, 3, 1).click()
    assert colour_of(page, 3, 1) is None
    page.keyboard.type("2")                      # an entry in a painted cell keeps its colour
    cell(page, 1, 3).click()
    page.keyboard.type("4")
    assert colour_of(page, 1, 3) == "2" and grid_state(page)["line"][2] == "4"

    page.goto("index.html")                      # a new visit (without ?puzzle=, which would load anew)
    wait_ready(page)
    assert colour_of(page, 1, 3) == "2" and colour_of(page, 2, 2) == "6"
    assert grid_state(page)["line"][2] == "4"
    page.get_by_role("button", name="Undo").click()   # the entry, then the colours, are undone
    page.get_by_role("button", name="Undo").click()
    page.get_by_role("button", name="Undo").click()
    assert colour_of(page, 2, 2) is None and colour_of(page, 1, 3) == "2"


def test_every_colour_keeps_the_digits_readable_for_axe_in_light_and_dark(app):
    page = app
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    page.get_by_role("button", name="Colour", exact=True).click()
    cell(page, 1, 3).click()                     # an entry and pencil marks on coloured cells
    page.get_by_role("button", name="Colour", exact=True).click()
    cell(page, 1, 3).click()
    page.keyboard.type("4")
    page.get_by_role("button", name="Pencil marks").click()
    cell(page, 1, 4).click()
    page.keyboard.type("126")
    page.get_by_role("button", name="Pencil marks").click()
    page.get_by_role("button", name="Colour", exact=True).click()
    for number, name in enumerate(NAMES, 1):     # a given and an empty cell of every colour
        palette(page).get_by_role("button", name=name, exact=True).click()
        row = EASY[(number - 1) * 9:number * 9]
        cell(page, number, 1 + next(i for i, ch in enumerate(row) if ch != ".")).click()
        cell(page, 9, number).click()
    cell(page, 1, 3).click()
    cell(page, 1, 4).click()
    painted = page.eval_on_selector_all("#grid td[data-colour]", "tds => tds.map(td => td.dataset.colour)")
    assert set(painted) == {str(n) for n in range(1, 8)}
    both_schemes(page, "coloured cells")


#: The lowest contrast of a visible pencil mark with what is under it: its own fill when it has
#: one (a mark of the selected digit), else its cell's (selected, peer, hint...) or the page's, and
#: on a thermometer's cells the thermometer's grey too (drawn under the marks).
MARKS_CONTRAST = """() => {
    const rgb = s => (s.match(/[\\d.]+/g) || []).map(Number);
    const lum = c => { const [r, g, b] = c.slice(0, 3).map(v => { v /= 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const fill = el => { for (; el; el = el.parentElement) { const c = rgb(getComputedStyle(el).backgroundColor);
        if (c.length === 3 || c[3] > 0) return c; } return [255, 255, 255]; };
    let worst = {ratio: 99};
    for (const span of document.querySelectorAll('#grid .pm span')) {
        if (!span.textContent.trim() || !span.offsetParent) continue;
        const td = span.closest('td'), colour = rgb(getComputedStyle(span).color);
        const unders = [fill(span)];
        if ([...td.classList].some(c => c.startsWith('th-'))) {
            const probe = document.createElement('i');
            probe.style.color = 'var(--thermo)';
            td.appendChild(probe);
            unders.push(rgb(getComputedStyle(probe).color));
            probe.remove();
        }
        for (const under of unders) {
            const r = ratio(colour, under);
            if (r < worst.ratio) worst = {ratio: r, cell: td.querySelector('input').getAttribute('aria-label'),
                                          colour: colour.join(','), under: under.join(',')};
        }
    }
    return worst;
}"""


def test_pencil_marks_keep_4_5_to_1_on_every_fill_in_light_and_dark(app):
    """Small text needs 4.5:1 (WCAG AA): the marks were 4.2:1 on the selected cell and 3.3:1 on a
    thermometer in the dark scheme (axe does not judge text drawn over a cell's fill)."""
    page = app
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    page.get_by_role("button", name="Fill candidates").click()
    empty = EASY.index(".")
    cell(page, empty // 9 + 1, empty % 9 + 1).click()          # selected, its peers shaded
    expect(page.locator("#grid td[data-peer]").first).to_be_attached()
    boards = ["a classic grid with a selected cell"]
    checks = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.wait_for_timeout(300)
        checks.append((boards[0], scheme, page.evaluate(MARKS_CONTRAST)))
    page.emulate_media(color_scheme="light")
    page.get_by_role("combobox", name="Variant").select_option("thermo")
    expect(page.get_by_role("status")).to_contain_text("Thermo sample loaded")
    page.get_by_role("button", name="Fill candidates").click()
    page.locator("#grid td[class*='th-'] input:not([readonly])").first.click()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.wait_for_timeout(300)
        checks.append(("a thermometer board", scheme, page.evaluate(MARKS_CONTRAST)))
    page.emulate_media(color_scheme="light")
    for board, scheme, worst in checks:
        assert worst["ratio"] < 99, f"no pencil mark was seen on {board}"
        assert worst["ratio"] >= 4.5, f"{board} ({scheme}): {worst}"


def test_painting_keeps_the_hint_and_the_explanation(app):
    """Painting a cell (to follow a hint's pattern, say) dropped the hint shown, its drawing and
    Apply, and Explain's whole list: colours change nothing a hint reads, so they stay."""
    from sudoku_core import parse
    from sudoku_core.logic import hint_at

    from .test_workspace import button, drawn, hint_region, status

    page = app
    step = hint_at(parse(EASY)).step
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    button(page, "Hint").click()
    expect(hint_region(page)).to_contain_text("Next technique: ")
    button(page, "Hint").click()                           # level 2: the pattern drawn
    expect(page.locator("body")).to_have_attribute("data-hint-level", "2")
    pattern = sorted(drawn(page, "pattern"))
    assert pattern
    button(page, "Colour").click()
    row, col = divmod(step.pattern.cells[0], 9)
    cell(page, row + 1, col + 1).click()                   # painted
    expect(status(page)).to_contain_text("Orange")
    expect(page.locator("body")).to_have_attribute("data-hint-level", "2")
    assert sorted(drawn(page, "pattern")) == pattern        # still drawn over the person's marks
    expect(page.get_by_role("button", name="Apply")).to_be_enabled()
    button(page, "Hint").click()                           # the next level, not a new search
    expect(page.locator("body")).to_have_attribute("data-hint-level", "3")
    button(page, "Apply").click()
    expect(status(page)).to_contain_text("Applied: ")
    assert colour_of(page, row + 1, col + 1) == "1"          # the colour stays with the step

    button(page, "Explain").click()
    page.wait_for_function("document.body.dataset.explainSteps")
    count = page.evaluate("document.body.dataset.explainSteps")
    cell(page, 9, 9).click()
    assert colour_of(page, 9, 9) == "1"
    expect(page.locator("body")).to_have_attribute("data-explain-steps", count)
    expect(page.locator("#explain-box")).to_be_visible()
    page.locator("#explain-list button[data-step='0']").click()
    sentence = hint_region(page).text_content()
    cell(page, 9, 9).click()                               # painted while a step is shown
    assert colour_of(page, 9, 9) is None
    expect(hint_region(page)).to_have_text(sentence)
    expect(page.locator("body")).to_have_attribute("data-explain-at", "0")
