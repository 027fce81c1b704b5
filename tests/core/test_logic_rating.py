"""The rating (rate) and hints from any position (hint_at)."""

import pytest

from sudoku_core import SudokuError, parse, solve
from sudoku_core.logic import (
    LEVELS, NEEDS_GUESSING, PROFILES, TECHNIQUES, CandidateGrid, Path, Profile, Technique, hint_at, level_of, next_step, rate,
    solve_path, solve_path_work,
)

from conftest import puzzle_lines

SINGLES = TECHNIQUES[:3]
EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
#: First puzzle of the SE-rated set (SE 7.2): singles alone stall on it.
HARD = "..3..1.7.2....38...1.9....332.7.56......2......68.4.127....8.4...24....7.5.3..1.."


def test_levels_table():
    assert [name for name, _ in LEVELS][:3] == ["easy", "medium", "hard"]
    bounds = [bound for _, bound in LEVELS]
    assert bounds == sorted(bounds)
    assert level_of(1.0) == level_of(1.2) == "easy"
    assert level_of(1.5) == level_of(2.3) == "medium"
    assert level_of(2.6) == level_of(4.4) == "hard"
    assert level_of(5.0) == level_of(6.4) == "diabolical"
    assert level_of(7.2) == "extreme" and level_of(8.3) == "nightmare"
    assert level_of(None) == NEEDS_GUESSING


def test_easy_puzzle_fields():
    puzzle = parse(EASY)
    r = rate(puzzle)
    assert r.solved and r.se is not None and r.se <= 2.3 and r.level in ("easy", "medium")
    assert r.hardest in ("full_house", "hidden_single", "naked_single")
    assert r.steps == sum(r.counts.values()) == puzzle.cells.count(0)
    assert r.ep is not None and r.ed is not None and r.ed <= r.ep <= r.se
    stats = solve(puzzle).stats
    assert (r.nodes, r.guesses) == (stats.nodes, stats.backtracks)
    d = r.to_dict()
    assert set(d) == {"se", "ep", "ed", "level", "hardest", "steps", "counts", "solved", "reached", "nodes", "guesses",
                      "profile"}
    assert d["profile"] == r.profile == "se"


#: Sudoku Explainer 1.2.1 rates it 5.7 (BUG type 2-4; se121_reference.tsv, skfr's EP and ED 1.2);
#: the teaching profile has no BUG type 2-4 and needs a Skyscraper (6.6) first.
BUG = "...2..39.8....51..94..3.....2.4.9..7..7...2..4..7.6.8.....1..62..85....1.31..4..."
#: top1465's first puzzle: SE 1.2.1 rates it 9.0 (dynamic forcing chains), under a second here
#: (Inkala's, 10.7, takes a minute: the nested levels are tested step by step in test_logic_se_nested.py).
CHAINS = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"


def test_rate_uses_sudoku_explainers_profile_by_default():
    r = rate(parse(BUG))
    assert (r.profile, r.se, r.ep, r.ed, r.level, r.hardest) == ("se", 5.7, 1.2, 1.2, "diabolical",
                                                                  "bivalue_universal_grave")
    assert r.to_dict()["profile"] == "se" and rate(parse(BUG), profile="se") == r
    taught = rate(parse(BUG), profile="teaching")
    assert (taught.profile, taught.se, taught.level, taught.hardest) == ("teaching", 6.6, "extreme", "skyscraper")
    assert "skyscraper" not in PROFILES["se"].by_id and "skyscraper" in PROFILES["teaching"].by_id


def test_an_unknown_profile_is_refused():
    with pytest.raises(SudokuError) as caught:
        rate(parse(EASY), profile="hodoku")
    assert caught.value.code == "bad_argument" and "se, teaching" in caught.value.message


def test_rating_is_the_hardest_step_of_the_path():
    r = rate(parse(CHAINS))
    assert r.path is not None and r.se == 9.0
    top = max((s.difficulty for s in r.path.steps), default=0.0)
    assert r.reached == round(top, 1)
    assert r.se == (round(top, 1) if r.solved else None)
    assert r.level == level_of(r.se)


def test_stalled_logic_says_needs_guessing():
    r = rate(parse(HARD), profile=Profile("singles", SINGLES, first_producer=False))
    assert not r.solved and r.se is None and r.level == NEEDS_GUESSING
    assert r.steps > 0 and r.reached >= 1.0 and r.hardest is not None


def test_a_full_grid_rates_zero():
    solution = solve(parse(EASY)).solution
    r = rate(solution)
    assert r.solved and r.se == 0.0 and r.steps == 0 and r.level == "easy"


