"""Reading every supported format, writing each back, and the parse errors."""

import json

import pytest

from sudoku_core import EXAMPLES, Puzzle, SudokuError, format_puzzle, parse

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
    assert caught.value.details == {"found": 80, "expected": 81}
    with pytest.raises(SudokuError) as caught:
        parse("12x" + "." * 78)
    assert caught.value.details == {"char": "x", "row": 1, "column": 3}
    with pytest.raises(SudokuError) as caught:
        parse(" ".join(["17"] + ["0"] * 255))
    assert caught.value.details == {"char": "17", "row": 1, "column": 1}
    with pytest.raises(SudokuError) as caught:
        parse("x" * 80)  # no grid size known: the character only
    assert caught.value.details == {"char": "x"}
