"""Arrows (issue 32's second tier, read, solved, drawn and explained): the digits along a shaft add
up to the digit in its circle, or to the number its pill of two or three cells reads, digits free
to repeat. The solver's verdicts are checked against the independent counter in
test_variant_solver.py; here the rule's own parts: the model, its conflicts and pencil marks, the
formats, the CLI and the logic's step, with the unique solution as the oracle of every step.
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


CIRCLE = ((cell(1, 1),), (cell(1, 2), cell(2, 3)))                        # r1c1 = r1c2 + r2c3
PILL = ((cell(5, 5), cell(5, 4)), (cell(6, 5), cell(7, 5), cell(8, 6)))  # r5c4r5c5 = r6c5 + r7c5 + r8c6


def test_an_arrow_is_a_kind_its_pill_kept_in_reading_order_and_the_same_arrow_once():
    v = make_variant(size=9, arrows=[PILL, CIRCLE, CIRCLE])
    assert v.kinds() == ("arrow",)
    assert v.arrows == (CIRCLE, ((cell(5, 4), cell(5, 5)), PILL[1]))   # the pill sorted, arrows sorted
    assert make_variant(size=9, arrows=[CIRCLE, PILL]) == v


def test_an_arrow_that_cannot_be_is_refused_by_name():
    for arrows, reason in (
            ([((cell(1, 1),), ())], "short"),
            ([((), (cell(1, 1),))], "short"),
            ([((cell(1, 1),), (cell(1, 2), cell(1, 1)))], "repeat"),
            ([((cell(1, 1),), (cell(1, 3),))], "apart"),                                 # off the bulb
            ([((cell(1, 1),), (cell(1, 2), cell(1, 4)))], "apart"),                      # a gap in the shaft
            ([((cell(1, 1), cell(1, 3)), (cell(2, 2), cell(3, 3)))], "pill"),            # the pill in pieces
            ([((cell(1, 2), cell(2, 1)), (cell(3, 1), cell(4, 1)))], "pill"),            # down and left
            ([((1, 2, 3, 4), tuple(range(9, 18)))], "pill"),                             # four cells
            ([((cell(1, 1), cell(1, 2)), (cell(2, 2),))], "sum"),                        # 11 at least from one cell
            ([((cell(1, 1),), tuple(cell(2, c) for c in range(1, 10)) + (cell(3, 9),))], "sum")):   # ten cells
        with pytest.raises(SudokuError) as raised:
            make_variant(size=9, arrows=arrows)
        assert raised.value.code == "bad_arrow" and raised.value.details["reason"] == reason, arrows
    with pytest.raises(SudokuError) as raised:   # pills read decimal digits: none on a 16x16
        make_variant(size=16, arrows=[((0, 1), (16, 32, 48))])
    assert raised.value.details["reason"] == "pill"
    with pytest.raises(SudokuError) as raised:
        make_variant(size=9, arrows=[((0,), (81,))])
    assert raised.value.code == "bad_cell"
    values = [0] * 81
    values[cell(1, 1)], values[cell(1, 2)] = 3, 5   # the shaft already over its circle
    with pytest.raises(SudokuError) as raised:
        make_variant(size=9, givens=values, arrows=[CIRCLE])
    assert raised.value.code == "rule_broken" and raised.value.details["rule"] == "arrow"


def test_an_arrows_broken_sum_is_a_named_conflict_and_its_reach_bounds_the_marks():
    v = make_variant(size=9, arrows=[CIRCLE, PILL])
    values = [0] * 81
    values[cell(1, 1)], values[cell(1, 2)] = 4, 5     # 4 = 5 + r2c3 leaves r2c3 nothing
    found = variant_conflicts(v, values)
    assert [(f.rule, f.cells, f.index, f.total, f.found) for f in found] == \
        [("arrow_over", CIRCLE[0] + CIRCLE[1], 0, 4, 5)]
    edge = make_variant(size=9, arrows=[((cell(3, 3),), (cell(3, 4), cell(4, 5)))])
    near = [0] * 81
    near[cell(3, 3)], near[cell(4, 5)] = 5, 5          # 5 = r3c4 + 5: over by the least digit, 1
    assert [f.rule for f in variant_conflicts(edge, near)] == ["arrow_over"]
    near[cell(4, 5)] = 4                               # 5 = r3c4 + 4: r3c4 is 1
    assert variant_conflicts(edge, near) == [] and digits(variant_candidates(edge, near)[cell(3, 4)]) == {1}
    values[cell(1, 2)] = 2                             # 4 = 2 + r2c3: r2c3 is 2, a repeat the row's rules name
    assert variant_conflicts(v, values) == []
    assert digits(variant_candidates(v, values)[cell(2, 3)]) == set()   # its box holds that 2 already
    values[cell(1, 2)] = 1                             # 4 = 1 + r2c3: 3
    assert digits(variant_candidates(v, values)[cell(2, 3)]) == {3}
    pill = [0] * 81
    pill[cell(6, 5)], pill[cell(7, 5)] = 9, 8          # 17 + r8c6 (1-9): the pill reads 18 to 26
    marks = variant_candidates(v, pill)
    assert digits(marks[cell(5, 4)]) == {1, 2} and digits(marks[cell(8, 6)]) == {1, 2, 3, 4, 5, 6, 7, 9}   # (8: box)
    pill[cell(5, 4)], pill[cell(5, 5)] = 3, 1          # 31: the shaft reaches 26 at most
    found = variant_conflicts(v, pill)
    assert [(f.rule, f.total, f.found) for f in found] == [("arrow_short", 31, 17)]


def test_arrows_go_through_every_format_and_back():
    for v in (make_variant(size=9, name="Arrows", arrows=[CIRCLE, PILL, ((cell(1, 1),), (cell(2, 1), cell(3, 1))),
                                                          ((cell(7, 7), cell(8, 8), cell(9, 9)),
                                                           tuple(cell(9, c) for c in range(8, 0, -1)) +
                                                           tuple(cell(r, 1) for r in range(8, 0, -1)))]),
              make_variant(size=6, cages=[((0, 1), 3)], arrows=[((14,), (15, 21, 27))]),
              make_variant(size=16, arrows=[((0,), (1, 2, 3))])):
        for write in (write_iss, write_fpuzzles, write_fpuzzles_link, write_text):
            text = write(v)
            back = read_variant(text)
            assert back.arrows == v.arrows and back.replace(name=v.name) == v, text[:80]
        with pytest.raises(SudokuError):   # a layout holds regions and givens only
            write_layout(v)


def test_f_puzzles_arrows_each_line_an_arrow_of_its_bulb():
    data = json.loads(write_fpuzzles(make_variant(size=9)))
    data["arrow"] = [{"cells": ["R1C1"], "lines": [["R1C1", "R1C2", "R1C3"], ["R1C1", "R2C1"]]},
                     {"cells": ["R5C5", "R5C4"], "lines": [["R5C5", "R6C5", "R7C5", "R8C6"]]},
                     {"cells": ["R9C9"], "lines": []}]                     # a circle drawn with no arrow yet
    v = read_variant(json.dumps(data))
    assert v.arrows == (((0,), (1, 2)), ((0,), (9,)), ((cell(5, 4), cell(5, 5)), PILL[1]))
    written = json.loads(write_fpuzzles(v))["arrow"]
    assert written[0] == {"cells": ["R1C1"], "lines": [["R1C1", "R1C2", "R1C3"], ["R1C1", "R2C1"]]}
    pill = json.loads(write_fpuzzles(make_variant(size=9, arrows=[((7, 8), (17, 26))])))["arrow"]
    assert pill == [{"cells": ["R1C8", "R1C9"], "lines": [["R1C9", "R2C9", "R3C9"]]}]   # straight down from r1c9
    for bad in ({"cells": ["R1C1"], "lines": "R1C2"}, {"lines": [["R1C1", "R1C2"]]}):
        data["arrow"] = [bad]
        with pytest.raises(SudokuError) as raised:
            read_variant(json.dumps(data))
        assert raised.value.code == "bad_format"


def test_iss_and_text_arrows_say_their_pills():
    v = read_variant(".Arrow~R1C1~R1C2~R2C3.PillArrow~2~R5C5~R5C4~R6C5~R7C5~R8C6")
    assert v.arrows == (CIRCLE, ((cell(5, 4), cell(5, 5)), PILL[1]))
    assert read_variant(".Arrow~R1C1~R1C2~R2C3.PillArrow~R5C5~R5C4~R6C5~R7C5~R8C6") == v   # ISS's older form
    assert read_variant("variant: arrow\nsize: 9\narrow: r1c1 r1c2 r2c3\npill-arrow 2: r5c4 r5c5 r6c5 r7c5 r8c6\n") == v
    for text in (".PillArrow~4~R1C1~R1C2~R1C3~R1C4~R2C4", ".PillArrow~5~R1C1~R1C2~R2C2", "variant: arrow\nsize: 9\npill-arrow: r1c1 r1c2 r2c2",
                 "variant: arrow\nsize: 9\narrow 2: r1c1 r1c2 r2c2",
                 "variant: arrow\nsize: 9\npill-arrow 4: r1c1 r1c2 r1c3 r1c4 r2c5",
                 "variant: arrow\nsize: 9\npill-arrow 1: r1c1 r1c2 r2c2"):
        with pytest.raises(SudokuError) as raised:
            read_variant(text)
        assert raised.value.code == "bad_format", text


def test_the_arrow_step_reads_the_sum_off_the_marks_and_says_circle_or_pill():
    values = [0] * 81
    values[cell(1, 2)] = 6                                   # r1c1 = 6 + r2c3: 7 to 9, r2c3 1 to 3
    v = make_variant(size=9, givens=values, arrows=[CIRCLE, PILL])
    grid = VariantGrid.from_variant(v)
    steps = [s for t in VARIANT_TECHNIQUES if t.id == "arrow" for s in t.find(grid)]
    assert all(s.difficulty == 2.0 for s in steps)
    circle = next(s for s in steps if s.parts["rule"] == "circle")
    gone = {}
    for c, d in circle.eliminations:
        gone.setdefault(c, set()).add(d)
    assert gone == {cell(1, 1): {1, 2, 3, 4, 5}, cell(2, 3): {4, 5, 7, 8, 9}}   # (6 left them as a peer)
    layout = layout_of(v)
    assert variant_sentence(circle, layout).startswith(
        "Arrow: the digits along r1c2-r2c3 add up to the digit in its circle r1c1, so each cell keeps")
    assert variant_notation(circle, layout).startswith("Arrow: r1c1 = r1c2+r2c3 =>")
    pill = next(s for s in steps if s.parts["rule"] == "pill")   # three cells make 27 at most: 1 or 2 first
    assert {d for c, d in pill.eliminations if c == cell(5, 4)} == {3, 4, 5, 6, 7, 8, 9}
    assert variant_sentence(pill, layout).startswith(
        "Arrow: the digits along r6c5-r7c5-r8c6 add up to the number its pill r5c45 reads")
    assert variant_notation(pill, layout).startswith("Arrow: r5c4r5c5 = r6c5+r7c5+r8c6 =>")


@pytest.mark.parametrize("name", ["Arrow", "Pill Arrow Sudoku", "Long sums 3"])
def test_every_step_of_the_shared_arrow_puzzles_keeps_its_published_solution(name):
    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    _, variant, solution = next(p for p in load() if p[0].strip() == name)
    assert solve_variant(variant).solution.cells == solution
    path = variant_path(variant, budget=60)
    assert path.solved and any(s.technique == "arrow" for s in path.steps)
    said = []
    for step in path.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step
        assert all(solution[c] == d for c, d in step.placements), step
        said.append(variant_sentence(step, layout_of(variant)))
        assert "{" not in said[-1]
    if name == "Pill Arrow Sudoku":   # a forcing chain that breaks an arrow names its shaft and bulb
        assert any("contradiction (no digits along" in s and "reads)" in s for s in said)


def test_the_cli_solves_an_arrow_string_and_refuses_a_broken_one_by_name(capsys, tmp_path):
    source = tmp_path / "in.txt"
    source.write_text(".Arrow~R1C1~R1C2~R1C3.PillArrow~2~R9C8~R9C9~R8C9~R7C9~R6C9.~R5C5_5\n")
    main(["count", str(source), "--json", "--cap", "2"])
    record = json.loads(capsys.readouterr().out.splitlines()[0])
    assert record["variant"] == ["arrow"] and record["status"] == "multiple" and record["count"] == 2
    for grid in (record["solution"], record["witness"]):
        assert int(grid[0]) == int(grid[1]) + int(grid[2])
        assert int(grid[79] + grid[80]) == sum(int(grid[r * 9 + 8]) for r in (5, 6, 7))
    source.write_text(".PillArrow~2~R1C1~R1C2~R2C2\n")
    code = main(["solve", str(source)])
    said = capsys.readouterr()
    assert code != 0 and "Traceback" not in said.out + said.err and "never meet" in said.out + said.err


def test_a_cage_over_an_arrows_cells_leaves_the_first_forcing_level_sound():
    """The first forcing level keeps the cages' own sums only: an arrow's equation over the same
    cells as a cage was kept there as "these cells add up to 0", and every trial broke it."""
    from sudoku_core.variants.propagation import cage_tables
    v = make_variant(size=9, cages=[((10, 11, 19), 12)], arrows=[((19,), (10, 11))])   # r3c2 = r2c2 + r2c3
    assert [(s.cells, s.total) for s in cage_tables(v).sums] == [((10, 11, 19), 12)]
    solution = solve_variant(make_variant(size=9, cages=[((10, 11, 19), 12)], arrows=[((19,), (10, 11))],
                                          givens=[0] * 81)).solution.cells
    givens = [d if not (c // 9 < 3 and c % 9 < 3) else 0 for c, d in enumerate(solution)]   # box 1 left open
    puzzle = make_variant(size=9, givens=givens, cages=[((10, 11, 19), 12)], arrows=[((19,), (10, 11))])
    path = variant_path(puzzle, budget=30)
    assert path.solved
    for step in path.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step
