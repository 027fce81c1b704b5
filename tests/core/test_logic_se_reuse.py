"""Sudoku Explainer's producers keep answers between the grids of a path (issue 28, speed): aligned
exclusion a set's answer while its cells and excluders are unchanged, unique loops the loops of a
pair while the cells holding it are, forcing chains the links of the last grid. Whatever order the
grids come in, each producer must give the step a fresh search gives: here the same positions are
visited along the path, backwards and interleaved with another puzzle's, and every visit agrees."""

from __future__ import annotations

from sudoku_core import parse
from sudoku_core.logic.grid import CandidateGrid
from sudoku_core.logic import rate
from sudoku_core.logic.se import SE_BY_ID

#: Two reference puzzles (SE 1.2.1 rates them 8.3 and 8.4) whose paths reach the chaining producers
#: often (so every producer before them runs on those positions and finds nothing, or a step).
PUZZLES = (
    "......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....",
    "..9.7........4.6....1....8....1.9.3.54..........8......5....7.62..3...........2..",
)
PRODUCERS = ("unique_loop", "aligned_pair_exclusion", "se_forcing_chains_cycles", "aligned_triple_exclusion",
             "se_multiple_forcing_chains")


def positions(puzzle):
    """The grids of the puzzle's SE path where a producer from unique loops on supplied the step."""
    path = rate(parse(puzzle), profile="se").path
    grid = CandidateGrid.from_puzzle(parse(puzzle))
    out = []
    for step in path.steps:
        if SE_BY_ID[step.technique].difficulty >= 4.5:
            out.append(grid.copy())
        grid.apply(step)
    return out


def first_steps(grids):
    """Each producer's first step on each grid, the producers taking the grids in turn."""
    out = []
    for grid in grids:
        row = []
        for technique in PRODUCERS:
            step = next(iter(SE_BY_ID[technique].find(grid)), None)
            row.append(None if step is None else (step.difficulty, step.placements, step.eliminations))
        out.append(row)
    return out


def test_a_producer_gives_the_same_step_whatever_grids_it_saw_before():
    first, second = (positions(p) for p in PUZZLES)
    assert len(first) >= 5 and len(second) >= 5
    backward = first_steps(first[::-1])[::-1] + first_steps(second[::-1])[::-1]
    forward = first_steps(first) + first_steps(second)
    mixed = first_steps([g for pair in zip(first, second) for g in pair])
    n = min(len(first), len(second))
    assert forward == backward
    assert mixed[0::2] == forward[:n]
    assert mixed[1::2] == forward[len(first):len(first) + n]
    assert any(step is not None for row in forward for step in row)
