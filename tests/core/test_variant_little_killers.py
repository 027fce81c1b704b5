"""Little killers (issue 32's second tier, read, solved, drawn and explained): a total outside the
grid that the digits along a whole diagonal add up to, digits free to repeat. The solver's
verdicts are checked against the independent counter in test_variant_solver.py; here the rule's own
parts: the model, its conflicts and pencil marks, the formats, the CLI and the logic's step, with
the unique solution as the oracle of every step.
"""

import json

import pytest

from sudoku_core import SudokuError
from sudoku_core.cli import main
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


def digits(mask, n=9):
    return {d for d in range(1, n + 1) if mask >> (d - 1) & 1}


MAIN = tuple(cell(i, i) for i in range(1, 10))                  # r1c1 down to r9c9
ANTI = tuple(cell(i, 10 - i) for i in range(1, 10))             # r1c9 down to r9c1
SHORT = (cell(1, 2), cell(2, 1))                                # two cells, the top-left corner's


def test_a_little_killer_is_a_kind_kept_in_one_order_whichever_end_its_clue_is_at():
    v = make_variant(size=9, little_killers=[(45, MAIN[::-1]), (10, SHORT[::-1])])
    assert v.kinds() == ("little-killer",) and not v.classic()
    assert v.little_killers == ((45, MAIN), (10, SHORT))           # each from ISS's end, by cells
    assert make_variant(size=9, little_killers=[(10, SHORT), (45, MAIN)]) == v
    assert make_variant(size=9, little_killers=[(45, ANTI)]).little_killers == ((45, ANTI),)   # from r1c9 down
    assert cell(1, 1) not in v.peers(cell(5, 5))                 # a diagonal is no house


def test_a_little_killer_that_cannot_be_is_refused_by_name():
    for killers, reason in (([(10, (0, 10, 20))], "line"),              # part of a diagonal only
                            ([(10, (0, 1))], "line"),                    # side by side, not diagonal
                            ([(5, (cell(1, 1),))], "line"),              # one cell
                            ([(1, SHORT)], "sum"), ([(19, SHORT)], "sum"), ([(82, MAIN)], "sum"),
                            ([(45, MAIN), (50, MAIN[::-1])], "twice")):      # one diagonal, two totals
        with pytest.raises(SudokuError) as raised:
            make_variant(size=9, little_killers=killers)
        assert raised.value.code == "bad_little_killer" and raised.value.details["reason"] == reason, killers
        assert raised.value.cells and len(raised.value.message) < 260
    with pytest.raises(SudokuError) as raised:
        make_variant(size=9, little_killers=[(10, (0, 81))])
    assert raised.value.code == "bad_cell"
    for givens in ({cell(1, 2): 9, cell(2, 1): 8}, {cell(1, 2): 9}):   # full and wrong; over with one cell to go
        values = [0] * 81
        for c, d in givens.items():
            values[c] = d
        with pytest.raises(SudokuError) as raised:
            make_variant(size=9, givens=values, little_killers=[(9, SHORT)])
        assert raised.value.code == "rule_broken" and raised.value.details["rule"] == "little-killer"


def test_digits_along_a_little_killer_repeat_and_its_sum_is_a_named_conflict_and_bounds_the_marks():
    v = make_variant(size=9, little_killers=[(12, MAIN)])
    values = [0] * 81
    values[cell(1, 1)], values[cell(5, 5)] = 1, 1                   # 1 twice on a diagonal: no conflict
    assert variant_conflicts(v, values) == []
    marks = variant_candidates(v, values)
    assert digits(marks[cell(9, 9)]) == {1, 2, 3, 4}                # 12 - 2 - six more cells of 1 at least
    values[cell(9, 9)] = 5
    over = variant_conflicts(v, values)
    assert [(f.rule, f.cells, f.index, f.total, f.found) for f in over] == [("little_killer_over", MAIN, 0, 12, 7)]
    short = variant_conflicts(make_variant(size=9, little_killers=[(17, SHORT)]),
                              [0, 4, 0, 0, 0, 0, 0, 0, 0, 5] + [0] * 71)   # full, 9 where 17 is due
    assert [(f.rule, f.found) for f in short] == [("little_killer_short", 9)]


