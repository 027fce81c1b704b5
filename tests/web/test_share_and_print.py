"""Share with the work, and printing, in Chromium (issue 30 item 9).

Share's link carries the player's entries, pencil marks and colours (``&work=``, work_link);
opening it restores them over the puzzle as one undoable change and runs nothing; a damaged
``work=`` is said (which part) while the puzzle still loads. The print stylesheet shows the grid
large and hides every control."""

from __future__ import annotations

from playwright.sync_api import expect

from .conftest import wait_ready
from .helpers import EASY, cell, grid_state


def status(page):
    return page.get_by_role("status")


def marks_of(page, row, col) -> str:
    return page.locator(f"#grid tr:nth-child({row}) td:nth-child({col}) .pm").inner_text().replace("\n", "")


def colour_of(page, row, col):
    return page.locator(f"#grid tr:nth-child({row}) td:nth-child({col})").get_attribute("data-colour")


def test_share_carries_the_work_and_the_link_restores_it_undoably(page, context, guard):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.set_default_timeout(10_000)
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    page.get_by_role("button", name="Share").click()           # no work yet: the puzzle alone
    expect(status(page)).to_have_text("Copied a link to this puzzle.")
    assert "work=" not in page.evaluate("navigator.clipboard.readText()")
    cell(page, 1, 3).click()
    page.keyboard.type("4")
    page.get_by_role("button", name="Pencil marks").click()
    cell(page, 1, 4).click()
    page.keyboard.type("126")
    page.get_by_role("button", name="Pencil marks").click()
    page.get_by_role("button", name="Colour", exact=True).click()
    page.get_by_role("group", name="Colours").get_by_role("button", name="Orange").click()
    cell(page, 2, 2).click()
    page.get_by_role("button", name="Colour", exact=True).click()
    page.get_by_role("button", name="Share").click()
    expect(status(page)).to_have_text("Copied a link to this puzzle with your work.")
    link = page.evaluate("navigator.clipboard.readText()")
    assert f"?puzzle={EASY}&work=1_" in link

    page.evaluate("localStorage.clear()")                       # a stranger opens the link
    page.goto(link)
    wait_ready(page)
    expect(status(page)).to_contain_text("with the work: 1 entry, 1 cell with pencil marks, 1 coloured cell")
    assert grid_state(page)["line"][:4] == "534." and marks_of(page, 1, 4) == "126"
    assert colour_of(page, 2, 2) == "1"
    assert page.evaluate("document.body.dataset.solving") == "0" and "s" not in grid_state(page)["kinds"]
    page.get_by_role("button", name="Undo").click()             # one Undo: the bare puzzle
    assert grid_state(page)["line"] == EASY
    assert page.locator("#grid .pm").count() == 0 and page.locator("#grid td[data-colour]").count() == 0
    page.get_by_role("button", name="Redo").click()
    assert grid_state(page)["line"][2] == "4" and colour_of(page, 2, 2) == "1"


def test_a_damaged_work_parameter_is_said_and_the_puzzle_still_loads(app):
    page = app
    for work, part in (("1_" + "5" + "." * 80 + "__", "the entries"), ("1__AB_", "the pencil marks"),
                       ("1___" + "9" * 81, "the colours"), ("7___", "its version"), ("junk", "its form")):
        page.evaluate("localStorage.clear()")
        page.goto(f"index.html?puzzle={EASY}&work={work}")
        wait_ready(page)
        expect(status(page)).to_contain_text(f"{part} could not be read")
        assert grid_state(page)["line"] == EASY


def test_print_shows_the_grid_large_and_hides_the_controls(page, guard):
    page.set_viewport_size({"width": 794, "height": 1123})      # A4 at 96 px per inch
    page.goto(f"index.html?puzzle={EASY}")
    wait_ready(page)
    cell(page, 1, 3).click()
    page.keyboard.type("4")
    page.get_by_role("button", name="Pencil marks").click()
    cell(page, 1, 4).click()
    page.keyboard.type("26")
    page.get_by_role("button", name="Pencil marks").click()
    page.emulate_media(media="print", color_scheme="dark")      # printed light whatever the scheme
    width = page.locator("#grid").bounding_box()["width"]
    assert width >= 500
    for name in ("Solve", "Share", "Undo", "Pencil marks", "Settings"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_hidden()
    for hidden in ("#size", ".tabs", "#status", "#new-panel", "#work-panel"):
        expect(page.locator(hidden)).to_be_hidden()
    expect(page.locator("#grid")).to_be_visible()
    colours = page.evaluate("""() => [getComputedStyle(document.body).backgroundColor,
        getComputedStyle(document.querySelector('#grid input.given')).fontWeight]""")
    assert colours == ["rgb(255, 255, 255)", "700"]
    marks = page.evaluate("getComputedStyle(document.querySelector('#grid .pm span:not(:empty)')).color")
    assert marks == "rgb(68, 68, 68)", marks     # (the dark scheme's light grey printed on white: 1.7:1)
    page.emulate_media(media="screen", color_scheme="light")
    expect(page.get_by_role("button", name="Solve")).to_be_visible()
    assert page.locator("#grid").bounding_box()["width"] < 600


def test_a_shared_link_with_work_reloaded_keeps_the_work_done_since(page, guard):
    """A Share link with ``&work=`` reloaded (a phone reloads its tabs) put the link's work back over
    what the player did since (one Undo back). It stays now; a link whose work this browser never
    had (another player's) is still put on the puzzle, as is the link on another puzzle."""
    page.set_default_timeout(10_000)
    work = "1_" + "..4" + "." * 78 + "__"
    page.goto(f"index.html?puzzle={EASY}&work={work}")
    wait_ready(page)
    expect(status(page)).to_contain_text("with the work: 1 entry")
    cell(page, 1, 4).click()
    page.keyboard.type("6")
    page.wait_for_function("""() => { const r = JSON.parse(localStorage.getItem('sudoku-solver:work') || 'null');
        return r && r.positions[r.at].entries[3] === '6'; }""")
    page.reload()
    wait_ready(page)
    assert grid_state(page)["line"][:4] == "5346"
    other = "1_" + "...6" + "." * 77 + "__"          # another player's work on the same puzzle
    page.goto(f"index.html?puzzle={EASY}&work={other}")
    wait_ready(page)
    expect(status(page)).to_contain_text("with the work: 1 entry")
    assert grid_state(page)["line"][:4] == "53.6"


def test_a_puzzle_of_one_given_with_work_says_1_given(page, guard):
    """"Loaded the puzzle from the address (1 givens) with the work": the sentence has its one form."""
    page.set_default_timeout(10_000)
    page.goto("index.html?puzzle=1" + "." * 80 + "&work=1_." + "2" + "." * 79 + "__")
    wait_ready(page)
    expect(status(page)).to_contain_text("Loaded the puzzle from the address (1 given) with the work: 1 entry")
    page.goto("index.html?puzzle=1" + "." * 80 + "&work=1_junk__")
    wait_ready(page)
    expect(status(page)).to_contain_text("(1 given), but not the work in the link")
