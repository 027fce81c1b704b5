"""The live region (role status) says each thing once: a conflict standing in the grid is said
when it appears or changes, not again at every key typed elsewhere (in English and Chinese)."""

from __future__ import annotations

from playwright.sync_api import expect

from .helpers import cell

WATCH = """() => { window.__writes = 0; new MutationObserver(() => window.__writes++)
    .observe(document.getElementById('status'), {childList: true, subtree: true, characterData: true}); }"""


def writes(page) -> int:
    n = page.evaluate("window.__writes")
    page.evaluate("window.__writes = 0")
    return n


def test_a_standing_conflict_is_not_said_again_at_every_key(app):
    """With 5 twice in row 1, each digit typed in another cell (and Backspace on an empty one)
    wrote the same "Conflict: 5 appears twice in row 1 ..." into the status line again: a screen
    reader heard it at every keystroke, over the cell's own echo."""
    page = app
    status = page.get_by_role("status")
    page.evaluate(WATCH)
    cell(page, 1, 1).focus()
    page.keyboard.press("5")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("5")
    expect(status).to_contain_text("5 appears twice in row 1")
    said = status.inner_text()
    assert writes(page) >= 1
    cell(page, 5, 5).focus()
    for key in ("3", "ArrowRight", "4", "ArrowRight", "Backspace", "ArrowDown", "8"):
        page.keyboard.press(key)
    page.wait_for_timeout(300)
    assert writes(page) == 0, "the unchanged conflict was said again"
    expect(status).to_have_text(said)   # still shown
    # a change of the conflicts is said
    cell(page, 1, 9).focus()
    page.keyboard.press("5")
    expect(status).not_to_have_text(said)
    assert writes(page) >= 1
    # and in Chinese: said after a switch, then not again at every key
    page.get_by_label("Language").select_option("zh-CN")
    expect(status).to_contain_text("5 在第1行中出现了")
    writes(page)
    page.get_by_label("第7行，第7列", exact=True).focus()
    page.keyboard.press("1")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("2")
    page.wait_for_timeout(300)
    assert writes(page) == 0
    expect(status).to_contain_text("5 在第1行中出现了")
