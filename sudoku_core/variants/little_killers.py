"""Little killers: a sum outside the grid, at one end of a diagonal, that the digits along the whole
diagonal add up to. The digits may repeat (a diagonal is no house), except where two of its cells
share a box or another house.

A little killer is its diagonal's cells and its total. Every diagonal of two cells or more, in
either direction, is one line; :func:`lines` lists them with their cells in one order, the one
Interactive Sudoku Solver (ISS) reads them in (its little killer clue names the line's first cell):
from the left side going down and right, from the right side up and left, from the top going down
and left, from the bottom up and right, each line once. The model keeps a little killer's cells in
that order whichever end its clue was written at (the sum is the same), so a puzzle reads back equal
from every format.
"""

from __future__ import annotations

from ..shims import lru_cache


@lru_cache(maxsize=8)
def lines(size: int) -> dict:
    """``{first cell: cells}`` of every diagonal line of two cells or more, in ISS's order."""
    found, seen = {}, set()

    def add(row, col, dr, dc):
        cells = []
        while 0 <= row < size and 0 <= col < size:
            cells.append(row * size + col)
            row, col = row + dr, col + dc
        key = tuple(sorted(cells))
        if len(cells) > 1 and key not in seen:
            seen.add(key)
            found[cells[0]] = tuple(cells)

    for row in range(size - 1):
        add(row, 0, 1, 1)
    for row in range(1, size - 1):
        add(row, size - 1, -1, -1)
    for col in range(1, size):
        add(0, col, 1, -1)
    for col in range(1, size - 1):
        add(size - 1, col, -1, 1)
    return found


@lru_cache(maxsize=8)
def _by_cells(size: int) -> dict:
    return {tuple(sorted(cells)): cells for cells in lines(size).values()}


def line_of(cells, size: int):
    """The line (its cells in the model's order) that ``cells`` make, in any order; None when they
    are not a whole diagonal of two cells or more."""
    try:
        return _by_cells(size).get(tuple(sorted(cells)))
    except TypeError:
        return None


def ray(row: int, col: int, dr: int, dc: int, size: int) -> tuple:
    """The cells from ``(row, col)`` (0-based; it may lie just outside the grid, where a clue sits)
    a step of ``(dr, dc)`` at a time, the first inside the grid first, while inside the grid."""
    cells = []
    row, col = row + dr, col + dc
    while 0 <= row < size and 0 <= col < size:
        cells.append(row * size + col)
        row, col = row + dr, col + dc
    return tuple(cells)


def bounds(total: int, values, masks, cells, size: int) -> dict:
    """For each empty cell of a little killer, the least and most digit the others leave it:
    ``total`` less the others' largest and smallest (placed digits as they are, an empty cell's
    least and most candidate from ``masks``); repeats allowed, so this is all a sum says alone."""
    lows, highs = {}, {}
    for c in cells:
        if values[c]:
            lows[c] = highs[c] = values[c]
        else:
            m = masks[c]
            if not m:
                return {}
            low = 1
            while not m >> (low - 1) & 1:
                low += 1
            high = size
            while not m >> (high - 1) & 1:
                high -= 1
            lows[c], highs[c] = low, high
    least, most = sum(lows.values()), sum(highs.values())
    return {c: (total - (most - highs[c]), total - (least - lows[c])) for c in cells if not values[c]}
