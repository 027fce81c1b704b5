"""Reading every supported format, writing each back, and the parse errors."""

import json

import pytest

from sudoku_core import EXAMPLES, Puzzle, SudokuError, format_puzzle, parse
from sudoku_core.variants.formats import read_variant

INKALA = EXAMPLES["inkala"]

LUOGU = EXAMPLES["luogu"]

PRETTY = """
8 . . | . . . | . . .
. . 3 | 6 . . | . . .
. 7 . | . 9 . | 2 . .
------+-------+------
. 5 . | . . 7 | . . .
. . . | . 4 5 | 7 . .
. . . | 1 . . | . 3 .
------+-------+------
. . 1 | . . . | . 6 8
. . 8 | 5 . . | . 1 .
. 9 . | . . . | 4 . .
"""


def board(text):
    return json.dumps([[c for c in text[r * 9:(r + 1) * 9]] for r in range(9)])


@pytest.mark.parametrize("empty", [".", "0", "-", "_", "*"])
def test_one_line_strings_accept_every_empty_mark(empty):
    assert str(parse(INKALA.replace(".", empty))) == INKALA


@pytest.mark.parametrize("text", [LUOGU, PRETTY, board(INKALA), INKALA + "\n"])
def test_every_format_is_auto_detected(text):
    puzzle = parse(text)
    assert puzzle.size == 9 and str(puzzle) == INKALA


def test_explicit_formats_match_auto_detection():
    assert parse(LUOGU, "luogu") == parse(INKALA, "line") == parse(PRETTY, "grid") == parse(board(INKALA), "leetcode")


@pytest.mark.parametrize("fmt", ["line", "grid", "luogu", "leetcode"])
def test_each_format_round_trips(fmt):
    puzzle = parse(INKALA)
    text = format_puzzle(puzzle, fmt)
    assert parse(text, fmt) == puzzle
    assert parse(text) == puzzle


def test_formats_look_like_their_sources():
    puzzle = parse(INKALA)
    assert format_puzzle(puzzle, "luogu").splitlines()[0] == "8 0 0 0 0 0 0 0 0"
    assert json.loads(format_puzzle(puzzle, "leetcode"))[1][2] == "3"
    assert format_puzzle(puzzle, "grid").splitlines()[3] == "------+-------+------"


def test_leetcode_board_of_numbers_is_accepted():
    rows = [[int(c) if c != "." else 0 for c in INKALA[r * 9:(r + 1) * 9]] for r in range(9)]
    assert str(parse(json.dumps(rows))) == INKALA


def test_larger_grids_and_their_alphabets():
    sixteen = EXAMPLES["easy16"]
    assert parse(sixteen).size == 16 and parse(sixteen).symbols == "123456789ABCDEFG"
    # Hexadoku: 0-F are digits (0 stands for 1), "." is empty.
    hexa = "".join("0123456789ABCDEF"["123456789ABCDEFG".index(c)] if c != "." else "." for c in sixteen)
    parsed = parse(hexa)
    assert parsed.symbols == "0123456789ABCDEF" and parsed.cells == parse(sixteen).cells
    assert format_puzzle(parsed, "line") == hexa
    assert parse("." * 625).size == 25
    assert parse("1" + "." * 624).cells[0] == 1
    assert parse(" ".join(["16"] + ["0"] * 255)).cells[0] == 16  # Luogu-style numbers


def test_lowercase_letters_are_accepted():
    assert parse("a" + "." * 255).cells[0] == 10


@pytest.mark.parametrize(
    "text, code, words",
    [
        ("", "empty_input", "empty"),
        ("   \n  ", "empty_input", "empty"),
        ("1" * 80, "wrong_cell_count", "Found 80 cells; a 9x9 puzzle has 81"),
        ("1" * 82, "wrong_cell_count", "Found 82 cells"),
        ("12x" + "." * 78, "unknown_symbol", "'x' at row 1, column 3"),
        ("." * 40 + "\n" + "." * 40 + "!", "unknown_symbol", "line 2, column 41"),
        ("[[1,2]", "bad_format", "Not a valid JSON board"),
        ('{"a": 1}', "bad_format", "JSON"),
        (json.dumps([["."] * 9] * 8), "wrong_cell_count", "Found 8 rows"),
        (json.dumps([["."] * 9] * 8 + [["."] * 8]), "wrong_cell_count", "Row 9 has 8 cells"),
        (json.dumps([["."] * 9] * 8 + [["."] * 8 + ["x"]]), "unknown_symbol", "Row 9, column 9"),
        (" ".join(["17"] + ["0"] * 255), "unknown_symbol", "Row 1, column 1 holds '17'"),
    ],
)
def test_bad_input_gets_a_specific_error(text, code, words):
    with pytest.raises(SudokuError) as caught:
        parse(text)
    assert caught.value.code == code
    assert words in caught.value.message


def test_unknown_symbol_names_the_cell():
    with pytest.raises(SudokuError) as caught:
        parse("." * 30 + "Z" + "." * 50)
    assert caught.value.cells == (30,)
    assert "row 4, column 4" in caught.value.message


