"""Thermometers: digits rise from the bulb, so every cell is above the least digit the cell before
it can hold and under the most the cell after it can hold.

One step per thermometer that loses something (1.7, as reading a cage's combinations: the rule
itself, read off the pencil marks). Read both ways along the whole thermometer at once, so its
placed digits count (a 6 on a thermometer of three holds the cells after it to 7-9 and 8-9), and
so does the bulb's own room (the third cell of a thermometer is 3 at least).
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from .board import bit, digits_of

#: The rating value of a thermometer step.
VALUE = 1.7


def rising(masks: list) -> list:
    """What each cell of a thermometer keeps (``masks`` from the bulb, a placed cell as its
    digit's bit): above the least of the cell before it, then under the most of the cell after it."""
    kept = list(masks)
    for i in range(1, len(kept)):
        below = kept[i - 1]
        kept[i] &= ~(((below & -below) << 1) - 1)
    for i in range(len(kept) - 2, -1, -1):
        kept[i] &= (1 << max(kept[i + 1].bit_length() - 1, 0)) - 1
    return kept


def thermometer(grid):
    values, cands = grid.values, grid.cands
    for cells in grid.layout.thermos:
        masks = [bit(values[c]) if values[c] else cands[c] for c in cells]
        kept = rising(masks)
        gone = tuple((c, d) for c, m in zip(cells, kept) if not values[c] for d in digits_of(cands[c] & ~m))
        if gone:
            yield Step("thermometer", VALUE, eliminations=gone, pattern=Pattern(cells=tuple(cells)),
                       parts={"thermo": tuple(cells), "cell": cells[0]})
