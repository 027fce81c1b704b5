"""Sudoku Explainer's uniqueness producers (issue 28): unique rectangles and loops (SE's producer
9) and the Bivalue Universal Grave, types 1 to 4 (producer 11).

Each position is a grid met on the way through a reference puzzle (``se121_reference.tsv``),
with the first hint Sudoku Explainer 1.2.1 itself gives there (checked against SE run locally);
a grid is written cell by cell: ``=d`` for a placed digit, else the candidates.
"""

from __future__ import annotations

import pytest
from conftest import candidate_grid, puzzle_lines

from sudoku_core import parse, solve
from sudoku_core.logic import CandidateGrid, rate
from sudoku_core.logic.se import SE_BY_ID, SE_TECHNIQUES
from sudoku_core.logic.slices import PAUSE

UNIQUE, BUG = "unique_loop", "bivalue_universal_grave"


#: (producer, value, type, SE's eliminations, the reference puzzle, the grid on its way).
POSITIONS = [
    # type 1 on a rectangle (4.5); SE's own path takes this step
    ('unique_loop', 4.5, 1, ((18, 5), (18, 8)),
     '13...7..2.7.23..14...6.....7.....29..1.....3..95.....6.....9...94..61.5.6..8...29',
     ('=1 =3 68 =4 =9 =7 =5 68 =2 58 =7 69 =2 =3 58 69 =1 =4 458 =2 489 =6 =1 58 389 78 378 =7 =6 '
      '=3 =1 58 =4 =2 =9 58 =2 =1 48 =9 57 =6 48 =3 57 48 =9 =5 =3 78 =2 =1 478 =6 =3 =8 =7 =5 =2 '
      '=9 46 46 =1 =9 =4 =2 =7 =6 =1 38 =5 38 =6 =5 =1 =8 =4 =3 =7 =2 =9')),
    # type 2 on a loop of 6 cells (4.6); on SE's path
    ('unique_loop', 4.6, 2, ((59, 2),),
     '9..7.....5....843..76.1.5...8...67..6.......3..78...4...5.7.81..614....5.....5..4',
     ('=9 34 =8 =7 =5 34 26 26 =1 =5 =1 =2 69 69 =8 =4 =3 =7 34 =7 =6 23 =1 234 =5 =9 =8 =1 =8 349 '
      '239 2349 =6 =7 =5 29 =6 29 49 =5 249 =7 =1 =8 =3 23 =5 =7 =8 239 =1 269 =4 269 234 234 =5 '
      '236 =7 239 =8 =1 269 78 =6 =1 =4 238 239 239 27 =5 78 239 39 =1 2368 =5 236 267 =4')),
    # type 3, the extra digits and two cells forming a naked triple (4.7); on SE's path
    ('unique_loop', 4.7, 3, ((2, 4), (2, 7), (2, 9), (5, 7), (5, 9)),
     '.2.8....51.....93............84..2......1........6....61.....7....2.5..43........',
     ('479 =2 34679 =8 49 13679 1467 146 =5 =1 45678 4567 567 245 67 =9 =3 2678 45789 3456789 '
      '345679 13567 2459 13679 14678 12468 12678 57 3567 =8 =4 59 379 =2 156 1367 24579 345679 '
      '345679 357 =1 28 345678 45689 36789 24579 34579 =1 357 =6 28 34578 4589 3789 =6 =1 25 =9 =8 '
      '=4 35 =7 23 789 789 79 =2 =3 =5 16 16 =4 =3 45 245 16 =7 16 58 2589 289')),
    # type 3, a hidden set: x, y and one more digit in one extra cell and two others (4.6)
    ('unique_loop', 4.6, 3, ((10, 1), (10, 9)),
     '.8..9....3......6....3...4.....1...5..2...9....7...8..65....1.....2.7........4...',
     ('247 =8 56 4567 =9 256 2357 12357 1237 =3 12479 159 4578 2478 1258 257 =6 89 1279 12679 1569 '
      '=3 278 12568 257 =4 89 489 3469 3689 46789 =1 23689 23467 237 =5 1458 1346 =2 45678 3478 '
      '3568 =9 137 13467 1459 13469 =7 4569 234 23569 =8 123 12346 =6 =5 =4 89 38 389 =1 2378 237 '
      '189 139 1389 =2 3568 =7 3456 3589 346 27 27 389 =1 3568 =4 356 3589 36')),
    # type 4 on a loop of 6 cells (4.6)
    ('unique_loop', 4.6, 4, ((72, 6), (73, 6)),
     '.........9.85461.7...1.8...54..9..78.72...91.3.9.7.4.245.7.2.91....8......7...3..',
     ('16 136 456 =9 23 =7 25 =8 456 =9 =2 =8 =5 =4 =6 =1 =3 =7 =7 36 456 =1 23 =8 25 246 =9 =5 =4 '
      '=1 =2 =9 =3 =6 =7 =8 68 =7 =2 68 =5 =4 =9 =1 =3 =3 68 =9 68 =7 =1 =4 =5 =2 =4 =5 =3 =7 =6 =2 '
      '=8 =9 =1 126 169 6 =3 =8 59 =7 246 456 268 689 =7 =4 =1 59 =3 26 56')),
    # BUG type 1: the one BUG cell keeps its BUG digit (5.6); on SE's path
    ('bivalue_universal_grave', 5.6, 1, ((9, 8), (9, 9)),
     '..............1..2..3..4..5........1....6......672.........3.6..1....7..7.....8.4',
     ('49 =5 =1 =2 39 =7 34 =8 =6 489 =6 48 39 =5 =1 34 =7 =2 =2 =7 =3 =6 =8 =4 =9 =1 =5 58 =2 =7 '
      '34 34 58 =6 =9 =1 =3 =9 58 =1 =6 58 =2 =4 =7 =1 =4 =6 =7 =2 =9 =5 =3 =8 45 =8 =2 45 =7 =3 =1 '
      '=6 =9 =6 =1 49 =8 49 =2 =7 =5 =3 =7 =3 59 59 =1 =6 =8 =2 =4')),
    # BUG type 2 (5.7); on SE's path
    ('bivalue_universal_grave', 5.7, 2, ((51, 7),),
     '.53.....8...6....3...7..924....6.2..52..9..61..6.4....265..8...3....6...9.....31.',
     ('=4 =5 =3 12 12 =9 =6 =7 =8 =7 =9 =2 =6 =8 =4 =1 =5 =3 =6 18 18 =7 35 35 =9 =2 =4 18 34 =9 58 '
      '=6 17 =2 34 57 =5 =2 47 38 =9 37 478 =6 =1 18 37 =6 25 =4 127 78 39 579 =2 =6 =5 13 13 =8 47 '
      '49 79 =3 14 14 =9 =7 =6 =5 =8 =2 =9 78 78 =4 25 25 =3 =1 =6')),
    # BUG type 3: the BUG digits and one cell forming a naked pair (5.8)
    ('bivalue_universal_grave', 5.8, 3, ((8, 3),),
     '.79..4.....68.3.9.5.....24....2..9.8.2..8..6.7.8..5....37.....2.6.3.25.....4..83.',
     ('23 =7 =9 =1 25 =4 =6 =8 35 24 14 =6 =8 25 =3 17 =9 157 =5 =8 13 =7 =9 =6 =2 =4 13 =6 14 13 '
      '=2 34 =7 =9 =5 =8 34 =2 =5 =9 =8 =1 37 =6 347 =7 =9 =8 =6 34 =5 13 =2 134 =9 =3 =7 =5 =6 =8 '
      '=4 =1 =2 =8 =6 =4 =3 =1 =2 =5 =7 =9 =1 =5 =2 =4 =7 =9 =8 =3 =6')),
    # BUG type 4 (5.7); on SE's path
    ('bivalue_universal_grave', 5.7, 4, ((12, 2), (14, 6)),
     '..68.49....5...4..3...5...6.247.569.8..1.9..4....4....759...368..2...7...8.....4.',
     ('=2 17 =6 =8 17 =4 =9 =3 =5 =9 17 =5 236 16 2367 =4 =8 27 =3 =4 =8 =9 =5 27 =1 27 =6 =1 =2 =4 '
      '=7 =8 =5 =6 =9 =3 =8 =6 =7 =1 =3 =9 25 25 =4 =5 =9 =3 26 =4 26 =8 17 17 =7 =5 =9 =4 =2 =1 =3 '
      '=6 =8 =4 =3 =2 56 69 =8 =7 15 19 =6 =8 =1 35 79 37 25 =4 29')),
    # two hints here, found in another order: SE's sort gives the cheaper, a type 4 (4.5) before a
    # type 3 (4.6)
    ('unique_loop', 4.5, 4, ((60, 4), (61, 4)),
     '..7...1...29...75....127....3.6.8.9.5...1...8...543......7.2....82...67...6.3.9..',
     ('=8 =4 =7 39 59 56 =1 23 236 =1 =2 =9 34 =8 46 =7 =5 36 36 56 35 =1 =2 =7 48 48 =9 =2 =3 =1 '
      '=6 =7 =8 45 =9 45 =5 =7 =4 =2 =1 =9 =3 =6 =8 69 69 =8 =5 =4 =3 =2 =1 =7 349 159 35 =7 =6 =2 '
      '458 348 1345 34 =8 =2 49 59 145 =6 =7 1345 =7 15 =6 =8 =3 145 =9 24 1245')),
]


