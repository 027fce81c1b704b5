"""The rules a variant's digits break (``sudoku_core.variants.conflicts``) and the candidates every
rule allows (``sudoku_core.variants.candidates``): each conflict names its rule and cells; a
candidate is missing only when a filled cell rules it out."""

from __future__ import annotations

from sudoku_core.variants import Cage, make_variant
from sudoku_core.variants.candidates import cage_allows, variant_candidates
from sudoku_core.variants.conflicts import variant_conflicts

N2 = 81


def board(**cells):
    """81 values from ``r1c2=5``-style keywords (1-based rows and columns)."""
    values = [0] * N2
    for name, digit in cells.items():
        row, col = name[1:].split("c")
        values[(int(row) - 1) * 9 + int(col) - 1] = digit
    return values


def rules(conflicts):
    return [(c.rule, c.cells) for c in conflicts]


def test_a_repeat_in_a_cage_and_a_cage_over_its_sum_are_named_with_the_cage():
    variant = make_variant(size=9, cages=(Cage((0, 9), 10), Cage((1, 2, 10), 6)))
    found = variant_conflicts(variant, board(r1c1=7, r2c1=5, r1c2=2, r2c2=2))
    assert ("cage_over", (0, 9)) in rules(found)
    over = next(c for c in found if c.rule == "cage_over")
    assert (over.index, over.total, over.found) == (0, 10, 12)
    repeat = next(c for c in found if c.rule == "cage")
    assert (repeat.cells, repeat.digit, repeat.index, repeat.total) == ((1, 10), 2, 1, 6)


def test_a_full_cage_short_of_its_sum_is_named_but_a_part_filled_one_is_not():
    variant = make_variant(size=9, cages=(Cage((0, 1), 10),))
    assert rules(variant_conflicts(variant, board(r1c1=3))) == []
    assert rules(variant_conflicts(variant, board(r1c1=3, r1c2=4))) == [("cage_short", (0, 1))]


def test_knight_and_king_moves_are_named_once_and_only_when_switched_on():
    plain = make_variant(size=9)
    knight = make_variant(size=9, differ=frozenset({"anti-knight"}))
    king = make_variant(size=9, differ=frozenset({"anti-king"}))
    values = board(r1c1=4, r2c3=4)               # a knight's move apart, in the same box
    assert rules(variant_conflicts(plain, values)) == [("box", (0, 11))]
    assert rules(variant_conflicts(knight, values)) == [("box", (0, 11))]   # said once, for its box
    far = board(r3c3=6, r4c5=6)                  # a knight's move across boxes
    assert rules(variant_conflicts(knight, far)) == [("anti-knight", (20, 31))]
    assert rules(variant_conflicts(plain, far)) == []
    diag = board(r3c3=2, r4c4=2)
    assert rules(variant_conflicts(king, diag)) == [("anti-king", (20, 30))]


def test_regions_diagonals_parity_and_consecutive_neighbours():
    diagonal = make_variant(size=9, extra_houses=(("diagonal-", tuple(i * 10 for i in range(9))),))
    found = variant_conflicts(diagonal, board(r1c1=8, r9c9=8))
    assert rules(found) == [("diagonal-", (0, 80))]
    parity = make_variant(size=9, parity=((0, "even"), (1, "odd")))
    assert rules(variant_conflicts(parity, board(r1c1=3, r1c2=5))) == [("even", (0,))]
    nc = make_variant(size=9, non_consecutive=True)
    found = variant_conflicts(nc, board(r5c5=4, r5c6=5, r6c5=7))
    assert [(c.rule, c.cells, c.digit, c.other) for c in found] == [("non-consecutive", (40, 41), 4, 5)]


def test_irregular_regions_are_named_by_their_id():
    layout = "111222333111222333111222333444555666444555666444555666777888999777888999777888999"
    regions = [int(ch) - 1 for ch in layout]
    regions[2], regions[3] = regions[3], regions[2]          # swap two cells between regions 1 and 2
    from sudoku_core.variants.model import Variant

    variant = Variant(size=9, givens=(0,) * N2, regions=tuple(regions))   # a draft: not checked
    found = variant_conflicts(variant, board(r1c3=5, r2c4=5))
    assert ("region", (2, 12)) in [(c.rule, c.cells) for c in found]
    assert next(c for c in found if c.rule == "region").index == 1


def test_candidates_follow_every_rule():
    variant = make_variant(size=9, cages=(Cage((0, 1), 3),), differ=frozenset({"anti-knight"}),
                           parity=((80, "odd"),), non_consecutive=True)
    masks = variant_candidates(variant, board(r5c5=5))
    digits = lambda cell: [d for d in range(1, 10) if masks[cell] >> (d - 1) & 1]
    assert digits(0) == [1, 2]                         # a cage of 3 over two cells: 1 and 2
    assert 5 not in digits(40 - 9 * 2 + 1)            # r3c6 is a knight's move from r5c5
    assert digits(39) == [1, 2, 3, 7, 8, 9]            # r5c4: not 5 (row), not 4 or 6 (consecutive)
    assert digits(80) == [1, 3, 5, 7, 9]               # an odd cell
    assert masks[40] == 0                              # a filled cell has none


def test_cage_allows_only_digits_that_can_still_make_the_sum():
    bits = lambda mask: [d for d in range(1, 10) if mask >> (d - 1) & 1]
    assert bits(cage_allows(17, 2, 0, 9)) == [8, 9]
    assert bits(cage_allows(10, 3, 0, 9)) == [1, 2, 3, 4, 5, 6, 7]
    assert bits(cage_allows(6, 1, 0, 9)) == [6]
    assert bits(cage_allows(9, 2, 1 << 3, 9)) == [1, 2, 3, 6, 7, 8]   # 4 used: 4+5 cannot be
