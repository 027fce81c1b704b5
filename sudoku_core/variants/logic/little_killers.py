"""Little killers: the digits along a diagonal add up to the clue, and may repeat, so each empty
cell keeps only the digits between the clue less the others' largest digits and the clue less
their smallest (placed digits as they are, an empty cell's least and most candidate).

One step per little killer that loses something (2.0, as a cage's several combinations: a sum read
off the pencil marks, with repeats to allow for). What the cells' houses add (two cells of one box
along the diagonal differ) is left to the other techniques and the forcing chains.
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from ..little_killers import bounds
from .board import digits_of

#: The rating value of a little killer step.
VALUE = 2.0


def little_killer(grid):
    values, cands, n = grid.values, grid.cands, grid.size
    for index, (total, cells) in enumerate(grid.layout.little_killers):
        kept = bounds(total, values, cands, cells, n)
        gone = tuple((c, d) for c, (low, high) in kept.items() for d in digits_of(cands[c]) if not low <= d <= high)
        if gone:
            yield Step("little_killer", VALUE, eliminations=gone, pattern=Pattern(cells=tuple(cells)),
                       parts={"line": tuple(cells), "total": total, "cell": cells[0]})
