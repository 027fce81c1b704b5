"""The three verdicts, the statistics, counting, and the cooperative form."""

import pytest

from conftest import assert_valid_solution
from sudoku_core import (
    EXAMPLES, Puzzle, SolveTask, SudokuError, count_solutions, find_conflicts, parse, solve,
)

INKALA = parse(EXAMPLES["inkala"])


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_examples_are_solved_uniquely(name):
    puzzle = parse(EXAMPLES[name])
    result = solve(puzzle)
    assert result.status == "solved" and result.witness is None
    assert_valid_solution(puzzle, result.solution)


def test_statistics_are_reported():
    stats = solve(INKALA).stats
    assert stats.nodes > 0 and 0 <= stats.backtracks <= stats.nodes and stats.elapsed > 0


def test_empty_grid_has_multiple_solutions_and_a_witness():
    result = solve(Puzzle.empty())
    assert result.status == "multiple"
    assert result.solution != result.witness
    for found in (result.solution, result.witness):
        assert_valid_solution(Puzzle.empty(), found)
    assert result.differences and all(
        result.solution.cells[i] != result.witness.cells[i] for i in result.differences
    )


def test_no_solution_without_repeated_givens():
    # Row 1 misses only 9, but column 9 already holds a 9.
    cells = [1, 2, 3, 4, 5, 6, 7, 8, 0] + [0] * 72
    cells[80] = 9
    puzzle = Puzzle(tuple(cells))
    assert not find_conflicts(puzzle)
    result = solve(puzzle)
    assert result.status == "no_solution" and result.solution is None


def test_repeated_given_is_bad_input_not_no_solution():
    with pytest.raises(SudokuError) as caught:
        solve(parse("55" + "." * 79))
    assert caught.value.code == "duplicate"
    assert caught.value.cells == (0, 1)
    assert "5 appears twice in row 1" in caught.value.message


def test_conflicts_name_digit_unit_and_cells():
    text = list("." * 81)
    text[0] = text[10] = "7"  # same box, different row and column
    (conflict,) = find_conflicts(parse("".join(text)))
    assert (conflict.digit, conflict.unit, conflict.cells) == (7, "box 1", (0, 10))
    assert "row 1, column 1 and row 2, column 2" in conflict.message


def test_count_with_a_cap():
    two = count_solutions(INKALA.with_cells(INKALA.cells[:0] + (0,) + INKALA.cells[1:]), cap=1000)
    assert two.count >= 2 and not two.capped
    assert len(set(two.solutions)) == min(two.count, 2)  # two kept, to show they differ (issue 29)
    capped = count_solutions(Puzzle.empty(), cap=50)
    assert capped.count == 50 and capped.capped
    assert count_solutions(INKALA).count == 1
    with pytest.raises(SudokuError):
        count_solutions(INKALA, cap=0)


def test_solve_task_matches_solve_and_pauses():
    plain = solve(INKALA)
    task = SolveTask(INKALA)
    pauses = list(task.run(every=10))
    assert len(pauses) >= plain.stats.nodes // 10 - 1 and pauses
    assert [p.nodes for p in pauses] == sorted(p.nodes for p in pauses)
    result = task.result
    assert (result.status, result.solution, result.stats.nodes, result.stats.backtracks) == (
        plain.status, plain.solution, plain.stats.nodes, plain.stats.backtracks)


def test_solve_task_can_be_cancelled_midway():
    task = SolveTask(INKALA)
    steps = task.run(every=5)
    next(steps)
    steps.close()  # the caller simply stops iterating
    assert task.result is None and not task.finished


def test_sizes_4_16_and_25():
    for puzzle in (parse(EXAMPLES["easy4"]), parse(EXAMPLES["easy16"])):
        result = solve(puzzle)
        assert result.status == "solved"
        assert_valid_solution(puzzle, result.solution)
    # 25x25: a patterned full grid with every third cell cleared.
    n, b = 25, 5
    full = [(b * (r % b) + r // b + c) % n + 1 for r in range(n) for c in range(n)]
    puzzle = Puzzle(tuple(v if i % 3 else 0 for i, v in enumerate(full)), 25)
    result = solve(puzzle)
    assert result.status == "solved"
    assert_valid_solution(puzzle, result.solution)


def test_bad_arguments():
    with pytest.raises(SudokuError):
        SolveTask("not a puzzle")
    with pytest.raises(SudokuError):
        SolveTask(INKALA, max_solutions=0)
