"""Sudoku Explainer's producer 18, dynamic forcing chains (+), and the nested levels: positions
from the paths SE 1.2.1 takes on a top1465 puzzle (SER 9.8) and on Norvig's hardest (SER 10.6),
each with what SE finds there (value, complexity, elimination), checked against SE itself; and
the soundness of the hypothetical-grid steps."""

from __future__ import annotations

import pytest

from sudoku_core import parse, solve
from sudoku_core.logic.se import SE_BY_ID
from sudoku_core.logic.se.chaining import propagate, tables
from sudoku_core.logic.se.hypothetical import HypotheticalScans
from sudoku_core.logic.se.inner import Counter, reduction_hints, static_chain_hints
from sudoku_core.logic.se.nested import PLUS, NestedAdvanced

from conftest import candidate_grid
from test_logic_se_chains import CASES as CHAIN_CASES

PUZZLE = "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5"

#: The first position of SE's path where producer 18 is needed (SE: 9.7, a region reduction).
FIRST = (
    "=7 1589 568 1269 13569 23569 =4 125 123 14569 =2 456 149 =7 3459 156 =8 13 1456 145 =3 1246 156 "
    "=8 12567 1257 =9 2489 4789 2478 =5 1689 46 =3 1247 12478 358 =6 457 18 =2 34 1578 =9 1478 234589 "
    "4589 =1 489 39 =7 258 245 =6 12568 1578 25678 =3 568 25 =9 1247 12478 1258 =3 2578 2789 =4 259 "
    "1278 =6 1278 2468 478 =9 2678 68 =1 278 =3 =5"
)

# (position, value, complexity, eliminations, kind): SE's step there
CASES = [
    (FIRST, 9.7, 39, ((2, 5),), 6),
    (  # a contradiction (r3c7=5 cannot hold)
        "=7 1589 68 1269 13569 23569 =4 125 123 14569 =2 456 149 =7 3459 156 =8 13 1456 145 =3 1246 156 "
        "=8 12567 1257 =9 2489 4789 2478 =5 1689 46 =3 1247 12478 358 =6 457 18 =2 34 1578 =9 1478 "
        "234589 4589 =1 489 39 =7 258 245 =6 12568 1578 25678 =3 568 25 =9 1247 12478 1258 =3 2578 2789 "
        "=4 259 1278 =6 1278 2468 478 =9 2678 68 =1 278 =3 =5",
        9.7, 46, ((24, 5),), 3,
    ),
    (  # a double implication (r8c4 loses 2 whether the assumption holds or not)
        "=7 189 68 1269 13569 23569 =4 125 123 14569 =2 456 149 =7 3459 156 =8 13 1456 145 =3 246 156 "
        "=8 1267 1257 =9 2489 4789 2478 =5 1689 46 =3 1247 12478 358 =6 457 18 =2 34 1578 =9 1478 "
        "234589 4589 =1 489 39 =7 258 245 =6 12568 1578 25678 =3 568 25 =9 1247 12478 1258 =3 2578 2789 "
        "=4 259 1278 =6 1278 2468 478 =9 2678 68 =1 278 =3 =5",
        9.8, 57, ((66, 2),), 4,
    ),
]


def first(technique, grid):
    before = list(grid.cands)
    step = next(iter(SE_BY_ID[technique].find(grid)), None)
    assert grid.cands == before  # a finder never changes the grid
    return step


@pytest.mark.parametrize("position, value, complexity, eliminations, kind", CASES)
def test_producer_18_gives_ses_step_where_se_needs_it(position, value, complexity, eliminations, kind):
    grid = candidate_grid(position)
    step = first(PLUS, grid)
    assert step is not None
    assert (step.technique, step.difficulty, step.parts["complexity"]) == (PLUS, value, complexity)
    assert (step.placements, step.eliminations, step.parts["kind"]) == ((), eliminations, kind)
    solution = solve(parse(PUZZLE)).solution.cells
    assert all(solution[c] != d for c, d in step.eliminations)


def test_producer_17_finds_nothing_there_so_the_scans_make_the_step():
    assert first("se_dynamic_forcing_chains", candidate_grid(FIRST)) is None


