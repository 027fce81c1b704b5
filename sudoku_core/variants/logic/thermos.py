"""Thermometers: digits rise from the bulb, so every cell is above the least digit the cell before
it can hold and under the most the cell after it can hold.

One step per thermometer that loses something (1.7, as reading a cage's combinations: the rule
itself, read off the pencil marks). Read both ways along the whole thermometer at once, so its
placed digits count (a 6 on a thermometer of three holds the cells after it to 7-9 and 8-9), and
so does the bulb's own room (the third cell of a thermometer is 3 at least).
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from ..propagation import rising
from .board import bit, digits_of

#: The rating value of a thermometer step.
VALUE = 1.7


def thermometer(grid):
    values, cands = grid.values, grid.cands
    for cells in grid.layout.thermos:
        masks = [bit(values[c]) if values[c] else cands[c] for c in cells]
        kept = rising(masks)
        gone = tuple((c, d) for c, m in zip(cells, kept) if not values[c] for d in digits_of(cands[c] & ~m))
        if gone:
            yield Step("thermometer", VALUE, eliminations=gone, pattern=Pattern(cells=tuple(cells)),
                       parts={"thermo": tuple(cells), "cell": cells[0]})
