"""The orders in which Sudoku Explainer scans a grid, shared by its producers.

SE takes the first hint a producer finds, so *which* step a producer gives depends on its scan
order, and the rating's path (and its EP and ED) with it. These are the orders SE 1.2.1 uses
(learnt from its public sources and checked step by step against SE's own hints; nothing is
copied):

* houses of one kind in index order (rows top to bottom, columns left to right, boxes left to
  right then top to bottom), cells of a house in reading order (a box row by row);
* producers that look at every house of the grid (singles, direct and locked candidates, subsets)
  take the boxes first, then the columns, then the rows (:func:`box_column_row`);
* the houses around one cell (unique loops, BUG, aligned exclusion) are walked block, row,
  column (:data:`KINDS`, :func:`house_cells`);
* a set of k cells, digits or lines out of a list is tried in *colexicographic* order: by its
  last member first, then by the one before, ... ({0,1}, {0,2}, {1,2}, {0,3}, {1,3}, {2,3}, ...),
  the order of k-bit numbers counted upwards (:func:`colex`, :func:`subsets`).
"""

from __future__ import annotations

from functools import lru_cache

from ...geometry import geometry


def box_column_row(size: int) -> list:
    """House indexes (rows 0..size-1, columns size.., boxes 2*size..) in SE's order: every box,
    then every column, then every row."""
    return list(range(2 * size, 3 * size)) + list(range(size, 2 * size)) + list(range(size))


def colex(masks, k: int, limit: int):
    """Every k-subset of ``range(len(masks))`` whose masks' union has at most ``limit`` bits, as
    (indexes, union) pairs in colexicographic order (unions over ``limit`` are pruned early)."""

    def grow(count, below, above):
        # choose `count` more indexes, all below `below`, to join the larger ones (union `above`)
        if count == 0:
            yield (), above
            return
        for top in range(count - 1, below):
            union = above | masks[top]
            if union.bit_count() <= limit:
                for rest, full in grow(count - 1, top, union):
                    yield rest + (top,), full

    yield from grow(k, len(masks), 0)


def places(cands, cells, size: int) -> list:
    """For each digit (index 1..size; index 0 unused) the mask of its places in ``cells`` (bit i:
    ``cells[i]``), from one pass over the cells."""
    out = [0] * (size + 1)
    for i, c in enumerate(cells):
        m = cands[c]
        while m:
            low = m & -m
            out[low.bit_length()] |= 1 << i
            m ^= low
    return out


_LAST = [None, None, None]  # size, candidates, places: the last grid seen by house_places


def house_places(grid) -> list:
    """:func:`places` for every house of the grid (index = house), computed once per grid content:
    SE's producers run one after another on the same grid, and each needs them."""
    cands = grid.cands
    if _LAST[0] == grid.size and _LAST[1] == cands:
        return _LAST[2]
    size, units = grid.size, grid.units
    result = [places(cands, units[h], size) for h in range(3 * size)]
    _LAST[:] = [size, list(cands), result]
    return result

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
    return iter(_subsets_table(n, k))


@lru_cache(maxsize=512)
def _subsets_table(n: int, k: int) -> tuple:
    """:func:`subsets` as a tuple, built once per (n, k): the producers walk the same ones at
    every step (unique loops' type 3 all the subsets of a house, aligned exclusion the pairs of
    its base cells)."""
    return tuple(indexes for indexes, _ in colex([0] * n, k, 0))
