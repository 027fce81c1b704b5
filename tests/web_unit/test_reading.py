"""Reading what people give the page, in CPython: ``read_puzzle`` never raises, ``?step=`` is
checked, values from the address are shortened when quoted."""

from __future__ import annotations

import pytest

from sudoku_core import SudokuError, format_puzzle, parse
from sudoku_web import embed_api, strings, tutor_view
from sudoku_web.reading import read_puzzle, shorten

from samples import EASY

# 9 Luogu rows of 9 numbers, one of them a superscript two (a digit to str.isdigit, not to a reader).
LUOGU_SUPERSCRIPT = "\n".join(" ".join("²" if (r, c) == (3, 2) else "0" for c in range(9)) for r in range(9))
DEEP_JSON = "[" * 5000     # past the size cap, too


@pytest.fixture
def lang():
    yield strings.set_lang
    strings.set_lang("en")


# ----- CPython: the reader and the step parameter -------------------------------------------------
def test_read_puzzle_never_raises(lang):
    ok = read_puzzle(EASY)
    assert ok.puzzle == parse(EASY) and ok.code is None
    bad = read_puzzle("12x" + "." * 78)
    assert bad.puzzle is None and bad.code == "unknown_symbol" and bad.message == bad.english
    for text in (LUOGU_SUPERSCRIPT, DEEP_JSON, "٣" * 81, "\x00" * 81, "[" * 100 + "]" * 100):
        reading = read_puzzle(text)
        assert reading.puzzle is None and reading.code and reading.message, text[:20]

    def broken(exc):
        def parse_that_raises(text):
            raise exc
        return parse_that_raises

    # whatever a reader might raise besides SudokuError, the page gets a sentence and a code
    for exc in (ValueError("invalid literal for int()"), RecursionError(), IndexError(), KeyError("x"),
                MemoryError(), UnicodeDecodeError("utf-8", b"", 0, 1, "x")):
        reading = read_puzzle(EASY, parse=broken(exc))
        assert (reading.puzzle, reading.code) == (None, "unreadable")
        assert reading.message == reading.english == "The text could not be read as a puzzle."
    reading = read_puzzle(EASY, parse=broken(SudokuError("bad_format", "Not a valid JSON board: x.")))
    assert (reading.code, reading.english) == ("bad_format", "Not a valid JSON board: x.")

    # the size cap of sudoku:load, for every source
    cap = embed_api.MAX_PUZZLE_CHARS
    assert read_puzzle("." * 81 + " " * (cap - 81)).puzzle is not None
    long = read_puzzle("." * 81 + " " * (cap - 80))
    assert (long.puzzle, long.code) == (None, "too_long")
    assert long.message == "The text is too long (4,001 characters; a puzzle has at most 4,000)."
    lang("zh-CN")
    long = read_puzzle("." * 5000)
    assert long.message == "文本太长（5,000 个字符；一道题最多 4,000 个字符）。"
    assert long.english.startswith("The text is too long")
    assert read_puzzle(EASY, parse=broken(ValueError())).message == "无法把这段文本读成一道题。"


@pytest.mark.parametrize("text, expected", [
    (None, (0, None)), ("", (0, None)), ("0", (0, None)), ("7", (7, None)), ("0042", (42, None)),
    ("00000000042", (42, None)), ("0" * 5000 + "7", (7, None)), ("0" * 20, (0, None)),
    ("5000000", (5_000_000, None)),
    ("5000001", (5_000_000, "capped")), ("99999999999999999999", (5_000_000, "capped")),
    ("9" * 5000, (5_000_000, "capped")),
    ("-5", (0, "bad")), ("abc", (0, "bad")), ("1e9", (0, "bad")), ("1.5", (0, "bad")), ("+3", (0, "bad")),
    (" 3", (0, "bad")), ("3 ", (0, "bad")), ("1_000", (0, "bad")), ("1,000", (0, "bad")), ("²", (0, "bad")),
    ("３", (0, "bad")), ("0x10", (0, "bad")), ("<script>", (0, "bad")), ("inf", (0, "bad")),
])
def test_parse_step(text, expected):
    assert tutor_view.parse_step(text, tutor_view.STEP_CAP) == expected


# ----- issue 29 item 7: the page reads pastes as the core does ----------------------------------------
FULL_WIDTH = str.maketrans({ch: chr(ord(ch) + 0xFEE0) for ch in "0123456789.|-+"})


@pytest.mark.parametrize("fmt", ["line", "grid", "luogu", "leetcode"])
def test_a_paste_with_unicode_spaces_invisible_marks_and_full_width_digits_is_read(lang, fmt):
    puzzle = parse(EASY)
    text = format_puzzle(puzzle, fmt)
    # A word processor's no-break and ideographic spaces, a chat's bidi marks and zero-width
    # joiners, an input method's full-width digits.
    noisy = "\u202b\u200b" + text.translate(FULL_WIDTH).replace(" ", "\u00a0").replace("\n", "\u200e\n\u3000") + "\u202c"
    reading = read_puzzle(noisy)
    assert reading.puzzle == puzzle and reading.code is None


def test_a_bad_paste_still_names_the_cell_after_the_marks_are_dropped(lang):
    reading = read_puzzle("\u200f" + "１２ｘ" + "." * 78)
    assert reading.puzzle is None and reading.code == "unknown_symbol"
    assert "row 1, column 3" in reading.english and "line 1, column 3" in reading.english
    lang("zh-CN")
    assert read_puzzle("\u200f" + "１２ｘ" + "." * 78).message != reading.english


def test_shorten():
    assert shorten("abc") == "abc"
    assert shorten("x" * 100) == "x" * 40 + "…"


def test_a_link_to_this_page_gives_the_puzzle_it_carries():
    from sudoku_web.reading import link_puzzle

    assert link_puzzle("http://127.0.0.1:8101/index.html?puzzle=4.....8.5&work=1_x") == "4.....8.5"
    assert link_puzzle("https://x.org/?lang=zh&puzzle=1&variant=.Cage~3~R1C1~R1C2#f") == ".Cage~3~R1C1~R1C2"
    assert link_puzzle(" https://x/?puzzle=%E2%91%A0%2B1+2%zz \n") == "\u2460+1 2%zz"
    assert link_puzzle("https://x/?puzzle=%FF") == "%FF"                  # not UTF-8: as it came
    for other in ("https://f-puzzles.com/?load=N4Ig", "53..7....", "https://x/index.html", "https://x/?puzzle=",
                  "https://x/?puzzle=1\nhttps://x/?puzzle=2"):
        assert link_puzzle(other) is None