def test_the_scans_never_turn_off_a_solution_digit_nor_meet_a_contradiction_from_a_true_assumption():
    grid = candidate_grid(FIRST)
    solution = solve(parse(PUZZLE)).solution.cells
    t = tables(grid)
    scans = HypotheticalScans(grid, t)
    grew = 0
    for cell, digit in enumerate(solution):
        if grid.values[cell]:
            continue
        pot = cell * 9 + digit - 1
        plain = propagate(t, grid.cands, pot, True, True)
        on, off, absurd = propagate(t, grid.cands, pot, True, True, advanced=scans)
        assert absurd is None
        assert all(solution[q // 9] == q % 9 + 1 for q in on)
        assert all(solution[q // 9] != q % 9 + 1 for q in off)
        grew += len(off) > len(plain[1])
    assert grew  # the scans found something beyond the plain links


NORVIG = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."

#: The first position of SE's path on Norvig's puzzle that needs level 2 (SE: 10.3, r1c7=4 leads
#: to a contradiction, complexity 59).
LEVEL_2 = (
    "169 249 =5 =3 24689 24678 14689 1679 1478 =8 349 169 4679 =5 467 1469 =2 1347 2369 =7 269 4689 =1 "
    "2468 =5 469 348 =4 289 67 1689 689 =5 =3 179 127 259 =1 289 489 =7 =3 249 459 =6 67 59 =3 =2 469 146 "
    "149 =8 1457 1237 =6 1278 =5 2348 12478 1248 14 =9 12579 2589 =4 1678 268 12678 1268 =3 1258 1235 "
    "238 128 1468 23468 =9 =7 1456 12458"
)


def test_level_2_propagation_meets_ses_contradiction_where_level_1_meets_none():
    grid = candidate_grid(LEVEL_2)
    t = tables(grid)
    pot = 6 * 9 + 4 - 1  # r1c7 = 4
    assert propagate(t, grid.cands, pot, True, True, advanced=HypotheticalScans(grid, t))[2] is None
    nested = NestedAdvanced(grid, t, 2)
    on_anc, off_anc, _, _ = propagate(t, grid.cands, pot, True, True, advanced=nested)[2]
    # SE's complexity: the two ends' facts, plus each forcing chain found inside once
    assert nested.count((on_anc, off_anc)) == 59
    assert solve(parse(NORVIG)).solution.cells[6] != 4


def test_level_2_never_turns_off_a_solution_digit_from_a_true_assumption():
    grid = candidate_grid(LEVEL_2)
    solution = solve(parse(NORVIG)).solution.cells
    t = tables(grid)
    nested = NestedAdvanced(grid, t, 2)
    empty = [c for c in range(81) if not grid.values[c]]
    for cell in empty[::6]:
        on, off, absurd = propagate(t, grid.cands, cell * 9 + solution[cell] - 1, True, True, advanced=nested)
        assert absurd is None
        assert all(solution[q // 9] == q % 9 + 1 for q in on)
        assert all(solution[q // 9] != q % 9 + 1 for q in off)


INNER = [case for case in CHAIN_CASES
         if case[2] in ("se_forcing_chains_cycles", "se_multiple_forcing_chains", "se_dynamic_forcing_chains")]


@pytest.mark.parametrize("case", INNER, ids=[f"{c[2]}-{i}" for i, c in enumerate(INNER)])
def test_the_inner_producers_cheapest_hint_is_the_path_producers_step(case):
    """The nested levels run producers 13, 16 and 17 on hypothetical grids, all their hints:
    the cheapest is the step the path's own producer gives (checked against SE there)."""
    grid = candidate_grid(case[1])
    technique = case[2]
    t = tables(grid)
    places = t.places(grid.cands)
    if technique == "se_forcing_chains_cycles":
        hints = static_chain_hints(t, grid.cands, places)
    else:
        dynamic = technique == "se_dynamic_forcing_chains"

        def run(pot, state):
            return propagate(t, grid.cands, pot, bool(state), dynamic, True, places)

        hints = reduction_hints(t, grid.cands, places, run, 8.5 if dynamic else 8.0, dynamic, Counter(2 * 81 * 9))
    step = first(technique, grid)
    best = hints[0]
    assert round(best.order[0], 1) == step.difficulty
    assert best.complexity == step.parts["complexity"]
    removed = sorted((q // 9, q % 9 + 1) for q in best.removed)
    if best.placed is not None:
        assert step.placements == ((best.placed // 9, best.placed % 9 + 1),)
    else:
        assert removed == sorted(step.eliminations)


@pytest.mark.parametrize("kind", [3, 4, 5, 6])
def test_a_nested_levels_step_has_a_sentence_in_both_languages(kind):
    """A nested level's step keeps its kind and complexity but no assumption of its own (no cell,
    digit or house): ``sentence`` raised KeyError 'cell' on it (10 steps of Norvig's hardest 11).
    It now says what the step found (the page's Chinese: tests/web_unit/test_jobs_wire.py)."""
    from sudoku_core.logic.se.nested import NESTED
    from sudoku_core.logic.step import Pattern, Step
    from sudoku_core.logic.text import sentence

    for technique in NESTED.values():
        step = Step(technique, 9.5, (), ((40, 4),), Pattern(cells=(40,), candidates=((40, 4),)),
                    {"kind": kind, "complexity": 30})
        said = sentence(step, 9, "123456789")
        assert said.endswith("lead to r5c5<>4; so that holds.") and "inside their chains" in said
