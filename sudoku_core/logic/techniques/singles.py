"""Singles: a digit with one place left, or a cell with one digit left.

These are the only techniques that place digits; every other technique
removes candidates until a single appears.
"""

from __future__ import annotations

from ..grid import BOX, bit, digits_of
from ..step import Pattern, Step


def full_house(grid):
    """Full House (last value in a house): a house with one empty cell left;
    that cell takes the one digit the house is missing."""
    values, size = grid.values, grid.size
    for house, cells in enumerate(grid.units):
        empty = [c for c in cells if not values[c]]
        if len(empty) == 1 and grid.cands[empty[0]]:
            cell = empty[0]
            missing = grid.geo.full
            for c in cells:
                if values[c]:
                    missing &= ~bit(values[c])
            if missing & grid.cands[cell] and missing & (missing - 1) == 0:
                digit = missing.bit_length()
                yield Step("full_house", 1.0, placements=((cell, digit),),
                           pattern=Pattern(cells=(cell,), candidates=((cell, digit),), houses=(house,)),
                           parts={"cell": cell, "digit": digit, "house": house})


def hidden_single(grid):
    """Hidden Single: in a house, a digit has only one cell left where it can
    go, so it goes there. Easier to spot in a box (1.2) than in a row or a
    column (1.5), so boxes are searched first."""
    size = grid.size
    order = list(range(2 * size, 3 * size)) + list(range(2 * size))
    for house in order:
        cells = grid.units[house]
        missing = 0
        for c in cells:
            missing |= grid.cands[c]
        for digit in digits_of(missing):
            places = grid.places(house, digit)
            if len(places) == 1:
                cell = places[0]
                value = 1.2 if grid.house_kind(house) == BOX else 1.5
                yield Step("hidden_single", value, placements=((cell, digit),),
                           pattern=Pattern(cells=tuple(cells), candidates=((cell, digit),), houses=(house,)),
                           parts={"cell": cell, "digit": digit, "house": house})


def naked_single(grid):
    """Naked Single: a cell with only one candidate left takes it."""
    for cell, mask in enumerate(grid.cands):
        if mask and mask & (mask - 1) == 0:
            digit = mask.bit_length()
            yield Step("naked_single", 2.3, placements=((cell, digit),),
                       pattern=Pattern(cells=(cell,), candidates=((cell, digit),), houses=grid.geo.cell_units[cell]),
                       parts={"cell": cell, "digit": digit})
