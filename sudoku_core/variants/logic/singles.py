"""Singles over every house of a variant, and the last cell of a cage.

* full house: the last empty cell of a house of ``size`` cells takes the missing digit (1.0);
* cage single: the last empty cell of a cage with a sum takes what the sum still needs (1.0);
* hidden single: in a house of ``size`` cells a digit has one place left (1.2 in a box or region,
  1.5 in a row, column or extra house, as Sudoku Explainer values them);
* naked single: a cell has one candidate left (2.3).
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from .board import BOX_KINDS, bit


def full_house(grid):
    lay = grid.layout
    values = grid.values
    for h in lay.full_houses:
        cells = lay.houses[h][2]
        empty = [c for c in cells if not values[c]]
        if len(empty) == 1 and grid.cands[empty[0]]:
            cell = empty[0]
            missing = lay.full & ~sum(bit(values[c]) for c in cells if values[c])
            if missing & grid.cands[cell] and missing & (missing - 1) == 0:
                digit = missing.bit_length()
                yield Step("full_house", 1.0, placements=((cell, digit),),
                           pattern=Pattern(cells=(cell,), houses=(h,)),
                           parts={"house": h, "cell": cell, "digit": digit})


def cage_single(grid):
    values = grid.values
    for k, (cells, total) in enumerate(grid.layout.cages):
        if total is None:
            continue
        empty = [c for c in cells if not values[c]]
        if len(empty) != 1:
            continue
        cell = empty[0]
        digit = total - sum(values[c] for c in cells)
        if 1 <= digit <= grid.size and grid.cands[cell] & bit(digit):
            yield Step("cage_single", 1.0, placements=((cell, digit),), pattern=Pattern(cells=cells),
                       parts={"cage": k, "total": total, "cell": cell, "digit": digit})


def hidden_single(grid):
    lay = grid.layout
    cands = grid.cands
    later = []
    for h in lay.full_houses:
        kind, _, cells = lay.houses[h]
        once = twice = 0   # the digits with a place in the house, and those with two or more
        for c in cells:
            m = cands[c]
            twice |= once & m
            once |= m
        single = once & ~twice & ~grid.placed(h)
        while single:
            b = single & -single
            single ^= b
            digit = b.bit_length()
            cell = next(c for c in cells if cands[c] & b)
            value = 1.2 if kind in BOX_KINDS else 1.5
            step = Step("hidden_single", value, placements=((cell, digit),),
                        pattern=Pattern(cells=(cell,), candidates=((cell, digit),), houses=(h,)),
                        parts={"house": h, "cell": cell, "digit": digit})
            if value == 1.2:
                yield step
            else:
                later.append(step)
    yield from later


def naked_single(grid):
    for cell, mask in enumerate(grid.cands):
        if mask and mask & (mask - 1) == 0 and not grid.values[cell]:
            digit = mask.bit_length()
            yield Step("naked_single", 2.3, placements=((cell, digit),), pattern=Pattern(cells=(cell,)),
                       parts={"cell": cell, "digit": digit})
