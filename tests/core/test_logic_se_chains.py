"""Sudoku Explainer's chaining producers (issue 28): forcing chains and cycles (13), Nishio (15),
multiple (16) and dynamic (17) forcing chains, and their implication engine.

Positions are taken from reference puzzles (``../shared/puzzles/se121_reference.tsv``) whose SE
path, as this profile rates them, matches SE's ER, stepped to the point where the producer
supplies the step; each is written out with its candidates (``=d`` a solved cell), so the test
does not hang on the producers before it.
"""

from __future__ import annotations

import random

import pytest

from sudoku_core import parse, solve
from sudoku_core.logic import rate
from sudoku_core.logic.se import SE_BY_ID
from sudoku_core.logic.se.chaining import length_bonus, propagate, tables
from sudoku_core.logic.se.forcing import (multiple_forcing_chains, multiple_forcing_chains_by_facts, nishio,
                                          nishio_by_cells)

from conftest import candidate_grid, puzzle_lines


def first(technique, grid):
    before = list(grid.cands)
    step = next(iter(SE_BY_ID[technique].find(grid)), None)
    assert grid.cands == before  # a finder never changes the grid
    return step


# (puzzle, position, producer, value, placements, eliminations, kind)
CASES = [
    (  # a 4-cell cycle on 5 (x and y links): 7.0 + 0.1 (complexity 8)
        ".8......9...1..6.....7.9..5.6.5.....42..3.8.....2.7...59....34...1....2.....4....",
        "267 =8 2567 =4 256 =3 127 17 =9 =9 57 2457 =1 25 =8 =6 37 234 1236 13 2346 =7 26 =9 24 =8 =5 "
        "1378 =6 3789 =5 189 =4 12 139 23 =4 =2 59 69 =3 16 =8 159 =7 138 135 3589 =2 189 =7 145 =6 34 "
        "=5 =9 2678 68 17 126 =3 =4 168 368 =4 =1 368 79 =5 79 =2 68 23678 37 23678 3689 =4 126 59 57 168",
        "se_forcing_chains_cycles", 7.1, (), ((47, 5), (72, 7), (74, 7)), 1,
    ),
    (  # a forcing chain (x and y links), r7c1<>3: 7.0 + 0.1
        "7...3...42.......8.8.....5..61.5.42............86725....52.96...7.3.5.4.6..7.4..5",
        "=7 159 =6 1589 =3 18 =2 19 =4 =2 159 34 1459 49 67 1379 1369 =8 19 =8 34 149 =2 67 1379 =5 1369 "
        "39 =6 =1 89 =5 38 =4 =2 =7 =5 =2 =7 149 49 13 389 3689 369 349 349 =8 =6 =7 =2 =5 139 139 1348 "
        "134 =5 =2 18 =9 =6 =7 13 18 =7 =9 =3 =6 =5 18 =4 =2 =6 13 =2 =7 18 =4 1389 1389 =5",
        "se_forcing_chains_cycles", 7.1, (), ((54, 3),), 2,
    ),
    (  # Nishio: r7c8=7 leads to a contradiction (complexity 8): 7.5 + 0.1
        "..9..1....7.8.....1....6.3.4....36......5......5.7.24.....6...8.3....1.26....8.5.",
        "2358 24568 =9 457 234 =1 4578 278 467 235 =7 36 =8 2349 45 459 129 1469 =1 2458 248 4579 249 =6 "
        "45789 =3 479 =4 129 127 12 =8 =3 =6 179 =5 2379 1269 36 1246 =5 24 3789 1789 1379 38 168 =5 16 "
        "=7 =9 =2 =4 13 2579 12459 147 23459 =6 2457 3479 79 =8 5789 =3 478 459 49 457 =1 =6 =2 =6 249 "
        "247 2349 =1 =8 3479 =5 3479",
        "se_nishio", 7.6, (), ((61, 7),), 3,
    ),
    (  # multiple forcing chains, a cell's three candidates (complexity 14): 8.0 + 0.3
        ".5.4.9......6....12.....3..7.3...2.....5...9.1.........68....4.....8........7....",
        "368 =5 =1 =4 23 =9 678 278 2678 3489 378 479 =6 235 23578 49 258 =1 =2 478 469 178 15 1578 =3 "
        "568 49 =7 489 =3 189 1469 18 =2 168 =5 68 248 246 =5 1234 12378 147 =9 3478 =1 2489 =5 23789 246 "
        "2378 4678 378 34678 39 =6 =8 1239 12359 1235 179 =4 237 3459 1237 2479 1239 =8 46 1569 123 2369 "
        "3459 123 249 1239 =7 46 15689 1238 23689",
        "se_multiple_forcing_chains", 8.3, (), ((49, 2),), 5,
    ),
    (  # multiple forcing chains, the places of a digit in box 5 (complexity 12): 8.0 + 0.3
        ".8......9...1..6.....7.9..5.6.5.....42..3.8.....2.7...59....34...1....2.....4....",
        "1267 =8 2567 =4 256 =3 127 17 =9 279 57 24579 =1 25 =8 =6 37 234 1236 13 2346 =7 26 =9 124 =8 =5 "
        "13789 =6 3789 =5 189 =4 1279 1379 23 =4 =2 579 69 =3 16 =8 1579 17 1389 135 3589 =2 189 =7 1459 "
        "=6 34 =5 =9 2678 68 17 126 =3 =4 1678 3678 =4 =1 3689 79 56 579 =2 678 23678 37 23678 3689 =4 "
        "1256 1579 1579 1678",
        "se_multiple_forcing_chains", 8.3, (), ((62, 7),), 6,
    ),
    (  # dynamic: r3c3=1 leads to a contradiction (complexity 12): 8.5 + 0.3
        "..92...6....4....82.............7.1..........36......2..3..915.1...75...48....9..",
        "58 13457 =9 =2 1358 138 347 =6 1357 =6 1357 17 =4 1359 13 2357 2379 =8 =2 1345 148 =7 135689 "
        "1368 345 349 1359 589 45 248 569 2368 =7 34568 =1 359 589 17 12478 1569 12368 123468 345678 "
        "34789 3579 =3 =6 1478 159 18 148 4578 4789 =2 =7 =2 =3 =8 =4 =9 =1 =5 =6 =1 =9 =6 =3 =7 =5 28 "
        "28 =4 =4 =8 =5 16 126 126 =9 37 37",
        "se_dynamic_forcing_chains", 8.8, (), ((20, 1),), 3,
    ),
    (  # dynamic cell reduction from r2c1 (complexity 17): 8.5 + 0.4
        ".6...........5182.2.....5.9.7...3......1.....9..7682.....6...3...49...5..12.....4",
        "1458 =6 158 248 24789 79 134 147 13 347 349 79 34 =5 =1 =8 =2 =6 =2 348 138 348 3478 =6 =5 147 "
        "=9 1458 =7 1568 245 249 =3 1469 689 158 458 =2 3568 =1 49 459 34679 689 3578 =9 345 135 =7 =6 =8 "
        "=2 14 135 578 589 79 =6 1478 2457 17 =3 1278 3678 38 =4 =9 178 27 167 =5 1278 5678 =1 =2 358 378 "
        "57 679 689 =4",
        "se_dynamic_forcing_chains", 8.9, (), ((46, 3),), 5,
    ),
]


