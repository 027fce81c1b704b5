"""Sentences the live region says about the grid, built from their parts in each language: the
symbols a key may be (1–9 and A–G on 16x16) and a cell named at the start of a sentence."""

from __future__ import annotations

from playwright.sync_api import expect

from .helpers import cell


def test_a_refused_key_on_16x16_lists_the_symbols_in_each_language(app):
    """In Chinese "请用 1–9, A–G。" listed the two ranges with an English comma and space."""
    page = app
    status = page.get_by_role("status")
    page.get_by_label("Size").select_option("16")
    cell(page, 1, 1).focus()
    page.keyboard.press("h")
    expect(status).to_have_text("“h” is not allowed here: use 1–9, A–G.")
    page.get_by_label("Language").select_option("zh-CN")
    expect(status).to_have_text("这里不能输入“h”：请用 1–9 和 A–G。")
    page.get_by_label("第1行，第2列", exact=True).focus()
    page.keyboard.press("Z")
    expect(status).to_have_text("这里不能输入“Z”：请用 1–9 和 A–G。")


def test_a_cell_named_first_in_a_sentence_has_a_capital(app):
    """Shift+digit on a cell holding a digit said "row 1, column 1 holds a digit: ..." (a sentence
    starting in lower case; so did Colour's "row 1, column 1: Orange.")."""
    page = app
    status = page.get_by_role("status")
    cell(page, 2, 3).focus()
    page.keyboard.press("4")
    page.keyboard.press("Shift+5")
    expect(status).to_have_text("Row 2, column 3 holds a digit: clear it before pencilling in candidates.")
    page.get_by_label("Language").select_option("zh-CN")
    expect(status).to_have_text("第2行第3列已经有数字：先清除它，再标记候选数。")
    page.get_by_label("语言").select_option("en")
    page.get_by_role("button", name="Colour", exact=True).click()
    page.get_by_role("button", name="Orange").click()
    cell(page, 4, 5).focus()
    page.keyboard.press("Enter")
    expect(status).to_have_text("Row 4, column 5: Orange.")


def test_undo_and_redo_say_which_cell_they_changed(app):
    """Ctrl+Z said "Undone." alone: a screen reader user heard that something was undone, not
    where (a sighted one sees the digit go). A step that changed one cell names it."""
    page = app
    status = page.get_by_role("status")
    cell(page, 2, 3).focus()
    page.keyboard.press("4")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Shift+7")                    # a pencil mark in row 3, column 3
    page.keyboard.press("Control+z")
    expect(status).to_have_text("Undone: row 3, column 3.")
    page.keyboard.press("Control+z")
    expect(status).to_have_text("Undone: row 2, column 3.")
    expect(cell(page, 2, 3)).to_have_value("")
    page.keyboard.press("Control+y")
    expect(status).to_have_text("Redone: row 2, column 3.")
    page.get_by_label("Language").select_option("zh-CN")
    expect(status).to_have_text("已重做：第2行第3列。")
    page.get_by_role("button", name="撤销").click()
    expect(status).to_have_text("已撤销：第2行第3列。")
    page.get_by_label("语言").select_option("en")
    page.get_by_role("button", name="Fill candidates").click()   # many cells: no list of them
    page.get_by_role("button", name="Undo", exact=True).click()
    expect(status).to_have_text("Undone.")