@pytest.mark.parametrize("text, details", [
    ("hello world", {"char": "w", "line": 1, "text_column": 7, "symbols": "123456789", "empty_marks": ".0-_*"}),
    ("12x4" + "." * 12, {"char": "x", "row": 1, "column": 3, "line": 1, "text_column": 3,
                         "symbols": "1234", "empty_marks": ".0-_*"}),
    ("." * 624 + "\n!", {"char": "!", "row": 25, "column": 25, "line": 2, "text_column": 1,
                          "symbols": "123456789ABCDEFGHIJKLMNOP", "empty_marks": ".0-_*"}),
    ("." * 15 + "X" + "0123456789ABCDEF" * 15, {"char": "X", "row": 1, "column": 16, "line": 1,
                                                "text_column": 16, "symbols": "0123456789ABCDEF",
                                                "empty_marks": ".-_*"}),
])
def test_an_unknown_symbol_gives_every_part_of_its_sentence(text, details):
    """The place in the text and the grid's own digits and empty marks are details too, so a page
    can say them in another language (the Chinese used to name neither, and 9x9's digits on 4x4)."""
    with pytest.raises(SudokuError) as caught:
        parse(text)
    assert caught.value.code == "unknown_symbol" and caught.value.details == details


def test_size_option_is_enforced():
    with pytest.raises(SudokuError) as caught:
        parse("." * 81, size=16)
    assert "a 16x16 puzzle has 256" in caught.value.message
    with pytest.raises(SudokuError):
        parse("." * 81, size=7)


def test_api_misuse_is_a_sudoku_error():
    with pytest.raises(SudokuError):
        parse(None)
    with pytest.raises(SudokuError):
        parse(INKALA, fmt="xml")
    with pytest.raises(SudokuError):
        Puzzle((0,) * 80)
    with pytest.raises(SudokuError):
        Puzzle((10,) + (0,) * 80)
    with pytest.raises(SudokuError):
        format_puzzle(parse(INKALA), "xml")


def test_errors_carry_the_parts_of_their_message():
    with pytest.raises(SudokuError) as caught:
        parse("1" * 80)
    assert caught.value.details == {"found": 80, "expected": 81, "supported": [16, 81, 256, 625]}
    with pytest.raises(SudokuError) as caught:
        parse("12x" + "." * 78)
    assert caught.value.details == {"char": "x", "row": 1, "column": 3, "line": 1, "text_column": 3,
                                    "symbols": "123456789", "empty_marks": ".0-_*"}
    with pytest.raises(SudokuError) as caught:
        parse(" ".join(["17"] + ["0"] * 255))
    assert caught.value.details == {"char": "17", "row": 1, "column": 1, "min": 0, "max": 16}
    with pytest.raises(SudokuError) as caught:
        parse("x" * 80)  # no grid size known: the character only
    assert caught.value.details == {"char": "x", "line": 1, "text_column": 1, "symbols": "123456789",
                                    "empty_marks": ".0-_*"}


# ----- issue 29 item 7: pastes with Unicode spaces, invisible marks and full-width forms ---------------
from sudoku_core.formats.plain_text import INVISIBLE, SPACES  # noqa: E402

FULL_WIDTH = {ch: chr(ord(ch) + 0xFEE0) for ch in "0123456789.-_*|+[],"}


def full_width(text):
    return "".join(FULL_WIDTH.get(ch, ch) for ch in text)


@pytest.mark.parametrize("space", sorted(SPACES))
@pytest.mark.parametrize("fmt", ["grid", "luogu", "leetcode"])
def test_unicode_spaces_are_spaces(space, fmt):
    puzzle = parse(INKALA)
    text = format_puzzle(puzzle, fmt).replace(" ", space)
    assert parse(text) == puzzle