def test_little_killers_go_through_every_format_and_back():
    for v in (make_variant(size=9, givens=(5,) + (0,) * 80, name="Diagonals",
                           little_killers=[(45, MAIN), (40, ANTI), (10, SHORT), (12, (cell(8, 9), cell(9, 8)))]),
              make_variant(size=6, cages=[((0, 1), 3)], little_killers=[(7, (2, 7, 12)), (20, (30, 25, 20, 15, 10, 5))]),
              make_variant(size=16, little_killers=[(20, tuple(15 * k + 15 for k in range(16)))])):
        for text in (write_fpuzzles(v), write_fpuzzles_link(v), write_iss(v), write_text(v)):
            back = read_variant(text)
            assert back.little_killers == v.little_killers and back.replace(name=v.name) == v, text[:80]
        with pytest.raises(SudokuError) as raised:   # a jigsaw layout has no place for them: not lost unsaid
            write_layout(v)
        assert raised.value.code == "bad_format"
    data = json.loads(write_fpuzzles(make_variant(size=9, little_killers=[(10, SHORT)])))
    assert data["littlekillersum"] == [{"cell": "R0C3", "cells": ["R1C2", "R2C1"], "direction": "DL", "value": "10"}]
    # f-puzzles' clue and direction without cells, from either end; an entry without a value is none
    base = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)]}
    for entry in ({"cell": "R0C3", "direction": "DL", "value": "10"}, {"cell": "R3C0", "direction": "ur", "value": 10}):
        read = read_variant(json.dumps(dict(base, littlekillersum=[entry, {"cell": "R0C0", "direction": "DR"}])))
        assert read.little_killers == ((10, SHORT),)
    for entry, code in (({"cell": "R0C0", "direction": "UP", "value": "9"}, "bad_format"),
                        ({"cell": "R0C2", "direction": "DL", "value": "9"}, "unknown_constraint"),   # one cell
                        ({"cells": ["R1C1", "R2C2"], "value": "x"}, "bad_format"),
                        ({"cells": ["R1C1", "R2C2"], "value": "9"}, "bad_little_killer")):          # part of one
        with pytest.raises(SudokuError) as raised:
            read_variant(json.dumps(dict(base, littlekillersum=[entry])))
        assert raised.value.code == code, entry
    # a clue whose diagonal misses the grid was "the constraint 'one-cell little killer' is not supported"
    for clue, direction in (("R0C9", "DR"), ("R10C1", "DL"), ("R50C50", "UL"), ("R0C5", "UR")):
        with pytest.raises(SudokuError) as raised:
            read_variant(json.dumps(dict(base, littlekillersum=[{"cell": clue, "direction": direction, "value": 9}])))
        error = raised.value
        assert error.code == "bad_little_killer" and error.details["reason"] == "line", error.message
        assert error.message.startswith(f"An f-puzzles little killer's clue {clue} points {direction}, along no cell "
                                        "of the 9x9 grid"), error.message


def test_a_little_killer_listed_from_the_other_end_by_hand_is_written_and_drawn_as_its_line():
    from sudoku_core.variants import Variant

    by_hand = make_variant(size=9).replace(little_killers=((10, SHORT[::-1]),))   # r2c1 first: not ISS's end
    assert read_variant(write_iss(by_hand)).little_killers == ((10, SHORT),)
    assert read_variant(write_fpuzzles(by_hand)).little_killers == ((10, SHORT),)
    assert isinstance(by_hand, Variant)


def test_an_iss_little_killer_names_the_cell_its_diagonal_starts_from():
    v = read_variant(".LittleKiller~10~R1C2.LittleKiller~45~R1C1.LittleKiller~12~R9C8")
    assert v.little_killers == ((45, MAIN), (10, SHORT), (12, (cell(9, 8), cell(8, 9))))
    for text, code in ((".LittleKiller~10~R9C1", "bad_little_killer"),    # no diagonal starts there in ISS
                       (".LittleKiller~ten~R1C2", "bad_format"), (".LittleKiller~10", "bad_format")):
        with pytest.raises(SudokuError) as raised:
            read_variant(text)
        assert raised.value.code == code, text


def test_the_little_killer_step_bounds_each_cell_by_the_others_and_says_so():
    values = [0] * 81
    values[cell(1, 1)] = 9
    v = make_variant(size=9, givens=values, little_killers=[(12, (cell(3, 1), cell(4, 2), cell(5, 3), cell(6, 4),
                                                                  cell(7, 5), cell(8, 6), cell(9, 7)))])
    grid = VariantGrid.from_variant(v)
    steps = [s for t in VARIANT_TECHNIQUES if t.id == "little_killer" for s in t.find(grid)]
    assert len(steps) == 1 and steps[0].difficulty == 2.0
    assert {d for _, d in steps[0].eliminations} == {7, 8, 9}          # 12 less six cells of 1 at least: 6
    layout = layout_of(v)
    assert variant_sentence(steps[0], layout).startswith(
        "Little Killer: the digits along r3c1-r4c2-r5c3-r6c4-r7c5-r8c6-r9c7 add up to 12, so each cell keeps")
    assert variant_notation(steps[0], layout).startswith("Little Killer: r3c1-r4c2-r5c3-r6c4-r7c5-r8c6-r9c7 = 12 =>")


@pytest.mark.parametrize("name", ["Little killer 2", "6x6: Little Killer", "Little Killer Sudoku"])
def test_every_step_of_the_shared_little_killer_puzzles_keeps_its_published_solution(name):
    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    _, variant, solution = next(p for p in load() if p[0].strip() == name)
    assert solve_variant(variant).solution.cells == solution
    path = variant_path(variant, budget=60)
    assert path.solved and any(s.technique == "little_killer" for s in path.steps)
    for step in path.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step
        assert all(solution[c] == d for c, d in step.placements), step
        assert "{" not in variant_sentence(step, layout_of(variant))


def test_the_cli_solves_a_little_killer_string_and_refuses_a_broken_one_by_name(capsys, tmp_path):
    source = tmp_path / "in.txt"
    source.write_text(".LittleKiller~45~R1C1.LittleKiller~10~R1C2.~R5C5_5\n")
    main(["count", str(source), "--json", "--cap", "2"])
    record = json.loads(capsys.readouterr().out.splitlines()[0])
    assert record["variant"] == ["little-killer"] and record["status"] == "multiple" and record["count"] == 2
    for grid in (record["solution"], record["witness"]):
        assert sum(int(grid[i * 10]) for i in range(9)) == 45 and int(grid[1]) + int(grid[9]) == 10
    source.write_text(".LittleKiller~99~R1C2\n")
    code = main(["solve", str(source)])
    said = capsys.readouterr()
    assert code != 0 and "Traceback" not in said.out + said.err and "cannot be 99" in said.out + said.err