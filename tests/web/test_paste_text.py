"""Issue 29 item 7 in the browser: a paste with no-break or ideographic spaces, zero-width and
bidi marks, or full-width digits fills the grid, on the page and in one cell."""

from __future__ import annotations

from playwright.sync_api import expect

from .helpers import EASY, INKALA, grid_state, paste

FULL_WIDTH = str.maketrans({ch: chr(ord(ch) + 0xFEE0) for ch in "0123456789."})


def test_a_noisy_paste_fills_the_grid_and_one_full_width_digit_fills_a_cell(app):
    page = app
    rows = [" ".join(INKALA[r * 9:(r + 1) * 9].replace(".", "0")) for r in range(9)]
    noisy = "\u202b" + "\n".join("\u3000" + row.translate(FULL_WIDTH).replace(" ", "\u00a0") + "\u200b"
                                 for row in rows) + "\u202c"
    paste(page, noisy)
    expect(page.get_by_role("status")).to_contain_text("Pasted")
    assert grid_state(page)["line"] == INKALA
    paste(page, EASY.translate(FULL_WIDTH), "#grid input")
    assert grid_state(page)["line"] == EASY
    paste(page, "\u200e４\u200b", '[aria-label="Row 1, column 3"]')  # one character, with marks
    assert grid_state(page)["line"][2] == "4"
