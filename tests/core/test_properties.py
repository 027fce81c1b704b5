"""Hypothesis properties: consistent solving of random puzzles, and no stray exceptions."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import assert_valid_solution
from sudoku_core import Puzzle, SolveTask, SudokuError, parse, solve


@st.composite
def full_grids(draw):
    """A random valid 9x9 grid: a base pattern shuffled by symmetries that keep it valid."""
    digits = draw(st.permutations(range(1, 10)))
    bands = draw(st.permutations(range(3)))
    stacks = draw(st.permutations(range(3)))
    rows = [b * 3 + r for b in bands for r in draw(st.permutations(range(3)))]
    cols = [s * 3 + c for s in stacks for c in draw(st.permutations(range(3)))]
    base = lambda r, c: (3 * (r % 3) + r // 3 + c) % 9  # noqa: E731
    grid = [digits[base(r, c)] for r in rows for c in cols]
    if draw(st.booleans()):
        grid = [grid[c * 9 + r] for r in range(9) for c in range(9)]
    return grid


@st.composite
def puzzles_with_their_grid(draw):
    grid = draw(full_grids())
    keep = draw(st.lists(st.booleans(), min_size=81, max_size=81))
    return Puzzle(tuple(v if k else 0 for v, k in zip(grid, keep))), grid


@settings(max_examples=150, deadline=None)
@given(puzzles_with_their_grid())
def test_random_puzzles_are_solved_consistently_with_their_givens(case):
    puzzle, grid = case
    result = solve(puzzle)
    assert result.status in ("solved", "multiple")  # the grid they came from is a solution
    assert_valid_solution(puzzle, result.solution)
    if result.status == "solved":
        assert list(result.solution.cells) == grid
    else:
        assert_valid_solution(puzzle, result.witness)
        assert result.solution != result.witness


@settings(max_examples=60, deadline=None)
@given(puzzles_with_their_grid(), st.integers(1, 50))
def test_cooperative_form_matches_the_plain_call(case, every):
    puzzle, _ = case
    task = SolveTask(puzzle)
    for _ in task.run(every=every):
        pass
    plain = solve(puzzle)
    assert (task.result.status, task.result.solution, task.result.witness, task.result.stats.nodes) == (
        plain.status, plain.solution, plain.witness, plain.stats.nodes)


PUZZLE_CHARS = st.sampled_from(list("123456789.0-_*|+ \nABCDEFGxyz[]{},\"'#\t") + ["\u00e9", "\u4e00"])


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(), st.text(PUZZLE_CHARS, min_size=60, max_size=100)))
def test_any_text_is_parsed_or_rejected_with_the_documented_error(text):
    try:
        puzzle = parse(text)
    except SudokuError as error:
        assert error.code in ("empty_input", "wrong_cell_count", "unknown_symbol", "bad_format")
        assert error.message
        return
    assert len(puzzle.cells) == puzzle.size ** 2


@settings(max_examples=100, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=2),
                    lambda inner: st.lists(inner, max_size=10), max_leaves=100))
def test_any_json_value_is_parsed_or_rejected(value):
    try:
        parse(json.dumps(value), fmt="leetcode")
    except SudokuError as error:
        assert error.code in ("empty_input", "wrong_cell_count", "unknown_symbol", "bad_format")


@settings(max_examples=100, deadline=None)
@given(puzzles_with_their_grid())
def test_solving_a_parsed_puzzle_never_raises_anything_else(case):
    puzzle, _ = case
    text = str(puzzle)
    try:
        solve(parse(text))
    except SudokuError:
        pass