def test_invalid_puzzles_raise_with_codes():
    with pytest.raises(SudokuError) as e:
        rate(parse("55" + "." * 79))
    assert e.value.code == "duplicate"
    with pytest.raises(SudokuError) as e:
        rate(parse("." * 81))
    assert e.value.code == "multiple_solutions" and e.value.cells
    with pytest.raises(SudokuError) as e:
        rate(parse("12345678." + "." * 71 + "9"))
    assert e.value.code == "no_solution"
    with pytest.raises(SudokuError) as e:
        rate("not a puzzle")
    assert e.value.code == "bad_argument"


def test_path_is_deterministic():
    for text in (EASY, HARD, CHAINS):
        a, b = rate(parse(text)), rate(parse(text))
        assert a.path.steps == b.path.steps and a.to_dict() == b.to_dict()


def test_other_sizes_rate():
    four = puzzle_lines("sudoku4x4_amayaos_unique.txt")[0]
    r = rate(parse(four))
    assert r.solved and r.se <= 2.3
    sixteen = puzzle_lines("sudoku16x16_hexadoku_online_3.txt")[0]
    r = rate(parse(sixteen))
    assert r.steps > 0 and r.level == level_of(r.se)
    assert r.profile == "se"  # SE's producers run on every size (see sudoku_core.logic.profiles)


def test_se_profile_steps_keep_the_solution_on_other_sizes():
    # rate uses SE's producers on 4x4 and 16x16 too: every step they take must be sound there
    lines = puzzle_lines("sudoku4x4_amayaos_unique.txt")[:5] + puzzle_lines("sudoku16x16_hexadoku_online_3.txt")[:3]
    for text in lines:
        puzzle = parse(text)
        solution = solve(puzzle).solution.cells
        r = rate(puzzle)
        assert r.profile == "se" and r.solved
        for step in r.path.steps:
            assert all(solution[c] == d for c, d in step.placements)
            assert all(solution[c] != d for c, d in step.eliminations)


# ----- hints ------------------------------------------------------------------------------------

def _solution(text):
    return solve(parse(text)).solution.cells


def test_hint_from_the_givens_is_the_first_step_of_the_path():
    puzzle = parse(HARD)
    h = hint_at(puzzle)
    assert h.kind == "step" and h.step == next_step(CandidateGrid.from_puzzle(puzzle))
    one, two, three = h.detail(1), h.detail(2), h.detail(3)
    assert one["technique"] == h.step.technique and one["houses"] and "cells" not in one
    assert "cells" in two and "eliminations" not in two
    assert three["placements"] == [list(p) for p in h.step.placements]
    assert h.text(1).startswith("Next technique: ") and h.text(3)


def test_hint_accepts_text_and_many_entry_forms():
    sol = _solution(HARD)
    blanks = [c for c, v in enumerate(parse(HARD).cells) if not v]
    some = {c: sol[c] for c in blanks[:10]}
    as_pairs = hint_at(HARD, list(some.items()))
    as_dict = hint_at(parse(HARD), some)
    cells = list(parse(HARD).cells)
    for c, d in some.items():
        cells[c] = d
    as_puzzle = hint_at(HARD, parse(HARD).with_cells(cells))
    as_list = hint_at(HARD, cells)
    assert as_pairs.step == as_dict.step == as_puzzle.step == as_list.step
    assert as_pairs.kind == "step"


def test_wrong_entry_comes_first():
    sol = _solution(HARD)
    blank = parse(HARD).cells.index(0)
    wrong_digit = sol[blank] % 9 + 1
    h = hint_at(HARD, {blank: wrong_digit}, eliminated=[(blank + 1, 1)])
    assert h.kind == "wrong_entry" and h.cells == (blank,) and h.wrong == ((blank, wrong_digit),)
    assert h.detail(1) == {"kind": "wrong_entry", "level": 1, "count": 1}
    assert "r1c1" in h.text(2)


def test_wrong_elimination_is_reported():
    sol = _solution(HARD)
    blank = parse(HARD).cells.index(0)
    h = hint_at(HARD, None, eliminated=[(blank, sol[blank])])
    assert h.kind == "wrong_elimination" and h.wrong == ((blank, sol[blank]),)
    # crossing out a candidate that is not the solution's digit is fine
    other = next(d for d in range(1, 10) if d != sol[blank])
    assert hint_at(HARD, None, eliminated=[(blank, other)]).kind == "step"


def test_hint_uses_the_users_eliminations():
    puzzle = parse(HARD)
    grid = CandidateGrid.from_puzzle(puzzle)
    path = solve_path(grid)
    crossed = [e for s in path.steps[:6] for e in s.eliminations]
    placed = {c: d for s in path.steps[:6] for c, d in s.placements}
    h = hint_at(puzzle, placed, crossed)
    if len(path.steps) > 6:
        assert h.step == path.steps[6]


