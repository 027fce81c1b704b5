"""Every shared variant puzzle of a supported kind (../shared/puzzles/variants, ISS's examples)
solves to its published solution, proven unique (skipped when ../shared is absent).

The hardest killers (see HARD) take seconds each in CPython; they run when SUDOKU_SLOW=1 is set
(the benchmark, bench/bench_variants.py, times them all).
"""

import os

import pytest

from conftest import SET_LIMIT
from sudoku_core.variants import solve_variant
from variant_puzzles import PATH, load

#: Puzzles (names, or how they start) that take more than a second here: run with SUDOKU_SLOW=1.
HARD = (
    "Killing with flowers", "Killer sudoku [0 cage, hard]", "Wecoc #", "tarek unsolvable #41",
    "0-indexed: Killer sudoku, with 0 cage, hard", "16x16: Sudoku X, very hard", "16x16: Sudoku X, hard",
    "16x16: Windoku", "3x3:d:k:26:27:3585:3586",
    # thermometers without givens (two-cell thermometers only): seconds of search ("Bicycle race",
    # about one, runs with the usual ones)
    "I want to break free", "A kind of magic",
    # little killers without givens (a minute and more: see docs/variants.md, "Little killers")
    "The Barbed Cross", "Hailstone - little killer",
)
SLOW = bool(os.environ.get("SUDOKU_SLOW"))
#: Shared puzzles with more than one solution: the published one is one of the two the solver shows
#: ("Sandwich snipe 18", 13 totals of 18 and no givens, has two: test_variant_sandwiches).
NOT_UNIQUE = ("Sandwich snipe 18",)

PUZZLES = load()


def test_the_shared_file_holds_every_supported_kind():
    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    kinds = {kind for _, variant, _ in PUZZLES for kind in variant.kinds()}
    assert {"killer", "jigsaw", "diagonal", "windoku", "anti-knight", "anti-king", "non-consecutive",
            "even-odd", "thermo", "kropki", "xv", "little-killer", "arrow", "sandwich"} <= kinds
    assert len(PUZZLES) >= 40


def chosen(hard: bool):
    picked = [(name, v, s) for name, v, s in PUZZLES if name.startswith(HARD) == hard]
    return picked[:SET_LIMIT] if SET_LIMIT else picked


@pytest.mark.parametrize("hard", [False, True], ids=["usual", "hard"])
def test_each_puzzle_solves_to_its_published_solution(hard):
    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    if hard and not SLOW:
        pytest.skip("the hardest killers take seconds each: set SUDOKU_SLOW=1")
    for name, variant, solution in chosen(hard):
        result = solve_variant(variant)
        if name in NOT_UNIQUE:
            assert result.status == "multiple" and solution in (result.solution.cells, result.witness.cells), name
            continue
        assert result.status == "solved", name
        assert result.solution.cells == solution, name