@pytest.mark.parametrize("mark", sorted(INVISIBLE))
@pytest.mark.parametrize("fmt", ["line", "grid", "luogu", "leetcode"])
def test_zero_width_and_bidi_marks_are_nothing_wherever_they_stand(mark, fmt):
    puzzle = parse(INKALA)
    text = format_puzzle(puzzle, fmt)
    for where in (0, 1, len(text) // 2, len(text)):
        assert parse(text[:where] + mark + text[where:]) == puzzle, where
    assert parse(mark.join(text)) == puzzle  # between every two characters, too


@pytest.mark.parametrize("fmt", ["line", "grid", "luogu", "leetcode"])
def test_full_width_digits_marks_and_separators_are_read(fmt):
    puzzle = parse(INKALA)
    assert parse(full_width(format_puzzle(puzzle, fmt))) == puzzle
    sixteen = parse(EXAMPLES["easy16"])
    letters = "".join(chr(ord(ch) + 0xFEE0) if ch.isalpha() else ch for ch in str(sixteen))
    assert parse(letters) == sixteen and parse(letters.lower()) == sixteen  # ｇ is g is G


def test_a_chat_paste_with_everything_at_once():
    # A right-to-left chat wraps the grid in bidi marks; a word processor indents with no-break
    # spaces and ideographic spaces; the digits were typed in full width; U+2028 ends the lines.
    rows = format_puzzle(parse(INKALA), "luogu").splitlines()
    text = "\u2067" + "\u2028".join("\u00a0\u3000" + full_width(row).replace(" ", "\u3000") + "\u200f"
                                   for row in rows) + "\u2069"
    assert parse(text) == parse(INKALA)


def test_errors_after_plain_reading_name_the_cell_and_the_column_people_see():
    # Invisible marks take no column; a full-width digit is one character, as people see it.
    text = "\u200b\u200e" + full_width("12") + "\u00a0x" + "." * 78
    with pytest.raises(SudokuError) as caught:
        parse(text)
    error = caught.value
    assert error.code == "unknown_symbol" and error.cells == (2,)
    assert error.details == {"char": "x", "row": 1, "column": 3, "line": 1, "text_column": 4,
                             "symbols": "123456789", "empty_marks": ".0-_*"}
    assert "line 1, column 4 of the text" in error.message  # "１２ x": x is the 4th character seen
    with pytest.raises(SudokuError) as caught:
        parse("\u200b" + "." * 9 + "\n" + "．" * 4 + "\u2060²" + "." * 4 + "\n" + ("." * 9 + "\n") * 7)
    assert caught.value.details["row"] == 2 and caught.value.details["column"] == 5
    assert "line 2, column 5 of the text" in caught.value.message


def test_other_scripts_digits_and_superscripts_stay_unknown():
    for char in ("²", "٣", "३", "ﬁ"):
        with pytest.raises(SudokuError) as caught:
            parse("." * 40 + char + "." * 40)
        assert caught.value.code == "unknown_symbol" and caught.value.cells == (40,)


def _boxed_numbers(puzzle, border):
    """A 16x16 or 25x25 grid of numbers (Luogu's rows, ``12 0 8 9``) with ``|`` between its
    boxes and ``border`` between its bands, as people write one."""
    side, box = puzzle.size, {16: 4, 25: 5}[puzzle.size]
    out = []
    for r, row in enumerate(format_puzzle(puzzle, "luogu").splitlines()):
        if r and r % box == 0 and border:
            out.append(border)
        numbers = row.split()
        out.append(" | ".join(" ".join(numbers[i:i + box]) for i in range(0, side, box)))
    return "\n".join(out)


@pytest.mark.parametrize("size", [16, 25])
@pytest.mark.parametrize("border", ["", "-" * 40, "--------+---------+---------+--------"])
def test_a_grid_of_numbers_with_box_separators_and_borders_is_read(size, border):
    # Before: 'Found 311 cells' (the numbers read a character a cell, 12 as two) in parse and
    # the page's paste, and one 'Found 21 cells; a 4x4 puzzle ...' per row on the command line.
    puzzle = parse(EXAMPLES["easy16"]) if size == 16 else _a_25x25()
    text = _boxed_numbers(puzzle, border)
    assert parse(text) == puzzle
    assert parse(text, fmt="luogu") == puzzle
    if border:
        assert parse(border + "\n" + text + "\n" + border) == puzzle
    short = text.replace(" | ", " ", 1).split("\n")
    short[0] = short[0].rsplit(" ", 1)[0]
    with pytest.raises(SudokuError) as caught:
        parse("\n".join(short))
    assert caught.value.code == "wrong_cell_count"
    assert f"line 1 holds {size - 1}, the others {size}" in caught.value.message


def _a_25x25():
    from sudoku_core import count_solutions

    full = count_solutions(parse("." * 625), cap=1).solutions[0]
    return Puzzle(tuple(v if (i * 7) % 3 else 0 for i, v in enumerate(full.cells)), 25)


def _raised(make):
    with pytest.raises(SudokuError) as caught:
        make()
    return caught.value


@pytest.mark.parametrize("make, parts", [
    (lambda: parse(" ".join(["17"] + ["0"] * 15)), {"char": "17", "min": 0, "max": 4}),
    (lambda: Puzzle((5,) + (0,) * 15, 4), {"char": "5", "min": 0, "max": 4}),
    (lambda: parse(json.dumps([["."] * 4] * 3 + [[".", ".", ".", "x"]])),
     {"char": "x", "symbols": "1234", "empty_marks": "."}),
    (lambda: read_variant("1 2 3 4 5 6\n" * 5 + "1 2 3 4 5 x\n"),
     {"char": "x", "symbols": "123456", "empty_marks": "."}),
])
def test_a_cell_that_is_no_digit_gives_the_digits_its_sentence_names(make, parts):
    """Every form's ``unknown_symbol`` gives the grid's own digits (or numbers) its English names,
    so a page can say them in another language rather than another grid's."""
    error = _raised(make)
    assert error.code == "unknown_symbol"
    assert {key: error.details.get(key) for key in parts} == parts
