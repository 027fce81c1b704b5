"""Sudoku Explainer's profile (issue 28): its rule and its producers.

SE takes the first producer, in its order, that finds a step (not the cheapest step over all
techniques); the unique solution is the oracle for every step a producer makes.
"""

from __future__ import annotations

from sudoku_core import parse, solve
from sudoku_core.logic import BY_ID, CandidateGrid, next_step, rate
from sudoku_core.logic.se import SE_TECHNIQUES

EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#: top1465's first puzzle: SE 1.2.1 rates it 9.0 (dynamic forcing chains), under a second here.
CHAINS = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"


def test_the_first_producer_supplies_the_step_even_when_a_later_one_is_cheaper():
    grid = CandidateGrid.from_puzzle(parse(EASY))
    order = (BY_ID["naked_single"], BY_ID["hidden_single"])
    easiest = next_step(grid, order)
    first = next_step(grid, order, first_producer=True)
    assert easiest.technique == "hidden_single" and easiest.difficulty < 2.3
    assert first.technique == "naked_single" and first.difficulty == 2.3


def test_rate_se_follows_the_profile_and_every_step_keeps_the_solution():
    for text in (EASY, CHAINS):
        puzzle = parse(text)
        solution = solve(puzzle).solution.cells
        rating = rate(puzzle, profile="se")
        ids = {t.id for t in SE_TECHNIQUES}
        assert all(step.technique in ids for step in rating.path.steps)
        for step in rating.path.steps:
            assert all(solution[c] != d for c, d in step.eliminations)
            assert all(solution[c] == d for c, d in step.placements)
    assert rate(parse(EASY), profile="se").se == rate(parse(EASY), profile="teaching").se == 1.2
    assert rate(parse(CHAINS)).se == 9.0