@pytest.mark.parametrize("technique, value, kind, eliminations, puzzle, tokens", POSITIONS,
                         ids=[f"{p[0]}-{p[2]}-{p[1]}" for p in POSITIONS])
def test_the_first_hint_is_sudoku_explainers(technique, value, kind, eliminations, puzzle, tokens):
    grid = candidate_grid(tokens)
    step = next(iter(SE_BY_ID[technique].find(grid)))
    assert (step.technique, step.difficulty, step.parts["type"]) == (technique, value, kind)
    assert step.eliminations == eliminations and not step.placements
    solution = solve(parse(puzzle)).solution.cells
    assert all(solution[c] != d for c, d in step.eliminations)
    assert grid.cands == candidate_grid(tokens).cands  # the finder leaves the grid alone


def test_a_loop_of_six_cells_and_a_hidden_set_are_found():
    # the type 2 position above is a loop of 6 cells (4.6), the 4.6 type 3 a hidden set
    loop = next(iter(SE_BY_ID[UNIQUE].find(candidate_grid(POSITIONS[1][5]))))
    assert loop.parts["size"] == 6 and len(loop.pattern.cells) == 6
    hidden = next(iter(SE_BY_ID[UNIQUE].find(candidate_grid(POSITIONS[3][5]))))
    assert hidden.parts["hidden_cells"] and hidden.parts["house"] in hidden.pattern.houses


