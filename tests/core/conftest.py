"""Shared helpers for the core tests: the public puzzle sets and a solution checker."""

import os
from pathlib import Path

import pytest

from sudoku_core import Puzzle

#: The public sets live beside the project (../shared/puzzles); tests skip without them.
PUZZLES = Path(os.environ.get("SUDOKU_PUZZLES", Path(__file__).resolve().parents[3] / "shared" / "puzzles"))

#: SUDOKU_SET_LIMIT=N checks only the first N puzzles of each set (used inside Pyodide).
SET_LIMIT = int(os.environ.get("SUDOKU_SET_LIMIT", "0")) or None


def puzzle_lines(name, limit=True):
    """The lines of a shared puzzle file, or skip the test when it is absent; with ``limit``, only
    the first SET_LIMIT of them (a test that picks its own small sample passes ``limit=False``)."""
    path = PUZZLES / name
    if not path.is_file():
        pytest.skip(f"{path} not found (the shared puzzle sets are optional)")
    with open(path) as f:
        lines = [line.strip() for line in f if line.strip()]
    return lines[:SET_LIMIT] if limit else lines


def assert_valid_solution(puzzle: Puzzle, solution: Puzzle):
    """Every row, column and box holds each digit once, and the givens are kept."""
    n = puzzle.size
    b = puzzle.box
    grid = solution.cells
    assert solution.size == n and all(grid), "solution must be complete"
    digits = set(range(1, n + 1))
    for i in range(n):
        assert set(grid[i * n:(i + 1) * n]) == digits, f"row {i + 1}"
        assert set(grid[i::n]) == digits, f"column {i + 1}"
        br, bc = divmod(i, b)
        box = {grid[(br * b + r) * n + bc * b + c] for r in range(b) for c in range(b)}
        assert box == digits, f"box {i + 1}"
    for given, value in zip(puzzle.cells, grid):
        assert given in (0, value), "a given was changed"


def candidate_grid(tokens: str):
    """A 9x9 candidate grid written cell by cell: ``=d`` for a placed digit, else the cell's
    candidates (``"137"``): the positions the Sudoku Explainer tests take from reference paths."""
    from sudoku_core.logic import CandidateGrid

    values, cands = [], []
    for token in tokens.split():
        if token.startswith("="):
            values.append(int(token[1:]))
            cands.append(0)
        else:
            values.append(0)
            cands.append(sum(1 << (int(d) - 1) for d in token))
    return CandidateGrid(9, values, cands, "123456789")

