"""Wording of the sentences people read: articles, plurals and lists as English (and Chinese) say them."""

import pytest

from sudoku_core import SudokuError
from sudoku_core.variants.formats import read_variant
from sudoku_core.variants.model import make_variant


def _message(call, *args, **kwargs) -> str:
    with pytest.raises(SudokuError) as caught:
        call(*args, **kwargs)
    return str(caught.value)


def test_a_size_that_starts_with_a_vowel_sound_takes_an():
    eight = "\n".join(["9" + "." * 7] + ["." * 8] * 7)
    assert "is not a digit of an 8x8 grid" in _message(read_variant, eight)
    assert "an 11x11 puzzle has 121" in _message(make_variant, size=11, givens=[0] * 5)
    assert "each region of an 8x8 grid has 8" in _message(make_variant, size=8, givens=[0] * 64, regions=[0] * 64)
    assert "do not tile an 11x11 grid" in _message(make_variant, size=11, givens=[0] * 121, box_shape=(3, 3))
    assert "a 9x9 puzzle has 81" in _message(make_variant, size=9, givens=[0] * 5)


def test_a_size_with_one_level_names_the_level_in_the_singular():
    from sudoku_core.generation.generator import generate

    assert "at the level easy only" in _message(generate, size=4, level="hard")
    assert "at the levels easy and medium only" in _message(generate, size=16, level="hard")


#: A position of SE's BUG type 2 (three BUG cells, each with 7 as its BUG digit), as
#: test_logic_se_uniqueness.py has it.
BUG_TYPE_2 = ('=4 =5 =3 12 12 =9 =6 =7 =8 =7 =9 =2 =6 =8 =4 =1 =5 =3 =6 18 18 =7 35 35 =9 =2 =4 18 34 =9 58 '
              '=6 17 =2 34 57 =5 =2 47 38 =9 37 478 =6 =1 18 37 =6 25 =4 127 78 39 579 =2 =6 =5 13 13 =8 47 '
              '49 79 =3 14 14 =9 =7 =6 =5 =8 =2 =9 78 78 =4 25 25 =3 =1 =6')


def bug_type_2_step():
    """The step SE's BUG finds there (also said in Chinese by tests/web_unit/test_step_words.py)."""
    from sudoku_core.logic import CandidateGrid
    from sudoku_core.logic.se import SE_BY_ID

    tokens = BUG_TYPE_2.split()
    values = [int(t[1:]) if t.startswith("=") else 0 for t in tokens]
    cands = [0 if t.startswith("=") else sum(1 << (int(d) - 1) for d in t) for t in tokens]
    grid = CandidateGrid(9, values, cands, "123456789")
    return next(iter(SE_BY_ID["bivalue_universal_grave"].find(grid)))


def test_the_bug_candidates_are_listed_with_and():
    from sudoku_core.logic import sentence

    said = sentence(bug_type_2_step(), 9, "123456789")
    assert "but for 7 in r6c6, 7 in r5c7 and 7 in r6c9 the grid" in said


def test_a_forcing_chains_pattern_names_each_candidate_once():
    """The pattern of a forcing chain (what `explain --json` and a hint's JSON give, and the page
    draws) listed a candidate once per event that met it, the same pair up to three times."""
    from sudoku_core import parse
    from sudoku_core.logic import CandidateGrid, solve_path

    path = solve_path(CandidateGrid.from_puzzle(parse(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")))
    forcing = [step for step in path.steps if "forcing" in step.technique]
    assert forcing
    for step in forcing:
        assert len(step.pattern.candidates) == len(set(step.pattern.candidates)), step.technique