def test_a_type_3_draws_the_set_its_sentence_names():
    # "... with r.. they form a naked set ..." named cells that were never highlighted: the
    # pattern was the loop alone
    naked = next(iter(SE_BY_ID[UNIQUE].find(candidate_grid(POSITIONS[2][5]))))
    hidden = next(iter(SE_BY_ID[UNIQUE].find(candidate_grid(POSITIONS[3][5]))))
    for step, key in ((naked, "naked_cells"), (hidden, "hidden_cells")):
        assert step.parts[key] and set(step.parts[key]) <= set(step.pattern.cells)
        assert {c for c, _ in step.pattern.candidates} == set(step.pattern.cells)
    assert {(c, d) for c in naked.parts["naked_cells"] for d in naked.parts["naked_digits"]
            if grid_has(POSITIONS[2][5], c, d)} <= set(naked.pattern.candidates)
    assert {(c, d) for c in hidden.parts["hidden_cells"] for d in hidden.parts["hidden_digits"]
            if grid_has(POSITIONS[3][5], c, d)} <= set(hidden.pattern.candidates)


def grid_has(tokens, cell, digit):
    return candidate_grid(tokens).has(cell, digit)


def test_the_loop_search_is_paced():
    items = list(SE_BY_ID[UNIQUE].search(candidate_grid(POSITIONS[0][5])))
    assert items.count(PAUSE) >= 2 and items[-1] is not PAUSE  # pauses, then the sorted hints


def test_the_producers_stand_at_sudoku_explainers_places():
    ids = [t.id for t in SE_TECHNIQUES]
    assert ids.index("xyz_wing") + 1 == ids.index(UNIQUE) == ids.index("naked_quad") - 1
    assert ids.index("hidden_quad") + 1 == ids.index(BUG) == ids.index("aligned_pair_exclusion") - 1
    assert "bug_plus_1" not in ids and ids.index("aligned_triple_exclusion") > ids.index(BUG)


@pytest.mark.parametrize("puzzle, er", [
    ("13...7..2.7.23..14...6.....7.....29..1.....3..95.....6.....9...94..61.5.6..8...29", 4.5),  # UR type 1
    ("249.6...3.3....2..8.......5.....6......2......1..4.82..9.5..7....4.....1.7...3...", 4.5),  # UR type 4
    (".53.....8...6....3...7..924....6.2..52..9..61..6.4....265..8...3....6...9.....31.", 5.7),  # BUG type 2
    ("..............1..2..3..4..5........1....6......672.........3.6..1....7..7.....8.4", 5.6),  # BUG type 1
])
def test_reference_puzzles_rate_as_sudoku_explainer_rates_them(puzzle, er):
    assert rate(parse(puzzle), profile="se").se == er


def test_every_hint_keeps_the_solution_on_a_sample_of_reference_puzzles():
    rows = [line.split("\t") for line in puzzle_lines("se121_reference.tsv", limit=False)[1:]]
    sample = [r[0] for r in rows if 4.4 <= float(r[2]) <= 5.7][::6]
    checked = 0
    for text in sample:
        puzzle = parse(text)
        solution = solve(puzzle).solution.cells
        grid = CandidateGrid.from_puzzle(puzzle)
        for step in rate(puzzle, profile="se").path.steps:
            if step.difficulty >= 3.0:  # past the singles and locking: a grid worth a look
                for technique in (SE_BY_ID[UNIQUE], SE_BY_ID[BUG]):
                    for found in technique.find(grid):
                        checked += 1
                        assert all(solution[c] != d for c, d in found.eliminations), (text, found)
            grid.apply(step)
    assert checked > 20
