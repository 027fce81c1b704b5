"""Every public set in ../shared/puzzles, solved and verified (skipped when absent)."""

import pytest

from conftest import assert_valid_solution, puzzle_lines
from sudoku_core import parse, solve

UNIQUE = [
    "edge_unique.txt", "norvig_easy50.txt", "norvig_top95.txt", "norvig_hardest11.txt",
    "magictour_top1465.txt", "kaggle_easy_5000.txt", "sudoku17_royle_49158.txt",
    "sudoku4x4_amayaos_unique.txt", "sudoku16x16_hexadoku_online_3.txt",
]
MULTIPLE = [
    "edge_multi_solution.txt", "serg_multi_solution_2000.txt",
    "derived_multi_solution_from_top1465_500.txt", "sudoku16x16_edge_multi_solution.txt",
]
NONE = ["edge_no_solution.txt", "derived_no_solution_from_top1465_500.txt", "sudoku4x4_amayaos_no_solution.txt"]
DUPLICATES = ["edge_duplicate_givens.txt", "sudoku16x16_edge_duplicate_givens.txt"]


@pytest.mark.parametrize("name", UNIQUE)
def test_unique_sets_are_solved_and_proven_unique(name):
    for line in puzzle_lines(name):
        puzzle = parse(line)
        result = solve(puzzle)
        assert result.status == "solved", line
        assert_valid_solution(puzzle, result.solution)


def test_hard_16x16_forum_puzzles_first_two():
    # Most of this set takes seconds to minutes each (a stress set for the
    # benchmark); the first two are settled in well under a second.
    for line in puzzle_lines("sudoku16x16_enjoysudoku_verified.txt")[:2]:
        puzzle = parse(line)
        result = solve(puzzle)
        assert result.status == "solved", line
        assert_valid_solution(puzzle, result.solution)


@pytest.mark.parametrize("name", MULTIPLE)
def test_multi_solution_sets_give_two_valid_solutions(name):
    for line in puzzle_lines(name):
        puzzle = parse(line)
        result = solve(puzzle)
        assert result.status == "multiple", line
        assert_valid_solution(puzzle, result.solution)
        assert_valid_solution(puzzle, result.witness)
        assert result.differences


@pytest.mark.parametrize("name", NONE)
def test_no_solution_sets(name):
    for line in puzzle_lines(name):
        assert solve(parse(line)).status == "no_solution", line


@pytest.mark.parametrize("name", DUPLICATES)
def test_duplicate_givens_are_reported_as_such(name):
    from sudoku_core import SudokuError

    for line in puzzle_lines(name):
        with pytest.raises(SudokuError) as caught:
            solve(parse(line))
        assert caught.value.code == "duplicate" and len(caught.value.cells) >= 2
