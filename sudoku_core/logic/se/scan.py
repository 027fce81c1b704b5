"""Sudoku Explainer's scan orders, which decide which of several hints comes first.

Sudoku Explainer (SE) 1.2.1 walks the houses of a cell, and the houses of the grid, by kind in
the order block, row, column; the cells of a house in the house's own order (a block row by
row); and the subsets of a list in the order of their bitmasks read as numbers (``{0, 1}``,
``{0, 2}``, ``{1, 2}``, ``{0, 3}``, ...), not in dictionary order. A producer that keeps the first
hint it finds must walk in these orders to give SE's hint. This module names them for a 9x9 grid
(``geo.cell_units`` gives a cell's row, column and box).
"""

from __future__ import annotations

from functools import lru_cache

from ...geometry import geometry

#: Indexes into ``geo.cell_units[cell]`` in SE's order of house kinds: block, row, column.
KINDS = (2, 0, 1)


def house_cells(geo, cell: int) -> tuple:
    """The cells sharing a house with ``cell``, in SE's order: the cell's block row by row, then
    the rest of its row left to right, then the rest of its column top to bottom (the cell
    itself left out)."""
    return _house_cells_table(geo.size)[cell]


@lru_cache(maxsize=None)
def _house_cells_table(size: int) -> tuple:
    geo = geometry(size)
    table = []
    for cell in range(size * size):
        seen, out = {cell}, []
        for kind in KINDS:
            for other in geo.units[geo.cell_units[cell][kind]]:
                if other not in seen:
                    seen.add(other)
                    out.append(other)
        table.append(tuple(out))
    return tuple(table)


def subsets(n: int, k: int):
    """Every ``k``-subset of ``range(n)`` as a sorted tuple, in increasing order of the subset's
    bitmask (SE's order: by largest member, then by the rest in the same order); nothing when
    ``n`` is 0."""
    if n == 0 or k > n:
        return iter(())
    return _colex(n, k)


def _colex(n: int, k: int):
    if k == 0:
        yield ()
        return
    for top in range(k - 1, n):
        for rest in _colex(top, k - 1):
            yield rest + (top,)
