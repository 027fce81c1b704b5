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

