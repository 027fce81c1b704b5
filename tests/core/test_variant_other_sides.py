"""Plain 6x6, 8x8, 10x10, 12x12, 14x14 and 15x15 grids (mini Sudoku and its cousins), read as a
variant with the side's usual boxes: one line of side * side cells or side rows of side cells,
by ``read_variant`` and ``variant_in`` (what the CLI and the page's paste ask), and by the CLI
from a file of several."""

import json
import random

import pytest

from conftest import puzzle_lines
from sudoku_core import SudokuError
from sudoku_core.cli import main
from sudoku_core.formats.reader import _OTHER_WIDTHS
from sudoku_core.variants import solve_variant
from sudoku_core.variants.formats import read_variant, variant_format, variant_in
from sudoku_core.variants.formats.other_sides import OTHER_SIDES
from sudoku_core.variants.shapes import DEFAULT_BOX

SYMBOLS = "123456789ABCDEFGHIJKLMNOP"


def full_grid(side, shift=0):
    """A filled grid of ``side`` in its usual boxes (the shifted-rows pattern), digits renamed."""
    rows, cols = DEFAULT_BOX[side]
    names = list(range(1, side + 1))
    random.Random(side + shift).shuffle(names)
    return [names[(cols * (r % rows) + r // rows + c) % side] for r in range(side) for c in range(side)]


def blanked(grid, count, seed=1):
    out = list(grid)
    for cell in random.Random(seed).sample(range(len(grid)), count):
        out[cell] = 0
    return out


def line_of(values):
    return "".join(SYMBOLS[v - 1] if v else "." for v in values)


def rows_of(values, side, sep=" ", empty="."):
    return "\n".join(sep.join(str(v) if v else empty for v in values[r * side:(r + 1) * side]) for r in range(side))


@pytest.mark.parametrize("side", OTHER_SIDES)
def test_a_line_and_rows_of_each_side_read_as_its_usual_boxes_and_solve_back(side):
    grid = full_grid(side)
    puzzle = blanked(grid, side * 2)
    for text in (line_of(puzzle), rows_of(puzzle, side), rows_of(puzzle, side, sep="", empty="0")
                 if side <= 9 else rows_of(puzzle, side, sep="  ", empty="-")):
        assert variant_format(text) == "grid"
        variant = variant_in(text)
        assert variant == read_variant(text)
        assert variant.size == side and variant.box_shape == DEFAULT_BOX[side]
        assert list(variant.givens) == puzzle
        assert not variant.cages and not variant.extra_houses and not variant.regions
        result = solve_variant(variant)
        assert result.status == "solved"
        assert list(result.solution.givens) == grid


def test_a_6x6_drawn_with_borders_and_a_row_of_dashes():
    grid = full_grid(6)
    puzzle = blanked(grid, 12)
    puzzle[30:36] = [0] * 6      # the last row empty, written "- - - - - -"
    lines = []
    for r in range(6):
        row = puzzle[r * 6:(r + 1) * 6]
        lines.append(" - - - - - -" if not any(row) else
                     " ".join(str(v) if v else "." for v in row[:3]) + " | " + " ".join(str(v) if v else "." for v in row[3:]))
        if r % 2 == 1 and r < 5:
            lines.append("------+------")
    variant = read_variant("\n".join(lines))
    assert list(variant.givens) == puzzle


def test_a_filled_6x6_grid_is_a_grid_not_a_jigsaw_layout():
    grid = full_grid(6)
    variant = variant_in(line_of(grid))
    assert variant is not None and list(variant.givens) == grid and variant.regions is None


def test_errors_name_the_row_and_column_or_the_rule():
    puzzle = blanked(full_grid(6), 20)
    text = rows_of(puzzle, 6).splitlines()
    text[1] = text[1][:4] + "9" + text[1][5:]     # row 2, column 3: no 9 in a 6x6 grid
    with pytest.raises(SudokuError) as caught:
        read_variant("\n".join(text))
    assert caught.value.code == "unknown_symbol"
    assert "row 2, column 3" in str(caught.value) and "6x6" in str(caught.value)
    givens = [0] * 36
    givens[0] = givens[3] = 5                        # twice in row 1
    with pytest.raises(SudokuError) as caught:
        read_variant(line_of(givens))
    assert caught.value.code == "duplicate"
    for not_a_grid in ("1" * 35, "12345\n123456", "123456\n123456\n12345\n123456\n123456\n123456"):
        assert variant_format(not_a_grid) is None
        assert variant_in(not_a_grid) is None       # left to the classic parser's error


def test_classic_sides_and_pencil_marks_read_as_before():
    four = "1.3..4..........".replace(".", "0")
    assert variant_format(four) is None and variant_in(four) is None
    assert variant_format("12.." * 16) == "pencil-marks"    # 4x4 candidates, each digit in its place
    assert variant_format("." * 64) == "grid"               # an empty 8x8, not 4x4 cells with no candidate
    eight = line_of(blanked(full_grid(8), 20))
    assert len(eight) == 64 and variant_format(eight) == "grid"


def test_the_reader_starts_a_grid_on_every_side_read_here():
    assert set(_OTHER_WIDTHS) == set(OTHER_SIDES)


def test_the_cli_solves_a_file_of_lines_and_grids_of_several_sides(capsys, tmp_path):
    six, eight, twelve = full_grid(6), full_grid(8), full_grid(12)
    text = "\n".join([line_of(blanked(six, 10)), "", rows_of(blanked(eight, 12), 8), "",
                      rows_of(blanked(twelve, 20), 12), "", "53..7....6..195....98....6.8...6...34..8.3..17...2...6"
                      ".6....28....419..5....8..79"]) + "\n"
    path = tmp_path / "sides.txt"
    path.write_text(text)
    assert main(["solve", str(path), "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["status"] for r in records] == ["solved"] * 4
    assert records[0]["solution"] == line_of(six)
    assert records[1]["solution"] == line_of(eight)
    assert records[2]["solution"] == line_of(twelve)
    assert records[3]["line"] == 25 and len(records[3]["solution"]) == 81


@pytest.mark.parametrize("side", [6, 12])
def test_a_leetcode_board_written_for_such_a_side_reads_back(side, capsys, tmp_path):
    # `solve --output leetcode` wrote 6x6 to 12x12 boards that solve then refused ("Found 6 rows;
    # a 9x9 board has 9."); numbers are read as well as one-character strings.
    grid = full_grid(side)
    path = tmp_path / "puzzle.txt"
    path.write_text(line_of(blanked(grid, side * 2)) + "\n")
    assert main(["solve", str(path), "--output", "leetcode"]) == 0
    board = capsys.readouterr().out
    assert json.loads(board) == [[SYMBOLS[v - 1] for v in grid[r * side:(r + 1) * side]] for r in range(side)]
    path.write_text(board)
    assert main(["solve", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["solution"] == line_of(grid)
    numbers = json.dumps([[v or "." for v in blanked(grid, side)[r * side:(r + 1) * side]] for r in range(side)])
    assert list(read_variant(numbers).givens) == blanked(grid, side)
    with pytest.raises(SudokuError) as caught:
        read_variant(json.dumps([["1", "."], [".", "2"]]))
    assert caught.value.code == "wrong_cell_count" and "4, 9, 16 or 25" in caught.value.message


def test_a_published_6x6_read_from_its_givens_line_solves_to_its_solution():
    rows = [json.loads(line) for line in puzzle_lines("variants/iss_puzzles.jsonl", limit=False)]
    sixes = [r for r in rows if r["constraints"] == ["Shape"] and "Shape~6x6" in r["iss"].replace(" ", "")
             and "Shape~6x6~" not in r["iss"]]   # (not a 6x6 of other digits, such as 0-5)
    assert sixes
    for row in sixes:
        model = read_variant(row["iss"])
        variant = read_variant(line_of(model.givens))
        assert variant == model.replace(name="")
        assert "".join(map(str, solve_variant(variant).solution.givens)) == row["solution"]


def test_a_title_or_a_border_of_such_a_width_above_a_9x9_grid_stays_a_line_of_its_own(capsys, tmp_path):
    """A line of 6-15 cells started a grid and swallowed the lines after it: "Level: easy" (10
    characters) above a 9-row grid lost the puzzle, and so did a border of 8 spaced dashes. Such a
    line starts a grid only when its cells are digits or empties and the next line is as wide."""
    easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    rows = [easy[r * 9:(r + 1) * 9] for r in range(9)]
    for head in ("Level: easy", "- - - - - - - -"):
        path = tmp_path / "titled.txt"
        path.write_text(head + "\n" + "\n".join(rows) + "\n")
        main(["solve", str(path), "--json"])
        records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert [r["status"] for r in records][-1] == "solved", (head, records)
        assert sum(r["status"] == "solved" for r in records) == 1


def test_a_digit_outside_ascii_is_a_clear_error_not_an_internal_one():
    rows = ["1²3.5.", "......", "......", "......", "......", "......"]
    for text in ("\n".join(rows), "".join(rows)):
        with pytest.raises(SudokuError) as caught:
            read_variant(text)
        assert caught.value.code in ("unknown_symbol", "wrong_cell_count", "bad_format")
