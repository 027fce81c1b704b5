"""The keyboard on a narrow window (a phone's, or a desktop browser zoomed in: the same layout,
with the Menu button folding the tabs and the toolbar): arrow keys step through a select there
as they do on a wide window."""

from __future__ import annotations

from playwright.sync_api import expect


def test_arrow_keys_step_through_the_examples_and_sizes_in_the_folded_menu(app):
    """In the Menu of a narrow window the first ArrowDown on Example loaded an example, folded the
    menu and threw the focus onto the Menu button: the next example (and, on Size, 25x25 after
    16x16) was out of reach of the keyboard. Arrows now keep the menu open; Escape folds it."""
    page = app
    page.set_viewport_size({"width": 360, "height": 700})
    menu = page.get_by_role("button", name="Menu")
    expect(menu).to_be_visible()
    menu.focus()
    page.keyboard.press("Enter")
    expect(menu).to_have_attribute("aria-expanded", "true")
    example = page.get_by_label("Example")
    example.focus()
    status = page.get_by_role("status")
    names = example.evaluate("s => [...s.options].slice(1, 3).map(o => o.textContent.trim())")
    for name in names:
        page.keyboard.press("ArrowDown")
        expect(status).to_have_text(f"Loaded example: {name}.")
        expect(example).to_be_focused()
        expect(menu).to_have_attribute("aria-expanded", "true")
    size = page.get_by_label("Size")
    size.focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(size).to_have_value("25")
    expect(size).to_be_focused()
    page.keyboard.press("Escape")
    expect(menu).to_have_attribute("aria-expanded", "false")
    expect(menu).to_be_focused()
    # a choice by pointer still folds it (the board shows)
    menu.click()
    size.select_option("9")
    expect(menu).to_have_attribute("aria-expanded", "false")


def test_statistics_opens_on_close_not_on_reset(app):
    """Statistics opened with the focus on "Reset statistics" (the dialog's first button), so an
    Enter pressed at once asked to erase the records; it opens on Close, and Escape gives the
    focus back to the Statistics button."""
    page = app
    opener = page.get_by_role("button", name="Statistics")
    opener.focus()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="Statistics")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("button", name="Close")).to_be_focused()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(opener).to_be_focused()
