"""Sandwiches: the digits between a row's or column's 1 and its largest digit (the crusts) add up to
its total, so each cell keeps only what some placing of the crusts and of different digits between
them that fits the pencil marks gives it (:func:`..sandwiches.kept`, the solver's own rule, so a
step and the search never disagree; handing the digits out one to a cell is left to the singles
and subsets of the line's house).

One step per sandwich that loses something, rated 2.0 as a little killer or an arrow (a sum read
off the pencil marks); its sentence names the line, the crusts and the total. A person does the
same by listing where the crusts can stand: a total of 35 on a 9x9 grid puts them at the two ends.
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from ..sandwiches import house_of, kept
from .board import bit, digits_of

#: The rating value of a sandwich step.
VALUE = 2.0


def sandwich(grid):
    values, cands, n = grid.values, grid.cands, grid.size
    for total, cells in grid.layout.sandwiches:
        masks = tuple(bit(values[c]) if values[c] else cands[c] for c in cells)
        found = kept(masks, total, n)
        if found is None:
            continue   # a broken grid: the techniques that name what broke say it
        gone = tuple((c, d) for c, m in zip(cells, found) if not values[c] for d in digits_of(cands[c] & ~m))
        if gone:
            kind, index = house_of(cells, n)
            house = index if kind == "row" else n + index   # (rows, then columns: board.houses)
            yield Step("sandwich", VALUE, eliminations=gone, pattern=Pattern(cells=tuple(cells)),
                       parts={"house": house, "total": total, "digit": n, "cell": cells[0]})
