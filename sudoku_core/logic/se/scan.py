"""The orders in which Sudoku Explainer scans a grid, shared by its producers.

SE takes the first hint a producer finds, so *which* step a producer gives depends on its scan
order, and the rating's path (and its EP and ED) with it. These are the orders SE 1.2.1 uses
(learnt from its public sources; nothing is copied):

* houses of one kind in index order (rows top to bottom, columns left to right, boxes left to
  right then top to bottom), cells of a house in reading order;
* producers that look at every kind of house take the boxes first, then the columns, then the
  rows (:func:`box_column_row`);
* a set of k cells, digits or lines out of a list is tried in *colexicographic* order: by its
  last member first, then by the one before, ... ({0,1}, {0,2}, {1,2}, {0,3}, {1,3}, {2,3}, ...),
  the order of k-bit numbers counted upwards (:func:`colex`).
"""

from __future__ import annotations


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
