"""Kropki and XV dots (issue 32's second tier, read, solved, drawn and explained): a white dot
between consecutive digits, a black dot between a digit and its double, an X between digits adding
up to 10, a V to 5, and the strict rules (every dot of its kind is given). The solver's verdicts
are checked against the independent counter in test_variant_solver.py; here the rules' own parts:
the model, its conflicts and pencil marks, the formats, the CLI and the logic's step, with the
unique solution as the oracle of every step.
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


def given(n=9, **at):
    """Givens from keywords such as r1c3=5."""
    values = [0] * (n * n)
    for name, value in at.items():
        r, c = name[1:].split("c")
        values[cell(int(r), int(c), n)] = value
    return tuple(values)


def digits(mask):
    return {d for d in range(1, 10) if mask >> (d - 1) & 1}


def test_dots_are_kinds_kept_in_one_order_whatever_the_order_they_came_in():
    v = make_variant(size=9, dots=[("x", cell(2, 1), cell(1, 1)), ("white", cell(1, 1), cell(1, 2))])
    assert v.kinds() == ("kropki", "xv") and not v.classic()
    assert v.dots == (("white", cell(1, 1), cell(1, 2)), ("x", cell(1, 1), cell(2, 1)))   # lower cell first, by cells
    assert make_variant(size=9, dots=list(reversed(v.dots))) == v
    assert make_variant(size=9, strict=["xv"]).kinds() == ("xv",)
    assert make_variant(size=9, strict=["kropki", "xv", "kropki"]).strict == ("kropki", "xv")


def test_a_dot_that_cannot_be_is_refused_by_name():
    for dots, reason in (([("grey", 0, 1)], "kind"), ([("white", 0, 2)], "apart"), ([("white", 8, 9)], "apart"),
                         ([("black", 0, 10)], "apart"), ([("v", 0, 1), ("v", 1, 0)], "repeat")):
        with pytest.raises(SudokuError) as raised:
            make_variant(size=9, dots=dots)
        assert raised.value.code == "bad_dot" and raised.value.details["reason"] == reason, dots
        assert raised.value.cells and len(raised.value.message) < 200
    with pytest.raises(SudokuError) as raised:
        make_variant(size=9, dots=[("x", 0, 81)])
    assert raised.value.code == "bad_cell"
    with pytest.raises(SudokuError) as raised:
        make_variant(size=9, strict=["kropky"])
    assert raised.value.code == "unknown_constraint" and raised.value.details["constraint"] == "kropky"
    # two dots on one pair stand when two digits keep both (a white dot and a V: 2 and 3), not else
    assert solve_variant(make_variant(size=9, dots=[("white", 0, 1), ("v", 0, 1)])).status == "multiple"
    for dots, size in (([("white", 0, 1), ("x", 0, 1)], 9), ([("x", 0, 1), ("v", 1, 0)], 9), ([("x", 0, 1)], 4),
                       ([("x", 0, 1)], 5)):   # (5 + 5: one digit twice side by side)
        with pytest.raises(SudokuError) as raised:
            make_variant(size=size, dots=dots, no_boxes=size == 5)
        assert raised.value.code == "bad_dot" and raised.value.details["reason"] == "impossible"
        assert raised.value.cells == (0, 1) and "no two digits" in raised.value.message


def test_givens_that_break_a_dot_or_a_strict_rule_are_named():
    cases = (({"r1c1": 5, "r1c2": 7}, [("white", 0, 1)], []),
             ({"r1c1": 3, "r1c2": 5}, [("black", 0, 1)], []),
             ({"r1c1": 3, "r2c1": 6}, [("x", 0, 9)], []),
             ({"r1c1": 1, "r1c2": 2}, [], ["kropki"]),      # consecutive, and no dot between them
             ({"r1c1": 4, "r2c1": 6}, [], ["xv"]),          # 10, and no X
             ({"r1c1": 2, "r1c2": 3}, [("v", 0, 1)], ["kropki"]))   # a V spares no kropki rule
    for at, dots, strict in cases:
        with pytest.raises(SudokuError) as raised:
            make_variant(size=9, givens=given(**at), dots=dots, strict=strict)
        assert raised.value.code == "rule_broken" and raised.value.details["rule"] == "dot", at
        assert set(raised.value.cells) == {cell(int(k[1]), int(k[3])) for k in at}
    # a dot spares its pair the strict rule of its own family: a white dot between 1 and 2 also
    # lets them be a double (strict kropki reads it as a white dot), an X between 4 and 6 stands
    make_variant(size=9, givens=given(r1c1=1, r1c2=2), dots=[("white", 0, 1)], strict=["kropki"])
    make_variant(size=9, givens=given(r1c1=4, r2c1=6), dots=[("x", 0, 9)], strict=["xv", "kropki"])


def test_broken_dots_are_named_conflicts_and_pencil_marks_follow_the_dots():
    v = make_variant(size=9, dots=[("white", 0, 1), ("black", 1, 2), ("x", 0, 9), ("v", 9, 18)], strict=["kropki"])
    found = variant_conflicts(v, list(given(r1c1=5, r1c2=7, r1c3=3)))
    assert [(f.rule, f.cells, f.digit, f.other, f.index) for f in found] == [
        ("white", (0, 1), 5, 7, 0), ("black", (1, 2), 7, 3, 2)]
    strict = variant_conflicts(v, list(given(r1c3=3, r1c4=6, r2c4=7)))   # no dot: a double, and consecutive
    assert [(f.rule, f.cells, f.index) for f in strict] == [("no-kropki", (2, 3), -1), ("no-kropki", (3, 12), -1)]
    repeat = variant_conflicts(v, list(given(r1c1=5, r2c1=5)))   # their X is not named beside the repeat
    assert {f.rule for f in repeat} == {"column", "box"}
    assert variant_conflicts(v, list(given(r1c1=5, r1c2=4, r1c3=8, r2c1=5))) == repeat
    marks = variant_candidates(v, list(given(r1c2=4)))
    assert digits(marks[0]) == {3, 5} and digits(marks[2]) == {2, 8}   # white beside 4; black beside 4
    assert digits(marks[10]) == {1, 6, 7, 9}   # below the 4, no dot (strict kropki): not 3, 5, 2 or 8 (nor 4)
    alone = variant_candidates(v, [0] * 81)   # a dot alone: no partner digit goes with the rest
    assert digits(alone[2]) == {1, 2, 3, 4, 6, 8} and digits(alone[18]) == {1, 4}   # (a V, and not 2-3: strict)
    xv = variant_candidates(v, list(given(r2c1=4)))
    assert digits(xv[0]) == {6} and digits(xv[18]) == {1}
    assert digits(variant_candidates(v, list(given(r2c1=3)))[18]) == set()   # a V leaves 2, consecutive to 3


def test_dots_go_through_every_format_and_back():
    v16 = make_variant(size=16, dots=[("black", cell(1, 15, 16), cell(1, 16, 16)), ("x", 0, 16)])
    for v in (make_variant(size=9, givens=given(r5c5=5), name="Dotted", strict=["kropki", "xv"],
                           dots=[("white", 0, 1), ("black", 1, 2), ("x", 9, 10), ("v", 10, 19), ("v", 0, 9)]),
              make_variant(size=9, dots=[("white", 40, 41)], strict=["xv"]), v16,
              make_variant(size=6, cages=[((0, 1), 3)], dots=[("v", 0, 1), ("white", 0, 6)])):
        for text in (write_fpuzzles(v), write_fpuzzles_link(v), write_iss(v), write_text(v)):
            back = read_variant(text)
            assert back.dots == v.dots and back.strict == v.strict and back.replace(name=v.name) == v, text[:80]
        with pytest.raises(SudokuError) as raised:   # a jigsaw layout has no place for them: not lost unsaid
            write_layout(v)
        assert raised.value.code == "bad_format"
    data = json.loads(write_fpuzzles(make_variant(size=9, dots=[("white", 0, 1), ("x", 0, 9)], strict=["kropki"])))
    assert data["difference"] == [{"cells": ["R1C1", "R1C2"]}] and data["xv"] == [{"cells": ["R1C1", "R2C1"], "value": "X"}]
    assert data["negative"] == ["difference", "ratio"]


def test_an_iss_dot_list_puts_a_dot_on_every_pair_side_by_side():
    v = read_variant(".BlackDot~R1C1~R1C2~R2C2~R5C5~R5C6.StrictKropki.X~R9C9~R9C8")
    assert v.dots == (("black", 0, 1), ("black", 1, 10), ("black", cell(5, 5), cell(5, 6)),
                      ("x", cell(9, 8), cell(9, 9)))
    assert v.strict == ("kropki",)
    with pytest.raises(SudokuError) as raised:   # R3C3 beside no other cell of its list
        read_variant(".WhiteDot~R1C1~R1C2~R3C3")
    assert raised.value.code == "bad_dot" and raised.value.cells == (cell(3, 3),)
    with pytest.raises(SudokuError) as raised:
        read_variant(".V~R1C1~R2C2")
    assert raised.value.code == "bad_dot" and raised.value.details["reason"] == "apart"


def test_what_the_fpuzzles_dots_say_and_this_model_cannot_is_refused_by_name():
    base = {"size": 9, "grid": [[{} for _ in range(9)] for _ in range(9)]}
    for extra, named in (({"difference": [{"cells": ["R1C1", "R1C2"], "value": "3"}]}, "difference 3"),
                         ({"ratio": [{"cells": ["R1C1", "R1C2"], "value": 3}]}, "ratio 3"),
                         ({"xv": [{"cells": ["R1C1", "R1C2"]}]}, "xv without a value"),
                         ({"negative": ["difference"], "ratio": [{"cells": ["R1C1", "R1C2"]}]},
                          "negative difference alone"),
                         ({"negative": ["ratio"]}, "negative ratio alone"),
                         ({"negative": ["quadruple"]}, "negative quadruple"),
                         ({"nonconsecutive": True, "ratio": [{"cells": ["R1C1", "R1C2"]}]},
                          "nonconsecutive with kropki dots")):
        with pytest.raises(SudokuError) as raised:
            read_variant(json.dumps(dict(base, **extra)))
        assert raised.value.code == "unknown_constraint" and raised.value.details["constraint"] == named
    read = read_variant(json.dumps(dict(base, ratio=[{"cells": ["R1C1", "R1C2"], "value": "2"}],
                                        difference=[{"cells": ["R2C1", "R3C1"], "value": 1}],
                                        xv=[{"cells": ["R4C1", "R4C2"], "value": "v"}], negative=["xv"])))
    assert read.dots == (("black", 0, 1), ("white", 9, 18), ("v", 27, 28)) and read.strict == ("xv",)
    # f-puzzles' nonconsecutive spares dotted pairs: beside dots, with a negative ratio, it is strict kropki
    loose = read_variant(json.dumps(dict(base, nonconsecutive=True, negative=["ratio"],
                                         ratio=[{"cells": ["R1C1", "R1C2"]}])))
    assert loose.strict == ("kropki",) and not loose.non_consecutive and loose.dots == (("black", 0, 1),)
    alone = read_variant(json.dumps(dict(base, negative=["difference"])))   # no dot to spare: every pair
    assert alone.non_consecutive and not alone.strict
    with pytest.raises(SudokuError) as raised:   # f-puzzles would spare the dotted pair; this rule does not
        write_fpuzzles(make_variant(size=9, non_consecutive=True, dots=[("black", 0, 1)]))
    assert raised.value.code == "bad_format"
    assert read_variant(write_iss(make_variant(size=9, non_consecutive=True, dots=[("black", 0, 1)]))).dots


def test_the_dot_step_reads_a_pair_and_says_which_rule():
    v = make_variant(size=9, givens=given(r1c2=4), dots=[("black", cell(1, 2), cell(1, 3))], strict=["kropki"])
    grid = VariantGrid.from_variant(v)
    steps = [s for t in VARIANT_TECHNIQUES if t.id == "dot" for s in t.find(grid)]
    black = next(s for s in steps if s.parts["rule"] == "black")
    assert black.difficulty == 1.7 and {c for c, _ in black.eliminations} == {cell(1, 3)}
    assert {d for _, d in black.eliminations} == {1, 3, 5, 6, 7, 9}   # beside 4 across a black dot: 2 or 8
    strict = [s for s in steps if s.parts["rule"] == "no-kropki"]
    assert {c for s in strict for c, _ in s.eliminations} == {cell(1, 1), cell(2, 2)}
    layout = layout_of(v)
    assert variant_sentence(black, layout) == (
        "Dot: the black dot between r1c2 and r1c3 says one digit is double the other; r1c2 holds 4, so "
        "r1c3<>135679.")
    assert variant_notation(black, layout) == "Dot: r1c2{4} black r1c3 => r1c3<>135679"
    for step in strict:
        assert variant_sentence(step, layout).startswith("Dot: with no kropki dot between r1c2 and ")


@pytest.mark.parametrize("name", ["XV-sudoku", "I just like colours", "Strict XV"])
def test_every_step_of_the_shared_dot_puzzles_keeps_its_published_solution(name):
    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    _, variant, solution = next(p for p in load() if p[0].strip() == name)
    assert solve_variant(variant).solution.cells == solution
    path = variant_path(variant, budget=60)
    assert path.solved and any(s.technique == "dot" for s in path.steps)
    for step in path.steps:
        assert all(solution[c] != d for c, d in step.eliminations), step
        assert all(solution[c] == d for c, d in step.placements), step
        assert "{" not in variant_sentence(step, layout_of(variant))


def test_the_cli_solves_a_kropki_string_and_says_its_kinds(capsys, tmp_path):
    source = tmp_path / "in.txt"
    source.write_text(".WhiteDot~R1C1~R1C2.StrictXV.~R1C1_5\n")
    main(["count", str(source), "--json", "--cap", "2"])
    record = json.loads(capsys.readouterr().out.splitlines()[0])
    assert record["variant"] == ["kropki", "xv"] and record["status"] == "multiple" and record["count"] == 2
    solution, witness = record["solution"], record["witness"]
    assert solution[0] == witness[0] == "5" and solution[1] in "46" and witness[1] in "46"   # the dot kept
    source.write_text(".WhiteDot~R1C1~R3C3\n")
    code = main(["solve", str(source)])
    said = capsys.readouterr()
    assert code != 0 and "Traceback" not in said.out + said.err and "not side by side" in said.out + said.err


def test_a_dot_listed_higher_cell_first_or_twice_is_the_same_dot():
    """A Variant built by hand may list a dot's cells either way (make_variant puts the lower
    first): the strict rule still spares the dotted pair. ISS reads a dot said twice as one."""
    from sudoku_core.variants import Variant

    givens = (3,) + (0,) * 80
    by_hand = Variant(size=9, box_shape=(3, 3), givens=givens, dots=(("x", 1, 0),), strict=("xv",))
    assert solve_variant(by_hand).solution.cells[1] == 7
    assert variant_conflicts(by_hand, [3, 7] + [0] * 79) == []
    twice = read_variant(".WhiteDot~R1C1~R1C2~R1C1.WhiteDot~R1C2~R1C1")
    assert twice.dots == (("white", 0, 1),)


def test_pencil_marks_beside_dots_do_not_depend_on_the_order_the_dots_come_in():
    """A dot alone reads its partner's marks as the other rules left them, one step: the same
    puzzle turned half round has the same marks turned half round."""
    one = read_variant(".Shape~4x4.V~R1C3~R2C3.WhiteDot~R1C3~R2C3.BlackDot~R2C2~R2C3.~R1C4_1")
    turned = read_variant(".Shape~4x4.BlackDot~R3C2~R3C3.V~R3C2~R4C2.WhiteDot~R3C2~R4C2.~R4C1_1")
    a, b = variant_candidates(one, one.givens), variant_candidates(turned, turned.givens)
    assert [a[c] for c in range(16)] == [b[15 - c] for c in range(16)]
    assert digits(a[2]) == {2, 3} and digits(a[5]) == {1, 2, 4}
