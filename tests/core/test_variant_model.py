"""The variant model (issue 32): what a Variant holds and says, and every rule make_variant checks."""

import pytest

from sudoku_core import ERROR_CODES, SudokuError
from sudoku_core.variants import Cage, Variant, make_variant
from sudoku_core.variants import shapes

EMPTY = (0,) * 81


def error_of(**fields):
    with pytest.raises(SudokuError) as caught:
        make_variant(**fields)
    return caught.value


def cell(row, col, size=9):
    return (row - 1) * size + col - 1


def test_make_variant_fills_the_usual_box_and_sorts_what_has_no_order():
    v = make_variant(size=6, cages=[Cage((7, 1), 3)], parity=[(5, "odd"), (2, "even")])
    assert v.box_shape == (2, 3) and v.regions is None
    assert v.cages == (Cage((1, 7), 3),)
    assert v.parity == ((2, "even"), (5, "odd"))
    assert v.givens == (0,) * 36
    assert make_variant(size=12).box_shape == (3, 4)
    assert make_variant(size=8).box_shape == (2, 4)


def test_kinds_come_in_a_fixed_order_and_classic_means_nothing_else():
    plain = make_variant(size=9, givens=EMPTY)
    assert plain.kinds() == () and plain.classic()
    assert not make_variant(size=6).classic()  # rectangular boxes: not the classic engine's
    regions = tuple(c // 9 for c in range(81))  # rows as regions: a valid layout
    v = make_variant(size=9, regions=regions, extra_houses=[("diagonal-", shapes.diagonal(9, "diagonal-"))],
                     cages=[Cage((0, 1), 3)], differ={"anti-king"}, parity=[(5, "odd")], non_consecutive=True)
    assert v.kinds() == ("killer", "jigsaw", "diagonal", "anti-king", "non-consecutive", "even-odd")
    assert not v.classic()
    assert make_variant(size=5, no_boxes=True).kinds() == ("no-boxes",)


def test_houses_are_rows_columns_boxes_or_regions_then_extra_houses():
    v = make_variant(size=9, extra_houses=[("windoku", h) for h in shapes.windoku(9, (3, 3))])
    houses = v.houses()
    assert len(houses) == 27 + 4
    assert houses[0] == tuple(range(9)) and houses[9] == tuple(range(0, 81, 9))
    assert houses[18] == (0, 1, 2, 9, 10, 11, 18, 19, 20)
    assert houses[27] == (10, 11, 12, 19, 20, 21, 28, 29, 30)
    assert len(make_variant(size=7, no_boxes=True).houses()) == 14


def test_peers_add_cages_and_chess_moves():
    v = make_variant(size=9, differ={"anti-knight"}, cages=[Cage((cell(1, 1), cell(5, 5)), None)])
    near = v.peers(cell(5, 5))
    assert cell(1, 1) in near  # same cage
    assert cell(3, 4) in near and cell(7, 6) in near  # a knight's move
    assert cell(4, 4) in near  # same box
    assert cell(1, 2) not in near and cell(5, 5) not in near
    king = make_variant(size=9, differ={"anti-king"})
    assert cell(2, 4) in king.peers(cell(1, 3)) and cell(3, 5) not in king.peers(cell(1, 3))


def test_shapes_of_extra_houses():
    assert shapes.diagonal(4, "diagonal-") == (0, 5, 10, 15)
    assert shapes.diagonal(4, "diagonal+") == (3, 6, 9, 12)
    assert len(shapes.windoku(16, (4, 4))) == 9
    assert shapes.disjoint(4, (2, 2))[0] == (0, 2, 8, 10)


def test_with_givens_keeps_the_rules_and_cells_reads_the_givens():
    v = make_variant(size=9, cages=[Cage((0, 1), 3)])
    w = v.with_givens((1, 2) + (0,) * 79)
    assert w.cages == v.cages and w.cells[:2] == (1, 2) and isinstance(w, Variant)
    assert hash(w) != hash(v) or w != v


def test_new_error_codes_are_listed():
    for code in ("bad_cell", "bad_region", "overlapping_cages", "cage_too_large", "impossible_cage",
                 "rule_broken", "unknown_constraint"):
        assert code in ERROR_CODES


def test_a_region_of_the_wrong_size():
    regions = [c // 9 for c in range(81)]
    regions[0] = 1
    e = error_of(size=9, regions=regions)
    assert e.code == "bad_region" and e.details["found"] == 8 and 0 not in e.cells


def test_a_region_in_pieces_unless_allowed():
    regions = [c // 9 for c in range(81)]
    regions[0], regions[9] = 1, 0  # swap a cell between rows 1 and 2: both regions in pieces
    e = error_of(size=9, regions=regions)
    assert e.code == "bad_region" and e.details["reason"] == "not_connected"
    assert make_variant(size=9, regions=regions, check_connected=False).kinds() == ("jigsaw",)


def test_a_named_extra_house_holds_its_own_cells_and_a_name_is_text():
    # 'diagonal+' over column 1 was taken: kinds() said diagonal, and every writer wrote a plain
    # house, so the puzzle read back as another; a name of 5 broke the writers.
    column = tuple(range(0, 81, 9))
    for name, cells in (("diagonal+", column), ("diagonal-", shapes.diagonal(9, "diagonal+")),
                        ("windoku", shapes.boxes(9, (3, 3))[0]), ("disjoint", (0, 1))):
        e = error_of(size=9, extra_houses=[(name, cells)])
        assert e.code == "bad_region" and e.details == {"house": name, "reason": "not_its_cells", "size": 9}
    assert make_variant(size=9, extra_houses=[("house", column)]).kinds() == ("extra-house",)
    window = shapes.windoku(9, (3, 3))[1]
    assert make_variant(size=9, extra_houses=[("windoku", window[::-1])]).kinds() == ("windoku",)
    assert make_variant(size=9, regions=[c // 9 for c in range(81)], extra_houses=[("windoku", window)])
    assert make_variant(size=6, extra_houses=[("disjoint", shapes.disjoint(6, (2, 3))[2])]).kinds() == ("disjoint",)
    for name in (5, ["a"], b"x", None):
        assert error_of(size=4, name=name).code == "bad_argument"


def test_errors_number_cages_as_the_caller_listed_them():
    # (make_variant puts cages in order only once they are checked)
    e = error_of(size=9, cages=[((70, 71), 3), ((0, 1), 99)])
    assert e.code == "impossible_cage" and e.details["cage"] == 1 and "(cage 2)" in e.message
    assert error_of(size=9, cages=[((70, 71), 3), (("x",), 5)]).code == "bad_cell"


def test_a_cell_outside_the_grid():
    e = error_of(size=9, cages=[Cage((80, 81), 10)])
    assert e.code == "bad_cell"
    assert error_of(size=4, parity=[(16, "odd")]).code == "bad_cell"
    assert error_of(size=4, extra_houses=[("house", (0, 99))]).code == "bad_cell"


def test_overlapping_cages_name_the_shared_cells():
    e = error_of(size=9, cages=[Cage((0, 1), 3), Cage((1, 2), 5)])
    assert e.code == "overlapping_cages" and e.cells == (1,) and e.details["cages"] == [0, 1]


def test_a_cage_no_digits_can_make():
    e = error_of(size=9, cages=[Cage((0, 1), 18)])
    assert e.code == "impossible_cage" and (e.details["min"], e.details["max"]) == (3, 17)
    assert error_of(size=9, cages=[Cage((0,), 0)]).code == "impossible_cage"
    assert error_of(size=4, cages=[Cage((0, 1, 4, 5, 2), None)]).code == "cage_too_large"


def test_givens_repeated_in_an_extra_house_or_a_cage():
    givens = list(EMPTY)
    givens[0] = givens[80] = 5
    e = error_of(size=9, givens=givens, extra_houses=[("diagonal-", shapes.diagonal(9, "diagonal-"))])
    assert e.code == "duplicate" and set(e.cells) == {0, 80}
    # the house is named (it said "in one house", which could be any of the three the cells share)
    assert e.message.startswith("5 is given twice in the falling diagonal: ")
    assert (e.details["house"], e.details["index"], e.details["unit"]) == ("diagonal-", 0, "house")
    givens = list(EMPTY)
    givens[0] = givens[80] = 5
    assert make_variant(size=9, givens=givens).givens[0] == 5  # fine without the diagonal
    e = error_of(size=9, givens=givens, cages=[Cage((1, 2), 3), Cage((0, 80), None)])
    assert e.code == "duplicate" and e.message.startswith("5 is given twice in cage 2: ")
    assert (e.details["house"], e.details["index"], e.details["unit"]) == ("cage", 1, "cage")
    givens[0], givens[80], givens[1], givens[20] = 0, 0, 5, 5      # r1c2 and r3c3: box 1 (listed first)
    e = error_of(size=9, givens=givens, extra_houses=[("windoku", shapes.windoku(9, (3, 3))[0])])
    assert e.message.startswith("5 is given twice in box 1: ")
    givens[1], givens[20], givens[10], givens[30] = 0, 0, 5, 5     # r2c2 and r4c4: windoku window 1 only
    e = error_of(size=9, givens=givens, extra_houses=[("windoku", shapes.windoku(9, (3, 3))[0])])
    assert e.message.startswith("5 is given twice in windoku window 1: ")


@pytest.mark.parametrize("rule, fields, values", [
    ("anti-knight", {"differ": {"anti-knight"}}, {2: 4, 13: 4}),  # r1c3 and r2c5
    ("anti-king", {"differ": {"anti-king"}}, {2: 4, 12: 4}),  # r1c3 and r2c4
    ("odd", {"parity": [(0, "odd")]}, {0: 4}),
    ("even", {"parity": [(0, "even")]}, {0: 3}),
    ("non-consecutive", {"non_consecutive": True}, {0: 4, 9: 5}),
    ("cage-sum", {"cages": [Cage((0, 1, 2), 8)]}, {0: 4, 1: 5}),
    ("cage-sum", {"cages": [Cage((0, 1, 2), 23)]}, {0: 4, 1: 5}),  # 14 would need a 14
    ("cage-sum", {"cages": [Cage((0, 1), 10)]}, {0: 2, 1: 3}),
])
def test_givens_breaking_a_rule_name_it(rule, fields, values):
    givens = [0] * 81
    for c, v in values.items():
        givens[c] = v
    e = error_of(size=9, givens=givens, **fields)
    assert e.code == "rule_broken" and e.details["rule"] == rule and set(e.cells) >= set(values)


def test_unknown_constraints_and_bad_shapes():
    assert error_of(size=9, differ={"anti-bishop"}).code == "unknown_constraint"
    assert error_of(size=9, parity=[(0, "prime")]).code == "unknown_constraint"
    assert error_of(size=9, extra_houses=[("ring", (0, 1))]).code == "unknown_constraint"
    assert error_of(size=17).code == "bad_size"
    assert error_of(size=7).code == "bad_argument"  # no box fits 7x7: regions or no_boxes needed
    assert error_of(size=9, box_shape=(2, 4)).code == "bad_region"
    assert error_of(size=9, givens=(0,) * 80).code == "wrong_cell_count"
    assert error_of(size=4, givens=(5,) + (0,) * 15).code == "unknown_symbol"
    assert error_of(size=9, colour="red").code == "bad_argument"
    assert error_of(size=9, no_boxes=True, box_shape=(3, 3)).code == "bad_argument"


@pytest.mark.parametrize("fields, code", [
    (dict(size=9, cages=5), "bad_argument"),
    (dict(size=9, cages=((0, 1),)), "bad_argument"),           # a cage without its sum
    (dict(size=9, cages=(Cage(5, 3),)), "bad_argument"),       # cells that are no list
    (dict(size=9, parity=5), "bad_argument"),
    (dict(size=9, regions=5), "bad_argument"),
    (dict(size=9, extra_houses=5), "bad_argument"),
    (dict(size="9"), "bad_size"),                              # no givens: they used to be missing
    (dict(size=9, cages=(Cage((0, 1), "3"),)), "bad_argument"),  # said "no 2 digits add up to '3'"
    (dict(size=9, cages=(Cage((0, 1), True),)), "bad_argument"),
    (dict(size=9, cages=(Cage((0, 1), 3.0),)), "bad_argument"),
])
def test_a_misused_call_is_a_specific_error_never_a_type_error(fields, code):
    """library.md: a misused call is a bad_argument error, never a TypeError (these raised
    TypeError or AttributeError, or an impossible-sum error that contradicted itself)."""
    assert error_of(**fields).code == code
