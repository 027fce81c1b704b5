"""Thermometers (issue 32's second tier, read, solved, drawn and explained): digits rise along a
thermometer from its bulb. The solver's verdicts are checked against the independent counter in
test_variant_solver.py; here the rule's own parts: the model, its conflicts and pencil marks, the
formats, and the logic's step, with the unique solution as the oracle of every step.
"""

import pytest

from sudoku_core import SudokuError
from sudoku_core.variants import make_variant, solve_variant
from sudoku_core.variants.candidates import variant_candidates
from sudoku_core.variants.conflicts import variant_conflicts
from sudoku_core.variants.formats import (read_variant, write_fpuzzles, write_fpuzzles_link, write_iss,
                                          write_layout, write_text)
from sudoku_core.variants.logic import VARIANT_TECHNIQUES, VariantGrid, variant_path
from sudoku_core.variants.logic.board import layout_of
from sudoku_core.variants.logic.words import variant_notation, variant_sentence
from variant_puzzles import PATH, load


def cell(r, c, n=9):
    return (r - 1) * n + (c - 1)


def given(n=9, **at):
    """Givens from keywords such as r1c3=5."""
    values = [0] * (n * n)
    for name, value in at.items():
        r, c = name[1:].split("c")
        values[cell(int(r), int(c), n)] = value
    return tuple(values)


THERMO = (cell(1, 1), cell(1, 2), cell(1, 3), cell(2, 4))


def test_a_thermometer_is_a_kind_its_cells_see_each_other_and_its_order_is_kept():
    v = make_variant(size=9, thermos=[THERMO, (cell(5, 5), cell(4, 4))])
    assert v.kinds() == ("thermo",) and not v.classic()
    assert v.thermos == (THERMO, (cell(5, 5), cell(4, 4)))   # in order of their cells, each kept bulb first
    assert cell(2, 4) in v.peers(cell(1, 1)) and cell(1, 1) in v.peers(cell(2, 4))
    assert make_variant(size=9, thermos=[THERMO, THERMO]).thermos == (THERMO,)


def test_the_first_step_reads_the_thermometer_both_ways_and_says_so():
    v = make_variant(size=9, givens=given(r1c3=5), thermos=[THERMO])
    grid = VariantGrid.from_variant(v)
    found = [(t.id, s) for t in VARIANT_TECHNIQUES[:5] for s in t.find(grid)]
    assert [t for t, _ in found] == ["thermometer"]   # (singles, cage steps: none here)
    step = found[0][1]
    assert step.difficulty == 1.7
    gone = {}
    for c, d in step.eliminations:
        gone.setdefault(c, set()).add(d)
    # r1c2 under the 5, so 2-4 (above the least of r1c1); r1c1 under r1c2's most, so 1-3; r2c4 over 5
    assert gone == {cell(1, 1): {4, 6, 7, 8, 9}, cell(1, 2): {1, 6, 7, 8, 9}, cell(2, 4): {1, 2, 3, 4}}
    layout = layout_of(v)
    assert variant_sentence(step, layout).startswith(
        "Thermometer: digits rise along r1c1-r1c2-r1c3-r2c4 from its bulb r1c1, so each cell holds more than")
    assert variant_notation(step, layout).startswith("Thermometer: r1c1-r1c2-r1c3-r2c4 => r1c1<>46789")


def test_every_step_of_the_shared_thermo_puzzle_keeps_its_published_solution():
    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    name, variant, solution = next(p for p in load() if p[0].strip() == "Thermo")
    assert solve_variant(variant).solution.cells == solution
    path = variant_path(variant, budget=30)
    assert path.solved and any(s.technique == "thermometer" for s in path.steps)
    for step in path.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step
        assert all(solution[c] == d for c, d in step.placements), step
        assert "{" not in variant_sentence(step, layout_of(variant))


def test_digits_that_do_not_rise_are_a_named_conflict_and_pencil_marks_follow_the_thermometer():
    v = make_variant(size=9, thermos=[THERMO])
    values = list(given(r1c1=6, r2c4=3))
    found = variant_conflicts(v, values)
    assert [(f.rule, f.cells, f.digit, f.other, f.index) for f in found] == [("thermo", (cell(1, 1), cell(2, 4)), 6, 3, 0)]
    assert variant_conflicts(v, list(given(r1c1=2, r1c3=4, r2c4=9))) == []
    caged = make_variant(size=9, thermos=[THERMO], cages=[((cell(1, 1), cell(1, 2)), 10)])
    over = variant_conflicts(caged, list(given(r1c1=9, r1c2=8)))   # the cage's sum broken too: both named
    assert sorted(f.rule for f in over) == ["cage_over", "thermo"]
    gap = variant_conflicts(v, list(given(r1c1=5, r1c3=6)))   # r1c2 between them would need a digit of neither
    assert [(f.rule, f.cells, f.digit, f.other, f.found) for f in gap] == [("thermo", (cell(1, 1), cell(1, 3)), 5, 6, 2)]
    marks = variant_candidates(v, list(given(r1c1=2, r2c4=6)))
    digits = lambda m: {d for d in range(1, 10) if m >> (d - 1) & 1}
    assert digits(marks[cell(1, 2)]) == {3, 4} and digits(marks[cell(1, 3)]) == {4, 5}
    assert digits(variant_candidates(v, [0] * 81)[cell(1, 3)]) == {3, 4, 5, 6, 7, 8}   # two cells below it, one above


def test_thermometers_go_through_every_format_and_back():
    forked = (cell(5, 5), cell(4, 4), cell(3, 3))
    for v in (make_variant(size=9, givens=given(r1c3=5), thermos=[THERMO, forked, (cell(5, 5), cell(6, 6))],
                           name="Forked"),
              make_variant(size=16, thermos=[tuple(cell(1, c, 16) for c in range(1, 17))]),
              make_variant(size=6, cages=[((0, 1), 3)], thermos=[(cell(6, 1, 6), cell(5, 2, 6))])):
        for text in (write_fpuzzles(v), write_fpuzzles_link(v), write_iss(v), write_text(v)):
            back = read_variant(text)
            assert back.thermos == v.thermos and back.replace(name=v.name) == v, text[:80]
        with pytest.raises(SudokuError) as raised:   # a jigsaw layout has no place for them: not lost unsaid
            write_layout(v)
        assert raised.value.code == "bad_format" and "thermo" in raised.value.details["kinds"]


def test_a_thermometer_that_cannot_be_is_refused_by_name():
    for thermos, reason in (([(0,)], "short"), ([(0, 1, 0)], "repeat"), ([tuple(range(10))], "long"),
                            ([(0, 2)], "apart"), ([(8, 9)], "apart")):   # (8 and 9: row 1's end, row 2's start)
        with pytest.raises(SudokuError) as raised:
            make_variant(size=9, thermos=thermos)
        assert raised.value.code == "bad_thermo" and raised.value.details["reason"] == reason
    for thermos in ([(10 ** 5000, 1)], [("R1C1", 1)], [(0.5, 1)]):   # (10**5000 cannot even be written out)
        with pytest.raises(SudokuError) as raised:
            make_variant(size=9, thermos=thermos)
        assert raised.value.code == "bad_cell" and len(raised.value.message) < 200
    with pytest.raises(SudokuError) as raised:
        make_variant(size=9, givens=given(r1c2=1), thermos=[THERMO])
    assert raised.value.code == "rule_broken" and raised.value.cells == (cell(1, 2),)