def test_solved_and_stuck():
    sol = _solution(HARD)
    assert hint_at(HARD, list(sol)).kind == "solved"
    grid = solve_path(CandidateGrid.from_puzzle(parse(HARD)), SINGLES).grid
    h = hint_at(HARD, grid.values, techniques=SINGLES)
    assert h.kind == "stuck" and "guessing" in h.text(1)


def test_a_puzzle_without_one_solution_is_said_with_its_cells_not_highlights():
    """The logic engine's refusal of a puzzle with several solutions said "the highlighted cells
    differ", which the CLI and the library cannot show, and of one with none, "no logical path to
    rate" (a hint asked it too): it names where two solutions differ, for classic and variant alike."""
    from sudoku_core.variants.formats import read_variant
    from sudoku_core.variants.logic import variant_hint

    for ask, puzzle in ((hint_at, "123456789" + "." * 70 + "12"), (rate, parse("123456789" + "." * 70 + "12"))):
        with pytest.raises(SudokuError) as e:
            ask(puzzle)
        assert e.value.code == "multiple_solutions" and e.value.cells == (66, 69, 75, 78)
        assert e.value.message.endswith("two of them differ in 4 cells: r8c4, r8c7, r9c4, r9c7.")
    from sudoku_core.logic.rating import one_solution_or_error

    with pytest.raises(SudokuError) as e:     # a long list: six named, the rest counted (all in cells)
        one_solution_or_error("multiple", tuple(range(0, 20, 2)), 9)
    assert e.value.message.endswith("differ in 10 cells: r1c1, r1c3, r1c5, r1c7, r1c9, r2c2 and 4 more.")
    assert e.value.cells == tuple(range(0, 20, 2))
    with pytest.raises(SudokuError) as e:
        hint_at("12345678." + "." * 71 + "9")
    assert e.value.code == "no_solution" and e.value.message == "This puzzle has no solution, so no logical path can solve it."
    killer = read_variant("variant: killer\nsize: 4\n12..\n....\n....\n...1\ncage 3: r4c3 r4c4\n")
    with pytest.raises(SudokuError) as e:
        variant_hint(killer)
    assert e.value.message.endswith("differ in 4 cells: r2c1, r2c2, r4c1, r4c2.") and "highlighted" not in e.value.message


def test_hint_rejects_bad_input():
    with pytest.raises(SudokuError) as e:
        hint_at("." * 81)
    assert e.value.code == "multiple_solutions"
    with pytest.raises(SudokuError) as e:
        hint_at(HARD, {2: 5})  # r1c3 is a given 3
    assert e.value.code == "bad_argument"
    with pytest.raises(SudokuError):
        hint_at(HARD, [(0, 10)])


def test_the_path_in_turns_is_the_same_path():
    """solve_path_work yields each technique as it is tried and fills the Path it is given."""
    puzzle = "..3..1.7.2....38...1.9....332.7.56......2......68.4.127....8.4...24....7.5.3..1.."
    grid = CandidateGrid.from_puzzle(parse(puzzle))
    path = Path()
    work = solve_path_work(grid, path=path)
    tried = 0
    while True:
        try:
            assert isinstance(next(work), Technique)
            tried += 1
        except StopIteration as done:
            assert done.value is path
            break
    whole = solve_path(grid)
    assert [s.technique for s in path.steps] == [s.technique for s in whole.steps] and path.solved == whole.solved
    assert tried >= len(path.steps) > 0


def test_a_bug_plus_1_hint_at_level_1_names_no_house_that_pins_its_cell():
    """BUG+1's level 1 said "in row 3, column 9 and box 3": three houses that meet in exactly the
    cell it places, the answer given away at the vaguest level. It names the technique only now
    (BUG reads the whole grid); levels 2 and 3 say the rest."""
    bug = "...2..39.8....51..94..3.....2.4.9..7..7...2..4..7.6.8.....1..62..85....1.31..4..."
    path = solve_path(CandidateGrid.from_puzzle(parse(bug)))
    at = next(i for i, s in enumerate(path.steps) if s.technique == "bug_plus_1")
    grid = CandidateGrid.from_puzzle(parse(bug))
    for step in path.steps[:at]:
        grid.apply(step)
    eliminated = [(c, d) for c in range(81) if not grid.values[c] for d in range(1, 10)
                  if not grid.cands[c] >> (d - 1) & 1]
    h = hint_at(bug, grid.values, eliminated)
    assert h.kind == "step" and h.step.technique == "bug_plus_1"
    assert h.houses == () and h.text(1) == "Next technique: BUG+1."
    (cell, digit), = h.step.placements
    assert f"r{cell // 9 + 1}c{cell % 9 + 1}" in h.text(3)