@pytest.mark.parametrize("puzzle, position, technique, value, placements, eliminations, kind", CASES)
def test_each_producer_gives_ses_step_on_a_reference_position(puzzle, position, technique, value,
                                                               placements, eliminations, kind):
    step = first(technique, candidate_grid(position))
    assert step is not None
    assert (step.technique, step.difficulty) == (technique, value)
    assert (step.placements, step.eliminations, step.parts["kind"]) == (placements, eliminations, kind)
    solution = solve(parse(puzzle)).solution.cells
    assert all(solution[c] == d for c, d in step.placements)
    assert all(solution[c] != d for c, d in step.eliminations)
    assert step.pattern.candidates


@pytest.mark.parametrize("fast, slow", [(multiple_forcing_chains, multiple_forcing_chains_by_facts),
                                        (nishio, nishio_by_cells)])
def test_the_fast_forms_give_the_reference_forms_step(fast, slow):
    # multiple chains over bitsets / fact by fact; Nishio digit by digit (cached) / cell by cell
    for case in CASES:
        grid = candidate_grid(case[1])
        a = next(iter(fast(grid)), None)
        b = next(iter(slow(grid)), None)
        assert (a is None) == (b is None)
        if a is not None:
            assert (a.difficulty, a.placements, a.eliminations, a.parts) == (
                b.difficulty, b.placements, b.eliminations, b.parts)


def test_the_length_bonus_counts_the_thresholds_complexity_minus_2_exceeds():
    # L = complexity - 2: <= 4: 0; 5-6: .1; 7-8: .2; 9-12: .3; 13-16: .4; 17-24: .5; 25-32: .6
    assert [round(length_bonus(c), 1) for c in (6, 7, 8, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35)] == [
        0.0, 0.1, 0.1, 0.2, 0.3, 0.3, 0.4, 0.4, 0.5, 0.5, 0.6, 0.6, 0.7]


def test_an_assumption_turns_off_its_cells_other_candidates_and_their_house_singles_follow():
    # r1c2=4 on: ... r1c1=5 on turns r1c1's 8 off, and that off, processed, leaves 8 one place in
    # column 3 (r3c3): a hidden single an engine that clears the placed cell at once would miss.
    grid = candidate_grid(CASES[5][1])
    on, off, absurd = propagate(tables(grid), grid.cands, 1 * 9 + 3, True, dynamic=True)
    assert 0 * 9 + 4 in on  # r1c1=5
    assert on[20 * 9 + 7][1][0] == 2 * (0 * 9 + 7)  # r3c3=8, because r1c1<>8
    assert off[0 * 9 + 7][1] == (2 * (0 * 9 + 4) + 1,)  # r1c1<>8, because r1c1=5
    # static: the grid is not changed, and that single does not follow
    on, off, absurd = propagate(tables(grid), grid.cands, 1 * 9 + 3, True, dynamic=False)
    assert 20 * 9 + 7 not in on or on[20 * 9 + 7][1][0] != 2 * (0 * 9 + 7)


def test_rate_se_keeps_the_solution_and_matches_se_on_a_sample_of_chain_puzzles():
    rows = [line.split("\t") for line in puzzle_lines("se121_reference.tsv", limit=False)[1:]]
    picked = [r for r in rows if 6.5 <= float(r[2]) < 9.0]
    random.Random(28).shuffle(picked)
    exact = 0
    for row in picked[:4]:
        puzzle = parse(row[0])
        solution = solve(puzzle).solution.cells
        rating = rate(puzzle, profile="se")
        assert rating.solved
        for step in rating.path.steps:
            assert all(solution[c] == d for c, d in step.placements), step
            assert all(solution[c] != d for c, d in step.eliminations), step
        exact += rating.se == float(row[2])
    assert exact >= 3
