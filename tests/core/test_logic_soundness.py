"""Soundness of the whole registry: the unique solution is the oracle.

Over samples of every shared set, the easiest-step path (with every
registered technique) never removes a candidate that is the cell's digit in
the solution and never places a wrong digit; when logic finishes, the grid
is the solution. Samples are small (the suite also runs inside Pyodide) and
honour SUDOKU_SET_LIMIT.
"""

import pytest
from conftest import SET_LIMIT, puzzle_lines

from sudoku_core import parse, solve
from sudoku_core.logic import TECHNIQUES, CandidateGrid, next_step

SAMPLES = {
    "norvig_top95.txt": 12,
    "magictour_top1465.txt": 15,
    "sudokuexchange_diabolical_se_rated.txt": 15,
    "kaggle_easy_5000.txt": 10,
    "sudoku4x4_amayaos_unique.txt": 10,
    "sudoku16x16_hexadoku_online_3.txt": 2,
}
MAX_STEPS = 400


def spread(lines, k):
    """k lines spread over the set (not only its first ones)."""
    k = min(k, SET_LIMIT or k)
    step = max(1, len(lines) // k)
    return lines[::step][:k]


def check_path(text):
    puzzle = parse(text.split()[0])
    solution = solve(puzzle).solution.cells
    grid = CandidateGrid.from_puzzle(puzzle)
    for count in range(MAX_STEPS):
        if grid.solved():
            break
        step = next_step(grid)
        if step is None:
            break
        assert step.progress
        for cell, digit in step.placements:
            assert solution[cell] == digit, f"{step.technique} places a wrong {digit} in cell {cell}: {step}"
        for cell, digit in step.eliminations:
            assert solution[cell] != digit, f"{step.technique} removes the solution's {digit} from cell {cell}: {step}"
            assert grid.cands[cell] >> (digit - 1) & 1, f"{step.technique} removes a candidate that is not there"
        grid.apply(step)
        assert not grid.broken()
    if grid.solved():
        assert tuple(grid.values) == tuple(solution)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_no_step_ever_removes_the_solution(name):
    for line in spread(puzzle_lines(name), SAMPLES[name]):
        check_path(line)


def test_registry_is_ordered_by_difficulty():
    values = [t.difficulty for t in TECHNIQUES]
    assert values == sorted(values)
    ids = [t.id for t in TECHNIQUES]
    assert len(ids) == len(set(ids))


def test_every_technique_has_a_sentence_and_a_docstring():
    from sudoku_core.logic.text import SENTENCES

    for technique in TECHNIQUES:
        assert technique.id in SENTENCES, technique.id
        assert (technique.find.__doc__ or "").strip(), technique.id
