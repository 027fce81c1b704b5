"""Sudoku Explainer's hidden singles (producer 1), in its scan order.

SE's hidden-single producer looks first for the *last empty cell of a house* (1.0, the full
house) in every house, and only then for digits with one place left in a house (1.2 in a box,
1.5 in a row or a column). Both passes take the boxes first, then the columns, then the rows,
each house's digits smallest first; the second pass skips houses with one empty cell (the first
pass has them). The step is the same as the teaching techniques' (same ids, values and parts);
only the order differs (the teaching scan takes rows first for the full house, rows before
columns for hidden singles), and in SE the first single found is the one placed, which moves
EP and ED.

The naked single (producer 4: every cell in reading order) is the teaching one.
"""

from __future__ import annotations

from ..step import Pattern, Step
from .scan import box_column_row


def _singles(grid, alone: bool):
    size, values, cands, units, box = grid.size, grid.values, grid.cands, grid.units, 2 * grid.size
    for house in box_column_row(size):
        cells = units[house]
        empty = [c for c in cells if not values[c]]
        if not empty or (len(empty) == 1) != alone:
            continue
        once = twice = 0
        for c in empty:
            m = cands[c]
            twice |= once & m
            once |= m
        single = once & ~twice  # digits with exactly one place
        while single:
            low = single & -single
            single ^= low
            digit = low.bit_length()
            places = [c for c in empty if cands[c] & low]
            cell = places[0]
            if alone:
                yield Step("full_house", 1.0, placements=((cell, digit),),
                           pattern=Pattern(cells=(cell,), candidates=((cell, digit),), houses=(house,)),
                           parts={"cell": cell, "digit": digit, "house": house})
            else:
                yield Step("hidden_single", 1.2 if house >= box else 1.5, placements=((cell, digit),),
                           pattern=Pattern(cells=tuple(cells), candidates=((cell, digit),), houses=(house,)),
                           parts={"cell": cell, "digit": digit, "house": house})


def full_house(grid):
    """Full house (SE 1.0): a house with one empty cell left; the cell takes the digit it can
    hold. Boxes, then columns, then rows."""
    return _singles(grid, True)


def hidden_single(grid):
    """Hidden single (SE 1.2 in a box, 1.5 in a row or a column): a digit with one place left in
    a house of two or more empty cells goes there. Boxes, then columns, then rows; digits smallest
    first."""
    return _singles(grid, False)
