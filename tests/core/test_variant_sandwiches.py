"""Sandwiches (issue 32's second tier, read, solved and explained): a total beside a row or column
that the digits between its 1 and its largest digit (the crusts) add up to. The solver's verdicts
are checked against the independent counter in test_variant_solver.py; here the rule's own parts:
the model, its conflicts and pencil marks, the formats, the CLI and the logic's step, with the
unique solution as the oracle of every step.
"""

import itertools
import json
import random

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
from sudoku_core.variants.logic.words import sentence_of, variant_notation, variant_sentence
from sudoku_core.variants.sandwiches import kept
from variant_puzzles import PATH, load


def row(r, n=9):
    return tuple(range((r - 1) * n, r * n))


def column(c, n=9):
    return tuple(range(c - 1, n * n, n))


def digits(mask, n=9):
    return {d for d in range(1, n + 1) if mask >> (d - 1) & 1}


def sandwich_sum(values, n=9):
    low, high = sorted((values.index(1), values.index(n)))
    return sum(values[low + 1:high])


def keeps_every_rule(v, grid):
    """A full 9x9 grid keeps its rows, columns, boxes and sandwiches (checked from scratch)."""
    n = v.size
    whole = list(range(1, n + 1))
    houses = [row(r) for r in range(1, 10)] + [column(c) for c in range(1, 10)] + \
        [tuple((3 * (b // 3) + r) * 9 + 3 * (b % 3) + c for r in range(3) for c in range(3)) for b in range(9)]
    return all(sorted(grid[c] for c in h) == whole for h in houses) and \
        all(sandwich_sum([grid[c] for c in cells]) == total for total, cells in v.sandwiches)


def test_a_sandwich_is_a_kind_kept_as_its_line_in_order_whatever_order_its_cells_came_in():
    v = make_variant(size=9, sandwiches=[(18, column(3)), (0, tuple(reversed(row(2)))), (18, column(3))])
    assert v.kinds() == ("sandwich",)
    assert v.sandwiches == ((18, column(3)), (0, row(2)))   # sorted by cells: column 3 starts at cell 2
    assert make_variant(size=9, sandwiches=[(0, row(2)), (18, column(3))]) == v


def test_a_sandwich_that_cannot_be_is_refused_by_name():
    for size, sandwiches, reason in (
            (9, [(5, row(1)[:8])], "line"),                                  # not the whole row
            (9, [(5, (0, 10, 20, 30, 40, 50, 60, 70, 80))], "line"),         # a diagonal
            (9, [(5, row(1)), (6, tuple(reversed(row(1))))], "twice"),
            (9, [(36, row(1))], "sum"),                                      # 2+3+...+8 = 35 at most
            (9, [(-1, column(1))], "sum"),
            (6, [(15, row(1, 6))], "sum"),                                   # 2+3+4+5 = 14 at most
            (9, [(1, row(1))], "sum"),                                       # no digit between makes 1
            (9, [(34, row(1))], "sum"),                                      # 35 less 1: no set of 2-8
            (6, [(13, row(1, 6))], "sum"),
            (25, [(5, row(1, 25))], "size")):
        with pytest.raises(SudokuError) as raised:
            make_variant(size=size, sandwiches=sandwiches)
        assert raised.value.code == "bad_sandwich" and raised.value.details["reason"] == reason, sandwiches
    assert make_variant(size=9, sandwiches=[(35, row(1)), (0, row(2))]).sandwiches   # both ends of the range
    assert make_variant(size=16, sandwiches=[(119, column(16, 16))]).sandwiches
    with pytest.raises(SudokuError) as raised:
        make_variant(size=9, sandwiches=[(5, (0, 81))])
    assert raised.value.code == "bad_cell"
    givens = [0] * 81
    givens[0], givens[1], givens[2] = 1, 5, 9   # 5 between the crusts, not 6
    with pytest.raises(SudokuError) as raised:
        make_variant(size=9, givens=givens, sandwiches=[(6, row(1))])
    assert raised.value.code == "rule_broken" and raised.value.details["rule"] == "sandwich"
    assert make_variant(size=9, givens=givens, sandwiches=[(5, row(1))])
    givens[2], givens[4] = 0, 9                 # 1 5 . . 9: 5 + 2 + 3 = 10 at least, 5 + 8 + 7 = 20 at most
    for total, broken in ((9, True), (10, False), (20, False), (21, True)):
        if broken:
            with pytest.raises(SudokuError) as raised:
                make_variant(size=9, givens=givens, sandwiches=[(total, row(1))])
            assert raised.value.details["rule"] == "sandwich", total
        else:
            assert make_variant(size=9, givens=givens, sandwiches=[(total, row(1))])


def test_a_sandwichs_broken_sum_is_a_named_conflict_and_its_placed_crusts_bound_the_marks():
    v = make_variant(size=9, sandwiches=[(5, row(1)), (20, column(9))])
    values = [0] * 81
    values[0], values[4] = 1, 9                        # row 1: 1 . . . 9, three cells for 5
    found = variant_conflicts(v, values)                # three cells of 2 at least: 6, over 5 already
    assert [(f.rule, f.cells, f.index, f.total, f.found) for f in found] == [("sandwich_over", row(1), 0, 5, 0)]
    marks = variant_candidates(v, values)
    assert all(digits(marks[c]) == set() for c in (1, 2, 3))   # three different digits from 2 make 9 at least
    values[4], values[3] = 0, 9                        # 1 . . 9: two cells for 5, only 2 + 3
    marks = variant_candidates(v, values)
    assert digits(marks[1]) == digits(marks[2]) == {2, 3} and digits(marks[5]) == {2, 3, 4, 5, 6, 7, 8}
    values[1] = 4                                      # 4 + the least, 2, is over 5
    found = variant_conflicts(v, values)
    assert [(f.rule, f.cells, f.index, f.total, f.found) for f in found] == [("sandwich_over", row(1), 0, 5, 4)]
    values[1] = 2                                      # 2 + 3 = 5: the cell left keeps only 3
    assert variant_conflicts(v, values) == [] and digits(variant_candidates(v, values)[2]) == {3}
    values[1], values[7] = 0, 3                        # a 3 elsewhere on the row: 2 + 3 cannot be
    assert digits(variant_candidates(v, values)[1]) == set()
    col = [0] * 81
    col[8], col[17], col[26] = 9, 5, 1                 # column 9: 9 5 1: 5 between, 20 asked
    found = variant_conflicts(v, col)
    assert [(f.rule, f.index, f.total, f.found) for f in found] == [("sandwich_short", 1, 20, 5)]
    col[26], col[35] = 0, 1                            # 9 5 . 1: one empty cell, 8 at most: 13 < 20
    assert [f.rule for f in variant_conflicts(v, col)] == ["sandwich_short"]
    col[35], col[44] = 0, 1                            # 9 5 . . 1: 5 + 8 + 7 reaches 20
    assert variant_conflicts(v, col) == []


def test_sandwiches_go_through_every_format_and_back():
    for v in (make_variant(size=9, name="Sandwiches", sandwiches=[(0, row(9)), (35, column(4)), (18, row(2))],
                           cages=[((0, 1), 10)]),
              make_variant(size=6, sandwiches=[(14, row(1, 6)), (3, column(6, 6))]),
              make_variant(size=16, sandwiches=[(60, row(16, 16)), (0, column(1, 16))])):
        for write in (write_iss, write_fpuzzles, write_fpuzzles_link, write_text):
            text = write(v)
            back = read_variant(text)
            assert back.sandwiches == v.sandwiches and back.replace(name=v.name) == v, text[:80]
        with pytest.raises(SudokuError):   # a layout holds regions and givens only
            write_layout(v)


def test_f_puzzles_sandwiches_stand_beside_their_line_on_any_side():
    data = json.loads(write_fpuzzles(make_variant(size=9)))
    data["sandwichsum"] = [{"cell": "R0C3", "value": "17"}, {"cell": "R3C0", "value": "4"},
                           {"cell": "R10C5", "value": "0"}, {"cell": "R6C10", "value": "35"},
                           {"cell": "R0C7"}]                                  # a clue not written yet
    v = read_variant(json.dumps(data))
    assert set(v.sandwiches) == {(17, column(3)), (4, row(3)), (0, column(5)), (35, row(6))}
    written = json.loads(write_fpuzzles(v))["sandwichsum"]
    assert {(e["cell"], e["value"]) for e in written} == {("R0C3", "17"), ("R3C0", "4"), ("R0C5", "0"), ("R6C0", "35")}
    for bad in ({"cell": "R1C1", "value": "3"}, {"cell": "R0C0", "value": "3"}, {"cell": "R0C3", "value": "x"},
                {"value": "3"}):
        data["sandwichsum"] = [bad]
        with pytest.raises(SudokuError) as raised:
            read_variant(json.dumps(data))
        assert raised.value.code == "bad_format", bad


def test_iss_and_text_sandwiches_name_their_row_or_column():
    v = read_variant(".Sandwich~18~R1.Sandwich~0~C9")
    assert v.sandwiches == ((18, row(1)), (0, column(9)))
    assert read_variant("variant: sandwich\nsize: 9\nsandwich 18: r1\nsandwich 0: C9\n") == v
    assert read_variant("variant: sandwich\nsize: 9\nsandwich 18: " + " ".join(f"r1c{c}" for c in range(9, 0, -1)) +
                        "\nsandwich 0: c9\n") == v
    for text in (".Sandwich~18", ".Sandwich~18~R1C1", ".Sandwich~x~R1", ".Sandwich~18~D1",
                 "variant: sandwich\nsize: 9\nsandwich: r1", "variant: sandwich\nsize: 9\nsandwich 5: r10"):
        with pytest.raises(SudokuError) as raised:
            read_variant(text)
        assert raised.value.code == "bad_format", text
    with pytest.raises(SudokuError) as raised:
        read_variant(".Sandwich~5~R10")                          # no row 10: said as the text form says it
    assert raised.value.code == "bad_format" and "outside the 9x9 grid" in raised.value.message


def test_the_sandwich_step_places_the_crusts_and_says_so():
    v = make_variant(size=9, sandwiches=[(35, row(1))])   # every digit from 2 to 8 between: 1 and 9 at the ends
    grid = VariantGrid.from_variant(v)
    steps = [s for t in VARIANT_TECHNIQUES if t.id == "sandwich" for s in t.find(grid)]
    assert len(steps) == 1 and steps[0].difficulty == 2.0
    gone = {}
    for c, d in steps[0].eliminations:
        gone.setdefault(c, set()).add(d)
    assert gone == {**{c: {1, 9} for c in range(1, 8)}, 0: set(range(2, 9)), 8: set(range(2, 9))}
    layout = layout_of(v)
    assert variant_sentence(steps[0], layout).startswith(
        "Sandwich: the digits between the 1 and the 9 of row 1 add up to 35, so each cell keeps")
    assert variant_notation(steps[0], layout).startswith("Sandwich: r1 = 35 => ")
    column_step = next(t for t in VARIANT_TECHNIQUES if t.id == "sandwich").find(
        VariantGrid.from_variant(make_variant(size=9, sandwiches=[(35, column(2))])))
    assert variant_notation(next(column_step), layout_of(make_variant(size=9, sandwiches=[(35, column(2))]))) \
        .startswith("Sandwich: c2 = 35 => ")
    broken = sentence_of("variant_forcing", {"form": "contradiction", "cell": 0, "digit": 5, "length": 4,
                                             "broken": "sandwich", "where": (row(1), 18)},
                         (), ((0, 5),), 9, "123456789")
    assert "(no digits between the 1 and the 9 of row 1 add up to 18)" in broken, broken
    broken = sentence_of("variant_forcing", {"form": "contradiction", "cell": 0, "digit": 5, "length": 4,
                                             "broken": "sandwich", "where": (column(4, 6), 7)},
                         (), ((0, 5),), 6, "123456")
    assert "(no digits between the 1 and the 6 of column 4 add up to 7)" in broken, broken


def exact(masks, total, n):
    """What each cell of a line can hold in some filling of it with different digits (one each) that
    its candidates allow and whose sandwich is ``total``, by trying every such filling."""
    found = [0] * n
    for values in itertools.permutations(range(1, n + 1)):
        if all(masks[i] >> (v - 1) & 1 for i, v in enumerate(values)) and sandwich_sum(list(values), n) == total:
            for i, v in enumerate(values):
                found[i] |= 1 << (v - 1)
    return found


def with_singles(masks, total, n):
    """The rule and the line's singles (a house's: a digit placed leaves the others, a digit with one
    place goes there) until nothing changes, as the solver applies them; None when the line breaks."""
    masks = list(masks)
    while True:
        found = kept(tuple(masks), total, n)
        if found is None or not all(found):
            return None
        masks = list(found)
        for i, m in enumerate(masks):
            if not m & (m - 1):
                masks = [x & ~m if j != i else x for j, x in enumerate(masks)]
        for d in range(n):
            places = [i for i, m in enumerate(masks) if m >> d & 1]
            if len(places) == 1:
                masks[places[0]] = 1 << d
        if not all(masks):
            return None
        if tuple(masks) == found:
            return found


def test_the_rule_never_drops_a_digit_a_filling_needs_and_with_the_lines_singles_sees_every_broken_line():
    """Against every filling of random lines (4 and 6 cells): the rule keeps each digit some filling
    uses (handing the digits out one to a cell is left to the house's rules, so it may keep more),
    and a line no filling fits breaks under it and the line's singles."""
    rng = random.Random(46)
    broken = looser = 0
    for trial in range(400):
        n = rng.choice((4, 6))
        full = (1 << n) - 1
        masks = tuple(full if rng.random() < 0.4 else rng.randrange(1, full + 1) for _ in range(n))
        total = rng.choice([t for t in range(n * (n - 1) // 2) if t not in (1, n * (n - 1) // 2 - 2)])
        truth, ours = exact(masks, total, n), kept(masks, total, n)
        if not any(truth):
            assert with_singles(masks, total, n) is None, (masks, total)
            broken += 1
            continue
        assert ours is not None and all(t & ~o == 0 for t, o in zip(truth, ours)), (masks, total)
        looser += tuple(truth) != ours
    assert broken > 50 and looser < trial, (broken, looser)
    # the cells outside take what the filling leaves: 6 cells, total 4, r1c4 holding only 6; a 6
    # placed anywhere else would leave r1c4 outside the filling with no digit, so only 1 4 6 fits
    masks = (0b101111, 0b111111, 0b111111, 0b100000, 0b010111, 0b111111)
    assert kept(masks, 4, 6) == tuple(exact(masks, 4, 6)) == (0b000110, 1, 0b1000, 0b100000, 0b10110, 0b10110)


def test_every_step_of_the_shared_sandwich_puzzle_keeps_its_published_solution():
    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    _, variant, solution = next(p for p in load() if p[0].strip() == "Between 1 and 9 Sudoku")
    assert solve_variant(variant).solution.cells == solution
    path = variant_path(variant, budget=60)
    assert path.solved and any(s.technique == "sandwich" for s in path.steps)
    for step in path.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step
        assert all(solution[c] == d for c, d in step.placements), step
        assert "{" not in variant_sentence(step, layout_of(variant))


def test_a_sandwich_puzzle_with_two_solutions_is_said_so_with_both_checked():
    """"Sandwich snipe 18" (13 totals of 18, no givens) as published has two solutions: the solver
    shows the published one and the other, each checked here from scratch."""
    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    _, variant, solution = next(p for p in load() if p[0].strip() == "Sandwich snipe 18")
    result = solve_variant(variant)
    assert result.status == "multiple" and result.solution.cells != result.witness.cells
    assert solution in (result.solution.cells, result.witness.cells)
    assert keeps_every_rule(variant, result.solution.cells) and keeps_every_rule(variant, result.witness.cells)


def test_the_cli_solves_a_sandwich_string_and_refuses_a_broken_one_by_name(capsys, tmp_path):
    source = tmp_path / "in.txt"
    source.write_text(".Sandwich~35~R1.Sandwich~0~C1.~R2C2_5\n")
    main(["count", str(source), "--json", "--cap", "2"])
    record = json.loads(capsys.readouterr().out.splitlines()[0])
    assert record["variant"] == ["sandwich"] and record["status"] == "multiple" and record["count"] == 2
    for grid in (record["solution"], record["witness"]):
        values = [int(ch) for ch in grid]
        assert sandwich_sum(values[:9]) == 35 and sandwich_sum(values[0::9]) == 0
    source.write_text(".Sandwich~36~R1\n")
    code = main(["solve", str(source)])
    said = capsys.readouterr()
    assert code != 0 and "Traceback" not in said.out + said.err and "0 to 35" in said.out + said.err
