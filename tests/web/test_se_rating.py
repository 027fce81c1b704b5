"""Explain's rating line follows Sudoku Explainer (issue 28), in Chromium, in English and Chinese.

The list is the teaching path (its own techniques, the easiest step each time); the rating line
is SE's, found in turns after the list. The puzzle is one whose SE rating (the reference file's
SER, from Sudoku Explainer 1.2.1 itself) differs from the teaching path's hardest step, so the
line must show SE's value, not the list's. Skipped when the reference file (outside the
repository) is absent.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from sudoku_core import parse
from sudoku_core.logic import TECHNIQUES, CandidateGrid, solve_path

from .conftest import wait_ready
from .helpers import paste

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "puzzles" / "se121_reference.tsv"
# SE 7.2 (a forcing chain) in the reference file; the teaching path's hardest step is an XY-Chain
PUZZLE = "6...4..18...6........71836...7....462.......353....1...56274........5...34..9...1"
# SER 8.3 in the reference file: SE's multiple forcing chains take seconds, long enough to stop them
SLOW = "..4.3.1....69.85..9..7.4..2.7.....1.3.......9..5.8.4...1.....4...3.6.7....72.39.."
RATED = 300_000  # ms: SE's path in WebAssembly on a busy 2-core machine


def reference_ser(puzzle: str) -> str:
    if not REFERENCE.is_file():
        pytest.skip(f"no reference file at {REFERENCE}")
    for line in REFERENCE.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if fields[0] == puzzle:
            return fields[2]
    pytest.fail(f"{puzzle} is not in the reference file")


def explain(page):
    page.locator("#explain").click()
    page.wait_for_function("document.body.dataset.ratingSe", timeout=RATED)


@pytest.mark.parametrize("lang,scale", [("en", "on Sudoku Explainer's scale: SE"),
                                        ("zh", "（Sudoku Explainer 标准）：SE")])
def test_the_rating_line_shows_sudoku_explainers_rating(page, guard, lang, scale):
    ser = reference_ser(PUZZLE)
    teaching = solve_path(CandidateGrid.from_puzzle(parse(PUZZLE)), TECHNIQUES)
    assert teaching.solved and f"{teaching.difficulty:.1f}" != ser  # the line cannot be the list's
    page.set_default_timeout(10_000)
    page.goto(f"index.html?lang={lang}")
    wait_ready(page)
    paste(page, PUZZLE)
    explain(page)
    assert page.evaluate("document.body.dataset.ratingSe") == ser
    line = page.locator("#rating")
    expect(line).to_contain_text(f"{scale} {ser}")
    expect(line).to_have_attribute("title", re.compile("Sudoku Explainer"))
    # found after the list (seconds, minutes on the hardest): said when it comes, as the hint is
    expect(line).to_have_attribute("aria-live", "polite")
    # the list is still the teaching path
    assert page.evaluate("document.body.dataset.explainSteps") == str(len(teaching.steps))


def test_the_rating_can_be_stopped(page, guard):
    reference_ser(SLOW)
    page.set_default_timeout(10_000)
    page.goto("index.html?lang=en")
    wait_ready(page)
    paste(page, SLOW)
    page.locator("#explain").click()
    progress = page.locator("#progress")
    expect(progress).to_contain_text("Rating on Sudoku Explainer's scale", timeout=RATED)
    page.get_by_role("button", name="Stop looking", exact=True).click()
    expect(page.locator("#rating")).to_contain_text("stopped before Sudoku Explainer's rating was found")
    page.wait_for_function("document.body.dataset.logicBusy === '0'")
    assert page.evaluate("document.body.dataset.ratingSe") == ""
