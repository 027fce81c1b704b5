"""Sudoku Explainer's aligned exclusion producers (issue 28): aligned pair exclusion (SE's
producer 12, 6.2) and aligned triple exclusion (producer 14, 7.5).

The position is a grid met on the way through a reference puzzle (``se121_reference.tsv``) where
SE 1.2.1's own path uses aligned pair exclusion; the expected hints are SE's (checked against SE
run locally). A grid is written cell by cell: ``=d`` for a placed digit, else the candidates.
"""

from __future__ import annotations

import time

from conftest import candidate_grid, puzzle_lines

from sudoku_core import parse, solve
from sudoku_core.logic import CandidateGrid, rate
from sudoku_core.logic.se import SE_BY_ID
from sudoku_core.logic.slices import PAUSE

PAIR, TRIPLE = "aligned_pair_exclusion", "aligned_triple_exclusion"
PUZZLE = "..7...1...29...75....127....3.6.8.9.5...1...8...543......7.2....82...67...6.3.9.."
TOKENS = ("=8 =4 =7 39 59 56 =1 23 236 =1 =2 =9 34 =8 46 =7 =5 36 36 56 35 =1 =2 =7 48 48 =9 =2 =3 "
          "=1 =6 =7 =8 45 =9 45 =5 =7 =4 =2 =1 =9 =3 =6 =8 69 69 =8 =5 =4 =3 =2 =1 =7 49 19 35 =7 =6 "
          "=2 58 38 14 34 =8 =2 49 59 145 =6 =7 1345 =7 15 =6 =8 =3 145 =9 24 1245")


def test_aligned_pair_exclusion_gives_sudoku_explainers_hint():
    # r8c9 and r9c9, with six two-candidate cells seeing both: r8c9 cannot be 4
    step = next(iter(SE_BY_ID[PAIR].find(candidate_grid(TOKENS))))
    assert (step.technique, step.difficulty, step.eliminations) == (PAIR, 6.2, ((71, 4),))
    assert len(step.parts["cells"]) == 2 and len(step.parts["excluders"]) >= 2


def test_the_pairs_are_tried_in_sudoku_explainers_order():
    # pairs come in the order of their bitmasks over the base cells: r2c4 and r2c8 ({5, 7} of the
    # list) before r1c8 and r3c8 ({2, 10}), which dictionary order would try first
    tokens = ("158 158 =7 =6 =4 =2 =3 589 589 =9 =3 28 18 =5 18 =4 678 2678 =4 258 =6 =7 =9 =3 =1 58 "
              "258 128 =6 =9 =3 27 148 =5 147 17 =7 12 =5 =9 26 14 =8 1346 136 =3 18 =4 18 67 =5 =9 =2 "
              "67 258 =9 28 =4 =1 =6 =7 358 358 58 =7 =1 =2 =3 =9 =6 58 =4 =6 =4 =3 =5 =8 =7 =2 19 19")
    step = next(iter(SE_BY_ID[PAIR].find(candidate_grid(tokens))))
    assert (step.parts["cells"], step.eliminations) == ((12, 16), ((16, 8),))


def test_aligned_triple_exclusion_gives_sudoku_explainers_hint():
    # r8c9, r9c9 and r7c9: r8c9 cannot be 1 or 4
    step = next(iter(SE_BY_ID[TRIPLE].find(candidate_grid(TOKENS))))
    assert (step.technique, step.difficulty, step.eliminations) == (TRIPLE, 7.5, ((71, 1), (71, 4)))
    assert len(step.parts["cells"]) == 3 and len(step.parts["excluders"]) >= 2
    solution = solve(parse(PUZZLE)).solution.cells
    assert all(solution[c] != d for c, d in step.eliminations)


def test_the_triple_search_is_paced_and_quick_when_it_finds_nothing():
    # the puzzle's first grid has plenty of base cells and no exclusion: the search pauses
    # between first cells
    grid = CandidateGrid.from_puzzle(parse(PUZZLE))
    items = list(SE_BY_ID[TRIPLE].search(grid))
    assert items.count(PAUSE) >= 10
    start = time.perf_counter()
    list(SE_BY_ID[TRIPLE].find(grid))
    assert time.perf_counter() - start < 5.0


#: Reference puzzles whose path here (without SE's chains yet) meets the exclusions often.
SAMPLE = (
    "..5...987.4..5...1..7......2...48....9.1.....6..2.....3..6..2.......9.7.......5..",
    "9..26..8.7.....3...3.....92.4..1.6.....7.9.....3.2..1.38.....6...6.....8.9..48..7",
    "7.......4...29....6...8..5....7..8...8...1.9...4.3.2...2.3....6176....2.4........",
)


def test_every_exclusion_keeps_the_solution_on_a_sample_of_reference_puzzles():
    reference = {line.split("\t")[0] for line in puzzle_lines("se121_reference.tsv", limit=False)}
    assert set(SAMPLE) <= reference
    checked = 0
    for text in SAMPLE:
        puzzle = parse(text)
        solution = solve(puzzle).solution.cells
        grid = CandidateGrid.from_puzzle(puzzle)
        for step in rate(puzzle, profile="se").path.steps:
            if step.difficulty >= 6.2:  # where SE reaches the exclusions (or the chains after them)
                for technique in (SE_BY_ID[PAIR], SE_BY_ID[TRIPLE]):
                    for n, found in enumerate(technique.find(grid)):
                        checked += 1
                        assert all(solution[c] != d for c, d in found.eliminations), (text, found)
                        if n == 9:
                            break
            grid.apply(step)
    assert checked >= 10
